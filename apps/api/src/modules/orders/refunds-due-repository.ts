import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { refundsDue } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type RefundDueRow = typeof refundsDue.$inferSelect

/** Inserts one refund due per payment session; the id of the row, new or already there. */
async function insertOnce(
  tx: Tx,
  values: typeof refundsDue.$inferInsert,
): Promise<{ id: string; created: boolean }> {
  const [created] = await tx
    .insert(refundsDue)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: refundsDue.id })
  if (created) return { id: created.id, created: true }
  const [existing] = await tx
    .select({ id: refundsDue.id })
    .from(refundsDue)
    .where(eq(refundsDue.paymentSessionId, values.paymentSessionId))
  if (!existing) throw new Error('refund due vanished')
  return { id: existing.id, created: false }
}

/** Payments captured for released orders (issue 13) or paid twice for an installment, owed back. */
export const refundsDueRepository = {
  /** Records one per payment session; the id of the row, new or already there. */
  record(tx: Tx, values: { orderId: string; paymentSessionId: string; amount: string }) {
    return insertOnce(tx, { ...values, reason: 'paid_after_release' })
  },

  /**
   * A second capture for a project installment (ADR 038), in the webhook's transaction under the
   * project and installment locks; one per payment session like an order's.
   */
  recordForInstallment(
    tx: Tx,
    values: { projectId: string; installmentId: string; paymentSessionId: string; amount: string },
  ) {
    return insertOnce(tx, { ...values, reason: 'installment_paid_twice' })
  },

  async find(db: Tx, id: string): Promise<RefundDueRow | undefined> {
    const [row] = await db.select().from(refundsDue).where(eq(refundsDue.id, id))
    return row
  },

  /** Claims a refund due for one provider attempt; undefined when settled or taken by another. */
  async claim(tx: Tx, id: string): Promise<RefundDueRow | undefined> {
    const [row] = await tx
      .select()
      .from(refundsDue)
      .where(and(eq(refundsDue.id, id), ne(refundsDue.status, 'refunded')))
      .for('update', { skipLocked: true })
    return row
  },

  async settle(tx: Tx, id: string, outcome: { providerRef: string } | { error: string }) {
    const result =
      'providerRef' in outcome
        ? { status: 'refunded' as const, providerRef: outcome.providerRef, lastError: null }
        : { status: 'failed' as const, lastError: outcome.error.slice(0, 500) }
    await tx
      .update(refundsDue)
      .set({ ...result, attempts: sql`${refundsDue.attempts} + 1`, updatedAt: new Date() })
      .where(eq(refundsDue.id, id))
  },

  /** Not yet refunded, oldest first: for the staff list and the retry sweep. */
  async open(db: Tx, limit = 100): Promise<RefundDueRow[]> {
    return db
      .select()
      .from(refundsDue)
      .where(ne(refundsDue.status, 'refunded'))
      .orderBy(asc(refundsDue.createdAt))
      .limit(limit)
  },

  async ofOrder(db: Tx, orderId: string): Promise<RefundDueRow[]> {
    return db
      .select()
      .from(refundsDue)
      .where(eq(refundsDue.orderId, orderId))
      .orderBy(asc(refundsDue.createdAt))
  },
}

/** The audit entity a refund due belongs to: its order, or its project (ADR 038). */
export const refundDueEntity = (row: RefundDueRow) =>
  row.orderId
    ? { entityType: 'order', entityId: row.orderId }
    : { entityType: 'project', entityId: row.projectId as string }
