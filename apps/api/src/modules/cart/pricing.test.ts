import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type PricingLine, priceCart, type VoucherTerms } from './pricing.ts'

const line = fc.record({
  variantId: fc.uuid(),
  qty: fc.integer({ min: 1, max: 999 }),
  usePoints: fc.boolean(),
  price: fc.integer({ min: 0, max: 10_000_000 }),
  salePrice: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
  pointsPrice: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
  selected: fc.boolean(),
}) satisfies fc.Arbitrary<PricingLine>

const voucher = fc.option(
  fc.record({
    discountType: fc.constantFrom('PERCENTAGE' as const, 'FIXED' as const),
    value: fc.integer({ min: 0, max: 20_000_000 }),
    maxDiscount: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
    minSpend: fc.integer({ min: 0, max: 5_000_000 }),
  }) satisfies fc.Arbitrary<VoucherTerms>,
  { nil: null },
)
const shipping = fc.option(
  fc.record({
    fee: fc.integer({ min: 0, max: 100_000 }),
    freeThreshold: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
  }),
  { nil: null },
)

// per floor × floors × pieces (ADR 022), whole cents
const carrying = fc.integer({ min: 0, max: 4000 * 20 * 50 })

describe('cart arithmetic (property-based)', () => {
  it('never gives a negative total and never discounts more than the subtotal', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 12 }),
        voucher,
        shipping,
        carrying,
        (lines, v, s, c) => {
          const cart = priceCart(lines, v, s, c)
          expect(cart.total).toBeGreaterThanOrEqual(0)
          expect(cart.local).toBeGreaterThanOrEqual(0)
          expect(cart.global).toBeGreaterThanOrEqual(0)
          expect(cart.local + cart.global).toBeLessThanOrEqual(cart.subtotal)
          expect(cart.total).toBe(
            cart.subtotal - cart.local - cart.global + cart.shipping + cart.carrying,
          )
          // the carrying fee is charged whole, and only with goods to carry
          expect(cart.carrying).toBe(lines.some((l) => l.selected) ? c : 0)
          expect(cart.points).toBeGreaterThanOrEqual(0)
          for (const priced of cart.lines) {
            expect(priced.globalDiscount).toBeGreaterThanOrEqual(0)
            expect(priced.globalDiscount).toBeLessThanOrEqual(priced.subtotalPrice)
            expect(priced.subtotalPrice).toBeLessThanOrEqual(priced.originalSubtotalPrice)
          }
          // the voucher share of the lines adds up to the global discount, to the cent
          expect(cart.lines.reduce((a, l) => a + l.globalDiscount, 0)).toBe(cart.global)
          for (const value of [
            cart.total,
            cart.subtotal,
            cart.global,
            cart.shipping,
            cart.carrying,
          ]) {
            expect(Number.isSafeInteger(value)).toBe(true)
          }
        },
      ),
      { numRuns: 500 },
    )
  })

  it('counts only the selected lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) => {
        const none = priceCart(
          lines.map((l) => ({ ...l, selected: false })),
          null,
          { fee: 5000, freeThreshold: null },
          20_000,
        )
        expect(none.total).toBe(0)
        expect(none.points).toBe(0)
      }),
    )
  })

  it('applies sale prices, a voucher above its minimum spend and free delivery', () => {
    const lines: PricingLine[] = [
      {
        variantId: 'a',
        qty: 2,
        usePoints: false,
        price: 100_000,
        salePrice: 80_000,
        pointsPrice: null,
        selected: true,
      },
      {
        variantId: 'b',
        qty: 1,
        usePoints: true,
        price: 50_000,
        salePrice: null,
        pointsPrice: 5000,
        selected: true,
      },
      {
        variantId: 'c',
        qty: 1,
        usePoints: false,
        price: 9_999,
        salePrice: null,
        pointsPrice: null,
        selected: false,
      },
    ]
    const cart = priceCart(
      lines,
      { discountType: 'FIXED', value: 30_000, maxDiscount: null, minSpend: 150_000 },
      { fee: 6000, freeThreshold: 100_000 },
    )
    expect(cart).toMatchObject({ subtotal: 200_000, local: 40_000, global: 30_000, shipping: 0 })
    expect(cart.total).toBe(130_000)
    expect(cart.points).toBe(5000)
    const under = priceCart(
      lines,
      { discountType: 'FIXED', value: 30_000, maxDiscount: null, minSpend: 200_000 },
      { fee: 6000, freeThreshold: 300_000 },
    )
    expect(under.voucher).toBe('min-spend')
    expect(under.total).toBe(160_000 + 6000)
  })
})
