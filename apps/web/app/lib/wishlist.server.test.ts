import { createSession } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { authContext, createLoadContext } from './context.ts'
import { loadWishlistPage, wishlistState } from './wishlist.server.ts'

function failingContext() {
  const apiFetch = vi.fn(async () =>
    Response.json({ message: 'down', statusCode: 503, code: 'UNAVAILABLE' }, { status: 503 }),
  )
  const context = createLoadContext(apiFetch)
  context.set(authContext, { session: createSession({ token: 'a-token' }), dirty: false })
  return { context, apiFetch }
}

describe('wishlist load failure (spec §8)', () => {
  it('reads as an empty wishlist with count 0: no hearts filled, header count 0', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { context, apiFetch } = failingContext()
    expect(await wishlistState(context, ['p1', 'p2'])).toEqual({ product_ids: [], total: 0 })
    expect(apiFetch).toHaveBeenCalledOnce()
  })

  it('shows the wishlist page empty rather than an error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { context } = failingContext()
    expect(await loadWishlistPage(context, 2, 3)).toEqual({
      data: [],
      total: 0,
      current_page: 2,
      next_page_url: null,
    })
  })
})
