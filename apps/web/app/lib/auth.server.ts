import { randomUUID } from 'node:crypto'
import {
  type AuthUser,
  authUserResponse,
  localePrefix,
  splitLocalePath,
  tokenResponse,
} from '@shop/contract'
import { type MiddlewareFunction, type RouterContextProvider, redirect } from 'react-router'
import { isAdminPath } from './admin-path.ts'
import { ApiError, apiRequest } from './api.server.ts'
import { forgetStaleDraft } from './checkout-draft.server.ts'
import { authContext, sharedAnswersContext } from './context.ts'
import { pagePath, pageUrl } from './page-url.ts'
import { loginPathFor } from './return-to.ts'
import { getSession, type SessionData, sessionStorage } from './session.server.ts'

type Session = Awaited<ReturnType<typeof getSession>>
export type AuthState = {
  session: Session
  dirty: boolean
  /** The member's session ended during this request (the API refused its token). */
  ended?: boolean
}

/** Refresh a token this close to its expiry, so nobody is signed out mid-checkout. */
const REFRESH_WINDOW_MS = 10 * 60 * 1000

type TokenPair = { token: string; refresh_token: string; expires_at: string }

function storeToken(state: AuthState, answer: TokenPair, registered: boolean) {
  state.session.set('token', answer.token)
  state.session.set('refreshToken', answer.refresh_token)
  state.session.set('expiresAt', answer.expires_at)
  state.session.set('registered', registered)
  state.dirty = true
}

export function clearToken(state: AuthState) {
  state.session.unset('token')
  state.session.unset('refreshToken')
  state.session.unset('expiresAt')
  state.session.set('registered', false)
  // a fresh id, so a guest login shared before this point is never handed out again
  state.session.set('visitor', randomUUID())
  state.dirty = true
}

/**
 * Runs on every request: rejects cross-site form posts (CSRF), loads the session, refreshes a
 * token near expiry and writes the session cookie back when it changed.
 */
export const authMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const origin = request.headers.get('origin')
    if (origin && origin !== 'null' && new URL(origin).host !== new URL(request.url).host) {
      throw new Response('Cross-site request refused', { status: 403 })
    }
  }
  // the back office has its own staff session (lib/admin.server.ts): no shopper cookie there
  if (isAdminPath(pageUrl(request).pathname)) return next()
  const state: AuthState = { session: await getSession(request), dirty: false }
  context.set(authContext, state)
  forgetStaleDraft(state)
  const token = state.session.get('token')
  if (!token && !state.session.get('temp') && !state.session.get('visitor')) {
    // no account is made here (spec §4: only when first needed), only the browser is told apart
    state.session.set('visitor', randomUUID())
    state.dirty = true
  }
  const expiresAt = Date.parse(state.session.get('expiresAt') ?? '')
  if (token && expiresAt - Date.now() < REFRESH_WINDOW_MS) {
    const refreshToken = state.session.get('refreshToken')
    try {
      if (!refreshToken) throw new ApiError(401, null)
      const answer = await sharedRefresh(refreshToken, () => refresh(context, refreshToken))
      storeToken(state, answer, Boolean(state.session.get('registered')))
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error
      state.ended = Boolean(state.session.get('registered'))
      clearToken(state)
    }
  }
  const response = await next()
  if (state.dirty) {
    response.headers.append('Set-Cookie', await sessionStorage().commitSession(state.session))
  }
  return response
}

function refresh(context: Readonly<RouterContextProvider>, refreshToken: string) {
  return apiRequest(context, '/auth/refresh', tokenResponse, {
    method: 'POST',
    body: JSON.stringify({ refresh_token: refreshToken }),
  })
}

/**
 * How long a refresh answer is handed to later requests bearing the same refresh token: until
 * that token would have expired anyway, since refreshing starts in its last 10 minutes.
 */
const REFRESH_SHARE_MS = REFRESH_WINDOW_MS
const refreshes = new Map<string, Promise<TokenAnswer>>()

/**
 * One refresh per session step (ADR 019): the API takes a refresh token once and treats a second
 * use as theft, revoking the session. Pages, fetches and resource requests a browser sends
 * together carry the same cookie; they share one refresh here, and a request that arrives later
 * with the old cookie (its answer's Set-Cookie not yet stored) gets the same new pair.
 */
