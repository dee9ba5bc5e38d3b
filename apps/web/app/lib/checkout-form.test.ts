import { checkoutBody } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { checkoutFormBody, orderResultUrls } from './checkout-form.ts'
import { validate } from './forms.ts'

const a = '0b7c6a52-8f0e-4b8e-9a57-3f3d2c1b0a01'
const b = '0b7c6a52-8f0e-4b8e-9a57-3f3d2c1b0a02'
const urls = { origin: 'https://shop.test', prefix: '/zh' }

function form(fields: Record<string, string>) {
  const data = new FormData()
  const defaults = {
    selected: `${a},${b}`,
    country: 'HK',
    method: 'DELIVERY',
    name: 'Chan Tai Man',
    address: 'Flat 12A, 8 Harbour Road',
    area_code: '852',
    phone: '91234567',
    email: '',
    payment_method: 'FPS',
  }
  for (const [key, value] of Object.entries({ ...defaults, ...fields })) data.set(key, value)
  return data
}

describe('checkoutFormBody', () => {
  it('builds the checkout call of the page language, back on the order result pages', () => {
    const result = validate(checkoutBody, checkoutFormBody(form({ voucher: 'WELCOME10' }), urls))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.body).toMatchObject({
      checkout_product_variant_ids: [a, b],
      voucher_code: 'WELCOME10',
      delivery_info: { country_code: 'HK', method: 'DELIVERY', warehouse_id: null },
      payment_method: 'FPS',
      card_id: null,
      success_url: 'https://shop.test/zh/result/order/success',
      cancel_url: 'https://shop.test/zh/result/order/cancelled',
    })
    expect(orderResultUrls('https://shop.test/', '').success_url).toBe(
      'https://shop.test/result/order/success',
    )
  })

  it('names the field a shopper must fix (spec §5): address for delivery, a card, a contact', () => {
    const check = (fields: Record<string, string>) =>
      validate(checkoutBody, checkoutFormBody(form(fields), urls))
    expect(check({ address: '' })).toMatchObject({
      ok: false,
      fieldErrors: { address: 'errors.required' },
    })
    expect(check({ payment_method: 'SAVED_CARD' })).toMatchObject({
      ok: false,
      fieldErrors: { card_id: 'errors.required' },
    })
    expect(check({ phone: '', email: '' })).toMatchObject({
      ok: false,
      fieldErrors: { email: 'errors.contactRequired' },
    })
    expect(check({ payment_method: 'CASH' }).ok).toBe(false)
    expect(check({ selected: '' }).ok).toBe(false)
  })

  it('needs no address for a pick-up, and sends the pick-up location', () => {
    const warehouse = '0b7c6a52-8f0e-4b8e-9a57-3f3d2c1b0a03'
    const result = validate(
      checkoutBody,
      checkoutFormBody(form({ method: 'PICKUP', warehouse, address: '' }), urls),
    )
    expect(result.ok && result.body.delivery_info).toEqual({
      country_code: 'HK',
      method: 'PICKUP',
      warehouse_id: warehouse,
    })
  })
})
