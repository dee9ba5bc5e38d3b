import type { OpenRefundDue } from '@shop/contract'
import { formatMoney } from '@shop/contract/client'
import { Form, Link, useNavigation } from 'react-router'
import { Field, FormStatus, SubmitButton } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { formatDateTime } from '#web/lib/format-date.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { isIntentPending } from '#web/lib/use-intent-pending.ts'

/**
 * What a refund due belongs to, in words: an order's reference, or a project's with the
 * installment (ADR 038); linked to its page on the refunds screen.
 */
function DueOwner({ due, link }: { due: OpenRefundDue; link: boolean }) {
  const { t } = useAdminT()
  if (due.project_id) {
    const project = t('orders.refunds.project', { reference: due.project_reference ?? '' })
    return (
      <>
        {link ? (
          <Link className="underline" to={`/admin/projects/${due.project_id}`}>
            {project}
          </Link>
        ) : (
          project
        )}
        {due.installment_sequence !== null &&
          ` · ${t('projects.detail.installment', { sequence: due.installment_sequence })}`}
      </>
    )
  }
  const reference = `${t('orders.refunds.order')} ${due.order_reference ?? ''}`
  return link && due.order_id ? (
    <Link className="underline" to={`/admin/orders/${due.order_id}`}>
      {reference}
    </Link>
  ) : (
    reference
  )
}

/**
 * Payments owed back for released orders and project installments paid twice: each with its state and, for members who decide
 * refunds, "settled by hand" (with the transfer reference) and "try the provider again".
 */
export function RefundsDueList({
  dues,
  canDecide,
  result,
  linkOrders = false,
}: {
  dues: OpenRefundDue[]
  canDecide: boolean
  result: FormResult<string> | undefined
  linkOrders?: boolean
}) {
  const { t, language } = useAdminT()
  const navigation = useNavigation()
  const sending = (intent: string, id: string) =>
    isIntentPending(navigation, intent, { due_id: id })
  const mine = (id: string) => (result?.values?.due_id === id ? result : undefined)
  return (
    <ul className="space-y-3">
      {dues.map((due) => (
        <li
          key={due._id}
          className="space-y-2 rounded border border-stone-200 bg-white p-3 text-sm"
          data-testid="refund-due"
        >
          <p className="font-medium">
            <DueOwner due={due} link={linkOrders} />
            {' · '}
            {formatMoney(due.amount, language)} · {t(`orders.refunds.dueStatuses.${due.status}`)}
          </p>
          <p>{t(`orders.refunds.reasons.${due.reason}`)}</p>
          <p className="text-stone-600">
            {formatDateTime(due.created_at)} · {t('orders.refunds.attempts')}: {due.attempts}
          </p>
          {due.last_error && (
            <p className="break-words text-red-800">
              {t('orders.refunds.lastError')}: {due.last_error}
            </p>
          )}
          <FormStatus result={mine(due._id)} />
          {canDecide && due.status !== 'refunded' && (
            <div className="flex flex-wrap items-end gap-3">
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="settle" />
                <input type="hidden" name="due_id" value={due._id} />
                <Field
                  name="reference"
                  label={t('orders.actions.settle.reference')}
                  required
                  maxLength={120}
                  error={
                    mine(due._id) && !mine(due._id)?.ok && result && !result.ok
                      ? result.fieldErrors.reference
                      : undefined
                  }
                />
                <SubmitButton
                  pending={sending('settle', due._id)}
                  pendingText={t('orders.actions.settle.pending')}
                  variant="secondary"
                >
                  {t('orders.actions.settle.submit')}
                </SubmitButton>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="retry" />
                <input type="hidden" name="due_id" value={due._id} />
                <SubmitButton
                  pending={sending('retry', due._id)}
                  pendingText={t('orders.actions.retry.pending')}
                  variant="secondary"
                >
                  {t('orders.actions.retry.submit')}
                </SubmitButton>
              </Form>
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}
