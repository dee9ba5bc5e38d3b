import { z } from 'zod'
import { pagedList, pagingQuery } from './http.ts'
import {
  MAX_REDEEM_QTY,
  MEMBERSHIP_TIERS,
  POINTS_REASONS,
  REDEEMED_VOUCHER_STATUSES,
  VOUCHER_DISCOUNT_TYPES,
} from './membership-rules.ts'
import { money } from './money-schema.ts'
import { localizedText } from './text.ts'

/**
 * Membership (issue 16, spec §3 Membership and Voucher, §7 Profile membership and Vouchers):
 * points earned on completed orders, tiers by qualifying spend, vouchers bought with points.
 */

// the constants and pure rules live apart, without zod, so the storefront's browser code can use them
export * from './membership-rules.ts'

/** The configuration document `membership` (kept by the owner, versioned like every other). */
export const membershipSettings = z
  .object({
    /** Points per whole HKD paid, before the tier's multiplier. */
    points_per_hkd: z.number().min(0).max(100),
    /** Days after completion before earned points can be spent (the refund window). */
    pending_days: z.number().min(0).max(365),
    /** Points expire at the end of the year this many years after the year they were earned. */
    expiry_years: z.number().int().min(0).max(10),
    /** Qualifying spend is counted over this many months, rolling. */
    spend_window_months: z.number().int().min(1).max(60),
    tiers: z
      .array(
        z.object({
          key: z.enum(MEMBERSHIP_TIERS),
          title: localizedText,
          min_spend: money,
          multiplier: z.number().min(0).max(10),
        }),
      )
      .min(1),
  })
  .meta({ id: 'MembershipSettings' })
export type MembershipSettings = z.infer<typeof membershipSettings>

const tierSummary = z.object({
  key: z.enum(MEMBERSHIP_TIERS),
  title: localizedText,
  min_spend: money,
  multiplier: z.number(),
})

/** `GET /profiles/membership/status`. */
export const membershipStatus = z
  .object({
    tier: tierSummary,
    qualifying_spend: money.describe('Paid on completed orders, less refunds, in the window'),
    spend_window_months: z.number().int(),
    next_tier: tierSummary.nullable(),
    spend_to_next_tier: money.nullable(),
    member_since: z.string(),
    points_per_hkd: z.number().describe('Before the tier multiplier'),
    tiers: z.array(tierSummary),
  })
  .meta({ id: 'MembershipStatus' })
export type MembershipStatus = z.infer<typeof membershipStatus>

/** One line of the balance list: available points by expiry date, pending points by release date. */
export const balanceEntry = z.object({
  state: z.enum(['available', 'pending']),
  points: z.number().int(),
  expires_at: z.string().nullable(),
  available_at: z.string().nullable(),
})
export type BalanceEntry = z.infer<typeof balanceEntry>

/** `GET /profiles/membership/balance` (spec §3: balance is a list). */
export const membershipBalance = z
  .object({
    data: z.array(balanceEntry),
    available: z.number().int().min(0),
    pending: z.number().int().min(0),
  })
  .meta({ id: 'MembershipBalance' })
export type MembershipBalance = z.infer<typeof membershipBalance>

export const pointsTransaction = z
  .object({
    _id: z.string(),
    type: z.enum(POINTS_REASONS),
    points: z.number().int(),
    /** Earned points are pending until `available_at`. */
    state: z.enum(['pending', 'available']),
    available_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    order_id: z.string().nullable(),
    order_reference: z.string().nullable(),
    /** Points that could not be taken back because they were already spent (a refund). */
    shortfall: z.number().int().min(0),
    note: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'PointsTransaction' })
export type PointsTransaction = z.infer<typeof pointsTransaction>

export const membershipTransactionsQuery = pagingQuery(10, 100)
export const membershipTransactions = pagedList(pointsTransaction).meta({
  id: 'MembershipTransactions',
})
export type MembershipTransactions = z.infer<typeof membershipTransactions>

// —— vouchers on offer ——

export const voucherOffer = z
  .object({
    _id: z.string(),
    title: localizedText,
    terms: localizedText,
    discount_type: z.enum(VOUCHER_DISCOUNT_TYPES),
    /** FIXED: HKD off. */
    amount_off: money.nullable(),
    /** PERCENTAGE: percent off (1-100), up to `max_discount`. */
    percent_off: z.number().int().min(1).max(100).nullable(),
    max_discount: money.nullable(),
    min_spend: money,
    points_price: z.number().int().min(1),
    /** Vouchers left; null: no limit. */
    remaining: z.number().int().min(0).nullable(),
    per_member_limit: z.number().int().min(1).nullable(),
    /** Redeemed by the caller so far (0 for a guest). */
    redeemed_by_me: z.number().int().min(0),
    /** A redeemed voucher can be used for this many days. */
    valid_days: z.number().int().min(1),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'VoucherOffer' })
export type VoucherOffer = z.infer<typeof voucherOffer>

/** `GET /vouchers/all`: sort is a key of the sorting list `slug` (default `voucher`). */
export const vouchersQuery = pagingQuery(12, 100).extend({
  discount_type: z.enum(VOUCHER_DISCOUNT_TYPES).optional(),
  sort: z.string().max(40).optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .default('voucher'),
})
export const voucherOffers = pagedList(voucherOffer).meta({ id: 'VoucherOffers' })
export type VoucherOffers = z.infer<typeof voucherOffers>

