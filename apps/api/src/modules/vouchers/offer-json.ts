import type { AdminVoucherOffer, VoucherOffer } from '@shop/contract'
import type { voucherOffers } from '#api/db/schema/index.ts'
import { fromCents, toCents } from '#api/lib/money.ts'

export type OfferRow = typeof voucherOffers.$inferSelect

const iso = (d: Date | null) => (d ? d.toISOString() : null)
const amount = (v: string | null) => (v === null ? null : fromCents(toCents(v)))

/** An offer as shoppers see it; `redeemedByMe` is 0 for a guest. */
export function offerJson(row: OfferRow, redeemedByMe = 0): VoucherOffer {
  return {
    _id: row.id,
    title: row.title,
    terms: row.terms,
    discount_type: row.discountType,
    amount_off: amount(row.amountOff),
    percent_off: row.percentOff,
    max_discount: amount(row.maxDiscount),
    min_spend: fromCents(toCents(row.minSpend)),
    points_price: row.pointsPrice,
    remaining: row.stock === null ? null : Math.max(row.stock - row.redeemedCount, 0),
    per_member_limit: row.perMemberLimit,
    redeemed_by_me: redeemedByMe,
    valid_days: row.validDays,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    created_at: row.createdAt.toISOString(),
  }
}

/** An offer as staff see it: with its stock, what was redeemed and whether it is on offer. */
export function adminOfferJson(row: OfferRow): AdminVoucherOffer {
  const { redeemed_by_me: _mine, ...shopper } = offerJson(row)
  return {
    ...shopper,
    stock: row.stock,
    redeemed_count: row.redeemedCount,
    is_active: row.isActive,
    updated_at: row.updatedAt.toISOString(),
  }
}
