import { type AccountProfile, formatPhone, updateAccountBody } from '@shop/contract'
import { profileBody } from '#web/lib/account-forms.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { Field, SelectField, SubmitButton } from '../form-field.tsx'
import { LocalizedLink } from '../localized-link.tsx'
import { AccountForm } from './account-form.tsx'
import { useAccountForm } from './use-account-form.ts'

/** Profile (spec §3 Account): e-mail and phone change only through a verification code. */
export function ProfileSection({
  account,
  actionData,
}: {
  account: AccountProfile
  actionData: FormResult | undefined
}) {
  const { t } = useTranslation()
  const form = useAccountForm(updateAccountBody, profileBody, actionData)
  // spec §4: the new name shows at once while the save is under way
  const pendingName = form.fetcher.formData?.get('username')
  const name = typeof pendingName === 'string' ? pendingName : account.username
  return (
    <section aria-labelledby="profile-title" className="space-y-6">
      <h2 id="profile-title" className="text-xl font-semibold">
        {t('account.profile')}
      </h2>
      <div className="flex items-center gap-4">
        {account.avatar && (
          <img
            src={account.avatar}
            alt=""
            width={56}
            height={56}
            className="size-14 rounded-full object-cover"
          />
        )}
        <p className="min-w-0 text-lg [overflow-wrap:anywhere]" data-testid="profile-name">
          {name}
        </p>
      </div>
      {/* a long e-mail wraps in its column, so "Change" stays on a phone screen (issue 30) */}
      <dl className="grid max-w-xl grid-cols-[auto_minmax(0,1fr)_auto] gap-x-3 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:gap-x-4">
        <dt className="font-medium">{t('account.email')}</dt>
        <dd className="min-w-0 [overflow-wrap:anywhere]" data-testid="profile-email">
          {account.email || t('account.none')}
        </dd>
        <dd>
          <LocalizedLink to="/account/update-email" className="underline">
            {/* heard as "Change e-mail", which begins with the "Change" seen (axe label-content-name-mismatch) */}
            <span aria-hidden="true">{t('account.change')}</span>
            <span className="sr-only">{t('account.updateEmailTitle')}</span>
          </LocalizedLink>
        </dd>
        <dt className="font-medium">{t('account.phone')}</dt>
        <dd data-testid="profile-phone">
          {account.phone ? formatPhone(account.phone, account.area_code) : t('account.none')}
        </dd>
        <dd>
          <LocalizedLink to="/account/update-phone" className="underline">
            {/* heard as "Change phone number", which begins with the "Change" seen (axe label-content-name-mismatch) */}
            <span aria-hidden="true">{t('account.change')}</span>
            <span className="sr-only">{t('account.updatePhoneTitle')}</span>
          </LocalizedLink>
        </dd>
      </dl>
      <AccountForm form={form} testId="profile-form">
        <Field
          name="username"
          maxLength={60}
          label={t('account.username')}
          defaultValue={account.username}
          autoComplete="name"
          error={form.errors.username}
        />
        <SelectField name="gender" label={t('account.gender')} defaultValue={account.gender}>
          <option value="">{t('account.genderUnset')}</option>
          <option value="male">{t('account.genderMale')}</option>
          <option value="female">{t('account.genderFemale')}</option>
          <option value="other">{t('account.genderOther')}</option>
        </SelectField>
        <Field
          name="country"
          label={t('account.country')}
          defaultValue={account.country}
          autoComplete="country-name"
          error={form.errors.country}
        />
        <Field
          name="avatar"
          label={t('account.avatar')}
          type="url"
          defaultValue={account.avatar}
          error={form.errors.avatar}
        />
        <SubmitButton pending={form.pending}>
          {form.pending ? t('account.saving') : t('account.save')}
        </SubmitButton>
      </AccountForm>
    </section>
  )
}
