import type { LocalizedText, RefundRequest } from '@shop/contract'
import { fileUrl, OFFLINE_PAYMENT_METHODS } from '@shop/contract'
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import {
  orderItems,
  orderStatuses,
  orders,
  productReviews,
  refundRequestItems,
  refundRequests,
} from '../../db/schema/index.ts'
import type { ItemJson, OrderRow, StatusJson } from '../checkout/orders.ts'
import type { Tx } from '../identity/repository.ts'

export type AfterSalesItemJson = ItemJson & {
  refunded_qty: number
  held_qty: number
  is_reviewed: boolean
}
export type PreviewJson = {
  product_id: string | null
  product_title: LocalizedText
  variant_title: LocalizedText
  image: string | null
  qty: number
}

// what an open refund request holds of an order line
const heldQty = sql`coalesce((select sum(ri.qty) from refund_request_items ri
  join refund_requests rr on rr.id = ri.refund_request_id
  where ri.order_item_id = i.id and rr.status = 'waiting_for_approval'), 0)::int`
const reviewed = sql`exists (select 1 from product_reviews pr
  where pr.order_id = i.order_id and pr.variant_id = i.variant_id)`

const itemsJson = sql<AfterSalesItemJson[]>`coalesce((select json_agg(json_build_object(
  'id', i.id, 'variant_id', i.variant_id, 'product_id', i.product_id, 'sku', i.sku,
  'product_title', i.product_title, 'variant_title', i.variant_title, 'image', i.image,
  'qty', i.qty, 'original_price_per_unit', i.original_price_per_unit::text,
  'discounted_price_per_unit', i.discounted_price_per_unit::text,
  'original_subtotal_price', i.original_subtotal_price::text,
  'subtotal_price', i.subtotal_price::text, 'global_discount', i.global_discount::text,
  'points_per_unit', i.points_per_unit, 'subtotal_points', i.subtotal_points,
  'is_gift', i.is_gift, 'refunded_qty', i.refunded_qty, 'held_qty', ${heldQty},
  'is_reviewed', ${reviewed}) order by i.sequence) from order_items i
  where i.order_id = "orders"."id"), '[]'::json)`
const statusesJson = sql<StatusJson[]>`coalesce((select json_agg(json_build_object('slug', s.slug,
  'created_at', s.created_at, 'updated_at', s.updated_at) order by s.created_at, s.id)
  from order_statuses s where s.order_id = "orders"."id"), '[]'::json)`
const previewJson = sql<PreviewJson[]>`coalesce((select json_agg(json_build_object(
  'product_id', i.product_id, 'product_title', i.product_title,
  'variant_title', i.variant_title, 'image', i.image, 'qty', i.qty) order by i.sequence)
  from order_items i where i.order_id = "orders"."id"), '[]'::json)`
// flags the list needs to offer review / refund without loading every line
const reviewable = sql<boolean>`exists (select 1 from order_items i
  where i.order_id = "orders"."id" and not i.is_gift and i.variant_id is not null
  and not ${reviewed})`
const refundable = sql<boolean>`exists (select 1 from order_items i
  where i.order_id = "orders"."id" and not i.is_gift and i.qty - i.refunded_qty - ${heldQty} > 0)`

export type ListFilter = {
  accountId?: string
  storeId?: string
  offline?: boolean
  status?: OrderRow['status']
  refundStatus?: NonNullable<OrderRow['refundStatus']>
  page: number
  perPage: number
}

type RefundJson = {
  order_item_id: string
  variant_id: string | null
  product_title: LocalizedText
  variant_title: LocalizedText
  qty: number
  amount: string
  points: number
}

/** SQL of the order calls; services pass a transaction where writes belong together. */
export const ordersRepository = {
  /** One order with after-sales item fields and statuses, in one statement. */
  async details(db: Tx, orderId: string, accountId?: string, extra?: SQL) {
    const [row] = await db
      .select({ order: orders, items: itemsJson, statuses: statusesJson })
      .from(orders)
      .where(
        and(eq(orders.id, orderId), accountId ? eq(orders.accountId, accountId) : undefined, extra),
      )
    return row
  },

  /** A page of orders, newest first, with the total in the same statement. */
  async list(db: Tx, filter: ListFilter) {
    const conditions: (SQL | undefined)[] = [
      filter.accountId ? eq(orders.accountId, filter.accountId) : undefined,
      filter.storeId ? eq(orders.storeId, filter.storeId) : undefined,
      filter.offline ? inArray(orders.paymentMethod, [...OFFLINE_PAYMENT_METHODS]) : undefined,
      filter.status ? eq(orders.status, filter.status) : undefined,
      filter.refundStatus ? eq(orders.refundStatus, filter.refundStatus) : undefined,
    ]
    const rows = await db
      .select({
        order: orders,
        items: previewJson,
        reviewable,
        refundable,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(orders)
      .where(and(...conditions))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage)
    let total = rows[0]?.total ?? 0
    if (!rows.length && filter.page > 1) {
      // past the last page: count separately (rare)
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(and(...conditions))
      total = row?.n ?? 0
    }
    return { rows, total }
  },

  async lines(db: Tx, orderId: string) {
    return db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.sequence))
  },

  /** An after-sales event on the timeline without changing the current status. */
  async appendEvent(tx: Tx, orderId: string, slug: string, note = '') {
    const now = new Date()
    await tx.insert(orderStatuses).values({ orderId, slug, note, createdAt: now, updatedAt: now })
  },

  async setRefundStatus(tx: Tx, orderId: string, refundStatus: OrderRow['refundStatus']) {
    await tx
      .update(orders)
      .set({ refundStatus, updatedAt: new Date() })
      .where(eq(orders.id, orderId))
  },

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

  /** Refund requests of an order with their lines, newest first, in one statement. */
  async refundRequests(db: Tx, orderId: string, onlyId?: string): Promise<RefundRequest[]> {
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
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    }))
  },

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

  async refundLines(tx: Tx, refundId: string) {
    return tx
      .select()
      .from(refundRequestItems)
      .where(eq(refundRequestItems.refundRequestId, refundId))
  },
}
