import type {
  AdminOrderDetails,
  AdminOrderSummary,
  adminOrdersQuery,
  RefundDue,
  shipBody,
} from '@shop/contract'
import { hkDayRange, isUuid } from '@shop/contract'

import type { z } from 'zod'
import type { orders } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import type { StaffCaller } from '../staff/index.ts'
import { type AuditInput, recordAudit } from '../staff/index.ts'
import { afterSalesRepository as afterSales } from './after-sales-repository.ts'
import { backOfficeRepository as bo } from './back-office-repository.ts'
import { type OrdersDeps, orderNotFound } from './context.ts'
import { type MailExtra, type MailSlug, notifyCustomer } from './mail.ts'
import type { OrderRow } from './order-json.ts'
import { earnPointsOnCompletion } from './points.ts'
import type { RefundDueRow } from './refunds-due-repository.ts'
import { refundsDueRepository } from './refunds-due-repository.ts'
import { ordersRepository as repo } from './repository.ts'
import type { Paged } from './service.ts'
import { assertTransition, staffActions, type Transition } from './transitions.ts'
import { stateOf, toDetails, toSummary } from './views.ts'

type ListQuery = z.output<typeof adminOrdersQuery>
type OrderChange = Partial<typeof orders.$inferInsert>

/** A refund due as the API names it; `installmentSequence` for a project installment's. */
export const toRefundDue = (
  row: RefundDueRow,
  installmentSequence: number | null = null,
): RefundDue => ({
  _id: row.id,
  order_id: row.orderId,
  project_id: row.projectId,
  installment_sequence: installmentSequence,
  amount: row.amount,
  reason: row.reason,
  status: row.status,
  attempts: row.attempts,
  last_error: row.lastError,
  provider_ref: row.providerRef,
  manual_reference: row.manualReference,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

/** The fields of an order row an audit entry shows, as the API names them. */
const AUDITED = {
  status: 'status',
  paymentStatus: 'payment_status',
  paymentProof: 'payment_proof',
  courierName: 'courier_name',
  trackingNumber: 'tracking_number',
  shippedAt: 'shipped_at',
  deliveredAt: 'delivered_at',
  paidAt: 'paid_at',
} as const satisfies Partial<Record<keyof OrderRow, string>>

/** before → after of the fields a change touches (issue 15 audit log). */
export function orderDiff(order: OrderRow, change: OrderChange) {
  const before: Record<string, unknown> = {}
  const after: Record<string, unknown> = {}
  for (const [field, name] of Object.entries(AUDITED) as [keyof typeof AUDITED, string][]) {
    if (!(field in change)) continue
    const was = field === 'paymentProof' ? (order.paymentProof?.image ?? null) : order[field]
    const now = change[field]
    before[name] = was ?? null
    after[name] =
      field === 'paymentProof' ? ((now as OrderRow['paymentProof'])?.image ?? null) : (now ?? null)
  }
  return { before, after }
}

/**
 * Staff's order screens and transitions (ADR 015, issue 15). Every change runs through the
 * lifecycle's `withOrder` (the order row locked first) and writes its audit row and the
 * customer's e-mail in the same transaction.
 */
export function staffOrdersService(deps: OrdersDeps) {
  const { db } = deps

  async function details(orderId: string, actor: StaffCaller): Promise<AdminOrderDetails> {
    if (!isUuid(orderId)) throw orderNotFound()
    const row = await repo.details(db, orderId)
    if (!row) throw orderNotFound()
    const o = row.order
    const [timeline, requests, dues] = await Promise.all([
      bo.timeline(db, orderId),
      afterSales.refundRequests(db, orderId),
      refundsDueRepository.ofOrder(db, orderId),
    ])
    return {
      ...toDetails(row),
      account_id: o.accountId,
      language: o.language,
      contact_email: o.contactEmail,
      contact_phone: o.contactPhone,
      staff_actions: staffActions(stateOf(o), actor.role),
      timeline: timeline.map((t) => ({
        slug: t.slug,
        note: t.note,
        created_at: new Date(t.created_at).toISOString(),
        action: t.action,
        staff: t.staff_id ? { _id: t.staff_id, name: t.staff_name ?? '' } : null,
      })),
      payment_proof: o.paymentProof
        ? { name: o.paymentProof.image, uploaded_at: o.paymentProof.uploaded_at }
        : null,
      refund_requests: requests,
      refunds_due: dues.map((d) => toRefundDue(d)),
    }
  }

  /** A transition from the table: status entry, extra columns, audit row and customer mail. */
  function move(
    action: Transition,
    audit: string,
    mail: MailSlug,
    change: (order: OrderRow) => OrderChange = () => ({}),
  ) {
    return async (orderId: string, actor: StaffCaller, note: string, mailExtra?: MailExtra) => {
      await deps.lifecycle.withOrder(orderId, null, async (scope, order) => {
        const { tx } = scope
        const rule = assertTransition(stateOf(order), action)
        if (!rule.to) throw new Error(`${action} has no target status`)
        const values = change(order)
        await repo.setStatus(tx, order.id, rule.to, note || action, values)
        await audited(tx, actor, order, audit, { status: rule.to, ...values }, note)
        // a completed order earns the member's points (issue 16)
        const points = rule.to === 'completed' ? await earnPointsOnCompletion(scope, order) : null
        await notifyCustomer(tx, order, mail, {
          ...deps,
          note,
          ...mailExtra,
          ...(points ? { points } : {}),
        })
      })
      return details(orderId, actor)
    }
  }

  async function audited(
    tx: Tx,
    actor: StaffCaller,
    order: OrderRow,
    action: string,
    change: OrderChange,
    note: string,
  ) {
    const entry: AuditInput = { action, entityType: 'order', entityId: order.id, note }
    await recordAudit(tx, actor, { ...entry, ...orderDiff(order, change) })
  }

  const confirmPayment = move('approve_proof', 'order.payment_confirmed', 'paid', () => ({
    paymentStatus: 'paid',
    paidAt: new Date(),
  }))
  const rejectProof = move('reject_proof', 'order.proof_rejected', 'proof_rejected', () => ({
    paymentProof: null,
  }))
  const deliver = move('deliver', 'order.delivered', 'completed', () => ({
    deliveredAt: new Date(),
  }))
  const complete = move('complete', 'order.completed', 'completed')

  return {
    details,

    async list(query: ListQuery, actor: StaffCaller): Promise<Paged<AdminOrderSummary>> {
      const from = query.from ? hkDayRange(query.from).start : undefined
      const before = query.to ? hkDayRange(query.to).end : undefined
      const { rows, total } = await repo.list(db, {
        status: query.status,
        refundStatus: query.refund_status,
        paymentMethod: query.payment_method,
        paymentStatus: query.payment_status,
        createdFrom: from,
        createdBefore: before,
        search: query.q,
        page: query.page,
        perPage: query.per_page,
      })
      return {
        rows: rows.map((r) => ({
          ...toSummary(r),
          contact_email: r.order.contactEmail,
          contact_phone: r.order.contactPhone,
          recipient_name: r.order.recipient.name,
          staff_actions: staffActions(stateOf(r.order), actor.role),
        })),
        total,
        page: query.page,
        perPage: query.per_page,
      }
    },

    confirmPayment,
    /** The reason goes to the customer in the order's language (the proof_rejected e-mail). */
    rejectProof,
    /** Courier and tracking number are kept on the order and written in the shipped e-mail. */
    ship(id: string, actor: StaffCaller, body: z.output<typeof shipBody>) {
      const tracking = { courier: body.courier_name, number: body.tracking_number }
      return move('ship', 'order.shipped', 'shipped', () => ({
        courierName: tracking.courier,
        trackingNumber: tracking.number,
        shippedAt: new Date(),
      }))(id, actor, body.note, { tracking })
    },
    deliver,
    complete,

    /**
     * Cancels an unpaid order through the lifecycle's release: stock, voucher and points back,
     * open payment pages closed; a payment arriving later becomes a refund due (issue 13).
     */
    async cancel(orderId: string, actor: StaffCaller, reason: string) {
      await deps.lifecycle.releaseOrder(
        orderId,
        null,
        { note: reason, sessions: 'cancelled' },
        (order) => {
          assertTransition(stateOf(order), 'staff_cancel')
          return true
        },
        async ({ tx }, order) => {
          await audited(tx, actor, order, 'order.cancelled', { status: 'cancelled' }, reason)
          await notifyCustomer(tx, order, 'cancelled', { ...deps, note: reason })
        },
      )
      return details(orderId, actor)
    },
  }
}
export type StaffOrdersService = ReturnType<typeof staffOrdersService>
