import { updateDeliveryRecipientBody } from '@shop/contract'
import { deliveryBody } from '#web/lib/account-forms.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { Field, PhoneField, SubmitButton } from '../form-field.tsx'
import { AccountForm } from './account-form.tsx'
import { useAccountForm } from './use-account-form.ts'

type Recipient = { name: string; address: string; area_code: string; phone: string }

/** Delivery recipient (spec §3): name, address, area code and phone. */
export function DeliverySection({
  recipient,
  actionData,
}: {
  recipient: Recipient
  actionData: FormResult | undefined
}) {
  const { t } = useTranslation()
  const form = useAccountForm(updateDeliveryRecipientBody, deliveryBody, actionData)
  return (
    <section aria-labelledby="delivery-title" className="space-y-6">
      <h2 id="delivery-title" className="text-xl font-semibold">
        {t('account.deliveryRecipient')}
      </h2>
      <AccountForm form={form} testId="delivery-form">
        <Field
          name="name"
          maxLength={100}
          label={t('account.recipientName')}
          defaultValue={recipient.name}
          autoComplete="shipping name"
          error={form.errors.name}
        />
        <Field
          name="address"
          maxLength={500}
          label={t('account.address')}
          defaultValue={recipient.address}
          autoComplete="shipping street-address"
          error={form.errors.address}
        />
        <PhoneField
          labels={{ areaCode: t('account.areaCode'), phone: t('account.phone') }}
          areaCode={recipient.area_code || '852'}
          phone={recipient.phone}
          errors={{ area_code: form.errors.area_code, phone: form.errors.phone }}
        />
        <SubmitButton pending={form.pending}>
          {form.pending ? t('account.saving') : t('account.save')}
        </SubmitButton>
      </AccountForm>
    </section>
  )
}
