import { and, asc, count, eq, gte, inArray, isNotNull } from 'drizzle-orm'
import { bookings, designers, openingHours, showrooms } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type ShowroomRow = typeof showrooms.$inferSelect
export type DesignerRow = typeof designers.$inferSelect

/** Bookings that still hold their slots. */
const ACTIVE = inArray(bookings.status, ['held', 'confirmed'])

/** SQL of showrooms and designers themselves in the back office (ADR 054). */
export const adminShowroomsRepository = {
  showrooms(db: Tx) {
    return db.select().from(showrooms).orderBy(asc(showrooms.code))
  },

  designers(db: Tx) {
    return db.select().from(designers).orderBy(asc(designers.code))
  },

  /** Held or confirmed bookings starting from `now`, per showroom and per designer. */
  async futureBookings(db: Tx, now: Date) {
    const [rooms, team] = await Promise.all([
      db
        .select({ id: bookings.showroomId, n: count() })
        .from(bookings)
        .where(and(ACTIVE, gte(bookings.startsAt, now), isNotNull(bookings.showroomId)))
        .groupBy(bookings.showroomId),
      db
        .select({ id: bookings.designerId, n: count() })
        .from(bookings)
        .where(and(ACTIVE, gte(bookings.startsAt, now)))
        .groupBy(bookings.designerId),
    ])
    return {
      showrooms: new Map(rooms.map((r) => [r.id as string, r.n])),
      designers: new Map(team.map((r) => [r.id, r.n])),
    }
  },

  /** Weekly spans per designer. */
  async hoursCounts(db: Tx) {
    const rows = await db
      .select({ id: openingHours.designerId, n: count() })
      .from(openingHours)
      .where(isNotNull(openingHours.designerId))
      .groupBy(openingHours.designerId)
    return new Map(rows.map((r) => [r.id as string, r.n]))
  },

  async lockShowroom(tx: Tx, id: string) {
    const [row] = await tx.select().from(showrooms).where(eq(showrooms.id, id)).for('update')
    return row
  },

  async lockDesigner(tx: Tx, id: string) {
    const [row] = await tx.select().from(designers).where(eq(designers.id, id)).for('update')
    return row
  },

  async countFuture(tx: Tx, owner: { showroomId: string } | { designerId: string }, now: Date) {
    const where =
      'showroomId' in owner
        ? eq(bookings.showroomId, owner.showroomId)
        : eq(bookings.designerId, owner.designerId)
    const [row] = await tx
      .select({ n: count() })
      .from(bookings)
      .where(and(ACTIVE, gte(bookings.startsAt, now), where))
    return row?.n ?? 0
  },

  async codeTaken(tx: Tx, table: 'showrooms' | 'designers', code: string) {
    const t = table === 'showrooms' ? showrooms : designers
    const [row] = await tx.select({ id: t.id }).from(t).where(eq(t.code, code))
    return Boolean(row)
  },

  async insertShowroom(tx: Tx, row: typeof showrooms.$inferInsert): Promise<ShowroomRow> {
    const [created] = await tx.insert(showrooms).values(row).returning()
    if (!created) throw new Error('showroom not written')
    return created
  },

  async updateShowroom(tx: Tx, id: string, set: Partial<typeof showrooms.$inferInsert>) {
    const [row] = await tx
      .update(showrooms)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(showrooms.id, id))
      .returning()
    return row as ShowroomRow
  },

  async insertDesigner(tx: Tx, row: typeof designers.$inferInsert): Promise<DesignerRow> {
    const [created] = await tx.insert(designers).values(row).returning()
    if (!created) throw new Error('designer not written')
    return created
  },

  async updateDesigner(tx: Tx, id: string, set: Partial<typeof designers.$inferInsert>) {
    const [row] = await tx
      .update(designers)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(designers.id, id))
      .returning()
    return row as DesignerRow
  },

  showroomExists(tx: Tx, id: string) {
    return tx
      .select({ id: showrooms.id, isActive: showrooms.isActive })
      .from(showrooms)
      .where(eq(showrooms.id, id))
      .then((rows) => rows[0])
  },

  /** The active showrooms of a store, as the storefront lists them. */
  activeShowrooms(db: Tx, storeId: string) {
    return db
      .select()
      .from(showrooms)
      .where(and(eq(showrooms.storeId, storeId), eq(showrooms.isActive, true)))
      .orderBy(asc(showrooms.code))
  },
}
