import { eq, sql } from 'drizzle-orm'
import { accounts, membershipTransactions } from '../../db/schema/index.ts'
import { DomainError } from '../../lib/errors.ts'
import type { Tx } from '../identity/repository.ts'

type Entry = { reason: string; orderId?: string | null; note?: string }

export class NotEnoughPointsError extends DomainError {
  constructor() {
    super(422, 'NOT_ENOUGH_POINTS', 'You do not have enough membership points')
  }
}

/**
 * Membership points: the balance is the sum of the ledger, nothing else stores it. Writers run
 * inside the caller's transaction and lock the account row first, so two debits of the same
 * account queue up instead of both spending the same balance.
 */
export const pointsLedger = {
  async balance(db: Tx, accountId: string): Promise<number> {
    const [row] = await db
      .select({ sum: sql<string>`coalesce(sum(${membershipTransactions.points}), 0)` })
      .from(membershipTransactions)
      .where(eq(membershipTransactions.accountId, accountId))
    return Number(row?.sum ?? 0)
  },

  async lock(tx: Tx, accountId: string): Promise<void> {
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update')
  },

  /** Takes points; 422 NOT_ENOUGH_POINTS (nothing written) when the balance is short. */
  async debit(tx: Tx, accountId: string, points: number, entry: Entry): Promise<void> {
    if (!Number.isSafeInteger(points) || points <= 0) throw new Error('debit needs points > 0')
    await this.lock(tx, accountId)
    if ((await this.balance(tx, accountId)) < points) throw new NotEnoughPointsError()
    await tx.insert(membershipTransactions).values({ accountId, points: -points, ...entry })
  },

  async credit(tx: Tx, accountId: string, points: number, entry: Entry): Promise<void> {
    if (!Number.isSafeInteger(points) || points <= 0) throw new Error('credit needs points > 0')
    await this.lock(tx, accountId)
    await tx.insert(membershipTransactions).values({ accountId, points, ...entry })
  },

  /** Points an order still holds (its debits minus what was given back). */
  async heldByOrder(tx: Tx, orderId: string): Promise<{ accountId: string; points: number }[]> {
    const rows = await tx
      .select({
        accountId: membershipTransactions.accountId,
        sum: sql<string>`sum(${membershipTransactions.points})`,
      })
      .from(membershipTransactions)
      .where(eq(membershipTransactions.orderId, orderId))
      .groupBy(membershipTransactions.accountId)
    return rows.map((r) => ({ accountId: r.accountId, points: -Number(r.sum) }))
  },
}
