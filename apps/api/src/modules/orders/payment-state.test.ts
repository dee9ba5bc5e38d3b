import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromCents } from '#api/lib/money.ts'
import { orderMoney, paymentStatusOf, refundState } from './payment-state.ts'

const cents = fc.integer({ min: 0, max: 10_000_000_00 })
const none = { requests_refunded: '0.00', dues_total: '0.00', dues_refunded: '0.00' }

describe('refundState', () => {
  it('says refunded only when the whole paid amount came back', () => {
    // the case seen on PostgreSQL: HK$3,000 of HK$17,920 back is a partial refund
    expect(refundState(17_920_00, 3_000_00)).toBe('partially_refunded')
    expect(refundState(17_920_00, 17_920_00)).toBe('refunded')
    expect(refundState(17_920_00, 17_919_99)).toBe('partially_refunded')
    expect(refundState(17_920_00, 0)).toBe('paid')
    // a free order (all points) given back with no money stays paid: nothing was refunded
    expect(refundState(0, 0)).toBe('paid')
  })

  it('is paid, partially refunded or refunded exactly as the amounts compare', () => {
    fc.assert(
      fc.property(cents, cents, (paid, refunded) => {
        const state = refundState(paid, refunded)
        if (refunded === 0) return state === 'paid'
        return state === (refunded >= paid ? 'refunded' : 'partially_refunded')
      }),
    )
  })

  it('never goes back to paid as more is refunded', () => {
    const rank = { paid: 0, partially_refunded: 1, refunded: 2 } as const
    fc.assert(
      fc.property(cents, cents, cents, (paid, a, b) => {
        const [less, more] = a <= b ? [a, b] : [b, a]
        return rank[refundState(paid, less)] <= rank[refundState(paid, more)]
      }),
    )
  })
})

describe('paymentStatusOf', () => {
  const live = { paymentStatus: 'paid' as const, releasedAt: null, total: '17920.00' }
  const released = { paymentStatus: 'unpaid' as const, releasedAt: new Date(), total: '500.00' }

  it('weighs approved refunds against the total of a paid order', () => {
    expect(paymentStatusOf(live, { ...none, requests_refunded: '3000.00' })).toBe(
      'partially_refunded',
    )
    expect(paymentStatusOf(live, { ...none, requests_refunded: '17920.00' })).toBe('refunded')
    expect(paymentStatusOf({ ...live, paymentStatus: 'unpaid' }, none)).toBe('unpaid')
  })

  it('calls a payment after the release paid until its refund due is settled', () => {
    expect(paymentStatusOf(released, none)).toBe('unpaid')
    const due = { ...none, dues_total: '500.00' }
    expect(paymentStatusOf(released, due)).toBe('paid')
    expect(orderMoney(released, due)).toEqual({ paid: 500_00, refunded: 0, due: 500_00 })
    const back = { ...due, dues_refunded: '500.00' }
    expect(paymentStatusOf({ ...released, paymentStatus: 'paid' }, back)).toBe('refunded')
    expect(orderMoney(released, back)).toEqual({ paid: 500_00, refunded: 500_00, due: 0 })
  })

  it('keeps a paid order paid when a second payment of it is owed back', () => {
    const twice = { ...none, dues_total: '17920.00' }
    expect(paymentStatusOf(live, twice)).toBe('paid')
    expect(orderMoney(live, twice)).toEqual({ paid: 17_920_00, refunded: 0, due: 17_920_00 })
    expect(paymentStatusOf(live, { ...twice, dues_refunded: '17920.00' })).toBe('paid')
  })

  it('never calls an order refunded while part of what it holds is still not back', () => {
    fc.assert(
      fc.property(cents, cents, (total, back) => {
        const refunded = Math.min(back, total)
        const state = paymentStatusOf(
          { ...live, total: fromCents(total) },
          {
            ...none,
            requests_refunded: fromCents(refunded),
          },
        )
        return state !== 'refunded' || refunded === total
      }),
    )
  })
})
