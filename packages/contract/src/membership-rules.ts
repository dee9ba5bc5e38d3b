/**
 * Membership constants and pure rules (issue 16) without zod, shared by the API, the storefront's
 * server and its browser code (`client.ts`). The schemas in `membership.ts` are built on these.
 */

export const MEMBERSHIP_TIERS = ['MEMBER', 'SILVER', 'GOLD'] as const
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number]

/**
 * Why points moved, as the ledger stores it and the transactions list shows it.
 * EARNED: a completed order (pending until its refund window passed); ORDER_DEBIT: spent at
 * checkout; ORDER_RELEASE: given back by a cancelled or expired order; ORDER_REFUND: points of a
 * refunded points-paid line given back; VOUCHER_REDEEM: spent on vouchers; REVERSED: the points of
 * a refunded part taken back; EXPIRED; ADJUSTMENT: by staff, with a reason.
 */
export const POINTS_REASONS = [
  'EARNED',
  'ORDER_DEBIT',
  'ORDER_RELEASE',
  'ORDER_REFUND',
  'VOUCHER_REDEEM',
  'REVERSED',
  'EXPIRED',
  'ADJUSTMENT',
] as const
export type PointsReason = (typeof POINTS_REASONS)[number]

// —— vouchers on offer ——

export const VOUCHER_DISCOUNT_TYPES = ['FIXED', 'PERCENTAGE', 'FREE_DELIVERY'] as const
export type VoucherDiscountType = (typeof VOUCHER_DISCOUNT_TYPES)[number]
export const MAX_REDEEM_QTY = 10

export const REDEEMED_VOUCHER_STATUSES = ['usable', 'used', 'expired'] as const
export type RedeemedVoucherStatus = (typeof REDEEMED_VOUCHER_STATUSES)[number]

/** Points a payment earns: whole points, rounded down, never negative. */
export function pointsForSpend(cents: number, pointsPerHkd: number, multiplier = 1): number {
  if (cents <= 0 || pointsPerHkd <= 0 || multiplier <= 0) return 0
  // integer arithmetic on cents first, so 0.1 + 0.2 style errors cannot add a point
  return Math.floor((cents * Math.round(pointsPerHkd * 1000) * Math.round(multiplier * 1000)) / 1e8)
}
