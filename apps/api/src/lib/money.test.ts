import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromCents, toCents } from './money.ts'

describe('money in cents', () => {
  it('reads numeric strings exactly and writes two places', () => {
    expect(toCents('1299.5')).toBe(129950)
    expect(toCents('0.10')).toBe(10)
    expect(toCents('12800')).toBe(1280000)
    expect(fromCents(129950)).toBe('1299.50')
    expect(fromCents(5)).toBe('0.05')
    expect(() => toCents('12.345')).toThrow()
    expect(() => toCents('1e3')).toThrow()
  })

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents)
      }),
    )
  })
})
