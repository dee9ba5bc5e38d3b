import type { PointsReason } from '@shop/contract'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { accounts, membershipTransactions } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError } from '#api/lib/errors.ts'
import {
  type LedgerRow,
  type Lot,
  type Position,
  pointsExpiry,
  pointsPosition,
} from './position.ts'

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

/** Credits without an explicit expiry (and points given back of an unknown lot) follow the default rule. */
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

  /**
   * Takes points; 422 NOT_ENOUGH_POINTS (nothing written) when the available balance is short.
   * The debit is written as one row per lot it takes from (soonest expiry first), each naming that
   * lot's expiry, so points given back later keep it (`giveBack`).
   */
  async debit(
    tx: Tx,
    accountId: string,
    points: number,
    entry: LedgerEntry,
    now = new Date(),
  ): Promise<void> {
    if (!Number.isSafeInteger(points) || points <= 0) throw new Error('debit needs points > 0')
    await this.lock(tx, accountId)
    const position = await this.expireDue(tx, accountId, now)
    if (position.available < points) throw new NotEnoughPointsError()
    const rows = takeFromLots(position.byExpiry, points).map((piece) =>
      values(accountId, -piece.points, { ...entry, expiresAt: piece.expiresAt }, now),
    )
    await tx.insert(membershipTransactions).values(rows)
  },

  /**
   * Gives back up to `points` an order took (a released order, a refunded points line), with the
   * expiry of the lots they were taken from, the latest first. Points whose lot has expired
   * meanwhile come back expired: the credit is written off at once by an EXPIRED row, as they
   * would have been had they never been spent. Debits written before lots were recorded (no
   * expiry on the row) come back under the default rule.
   */
  async giveBack(
    tx: Tx,
    accountId: string,
    orderId: string,
    points: number,
    entry: { reason: 'ORDER_RELEASE' | 'ORDER_REFUND'; note?: string },
    now = new Date(),
  ): Promise<void> {
    if (!Number.isSafeInteger(points) || points <= 0) throw new Error('give back needs points > 0')
    await this.lock(tx, accountId)
    // what has expired before now is written off first, so the write-off below is exactly ours
    await this.expireDue(tx, accountId, now)
    const rows = await tx
      .select({
        points: membershipTransactions.points,
        expiresAt: membershipTransactions.expiresAt,
      })
      .from(membershipTransactions)
      .where(
        and(
          eq(membershipTransactions.accountId, accountId),
          eq(membershipTransactions.orderId, orderId),
          inArray(membershipTransactions.reason, ORDER_POINTS_REASONS),
        ),
      )
    for (const piece of returnedLots(rows, points)) {
      const expiresAt = piece.expiresAt ?? pointsExpiry(now, DEFAULT_EXPIRY_YEARS)
      const credit = values(accountId, piece.points, { ...entry, orderId, expiresAt }, now)
      if (expiresAt > now) {
        await tx.insert(membershipTransactions).values(credit)
        continue
      }
      await tx
        .insert(membershipTransactions)
        .values([
          credit,
          values(accountId, -piece.points, { reason: 'EXPIRED', orderId, expiresAt }, now),
        ])
    }
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

/** Rows an order's points move through: spent at checkout, given back by a release or refund. */
const ORDER_POINTS_REASONS: PointsReason[] = ['ORDER_DEBIT', 'ORDER_RELEASE', 'ORDER_REFUND']

/** Splits a debit over the available lots, soonest expiry first (as `position.ts` spends them). */
export function takeFromLots(lots: readonly Lot[], points: number): Lot[] {
  const pieces: Lot[] = []
  let left = points
  for (const lot of lots) {
    if (left <= 0) break
    const take = Math.min(lot.points, left)
    if (take > 0) pieces.push({ expiresAt: lot.expiresAt, points: take })
    left -= take
  }
  if (left > 0) pieces.push({ expiresAt: null, points: left })
  return pieces
}

/**
 * Which lots `points` given back to an order come from: what the order still holds by expiry
 * (its debits less what was given back), the latest expiry first; a debit without an expiry
 * (written before lots were recorded) last, as `expiresAt: null`.
 */
export function returnedLots(
  rows: readonly { points: number; expiresAt: Date | null }[],
  points: number,
): Lot[] {
  const held = new Map<number, Lot>()
  for (const row of rows) {
    const key = row.expiresAt?.getTime() ?? Number.NEGATIVE_INFINITY
    const lot = held.get(key) ?? { expiresAt: row.expiresAt, points: 0 }
    lot.points -= row.points
    held.set(key, lot)
  }
  const pieces: Lot[] = []
  let left = points
  for (const [, lot] of [...held.entries()].sort(([a], [b]) => b - a)) {
    if (left <= 0) break
    const take = Math.min(lot.points, left)
    if (take > 0) pieces.push({ expiresAt: lot.expiresAt, points: take })
    left -= take
  }
  if (left > 0) pieces.push({ expiresAt: null, points: left })
  return pieces
}

function values(accountId: string, points: number, entry: LedgerEntry, createdAt?: Date) {
  return {
    ...(createdAt ? { createdAt } : {}),
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
