import type { AdminNewsletterQuery, Locale, NewsletterStatus } from '@shop/contract'
import { and, count, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '#api/db/client.ts'
import { newsletterSubscriptions as subs } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type SubscriptionRow = typeof subs.$inferSelect

/** How a withdrawal came (the consent record's `unsubscribed_via`). */
export type UnsubscribeVia = 'link' | 'one-click' | 'account'

/** What each status means in the consent record (ADR 063). */
export function statusWhere(status: NewsletterStatus): SQL | undefined {
  if (status === 'UNSUBSCRIBED') return isNotNull(subs.unsubscribedAt)
  if (status === 'CONSENTING') return and(isNotNull(subs.confirmedAt), isNull(subs.unsubscribedAt))
  return and(isNull(subs.confirmedAt), isNull(subs.unsubscribedAt))
}

export function statusOf(row: Pick<SubscriptionRow, 'confirmedAt' | 'unsubscribedAt'>) {
  if (row.unsubscribedAt) return 'UNSUBSCRIBED' as const
  return row.confirmedAt ? ('CONSENTING' as const) : ('PENDING' as const)
}

/** Like-pattern of a typed part of an address, its wildcards taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Newsletter subscriptions (`newsletter_subscriptions`): the only SQL that reads or writes them. */
export const newsletterRepository = {
  /** The live (not unsubscribed) subscription of an address, its row locked until commit. */
  async lockLive(tx: Tx, email: string): Promise<SubscriptionRow | null> {
    const [row] = await tx
      .select()
      .from(subs)
      .where(and(eq(subs.email, email), isNull(subs.unsubscribedAt)))
      .for('update')
    return row ?? null
  },

  /** A new pending subscription; null when another sign-up of this address got in first. */
  async insert(
    tx: Tx,
    row: {
      email: string
      language: Locale
      consentText: string
      consentVersion: string
      source: string
      sourcePath: string | null
      confirmTokenHash: string
      confirmExpiresAt: Date
      unsubscribeToken: string
    },
  ): Promise<SubscriptionRow | null> {
    const [created] = await tx
      .insert(subs)
      .values(row)
      .onConflictDoNothing({ target: subs.email, where: sql`${subs.unsubscribedAt} is null` })
      .returning()
    return created ?? null
  },

  /** A pending subscription asked for again: the wording now shown and a new confirmation link. */
  async renewPending(
    tx: Tx,
    id: string,
    set: Pick<
      SubscriptionRow,
      | 'language'
      | 'consentText'
      | 'consentVersion'
      | 'source'
      | 'sourcePath'
      | 'confirmTokenHash'
      | 'confirmExpiresAt'
    >,
  ) {
    await tx.update(subs).set(set).where(eq(subs.id, id))
  },

  /**
   * Confirms the pending subscription of a confirmation token that is still valid, in one
   * statement (the token is cleared: a second use finds nothing). Answers the address.
   */
  async confirm(db: Db, tokenHash: string): Promise<string | null> {
    const [row] = await db
      .update(subs)
      .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
      .where(
        and(
          eq(subs.confirmTokenHash, tokenHash),
          isNull(subs.confirmedAt),
          isNull(subs.unsubscribedAt),
          sql`${subs.confirmExpiresAt} > now()`,
        ),
      )
      .returning({ email: subs.email })
    return row?.email ?? null
  },

  /** Whether a confirmation token exists at all (then it has expired). */
  async confirmTokenKnown(db: Db, tokenHash: string): Promise<boolean> {
    const [row] = await db
      .select({ id: subs.id })
      .from(subs)
      .where(eq(subs.confirmTokenHash, tokenHash))
    return Boolean(row)
  },

  /**
   * Ends the subscription of an unsubscribe token (its confirmation link dies with it); the row
   * stays as the record. A second use answers the same address without changing the time.
   */
  async unsubscribe(db: Db, token: string, via: UnsubscribeVia): Promise<string | null> {
    const [ended] = await db
      .update(subs)
      .set({ unsubscribedAt: sql`now()`, unsubscribedVia: via, confirmTokenHash: null })
      .where(and(eq(subs.unsubscribeToken, token), isNull(subs.unsubscribedAt)))
      .returning({ email: subs.email })
    if (ended) return ended.email
    const [before] = await db
      .select({ email: subs.email })
      .from(subs)
      .where(eq(subs.unsubscribeToken, token))
    return before?.email ?? null
  },

  /** The live (pending or consenting) subscription of an address, if any. */
  async live(db: Db, email: string): Promise<SubscriptionRow | null> {
    const [row] = await db
      .select()
      .from(subs)
      .where(and(eq(subs.email, email), isNull(subs.unsubscribedAt)))
    return row ?? null
  },

  /** Ends the live subscription of an address (the member's own toggle); false when none. */
  async unsubscribeEmail(db: Db, email: string, via: UnsubscribeVia): Promise<boolean> {
    const ended = await db
      .update(subs)
      .set({ unsubscribedAt: sql`now()`, unsubscribedVia: via, confirmTokenHash: null })
      .where(and(eq(subs.email, email), isNull(subs.unsubscribedAt)))
      .returning({ id: subs.id })
    return ended.length > 0
  },

  async list(db: Db, query: AdminNewsletterQuery) {
    const where = and(
      query.status ? statusWhere(query.status) : undefined,
      query.q ? ilike(subs.email, containing(query.q.toLowerCase())) : undefined,
    )
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(subs)
        .where(where)
        .orderBy(desc(subs.createdAt), desc(subs.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db.select({ n: count() }).from(subs).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  /** Every consenting subscription, oldest consent first. */
  consenting(db: Db) {
    return db
      .select()
      .from(subs)
      .where(statusWhere('CONSENTING'))
      .orderBy(subs.confirmedAt, subs.email)
  },
}
