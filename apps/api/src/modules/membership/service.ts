import {
  type MembershipBalance,
  type MembershipSettings,
  type MembershipStatus,
  type PointsReason,
  type PointsTransaction,
  pointsForSpend,
} from '@shop/contract'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { fromCents, toCents } from '#api/lib/money.ts'
import { NotEnoughPointsError, pointsLedger } from './ledger.ts'
import { pointsExpiry } from './position.ts'
import { membershipRepository as repo } from './repository.ts'
import { loadMembershipSettings } from './settings.ts'

const DAY_MS = 24 * 60 * 60 * 1000

type Tier = MembershipSettings['tiers'][number]

/** The tier a qualifying spend reaches and the one after it (tiers sorted by min_spend). */
export function tierFor(settings: MembershipSettings, spendCents: number) {
  let index = 0
  settings.tiers.forEach((tier, i) => {
    if (spendCents >= toCents(tier.min_spend)) index = i
  })
  const tier = settings.tiers[index] as Tier
  const next = settings.tiers[index + 1] ?? null
  return { tier, next }
}

function windowStart(settings: MembershipSettings, now: Date): Date {
  const start = new Date(now)
  start.setUTCMonth(start.getUTCMonth() - settings.spend_window_months)
  return start
}

async function qualifyingSpendCents(
  db: Tx,
  accountId: string,
  settings: MembershipSettings,
  now: Date,
) {
  return Math.max(toCents(await repo.spendSince(db, accountId, windowStart(settings, now))), 0)
}

/** What an order pays for goods, which is what earns points: no delivery, no stairs, no refunds. */
export function earningBasisCents(
  order: { total: string; shippingFee: string; carryingFee: string },
  refundedCents = 0,
): number {
  const goods = toCents(order.total) - toCents(order.shippingFee) - toCents(order.carryingFee)
  return Math.max(goods - refundedCents, 0)
}

export type EarnableOrder = {
  id: string
  accountId: string | null
  paymentStatus: string
  total: string
  shippingFee: string
  carryingFee: string
}

/**
 * Points moved by the order lifecycle, inside its transaction (the account lock is the last of
 * the lock order, so callers take it through their LockScope before calling these).
 */
