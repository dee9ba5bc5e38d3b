import type { LocalizedText, Order } from '@shop/contract'
import { imageUrl, slotOf } from '@shop/contract'
import { sql } from 'drizzle-orm'
import type { orders } from '#api/db/schema/index.ts'

export type OrderRow = typeof orders.$inferSelect
/** An order line as `json_agg` gives it, with the after-sales fields. */
export type ItemJson = {
  id: string
  variant_id: string | null
  product_id: string | null
  sku: string
  product_title: LocalizedText
  variant_title: LocalizedText
  image: string | null
  qty: number
  original_price_per_unit: string
  discounted_price_per_unit: string
  original_subtotal_price: string
  subtotal_price: string
  global_discount: string
  points_per_unit: number
  subtotal_points: number
  is_gift: boolean
  refunded_qty: number
  held_qty: number
  is_reviewed: boolean
}
/** What came back of the order's money, as text (ADR 039); see payment-state.ts. */
export type MoneyBackJson = {
  /** Approved refund requests (the approved amount, else the asked one). */
  requests_refunded: string
  /** Payments captured after the order was released (refunds due), settled or not. */
  dues_total: string
  dues_refunded: string
}
export type StatusJson = { slug: string; created_at: string; updated_at: string }
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

/** The lines of the order in the outer query, money as text (never a float), in one value. */
export const itemsJson = sql<ItemJson[]>`coalesce((select json_agg(json_build_object(
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

const sumText = (q: ReturnType<typeof sql>) => sql`(select coalesce(sum(x), 0)::numeric(12,2)::text
  from (${q}) s (x))`
/** The refunds of the order in the outer query, in one value (no extra round trip). */
export const moneyBackJson = sql<MoneyBackJson>`json_build_object(
  'requests_refunded', ${sumText(sql`select coalesce(rr.approved_amount, rr.amount)
    from refund_requests rr where rr.order_id = "orders"."id" and rr.status = 'approved'`)},
  'dues_total', ${sumText(sql`select d.amount from refunds_due d where d.order_id = "orders"."id"`)},
  'dues_refunded', ${sumText(sql`select d.amount from refunds_due d
    where d.order_id = "orders"."id" and d.status = 'refunded'`)})`

export const statusesJson = sql<StatusJson[]>`coalesce((select json_agg(json_build_object(
  'slug', s.slug, 'created_at', s.created_at, 'updated_at', s.updated_at)
  order by s.created_at, s.id) from order_statuses s where s.order_id = "orders"."id"), '[]'::json)`

export const previewJson = sql<PreviewJson[]>`coalesce((select json_agg(json_build_object(
  'product_id', i.product_id, 'product_title', i.product_title,
  'variant_title', i.variant_title, 'image', i.image, 'qty', i.qty) order by i.sequence)
  from order_items i where i.order_id = "orders"."id"), '[]'::json)`

// flags the list needs to offer review / refund without loading every line
export const reviewable = sql<boolean>`exists (select 1 from order_items i
  where i.order_id = "orders"."id" and not i.is_gift and i.variant_id is not null
  and not ${reviewed})`
export const refundable = sql<boolean>`exists (select 1 from order_items i
  where i.order_id = "orders"."id" and not i.is_gift and i.qty - i.refunded_qty - ${heldQty} > 0)`

/** The order of spec §3 from its row, items and statuses. */
export function toOrder(row: OrderRow, items: ItemJson[], statuses: StatusJson[]): Order {
  return {
    _id: row.id,
    reference: row.reference,
    store_id: row.storeId,
    current_status: row.status,
    statuses: statuses.map((s) => ({
      slug: s.slug,
      created_at: new Date(s.created_at).toISOString(),
      updated_at: new Date(s.updated_at).toISOString(),
    })),
    payment_status: row.paymentStatus,
    payment_method: row.paymentMethod,
    items: items.map((i) => ({
      _id: i.id,
      product_variant_id: i.variant_id,
      product_id: i.product_id,
      sku: i.sku,
      product_title: i.product_title,
      product_variant_title: i.variant_title,
      image: i.image ? imageUrl(i.image) : null,
      qty: i.qty,
      original_price_per_unit: i.original_price_per_unit,
      discounted_price_per_unit: i.discounted_price_per_unit,
      original_subtotal_price: i.original_subtotal_price,
      subtotal_price: i.subtotal_price,
      global_discount: i.global_discount,
      point_per_unit: i.points_per_unit,
      subtotal_point: i.subtotal_points,
      is_gift: i.is_gift,
    })),
    calculations: {
      currency: 'HKD',
      price: { subtotal: row.subtotal, total: row.total },
      price_discount: { local: row.discountLocal, global: row.discountGlobal },
      point: { subtotal: row.pointsTotal, total: row.pointsTotal },
      shipping_fee: row.shippingFee,
      carrying_fee: row.carryingFee,
    },
    voucher_code: row.voucherCode,
    delivery: {
      ...row.delivery,
      address: row.deliveryAddress ?? null,
      slot:
        row.deliveryDate && row.deliverySlot
          ? slotOf({ date: row.deliveryDate, slot: row.deliverySlot })
          : null,
    },
    recipient: row.recipient,
    checkout: {
      offline: { image: row.paymentProof?.image ?? null },
      payment_expires_at: row.paymentExpiresAt?.toISOString() ?? null,
    },
    terms_accepted_at: row.termsAcceptedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }
}
