import { createSession } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { AuthState } from './auth.server.ts'
import { placeOrder } from './checkout.server.ts'
import { keepDraft, ownerMark, ownerOfMark, takeDraft } from './checkout-draft.server.ts'
import { authContext, createLoadContext } from './context.ts'
import { sessionStorage } from './session.server.ts'

process.env.SESSION_SECRET ??= 'a test secret of the storefront session'

const A = '6f8b1c0e-1a2b-4c3d-8e9f-000000000001'
const B = '6f8b1c0e-1a2b-4c3d-8e9f-000000000002'

const user = (id: string) => ({
  user: {
    id,
    login_id: `${id}@example.com`,
    type: 'EMAIL',
    account: {
      _id: id,
      avatar: '',
      email: `${id}@example.com`,
      area_code: '852',
      phone: '',
      gender: '',
      country: 'HK',
      username: 'May',
      is_verified: true,
    },
  },
})
const refused = () =>
  Response.json({ message: 'Unauthorized', statusCode: 401, code: 'UNAUTHORIZED' }, { status: 401 })

/** One checkout post of a browser whose cookie holds `data`, to an API answering `api`. */
function post(data: Record<string, unknown>, fields: Record<string, string>, api = vi.fn()) {
  const context = createLoadContext(api)
  const state: AuthState = { session: createSession(data), dirty: false }
  context.set(authContext, state)
  const form = new FormData()
  for (const [name, value] of Object.entries({ intent: 'checkout', ...fields }))
    form.set(name, value)
  const request = new Request('http://shop.test/zh/shop/main/cart.data?step=checkout&selected=x', {
    method: 'POST',
  })
  return { run: () => placeOrder(request, context, form), state, api }
}

const typed = { name: '陳大文', phone: '91234567', street: '港灣道 8 號', terms_accepted: 'yes' }

describe("a member's checkout post after the session ended (ADR 065)", () => {
  it('places nothing, keeps the form for that member and asks for a sign-in that comes back', async () => {
    // signed out in another tab: the cookie has no token any more
    const { run, state, api } = post({ registered: false }, { ...typed, owner: ownerMark(A) })
    const answer = (await run()) as Response
    expect(answer.status).toBe(302)
    const location = new URL(answer.headers.get('location') ?? '', 'http://shop.test')
    expect(location.pathname).toBe('/zh/authentication/login/email')
    expect(location.searchParams.get('kept')).toBe('1')
    expect(location.searchParams.get('next')).toBe('/zh/shop/main/cart?step=checkout&selected=x')
    expect(api).not.toHaveBeenCalled()
    expect(state.session.get('checkoutDraft')).toMatchObject({
      owner: A,
      values: { name: '陳大文', phone: '91234567', street: '港灣道 8 號' },
    })
    expect(state.session.get('checkoutDraft')?.values.terms_accepted).toBeUndefined()
  })

  it('treats a token the API refuses (revoked, expired) the same way', async () => {
    const api = vi.fn(async (_path: string) => refused())
    const { run, state } = post(
      { token: 't', registered: true },
      { ...typed, owner: ownerMark(A) },
      api,
    )
    const answer = (await run()) as Response
    expect(answer.headers.get('location')).toContain('kept=1')
    expect(api).toHaveBeenCalledTimes(1)
    expect(api.mock.calls[0]?.[0]).toContain('/auth/user')
    expect(state.session.get('token')).toBeUndefined()
    expect(state.session.get('checkoutDraft')?.owner).toBe(A)
  })

  it("never keeps the first account's form for another account signed in meanwhile", async () => {
    const api = vi.fn(async (_path: string) => Response.json(user(B)))
    const { run, state } = post(
      { token: 't', registered: true },
      { ...typed, owner: ownerMark(A) },
      api,
    )
    const answer = (await run()) as Response
    expect(answer.headers.get('location')).toBe('/zh/shop/main/cart?step=checkout&selected=x')
    expect(state.session.get('checkoutDraft')).toBeUndefined()
  })

  it('ignores a forged mark (another account id under this one’s signature)', () => {
    const mark = ownerMark(A)
    expect(ownerOfMark(mark)).toBe(A)
    expect(ownerOfMark(`${B}${mark.slice(A.length)}`)).toBeNull()
    expect(ownerOfMark(`${A}.forged`)).toBeNull()
    expect(ownerOfMark('')).toBeNull()
  })

  it('keeps a guest form whose guest session is gone, and sends the guest back to checkout', async () => {
    const { run, state, api } = post({ visitor: 'v' }, typed)
    const answer = (await run()) as Response
    expect(answer.headers.get('location')).toBe('/zh/shop/main/cart?step=checkout&selected=x')
    expect(api).not.toHaveBeenCalled()
    expect(state.session.get('checkoutDraft')).toMatchObject({ owner: null })
  })
})

describe('the kept form on the checkout step', () => {
  function state(data: Record<string, unknown> = {}): AuthState {
    return { session: createSession(data), dirty: false }
  }
  const form = () => {
    const data = new FormData()
    for (const [name, value] of Object.entries(typed)) data.set(name, value)
    return data
  }

  it('is given back once to its member, waits while nobody is signed in, and is dropped for another', () => {
    const s = state()
    keepDraft(s, A, form())
    expect(takeDraft(s, null)).toBeNull()
    expect(takeDraft(s, A)).toMatchObject({ name: '陳大文' })
    expect(takeDraft(s, A)).toBeNull()
    keepDraft(s, A, form())
    expect(takeDraft(s, B)).toBeNull()
    expect(s.session.get('checkoutDraft')).toBeUndefined()
  })

  it('fits the session cookie (under 4 kB) with every field at its longest in Chinese', async () => {
    const s = state({
      token: 'x'.repeat(43),
      refreshToken: 'y'.repeat(43),
      expiresAt: new Date().toISOString(),
      registered: false,
      temp: { login_id: `temp-${'z'.repeat(36)}`, password: 'p'.repeat(43) },
      visitor: crypto.randomUUID(),
    })
    const longest = new FormData()
    for (const [name, size] of Object.entries({
      name: 100,
      address: 500,
      street: 120,
      building: 120,
    }))
      longest.set(name, '灣'.repeat(size))
    longest.set('email', `${'a'.repeat(242)}@example.com`)
    for (const name of ['area_code', 'phone', 'region', 'district', 'floor', 'flat', 'date'])
      longest.set(name, '9'.repeat(40))
    keepDraft(s, A, longest)
    const cookie = await sessionStorage().commitSession(s.session)
    expect(cookie.length).toBeLessThan(4096)
  })
})
