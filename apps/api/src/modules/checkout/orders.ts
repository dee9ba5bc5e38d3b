import { randomInt } from 'node:crypto'
import type { LocalizedText, Order } from '@shop/contract'
import { imageUrl } from '@shop/contract'
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm'
import {
  cartItems,
  type OrderStatus,
  orderItems,
  orderStatuses,
  orders,
  paymentSessions,
  productVariants,
  voucherRedemptions,
  vouchers,
} from '../../db/schema/index.ts'
import type { Tx } from '../identity/repository.ts'
import { pointsLedger } from '../membership/ledger.ts'

export type OrderRow = typeof orders.$inferSelect
export type ItemJson = {
  id: string
  variant_id: string | null
  product_id: string | null
  sku: string
  product_title: LocalizedText
  variant_title: LocalizedText
  image: string | null
  qty: number
  original_price_per_unit: string | number
  discounted_price_per_unit: string | number
  original_subtotal_price: string | number
  subtotal_price: string | number
  global_discount: string | number
  points_per_unit: number
  subtotal_points: number
  is_gift: boolean
}
export type StatusJson = { slug: string; created_at: string; updated_at: string }

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** A reference people can read out on the phone: MH-250101-7KQ4XZ (the id stays a UUID). */
export function newReference(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll('-', '')
  const tail = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  return `MH-${date}-${tail}`
}

// numeric columns come back as strings from json_agg only when cast; keep two places
const money = (v: string | number) => (typeof v === 'number' ? v.toFixed(2) : v)

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
      original_price_per_unit: money(i.original_price_per_unit),
      discounted_price_per_unit: money(i.discounted_price_per_unit),
      original_subtotal_price: money(i.original_subtotal_price),
      subtotal_price: money(i.subtotal_price),
      global_discount: money(i.global_discount),
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
    },
    voucher_code: row.voucherCode,
    delivery: row.delivery,
    recipient: row.recipient,
    checkout: {
      offline: { image: row.paymentProof?.image ?? null },
      payment_expires_at: row.paymentExpiresAt?.toISOString() ?? null,
    },
    created_at: row.createdAt.toISOString(),
  }
}

const itemsJson = sql<ItemJson[]>`coalesce((select json_agg(json_build_object('id', i.id,
  'variant_id', i.variant_id, 'product_id', i.product_id, 'sku', i.sku,
  'product_title', i.product_title, 'variant_title', i.variant_title, 'image', i.image,
  'qty', i.qty, 'original_price_per_unit', i.original_price_per_unit::text,
  'discounted_price_per_unit', i.discounted_price_per_unit::text,
  'original_subtotal_price', i.original_subtotal_price::text,
  'subtotal_price', i.subtotal_price::text, 'global_discount', i.global_discount::text,
  'points_per_unit', i.points_per_unit, 'subtotal_points', i.subtotal_points,
  'is_gift', i.is_gift) order by i.sequence) from order_items i
  where i.order_id = "orders"."id"), '[]'::json)`
const statusesJson = sql<StatusJson[]>`coalesce((select json_agg(json_build_object('slug', s.slug,
  'created_at', s.created_at, 'updated_at', s.updated_at) order by s.created_at, s.id)
  from order_statuses s where s.order_id = "orders"."id"), '[]'::json)`

