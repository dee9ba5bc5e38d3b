import { HK_DISTRICTS, HK_REGIONS } from '@shop/contract'
import type { AdminFormResult } from '../../../lib/admin-forms.ts'
import { useAdminT } from '../../../lib/admin-i18n.tsx'
import {
  DELIVERY_WEEKDAYS,
  type SettingsValues,
  savedHolidays,
} from '../../../lib/settings-form.ts'
import { useStaffCan } from '../../../lib/use-staff-me.ts'
import { AdminField } from '../admin-form.tsx'
import { SettingsSection, TrilingualFields } from './fields.tsx'

const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const

/**
 * Public holidays added to the gazetted list and the weekdays each district is served (ADR 050):
 * the checkout's delivery calendar reads them from the next request.
 */
export function DeliveryForm({
  version,
  values,
  result,
}: {
  version: number
  values: SettingsValues
  result: AdminFormResult | undefined
}) {
  const { t, language } = useAdminT()
  const canManage = useStaffCan('settings.manage')
  const errors = result && !result.ok ? result.fieldErrors : {}
  const saved = savedHolidays(values)
  const place = (text: { en: string; zh: string }) => (language === 'zh' ? text.zh : text.en)
  return (
    <SettingsSection
      id="settings-delivery"
      title={t('settings.delivery.title')}
      hint={t('settings.delivery.hint')}
      intent="delivery"
      version={version}
      result={result}
      submit={canManage ? t('settings.delivery.save') : null}
      pending={t('settings.delivery.saving')}
    >
      <input type="hidden" name="holidays_saved" value={saved} />
      <h3 className="font-medium">{t('settings.delivery.holidays')}</h3>
      <p className="text-sm text-stone-600">{t('settings.delivery.holidaysHint')}</p>
      {Array.from({ length: saved + 1 }, (_, i) => {
        const blank = i === saved
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the form
            key={i}
            className="space-y-3 rounded border border-stone-200 p-3"
            data-testid={blank ? 'holiday-new' : 'holiday-row'}
          >
            <legend className="px-1 text-sm font-medium">
              {blank
                ? t('settings.delivery.addHoliday')
                : t('settings.delivery.holiday', { n: i + 1 })}
            </legend>
            <AdminField
              name={`holidays_${i}_date`}
              label={t('settings.delivery.date')}
              type="date"
              defaultValue={values[`holidays_${i}_date`] ?? ''}
              error={errors[`holidays_${i}_date`]}
            />
            <TrilingualFields
              name={`holidays_${i}_name`}
              label={t('settings.delivery.name')}
              values={values}
              result={result}
              maxLength={80}
            />
            {!blank && (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={`holidays_${i}_remove`} value="on" />
                {t('settings.delivery.remove')}
              </label>
            )}
          </fieldset>
        )
      })}
      <h3 className="font-medium">{t('settings.delivery.districts')}</h3>
      <p className="text-sm text-stone-600">{t('settings.delivery.districtsHint')}</p>
      {HK_REGIONS.map((region) => (
        <div key={region.code} className="space-y-2">
          <h4 className="text-sm font-semibold text-stone-700">{place(region.name)}</h4>
          {HK_DISTRICTS.filter((d) => d.region === region.code).map((district) => (
            <fieldset
              key={district.code}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-stone-100 pb-2"
              data-testid={`district-${district.code}`}
            >
              <legend className="w-full text-sm">{place(district.name)}</legend>
              {DELIVERY_WEEKDAYS.map((day) => (
                <label key={day} className="flex min-h-8 items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    name={`district_${district.code}_${day}`}
                    value="on"
                    defaultChecked={values[`district_${district.code}_${day}`] === 'on'}
                  />
                  {t(`settings.delivery.weekdays.${WEEKDAY_KEYS[day - 1] ?? 'mon'}`)}
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      ))}
    </SettingsSection>
  )
}
