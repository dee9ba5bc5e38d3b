import { HK_DISTRICTS, HK_REGIONS, MAX_SLOT_CAPACITY } from '@shop/contract'
import { Field } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import {
  DELIVERY_WEEKDAYS,
  type SettingsValues,
  savedCapacityDays,
  savedHolidays,
} from '#web/lib/settings-form.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import { SettingsSection, TrilingualFields } from './fields.tsx'

const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const

/**
 * The carrying fee and each slot's capacity (ADR 053), public holidays added to the gazetted list
 * and the weekdays each district is served (ADR 050): cart, checkout and the delivery calendar
 * read them from the next request.
 */
export function DeliveryForm({
  version,
  values,
  result,
}: {
  version: number
  values: SettingsValues
  result: FormResult<string> | undefined
}) {
  const { t, language } = useAdminT()
  const canManage = useStaffCan('settings.manage')
  const errors = result && !result.ok ? result.fieldErrors : {}
  const saved = savedHolidays(values)
  const savedDays = savedCapacityDays(values)
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
      <input type="hidden" name="capacity_days_saved" value={savedDays} />
      <h3 className="font-medium">{t('settings.delivery.fees')}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="carrying_fee_per_floor"
          label={t('settings.delivery.carryingFee')}
          hint={t('settings.delivery.carryingFeeHint')}
          inputMode="decimal"
          required
          maxLength={7}
          defaultValue={values.carrying_fee_per_floor ?? ''}
          error={errors.carrying_fee_per_floor}
        />
        <Field
          name="slot_capacity"
          label={t('settings.delivery.slotCapacity')}
          hint={t('settings.delivery.slotCapacityHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_SLOT_CAPACITY}
          step={1}
          defaultValue={values.slot_capacity ?? ''}
          error={errors.slot_capacity}
        />
      </div>
      <h4 className="text-sm font-semibold text-stone-700">
        {t('settings.delivery.capacityDays')}
      </h4>
      <p className="text-sm text-stone-600">{t('settings.delivery.capacityDaysHint')}</p>
      {Array.from({ length: savedDays + 1 }, (_, i) => {
        const blank = i === savedDays
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the form
            key={i}
            className="grid gap-3 rounded border border-stone-200 p-3 sm:grid-cols-2"
            data-testid={blank ? 'capacity-day-new' : 'capacity-day-row'}
          >
            <legend className="px-1 text-sm font-medium">
              {blank
                ? t('settings.delivery.addCapacityDay')
                : t('settings.delivery.capacityDay', { n: i + 1 })}
            </legend>
            <Field
              name={`capacity_days_${i}_date`}
              label={t('settings.delivery.date')}
              type="date"
              defaultValue={values[`capacity_days_${i}_date`] ?? ''}
              error={errors[`capacity_days_${i}_date`]}
            />
            <Field
              name={`capacity_days_${i}_capacity`}
              label={t('settings.delivery.capacity')}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_SLOT_CAPACITY}
              step={1}
              defaultValue={values[`capacity_days_${i}_capacity`] ?? ''}
              error={errors[`capacity_days_${i}_capacity`]}
            />
            {!blank && (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={`capacity_days_${i}_remove`} value="on" />
                {t('settings.delivery.removeCapacityDay')}
              </label>
            )}
          </fieldset>
        )
      })}
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
            <Field
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