export const membershipEarning = {
  /**
   * A completed order earns points for a registered member: pending until the refund window has
   * passed, expiring at the end of the year after. Once per order; a guest earns nothing.
   */
  async earn(
    tx: Tx,
    order: EarnableOrder,
    refundedCents = 0,
    now = new Date(),
  ): Promise<{ points: number; availableAt: Date } | null> {
    if (!order.accountId || order.paymentStatus === 'unpaid') return null
    const account = await repo.account(tx, order.accountId)
    if (account?.kind !== 'REGISTERED') return null
    const earlier = await repo.orderEarnings(tx, order.id)
    if (earlier.some((r) => r.reason === 'EARNED')) return null
    const settings = await loadMembershipSettings(tx)
    const basis = earningBasisCents(order, refundedCents)
    const { tier } = tierFor(settings, await qualifyingSpendCents(tx, account.id, settings, now))
    const points = pointsForSpend(basis, settings.points_per_hkd, tier.multiplier)
    if (points <= 0) return null
    const availableAt = new Date(now.getTime() + settings.pending_days * DAY_MS)
    await pointsLedger.credit(tx, account.id, points, {
      reason: 'EARNED',
      orderId: order.id,
      availableAt,
      expiresAt: pointsExpiry(now, settings.expiry_years),
      spend: fromCents(basis),
    })
    return { points, availableAt }
  },

  /**
   * A refund takes back the points of the refunded part, in proportion. Inside the refund window
   * they leave the pending points; after it they leave the available balance, never below zero:
   * what was already spent is recorded as a shortfall on the row.
   */
  async reverse(tx: Tx, orderId: string, refundedCents: number, now = new Date()) {
    if (refundedCents <= 0) return null
    const rows = await repo.orderEarnings(tx, orderId)
    const earned = rows.find((r) => r.reason === 'EARNED')
    if (!earned) return null
    const basis = toCents(earned.spend)
    const taken = rows
      .filter((r) => r.reason === 'REVERSED')
      .reduce((sum, r) => sum - r.points + r.shortfall, 0)
    const spendTaken = -rows
      .filter((r) => r.reason === 'REVERSED')
      .reduce((sum, r) => sum + toCents(r.spend), 0)
    const due = Math.min(
      earned.points - taken,
      basis > 0 ? Math.round((earned.points * Math.min(refundedCents, basis)) / basis) : 0,
    )
    const spend = Math.min(refundedCents, basis - spendTaken)
    if (due <= 0 && spend <= 0) return null
    await pointsLedger.lock(tx, earned.accountId)
    const pending = earned.availableAt !== null && earned.availableAt > now
    let take = due
    let shortfall = 0
    if (!pending) {
      const position = await pointsLedger.expireDue(tx, earned.accountId, now)
      take = Math.min(due, position.available)
      shortfall = due - take
    }
    if (take <= 0 && shortfall <= 0) return null
    await pointsLedger.record(tx, earned.accountId, -take, {
      reason: 'REVERSED',
      orderId,
      // inside the window the reversal is pending too, so it leaves the pending points
      availableAt: pending ? earned.availableAt : null,
      spend: fromCents(-Math.max(spend, 0)),
      shortfall,
      note: shortfall > 0 ? `${shortfall} points were already spent` : '',
    })
    return { points: take, shortfall }
  },
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

function summary(tier: Tier) {
  return {
    key: tier.key,
    title: tier.title,
    min_spend: fromCents(toCents(tier.min_spend)),
    multiplier: tier.multiplier,
  }
}

/** The calls of spec §7 Profile membership, and what staff see and do (issue 16). */
export function membershipService(db: Db) {
  return {
    async status(accountId: string, now = new Date()): Promise<MembershipStatus> {
      const settings = await loadMembershipSettings(db)
      const account = await repo.account(db, accountId)
      const spend = await qualifyingSpendCents(db, accountId, settings, now)
      const { tier, next } = tierFor(settings, spend)
      return {
        tier: summary(tier),
        qualifying_spend: fromCents(spend),
        spend_window_months: settings.spend_window_months,
        next_tier: next ? summary(next) : null,
        spend_to_next_tier: next ? fromCents(Math.max(toCents(next.min_spend) - spend, 0)) : null,
        member_since: (account?.createdAt ?? now).toISOString(),
        points_per_hkd: settings.points_per_hkd,
        tiers: settings.tiers.map(summary),
      }
    },

    async balance(accountId: string, now = new Date()): Promise<MembershipBalance> {
      const position = await pointsLedger.position(db, accountId, now)
      return {
        data: [
          ...position.byExpiry.map((lot) => ({
            state: 'available' as const,
            points: lot.points,
            expires_at: iso(lot.expiresAt),
            available_at: null,
          })),
          ...position.pending.map((lot) => ({
            state: 'pending' as const,
            points: lot.points,
            expires_at: null,
            available_at: lot.availableAt.toISOString(),
          })),
        ],
        available: position.available,
        pending: position.pending.reduce((sum, lot) => sum + lot.points, 0),
      }
    },

    async transactions(accountId: string, page: number, perPage: number, now = new Date()) {
      const { rows, total } = await repo.transactions(db, accountId, page, perPage)
      const data: PointsTransaction[] = rows.map(({ row, reference }) => ({
        _id: row.id,
        type: row.reason as PointsReason,
        points: row.points,
        state: row.availableAt && row.availableAt > now ? 'pending' : 'available',
        available_at: iso(row.availableAt),
        // a debit's expiry names the lot it was taken from: bookkeeping, not a date to show
        expires_at: row.points > 0 ? iso(row.expiresAt) : null,
        order_id: row.orderId,
        order_reference: reference,
        shortfall: row.shortfall,
        note: row.note,
        created_at: row.createdAt.toISOString(),
      }))
      return { data, total }
    },

    /**
     * Points the lines of a cart would earn for this account once the order completes. The
     * caller's account as authentication read it: not read again (issue 31).
     */
    async pointsToEarn(
      account: { id: string; kind: string },
      goodsCents: number,
      now = new Date(),
    ): Promise<number> {
      if (goodsCents <= 0 || account.kind !== 'REGISTERED') return 0
      const settings = await loadMembershipSettings(db)
      const { tier } = tierFor(settings, await qualifyingSpendCents(db, account.id, settings, now))
      return pointsForSpend(goodsCents, settings.points_per_hkd, tier.multiplier)
    },

    /** Staff add or take points with a reason; never below zero (422 NOT_ENOUGH_POINTS). */
    async adjust(
      tx: Tx,
      accountId: string,
      points: number,
      reason: string,
      staffMemberId: string,
      now = new Date(),
    ) {
      await pointsLedger.lock(tx, accountId)
      const before = await pointsLedger.expireDue(tx, accountId, now)
      if (points < 0 && before.available < -points) throw new NotEnoughPointsError()
      const settings = await loadMembershipSettings(tx)
      const entry = { reason: 'ADJUSTMENT' as const, note: reason, staffMemberId }
      if (points > 0)
        await pointsLedger.credit(tx, accountId, points, {
          ...entry,
          expiresAt: pointsExpiry(now, settings.expiry_years),
        })
      else await pointsLedger.record(tx, accountId, points, entry)
      return { before: before.available, after: before.available + points }
    },

    /** Writes off points past their expiry (the daily job; a debit also does it first). */
    async expireDue(now = new Date(), lookbackDays = 7): Promise<number> {
      const since = new Date(now.getTime() - lookbackDays * DAY_MS)
      let written = 0
      for (const accountId of await repo.accountsWithLotsExpiredSince(db, since, now)) {
        await db.transaction(async (tx) => {
          await pointsLedger.lock(tx, accountId)
          if ((await pointsLedger.expireDue(tx, accountId, now)).writtenOff > 0) written += 1
        })
      }
      return written
    },
  }
}
export type MembershipService = ReturnType<typeof membershipService>
