import type { AdminRefunds, adminRefundsQuery, RefundDue, refundApproveBody } from '@shop/contract'
import { fromCents, isUuid, ONLINE_PAYMENT_METHODS, toCents } from '@shop/contract'
import type { z } from 'zod'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError, NotFoundError } from '#api/lib/errors.ts'
import { pointsLedger } from '../membership/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { afterSalesRepository as afterSales } from './after-sales-repository.ts'
import { backOfficeRepository as bo } from './back-office-repository.ts'
import type { OrdersDeps } from './context.ts'
import { notifyCustomer } from './mail.ts'
import { syncPaymentStatus } from './payment-state.ts'
import { reversePointsOnRefund } from './points.ts'
import { refundDueEntity, refundsDueRepository } from './refunds-due-repository.ts'
import { ordersRepository as repo } from './repository.ts'
import { toRefundDue } from './staff-service.ts'
import { assertTransition } from './transitions.ts'
import { stateOf } from './views.ts'

type ApproveBody = z.output<typeof refundApproveBody>

const refundNotFound = () =>
  new NotFoundError('Refund request not found', 'REFUND_REQUEST_NOT_FOUND')
const refundDueNotFound = () => new NotFoundError('Refund not found', 'REFUND_DUE_NOT_FOUND')

/** An open refund due for the refunds screen: an order's reference or a project's. */
const openRefundDueJson = (row: Awaited<ReturnType<typeof bo.openRefundsDue>>[number]) => ({
  ...toRefundDue(row.due, row.installmentSequence),
  order_reference: row.orderReference,
  project_reference: row.projectReference,
})

/**
 * The most a refund may give back now: what was paid minus what approved refunds gave back
 * already, never below zero (issue 15). Pure, in cents.
 */
export function refundRoom(paid: string, refunded: string): string {
  return fromCents(Math.max(0, toCents(paid) - toCents(refunded)))
}

/**
 * Refund decisions and refunds due in the back office (issue 15). An approval checks its amount
 * against what was paid minus what was refunded under the order's row lock, so approvals racing
 * each other are decided one after the other and never refund more than was paid.
 */
