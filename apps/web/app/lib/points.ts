import { type Locale, moneyLanguageTag } from '@shop/contract/client'

/** Points as the page's language writes whole numbers (1,234). */
export function formatPoints(points: number, locale: Locale): string {
  return points.toLocaleString(moneyLanguageTag(locale))
}

/** A ledger movement with its sign: "+120", "−80" (a true minus, as the cart's discounts). */
export function signedPoints(points: number, locale: Locale): string {
  const sign = points > 0 ? '+' : points < 0 ? '−' : ''
  return `${sign}${formatPoints(Math.abs(points), locale)}`
}

/**
 * How far a member is from the current tier's threshold to the next one, in whole percent
 * (0–100) for the progress bar; 100 at the highest tier.
 */
export function tierProgress(spendCents: number, fromCents: number, toCents: number | null) {
  if (toCents === null || toCents <= fromCents) return 100
  const share = (spendCents - fromCents) / (toCents - fromCents)
  return Math.max(0, Math.min(100, Math.floor(share * 100)))
}
