import { HK_OFFSET_MS } from '@shop/contract'

/**
 * Where an account's points stand, computed from its ledger rows alone (pure, property-tested).
 *
 * - A row counts from `availableAt` (null: at once). Before that it is *pending*: earned points of
 *   an order still inside its refund window, and the reversal of a refund inside that window.
 * - Every available credit is a lot that expires at `expiresAt` (null: never). Debits (spending,
 *   reversals, expiry) are taken from the lots that expire first, so what is left of each lot,
 *   and what has run out unspent, follows from the rows without storing anything else.
 */
export type LedgerRow = {
  points: number
  availableAt: Date | null
  expiresAt: Date | null
  createdAt: Date
}

export type Lot = { expiresAt: Date | null; points: number }

export type Position = {
  /** Spendable now: available credits less debits less what has expired unspent. */
  available: number
  /** Not spendable yet, grouped by the moment they become available (ascending). */
  pending: { availableAt: Date; points: number }[]
  /** Available points by expiry date, soonest first (null: never expires, last). */
  byExpiry: Lot[]
  /** Points of lots past their expiry not yet written off by an EXPIRED row. */
  expiredUnrecorded: number
  /** Debits beyond all credits (only old data or a bug could cause it; shown, never hidden). */
  overdrawn: number
}

const settledAt = (row: LedgerRow, now: Date) => row.availableAt === null || row.availableAt <= now

const byExpiryThenAge = (a: LedgerRow, b: LedgerRow) => {
  const ax = a.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY
  const bx = b.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY
  return ax - bx || a.createdAt.getTime() - b.createdAt.getTime()
}

export function pointsPosition(rows: readonly LedgerRow[], now: Date): Position {
  const settled = rows.filter((r) => settledAt(r, now))
  const pendingRows = rows.filter((r) => !settledAt(r, now))

  const lots = settled
    .filter((r) => r.points > 0)
    .sort(byExpiryThenAge)
    .map((r) => ({ expiresAt: r.expiresAt, left: r.points }))
  let debits = settled.filter((r) => r.points < 0).reduce((sum, r) => sum - r.points, 0)
  for (const lot of lots) {
    const take = Math.min(lot.left, debits)
    lot.left -= take
    debits -= take
    if (debits === 0) break
  }

  let expiredUnrecorded = 0
  const groups = new Map<number, Lot>()
  for (const lot of lots) {
    if (lot.left <= 0) continue
    if (lot.expiresAt && lot.expiresAt <= now) {
      expiredUnrecorded += lot.left
      continue
    }
    const key = lot.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY
    const group = groups.get(key) ?? { expiresAt: lot.expiresAt, points: 0 }
    group.points += lot.left
    groups.set(key, group)
  }
  const byExpiry = [...groups.entries()].sort(([a], [b]) => a - b).map(([, g]) => g)

  const pendingGroups = new Map<number, number>()
  for (const row of pendingRows) {
    const key = (row.availableAt as Date).getTime()
    pendingGroups.set(key, (pendingGroups.get(key) ?? 0) + row.points)
  }
  const pending = [...pendingGroups.entries()]
    .filter(([, points]) => points > 0)
    .sort(([a], [b]) => a - b)
    .map(([at, points]) => ({ availableAt: new Date(at), points }))

  return {
    available: byExpiry.reduce((sum, g) => sum + g.points, 0),
    pending,
    byExpiry,
    expiredUnrecorded,
    overdrawn: debits,
  }
}

/**
 * The last moment of 31 December, Hong Kong time, `years` after the year of `earnedAt` (Hong Kong
 * has no daylight saving, so it is 15:59:59.999 UTC that day).
 */
export function pointsExpiry(earnedAt: Date, years: number): Date {
  const hkYear = new Date(earnedAt.getTime() + HK_OFFSET_MS).getUTCFullYear()
  return new Date(Date.UTC(hkYear + years + 1, 0, 1) - HK_OFFSET_MS - 1)
}