export function sharedRefresh(refreshToken: string, exchange: () => Promise<TokenAnswer>) {
  let pending = refreshes.get(refreshToken)
  if (!pending) {
    pending = exchange()
    refreshes.set(refreshToken, pending)
    pending.then(
      () => setTimeout(() => refreshes.delete(refreshToken), REFRESH_SHARE_MS).unref(),
      () => refreshes.delete(refreshToken),
    )
  }
  return pending
}

export function authState(context: Readonly<RouterContextProvider>): AuthState {
  const state = context.get(authContext)
  if (!state) throw new Error('authMiddleware did not run')
  return state
}

/** The API token of this visitor, if any. */
export function currentToken(context: Readonly<RouterContextProvider>): string | undefined {
  return context.get(authContext)?.session.get('token')
}

export function isRegistered(context: Readonly<RouterContextProvider>): boolean {
  const session = context.get(authContext)?.session
  return Boolean(session?.get('token') && session.get('registered'))
}

/** Signs in with the API answer of login/register/migrate. */
export function signIn(
  context: Readonly<RouterContextProvider>,
  answer: TokenPair,
  registered: boolean,
) {
  const state = authState(context)
  storeToken(state, answer, registered)
  if (registered) state.session.unset('temp')
}

/**
 * spec §4: a visitor without an account gets a temporary (TEMP) session, asked for only when
 * first needed (cart, wishlist), and resumed with its own secret when the token has expired.
 */
export async function ensureGuestToken(context: Readonly<RouterContextProvider>): Promise<string> {
  const state = authState(context)
  const existing = state.session.get('token')
  if (existing) return existing
  const temp = state.session.get('temp') as SessionData['temp']
  const visitor = state.session.get('visitor')
  const answer = visitor
    ? await sharedGuestLogin(context, visitor, () => guestLogin(context, temp))
    : await guestLogin(context, temp)
  if (answer.temp_credential) state.session.set('temp', answer.temp_credential)
  storeToken(state, answer, false)
  return answer.token
}

type TokenAnswer = Awaited<ReturnType<typeof login>>

async function guestLogin(context: Readonly<RouterContextProvider>, temp: SessionData['temp']) {
  const body = temp ? { type: 'TEMP', ...temp } : { type: 'TEMP' }
  try {
    return await login(context, body)
  } catch (error) {
    if (!temp || !(error instanceof ApiError)) throw error
    return login(context, { type: 'TEMP' })
  }
}

/** How long a browser's new guest login is shared: until its cookie has surely come back. */
const GUEST_SHARE_MS = 60_000

/**
 * One guest login per browser: requests that arrive together before the browser has stored the
 * session cookie (a heart and an add to cart on a guest's first visit) get the same temporary
 * account instead of one each, so neither action is lost in an account nobody can reach. Shared
 * through the server's `SharedAnswers`: Redis when the shop runs as several processes.
 */
function sharedGuestLogin(
  context: Readonly<RouterContextProvider>,
  visitor: string,
  create: () => Promise<TokenAnswer>,
) {
  return context.get(sharedAnswersContext).once(`guest-login:${visitor}`, GUEST_SHARE_MS, create)
}

function login(context: Readonly<RouterContextProvider>, body: Record<string, string>) {
  return apiRequest(context, '/auth/login', tokenResponse, {
    method: 'POST',
    body: JSON.stringify(body),
  })
}

/** The signed-in user, or null for guests. */
export async function getUser(context: Readonly<RouterContextProvider>): Promise<AuthUser | null> {
  if (!isRegistered(context)) return null
  try {
    return (await apiRequest(context, '/auth/user', authUserResponse)).user
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const state = authState(context)
      state.ended = true
      clearToken(state)
      return null
    }
    throw error
  }
}

function prefixOf(request: Request): string {
  return localePrefix(splitLocalePath(pageUrl(request).pathname).locale)
}

/**
 * spec §2: registered-only pages send everyone else to the login page, which brings them back to
 * this page (never its `.data` address: page-url.ts) and says when their session ended and when
 * a form they posted was not sent (lib/kept-form.ts keeps it for them when script runs).
 */
export async function requireUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AuthUser> {
  const user = await getUser(context)
  if (user) return user
  const posted = request.method !== 'GET' && request.method !== 'HEAD'
  const ended = Boolean(context.get(authContext)?.ended)
  throw redirect(
    loginPathFor(prefixOf(request), pagePath(request), { expired: ended, unsent: posted }),
  )
}

/** spec §2: guest-only pages (login, register …) send signed-in users home. */
export function requireGuest(request: Request, context: Readonly<RouterContextProvider>): void {
  if (isRegistered(context)) throw redirect(prefixOf(request) || '/')
}
