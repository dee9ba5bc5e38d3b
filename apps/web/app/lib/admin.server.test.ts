import { createCookie } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import {
  AdminApiError,
  adminMiddleware,
  adminRequest,
  requireStaffUser,
  signInStaff,
  staffLanguageOf,
} from './admin.server.ts'
import { createLoadContext } from './context.ts'

const ME = {
  _id: 'b8a6f9c2-0000-4000-8000-000000000001',
  email: 'mei@maisonharbour.test',
  name: 'Mei',
  role: 'staff',
  language: 'zh',
  totp_enabled: false,
  disabled: false,
  invitation_pending: false,
  created_at: '2026-11-24T01:00:00.000Z',
  last_sign_in_at: null,
  permissions: ['dashboard.view'],
  must_enable_totp: false,
}

async function cookieHeader(token: string) {
  const cookie = await createCookie('staff_session', { path: '/admin' }).serialize(token)
  return cookie.split(';')[0] as string
}

/** Runs `work` inside the admin middleware, as a request with these cookies would. */
async function within<T>(
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>,
  cookie: string | null,
  work: (args: { request: Request; context: ReturnType<typeof createLoadContext> }) => Promise<T>,
  url = 'http://shop.test/admin/audit?page=2',
  method = 'GET',
) {
  const context = createLoadContext(apiFetch)
  const request = new Request(url, { method, headers: cookie ? { cookie } : {} })
  let result: T | undefined
  let thrown: unknown
  const response = await adminMiddleware(
    { request, context, params: {}, unstable_pattern: '', pattern: '' } as never,
    async () => {
      try {
        result = await work({ request, context })
      } catch (error) {
        thrown = error
      }
      return new Response('ok')
    },
  )
  return { result, thrown, response: response as Response }
}

