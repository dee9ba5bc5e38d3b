import type { VoucherOffer } from '@shop/contract/client'
import { translateFrom } from '@shop/contract/client'
import { en } from '@shop/contract/i18n/en'
import { describe, expect, it } from 'vitest'
import type { TFunction } from './i18n.tsx'
import { discountText, minSpendText, redeemableQty, shopSearch } from './voucher-offers.ts'

const t: TFunction = (key, values) => translateFrom(en, key, values, 'en')

const offer: VoucherOffer = {
  _id: 'o1',
  title: { en: 'HKD 50 off', zh: '減 50', cn: '减 50' },
  terms: { en: 'Once', zh: '一次', cn: '一次' },
  discount_type: 'FIXED',
  amount_off: '50.00',
  percent_off: null,
  max_discount: null,
  min_spend: '300.00',
  points_price: 500,
  remaining: null,
  per_member_limit: null,
  redeemed_by_me: 0,
  valid_days: 30,
  starts_at: null,
  ends_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
}

describe('redeemableQty', () => {
  it('is bounded by the cap, the stock left and what the member may still redeem', () => {
    expect(redeemableQty(offer)).toBe(10)
    expect(redeemableQty({ ...offer, remaining: 3 })).toBe(3)
    expect(redeemableQty({ ...offer, per_member_limit: 2, redeemed_by_me: 1 })).toBe(1)
    expect(redeemableQty({ ...offer, per_member_limit: 2, redeemed_by_me: 2 })).toBe(0)
    expect(redeemableQty({ ...offer, remaining: 0 })).toBe(0)
  })
})

describe('voucher texts', () => {
  it('says what each kind of voucher takes off', () => {
    expect(discountText(offer, t, 'en')).toBe('HK$50 off')
    const percent = { ...offer, discount_type: 'PERCENTAGE' as const, amount_off: null }
    expect(discountText({ ...percent, percent_off: 10 }, t, 'en')).toBe('10% off')
    expect(discountText({ ...percent, percent_off: 10, max_discount: '200.00' }, t, 'en')).toBe(
      '10% off, up to HK$200',
    )
    expect(discountText({ ...offer, discount_type: 'FREE_DELIVERY' }, t, 'en')).toBe(
      'Free delivery',
    )
  })

  it('names the minimum spend, or its absence', () => {
    expect(minSpendText('300.00', t, 'en')).toBe('Minimum spend HK$300')
    expect(minSpendText('0.00', t, 'en')).toBe('No minimum spend')
  })
})

describe('shopSearch', () => {
  it('keeps the chosen sort, type and page, leaving defaults out', () => {
    expect(shopSearch({ sort: '', discount_type: '', page: 1 })).toBe('')
    expect(
      shopSearch({ sort: 'points-asc', discount_type: 'FIXED', page: 2 }, { confirm: 'o1' }),
    ).toBe('?sort=points-asc&discount_type=FIXED&page=2&confirm=o1')
  })
})
