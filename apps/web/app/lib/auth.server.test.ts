import { createSession } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { authMiddleware, clearToken, ensureGuestToken, requireUser } from './auth.server.ts'
import { authContext, createLoadContext } from './context.ts'

let issued = 0
/** An API whose TEMP login answers a new guest account each time, a little later. */
function api() {
  return vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
    issued += 1
    return Response.json({
      token: `guest-token-${issued}`,
      refresh_token: `guest-refresh-${issued}`,
      token_type: 'Bearer',
      expires_in: 1800,
      expires_at: new Date(Date.now() + 1_800_000).toISOString(),
      temp_credential: { login_id: `temp-${issued}`, password: `secret${issued}` },
    })
  })
}

/** One request of a browser whose cookie holds `data`. */
function request(apiFetch: ReturnType<typeof api>, data: Record<string, unknown>) {
  const context = createLoadContext(apiFetch)
  const state = { session: createSession(data), dirty: false }
  context.set(authContext, state)
  return { context, state }
}

describe('a guest account is asked for once per browser', () => {
  it('gives two requests sent together by a new visitor the same temporary account', async () => {
    const apiFetch = api()
    const first = request(apiFetch, { visitor: 'browser-a' })
    const second = request(apiFetch, { visitor: 'browser-a' })
    const [a, b] = await Promise.all([
      ensureGuestToken(first.context),
      ensureGuestToken(second.context),
    ])
    expect(apiFetch).toHaveBeenCalledTimes(1)
    expect(a).toBe(b)
    expect(second.state.session.get('temp')).toEqual(first.state.session.get('temp'))
    expect(second.state.dirty).toBe(true)
  })

  it('keeps different browsers apart', async () => {
    const apiFetch = api()
    const [a, b] = await Promise.all([
      ensureGuestToken(request(apiFetch, { visitor: 'browser-b' }).context),
      ensureGuestToken(request(apiFetch, { visitor: 'browser-c' }).context),
    ])
    expect(apiFetch).toHaveBeenCalledTimes(2)
    expect(a).not.toBe(b)
  })

  it('never hands out a shared login again after the session loses its token', async () => {
    const apiFetch = api()
    const { context, state } = request(apiFetch, { visitor: 'browser-d' })
    const before = await ensureGuestToken(context)
    clearToken(state)
    expect(state.session.get('visitor')).not.toBe('browser-d')
    state.session.unset('temp')
    const after = await ensureGuestToken(context)
    expect(after).not.toBe(before)
    expect(apiFetch).toHaveBeenCalledTimes(2)
  })
})

/** An API whose refresh takes a refresh token once, as the real one does (ADR 019). */
function refreshingApi() {
  const used = new Set<string>()
  let issued = 0
  return vi.fn(async (_path: string, init?: RequestInit) => {
    await new Promise((resolve) => setTimeout(resolve, 20))
    const { refresh_token } = JSON.parse(String(init?.body)) as { refresh_token: string }
    if (used.has(refresh_token)) {
      return Response.json(
        { message: 'Please sign in', statusCode: 401, code: 'UNAUTHORIZED' },
        { status: 401 },
      )
    }
    used.add(refresh_token)
    issued += 1
    return Response.json({
      token: `token-${issued}`,
      refresh_token: `refresh-${issued}`,
      token_type: 'Bearer',
      expires_in: 1800,
      expires_at: new Date(Date.now() + 1_800_000).toISOString(),
    })
  })
}

/** A page request of a browser whose session cookie is about to need a refresh. */
async function pageRequest(apiFetch: ReturnType<typeof refreshingApi>, refreshToken: string) {
  const { sessionStorage } = await import('./session.server.ts')
  const session = await sessionStorage().getSession()
  session.set('token', 'old-token')
  session.set('refreshToken', refreshToken)
  session.set('registered', true)
  session.set('expiresAt', new Date(Date.now() + 60_000).toISOString())
  const cookie = (await sessionStorage().commitSession(session)).split(';')[0] ?? ''
  const context = createLoadContext(apiFetch)
  const request = new Request('http://shop.test/account', { headers: { cookie } })
  await authMiddleware(
    { request, context, params: {}, unstable_pattern: '' } as never,
    async () => new Response('ok'),
  )
  return context.get(authContext)?.session
}

describe('a session refreshes once however many requests need it', () => {
  it('keeps the shopper signed in when two pages of one browser refresh together', async () => {
    const apiFetch = refreshingApi()
    const [a, b] = await Promise.all([
      pageRequest(apiFetch, 'refresh-shared'),
      pageRequest(apiFetch, 'refresh-shared'),
    ])
    expect(apiFetch).toHaveBeenCalledTimes(1)
    expect(a?.get('token')).toBe('token-1')
    expect(b?.get('token')).toBe('token-1')
    expect(b?.get('registered')).toBe(true)
  })

  it('gives a request arriving later with the old cookie the same new pair', async () => {
    const apiFetch = refreshingApi()
    const first = await pageRequest(apiFetch, 'refresh-late')
    const late = await pageRequest(apiFetch, 'refresh-late')
    expect(apiFetch).toHaveBeenCalledTimes(1)
    expect(late?.get('refreshToken')).toBe(first?.get('refreshToken'))
  })

  it('signs the browser out when the API refuses the refresh, and forgets the refusal', async () => {
    const refusing = vi.fn(async () =>
      Response.json(
        { message: 'Please sign in', statusCode: 401, code: 'UNAUTHORIZED' },
        { status: 401 },
      ),
    )
    const session = await pageRequest(refusing as never, 'refresh-revoked')
    expect(session?.get('token')).toBeUndefined()
    expect(session?.get('refreshToken')).toBeUndefined()
    expect(session?.get('registered')).toBe(false)
    // a refusal is not kept: the next request asks the API again
    await pageRequest(refusing as never, 'refresh-revoked')
    expect(refusing).toHaveBeenCalledTimes(2)
  })
})

describe('an account page asks a signed-out shopper to log in and comes back afterwards', () => {
  const location = async (work: Promise<unknown>) => {
    const thrown = await work.catch((error: unknown) => error)
    const url = new URL((thrown as Response).headers.get('location') ?? '', 'http://shop.test')
    return { path: url.pathname, query: Object.fromEntries(url.searchParams) }
  }

  it('to the page itself, never its .data address, in the page language', async () => {
    const { context } = request(api(), { visitor: 'v1' })
    const page = new Request('http://shop.test/zh/account/wishlist.data?page=2&_routes=x')
    expect(await location(requireUser(page, context))).toEqual({
      path: '/zh/authentication/login/email',
      query: { next: '/zh/account/wishlist?page=2' },
    })
  })

  it('saying the session ended, and that a form posted then was not sent', async () => {
    const refusing = vi.fn(async () =>
      Response.json({ message: 'x', statusCode: 401, code: 'UNAUTHORIZED' }, { status: 401 }),
    )
    const { context } = request(refusing as never, { token: 'revoked', registered: true })
    const posted = new Request('http://shop.test/cn/account/update-email.data', { method: 'POST' })
    expect(await location(requireUser(posted, context))).toEqual({
      path: '/cn/authentication/login/email',
      query: { next: '/cn/account/update-email', expired: '1', unsent: '1' },
    })
  })
})
