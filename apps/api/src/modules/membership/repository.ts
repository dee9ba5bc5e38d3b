import { and, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import { accounts, membershipTransactions, orders } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

/** SQL of the membership module beyond the ledger's own (ledger.ts). */
export const membershipRepository = {
  async account(db: Tx, accountId: string) {
    const [row] = await db
      .select({ id: accounts.id, kind: accounts.kind, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.id, accountId))
    return row
  },

  /** HKD counted for tiers since `since` (earned rows add, reversals take away). */
  async spendSince(db: Tx, accountId: string, since: Date): Promise<string> {
    const [row] = await db
      .select({ sum: sql<string>`coalesce(sum(${membershipTransactions.spend}), 0)::text` })
      .from(membershipTransactions)
      .where(
        and(
          eq(membershipTransactions.accountId, accountId),
          gt(membershipTransactions.createdAt, since),
        ),
      )
    return row?.sum ?? '0'
  },

  /** The points an order earned and what was already taken back for its refunds. */
  async orderEarnings(db: Tx, orderId: string) {
    const rows = await db
      .select({
        reason: membershipTransactions.reason,
        points: membershipTransactions.points,
        shortfall: membershipTransactions.shortfall,
        spend: membershipTransactions.spend,
        availableAt: membershipTransactions.availableAt,
        accountId: membershipTransactions.accountId,
      })
      .from(membershipTransactions)
      .where(
        and(
          eq(membershipTransactions.orderId, orderId),
          inArray(membershipTransactions.reason, ['EARNED', 'REVERSED']),
        ),
      )
    return rows
  },

  /** A page of the ledger, newest first, with the order reference of each row. */
  async transactions(db: Tx, accountId: string, page: number, perPage: number) {
    const where = eq(membershipTransactions.accountId, accountId)
    const [rows, [total]] = await Promise.all([
      db
        .select({
          row: membershipTransactions,
          reference: orders.reference,
        })
        .from(membershipTransactions)
        .leftJoin(orders, eq(orders.id, membershipTransactions.orderId))
        .where(where)
        .orderBy(desc(membershipTransactions.createdAt), desc(membershipTransactions.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      db.select({ n: count() }).from(membershipTransactions).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  /** Accounts with a lot that expired in the last `days` (the expiry job writes them off). */
  async accountsWithLotsExpiredSince(db: Tx, since: Date, now: Date): Promise<string[]> {
    const rows = await db
      .selectDistinct({ accountId: membershipTransactions.accountId })
      .from(membershipTransactions)
      .where(
        and(
          gt(membershipTransactions.points, 0),
          gt(membershipTransactions.expiresAt, since),
          lte(membershipTransactions.expiresAt, now),
        ),
      )
    return rows.map((r) => r.accountId)
  },
}
