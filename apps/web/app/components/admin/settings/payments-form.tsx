import { MAX_BANK_ACCOUNTS, WALLET_PAYMENT_METHODS } from '@shop/contract'
import { Field } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import type { SettingsValues } from '#web/lib/settings-form.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import { SettingsSection, useSettingsField } from './fields.tsx'

/**
 * Where customers pay offline: checkout, e-mails and receipt matching read these. Only the owner
 * may change them; a manager sees them read-only.
 */
export function PaymentsForm({
  version,
  values,
  result,
}: {
  version: number
  values: SettingsValues
  result: FormResult<string> | undefined
}) {
  const { t } = useAdminT()
  const canChange = useStaffCan('settings.payments')
  const field = useSettingsField(values, result)
  const accounts = Array.from({ length: MAX_BANK_ACCOUNTS }, (_, i) => i)
  return (
    <SettingsSection
      id="settings-payments"
      title={t('settings.payments.title')}
      hint={`${t('settings.payments.hint')}${canChange ? '' : ` ${t('settings.readOnly')}`}`}
      intent="payments"
      version={version}
      result={result}
      submit={canChange ? t('settings.payments.save') : null}
      pending={t('settings.payments.saving')}
    >
      <div className="grid gap-3 md:grid-cols-2">
        <Field
          {...field('fps_id')}
          label={t('settings.payments.fpsId')}
          hint={t('settings.payments.fpsIdHint')}
          inputMode="numeric"
        />
        <Field {...field('fps_name')} label={t('settings.payments.fpsName')} />
      </div>
      {accounts.map((i) => (
        <fieldset key={i} className="grid gap-3 rounded border border-stone-200 p-3 md:grid-cols-3">
          <legend className="px-1 font-medium">{t('settings.payments.bank', { n: i + 1 })}</legend>
          <Field {...field(`bank_accounts_${i}_bank`)} label={t('settings.payments.bankName')} />
          <Field
            {...field(`bank_accounts_${i}_number`)}
            label={t('settings.payments.accountNumber')}
            hint={t('settings.payments.accountNumberHint')}
            inputMode="numeric"
          />
          <Field {...field(`bank_accounts_${i}_name`)} label={t('settings.payments.accountName')} />
        </fieldset>
      ))}
      <div className="grid gap-3 md:grid-cols-2">
        <Field {...field('payme_number')} label={t('settings.payments.paymeNumber')} type="tel" />
        <Field {...field('payme_name')} label={t('settings.payments.paymeName')} />
      </div>
      <fieldset className="space-y-2 rounded border border-stone-200 p-3" data-testid="wallets">
        <legend className="px-1 font-medium">{t('settings.payments.wallets')}</legend>
        <p className="text-sm text-stone-600">{t('settings.payments.walletsHint')}</p>
        {WALLET_PAYMENT_METHODS.map((method) => (
          <label key={method} className="flex min-h-8 items-center gap-2">
            <input
              type="checkbox"
              name={`wallets_${method}`}
              value="true"
              defaultChecked={values[`wallets_${method}`] === 'true'}
              disabled={!canChange}
            />
            {t(`settings.payments.wallet.${method}`)}
          </label>
        ))}
      </fieldset>
    </SettingsSection>
  )
}
