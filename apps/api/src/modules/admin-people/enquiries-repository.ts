import type { EnquiryStatus } from '@shop/contract'
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import { enquiries, enquiryReplies, staffMembers } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { partSearch } from '#api/lib/part-search.ts'

export type EnquiryRow = typeof enquiries.$inferSelect

const enquiryId = sql.raw('"enquiries"."id"')
const listFields = {
  enquiry: enquiries,
  replyCount: sql<number>`(select count(*)::int from enquiry_replies r where r.enquiry_id = ${enquiryId})`,
}

/** The back office's inbox: enquiries and their reply threads (issue 15). */
export const enquiriesRepository = {
  async list(
    db: Tx,
    filter: { status?: EnquiryStatus; search?: string },
    limit: number,
    offset: number,
  ) {
    const where = and(
      filter.status ? eq(enquiries.status, filter.status) : undefined,
      filter.search ? partSearch(enquiries.searchText, filter.search) : undefined,
    )
    const [rows, [total]] = await Promise.all([
      db
        .select(listFields)
        .from(enquiries)
        .where(where)
        .orderBy(desc(enquiries.createdAt), asc(enquiries.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(enquiries).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  async byId(db: Tx, id: string) {
    const [row] = await db.select(listFields).from(enquiries).where(eq(enquiries.id, id))
    return row ?? null
  },

  /** Oldest first, with the name of the staff member who wrote each. */
  replies(db: Tx, id: string) {
    return db
      .select({
        id: enquiryReplies.id,
        body: enquiryReplies.body,
        createdAt: enquiryReplies.createdAt,
        staffId: enquiryReplies.staffId,
        staffName: sql<string>`coalesce(${staffMembers.name}, '')`,
      })
      .from(enquiryReplies)
      .leftJoin(staffMembers, eq(staffMembers.id, enquiryReplies.staffId))
      .where(eq(enquiryReplies.enquiryId, id))
      .orderBy(asc(enquiryReplies.createdAt), asc(enquiryReplies.id))
  },

  async lock(tx: Tx, id: string): Promise<EnquiryRow | null> {
    const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update')
    return row ?? null
  },

  async insertReply(tx: Tx, values: { enquiryId: string; staffId: string; body: string }) {
    const [row] = await tx
      .insert(enquiryReplies)
      .values(values)
      .returning({ id: enquiryReplies.id })
    if (!row) throw new Error('reply not stored')
    return row.id
  },

  async setStatus(tx: Tx, id: string, status: EnquiryStatus) {
    await tx
      .update(enquiries)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(enquiries.id, id)))
  },
}
