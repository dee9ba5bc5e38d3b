import type { AdminOrderDetails, adminOrdersQuery, OrderSummary } from '@shop/contract'
import { ONLINE_PAYMENT_METHODS } from '@shop/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { orderItems, orders, refundRequests } from '../../db/schema/index.ts'
import { DomainError } from '../../lib/errors.ts'
import { type OrderRow, orderRepository } from '../checkout/orders.ts'
import type { Tx } from '../identity/repository.ts'
import { pointsLedger } from '../membership/ledger.ts'
import { isUuid, lockOrder, type OrdersDeps, orderNotFound } from './context.ts'
import { type MailSlug, notifyCustomer } from './mail.ts'
import { ordersRepository as repo } from './repository.ts'
import type { Paged } from './service.ts'
import { assertTransition, staffActions, type Transition } from './transitions.ts'
import { stateOf, toDetails, toSummary } from './views.ts'

type ListQuery = z.output<typeof adminOrdersQuery>

/** Staff transitions under `/admin/orders` (ADR 015); every one is recorded and mailed. */
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
      refund_requests: await repo.refundRequests(db, orderId),
    }
  }

  async function run(orderId: string, work: (tx: Tx, order: OrderRow) => Promise<void>) {
    await db.transaction(async (tx) => work(tx, await lockOrder(tx, orderId, null)))
    void deps.outbox.kick()
    return details(orderId)
  }

  /** A status transition from the table: status entry, extra columns and the customer mail. */
  function move(
    action: Transition,
    mail: MailSlug,
    extra: (order: OrderRow) => Partial<typeof orders.$inferInsert> = () => ({}),
  ) {
    return (orderId: string, note: string) =>
      run(orderId, async (tx, order) => {
        const rule = assertTransition(stateOf(order), action)
        if (!rule.to) throw new Error(`${action} has no target status`)
        await orderRepository.setStatus(tx, order.id, rule.to, note || action, extra(order))
        await notifyCustomer(tx, order, mail, { ...deps, note })
      })
  }

  /** Calls the payment provider after commit; a failure is kept so approving again retries. */
  async function refundThroughProvider(orderId: string, refundId: string) {
    const [request] = await db.select().from(refundRequests).where(eq(refundRequests.id, refundId))
    if (!request || (request.providerStatus !== 'pending' && request.providerStatus !== 'failed'))
      return
    try {
      const done = await deps.payments.refundOrder(orderId, request.amount, refundId)
      await db
        .update(refundRequests)
        .set({
          providerStatus: done ? 'succeeded' : 'not_needed',
          providerRef: done?.providerRef ?? null,
          updatedAt: new Date(),
        })
        .where(eq(refundRequests.id, refundId))
    } catch (error) {
      deps.log.error({ err: error, orderId, refundId }, 'provider refund failed')
      await db
        .update(refundRequests)
        .set({ providerStatus: 'failed', updatedAt: new Date() })
        .where(eq(refundRequests.id, refundId))
      throw new DomainError(
        502,
        'REFUND_PROVIDER_FAILED',
        'The refund was approved but the payment provider did not accept it; approve again to retry',
      )
    }
  }

  return {
    details,

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

    approveProof: move('approve_proof', 'paid', () => ({
      paymentStatus: 'paid',
      paidAt: new Date(),
    })),
    rejectProof: move('reject_proof', 'proof_rejected', () => ({ paymentProof: null })),
    ship: move('ship', 'shipped'),
    complete: move('complete', 'completed'),

    /**
     * Approves the open refund request: refunded quantities and points come back in one
     * transaction; online payments are then refunded through the provider (after commit).
     */
    async approveRefund(orderId: string, note: string) {
      const pending = { refundId: null as string | null }
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId, null)
        const open = await repo.openRefund(tx, order.id)
        if (!open) {
          // an approval whose provider call failed is retried, nothing else changes
          const [failed] = await tx
            .select({ id: refundRequests.id })
            .from(refundRequests)
            .where(
              and(
                eq(refundRequests.orderId, order.id),
                eq(refundRequests.providerStatus, 'failed'),
              ),
            )
          if (failed) {
            pending.refundId = failed.id
            return
          }
        }
        assertTransition(stateOf(order), 'approve_refund')
        if (!open) throw orderNotFound()
        for (const line of await repo.refundLines(tx, open.id)) {
          await tx
            .update(orderItems)
            .set({ refundedQty: sql`${orderItems.refundedQty} + ${line.qty}` })
            .where(eq(orderItems.id, line.orderItemId))
        }
        if (open.points > 0 && order.accountId) {
          await pointsLedger.credit(tx, order.accountId, open.points, {
            reason: 'ORDER_REFUND',
            orderId: order.id,
            note: `refund ${open.id}`,
          })
        }
        const online = ONLINE_PAYMENT_METHODS.includes(order.paymentMethod)
        const providerStatus = online && open.amount !== '0.00' ? 'pending' : 'not_needed'
        await tx
          .update(refundRequests)
          .set({ status: 'approved', staffNote: note, providerStatus, updatedAt: new Date() })
          .where(eq(refundRequests.id, open.id))
        const lines = await repo.lines(tx, order.id)
        const allBack = lines.filter((l) => !l.isGift).every((l) => l.refundedQty >= l.qty)
        await tx
          .update(orders)
          .set({
            refundStatus: 'approved',
            ...(allBack ? { paymentStatus: 'refunded' as const } : {}),
            updatedAt: new Date(),
          })
          .where(eq(orders.id, order.id))
        await repo.appendEvent(tx, order.id, 'refund_approved', note)
        await notifyCustomer(tx, order, 'refund_approved', { ...deps, note, amount: open.amount })
        if (providerStatus === 'pending') pending.refundId = open.id
      })
      void deps.outbox.kick()
      if (pending.refundId) await refundThroughProvider(orderId, pending.refundId)
      return details(orderId)
    },

    async rejectRefund(orderId: string, note: string) {
      return run(orderId, async (tx, order) => {
        assertTransition(stateOf(order), 'reject_refund')
        const open = await repo.openRefund(tx, order.id)
        if (!open) throw orderNotFound()
        await tx
          .update(refundRequests)
          .set({ status: 'rejected', staffNote: note, updatedAt: new Date() })
          .where(eq(refundRequests.id, open.id))
        await repo.setRefundStatus(tx, order.id, 'rejected')
        await repo.appendEvent(tx, order.id, 'refund_rejected', note)
        await notifyCustomer(tx, order, 'refund_rejected', { ...deps, note })
      })
    },
  }
}
export type StaffOrdersService = ReturnType<typeof staffOrdersService>
