import { adminVoucherOfferBody } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import {
  offerBody,
  offerFieldErrors,
  offerFormValues,
  readOfferForm,
} from './voucher-offer-form.ts'

function posted(fields: Record<string, string>) {
  const form = new FormData()
  const base = {
    title_en: 'HKD 100 off',
    title_zh: '減 HKD 100',
    title_cn: '减 HKD 100',
    discount_type: 'FIXED',
    amount_off: '100',
    percent_off: '15',
    min_spend: '',
    points_price: '1000',
    stock: '',
    per_member_limit: '2',
    valid_days: '30',
    starts_at: '2026-12-01T09:30',
    ends_at: '',
    is_active: 'on',
  }
  for (const [name, value] of Object.entries({ ...base, ...fields })) form.set(name, value)
  return readOfferForm(form)
}

describe('voucher offer form', () => {
  it('makes the API body: money with two places, Hong Kong times, empty limits as none', () => {
    const body = adminVoucherOfferBody.parse(offerBody(posted({})))
    expect(body).toMatchObject({
      title: { en: 'HKD 100 off', zh: '減 HKD 100', cn: '减 HKD 100' },
      amount_off: '100.00',
      // a percentage typed before switching to a fixed amount is left out
      percent_off: null,
      min_spend: '0.00',
      stock: null,
      per_member_limit: 2,
      starts_at: '2026-12-01T09:30:00+08:00',
      ends_at: null,
      is_active: true,
    })
    expect(offerBody(posted({ is_active: '' })).is_active).toBe(false)
  })

  it('names the field of each error, "required" for an empty number', () => {
    const values = posted({ title_zh: ' ', points_price: '', amount_off: '', valid_days: '1.5' })
    const parsed = adminVoucherOfferBody.safeParse(offerBody(values))
    expect(parsed.success).toBe(false)
    const errors = offerFieldErrors(parsed.error?.issues ?? [], values)
    expect(errors).toMatchObject({ title_zh: 'errors.required', points_price: 'errors.required' })
    // the amount a fixed-amount voucher needs is named once the fields themselves are right
    const second = posted({ amount_off: '' })
    const again = adminVoucherOfferBody.safeParse(offerBody(second))
    expect(offerFieldErrors(again.error?.issues ?? [], second)).toEqual({
      amount_off: 'errors.required',
    })
    expect(errors.valid_days).toBeDefined()
    expect(errors.valid_days).not.toBe('errors.required')
    // the API's paths start with "body."
    expect(offerFieldErrors([{ path: 'body.title.cn', message: 'x' }], values)).toEqual({
      title_cn: 'x',
    })
  })

  it('fills the form from an offer and back without change', () => {
    const values = posted({ discount_type: 'PERCENTAGE', percent_off: '15', max_discount: '' })
    const body = adminVoucherOfferBody.parse(offerBody(values))
    const offer = {
      ...body,
      _id: 'x',
      remaining: null,
      redeemed_count: 0,
      created_at: '',
      updated_at: '',
      starts_at: '2026-12-01T01:30:00.000Z',
    }
    const again = offerFormValues(offer)
    expect(again).toMatchObject({
      percent_off: '15',
      max_discount: '',
      starts_at: '2026-12-01T09:30',
    })
    expect(offerFormValues(null).is_active).toBe('on')
  })
})
