import { and, desc, eq, gt, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm'
import { auditLog, staffInvitations, staffMembers, staffSessions } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type StaffRow = typeof staffMembers.$inferSelect
export type AuditRow = typeof auditLog.$inferSelect

/** Every query of the back office's own tables: members, sessions, invitations, audit log. */
export const staffRepository = {
  async byEmail(db: Tx, email: string): Promise<StaffRow | null> {
    const [row] = await db
      .select()
      .from(staffMembers)
      .where(sql`lower(${staffMembers.email}) = ${email.toLowerCase()}`)
    return row ?? null
  },

  async byId(db: Tx, id: string): Promise<StaffRow | null> {
    const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id))
    return row ?? null
  },

  /** The member row locked for a change (role, disable, password). */
  async lock(db: Tx, id: string): Promise<StaffRow | null> {
    const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update')
    return row ?? null
  },

  /**
   * Several member rows locked in id order (docs/architecture.md, lock order): a change of one
   * member by another holds both before its audit row, whose key check needs the actor's row.
   */
  async lockInOrder(db: Tx, ids: string[]): Promise<StaffRow[]> {
    return db
      .select()
      .from(staffMembers)
      .where(inArray(staffMembers.id, [...new Set(ids)]))
      .orderBy(staffMembers.id)
      .for('update')
  },

  async all(db: Tx): Promise<(StaffRow & { invitationPending: boolean })[]> {
    const rows = await db.select().from(staffMembers).orderBy(staffMembers.createdAt)
    return rows.map((r) => ({ ...r, invitationPending: r.passwordHash === null }))
  },

  async insert(db: Tx, values: typeof staffMembers.$inferInsert): Promise<StaffRow> {
    const [row] = await db.insert(staffMembers).values(values).returning()
    if (!row) throw new Error('staff member not inserted')
    return row
  },

  async update(db: Tx, id: string, values: Partial<typeof staffMembers.$inferInsert>) {
    const [row] = await db
      .update(staffMembers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(staffMembers.id, id))
      .returning()
    if (!row) throw new Error('staff member vanished')
    return row
  },

  /** Uses a TOTP time step once: false when this step (or a later one) was already used. */
  async useTotpStep(db: Tx, id: string, step: number): Promise<boolean> {
    const rows = await db
      .update(staffMembers)
      .set({ totpLastStep: String(step) })
      .where(
        and(
          eq(staffMembers.id, id),
          sql`coalesce(${staffMembers.totpLastStep}::bigint, -1) < ${step}`,
        ),
      )
      .returning({ id: staffMembers.id })
    return rows.length === 1
  },

  async insertSession(db: Tx, values: typeof staffSessions.$inferInsert) {
    await db.insert(staffSessions).values(values)
  },

  /** The live session of a token hash, with its member. */
  async session(db: Tx, tokenHash: string, now: Date) {
    const [row] = await db
      .select({ session: staffSessions, member: staffMembers })
      .from(staffSessions)
      .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.tokenHash, tokenHash),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, now),
        ),
      )
    return row ?? null
  },

  async revokeSession(db: Tx, tokenHash: string) {
    await db
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)))
  },

  /** Ends every session of a member; answers how many were live. */
  async revokeAllSessions(db: Tx, staffId: string): Promise<number> {
    const rows = await db
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, new Date()),
        ),
      )
      .returning({ id: staffSessions.id })
    return rows.length
  },

  async insertInvitation(db: Tx, values: typeof staffInvitations.$inferInsert) {
    // a fresh invitation replaces any earlier one still open
    await db
      .update(staffInvitations)
      .set({ expiresAt: new Date() })
      .where(and(eq(staffInvitations.staffId, values.staffId), isNull(staffInvitations.acceptedAt)))
    await db.insert(staffInvitations).values(values)
  },

  /** An open invitation by token hash (locked when `forUpdate`), with its member. */
  async invitation(db: Tx, tokenHash: string, now: Date, forUpdate = false) {
    const query = db
      .select({ invitation: staffInvitations, member: staffMembers })
      .from(staffInvitations)
      .innerJoin(staffMembers, eq(staffMembers.id, staffInvitations.staffId))
      .where(
        and(
          eq(staffInvitations.tokenHash, tokenHash),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, now),
          isNull(staffMembers.disabledAt),
        ),
      )
    const [row] = forUpdate ? await query.for('update', { of: staffInvitations }) : await query
    return row ?? null
  },

  async acceptInvitation(db: Tx, id: string) {
    await db
      .update(staffInvitations)
      .set({ acceptedAt: new Date() })
      .where(eq(staffInvitations.id, id))
  },

  async insertAudit(db: Tx, values: typeof auditLog.$inferInsert) {
    await db.insert(auditLog).values(values)
  },

  async audit(
    db: Tx,
    filter: {
      staffId?: string
      entityType?: string
      entityId?: string
      action?: string
      from?: Date
      to?: Date
      limit: number
      offset: number
    },
  ) {
    const where: SQL[] = []
    if (filter.staffId) where.push(eq(auditLog.staffId, filter.staffId))
    if (filter.entityType) where.push(eq(auditLog.entityType, filter.entityType))
    if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId))
    if (filter.action) where.push(eq(auditLog.action, filter.action))
    if (filter.from) where.push(gte(auditLog.createdAt, filter.from))
    if (filter.to) where.push(lt(auditLog.createdAt, filter.to))
    const condition = where.length ? and(...where) : undefined
    const [rows, [count]] = await Promise.all([
      db
        .select({
          entry: auditLog,
          staff: { id: staffMembers.id, name: staffMembers.name, email: staffMembers.email },
        })
        .from(auditLog)
        .innerJoin(staffMembers, eq(staffMembers.id, auditLog.staffId))
        .where(condition)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(filter.limit)
        .offset(filter.offset),
      db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(condition),
    ])
    return { rows, total: count?.total ?? 0 }
  },
}
