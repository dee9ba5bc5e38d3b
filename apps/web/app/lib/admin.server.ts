import {
  errorEnvelope,
  invitationPreview,
  STAFF_LANGUAGES,
  STAFF_SESSION_COOKIE,
  STAFF_SESSION_HOURS,
  type StaffLanguage,
  type StaffMe,
  type StaffPermission,
  type StaffSession,
  staffMe,
} from '@shop/contract'
import {
  createContext,
  createCookie,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from 'react-router'
import type { z } from 'zod'
import { adminLoginPath } from './admin-path.ts'
import { ApiError } from './api.server.ts'
import { apiFetchContext, requestMemoContext } from './context.ts'
import { cookieSecure } from './env.server.ts'
import { pagePath, pageUrl } from './page-url.ts'

/**
 * The staff session: its own httpOnly cookie, sent to `/admin` pages only, holding the API's
 * `stf_` token. The token never reaches browser JavaScript; loaders and actions attach it.
 */
function staffCookie() {
  return createCookie(STAFF_SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/admin',
    secure: cookieSecure(),
    maxAge: STAFF_SESSION_HOURS * 60 * 60,
  })
}

/** The back-office language of this browser, for pages before sign-in (login, errors). */
function languageCookie() {
  return createCookie('staff_language', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/admin',
    secure: cookieSecure(),
    maxAge: 60 * 60 * 24 * 365,
  })
}

type InvitationPreview = z.infer<typeof invitationPreview>

type StaffState = {
  token: string | undefined
  language: StaffLanguage | undefined
  /** The page this request is for (never its `.data` address): where sign-in comes back to. */
  page: string
  /** A form was posted: if the session has ended, what it carried was not sent. */
  posted: boolean
  /** The browser came with a session cookie, so a refusal now means the session ended. */
  hadToken: boolean
  /** Cookies to write back: the token or language changed during this request. */
  tokenChanged: boolean
  languageChanged: boolean
}

export const staffContext = createContext<StaffState | null>(null)

function state(context: Readonly<RouterContextProvider>): StaffState {
  const value = context.get(staffContext)
  if (!value) throw new Error('adminMiddleware did not run')
  return value
}

function isLanguage(value: unknown): value is StaffLanguage {
  return (STAFF_LANGUAGES as readonly unknown[]).includes(value)
}

/** Reads the staff cookies into the request context; writes them back when they changed. */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const header = request.headers.get('cookie')
  const token: unknown = await staffCookie().parse(header)
  const language: unknown = await languageCookie().parse(header)
  const staff: StaffState = {
    token: typeof token === 'string' && token ? token : undefined,
    language: isLanguage(language) ? language : undefined,
    page: pagePath(request),
    posted: request.method !== 'GET' && request.method !== 'HEAD',
    hadToken: typeof token === 'string' && token !== '',
    tokenChanged: false,
    languageChanged: false,
  }
  context.set(staffContext, staff)
  const response = await next()
  if (staff.tokenChanged) {
    const cookie = staffCookie()
    response.headers.append(
      'Set-Cookie',
      staff.token
        ? await cookie.serialize(staff.token)
        : await cookie.serialize('', { maxAge: 0, expires: new Date(0) }),
    )
  }
  if (staff.languageChanged && staff.language) {
    response.headers.append('Set-Cookie', await languageCookie().serialize(staff.language))
  }
  // staff pages are personal: never kept by a shared cache
  response.headers.set('Cache-Control', 'private, no-store')
  return response
}

/** A refusal of the staff API; `retryAfter` in seconds for a 429 (too many sign-in attempts). */
export class AdminApiError extends ApiError {
  readonly retryAfter: number | null
  constructor(status: number, body: ApiError['body'], retryAfter: string | null) {
    super(status, body)
    const seconds = Number(retryAfter)
    this.retryAfter = retryAfter && Number.isFinite(seconds) ? seconds : null
  }
}

type AdminInit = RequestInit & {
  /** Sent without the staff token (sign-in, invitations): a 401 is then the API's answer to show. */
  signedOut?: boolean
}

/**
 * The back office's API client: `apiRequest` with the staff bearer token. The request already
 * carries the member's IP (server/request-handler.ts), so the API's sign-in limits count per
 * person. A 401 on a signed-in call means the session ended: the cookie is cleared and the member
 * goes to the sign-in page, which brings them back to this page afterwards; 403 TOTP_SETUP_REQUIRED goes to the two-factor page; 403
 * STAFF_FORBIDDEN becomes the 403 page. Every other refusal is thrown as an `AdminApiError`.
 */
export async function adminRequest<T extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  path: string,
  schema: T,
  init: AdminInit = {},
): Promise<z.output<T>> {
  const { signedOut, ...rest } = init
  const staff = state(context)
  const headers: Record<string, string> = { accept: 'application/json' }
  if (typeof rest.body === 'string') headers['content-type'] = 'application/json'
  if (staff.token && !signedOut) headers.authorization = `Bearer ${staff.token}`
  const response = await context.get(apiFetchContext)(`${path}`, {
    ...rest,
    headers: { ...headers, ...(rest.headers as Record<string, string>) },
  })
  const json: unknown = response.status === 204 ? null : await response.json().catch(() => null)
  if (!response.ok) {
    const parsed = errorEnvelope.safeParse(json)
    const body = parsed.success ? parsed.data : null
    if (!signedOut) refuse(context, response.status, body?.code)
    throw new AdminApiError(response.status, body, response.headers.get('retry-after'))
  }
  return schema.parse(json)
}

/**
 * One thing a page is about (an order, a customer, an enquiry): `adminRequest`, with the API's
 * 404 turned into the page's 404 (`code` tells the error page what was not found).
 */
