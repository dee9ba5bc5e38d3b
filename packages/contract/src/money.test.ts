import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales.ts'
import {
  compareMoney,
  formatMoney,
  fromCents,
  MONEY_PATTERN,
  sumMoney,
  toCents,
  wholeDollars,
} from './money.ts'

/** Any amount a safe integer of cents can hold, both signs. */
const cents = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })
/** Amounts of a shop: up to the 10 digits of a numeric(12,2) column. */
const shopCents = fc.integer({ min: -99_999_999_999, max: 99_999_999_999 })

describe('money as decimal strings and whole cents (ADR 020)', () => {
  it('reads amounts exactly and writes two places', () => {
    expect(toCents('1299.50')).toBe(129950)
    expect(toCents('1299.5')).toBe(129950)
    expect(toCents('12800')).toBe(1280000)
    expect(toCents('-3.10')).toBe(-310)
    expect(toCents('-0.00')).toBe(0)
    expect(fromCents(129950)).toBe('1299.50')
    expect(fromCents(5)).toBe('0.05')
    expect(fromCents(-5)).toBe('-0.05')
    expect(fromCents(0)).toBe('0.00')
  })

  it('refuses what is not a plain amount', () => {
    for (const bad of ['12.345', '1e3', '', '.50', '1,299.50', 'NaN', '0x10', '1 000.00', '--1.00'])
      expect(() => toCents(bad), bad).toThrow()
    expect(() => toCents('90071992547409.92')).toThrow(/out of range/)
    expect(() => fromCents(0.5)).toThrow()
    expect(() => fromCents(Number.MAX_SAFE_INTEGER + 1)).toThrow()
  })

  it('round-trips every amount, negative and large ones included, in the wire shape', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const text = fromCents(c)
        expect(text).toMatch(MONEY_PATTERN)
        expect(toCents(text)).toBe(c)
      }),
    )
  })

  it('adds without float drift: 0.10 + 0.20 = 0.30', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30')
    expect(sumMoney(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00')
    expect(sumMoney(['1299.99', '-1299.99'])).toBe('0.00')
    expect(sumMoney([])).toBe('0.00')
  })

  it('adds any list of shop amounts as the sum of their cents, in any order', () => {
    fc.assert(
      fc.property(fc.array(shopCents, { maxLength: 50 }), (list) => {
        const amounts = list.map(fromCents)
        const expected = list.reduce((a, b) => a + b, 0)
        expect(toCents(sumMoney(amounts))).toBe(expected)
        expect(sumMoney([...amounts].reverse())).toBe(sumMoney(amounts))
      }),
    )
  })

  it('compares by value, not by text', () => {
    expect(compareMoney('900.00', '1000.00')).toBe(-1)
    expect(compareMoney('1000.00', '1000.0')).toBe(0)
    fc.assert(
      fc.property(shopCents, shopCents, (a, b) => {
        expect(compareMoney(fromCents(a), fromCents(b))).toBe(Math.sign(a - b))
      }),
    )
  })

  it('gives the whole dollars a price filter can take, rounding as asked', () => {
    expect(wholeDollars('1299.50', 'down')).toBe(1299)
    expect(wholeDollars('1299.50', 'up')).toBe(1300)
    expect(wholeDollars('1300.00', 'up')).toBe(1300)
    expect(wholeDollars('-0.50', 'down')).toBe(-1)
    expect(wholeDollars('-0.50', 'up')).toBe(0)
    fc.assert(
      fc.property(shopCents, (c) => {
        const amount = fromCents(c)
        expect(wholeDollars(amount, 'down')).toBe(Math.floor(c / 100) + 0)
        expect(wholeDollars(amount, 'up')).toBe(Math.ceil(c / 100) + 0) // -0 is 0
      }),
    )
  })
})

describe('HKD in the page language', () => {
  it('writes HK$ with grouping, cents only when there are any', () => {
    for (const locale of LOCALES) {
      expect(formatMoney('1299.50', locale)).toBe('HK$1,299.50')
      expect(formatMoney('1280.00', locale)).toBe('HK$1,280')
      expect(formatMoney('0.00', locale)).toBe('HK$0')
      expect(formatMoney('-0.30', locale)).toBe('-HK$0.30')
    }
  })

  it('shows every amount with exactly its digits, however large', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...LOCALES), (c, locale) => {
        const shown = formatMoney(fromCents(c), locale)
        const digits = shown.replace(/[^\d.-]/g, '')
        expect(toCents(digits)).toBe(c)
      }),
    )
  })
})
