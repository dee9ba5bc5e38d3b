import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm'
import { creditCards, paymentEvents, paymentSessions } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import type { CardDetails, SessionRow } from './provider.ts'

type SessionStatus = SessionRow['status']

/** SQL of payment sessions, webhook events and saved cards. */
export const paymentsRepository = {
  async insertSession(tx: Tx, values: typeof paymentSessions.$inferInsert): Promise<string> {
    const [row] = await tx
      .insert(paymentSessions)
      .values(values)
      .returning({ id: paymentSessions.id })
    if (!row) throw new Error('payment session not created')
    return row.id
  },

  async session(db: Tx, id: string, provider?: string): Promise<SessionRow | undefined> {
    const [row] = await db
      .select()
      .from(paymentSessions)
      .where(
        and(
          eq(paymentSessions.id, id),
          provider ? eq(paymentSessions.provider, provider) : undefined,
        ),
      )
    return row
  },

  /** The session row `for update` (after its order's row: lib/locks.ts). */
  async lockSession(tx: Tx, id: string): Promise<SessionRow | undefined> {
    const [row] = await tx
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, id))
      .for('update')
    return row
  },

  async setStatus(tx: Tx, id: string, status: SessionStatus) {
    await tx.update(paymentSessions).set({ status }).where(eq(paymentSessions.id, id))
  },

  /** Closes the open sessions of an order and answers them (their provider pages close after). */
  async closeOpenOfOrder(tx: Tx, orderId: string, status: SessionStatus): Promise<SessionRow[]> {
    const open = await tx
      .select()
      .from(paymentSessions)
      .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'open')))
      .orderBy(asc(paymentSessions.id))
      .for('update')
    if (open.length) {
      await tx
        .update(paymentSessions)
        .set({ status })
        .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'open')))
    }
    return open
  },

  /** The open session of an installment, locked (at most one: a partial unique index). */
  async lockOpenOfInstallment(tx: Tx, installmentId: string): Promise<SessionRow | undefined> {
    const [row] = await tx
      .select()
      .from(paymentSessions)
      .where(
        and(eq(paymentSessions.installmentId, installmentId), eq(paymentSessions.status, 'open')),
      )
      .for('update')
    return row
  },

  async latestOfOrder(db: Tx, orderId: string, status?: SessionStatus) {
    const [row] = await db
      .select()
      .from(paymentSessions)
      .where(
        and(
          eq(paymentSessions.orderId, orderId),
          eq(paymentSessions.kind, 'PAYMENT'),
          status ? eq(paymentSessions.status, status) : undefined,
        ),
      )
      .orderBy(desc(paymentSessions.createdAt))
      .limit(1)
    return row
  },

  /** Stores the provider page of a session; two tabs opening at once: the first URL wins. */
  async setPage(db: Tx, id: string, page: { url: string; providerRef: string }) {
    const [stored] = await db
      .update(paymentSessions)
      .set(page)
      .where(and(eq(paymentSessions.id, id), eq(paymentSessions.url, '')))
      .returning({ url: paymentSessions.url })
    if (stored) return stored.url
    const [again] = await db
      .select({ url: paymentSessions.url })
      .from(paymentSessions)
      .where(eq(paymentSessions.id, id))
    return again?.url || page.url
  },

  /** Claims a webhook event id; false when it was applied before (a redelivery). */
  async claimEvent(tx: Tx, event: { id: string; provider: string; type: string }) {
    const [claimed] = await tx
      .insert(paymentEvents)
      .values(event)
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id })
    return Boolean(claimed)
  },

  // ---- saved cards ----

  async cards(db: Tx, accountId: string, paging: { page: number; perPage: number }) {
    const where = eq(creditCards.accountId, accountId)
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(creditCards)
        .where(where)
        .orderBy(desc(creditCards.isDefault), asc(creditCards.createdAt), asc(creditCards.id))
        .limit(paging.perPage)
        .offset((paging.page - 1) * paging.perPage),
      db.select({ n: count() }).from(creditCards).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  async card(db: Tx, cardId: string, accountId?: string, lock = false) {
    const query = db
      .select()
      .from(creditCards)
      .where(
        and(
          eq(creditCards.id, cardId),
          accountId ? eq(creditCards.accountId, accountId) : undefined,
        ),
      )
    const [row] = lock ? await query.for('update') : await query
    return row
  },

  async insertCard(tx: Tx, accountId: string, provider: string, card: CardDetails) {
    const [existing] = await tx
      .select({ n: count() })
      .from(creditCards)
      .where(eq(creditCards.accountId, accountId))
    await tx.insert(creditCards).values({
      accountId,
      provider,
      ...card,
      // the first card becomes the default
      isDefault: (existing?.n ?? 0) === 0,
    })
  },

  async setDefaultCard(tx: Tx, accountId: string, cardId: string) {
    await tx
      .update(creditCards)
      .set({ isDefault: false })
      .where(and(eq(creditCards.accountId, accountId), ne(creditCards.id, cardId)))
    await tx.update(creditCards).set({ isDefault: true }).where(eq(creditCards.id, cardId))
  },

  /** Deletes a card; the newest remaining card takes over as default when it was the default. */
  async deleteCard(tx: Tx, accountId: string, cardId: string, wasDefault: boolean) {
    await tx.delete(creditCards).where(eq(creditCards.id, cardId))
    if (!wasDefault) return
    await tx
      .update(creditCards)
      .set({ isDefault: true })
      .where(
        eq(
          creditCards.id,
          sql`(select id from credit_cards where account_id = ${accountId}
            order by created_at desc, id limit 1)`,
        ),
      )
  },
}
