import { createSession } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { cartCount, EMPTY_CART, loadCart } from './cart.server.ts'
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
