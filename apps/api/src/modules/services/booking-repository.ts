import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm'
import {
  bookingSlots,
  bookings,
  designers,
  orders,
  products,
  showrooms,
} from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type BookingRow = typeof bookings.$inferSelect
export type BookingInsert = typeof bookings.$inferInsert

/** A unique index refused the row: PostgreSQL and PGlite both answer SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

/** Bookings and the slots they hold (issue 17). */
export const bookingRepository = {
  async insert(tx: Tx, row: BookingInsert): Promise<BookingRow> {
    const [created] = await tx.insert(bookings).values(row).returning()
    if (!created) throw new Error('booking not written')
    return created
  },

  /** Holds the units; throws the database's unique violation when one is taken. */
  async hold(tx: Tx, bookingId: string, designerId: string, units: Date[]) {
    await tx
      .insert(bookingSlots)
      .values(units.map((slotStart) => ({ bookingId, designerId, slotStart })))
  },

  async free(tx: Tx, bookingId: string) {
    await tx.delete(bookingSlots).where(eq(bookingSlots.bookingId, bookingId))
  },

  async update(tx: Tx, id: string, values: Partial<BookingInsert>) {
    await tx
      .update(bookings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(bookings.id, id))
  },

  /** Whether an order is a consultation's deposit (its e-mails are the booking's own). */
  async isBookingOrder(db: Tx, orderId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.orderId, orderId))
      .limit(1)
    return Boolean(row)
  },

  /** The booking of an order, locked (the order row is locked by the caller first). */
  async lockByOrder(tx: Tx, orderId: string) {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.orderId, orderId))
      .for('update')
    return row
  },

  async orderOf(db: Tx, bookingId: string) {
    const [row] = await db
      .select({ orderId: bookings.orderId, accountId: bookings.accountId })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
    return row
  },

  /**
   * Bookings with what their pages show: order, product, designer, showroom. A time range
   * (`from`, `to`) answers the staff calendar in time order; a showroom there means its
   * showroom bookings and every booking of the designers based there.
   */
  async view(
    db: Tx,
    where: {
      id?: string
      orderId?: string
      accountId?: string
      from?: Date
      to?: Date
      showroomId?: string
      designerId?: string
    },
  ) {
    const conditions = [
      where.id ? eq(bookings.id, where.id) : undefined,
      where.orderId ? eq(bookings.orderId, where.orderId) : undefined,
      where.accountId ? eq(bookings.accountId, where.accountId) : undefined,
      where.from ? gte(bookings.startsAt, where.from) : undefined,
      where.to ? lt(bookings.startsAt, where.to) : undefined,
      where.designerId ? eq(bookings.designerId, where.designerId) : undefined,
      where.showroomId
        ? or(eq(bookings.showroomId, where.showroomId), eq(designers.showroomId, where.showroomId))
        : undefined,
    ].filter((c) => c !== undefined)
    return db
      .select({
        booking: bookings,
        order: {
          id: orders.id,
          reference: orders.reference,
          total: orders.total,
          paymentStatus: orders.paymentStatus,
          contactEmail: orders.contactEmail,
          contactPhone: orders.contactPhone,
          recipient: orders.recipient,
        },
        productTitle: products.title,
        designer: { id: designers.id, name: designers.name, title: designers.title },
        showroom: showrooms,
      })
      .from(bookings)
      .innerJoin(orders, eq(orders.id, bookings.orderId))
      .innerJoin(products, eq(products.id, bookings.productId))
      .innerJoin(designers, eq(designers.id, bookings.designerId))
      .leftJoin(showrooms, eq(showrooms.id, bookings.showroomId))
      .where(and(...conditions))
      .orderBy(where.from ? asc(bookings.startsAt) : desc(bookings.startsAt))
  },

  /** Paid bookings starting before `until` that were not reminded; claimed by this process. */
  async claimReminders(tx: Tx, now: Date, until: Date) {
    const due = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(orders, eq(orders.id, bookings.orderId))
      .where(
        and(
          isNull(bookings.remindedAt),
          ne(bookings.status, 'cancelled'),
          gt(bookings.startsAt, now),
          lte(bookings.startsAt, until),
          eq(orders.paymentStatus, 'paid'),
        ),
      )
      .orderBy(asc(bookings.startsAt))
      .limit(100)
      .for('update', { of: bookings, skipLocked: true })
    if (!due.length) return []
    await tx
      .update(bookings)
      .set({ remindedAt: now })
      .where(
        inArray(
          bookings.id,
          due.map((d) => d.id),
        ),
      )
    return due.map((d) => d.id)
  },
}
