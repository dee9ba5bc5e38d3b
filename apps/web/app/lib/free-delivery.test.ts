import type { Cart, Courier } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { EMPTY_CART } from './cart.server.ts'
import { cartFreeDelivery } from './free-delivery.ts'

const name = (en: string) => ({ en, zh: en, cn: en })
const courier = (id: string, threshold: string | null): Courier => ({
  _id: id,
  code: id,
  country_code: 'HK',
  name: name(id),
  fee: '60.00',
  free_threshold: threshold,
  estimated_days: '1-2',
})
const couriers = [courier('van', '5000.00'), courier('sf', '1000.00')]
const line: Cart['cart_items'][number] = {
  product_variant_id: 'v1',
  product_id: 'p1',
  qty: 1,
  stock: 5,
  use_points: false,
  is_selected: true,
  is_available: true,
  product_title: name('Velvet cushion'),
  product_variant_title: name('Olive'),
  image: null,
  global_discount: '0.00',
  original_price_per_unit: '380.00',
  discounted_price_per_unit: '380.00',
  original_subtotal_price: '380.00',
  subtotal_price: '380.00',
  original_point_per_unit: 0,
  discounted_point_per_unit: 0,
  original_subtotal_point: 0,
  subtotal_point: 0,
}
function cartOf(over: {
  subtotal: string
  local?: string
  global?: string
  courier?: string | null
  method?: 'DELIVERY' | 'PICKUP'
  selected?: boolean
}): Cart {
  return {
    ...EMPTY_CART,
    cart_items: [{ ...line, is_selected: over.selected ?? true }],
    calculations: {
      ...EMPTY_CART.calculations,
      price: { subtotal: over.subtotal, total: over.subtotal },
      price_discount: { local: over.local ?? '0.00', global: over.global ?? '0.00' },
    },
    delivery: {
      ...EMPTY_CART.delivery,
      method: over.method ?? 'DELIVERY',
      courier_id: over.courier === undefined ? 'van' : over.courier,
    },
  }
}

describe("the cart's free-delivery hint (ADR 064)", () => {
  it('counts the courier the cart is priced with, and the spend after both discounts', () => {
    const cart = cartOf({ subtotal: '5300.00', local: '200.00', global: '150.00' })
    expect(cartFreeDelivery(cart, couriers)).toEqual({
      courier: name('van'),
      remaining: '50.00',
      reached: false,
    })
  })

  it('names the lowest threshold when the cart answers no courier', () => {
    expect(cartFreeDelivery(cartOf({ subtotal: '880.00', courier: null }), couriers)).toEqual({
      courier: name('sf'),
      remaining: '120.00',
      reached: false,
    })
  })

  it('gives no hint for a pick-up, nothing selected or no couriers', () => {
    expect(cartFreeDelivery(cartOf({ subtotal: '10.00', method: 'PICKUP' }), couriers)).toBeNull()
    expect(cartFreeDelivery(cartOf({ subtotal: '0.00', selected: false }), couriers)).toBeNull()
    expect(cartFreeDelivery(cartOf({ subtotal: '10.00' }), [])).toBeNull()
  })
})
