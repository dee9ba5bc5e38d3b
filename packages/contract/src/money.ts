import type { Locale } from './locales.ts'

/**
 * Money (ADR 011, ADR 020): HKD travels as a decimal string with two places ("1299.50") in every
 * answer of the API, and is counted in whole cents. Never a float: reading, adding and formatting
 * go through these functions, on the server and in the browser alike (no zod here, so client code
 * can import it from `@shop/contract/client`).
 */
export type Money = string
export type Cents = number

/** The wire shape of an amount; the `money` schema of the contract uses it. */
export const MONEY_PATTERN = /^-?\d+\.\d{2}$/

/**
 * "1299.50" / "1299.5" / "1299" / "-3.10" → cents. Throws on anything else (exponents, spaces
 * inside, three places, amounts beyond what a safe integer of cents holds).
 */
export function toCents(amount: string): Cents {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim())
  if (!match) throw new Error(`Not a money amount: ${amount}`)
  const whole = Number(match[2])
  const cents = whole * 100 + Number((match[3] ?? '0').padEnd(2, '0'))
  if (!Number.isSafeInteger(whole * 100) || !Number.isSafeInteger(cents))
    throw new Error(`Money amount out of range: ${amount}`)
  return match[1] && cents !== 0 ? -cents : cents
}

/** 129950 → "1299.50"; -5 → "-0.05". */
export function fromCents(cents: Cents): Money {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`)
  const abs = Math.abs(cents)
  const sign = cents < 0 ? '-' : ''
  return `${sign}${(abs - (abs % 100)) / 100}.${String(abs % 100).padStart(2, '0')}`
}

/** The sum of the amounts, added in cents ("0.10" + "0.20" = "0.30"). */
export function sumMoney(amounts: Iterable<Money>): Money {
  let cents = 0
  for (const amount of amounts) cents += toCents(amount)
  return fromCents(cents)
}

/**
 * Whether a sale price is not below the price it discounts (refused everywhere a sale is set);
 * false while either is not yet an amount, which the fields' own checks report.
 */
export function saleNotBelowPrice(sale: string, price: string): boolean {
  try {
    return toCents(sale) >= toCents(price)
  } catch {
    return false
  }
}

/** Negative, zero or positive as `a` is below, equal to or above `b`. */
export const compareMoney = (a: Money, b: Money): number => Math.sign(toCents(a) - toCents(b))

/**
 * An amount in whole dollars, rounded down or up: the bounds of a price filter, whose inputs take
 * whole dollars. Exact: integer cents, no division that could land beside the integer.
 */
export function wholeDollars(amount: Money, rounding: 'down' | 'up'): number {
  const cents = toCents(amount)
  const rest = cents % 100
  const floor = (cents - rest) / 100 - (rest < 0 ? 1 : 0)
  return rounding === 'up' && rest !== 0 ? floor + 1 : floor
}

const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-HK', zh: 'zh-HK', cn: 'zh-CN' }
const formats = new Map<string, Intl.NumberFormat>()

/**
 * HKD as the page's language writes it: "HK$1,299.50", and "HK$1,280" when there are no cents.
 * The server and the browser use the same language tag and options, and the formatter gets the
 * decimal string itself (Intl formats it exactly), so both render the same text (hydration).
 */
export function formatMoney(amount: Money, locale: Locale): string {
  const cents = toCents(amount)
  const digits = cents % 100 === 0 ? 0 : 2
  const key = `${locale}:${digits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAG[locale], moneyFormatOptions(digits))
    formats.set(key, format)
  }
  return format.format(fromCents(cents) as Intl.StringNumericLiteral)
}

/** The options `formatMoney` gives Intl.NumberFormat (exported for the Node/Chromium check). */
export const moneyFormatOptions = (digits: 0 | 2): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency: 'HKD',
  currencyDisplay: 'symbol',
  minimumFractionDigits: digits,
  maximumFractionDigits: digits,
})

export const moneyLanguageTag = (locale: Locale) => LANGUAGE_TAG[locale]
