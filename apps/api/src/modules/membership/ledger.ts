import type { PointsReason } from '@shop/contract'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { accounts, membershipTransactions } from '../../db/schema/index.ts'
import { DomainError } from '../../lib/errors.ts'
import type { Tx } from '../identity/repository.ts'
import { type LedgerRow, type Position, pointsExpiry, pointsPosition } from './position.ts'

export type LedgerEntry = {
  reason: PointsReason
  orderId?: string | null
  note?: string
  /** Pending until then (earned points inside the refund window); null or absent: at once. */
  availableAt?: Date | null
  /** Credits: when the lot expires; absent: the default rule, null: never. */
  expiresAt?: Date | null
  /** HKD added to (or, negative, taken from) the qualifying spend of tiers. */
  spend?: string
  shortfall?: number
  staffMemberId?: string | null
}

/** Credits without an explicit expiry (points given back) follow the default rule. */
export const DEFAULT_EXPIRY_YEARS = 1

export class NotEnoughPointsError extends DomainError {
  constructor() {
    super(422, 'NOT_ENOUGH_POINTS', 'You do not have enough membership points')
  }
}

/**
 * Membership points: the balance is the sum of the ledger, nothing else stores it; which points
 * are pending, available or expired follows from the rows (`position.ts`). Writers run inside
 * the caller's transaction and lock the account row first (the last lock of the lock order), so
 * two debits of the same account queue up instead of both spending the same balance.
 */
export const pointsLedger = {
  async rows(db: Tx, accountId: string): Promise<LedgerRow[]> {
    return db
      .select({
        points: membershipTransactions.points,
        availableAt: membershipTransactions.availableAt,
        expiresAt: membershipTransactions.expiresAt,
        createdAt: membershipTransactions.createdAt,
      })
      .from(membershipTransactions)
      .where(eq(membershipTransactions.accountId, accountId))
      .orderBy(asc(membershipTransactions.createdAt))
  },

  async position(db: Tx, accountId: string, now = new Date()): Promise<Position> {
    return pointsPosition(await this.rows(db, accountId), now)
  },

  /** Points the account can spend now. */
  async balance(db: Tx, accountId: string, now = new Date()): Promise<number> {
    return (await this.position(db, accountId, now)).available
  },

  async lock(tx: Tx, accountId: string): Promise<void> {
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update')
  },

  /** Writes off what has expired unspent (the account row is locked by the caller). */
  async expireDue(
    tx: Tx,
    accountId: string,
    now = new Date(),
  ): Promise<Position & { writtenOff: number }> {
    const position = await this.position(tx, accountId, now)
    if (position.expiredUnrecorded <= 0) return { ...position, writtenOff: 0 }
    await tx.insert(membershipTransactions).values({
      accountId,
      points: -position.expiredUnrecorded,
      reason: 'EXPIRED',
      createdAt: now,
    })
    return { ...position, expiredUnrecorded: 0, writtenOff: position.expiredUnrecorded }
  },

  /** Takes points; 422 NOT_ENOUGH_POINTS (nothing written) when the available balance is short. */
  async debit(tx: Tx, accountId: string, points: number, entry: LedgerEntry): Promise<void> {
    if (!Number.isSafeInteger(points) || points <= 0) throw new Error('debit needs points > 0')
    await this.lock(tx, accountId)
    const position = await this.expireDue(tx, accountId)
    if (position.available < points) throw new NotEnoughPointsError()
    await tx.insert(membershipTransactions).values(values(accountId, -points, entry))
  },

  async credit(tx: Tx, accountId: string, points: number, entry: LedgerEntry): Promise<void> {
    if (!Number.isSafeInteger(points) || points <= 0) throw new Error('credit needs points > 0')
    await this.lock(tx, accountId)
    const expiresAt =
      entry.expiresAt !== undefined
        ? entry.expiresAt
        : pointsExpiry(entry.availableAt ?? new Date(), DEFAULT_EXPIRY_YEARS)
    await tx
      .insert(membershipTransactions)
      .values(values(accountId, points, { ...entry, expiresAt }))
  },

  /** Writes a row as given (reversals with a shortfall); the caller holds the account lock. */
  async record(tx: Tx, accountId: string, points: number, entry: LedgerEntry): Promise<void> {
    await tx.insert(membershipTransactions).values(values(accountId, points, entry))
  },

  /** Points an order still holds for its checkout (its debits minus what was given back). */
  async heldByOrder(tx: Tx, orderId: string): Promise<{ accountId: string; points: number }[]> {
    const rows = await tx
      .select({
        accountId: membershipTransactions.accountId,
        sum: sql<string>`sum(${membershipTransactions.points})`,
      })
      .from(membershipTransactions)
      .where(
        and(
          eq(membershipTransactions.orderId, orderId),
          inArray(membershipTransactions.reason, ['ORDER_DEBIT', 'ORDER_RELEASE']),
        ),
      )
      .groupBy(membershipTransactions.accountId)
    return rows.map((r) => ({ accountId: r.accountId, points: -Number(r.sum) }))
  },
}

function values(accountId: string, points: number, entry: LedgerEntry) {
  return {
    accountId,
    points,
    reason: entry.reason,
    orderId: entry.orderId ?? null,
    note: entry.note ?? '',
    availableAt: entry.availableAt ?? null,
    expiresAt: entry.expiresAt ?? null,
    spend: entry.spend ?? '0',
    shortfall: entry.shortfall ?? 0,
    staffMemberId: entry.staffMemberId ?? null,
  }
}