describe('the staff session', () => {
  it('sends the staff token as a bearer, never the shopper token', async () => {
    const apiFetch = vi.fn(async () => Response.json(ME))
    await within(apiFetch, await cookieHeader('stf_abc'), ({ request, context }) =>
      requireStaffUser(request, context),
    )
    const [path, init] = apiFetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe('/admin/auth/me')
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer stf_abc')
  })

  it('sends a member without a session to sign in, coming back to the page afterwards', async () => {
    const apiFetch = vi.fn()
    const { thrown } = await within(apiFetch, null, ({ request, context }) =>
      requireStaffUser(request, context),
    )
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).headers.get('location')).toBe(
      '/admin/login?next=%2Fadmin%2Faudit%3Fpage%3D2',
    )
    expect(apiFetch).not.toHaveBeenCalled()
  })

  it('forgets an ended session (cookie cleared) and asks to sign in again', async () => {
    const apiFetch = vi.fn(async () =>
      Response.json({ message: 'x', statusCode: 401, code: 'UNAUTHORIZED' }, { status: 401 }),
    )
    const { thrown, response } = await within(
      apiFetch,
      await cookieHeader('stf_old'),
      ({ request, context }) => requireStaffUser(request, context),
    )
    expect((thrown as Response).headers.get('location')).toBe(
      '/admin/login?next=%2Fadmin%2Faudit%3Fpage%3D2&expired=1',
    )
    expect(response.headers.get('set-cookie')).toMatch(/^staff_session=;.*Max-Age=0/)
  })

  it('sends an owner who must turn two-factor on to do that first', async () => {
    const apiFetch = vi.fn(async () => Response.json({ ...ME, must_enable_totp: true }))
    const { thrown } = await within(
      apiFetch,
      await cookieHeader('stf_abc'),
      ({ request, context }) => requireStaffUser(request, context),
    )
    expect((thrown as Response).headers.get('location')).toBe('/admin/two-factor')
  })

  it('lets an owner who must turn two-factor on reach that page by client navigation too', async () => {
    const apiFetch = vi.fn(async () => Response.json({ ...ME, must_enable_totp: true }))
    const cookie = await cookieHeader('stf_abc')
    const guard = (url: string, method = 'GET') =>
      within(
        apiFetch,
        cookie,
        ({ request, context }) => requireStaffUser(request, context),
        url,
        method,
      )
    // React Router asks for the page's data at `.data` and posts the code there: both reach it
    for (const [url, method] of [
      ['http://shop.test/admin/two-factor', 'GET'],
      ['http://shop.test/admin/two-factor.data?_routes=routes%2Fadmin%2Ftwo-factor', 'GET'],
      ['http://shop.test/admin/two-factor.data', 'POST'],
    ] as const) {
      const { thrown, result } = await guard(url, method)
      expect(thrown, `${method} ${url}`).toBeUndefined()
      expect(result).toMatchObject({ must_enable_totp: true })
    }
    const { thrown } = await guard(
      'http://shop.test/admin/_.data?_routes=routes%2Fadmin%2Fdashboard',
    )
    expect((thrown as Response).headers.get('location')).toBe('/admin/two-factor')
  })

  it('sends a client navigation to sign in with the page to come back to, not its data address', async () => {
    const { thrown } = await within(
      vi.fn(),
      null,
      ({ request, context }) => requireStaffUser(request, context),
      'http://shop.test/admin/orders.data?status=paid&_routes=routes%2Fadmin%2Forders',
    )
    expect((thrown as Response).headers.get('location')).toBe(
      '/admin/login?next=%2Fadmin%2Forders%3Fstatus%3Dpaid',
    )
  })

  it('says a reply posted after the session ended was not sent, and comes back to its page', async () => {
    const apiFetch = vi.fn(async () =>
      Response.json({ message: 'x', statusCode: 401, code: 'UNAUTHORIZED' }, { status: 401 }),
    )
    const { thrown } = await within(
      apiFetch,
      await cookieHeader('stf_revoked'),
      ({ context }) =>
        adminRequest(context, '/admin/enquiries/7/replies', ME as never, { method: 'POST' }),
      'http://shop.test/admin/enquiries/7.data',
      'POST',
    )
    const location = new URL((thrown as Response).headers.get('location') ?? '', 'http://shop.test')
    expect(location.pathname).toBe('/admin/login')
    expect(Object.fromEntries(location.searchParams)).toEqual({
      next: '/admin/enquiries/7',
      expired: '1',
      unsent: '1',
    })
  })

  it('answers the 403 page when the role does not allow a call', async () => {
    const apiFetch = vi.fn(async () =>
      Response.json({ message: 'x', statusCode: 403, code: 'STAFF_FORBIDDEN' }, { status: 403 }),
    )
    const { thrown } = await within(apiFetch, await cookieHeader('stf_abc'), ({ context }) =>
      adminRequest(context, '/admin/staff', ME as never),
    )
    expect(thrown).toMatchObject({ init: { status: 403 } })
  })

  it('keeps a sign-in in an httpOnly cookie for /admin only, with the member language', async () => {
    const { response } = await within(vi.fn(), null, async ({ context }) =>
      signInStaff(context, {
        token: 'stf_new',
        expires_at: '2026-11-24T13:00:00.000Z',
        staff: ME as never,
      }),
    )
    const cookies = response.headers.getSetCookie()
    expect(cookies[0]).toMatch(/^staff_session=/)
    expect(cookies[0]).toMatch(/Path=\/admin/)
    expect(cookies[0]).toMatch(/HttpOnly/)
    expect(cookies[0]).toMatch(/SameSite=Lax/)
    expect(cookies[1]).toMatch(/^staff_language=/)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('shows the sign-in refusals with the wait the API asks for', async () => {
    const apiFetch = vi.fn(async () =>
      Response.json(
        { message: 'x', statusCode: 429, code: 'TOO_MANY_REQUESTS' },
        { status: 429, headers: { 'retry-after': '600' } },
      ),
    )
    const { thrown } = await within(apiFetch, null, ({ context }) =>
      adminRequest(context, '/admin/auth/login', ME as never, { method: 'POST', signedOut: true }),
    )
    expect(thrown).toBeInstanceOf(AdminApiError)
    expect((thrown as AdminApiError).retryAfter).toBe(600)
  })

  it('speaks the browser language before sign-in', async () => {
    const { result } = await within(vi.fn(), null, ({ request, context }) =>
      staffLanguageOf(
        new Request(request.url, { headers: { 'accept-language': 'zh-HK,zh;q=0.9,en;q=0.5' } }),
        context,
      ),
    )
    expect(result).toBe('zh')
  })
})
