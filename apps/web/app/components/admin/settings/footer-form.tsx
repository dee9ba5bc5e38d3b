import { MAX_FOOTER_GROUPS, MAX_FOOTER_LINKS, SOCIAL_NETWORK_NAMES } from '@shop/contract'
import { Field, SelectField } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import { type SettingsValues, savedRows, shownRows } from '#web/lib/settings-form.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import { SettingsSection, TrilingualFields, useSettingsField } from './fields.tsx'

type Props = { values: SettingsValues; result: FormResult<string> | undefined }

/**
 * The footer's link groups (up to four of up to eight links) and its social links. As the
 * delivery calendar's holidays: each list ends with a blank row to add one; a row ticked "remove"
 * or emptied is dropped on save, a whole group only by its own "remove this group" box.
 */
export function FooterForm({ version, ...props }: Props & { version: number }) {
  const { t } = useAdminT()
  const canManage = useStaffCan('settings.manage')
  const { values, result } = props
  const groups = savedRows(values, 'sections', MAX_FOOTER_GROUPS)
  const social = savedRows(values, 'social_media', SOCIAL_NETWORK_NAMES.length)
  return (
    <SettingsSection
      id="settings-footer"
      title={t('settings.footer.title')}
      hint={t('settings.footer.hint')}
      intent="footer"
      version={version}
      result={result}
      submit={canManage ? t('settings.footer.save') : null}
      pending={t('settings.footer.saving')}
    >
      <input type="hidden" name="sections_saved" value={groups} />
      <input type="hidden" name="social_media_saved" value={social} />
      <h3 className="font-medium">{t('settings.footer.groups')}</h3>
      {Array.from({ length: shownRows(values, 'sections', MAX_FOOTER_GROUPS) }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the form
        <LinkGroup key={i} index={i} blank={i >= groups} {...props} />
      ))}
      <h3 className="font-medium">{t('settings.footer.social')}</h3>
      <p className="text-sm text-stone-600">{t('settings.footer.socialHint')}</p>
      {Array.from(
        { length: shownRows(values, 'social_media', SOCIAL_NETWORK_NAMES.length) },
        (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the form
          <SocialRow key={i} index={i} blank={i >= social} {...props} />
        ),
      )}
    </SettingsSection>
  )
}

function LinkGroup({ index, blank, values, result }: Props & { index: number; blank: boolean }) {
  const { t } = useAdminT()
  const field = useSettingsField(values, result)
  const group = `sections_${index}`
  const links = savedRows(values, `${group}_links`, MAX_FOOTER_LINKS)
  return (
    <fieldset
      className="space-y-3 rounded border border-stone-200 p-3"
      data-testid={blank ? 'footer-group-new' : 'footer-group'}
    >
      <legend className="px-1 font-medium">
        {blank ? t('settings.footer.addGroup') : t('settings.footer.group', { n: index + 1 })}
      </legend>
      <input type="hidden" name={`${group}_links_saved`} value={links} />
      <TrilingualFields
        name={`${group}_title`}
        label={t('settings.footer.groupTitle')}
        maxLength={40}
        values={values}
        result={result}
      />
      {Array.from({ length: shownRows(values, `${group}_links`, MAX_FOOTER_LINKS) }, (_, j) => {
        const link = `${group}_links_${j}`
        const newLink = j >= links
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the form
            key={j}
            className="space-y-3 border-t border-stone-100 pt-3"
            data-testid={newLink ? 'footer-link-new' : 'footer-link'}
          >
            <legend className="text-sm font-medium">
              {newLink ? t('settings.footer.addLink') : t('settings.footer.link', { n: j + 1 })}
            </legend>
            <TrilingualFields
              name={`${link}_title`}
              label={t('settings.footer.linkTitle')}
              maxLength={60}
              values={values}
              result={result}
            />
            <Field
              {...field(`${link}_url`)}
              label={t('settings.footer.url')}
              hint={t('settings.footer.urlHint')}
              maxLength={300}
            />
            {!newLink && (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={`${link}_remove`} value="on" />
                {t('settings.footer.removeLink')}
              </label>
            )}
          </fieldset>
        )
      })}
      {!blank && (
        <label className="flex items-center gap-2 rounded bg-stone-50 p-2 text-sm font-medium">
          <input type="checkbox" name={`${group}_remove`} value="on" />
          {t('settings.footer.removeGroup')}
        </label>
      )}
    </fieldset>
  )
}

function SocialRow({ index, blank, values, result }: Props & { index: number; blank: boolean }) {
  const { t } = useAdminT()
  const field = useSettingsField(values, result)
  const name = field(`social_media_${index}_name`)
  return (
    <fieldset
      className="grid gap-3 rounded border border-stone-200 p-3 sm:grid-cols-2"
      data-testid={blank ? 'social-new' : 'social-row'}
    >
      <legend className="px-1 text-sm font-medium">
        {blank ? t('settings.footer.addSocial') : t('settings.footer.socialLink', { n: index + 1 })}
      </legend>
      <SelectField
        name={name.name}
        label={t('settings.footer.network')}
        defaultValue={name.defaultValue}
        error={name.error}
      >
        <option value="">{t('settings.footer.chooseNetwork')}</option>
        {SOCIAL_NETWORK_NAMES.map((network) => (
          <option key={network} value={network}>
            {network}
          </option>
        ))}
      </SelectField>
      <Field
        {...field(`social_media_${index}_url`)}
        label={t('settings.footer.socialUrl')}
        hint={t('settings.footer.socialUrlHint')}
        type="url"
        inputMode="url"
        maxLength={300}
      />
      {!blank && (
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" name={`social_media_${index}_remove`} value="on" />
          {t('settings.footer.removeSocial')}
        </label>
      )}
    </fieldset>
  )
}