export const orderRepository = {
  /** One order with its items and statuses in one statement; `accountId` scopes it to its owner. */
  async find(db: Tx, orderId: string, accountId?: string): Promise<Order | null> {
    const [row] = await db
      .select({ order: orders, items: itemsJson, statuses: statusesJson })
      .from(orders)
      .where(and(eq(orders.id, orderId), accountId ? eq(orders.accountId, accountId) : undefined))
    return row ? toOrder(row.order, row.items, row.statuses) : null
  },

  async lock(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
    return row
  },

  /** Appends a status entry and makes it the current one (spec §4 statuses). */
  async setStatus(tx: Tx, orderId: string, slug: OrderStatus, note = '', extra = {}) {
    const now = new Date()
    await tx
      .update(orders)
      .set({ status: slug, updatedAt: now, ...extra })
      .where(eq(orders.id, orderId))
    await tx.insert(orderStatuses).values({ orderId, slug, note, createdAt: now, updatedAt: now })
  },

  /**
   * Gives back what an unpaid order holds (stock, voucher use, points) and cancels it. Runs in
   * the caller's transaction; false when the order was paid or already released. Issue 7's
   * customer cancel and staff rejections call this too.
   */
  async release(tx: Tx, orderId: string, note: string): Promise<boolean> {
    const order = await this.lock(tx, orderId)
    if (!order || order.releasedAt || order.paymentStatus !== 'unpaid') return false
    const items = await tx
      .select({ variantId: orderItems.variantId, qty: orderItems.qty })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
    const byVariant = new Map<string, number>()
    for (const item of items) {
      if (item.variantId)
        byVariant.set(item.variantId, (byVariant.get(item.variantId) ?? 0) + item.qty)
    }
    const ids = [...byVariant.keys()].sort()
    if (ids.length) {
      // same lock order as checkout: variants by id
      await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(inArray(productVariants.id, ids))
        .orderBy(asc(productVariants.id))
        .for('update')
      for (const id of ids) {
        await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} + ${byVariant.get(id) ?? 0}` })
          .where(eq(productVariants.id, id))
      }
    }
    if (order.voucherId) {
      await tx
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(eq(vouchers.id, order.voucherId))
        .for('update')
      const removed = await tx
        .delete(voucherRedemptions)
        .where(eq(voucherRedemptions.orderId, orderId))
        .returning({ id: voucherRedemptions.id })
      if (removed.length) {
        await tx
          .update(vouchers)
          .set({ usedCount: sql`greatest(${vouchers.usedCount} - 1, 0)` })
          .where(eq(vouchers.id, order.voucherId))
      }
    }
    for (const held of await pointsLedger.heldByOrder(tx, orderId)) {
      if (held.points > 0) {
        await pointsLedger.credit(tx, held.accountId, held.points, {
          reason: 'ORDER_RELEASE',
          orderId,
          note,
        })
      }
    }
    await tx
      .update(paymentSessions)
      .set({ status: 'cancelled' })
      .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'open')))
    await this.setStatus(tx, orderId, 'cancelled', note, { releasedAt: new Date() })
    return true
  },

  /**
   * Puts the lines of a released order back in its owner's cart (added to what is there), so a
   * shopper who cancelled or was declined on the payment page finds the cart as it was. Gifts
   * are not lines a shopper added; they come back by themselves when the cart earns them.
   */
  async returnToCart(tx: Tx, orderId: string): Promise<void> {
    const [order] = await tx
      .select({ accountId: orders.accountId, storeId: orders.storeId })
      .from(orders)
      .where(eq(orders.id, orderId))
    if (!order?.accountId) return
    const items = await tx
      .select({
        variantId: orderItems.variantId,
        qty: orderItems.qty,
        points: orderItems.pointsPerUnit,
      })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.isGift, false)))
    const lines = items.flatMap((item) =>
      item.variantId
        ? [
            {
              accountId: order.accountId as string,
              storeId: order.storeId,
              variantId: item.variantId,
              qty: item.qty,
              usePoints: item.points > 0,
            },
          ]
        : [],
    )
    if (!lines.length) return
    await tx
      .insert(cartItems)
      .values(lines)
      .onConflictDoUpdate({
        target: [cartItems.accountId, cartItems.storeId, cartItems.variantId],
        set: { qty: sql`${cartItems.qty} + excluded.qty`, updatedAt: new Date() },
      })
  },

  /** Unpaid online orders whose payment window has passed. */
  async expired(db: Tx, now: Date, limit = 100): Promise<string[]> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.paymentStatus, 'unpaid'),
          isNull(orders.releasedAt),
          lt(orders.paymentExpiresAt, now),
        ),
      )
      .orderBy(asc(orders.paymentExpiresAt))
      .limit(limit)
    return rows.map((r) => r.id)
  },
}
