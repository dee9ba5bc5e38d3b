import { type AdminPaymentRecord, formatMoney, PAYMENT_REJECT_REASONS } from '@shop/contract'
import { Form, useNavigation } from 'react-router'
import { adminInput, SelectField, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'
import { isIntentPending } from '#web/lib/use-intent-pending.ts'

const disclosure = 'rounded border border-stone-300 bg-stone-50 p-3'
const summary = 'cursor-pointer text-sm font-medium'

/**
 * Confirm (after a disclosure that states what follows: works without script), Reject with a
 * reason the customer reads in their language and an optional note, Run recognition again.
 */
export function RecordActions({
  record,
  result,
}: {
  record: AdminPaymentRecord
  result: FormResult<string> | undefined
}) {
  const { t, tm, language } = useAdminT()
  const navigation = useNavigation()
  const pending = (intent: string) => isIntentPending(navigation, intent, { record_id: record._id })
  const amount = formatMoney(record.amount, language)
  const refused = result && !result.ok ? result : undefined
  const hidden = <input type="hidden" name="record_id" value={record._id} />
  return (
    <div className="space-y-2" data-testid="record-actions">
      <details className={disclosure}>
        <summary className={summary}>{t('projects.records.confirm')}</summary>
        <Form method="post" className="mt-2 space-y-2" preventScrollReset>
          {hidden}
          <p className="text-sm">
            {t('projects.records.confirmAsk', {
              amount,
              sequence: record.installment_sequence,
              reference: record.project_reference,
            })}
          </p>
          <SubmitButton
            name="intent"
            value="confirm"
            pending={pending('confirm')}
            pendingText={t('projects.records.confirming')}
          >
            {t('projects.records.confirmYes', { amount })}
          </SubmitButton>
        </Form>
      </details>
      <details className={disclosure} open={refused?.intent === 'reject' || undefined}>
        <summary className={summary}>{t('projects.records.reject')}</summary>
        <Form method="post" className="mt-2 space-y-2" preventScrollReset>
          {hidden}
          <SelectField
            name="reason"
            label={t('projects.records.rejectReason')}
            defaultValue={String(refused?.values?.reason ?? 'NOT_RECEIVED')}
          >
            {PAYMENT_REJECT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`projects.records.reasons.${reason}`)}
              </option>
            ))}
          </SelectField>
          <div className="space-y-1">
            <label htmlFor={`note-${record._id}`} className="block text-sm font-medium">
              {t('projects.records.rejectNote')}
            </label>
            <textarea
              id={`note-${record._id}`}
              name="note"
              rows={2}
              maxLength={500}
              defaultValue={String(refused?.values?.note ?? '')}
              aria-invalid={refused?.fieldErrors.note ? true : undefined}
              className={adminInput}
            />
            {refused?.fieldErrors.note && (
              <p className="text-sm text-red-700">{tm(refused.fieldErrors.note)}</p>
            )}
          </div>
          <SubmitButton
            name="intent"
            value="reject"
            variant="danger"
            pending={pending('reject')}
            pendingText={t('projects.records.rejecting')}
          >
            {t('projects.records.rejectYes')}
          </SubmitButton>
        </Form>
      </details>
      <Form method="post" preventScrollReset>
        {hidden}
        <SubmitButton
          name="intent"
          value="recognise"
          variant="secondary"
          pending={pending('recognise')}
          pendingText={t('projects.records.rerunning')}
        >
          {t('projects.records.rerun')}
        </SubmitButton>
      </Form>
    </div>
  )
}