export const voucherOfferParams = z.object({ id: z.string().min(1).max(64) })

/** `POST /vouchers/redeem`. */
export const redeemVoucherBody = z.strictObject({
  voucher_id: z.uuid(),
  qty: z.number().int().min(1).max(MAX_REDEEM_QTY).default(1),
})
export type RedeemVoucherBody = z.input<typeof redeemVoucherBody>

/** A voucher a member bought with points: its own discount code, used once. */
export const redeemedVoucher = z
  .object({
    discount_code_id: z.string(),
    voucher_id: z.string().describe('The offer it was bought from'),
    code: z.string(),
    title: localizedText,
    terms: localizedText,
    discount_type: z.enum(VOUCHER_DISCOUNT_TYPES),
    amount_off: money.nullable(),
    percent_off: z.number().int().nullable(),
    max_discount: money.nullable(),
    min_spend: money,
    points_spent: z.number().int().min(0),
    status: z.enum(REDEEMED_VOUCHER_STATUSES),
    redeemed_at: z.string(),
    valid_until: z.string(),
    used_at: z.string().nullable(),
    order: z.object({ _id: z.string(), reference: z.string() }).nullable(),
  })
  .meta({ id: 'RedeemedVoucher' })
export type RedeemedVoucher = z.infer<typeof redeemedVoucher>

export const redeemVoucherResponse = z
  .object({
    data: z.array(redeemedVoucher),
    points_spent: z.number().int().min(0),
    points_available: z.number().int().min(0),
  })
  .meta({ id: 'RedeemVoucherResult' })
export type RedeemVoucherResponse = z.infer<typeof redeemVoucherResponse>

export const redeemedVouchersQuery = pagingQuery(10, 100).extend({
  status: z.enum(REDEEMED_VOUCHER_STATUSES).optional(),
})
export const redeemedVouchers = pagedList(redeemedVoucher).meta({ id: 'RedeemedVouchers' })
export type RedeemedVouchers = z.infer<typeof redeemedVouchers>
export const redeemedVoucherParams = z.object({ discount_code_id: z.string().min(1).max(64) })

// —— back office ——

/** An offer's start or end: an ISO time with its offset, this century (the database refuses year 0). */
const offerTime = z.iso
  .datetime({ offset: true })
  .refine(
    (v) => Date.parse(v) >= Date.UTC(2000, 0, 1) && Date.parse(v) < Date.UTC(2100, 0, 1),
    'errors.invalid',
  )

/** Shoppers read an offer's title in their language: all three are needed. */
const offerTitleText = z
  .string()
  .max(200)
  .refine((s) => s.trim() !== '', 'errors.required')
const offerTitle = z.object({ en: offerTitleText, zh: offerTitleText, cn: offerTitleText })

/** Create or edit a voucher offer; the amounts that do not fit the type must be null. */
export const adminVoucherOfferBody = z
  .strictObject({
    title: offerTitle,
    terms: localizedText,
    discount_type: z.enum(VOUCHER_DISCOUNT_TYPES),
    amount_off: money.nullable().default(null),
    percent_off: z.number().int().min(1).max(100).nullable().default(null),
    max_discount: money.nullable().default(null),
    min_spend: money.default('0.00'),
    points_price: z.number().int().min(1).max(10_000_000),
    stock: z.number().int().min(0).max(1_000_000).nullable().default(null),
    per_member_limit: z.number().int().min(1).max(1000).nullable().default(null),
    valid_days: z.number().int().min(1).max(3650),
    starts_at: offerTime.nullable().default(null),
    ends_at: offerTime.nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.discount_type === 'FIXED' && !v.amount_off)
      ctx.addIssue({ code: 'custom', path: ['amount_off'], message: 'errors.required' })
    if (v.discount_type === 'PERCENTAGE' && !v.percent_off)
      ctx.addIssue({ code: 'custom', path: ['percent_off'], message: 'errors.required' })
    if (v.starts_at && v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'errors.endsBeforeStart' })
  })
export type AdminVoucherOfferBody = z.input<typeof adminVoucherOfferBody>

export const adminVoucherOffer = voucherOffer
  .omit({ redeemed_by_me: true })
  .extend({
    stock: z.number().int().nullable().describe('Total vouchers on offer; null: no limit'),
    redeemed_count: z.number().int().min(0),
    is_active: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminVoucherOffer' })
export type AdminVoucherOffer = z.infer<typeof adminVoucherOffer>
export const ADMIN_VOUCHER_OFFER_STATUSES = ['active', 'inactive'] as const
/** Staff list of offers, newest first; `status` filters on the active flag. */
export const adminVoucherOffersQuery = pagingQuery(20, 100).extend({
  status: z.enum(ADMIN_VOUCHER_OFFER_STATUSES).optional(),
})
export const adminVoucherOffers = pagedList(adminVoucherOffer).meta({ id: 'AdminVoucherOffers' })

/** Staff add (positive) or take (negative) points with a reason; audited. */
export const adminPointsAdjustmentBody = z.strictObject({
  points: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((p) => p !== 0, { message: 'errors.invalidQty' }),
  reason: z.string().trim().min(1).max(500),
})

/** A customer's membership as staff see it. */
export const adminCustomerMembership = z
  .object({
    status: membershipStatus,
    balance: membershipBalance,
    transactions: membershipTransactions,
  })
  .meta({ id: 'AdminCustomerMembership' })
export type AdminCustomerMembership = z.infer<typeof adminCustomerMembership>
