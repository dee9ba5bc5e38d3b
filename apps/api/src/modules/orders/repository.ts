import type { Order, OrderTimelineSlug } from '@shop/contract'
import { OFFLINE_PAYMENT_METHODS } from '@shop/contract'
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { type OrderStatus, orderItems, orderStatuses, orders } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { partSearch } from '#api/lib/part-search.ts'
import {
  itemsJson,
  type MoneyBackJson,
  moneyBackJson,
  type OrderRow,
  previewJson,
  refundable,
  reviewable,
  statusesJson,
  toOrder,
} from './order-json.ts'

export type ListFilter = {
  accountId?: string
  storeId?: string
  offline?: boolean
  status?: OrderRow['status']
  refundStatus?: NonNullable<OrderRow['refundStatus']>
  paymentMethod?: OrderRow['paymentMethod']
  paymentStatus?: OrderRow['paymentStatus']
  /** Created at or after / before (the back office's Hong Kong day range). */
  createdFrom?: Date
  createdBefore?: Date
  /** Part of a reference, a name, an e-mail or a phone number (`partSearch`). */
  search?: string
  page: number
  perPage: number
}
export type OrderInsert = typeof orders.$inferInsert
export type OrderItemInsert = typeof orderItems.$inferInsert

/**
 * The SQL of orders, their lines and their timeline: the only place that reads or writes these
 * tables (after-sales rows are in after-sales-repository.ts). Writers take the caller's
 * transaction; locks are taken through the lifecycle's LockScope (lib/locks.ts).
 */
export const ordersRepository = {
  /** One order with its lines (after-sales fields) and statuses, in one statement. */
  async details(db: Tx, orderId: string, accountId?: string, extra?: SQL) {
    const [row] = await db
      .select({ order: orders, items: itemsJson, statuses: statusesJson, money: moneyBackJson })
      .from(orders)
      .where(
        and(eq(orders.id, orderId), accountId ? eq(orders.accountId, accountId) : undefined, extra),
      )
    return row
  },

  /** The order as checkout answers it. */
  async find(db: Tx, orderId: string, accountId?: string): Promise<Order | null> {
    const row = await this.details(db, orderId, accountId)
    return row ? toOrder(row.order, row.items, row.statuses) : null
  },

  /** A guest's order: found only with the e-mail or phone written on it (spec §5). */
  async detailsForContact(db: Tx, orderId: string, contact: { email?: string; phone?: string }) {
    const { email, phone } = contact
    return this.details(
      db,
      orderId,
      undefined,
      and(
        email
          ? or(
              sql`lower(${orders.contactEmail}) = ${email}`,
              sql`lower(${orders.recipient}->>'email') = ${email}`,
            )
          : undefined,
        phone
          ? or(eq(orders.contactPhone, phone), sql`${orders.recipient}->>'phone' = ${phone}`)
          : undefined,
      ),
    )
  },

  /** What a payment provider's page shows of an order. */
  async paymentFacts(db: Tx, orderId: string) {
    const [row] = await db
      .select({
        reference: orders.reference,
        email: orders.contactEmail,
        paymentMethod: orders.paymentMethod,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
    return row ?? null
  },

  async idByReference(db: Tx, reference: string): Promise<string | undefined> {
    const [found] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.reference, reference))
    return found?.id
  },

  /** A page of orders, newest first, with the total in the same statement. */
  async list(db: Tx, filter: ListFilter) {
    const conditions: (SQL | undefined)[] = [
      filter.accountId ? eq(orders.accountId, filter.accountId) : undefined,
      filter.storeId ? eq(orders.storeId, filter.storeId) : undefined,
      filter.offline ? inArray(orders.paymentMethod, [...OFFLINE_PAYMENT_METHODS]) : undefined,
      filter.status ? eq(orders.status, filter.status) : undefined,
      filter.refundStatus ? eq(orders.refundStatus, filter.refundStatus) : undefined,
      filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod) : undefined,
      filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
      filter.createdFrom ? gte(orders.createdAt, filter.createdFrom) : undefined,
      filter.createdBefore ? lt(orders.createdAt, filter.createdBefore) : undefined,
      filter.search ? partSearch(orders.searchText, filter.search) : undefined,
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

  /** The order row `for update`, scoped to its owner unless `accountId` is null (staff). */
  async lock(tx: Tx, orderId: string, accountId: string | null): Promise<OrderRow | undefined> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), accountId ? eq(orders.accountId, accountId) : undefined))
      .for('update')
    return row
  },

  /** What came back of the order's money (refunds approved, refunds due and settled). */
  async moneyBack(db: Tx, orderId: string): Promise<MoneyBackJson> {
    const [row] = await db
      .select({ money: moneyBackJson })
      .from(orders)
      .where(eq(orders.id, orderId))
    if (!row) throw new Error('order vanished')
    return row.money
  },

  async insert(tx: Tx, order: OrderInsert, items: OrderItemInsert[]) {
    await tx.insert(orders).values(order)
    if (items.length) await tx.insert(orderItems).values(items)
  },

  async update(tx: Tx, orderId: string, values: Partial<OrderInsert>) {
    await tx
      .update(orders)
      .set({ updatedAt: new Date(), ...values })
      .where(eq(orders.id, orderId))
  },

  /** Appends a status entry and makes it the current one (spec §4 statuses). */
  async setStatus(
    tx: Tx,
    orderId: string,
    slug: OrderStatus,
    note = '',
    extra: Partial<OrderInsert> = {},
  ) {
    const now = new Date()
    await this.update(tx, orderId, { status: slug, updatedAt: now, ...extra })
    await tx.insert(orderStatuses).values({ orderId, slug, note, createdAt: now, updatedAt: now })
  },

  /**
   * An event on the timeline without changing the current status (after-sales, late payment).
   * The slug is one the storefront has a label for (issue 30: no raw key on the timeline).
   */
  async appendEvent(tx: Tx, orderId: string, slug: OrderTimelineSlug, note = '') {
    const now = new Date()
    await tx.insert(orderStatuses).values({ orderId, slug, note, createdAt: now, updatedAt: now })
  },

  /** Adds refunded quantities to lines (approved refund). */
  async addRefunded(tx: Tx, lines: { orderItemId: string; qty: number }[]) {
    for (const line of lines) {
      await tx
        .update(orderItems)
        .set({ refundedQty: sql`${orderItems.refundedQty} + ${line.qty}` })
        .where(eq(orderItems.id, line.orderItemId))
    }
  },

  /** Unpaid online orders whose payment window has passed. */
  async expired(db: Tx, now: Date, limit = 100, onlyOrderId?: string): Promise<string[]> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.paymentStatus, 'unpaid'),
          isNull(orders.releasedAt),
          lt(orders.paymentExpiresAt, now),
          onlyOrderId ? eq(orders.id, onlyOrderId) : undefined,
        ),
      )
      .orderBy(asc(orders.paymentExpiresAt))
      .limit(limit)
    return rows.map((r) => r.id)
  },
}
