import { LOCALES, type NotificationSettings, updateNotificationSettingsBody } from '@shop/contract'
import { notificationsBody } from '#web/lib/account-forms.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { SelectField, SubmitButton } from '../form-field.tsx'
import { AccountForm } from './account-form.tsx'
import { useAccountForm } from './use-account-form.ts'

function Check({
  name,
  value,
  label,
  checked,
}: {
  name: string
  value?: string
  label: string
  checked: boolean
}) {
  return (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        name={name}
        value={value ?? 'on'}
        defaultChecked={checked}
        className="size-4"
      />
      {label}
    </label>
  )
}

/** Notification settings (spec §3): on/off, channels, language, consent. */
export function NotificationsSection({
  settings,
  actionData,
}: {
  settings: NotificationSettings
  actionData: FormResult | undefined
}) {
  const { t } = useTranslation()
  const form = useAccountForm(updateNotificationSettingsBody, notificationsBody, actionData)
  return (
    <section aria-labelledby="notifications-title" className="space-y-6">
      <h2 id="notifications-title" className="text-xl font-semibold">
        {t('account.notifications')}
      </h2>
      <AccountForm form={form} testId="notifications-form">
        <Check
          name="is_notifiable"
          label={t('account.isNotifiable')}
          checked={settings.is_notifiable}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('account.channels')}</legend>
          <Check
            name="channels"
            value="EMAIL"
            label={t('account.channelEmail')}
            checked={settings.channels.includes('EMAIL')}
          />
          <Check
            name="channels"
            value="SMS"
            label={t('account.channelSms')}
            checked={settings.channels.includes('SMS')}
          />
        </fieldset>
        <SelectField name="language" label={t('account.language')} defaultValue={settings.language}>
          {LOCALES.map((code) => (
            <option key={code} value={code}>
              {t(`languages.${code}`)}
            </option>
          ))}
        </SelectField>
        <Check name="is_accept" label={t('account.isAccept')} checked={settings.is_accept} />
        <SubmitButton pending={form.pending}>
          {form.pending ? t('account.saving') : t('account.save')}
        </SubmitButton>
      </AccountForm>
    </section>
  )
}
