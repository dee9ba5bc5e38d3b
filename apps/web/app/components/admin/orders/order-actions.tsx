import type { AdminOrderDetails, StaffOrderAction } from '@shop/contract'
import { fromCents, toCents } from '@shop/contract/client'
import { ActionForm } from '#web/components/action-form.tsx'
import { Field, FormStatus } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { FormResult } from '#web/lib/forms.ts'

type Props = { order: AdminOrderDetails; result: FormResult<string> | undefined }

/** The forms of the actions this member may take on the order now (role ∩ state). */
export function OrderActions({ order, result }: Props) {
  const { t } = useAdminT()
  const actions = new Set<StaffOrderAction>(order.staff_actions)
  const failed = result && !result.ok ? result : undefined
  const errorOf = (intent: string, field: string) =>
    failed?.intent === intent ? failed.fieldErrors[field] : undefined
  const typed = (intent: string, field: string) =>
    result?.intent === intent && !result.ok ? String(result.values?.[field] ?? '') : undefined
  const open = order.refund_requests.find((r) => r.status === 'waiting_for_approval')
  const room = fromCents(Math.max(0, toCents(order.paid_amount) - toCents(order.refunded_amount)))
  // a result of an action that is no longer offered (done) is shown above the forms
  const done = result?.ok && !result.values?.due_id ? result : undefined

  return (
    <section aria-labelledby="actions-heading" className="space-y-3">
      <h2 id="actions-heading" className="text-lg font-semibold">
        {t('orders.detail.actions')}
      </h2>
      <FormStatus result={done} />
      {!actions.size && <p className="text-sm text-stone-600">{t('orders.detail.noActions')}</p>}
      {actions.has('approve_proof') && (
        <ActionForm
          intent="confirm"
          testId="action-confirm"
          title={t('orders.actions.confirm.title')}
          hint={t('orders.actions.confirm.hint')}
          submit={t('orders.actions.confirm.submit')}
          pending={t('orders.actions.confirm.pending')}
          result={failed}
        />
      )}
      {actions.has('reject_proof') && (
        <ActionForm
          intent="reject"
          testId="action-reject"
          title={t('orders.actions.reject.title')}
          submit={t('orders.actions.reject.submit')}
          pending={t('orders.actions.reject.pending')}
          result={failed}
          variant="secondary"
        >
          <Field
            name="reason"
            label={t('orders.actions.reject.reason')}
            required
            maxLength={500}
            defaultValue={typed('reject', 'reason')}
            error={errorOf('reject', 'reason')}
          />
        </ActionForm>
      )}
      {actions.has('ship') && (
        <ActionForm
          intent="ship"
          testId="action-ship"
          title={t('orders.actions.ship.title')}
          submit={t('orders.actions.ship.submit')}
          pending={t('orders.actions.ship.pending')}
          result={failed}
        >
          <Field
            name="courier_name"
            label={t('orders.actions.ship.courier')}
            required
            maxLength={120}
            autoComplete="off"
            defaultValue={typed('ship', 'courier_name')}
            error={errorOf('ship', 'courier_name')}
          />
          <Field
            name="tracking_number"
            label={t('orders.actions.ship.tracking')}
            required
            maxLength={120}
            autoComplete="off"
            defaultValue={typed('ship', 'tracking_number')}
            error={errorOf('ship', 'tracking_number')}
          />
        </ActionForm>
      )}
      {actions.has('deliver') && (
        <ActionForm
          intent="deliver"
          testId="action-deliver"
          title={t('orders.actions.deliver.title')}
          hint={t('orders.actions.deliver.hint')}
          submit={t('orders.actions.deliver.submit')}
          pending={t('orders.actions.deliver.pending')}
          result={failed}
        />
      )}
      {actions.has('complete') && !actions.has('deliver') && (
        <ActionForm
          intent="complete"
          testId="action-complete"
          title={t('orders.actions.complete.title')}
          hint={t('orders.actions.complete.hint')}
          submit={t('orders.actions.complete.submit')}
          pending={t('orders.actions.complete.pending')}
          result={failed}
          variant="secondary"
        />
      )}
      {actions.has('approve_refund') && open && (
        <ActionForm
          intent="approve_refund"
          testId="action-approve_refund"
          title={t('orders.actions.approveRefund.title')}
          hint={t('orders.actions.approveRefund.amountHint', { asked: open.amount, room })}
          submit={t('orders.actions.approveRefund.submit')}
          pending={t('orders.actions.approveRefund.pending')}
          result={failed}
        >
          <Field
            name="amount"
            label={t('orders.actions.approveRefund.amount')}
            inputMode="decimal"
            required
            defaultValue={typed('approve_refund', 'amount') ?? open.amount}
            error={errorOf('approve_refund', 'amount')}
          />
          {order.is_offline ? (
            <Field
              name="offline_reference"
              label={t('orders.actions.approveRefund.reference')}
              hint={t('orders.actions.approveRefund.referenceHint')}
              maxLength={120}
              defaultValue={typed('approve_refund', 'offline_reference')}
              error={errorOf('approve_refund', 'offline_reference')}
            />
          ) : (
            <p className="text-sm text-stone-600">{t('orders.actions.approveRefund.onlineHint')}</p>
          )}
          <Field
            name="note"
            label={t('orders.actions.approveRefund.note')}
            maxLength={500}
            defaultValue={typed('approve_refund', 'note')}
          />
        </ActionForm>
      )}
      {actions.has('reject_refund') && (
        <ActionForm
          intent="reject_refund"
          testId="action-reject_refund"
          title={t('orders.actions.rejectRefund.title')}
          submit={t('orders.actions.rejectRefund.submit')}
          pending={t('orders.actions.rejectRefund.pending')}
          result={failed}
          variant="secondary"
        >
          <Field
            name="reason"
            label={t('orders.actions.rejectRefund.reason')}
            required
            maxLength={500}
            defaultValue={typed('reject_refund', 'reason')}
            error={errorOf('reject_refund', 'reason')}
          />
        </ActionForm>
      )}
      {actions.has('cancel') && (
        <ActionForm
          intent="cancel"
          testId="action-cancel"
          title={t('orders.actions.cancel.title')}
          hint={t('orders.actions.cancel.hint')}
          submit={t('orders.actions.cancel.submit')}
          pending={t('orders.actions.cancel.pending')}
          result={failed}
          variant="danger"
        >
          <Field
            name="reason"
            label={t('orders.actions.cancel.reason')}
            required
            maxLength={500}
            defaultValue={typed('cancel', 'reason')}
            error={errorOf('cancel', 'reason')}
          />
        </ActionForm>
      )}
    </section>
  )
}
