import type { AdminRefundRequest, LocalizedText } from '@shop/contract'
import { fileUrl } from '@shop/contract'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import {
  orderItems,
  productReviews,
  refundRequestItems,
  refundRequests,
} from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

type RefundJson = {
  order_item_id: string
  variant_id: string | null
  product_title: LocalizedText
  variant_title: LocalizedText
  qty: number
  amount: string
  points: number
}
type RefundRow = typeof refundRequests.$inferSelect

/** SQL of order reviews and refund requests (spec §3 Refund request, Order review). */
export const afterSalesRepository = {
  /** Reviews written from an order, oldest first (spec §7), with the line's titles. */
  async reviews(db: Tx, orderId: string) {
    return db
      .select({
        review: productReviews,
        productTitle: orderItems.productTitle,
        variantTitle: orderItems.variantTitle,
      })
      .from(productReviews)
      .innerJoin(
        orderItems,
        and(
          eq(orderItems.orderId, productReviews.orderId),
          eq(orderItems.variantId, productReviews.variantId),
          eq(orderItems.isGift, false),
        ),
      )
      .where(eq(productReviews.orderId, orderId))
      .orderBy(asc(productReviews.createdAt), asc(productReviews.id))
  },

  async addReviews(tx: Tx, rows: (typeof productReviews.$inferInsert)[]) {
    if (rows.length) await tx.insert(productReviews).values(rows)
  },

  /** Refund requests of an order with their lines, newest first, in one statement. */
  /** Refund requests with staff's decision (the customer routes' schemas leave those fields out). */
  async refundRequests(db: Tx, orderId: string, onlyId?: string): Promise<AdminRefundRequest[]> {
    const items = sql<RefundJson[]>`coalesce((select json_agg(json_build_object(
      'order_item_id', ri.order_item_id, 'variant_id', ri.variant_id,
      'product_title', i.product_title, 'variant_title', i.variant_title, 'qty', ri.qty,
      'amount', ri.amount::text, 'points', ri.points) order by i.sequence)
      from refund_request_items ri join order_items i on i.id = ri.order_item_id
      where ri.refund_request_id = "refund_requests"."id"), '[]'::json)`
    const rows = await db
      .select({ request: refundRequests, items })
      .from(refundRequests)
      .where(
        and(
          eq(refundRequests.orderId, orderId),
          onlyId ? eq(refundRequests.id, onlyId) : undefined,
        ),
      )
      .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
    return rows.map(({ request: r, items: lines }) => ({
      _id: r.id,
      order_id: r.orderId,
      status: r.status,
      reason: r.reason,
      images: r.images.map(fileUrl),
      refund_items: lines.map((l) => ({ product_variant_id: l.variant_id ?? '', qty: l.qty })),
      items: lines.map((l) => ({
        product_variant_id: l.variant_id ?? '',
        product_title: l.product_title,
        product_variant_title: l.variant_title,
        qty: l.qty,
        amount: l.amount,
        points: l.points,
      })),
      amount: r.amount,
      points: r.points,
      staff_note: r.staffNote,
      approved_amount: r.approvedAmount,
      offline_reference: r.offlineReference,
      provider_status: r.providerStatus,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }))
  },

  /** The request waiting for approval, locked (the order row is locked before it). */
  async openRefund(tx: Tx, orderId: string) {
    const [row] = await tx
      .select()
      .from(refundRequests)
      .where(
        and(eq(refundRequests.orderId, orderId), eq(refundRequests.status, 'waiting_for_approval')),
      )
      .for('update')
    return row
  },

  /** An approved request whose provider refund failed: approving again retries it. */
  async failedProviderRefund(tx: Tx, orderId: string) {
    const [row] = await tx
      .select({ id: refundRequests.id })
      .from(refundRequests)
      .where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.providerStatus, 'failed')))
    return row
  },

  async refundRequest(db: Tx, refundId: string): Promise<RefundRow | undefined> {
    const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, refundId))
    return row
  },

  async refundLines(tx: Tx, refundId: string) {
    return tx
      .select()
      .from(refundRequestItems)
      .where(eq(refundRequestItems.refundRequestId, refundId))
  },

  async insertRefund(
    tx: Tx,
    request: typeof refundRequests.$inferInsert,
    lines: Omit<typeof refundRequestItems.$inferInsert, 'refundRequestId'>[],
  ): Promise<string> {
    const [row] = await tx
      .insert(refundRequests)
      .values(request)
      .returning({ id: refundRequests.id })
    if (!row) throw new Error('refund request not written')
    await tx
      .insert(refundRequestItems)
      .values(lines.map((line) => ({ ...line, refundRequestId: row.id })))
    return row.id
  },

  async updateRefund(tx: Tx, refundId: string, values: Partial<RefundRow>) {
    await tx
      .update(refundRequests)
      .set({ updatedAt: new Date(), ...values })
      .where(eq(refundRequests.id, refundId))
  },
}
