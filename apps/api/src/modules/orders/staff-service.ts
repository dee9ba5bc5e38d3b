import type { AdminOrderDetails, adminOrdersQuery, OrderSummary, RefundDue } from '@shop/contract'
import { ONLINE_PAYMENT_METHODS } from '@shop/contract'
import type { z } from 'zod'
import type { orders } from '../../db/schema/index.ts'
import { DomainError, NotFoundError } from '../../lib/errors.ts'
import { pointsLedger } from '../membership/ledger.ts'
import { recordAudit } from '../staff/audit.ts'
import type { StaffCaller } from '../staff/require.ts'
import { afterSalesRepository as afterSales } from './after-sales-repository.ts'
import { isUuid, type OrdersDeps, orderNotFound } from './context.ts'
import type { LockScope } from './lifecycle/locks.ts'
import { type MailSlug, notifyCustomer } from './mail.ts'
import type { OrderRow } from './order-json.ts'
import { type RefundDueRow, refundsDueRepository } from './refunds-due-repository.ts'
import { ordersRepository as repo } from './repository.ts'
import type { Paged } from './service.ts'
import { assertTransition, staffActions, type Transition } from './transitions.ts'
import { stateOf, toDetails, toSummary } from './views.ts'

type ListQuery = z.output<typeof adminOrdersQuery>

