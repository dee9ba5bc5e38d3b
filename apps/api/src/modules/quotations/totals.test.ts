import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isProblem, MAX_CENTS, quotationTotals, type TotalsInput } from './totals.ts'

const lines = fc.array(
  fc.record({
    qty: fc.integer({ min: 1, max: 1000 }),
    unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
  }),
  { minLength: 1, maxLength: 20 },
)
const first = fc.oneof(
  fc.record({ amount: fc.integer({ min: 0, max: 200_000_000 }) }),
  fc.record({ basisPoints: fc.integer({ min: 0, max: 10_000 }) }),
)
const input = fc.record({
  lines,
  discount: fc.integer({ min: 0, max: 200_000_000 }),
  first,
}) satisfies fc.Arbitrary<TotalsInput>

describe('quotation arithmetic', () => {
  it('adds qty × unit price per line, takes the discount off and splits the total in two installments', () => {
    const totals = quotationTotals({
      lines: [
        { qty: 1, unitPrice: 1_800_000 },
        { qty: 620, unitPrice: 1_250 },
        { qty: 3, unitPrice: 33_333 },
      ],
      discount: 50_000,
      first: { basisPoints: 3_000 },
    })
    expect(totals).toEqual({
      amounts: [1_800_000, 775_000, 99_999],
      subtotal: 2_674_999,
      discount: 50_000,
      total: 2_624_999,
      // 30 % of 26 249.99 = 7 874.997 → 7 875.00 (half up), the rest is the second
      first: 787_500,
      second: 1_837_499,
    })
  })

  it('takes a first installment given as an amount and leaves the rest as the second', () => {
    const totals = quotationTotals({
      lines: [{ qty: 2, unitPrice: 10_000 }],
      discount: 0,
      first: { amount: 5_001 },
    })
    expect(totals).toMatchObject({ total: 20_000, first: 5_001, second: 14_999 })
  })

  it('refuses a discount above the subtotal and a first installment above the total', () => {
    const base = { lines: [{ qty: 1, unitPrice: 10_000 }] }
    expect(quotationTotals({ ...base, discount: 10_001, first: { amount: 0 } })).toEqual({
      path: 'discount',
      message: 'The discount cannot be more than the subtotal',
    })
    expect(quotationTotals({ ...base, discount: 1, first: { amount: 10_000 } })).toMatchObject({
      path: 'first_installment.amount',
    })
    expect(quotationTotals({ ...base, discount: -1, first: { amount: 0 } })).toMatchObject({
      path: 'discount',
    })
    expect(
      quotationTotals({ lines: [{ qty: 1, unitPrice: -5 }], discount: 0, first: { amount: 0 } }),
    ).toMatchObject({ path: 'lines.0.unit_price' })
  })

  it('a discount equal to the subtotal gives a zero total and two zero installments', () => {
    expect(
      quotationTotals({
        lines: [{ qty: 3, unitPrice: 999 }],
        discount: 2_997,
        first: { basisPoints: 5_000 },
      }),
    ).toMatchObject({ total: 0, first: 0, second: 0 })
  })

  it('rounds a percentage of the largest totals exactly (no float on the way)', () => {
    const totals = quotationTotals({
      lines: [{ qty: 1, unitPrice: MAX_CENTS }],
      discount: 0,
      first: { basisPoints: 3_333 },
    })
    if (isProblem(totals)) throw new Error(totals.message)
    expect(totals.first).toBe(Number((BigInt(MAX_CENTS) * 3_333n + 5_000n) / 10_000n))
    expect(totals.first + totals.second).toBe(MAX_CENTS)
  })

  it('never answers a negative amount, and the parts always add up (property)', () => {
    fc.assert(
      fc.property(input, (i) => {
        const totals = quotationTotals(i)
        if (isProblem(totals)) {
          const subtotal = i.lines.reduce((s, l) => s + l.qty * l.unitPrice, 0)
          // refused only for a reason the editor shows
          expect(
            i.discount > subtotal ||
              ('amount' in i.first && i.first.amount > subtotal - i.discount),
          ).toBe(true)
          return
        }
        expect(totals.amounts.reduce((s, a) => s + a, 0)).toBe(totals.subtotal)
        expect(totals.subtotal - totals.discount).toBe(totals.total)
        expect(totals.first + totals.second).toBe(totals.total)
        for (const n of [totals.subtotal, totals.total, totals.first, totals.second])
          expect(n).toBeGreaterThanOrEqual(0)
        expect(totals.discount).toBeLessThanOrEqual(totals.subtotal)
        for (const n of [...totals.amounts, totals.total, totals.first, totals.second])
          expect(Number.isSafeInteger(n)).toBe(true)
      }),
    )
  })
})
