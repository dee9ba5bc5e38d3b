import { type Cart, checkoutBody } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { EMPTY_CART } from './cart.server.ts'
import { checkoutFormBody, checkoutValues, orderResultUrls, withCarrying } from './checkout-form.ts'
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
    area_code: '852',
    phone: '91234567',
    email: '',
    region: 'kowloon',
    district: 'kwun-tong',
    street: '123 Hip Wo Street',
    building: 'Wing Fat Building',
    floor: '5/F',
    flat: 'B',
    access: 'STAIRS',
    stairs_floors: '5',
    date: '2026-12-01',
    slot: 'PM',
    terms_accepted: 'yes',
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
      delivery_address: {
        region: 'kowloon',
        district: 'kwun-tong',
        street: '123 Hip Wo Street',
        building: 'Wing Fat Building',
        floor: '5',
        flat: 'B',
        access: 'STAIRS',
        stairs_floors: 5,
      },
      delivery_slot: { date: '2026-12-01', slot: 'PM' },
      terms_accepted: true,
      payment_method: 'FPS',
      card_id: null,
      success_url: 'https://shop.test/zh/result/order/success',
      cancel_url: 'https://shop.test/zh/result/order/cancelled',
    })
    expect(orderResultUrls('https://shop.test/', '').success_url).toBe(
      'https://shop.test/result/order/success',
    )
  })

  it('names the field a shopper must fix (spec §5): address, slot, terms, a card, a contact', () => {
    const check = (fields: Record<string, string>) =>
      validate(checkoutBody, checkoutFormBody(form(fields), urls))
    expect(check({ street: '', district: 'wan-chai', stairs_floors: '' })).toMatchObject({
      ok: false,
      fieldErrors: {
        street: 'errors.required',
        district: 'errors.districtNotInRegion',
        stairs_floors: 'errors.stairsFloors',
      },
    })
    expect(check({ stairs_floors: 'five' })).toMatchObject({
      fieldErrors: { stairs_floors: 'errors.stairsFloors' },
    })
    // by lift the floors are not asked for
    expect(check({ access: 'LIFT', stairs_floors: 'five' }).ok).toBe(true)
    expect(check({ region: '', access: '' })).toMatchObject({
      fieldErrors: { region: 'errors.regionRequired', access: 'errors.accessRequired' },
    })
    expect(check({ date: '', slot: '' })).toMatchObject({
      fieldErrors: { date: 'errors.dateRequired', slot: 'errors.slotRequired' },
    })
    expect(check({ terms_accepted: '' })).toMatchObject({
      fieldErrors: { terms_accepted: 'errors.termsRequired' },
    })
    // outside Hong Kong the one-line address is asked for instead
    expect(check({ country: 'MO', address: '' })).toMatchObject({
      ok: false,
      fieldErrors: { address: 'errors.required' },
    })
    expect(check({ country: 'MO', address: 'Rua do Campo 1', region: '' }).ok).toBe(true)
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
      checkoutFormBody(form({ method: 'PICKUP', warehouse, region: '', date: '' }), urls),
    )
    expect(result.ok && result.body.delivery_info).toEqual({
      country_code: 'HK',
      method: 'PICKUP',
      warehouse_id: warehouse,
    })
    expect(result.ok && result.body.delivery_address).toBeNull()
  })

  it('keeps every posted field, so a page without script comes back as it was sent', () => {
    expect(checkoutValues(form({}))).toMatchObject({
      district: 'kwun-tong',
      floor: '5/F',
      stairs_floors: '5',
      date: '2026-12-01',
      terms_accepted: 'yes',
    })
  })
})

describe('withCarrying', () => {
  const cart: Cart = {
    ...EMPTY_CART,
    calculations: {
      ...EMPTY_CART.calculations,
      price: { subtotal: '3360.00', total: '3360.00' },
    },
    carrying: { fee_per_floor: '40.00', pieces: 2 },
  }
  it('adds the fee of the floors typed: per floor for each piece', () => {
    expect(withCarrying(cart, 5)).toMatchObject({
      carrying_fee: '400.00',
      price: { subtotal: '3360.00', total: '3760.00' },
    })
    expect(withCarrying(cart, 0).carrying_fee).toBe('0.00')
  })
  it('replaces a fee the API already priced, never adds it twice', () => {
    const priced = {
      ...cart,
      calculations: {
        ...cart.calculations,
        carrying_fee: '400.00',
        price: { subtotal: '3360.00', total: '3760.00' },
      },
    }
    expect(withCarrying(priced, 5).price.total).toBe('3760.00')
    expect(withCarrying(priced, 2).price.total).toBe('3520.00')
  })
})
