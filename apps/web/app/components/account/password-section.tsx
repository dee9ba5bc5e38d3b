import { updatePasswordBody } from '@shop/contract'
import { passwordBody } from '#web/lib/account-forms.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { Field, SubmitButton } from '../form-field.tsx'
import { AccountForm } from './account-form.tsx'
import { useAccountForm } from './use-account-form.ts'

/** Change password (spec §7 update-password); the form empties after a save. */
export function PasswordSection({ actionData }: { actionData: FormResult | undefined }) {
  const { t } = useTranslation()
  const form = useAccountForm(updatePasswordBody, passwordBody, actionData, {
    resetOnSuccess: true,
  })
  return (
    <section aria-labelledby="password-title" className="space-y-6">
      <h2 id="password-title" className="text-xl font-semibold">
        {t('account.password')}
      </h2>
      <AccountForm form={form} testId="password-form">
        <Field
          name="old_password"
          label={t('auth.oldPassword')}
          type="password"
          autoComplete="current-password"
          error={form.errors.old_password}
        />
        <Field
          name="new_password"
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('errors.passwordHint')}
          error={form.errors.new_password}
        />
        <SubmitButton pending={form.pending}>{t('auth.savePassword')}</SubmitButton>
      </AccountForm>
    </section>
  )
}
