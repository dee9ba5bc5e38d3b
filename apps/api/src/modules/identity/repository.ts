import {
  and,
  eq,
  gt,
  inArray,
  isNull,
  lt,
  ne,
  notExists,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Db } from '#api/db/client.ts'
import {
  accounts,
  authTokens,
  bookings,
  deliveryRecipients,
  notificationSettings,
  projects,
  quotations,
  verificationCodes,
} from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type Account = typeof accounts.$inferSelect
/** What a guest may still come back for (accepted quotations are followed by their project). */
const OPEN_BOOKING_STATUSES = ['held', 'confirmed'] as const
const OPEN_QUOTATION_STATUSES = ['requested', 'issued'] as const

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose']

/**
 * The one test of a live sign-in, over `auth_tokens` joined to `accounts`: the token's hash, not
 * revoked, not expired, the account not disabled by staff. Also folded into hot statements of
 * other modules (add to cart, ADR 072), so a token signed out stops working there at once too.
 */
export function liveToken(tokenHash: string | Placeholder | SQL, now: Date | Placeholder | SQL) {
  return and(
    eq(authTokens.tokenHash, tokenHash),
    isNull(authTokens.revokedAt),
    // a disabled account's sessions were revoked with it; this keeps it so
    isNull(accounts.disabledAt),
    gt(authTokens.expiresAt, now),
  )
}

/**
 * `caller as (…)`: the account of the token's live sign-in, as the first part of a statement that
 * needs it (ADR 072: the caller is read in the statement that does the work, never kept).
 */
export function callerOfToken(tokenHash: Placeholder | SQL, now: Placeholder | SQL) {
  return sql`caller as (
  select ${authTokens.accountId} as account_id from ${authTokens}
    inner join ${accounts} on ${accounts.id} = ${authTokens.accountId}
    where ${liveToken(tokenHash, sql`${now}::timestamptz`)}
    limit 1)`
}

/**
 * `(…) as caller`: the token's live sign-in as a row to select from, with what the cart needs of
 * its account (`account_id`, `kind`, `email`, `area_code`, `phone`); no row for a token without
 * one. For a statement that starts from its caller (the priced cart, ADR 072).
 */
export function callerRowOfToken(tokenHash: Placeholder | SQL, now: Placeholder | SQL) {
  return sql`(select ${accounts.id} as account_id, ${accounts.kind} as kind,
      ${accounts.email} as email, ${accounts.areaCode} as area_code, ${accounts.phone} as phone
    from ${authTokens}
    inner join ${accounts} on ${accounts.id} = ${authTokens.accountId}
    where ${liveToken(tokenHash, sql`${now}::timestamptz`)}
    limit 1) as caller`
}