export function adminFind<T extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  path: string,
  schema: T,
  code: string | null = null,
): Promise<z.output<T>> {
  return adminRequest(context, path, schema).catch((error: unknown) => {
    if (error instanceof AdminApiError && error.status === 404) throw data(code, { status: 404 })
    throw error
  })
}

/** The refusals every staff page answers the same way (see adminRequest). */
function refuse(context: Readonly<RouterContextProvider>, status: number, code?: string) {
  if (status === 401) {
    signOutStaff(context)
    throw loginRedirect(context, true)
  }
  if (status === 403 && code === 'TOTP_SETUP_REQUIRED') throw redirect('/admin/two-factor')
  if (status === 403 && code === 'STAFF_FORBIDDEN') throw forbidden()
}

/** The 403 page (the admin error boundary shows it in the member's language). */
export function forbidden() {
  return data('STAFF_FORBIDDEN', { status: 403 })
}

/** The signed-in member, asked once per request whichever loaders want it; null when signed out. */
export function currentStaff(context: Readonly<RouterContextProvider>): Promise<StaffMe | null> {
  const staff = state(context)
  if (!staff.token) return Promise.resolve(null)
  const memo = context.get(requestMemoContext)
  let pending = memo.get('admin:me') as Promise<StaffMe | null> | undefined
  if (!pending) {
    pending = adminRequest(context, '/admin/auth/me', staffMe).catch((error: unknown) => {
      // an ended session is "signed out" here; requireStaffUser sends the member to sign in
      if (error instanceof Response && error.status === 302) return null
      throw error
    })
    memo.set('admin:me', pending)
  }
  return pending
}

/**
 * To the sign-in page, back to this page afterwards (never its `.data` address: page-url.ts). A
 * session that ended says so; a post it refused says what was typed was not sent (the page keeps
 * it for the member when script runs: components/kept-form.tsx).
 */
function loginRedirect(context: Readonly<RouterContextProvider>, ended = false) {
  const { page, posted, hadToken } = state(context)
  return redirect(adminLoginPath(page, { expired: ended || hadToken, unsent: posted }))
}

/**
 * Staff-only pages: the signed-in member, or a redirect to the sign-in page (coming back here
 * afterwards). An owner who must still turn two-factor sign-in on is sent to do that first.
 */
export async function requireStaffUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<StaffMe> {
  const me = await currentStaff(context)
  if (!me) throw loginRedirect(context)
  // the page, not the raw address: a client navigation asks for `/admin/two-factor.data`
  if (me.must_enable_totp && pageUrl(request).pathname !== '/admin/two-factor') {
    throw redirect('/admin/two-factor')
  }
  return me
}

/** A page that needs a permission the member lacks answers the 403 page. */
export function requirePermission(me: StaffMe, permission: StaffPermission): void {
  if (!me.permissions.includes(permission)) throw forbidden()
}

/** Keeps the session the API answered to sign-in or an accepted invitation. */
export function signInStaff(context: Readonly<RouterContextProvider>, session: StaffSession) {
  const staff = state(context)
  staff.token = session.token
  staff.tokenChanged = true
  setStaffLanguage(context, session.staff.language)
  context.get(requestMemoContext).set('admin:me', Promise.resolve(session.staff))
}

export function signOutStaff(context: Readonly<RouterContextProvider>) {
  const staff = state(context)
  if (staff.token) staff.tokenChanged = true
  staff.token = undefined
  context.get(requestMemoContext).delete('admin:me')
}

export function setStaffLanguage(
  context: Readonly<RouterContextProvider>,
  language: StaffLanguage,
) {
  const staff = state(context)
  if (staff.language !== language) staff.languageChanged = true
  staff.language = language
}

/** An invitation's invitee (who is invited, in which language), asked once per request; null when invalid. */
export function invitationOf(
  context: Readonly<RouterContextProvider>,
  token: string,
): Promise<InvitationPreview | null> {
  const memo = context.get(requestMemoContext)
  const key = `admin:invitation:${token}`
  let pending = memo.get(key) as Promise<InvitationPreview | null> | undefined
  if (!pending) {
    pending = adminRequest(
      context,
      `/admin/invitations/${encodeURIComponent(token)}`,
      invitationPreview,
      { signedOut: true },
    ).catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
      throw error
    })
    memo.set(key, pending)
  }
  return pending
}

/**
 * The language of a back-office page: the member's preference when signed in, else the one this
 * browser last used here, else the browser's own (Chinese when it asks for any Chinese first).
 */
export async function staffLanguageOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
  invitationToken?: string,
): Promise<StaffLanguage> {
  // an invitee is greeted in the language the owner chose for them
  if (invitationToken) {
    const invitee = await invitationOf(context, invitationToken).catch(() => null)
    if (invitee) return invitee.language
  }
  const me = await currentStaff(context).catch(() => null)
  if (me) return me.language
  const remembered = state(context).language
  if (remembered) return remembered
  const accept = request.headers.get('accept-language') ?? ''
  return /^\s*zh\b/i.test(accept) ? 'zh' : 'en'
}

/**
 * A back-office CSV from the API (`path`, asked with the staff token) passed on as a download, so
 * the token stays in its httpOnly cookie: the orders, products and newsletter exports.
 */
export async function passOnDownload(
  context: Readonly<RouterContextProvider>,
  path: string,
): Promise<Response> {
  const token = context.get(staffContext)?.token
  const answer = await context.get(apiFetchContext)(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  if (!answer.ok) {
    await answer.body?.cancel()
    throw new Response('Not available', { status: answer.status >= 500 ? 502 : answer.status })
  }
  const headers = new Headers({
    'content-type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
    'content-disposition': answer.headers.get('content-disposition') ?? 'attachment',
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  })
  return new Response(answer.body, { status: 200, headers })
}
