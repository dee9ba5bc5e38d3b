import { type AdminDiscountCode, type DiscountCodeStatus, formatMoney } from '@shop/contract'
import type { AdminT } from '#web/lib/admin-i18n.tsx'
import { formatDateTime } from '#web/lib/format-date.ts'

/** "HKD 100 off", "15% off, up to HKD 300". */
export function discountText(code: AdminDiscountCode, t: AdminT, language: 'en' | 'zh') {
  if (code.discount_type === 'FIXED' && code.amount_off)
    return t('discounts.discount.FIXED', { amount: formatMoney(code.amount_off, language) })
  if (code.discount_type === 'PERCENTAGE')
    return code.max_discount
      ? t('discounts.discount.PERCENTAGE_CAPPED', {
          percent: code.percent_off ?? 0,
          cap: formatMoney(code.max_discount, language),
        })
      : t('discounts.discount.PERCENTAGE', { percent: code.percent_off ?? 0 })
  return t('discounts.discount.FREE_DELIVERY')
}

/** When it works, the minimum spend and who may use it, in one line. */
export function termsText(code: AdminDiscountCode, t: AdminT, language: 'en' | 'zh') {
  const from = code.starts_at && t('discounts.list.from', { date: formatDateTime(code.starts_at) })
  const until = code.ends_at && t('discounts.list.until', { date: formatDateTime(code.ends_at) })
  return [
    [from, until].filter(Boolean).join(' – ') || t('discounts.list.always'),
    code.min_spend !== '0.00' &&
      t('discounts.list.minSpend', { amount: formatMoney(code.min_spend, language) }),
    code.per_customer_limit && t('discounts.list.perCustomer', { count: code.per_customer_limit }),
    code.first_order_only && t('discounts.list.firstOrder'),
  ]
    .filter(Boolean)
    .join(' · ')
}

export const STATUS_STYLE: Record<DiscountCodeStatus, string> = {
  active: 'bg-green-100 text-green-900',
  scheduled: 'bg-sky-100 text-sky-900',
  expired: 'bg-amber-100 text-amber-900',
  disabled: 'bg-stone-200 text-stone-800',
}
