import {
  formatMoney,
  type Locale,
  MAX_REDEEM_QTY,
  type RedeemedVoucher,
  toCents,
  type VoucherDiscountType,
  type VoucherOffer,
} from '@shop/contract/client'
import type { TFunction } from './i18n.tsx'

/** The voucher shop's choices, kept in its address (a GET form: works without script). */
export type ShopFilters = { sort: string; discount_type: VoucherDiscountType | ''; page: number }

/** The shop's address for these choices (defaults left out), e.g. for the confirmation's "back". */
export function shopSearch(filters: ShopFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams()
  if (filters.sort) params.set('sort', filters.sort)
  if (filters.discount_type) params.set('discount_type', filters.discount_type)
  if (filters.page > 1) params.set('page', String(filters.page))
  for (const [name, value] of Object.entries(extra)) params.set(name, value)
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** How many of an offer a member may still redeem at once: stock, their limit and the cap. */
export function redeemableQty(offer: VoucherOffer): number {
  const left =
    offer.per_member_limit === null ? MAX_REDEEM_QTY : offer.per_member_limit - offer.redeemed_by_me
  return Math.max(0, Math.min(MAX_REDEEM_QTY, left, offer.remaining ?? MAX_REDEEM_QTY))
}

type Discount = Pick<
  VoucherOffer | RedeemedVoucher,
  'discount_type' | 'amount_off' | 'percent_off' | 'max_discount'
>

/** What a voucher takes off, in words: "HK$50.00 off", "10% off, up to HK$200.00", "Free delivery". */
export function discountText(voucher: Discount, t: TFunction, locale: Locale): string {
  if (voucher.discount_type === 'FREE_DELIVERY') return t('vouchers.freeDelivery')
  if (voucher.discount_type === 'FIXED')
    return t('vouchers.fixedOff', { amount: formatMoney(voucher.amount_off ?? '0.00', locale) })
  const percent = voucher.percent_off ?? 0
  return voucher.max_discount && toCents(voucher.max_discount) > 0
    ? t('vouchers.percentOffCapped', {
        percent,
        amount: formatMoney(voucher.max_discount, locale),
      })
    : t('vouchers.percentOff', { percent })
}

/** The minimum spend in words ("No minimum spend" at zero). */
export function minSpendText(minSpend: string, t: TFunction, locale: Locale): string {
  return toCents(minSpend) > 0
    ? t('vouchers.minSpend', { amount: formatMoney(minSpend, locale) })
    : t('vouchers.noMinSpend')
}
