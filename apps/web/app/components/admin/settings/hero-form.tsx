import { MAX_HERO_SLIDES } from '@shop/contract'
import { Field } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import type { SettingsValues } from '#web/lib/settings-form.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import { SettingsSection, TrilingualFields, useSettingsField } from './fields.tsx'

/** The home page's hero: up to three slides; an empty slide is dropped when saved. */
export function HeroForm({
  version,
  values,
  result,
}: {
  version: number
  values: SettingsValues
  result: FormResult<string> | undefined
}) {
  const { t } = useAdminT()
  const canManage = useStaffCan('settings.manage')
  const field = useSettingsField(values, result)
  const common = { values, result }
  const slides = Array.from({ length: MAX_HERO_SLIDES }, (_, i) => i)
  return (
    <SettingsSection
      id="settings-home"
      title={t('settings.home.title')}
      hint={t('settings.home.hint')}
      intent="home"
      version={version}
      result={result}
      submit={canManage ? t('settings.home.save') : null}
      pending={t('settings.home.saving')}
      multipart
    >
      {slides.map((i) => (
        <fieldset key={i} className="space-y-3 rounded border border-stone-200 p-3">
          <legend className="px-1 font-medium">{t('settings.home.slide', { n: i + 1 })}</legend>
          <TrilingualFields
            name={`hero_${i}_title`}
            label={t('settings.home.slideTitle')}
            maxLength={120}
            {...common}
          />
          <TrilingualFields
            name={`hero_${i}_text`}
            label={t('settings.home.text')}
            maxLength={300}
            {...common}
          />
          <TrilingualFields
            name={`hero_${i}_cta`}
            label={t('settings.home.cta')}
            maxLength={40}
            {...common}
          />
          <div className="grid gap-3 md:grid-cols-2">
            <Field
              {...field(`hero_${i}_link`)}
              label={t('settings.home.link')}
              hint={t('settings.home.linkHint')}
              maxLength={300}
            />
            <Field
              {...field(`hero_${i}_image`)}
              label={t('settings.home.image')}
              hint={t('settings.home.imageHint')}
              maxLength={300}
            />
          </div>
          <Field
            name={`hero_${i}_upload`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            label={t('settings.home.upload')}
            hint={t('settings.home.uploadHint')}
          />
        </fieldset>
      ))}
    </SettingsSection>
  )
}
