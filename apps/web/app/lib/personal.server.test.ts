import { createSession } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { authContext, createLoadContext } from './context.ts'
import { loadPersonalCounts } from './personal.server.ts'

const NONE = { total_qty: 0, wishlist: { product_ids: [], total: 0 } }

function contextWith(answer: () => Promise<Response>, token: string | null = 'a-token') {
  const apiFetch = vi.fn(answer)
  const context = createLoadContext(apiFetch)
  if (token) context.set(authContext, { session: createSession({ token }), dirty: false })
  return { context, apiFetch }
}

describe('a shopper’s own figures on a page (issue 31)', () => {
  it('asks the API once for the counts and the hearts of the page’s products', async () => {
    const figures = { total_qty: 3, wishlist: { product_ids: ['p1'], total: 2 } }
    const { context, apiFetch } = contextWith(async () => Response.json(figures))
    expect(await loadPersonalCounts(context, ['p1', 'p1', 'p2'])).toEqual(figures)
    expect(apiFetch).toHaveBeenCalledTimes(1)
  })

  it('asks nothing without a session', async () => {
    const { context, apiFetch } = contextWith(async () => Response.json({}), null)
    expect(await loadPersonalCounts(context)).toEqual(NONE)
    expect(apiFetch).not.toHaveBeenCalled()
  })

  it('reads an ended session as nothing, quietly, and a failure as nothing, said in the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const ended = contextWith(async () =>
      Response.json(
        { message: 'Please sign in', statusCode: 401, code: 'UNAUTHORIZED' },
        { status: 401 },
      ),
    )
    expect(await loadPersonalCounts(ended.context)).toEqual(NONE)
    expect(logged).not.toHaveBeenCalled()
    const down = contextWith(async () =>
      Response.json(
        { message: 'down', statusCode: 500, code: 'INTERNAL_SERVER_ERROR' },
        { status: 500 },
      ),
    )
    expect(await loadPersonalCounts(down.context)).toEqual(NONE)
    expect(logged).toHaveBeenCalledTimes(1)
  })
})
