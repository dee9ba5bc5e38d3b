import type { OpenRefundDue } from '@shop/contract'
import { formatMoney } from '@shop/contract/client'
import { Form, Link, useNavigation } from 'react-router'
import type { AdminFormResult } from '../../../lib/admin-forms.ts'
import { useAdminT } from '../../../lib/admin-i18n.tsx'
import { formatDateTime } from '../../../lib/format-date.ts'
import { AdminField, AdminFormStatus, AdminSubmit } from '../admin-form.tsx'

/**
 * Payments owed back for released orders: each with its state and, for members who decide
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
  result: AdminFormResult | undefined
  linkOrders?: boolean
}) {
  const { t, language } = useAdminT()
  const navigation = useNavigation()
  const sending = (intent: string, id: string) =>
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get('due_id') === id
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
            {linkOrders ? (
              <Link className="underline" to={`/admin/orders/${due.order_id}`}>
                {due.order_reference}
              </Link>
            ) : (
              due.order_reference
            )}{' '}
            · {formatMoney(due.amount, language)} · {t(`orders.refunds.dueStatuses.${due.status}`)}
          </p>
          <p className="text-stone-600">
            {formatDateTime(due.created_at)} · {t('orders.refunds.attempts')}: {due.attempts}
          </p>
          {due.last_error && (
            <p className="break-words text-red-800">
              {t('orders.refunds.lastError')}: {due.last_error}
            </p>
          )}
          <AdminFormStatus result={mine(due._id)} />
          {canDecide && due.status !== 'refunded' && (
            <div className="flex flex-wrap items-end gap-3">
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="settle" />
                <input type="hidden" name="due_id" value={due._id} />
                <AdminField
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
                <AdminSubmit
                  pending={sending('settle', due._id)}
                  pendingText={t('orders.actions.settle.pending')}
                  variant="secondary"
                >
                  {t('orders.actions.settle.submit')}
                </AdminSubmit>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="retry" />
                <input type="hidden" name="due_id" value={due._id} />
                <AdminSubmit
                  pending={sending('retry', due._id)}
                  pendingText={t('orders.actions.retry.pending')}
                  variant="secondary"
                >
                  {t('orders.actions.retry.submit')}
                </AdminSubmit>
              </Form>
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}
