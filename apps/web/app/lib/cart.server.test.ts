import { createSession } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { addToCart, cartCount, EMPTY_CART, loadCart } from './cart.server.ts'
import { authContext, createLoadContext } from './context.ts'

/** A page's context whose API answers every call with `answer` (or fails to connect). */
function contextWith(answer: () => Promise<Response>) {
  const apiFetch = vi.fn(answer)
  const context = createLoadContext(apiFetch)
  context.set(authContext, { session: createSession({ token: 'a-token' }), dirty: false })
  return { context, apiFetch }
}

describe('cart load failure (spec §8)', () => {
  it('shows the empty cart with zero HKD totals and count 0 when the API answers 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { context, apiFetch } = contextWith(async () =>
      Response.json(
        { message: 'down', statusCode: 500, code: 'INTERNAL_SERVER_ERROR' },
        { status: 500 },
      ),
    )
    const cart = await loadCart(context, {})
    expect(apiFetch).toHaveBeenCalled()
    expect(cart).toEqual(EMPTY_CART)
    expect(cart.calculations).toMatchObject({
      currency: 'HKD',
      price: { subtotal: '0.00', total: '0.00' },
    })
    expect(cart.cart_items).toEqual([])
    expect(await cartCount(context)).toBe(0)
  })

  it('shows the empty cart when the API cannot be reached at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { context } = contextWith(async () => {
      throw new TypeError('fetch failed')
    })
    expect(await loadCart(context, {})).toEqual(EMPTY_CART)
  })
})

describe('add to cart answers what it added (issue 30, ADR 064)', () => {
  const item = {
    product_variant_id: '11111111-1111-4111-8111-111111111111',
    product_id: 'p1',
    qty: 2,
    stock: 5,
    use_points: false,
    is_selected: true,
    is_available: true,
    product_title: { en: 'Velvet cushion', zh: '絲絨咕𠱸', cn: '丝绒靠垫' },
    product_variant_title: { en: 'Olive', zh: '橄欖綠', cn: '橄榄绿' },
    image: '/files/cushion.webp',
    global_discount: '0.00',
    original_price_per_unit: '380.00',
    discounted_price_per_unit: '380.00',
    original_subtotal_price: '760.00',
    subtotal_price: '760.00',
    original_point_per_unit: 0,
    discounted_point_per_unit: 0,
    original_subtotal_point: 0,
    subtotal_point: 0,
  }
  const priced = {
    ...EMPTY_CART,
    cart_items: [item],
    calculations: {
      ...EMPTY_CART.calculations,
      price: { subtotal: '760.00', total: '1060.00' },
      shipping_fee: '300.00',
    },
    delivery: { ...EMPTY_CART.delivery, courier_id: 'van' },
    total_qty: 2,
  }
  const couriers = {
    data: [
      {
        _id: 'van',
        code: 'harbour-van',
        country_code: 'HK',
        name: { en: 'Van', zh: '專車', cn: '专车' },
        fee: '300.00',
        free_threshold: '5000.00',
        estimated_days: '3-7',
      },
    ],
  }
  const request = new Request('http://shop.test/shop/main/product/p1', { method: 'POST' })
  const answer = (pricing: 'ok' | 'down') => async (path: string) => {
    if (path.endsWith('/add-to-cart'))
      return Response.json({ product_variant_id: item.product_variant_id, qty: 2, total_qty: 2 })
    if (path.includes('/couriers')) return Response.json(couriers)
    if (pricing === 'down')
      return Response.json(
        { message: 'down', statusCode: 500, code: 'INTERNAL_SERVER_ERROR' },
        { status: 500 },
      )
    return Response.json(priced)
  }

  it('carries the line, the cart and the free-delivery hint from the priced cart', async () => {
    const { context, apiFetch } = contextWith(answer('ok') as never)
    const result = await addToCart(request, context, {
      product_variant_id: item.product_variant_id,
      qty: 1,
    })
    expect(result).toEqual({
      ok: true,
      message: 'cart.added',
      added: {
        title: item.product_title,
        variant: item.product_variant_title,
        image: item.image,
        qty: 1,
        price: '380.00',
        totalQty: 2,
        subtotal: '760.00',
        freeDelivery: { courier: couriers.data[0]?.name, remaining: '4240.00', reached: false },
      },
    })
    expect(apiFetch).toHaveBeenCalledTimes(3)
  })

  it('still says "added" when the cart cannot be priced after the add', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { context } = contextWith(answer('down') as never)
    const result = await addToCart(request, context, {
      product_variant_id: item.product_variant_id,
      qty: 1,
    })
    expect(result).toEqual({ ok: true, message: 'cart.added', added: null })
  })
})