const toRefundDue = (row: RefundDueRow): RefundDue => ({
  _id: row.id,
  order_id: row.orderId,
  amount: row.amount,
  reason: row.reason,
  status: row.status,
  attempts: row.attempts,
  last_error: row.lastError,
  provider_ref: row.providerRef,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

/** The columns a transition sets, as the audit log shows them (dates as ISO text). */
function auditedExtra(extra: Partial<typeof orders.$inferInsert>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(extra))
    out[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] =
      value instanceof Date ? value.toISOString() : value
  return out
}

/**
 * Staff transitions under `/admin/orders` (ADR 015); every one is recorded, mailed and written
 * to the audit log with the staff member who made it (issue 15).
 */
export function staffOrdersService(deps: OrdersDeps) {
  const { db } = deps

  async function details(orderId: string): Promise<AdminOrderDetails> {
    if (!isUuid(orderId)) throw orderNotFound()
    const row = await repo.details(db, orderId)
    if (!row) throw orderNotFound()
    return {
      ...toDetails(row),
      account_id: row.order.accountId,
      staff_actions: staffActions(stateOf(row.order)),
      refund_requests: await afterSales.refundRequests(db, orderId),
      refunds_due: (await refundsDueRepository.ofOrder(db, orderId)).map(toRefundDue),
    }
  }

  async function run(orderId: string, work: (scope: LockScope, order: OrderRow) => Promise<void>) {
    await deps.lifecycle.withOrder(orderId, null, work)
    return details(orderId)
  }

  /**
   * A status transition from the table: status entry, extra columns, the customer mail and the
   * audit row, all in the order's transaction.
   */
  function move(
    action: Transition,
    audited: string,
    mail: MailSlug,
    extra: (order: OrderRow) => Partial<typeof orders.$inferInsert> = () => ({}),
  ) {
    return (actor: StaffCaller, orderId: string, note: string) =>
      run(orderId, async ({ tx }, order) => {
        const rule = assertTransition(stateOf(order), action)
        if (!rule.to) throw new Error(`${action} has no target status`)
        await repo.setStatus(tx, order.id, rule.to, note || action, extra(order))
        await notifyCustomer(tx, order, mail, { ...deps, note })
        await recordAudit(tx, actor, {
          action: audited,
          entityType: 'order',
          entityId: order.id,
          before: { status: order.status, payment_status: order.paymentStatus },
          after: { status: rule.to, ...auditedExtra(extra(order)) },
          note,
        })
      })
  }

  /** Calls the payment provider after commit; a failure is kept so approving again retries. */
  async function refundThroughProvider(orderId: string, refundId: string) {
    const request = await afterSales.refundRequest(db, refundId)
    if (!request || (request.providerStatus !== 'pending' && request.providerStatus !== 'failed'))
      return
    try {
      const done = await deps.payments.refundOrder(orderId, request.amount, refundId)
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
    details,

    /** Payments owed back for released orders, not refunded yet, oldest first. */
    async refundsDue(): Promise<{ data: RefundDue[] }> {
      return { data: (await refundsDueRepository.open(db)).map(toRefundDue) }
    },

    /** Tries the provider refund of one refund due again now. */
    async retryRefundDue(actor: StaffCaller, id: string): Promise<RefundDue> {
      const due = await refundsDueRepository.find(db, id)
      if (!due) throw new NotFoundError('Refund not found', 'REFUND_DUE_NOT_FOUND')
      await db.transaction((tx) =>
        recordAudit(tx, actor, {
          action: 'refund_due.retried',
          entityType: 'order',
          entityId: due.orderId,
          before: { refund_due: due.id, status: due.status, attempts: due.attempts },
        }),
      )
      await deps.lifecycle.settleRefundDue(id)
      const after = await refundsDueRepository.find(db, id)
      if (!after) throw new Error('refund due vanished')
      return toRefundDue(after)
    },

    async list(
      query: ListQuery,
    ): Promise<Paged<OrderSummary & { staff_actions: ReturnType<typeof staffActions> }>> {
      const { rows, total } = await repo.list(db, {
        status: query.status,
        refundStatus: query.refund_status,
        page: query.page,
        perPage: query.per_page,
      })
      return {
        rows: rows.map((r) => ({ ...toSummary(r), staff_actions: staffActions(stateOf(r.order)) })),
        total,
        page: query.page,
        perPage: query.per_page,
      }
    },

    approveProof: move('approve_proof', 'order.payment_confirmed', 'paid', () => ({
      paymentStatus: 'paid',
      paidAt: new Date(),
    })),
    rejectProof: move('reject_proof', 'order.proof_rejected', 'proof_rejected', () => ({
      paymentProof: null,
    })),
    ship: move('ship', 'order.shipped', 'shipped'),
    complete: move('complete', 'order.completed', 'completed'),

    /**
     * Approves the open refund request: refunded quantities and points come back in one
     * transaction; online payments are then refunded through the provider (after commit).
     */
    async approveRefund(actor: StaffCaller, orderId: string, note: string) {
      const pending = await deps.lifecycle.withOrder(orderId, null, async (scope, order) => {
        const { tx } = scope
        const open = await afterSales.openRefund(tx, order.id)
        if (!open) {
          // an approval whose provider call failed is retried, nothing else changes
          const failed = await afterSales.failedProviderRefund(tx, order.id)
          if (failed) return failed.id
        }
        assertTransition(stateOf(order), 'approve_refund')
        if (!open) throw orderNotFound()
        await repo.addRefunded(tx, await afterSales.refundLines(tx, open.id))
        const online = ONLINE_PAYMENT_METHODS.includes(order.paymentMethod)
        const providerStatus = online && open.amount !== '0.00' ? 'pending' : 'not_needed'
        await afterSales.updateRefund(tx, open.id, {
          status: 'approved',
          staffNote: note,
          providerStatus,
        })
        const allBack = (await repo.lines(tx, order.id))
          .filter((l) => !l.isGift)
          .every((l) => l.refundedQty >= l.qty)
        await repo.update(tx, order.id, {
          refundStatus: 'approved',
          ...(allBack ? { paymentStatus: 'refunded' as const } : {}),
        })
        await repo.appendEvent(tx, order.id, 'refund_approved', note)
        await recordAudit(tx, actor, {
          action: 'refund.approved',
          entityType: 'order',
          entityId: order.id,
          before: { refund_status: order.refundStatus, payment_status: order.paymentStatus },
          after: {
            refund_status: 'approved',
            refund_request: open.id,
            amount: open.amount,
            points: open.points,
            ...(allBack ? { payment_status: 'refunded' } : {}),
          },
          note,
        })
        await notifyCustomer(tx, order, 'refund_approved', { ...deps, note, amount: open.amount })
        // the account (points) is the last lock of the lock order
        const accountId = order.accountId
        if (open.points > 0 && accountId) {
          await scope.take('account', (t) =>
            pointsLedger.credit(t, accountId, open.points, {
              reason: 'ORDER_REFUND',
              orderId: order.id,
              note: `refund ${open.id}`,
            }),
          )
        }
        return providerStatus === 'pending' ? open.id : null
      })
      if (pending) await refundThroughProvider(orderId, pending)
      return details(orderId)
    },

    async rejectRefund(actor: StaffCaller, orderId: string, note: string) {
      return run(orderId, async ({ tx }, order) => {
        assertTransition(stateOf(order), 'reject_refund')
        const open = await afterSales.openRefund(tx, order.id)
        if (!open) throw orderNotFound()
        await afterSales.updateRefund(tx, open.id, { status: 'rejected', staffNote: note })
        await repo.update(tx, order.id, { refundStatus: 'rejected' })
        await repo.appendEvent(tx, order.id, 'refund_rejected', note)
        await recordAudit(tx, actor, {
          action: 'refund.rejected',
          entityType: 'order',
          entityId: order.id,
          before: { refund_status: order.refundStatus },
          after: { refund_status: 'rejected', refund_request: open.id },
          note,
        })
        await notifyCustomer(tx, order, 'refund_rejected', { ...deps, note })
      })
    },
  }
}
export type StaffOrdersService = ReturnType<typeof staffOrdersService>
