import { type Cart, MAIN_STORE_ID } from '@shop/contract'
import { createSession } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { EMPTY_CART } from '../lib/cart.server.ts'
import { authContext, createLoadContext } from '../lib/context.ts'
import { loader } from './resources.cart-panel.ts'

const line = {
  product_variant_id: 'v1',
  product_id: 'p1',
  qty: 2,
  stock: 9,
  use_points: false,
  is_selected: true,
  is_available: true,
  product_title: { en: 'Aberdeen sofa', zh: '香港仔梳化', cn: '香港仔沙发' },
  product_variant_title: { en: 'Sage', zh: '鼠尾草綠', cn: '鼠尾草绿' },
  image: '/images/sofa.webp',
  global_discount: '0.00',
  original_price_per_unit: '5000.00',
  discounted_price_per_unit: '4500.00',
  original_subtotal_price: '10000.00',
  subtotal_price: '9000.00',
  original_point_per_unit: 0,
  discounted_point_per_unit: 0,
  original_subtotal_point: 0,
  subtotal_point: 0,
}

function call(locale: string, answer: () => Promise<Response>, token: string | null = 'a-token') {
  const apiFetch = vi.fn(answer)
  const context = createLoadContext(apiFetch)
  context.set(authContext, { session: createSession(token ? { token } : {}), dirty: false })
  const request = new Request(`http://shop.test/resources/cart-panel?locale=${locale}`)
  return { apiFetch, result: loader({ request, context, params: {} } as never) }
}

describe('header cart panel data (spec §4 cart panel)', () => {
  it('lists the lines in the page language only, with the subtotal after sale prices', async () => {
    const cart: Cart = { ...EMPTY_CART, cart_items: [line], total_qty: 2 }
    const { apiFetch, result } = call('zh', async () => Response.json(cart))
    expect(await result).toEqual({
      lines: [
        {
          id: 'v1',
          title: '香港仔梳化',
          variant: '鼠尾草綠',
          image: '/images/sofa.webp',
          qty: 2,
          subtotal: 9000,
          points: 0,
          available: true,
        },
      ],
      totalQty: 2,
      subtotal: 9000,
    })
    expect(String((apiFetch.mock.calls[0] as unknown[] | undefined)?.[0])).toContain(
      `/stores/${MAIN_STORE_ID}/shopping-cart/all`,
    )
  })

  it('answers the empty cart without asking the API when the visitor has no session', async () => {
    const { apiFetch, result } = call('en', async () => Response.json({}), null)
    expect(await result).toEqual({ lines: [], totalQty: 0, subtotal: 0 })
    expect(apiFetch).not.toHaveBeenCalled()
  })

  it('falls back to English for a language the shop does not speak', async () => {
    const cart: Cart = { ...EMPTY_CART, cart_items: [line], total_qty: 2 }
    const { result } = call('xx', async () => Response.json(cart))
    expect((await result).lines[0]).toMatchObject({ title: 'Aberdeen sofa', variant: 'Sage' })
  })

  it('answers the empty cart when the API fails (spec §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { result } = call('cn', async () => Response.json({ message: 'down' }, { status: 500 }))
    expect(await result).toEqual({ lines: [], totalQty: 0, subtotal: 0 })
  })
})
