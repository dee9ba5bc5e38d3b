import { createSession } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { clearToken, ensureGuestToken } from './auth.server.ts'
import { authContext, createLoadContext } from './context.ts'

let issued = 0
/** An API whose TEMP login answers a new guest account each time, a little later. */
function api() {
  return vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
    issued += 1
    return Response.json({
      token: `guest-token-${issued}`,
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
