import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm'
import { designers, openingHours, showrooms, studioClosures } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type ClosureRow = typeof studioClosures.$inferSelect
export type HoursRow = typeof openingHours.$inferSelect
type Owner = { showroomId: string } | { designerId: string }

const ownerColumn = (owner: Owner) =>
  'showroomId' in owner
    ? eq(openingHours.showroomId, owner.showroomId)
    : eq(openingHours.designerId, owner.designerId)

/** SQL of the studio's weekly hours and closures for the back office (issue 17). */
export const adminStudioRepository = {
  showrooms(db: Tx) {
    return db
      .select()
      .from(showrooms)
      .where(eq(showrooms.isActive, true))
      .orderBy(asc(showrooms.code))
  },

  designers(db: Tx) {
    return db
      .select()
      .from(designers)
      .where(eq(designers.isActive, true))
      .orderBy(asc(designers.code))
  },

  /** Every weekly span of showrooms or designers (a few hundred rows at most). */
  hours(db: Tx, showroomIds: string[], designerIds: string[]) {
    return Promise.all([
      showroomIds.length
        ? db.select().from(openingHours).where(inArray(openingHours.showroomId, showroomIds))
        : [],
      designerIds.length
        ? db.select().from(openingHours).where(inArray(openingHours.designerId, designerIds))
        : [],
    ]).then(([a, b]) => [...a, ...b])
  },

  /** The showroom or designer row locked, so two weekly saves of one owner run one by one. */
  async lockOwner(tx: Tx, owner: Owner) {
    const [row] =
      'showroomId' in owner
        ? await tx
            .select({ id: showrooms.id })
            .from(showrooms)
            .where(eq(showrooms.id, owner.showroomId))
            .for('update')
        : await tx
            .select({ id: designers.id })
            .from(designers)
            .where(eq(designers.id, owner.designerId))
            .for('update')
    return row
  },

  ownerHours(tx: Tx, owner: Owner) {
    return tx
      .select()
      .from(openingHours)
      .where(ownerColumn(owner))
      .orderBy(asc(openingHours.weekday), asc(openingHours.opensAt))
  },

  async replaceHours(
    tx: Tx,
    owner: Owner,
    spans: { weekday: number; opensAt: string; closesAt: string }[],
  ) {
    await tx.delete(openingHours).where(ownerColumn(owner))
    if (!spans.length) return
    const ids =
      'showroomId' in owner
        ? { showroomId: owner.showroomId, designerId: null }
        : { showroomId: null, designerId: owner.designerId }
    await tx.insert(openingHours).values(spans.map((s) => ({ ...ids, ...s })))
  },

  /** Closures touching [from, to] (Hong Kong dates), earliest first. */
  closures(db: Tx, from: string, to: string) {
    return db
      .select()
      .from(studioClosures)
      .where(and(lte(studioClosures.startsOn, to), gte(studioClosures.endsOn, from)))
      .orderBy(asc(studioClosures.startsOn), asc(studioClosures.createdAt))
  },

  async insertClosure(tx: Tx, row: typeof studioClosures.$inferInsert): Promise<ClosureRow> {
    const [created] = await tx.insert(studioClosures).values(row).returning()
    if (!created) throw new Error('closure not written')
    return created
  },

  async deleteClosure(tx: Tx, id: string): Promise<ClosureRow | undefined> {
    const [gone] = await tx.delete(studioClosures).where(eq(studioClosures.id, id)).returning()
    return gone
  },
}
