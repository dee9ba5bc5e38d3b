import { MAX_FOOTER_DESCRIPTION, MAX_SEO_DESCRIPTION, MAX_SEO_TITLE } from '@shop/contract'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import type { SettingsValues } from '#web/lib/settings-form.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import { SettingsSection, TrilingualFields } from './fields.tsx'

/** The site's title and description in every page's metadata, and the footer's sentence. */
export function SeoForm({
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
  const common = { values, result }
  return (
    <SettingsSection
      id="settings-seo"
      title={t('settings.seo.title')}
      hint={t('settings.seo.hint')}
      intent="seo"
      version={version}
      result={result}
      submit={canManage ? t('settings.seo.save') : null}
      pending={t('settings.seo.saving')}
    >
      <TrilingualFields
        name="title"
        label={t('settings.seo.siteTitle')}
        maxLength={MAX_SEO_TITLE}
        {...common}
      />
      <TrilingualFields
        name="description"
        label={t('settings.seo.description')}
        maxLength={MAX_SEO_DESCRIPTION}
        {...common}
      />
      <TrilingualFields
        name="footer_description"
        label={t('settings.seo.footer')}
        maxLength={MAX_FOOTER_DESCRIPTION}
        {...common}
      />
    </SettingsSection>
  )
}