export function staffRefundsService(deps: OrdersDeps) {
  const { db } = deps

  /** Calls the payment provider after commit; a failure is kept so approving again retries. */
  async function refundThroughProvider(orderId: string, refundId: string) {
    const request = await afterSales.refundRequest(db, refundId)
    if (!request || (request.providerStatus !== 'pending' && request.providerStatus !== 'failed'))
      return
    const amount = request.approvedAmount ?? request.amount
    try {
      const done = await deps.payments.refundOrder(orderId, amount, refundId)
      await afterSales.updateRefund(db, refundId, {
        providerStatus: done ? 'succeeded' : 'not_needed',
        providerRef: done?.providerRef ?? null,
      })
    } catch (error) {
      deps.log.error({ err: error, orderId, refundId }, 'provider refund failed')
      await afterSales.updateRefund(db, refundId, { providerStatus: 'failed' })
      throw new DomainError(
        502,
        'REFUND_PROVIDER_FAILED',
        'The refund was approved but the payment provider did not accept it; approve again to retry',
      )
    }
  }

  return {
    /**
     * Approves the open refund request for `amount` (the asked amount or less): refunded
     * quantities and points come back in one transaction with the audit row; online payments
     * are then refunded through the provider (after commit), offline ones carry the reference
     * of the transfer staff made.
     */
    async approve(orderId: string, actor: StaffCaller, body: ApproveBody) {
      const pending = await deps.lifecycle.withOrder(orderId, null, async (scope, order) => {
        const { tx } = scope
        const open = await afterSales.openRefund(tx, order.id)
        if (!open) {
          // an approval whose provider call failed is retried, nothing else changes
          const failed = await afterSales.failedProviderRefund(tx, order.id)
          if (failed) return failed.id
        }
        assertTransition(stateOf(order), 'approve_refund')
        if (!open) throw refundNotFound()
        const online = ONLINE_PAYMENT_METHODS.includes(order.paymentMethod)
        const amount = body.amount
        if (toCents(amount) > toCents(open.amount))
          throw new DomainError(
            400,
            'REFUND_ABOVE_REQUEST',
            `The customer asked for HKD ${open.amount}; approve that amount or less`,
            [{ path: 'body.amount', message: 'admin.orders.errors.refundAboveRequest' }],
          )
        // checked under the order row lock: approvals of this order wait for each other
        const paid = order.paymentStatus === 'unpaid' ? '0.00' : order.total
        const room = refundRoom(paid, await bo.refundedAmount(tx, order.id))
        if (toCents(amount) > toCents(room))
          throw new DomainError(
            409,
            'REFUND_ABOVE_PAID',
            `At most HKD ${room} can still be refunded on this order`,
            [{ path: 'body.amount', message: 'admin.orders.errors.refundAbovePaid' }],
          )
        if (!online && toCents(amount) > 0 && !body.offline_reference)
          throw new DomainError(
            400,
            'OFFLINE_REFERENCE_REQUIRED',
            'Give the reference of the transfer that refunded the customer',
            [{ path: 'body.offline_reference', message: 'errors.required' }],
          )
        await repo.addRefunded(tx, await afterSales.refundLines(tx, open.id))
        const providerStatus = online && toCents(amount) > 0 ? 'pending' : 'not_needed'
        const offlineReference = online ? null : (body.offline_reference ?? null)
        await afterSales.updateRefund(tx, open.id, {
          status: 'approved',
          staffNote: body.note,
          approvedAmount: amount,
          offlineReference,
          providerStatus,
        })
        await repo.update(tx, order.id, { refundStatus: 'approved' })
        // refunded only once the whole paid amount came back, whatever the lines (ADR 039)
        const paymentStatus = await syncPaymentStatus(tx, order)
        await repo.appendEvent(tx, order.id, 'refund_approved', body.note)
        await recordAudit(tx, actor, {
          action: 'refund.approved',
          entityType: 'order',
          entityId: order.id,
          before: {
            refund_request: open.id,
            refund_status: order.refundStatus,
            payment_status: order.paymentStatus,
            asked_amount: open.amount,
            approved_amount: null,
          },
          after: {
            refund_request: open.id,
            refund_status: 'approved',
            payment_status: paymentStatus,
            approved_amount: amount,
            offline_reference: offlineReference,
          },
          note: body.note,
        })
        await notifyCustomer(tx, order, 'refund_approved', { ...deps, note: body.note, amount })
        // the account (points) is the last lock of the lock order
        const accountId = order.accountId
        if (open.points > 0 && accountId) {
          await scope.take('account', (t) =>
            pointsLedger.giveBack(t, accountId, order.id, open.points, {
              reason: 'ORDER_REFUND',
              note: `refund ${open.id}`,
            }),
          )
        }
        // the points the refunded part earned go back too (issue 16)
        if (accountId) await reversePointsOnRefund(scope, order.id, amount)
        return providerStatus === 'pending' ? open.id : null
      })
      if (pending) await refundThroughProvider(orderId, pending)
    },

    /** Rejects the open refund request; the reason goes to the customer. */
    async reject(orderId: string, actor: StaffCaller, reason: string) {
      await deps.lifecycle.withOrder(orderId, null, async ({ tx }, order) => {
        assertTransition(stateOf(order), 'reject_refund')
        const open = await afterSales.openRefund(tx, order.id)
        if (!open) throw refundNotFound()
        await afterSales.updateRefund(tx, open.id, { status: 'rejected', staffNote: reason })
        await repo.update(tx, order.id, { refundStatus: 'rejected' })
        await repo.appendEvent(tx, order.id, 'refund_rejected', reason)
        await recordAudit(tx, actor, {
          action: 'refund.rejected',
          entityType: 'order',
          entityId: order.id,
          before: { refund_request: open.id, refund_status: order.refundStatus },
          after: { refund_request: open.id, refund_status: 'rejected' },
          note: reason,
        })
        await notifyCustomer(tx, order, 'refund_rejected', { ...deps, note: reason })
      })
    },

    /** Waiting refund requests (a page, oldest first) and every refund due not settled yet. */
    async list(query: z.output<typeof adminRefundsQuery>) {
      const [rows, dues] = await Promise.all([
        bo.waitingRefunds(db, {
          limit: query.per_page,
          offset: (query.page - 1) * query.per_page,
        }),
        bo.openRefundsDue(db),
      ])
      const page: Omit<AdminRefunds, 'current_page' | 'next_page_url' | 'total'> = {
        data: rows.map((r) => ({
          _id: r.request.id,
          order_id: r.request.orderId,
          order_reference: r.reference,
          payment_method: r.paymentMethod,
          amount: r.request.amount,
          reason: r.request.reason,
          created_at: r.request.createdAt.toISOString(),
        })),
        refunds_due: dues.map(openRefundDueJson),
      }
      return { ...page, total: rows[0]?.total ?? 0 }
    },

    /**
     * Records a refund due as refunded by hand, with the transfer reference. An order's is
     * changed under its order's lock (the lock order of the lifecycle); a project installment's
     * (ADR 038) under its own row lock only, the one row it changes.
     */
    async settleByHand(id: string, actor: StaffCaller, reference: string): Promise<RefundDue> {
      const owner = isUuid(id) ? await bo.refundDueOrder(db, id) : undefined
      if (!owner) throw refundDueNotFound()
      type Order = Parameters<typeof syncPaymentStatus>[1]
      const settle = async (tx: Tx, order: Order | null) => {
        const due = await bo.lockRefundDue(tx, id)
        if (!due) throw refundDueNotFound()
        if (due.status === 'refunded')
          throw new DomainError(409, 'REFUND_DUE_SETTLED', 'This refund is already settled')
        await bo.settleRefundDueByHand(tx, id, reference)
        // a released order whose late payment is now back is refunded (ADR 039)
        const paymentStatus = order ? await syncPaymentStatus(tx, order) : undefined
        const payment = (status: string | undefined) => (order ? { payment_status: status } : {})
        await recordAudit(tx, actor, {
          action: 'refund_due.settled',
          ...refundDueEntity(due),
          before: {
            refund_due: id,
            status: due.status,
            manual_reference: null,
            ...payment(order?.paymentStatus),
          },
          after: {
            refund_due: id,
            status: 'refunded',
            manual_reference: reference,
            ...payment(paymentStatus),
          },
        })
      }
      const orderId = owner.orderId
      if (orderId)
        await deps.lifecycle.withOrder(orderId, null, ({ tx }, order) => settle(tx, order))
      else await db.transaction((tx) => settle(tx, null))
      return this.refundDue(id)
    },

    /** Tries the provider refund of one refund due again now; the attempt is audited. */
    async retry(id: string, actor: StaffCaller): Promise<RefundDue> {
      const due = isUuid(id) ? await refundsDueRepository.find(db, id) : undefined
      if (!due) throw refundDueNotFound()
      await deps.lifecycle.settleRefundDue(id, async (tx, before, outcome) => {
        await recordAudit(tx, actor, {
          action: 'refund_due.retried',
          ...refundDueEntity(before),
          before: { refund_due: id, status: before.status, attempts: before.attempts },
          after:
            'providerRef' in outcome
              ? { refund_due: id, status: 'refunded', provider_ref: outcome.providerRef }
              : { refund_due: id, status: 'failed', last_error: outcome.error.slice(0, 200) },
        })
      })
      return this.refundDue(id)
    },

    async refundDue(id: string): Promise<RefundDue> {
      const row = await bo.refundDueWithOwner(db, id)
      if (!row) throw refundDueNotFound()
      return toRefundDue(row.due, row.installmentSequence)
    },

    /** Payments owed back (released orders, installments paid twice), not refunded yet, oldest first. */
    async refundsDue(): Promise<{ data: RefundDue[] }> {
      const dues = await bo.openRefundsDue(db)
      return { data: dues.map((d) => toRefundDue(d.due, d.installmentSequence)) }
    },
  }
}
export type StaffRefundsService = ReturnType<typeof staffRefundsService>
