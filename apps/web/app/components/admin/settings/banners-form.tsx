import { BANNER_TONES, MAX_HOME_BANNERS } from '@shop/contract'
import { Field } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { BANNER_TONE_CLASSES } from '#web/lib/banner-tones.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { type SettingsValues, savedRows, shownRows } from '#web/lib/settings-form.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import { SettingsSection, TrilingualFields, useSettingsField } from './fields.tsx'

/**
 * The home page's offer banners (up to four, under the featured products): each a title, a
 * sentence, a link in the shop and a colour. A row ticked "remove" or emptied is dropped on save;
 * the blank row adds one, as the delivery calendar's holidays do.
 */
export function BannersForm({
  version,
  values,
  result,
}: {
  version: number
  values: SettingsValues
  result: FormResult<string> | undefined
}) {
  const { t, tm } = useAdminT()
  const canManage = useStaffCan('settings.manage')
  const field = useSettingsField(values, result)
  const saved = savedRows(values, 'banners', MAX_HOME_BANNERS)
  const common = { values, result }
  return (
    <SettingsSection
      id="settings-banners"
      title={t('settings.banners.title')}
      hint={t('settings.banners.hint')}
      intent="banners"
      version={version}
      result={result}
      submit={canManage ? t('settings.banners.save') : null}
      pending={t('settings.banners.saving')}
    >
      <input type="hidden" name="banners_saved" value={saved} />
      {Array.from({ length: shownRows(values, 'banners', MAX_HOME_BANNERS) }, (_, i) => {
        const blank = i >= saved
        const tone = field(`banners_${i}_tone`)
        const chosen = tone.defaultValue || (blank ? BANNER_TONES[i % BANNER_TONES.length] : '')
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the form
            key={i}
            className="space-y-3 rounded border border-stone-200 p-3"
            data-testid={blank ? 'banner-new' : 'banner-row'}
          >
            <legend className="px-1 font-medium">
              {blank ? t('settings.banners.add') : t('settings.banners.banner', { n: i + 1 })}
            </legend>
            <TrilingualFields
              name={`banners_${i}_title`}
              label={t('settings.banners.bannerTitle')}
              maxLength={80}
              {...common}
            />
            <TrilingualFields
              name={`banners_${i}_text`}
              label={t('settings.banners.text')}
              maxLength={200}
              {...common}
            />
            <Field
              {...field(`banners_${i}_link`)}
              label={t('settings.banners.link')}
              hint={t('settings.home.linkHint')}
              maxLength={300}
            />
            <fieldset
              aria-describedby={tone.error ? `banners-${i}-tone-error` : undefined}
              className="space-y-1"
            >
              <legend className="text-sm font-medium">{t('settings.banners.tone')}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {BANNER_TONES.map((name) => (
                  <label key={name} className="flex min-h-8 items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={`banners_${i}_tone`}
                      value={name}
                      defaultChecked={chosen === name}
                    />
                    <span
                      aria-hidden
                      className={`inline-block size-5 rounded border border-stone-300 ${BANNER_TONE_CLASSES[name]}`}
                    />
                    {t(`settings.banners.tones.${name}`)}
                  </label>
                ))}
              </div>
              {tone.error && (
                <p id={`banners-${i}-tone-error`} className="text-sm text-red-700">
                  {tm(tone.error)}
                </p>
              )}
            </fieldset>
            {!blank && (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={`banners_${i}_remove`} value="on" />
                {t('settings.banners.remove')}
              </label>
            )}
          </fieldset>
        )
      })}
    </SettingsSection>
  )
}