/** SQL of the identity module; services pass a transaction where several writes belong together. */
export const identityRepository = {
  async accountById(db: Tx, id: string): Promise<Account | undefined> {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1)
    return row
  },

  async accountByEmail(db: Tx, email: string): Promise<Account | undefined> {
    const [row] = await db
      .select()
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`)
      .limit(1)
    return row
  },

  /** A PHONE login id is area code + number; every split is tried so the index can be used. */
  async accountByPhoneLogin(db: Tx, digits: string): Promise<Account | undefined> {
    const splits = [1, 2, 3, 4].map((i) => ({ area: digits.slice(0, i), phone: digits.slice(i) }))
    const [row] = await db
      .select()
      .from(accounts)
      .where(
        or(...splits.map((s) => and(eq(accounts.areaCode, s.area), eq(accounts.phone, s.phone)))),
      )
      .limit(1)
    return row
  },

  async accountByPhone(db: Tx, areaCode: string, phone: string): Promise<Account | undefined> {
    const [row] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.areaCode, areaCode), eq(accounts.phone, phone)))
      .limit(1)
    return row
  },

  async insertAccount(db: Tx, values: typeof accounts.$inferInsert): Promise<Account> {
    const [row] = await db.insert(accounts).values(values).returning()
    if (!row) throw new Error('account not inserted')
    return row
  },

  async updateAccount(
    db: Tx,
    id: string,
    values: Partial<typeof accounts.$inferInsert>,
  ): Promise<Account> {
    const [row] = await db.update(accounts).set(values).where(eq(accounts.id, id)).returning()
    if (!row) throw new Error('account not found')
    return row
  },

  async insertToken(db: Tx, values: typeof authTokens.$inferInsert): Promise<void> {
    await db.insert(authTokens).values(values)
  },

  /**
   * Uses a live refresh token: one conditional update, so of several requests presenting the
   * same token only the first gets the row back (the others wait for its lock, then find it
   * used). The pair it belonged to stops working.
   */
  async useRefreshToken(db: Tx, refreshHash: string) {
    const now = new Date()
    const [row] = await db
      .update(authTokens)
      .set({ usedAt: now, revokedAt: now })
      .where(
        and(
          eq(authTokens.refreshHash, refreshHash),
          isNull(authTokens.usedAt),
          isNull(authTokens.revokedAt),
          gt(authTokens.expiresAt, now),
        ),
      )
      .returning({ accountId: authTokens.accountId, familyId: authTokens.familyId })
    return row
  },

  async tokenByRefreshHash(db: Tx, refreshHash: string) {
    const [row] = await db
      .select()
      .from(authTokens)
      .where(eq(authTokens.refreshHash, refreshHash))
      .limit(1)
    return row
  },

  /** Every token of one sign-in, past and present, stops working. */
  async revokeFamily(db: Tx, familyId: string): Promise<void> {
    await db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(authTokens.familyId, familyId), isNull(authTokens.revokedAt)))
  },

  /** The live token's account: not revoked, not expired, not disabled by staff. */
  async accountByToken(db: Tx, tokenHash: string) {
    const [row] = await db
      .select({ tokenId: authTokens.id, familyId: authTokens.familyId, account: accounts })
      .from(authTokens)
      .innerJoin(accounts, eq(accounts.id, authTokens.accountId))
      .where(liveToken(tokenHash, new Date()))
      .limit(1)
    return row
  },

  /**
   * `accountByToken` as a prepared statement (values `hash` and `now`, an ISO time): PostgreSQL
   * plans it once per connection and drizzle builds it once (issue 31, ADR 072).
   */
  callerByTokenStatement(db: Db) {
    return db
      .select({ tokenId: authTokens.id, familyId: authTokens.familyId, account: accounts })
      .from(authTokens)
      .innerJoin(accounts, eq(accounts.id, authTokens.accountId))
      .where(liveToken(sql.placeholder('hash'), sql.placeholder('now')))
      .limit(1)
      .prepare('caller_by_token')
  },

  async revokeAllTokens(db: Tx, accountId: string): Promise<void> {
    await db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(authTokens.accountId, accountId), isNull(authTokens.revokedAt)))
  },

  /** A new code voids the account's earlier unused codes of the same purpose. */
  async replaceCode(
    db: Tx,
    accountId: string,
    purpose: CodePurpose,
    codeHash: string,
    expiresAt: Date,
  ) {
    await db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(verificationCodes.accountId, accountId),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
        ),
      )
    await db.insert(verificationCodes).values({ accountId, purpose, codeHash, expiresAt })
  },

  /** A link code by its hash, locked for update so it is used at most once. */
  async liveCodeByHash(db: Tx, codeHash: string, purposes: CodePurpose[]) {
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.codeHash, codeHash),
          inArray(verificationCodes.purpose, purposes),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, new Date()),
        ),
      )
      .for('update')
      .limit(1)
    return row
  },

  /** The account's current typed code of a purpose, locked. */
  async liveCodeOfAccount(db: Tx, accountId: string, purpose: CodePurpose) {
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.accountId, accountId),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, new Date()),
        ),
      )
      .for('update')
      .limit(1)
    return row
  },

  async markCodeUsed(db: Tx, id: string): Promise<void> {
    await db
      .update(verificationCodes)
      .set({ usedAt: new Date() })
      .where(eq(verificationCodes.id, id))
  },

  async countFailedAttempt(db: Tx, id: string, attempts: number, voidIt: boolean): Promise<void> {
    await db
      .update(verificationCodes)
      .set({ attempts, ...(voidIt ? { usedAt: new Date() } : {}) })
      .where(eq(verificationCodes.id, id))
  },

  async deliveryRecipient(db: Tx, accountId: string) {
    const [row] = await db
      .select()
      .from(deliveryRecipients)
      .where(eq(deliveryRecipients.accountId, accountId))
    return row
  },

  async saveDeliveryRecipient(db: Tx, values: typeof deliveryRecipients.$inferInsert) {
    const [row] = await db
      .insert(deliveryRecipients)
      .values(values)
      .onConflictDoUpdate({
        target: deliveryRecipients.accountId,
        set: { ...values, updatedAt: new Date() },
      })
      .returning()
    return row
  },

  async notificationSettings(db: Tx, accountId: string) {
    const [row] = await db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.accountId, accountId))
    return row
  },

  async saveNotificationSettings(db: Tx, values: typeof notificationSettings.$inferInsert) {
    const [row] = await db
      .insert(notificationSettings)
      .values(values)
      .onConflictDoUpdate({
        target: notificationSettings.accountId,
        set: { ...values, updatedAt: new Date() },
      })
      .returning()
    return row
  },

  /**
   * Temporary accounts unseen since `olderThan` are removed with their carts and tokens, unless
   * they still have something open: a consultation not finished or cancelled, a quotation being
   * prepared or offered, or a project not completed. The guest reaches those only through this
   * account, so removing it would cut them off. Checked in the same statement as the delete, so a
   * booking made meanwhile is seen.
   */
  async deleteStaleTemporaryAccounts(db: Tx, olderThan: Date): Promise<number> {
    const rows = await db
      .delete(accounts)
      .where(
        and(
          eq(accounts.kind, 'TEMP'),
          lt(accounts.lastSeenAt, olderThan),
          notExists(
            db
              .select({ id: bookings.id })
              .from(bookings)
              .where(
                and(
                  eq(bookings.accountId, accounts.id),
                  inArray(bookings.status, OPEN_BOOKING_STATUSES),
                ),
              ),
          ),
          notExists(
            db
              .select({ id: quotations.id })
              .from(quotations)
              .where(
                and(
                  eq(quotations.accountId, accounts.id),
                  inArray(quotations.status, OPEN_QUOTATION_STATUSES),
                ),
              ),
          ),
          notExists(
            db
              .select({ id: projects.id })
              .from(projects)
              .where(and(eq(projects.accountId, accounts.id), ne(projects.stage, 'completed'))),
          ),
        ),
      )
      .returning({ id: accounts.id })
    return rows.length
  },
}
