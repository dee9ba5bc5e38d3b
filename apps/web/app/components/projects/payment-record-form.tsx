import type { Installment, PaymentInstructions } from '@shop/contract'
import { formatMoney, type Locale, pickText } from '@shop/contract/client'
import { Form, useNavigation } from 'react-router'
import { useTranslation } from '#web/lib/i18n.tsx'
import {
  type ProjectActionData,
  paymentRecordForm,
  paymentRecordInput,
} from '#web/lib/project-forms.ts'
import { shownErrors, useValidatedSubmit } from '#web/lib/use-form-feedback.ts'
import { isIntentPending } from '#web/lib/use-intent-pending.ts'
import { Field, FormStatus } from '../form-field.tsx'
import { IdempotencyKeyField } from '../idempotency-key-field.tsx'
import { FileInput } from '../orders/file-input.tsx'

const METHODS = ['BANK_TRANSFER', 'FPS', 'PAYME'] as const

/**
 * "I paid by bank transfer / FPS / PayMe" (spec §3 payment records): the method with the shop's
 * account details under each, the paying bank and account, the amount (the outstanding one to
 * start with) and the receipt, in one multipart POST that works without JavaScript. A refusal
 * comes back with everything typed but the file, which browsers never keep; the form says so.
 */
export function PaymentRecordForm({
  installment,
  instructions,
  idempotencyKey,
  result,
  locale,
}: {
  installment: Installment
  instructions: PaymentInstructions
  /** Made per render of the page: a double submit records one payment (ADR 040). */
  idempotencyKey: string
  /** The page's last answer, when it was this installment's record form. */
  result: ProjectActionData | undefined
  locale: Locale
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const sending = isIntentPending(navigation, 'add_record', {
    installment_sequence: String(installment.sequence),
  })
  const { onSubmit, clientErrors } = useValidatedSubmit(paymentRecordForm, paymentRecordInput)
  const errors = shownErrors(clientErrors, result)
  const sent = result && !result.ok ? result.values : undefined
  const method = sent?.method ?? ''
  const id = `record-${installment.sequence}`
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-labelledby={`${id}-title`}
      data-testid="payment-record-form"
    >
      <h4 id={`${id}-title`} className="font-semibold">
        {t('projects.recordForm.title', { sequence: installment.sequence })}
      </h4>
      <p className="text-sm text-stone-600 dark:text-stone-300">{t('projects.recordForm.intro')}</p>
      <FormStatus result={result && !result.ok ? result : undefined} />
      <IdempotencyKeyField value={idempotencyKey} />
      <input type="hidden" name="intent" value="add_record" />
      <input type="hidden" name="installment_sequence" value={installment.sequence} />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium">{t('projects.recordForm.method')}</legend>
        {METHODS.map((m) => {
          const howTo = instructions[m]
          return (
            <div key={m} className="flex gap-3">
              <input
                type="radio"
                id={`${id}-${m}`}
                name="method"
                value={m}
                defaultChecked={m === method}
                aria-describedby={howTo ? `${id}-${m}-how` : undefined}
                aria-invalid={errors.method ? true : undefined}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <div className="min-w-0">
                <label htmlFor={`${id}-${m}`} className="font-medium">
                  {t(`projects.methods.${m}`)}
                </label>
                {howTo && (
                  <p
                    id={`${id}-${m}-how`}
                    className="whitespace-pre-line break-words text-sm text-stone-600 dark:text-stone-300"
                    data-testid="payment-instructions"
                  >
                    {pickText(howTo, locale)}
                  </p>
                )}
              </div>
            </div>
          )
        })}
        {errors.method && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t(errors.method)}
          </p>
        )}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          name="payer_bank"
          label={t('projects.recordForm.payerBank')}
          defaultValue={sent?.payer_bank ?? ''}
          maxLength={80}
          hint={t('projects.recordForm.payerBankHint')}
          error={errors.payer_bank}
        />
        <Field
          name="payer_account"
          label={t('projects.recordForm.payerAccount')}
          defaultValue={sent?.payer_account ?? ''}
          maxLength={40}
          autoComplete="off"
          hint={t('projects.recordForm.payerAccountHint')}
          error={errors.payer_account}
        />
      </div>
      <div className="space-y-1">
        <Field
          name="amount"
          label={t('projects.recordForm.amount')}
          inputMode="decimal"
          defaultValue={sent?.amount ?? installment.outstanding}
          required
          error={errors.amount}
        />
        <p className="text-xs text-stone-600 dark:text-stone-300">
          {t('projects.recordForm.amountHint', {
            amount: formatMoney(installment.outstanding, locale),
          })}
        </p>
      </div>
      <FileInput
        name="receipt"
        label={t('projects.recordForm.receipt')}
        required
        error={errors.receipt}
        previewLabel={t('projects.recordForm.receiptPreview')}
      />
      {sent && (
        <p role="note" className="text-sm text-amber-800 dark:text-amber-200">
          {t('projects.recordForm.chooseAgain')}
        </p>
      )}
      <button
        type="submit"
        disabled={sending}
        aria-busy={sending || undefined}
        className="w-full rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60 sm:w-auto"
      >
        {sending ? t('projects.recordForm.sending') : t('projects.recordForm.submit')}
      </button>
    </Form>
  )
}
