import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createCookieSessionStorage } from 'react-router'
import type { CheckoutDraft } from './checkout-draft.ts'
import { cookieSecure, webEnv } from './env.server.ts'
import { signedCookie } from './signed-cookie.server.ts'

/**
 * The storefront's session: an httpOnly, SameSite=Lax cookie holding the API token. The token
 * never reaches browser JavaScript; loaders and actions attach it to API calls.
 */
export type SessionData = {
  token: string
  /** Exchanged once for the next token pair (ADR 019). */
  refreshToken: string
  expiresAt: string
  /** spec §4: registered after a real login; a temporary (guest) session otherwise. */
  registered: boolean
  /** Resumes this browser's temporary account when its token has expired. */
  temp?: { login_id: string; password: string }
  /**
   * A random id given on the first page view, before any account exists: the first guest actions
   * sent together (a heart and an add to cart) share one temporary account (`ensureGuestToken`).
   */
  visitor?: string
  /** The checkout form a member (or guest) posted after their session ended (ADR 065). */
  checkoutDraft?: CheckoutDraft
}

export function sessionSecret(): string {
  const env = webEnv()
  if (env.sessionSecret) return env.sessionSecret
  // without a configured secret, keep one per data directory so restarts keep visitors signed in
  const dir = env.dataDir
  const file = path.join(dir, 'session-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(dir, { recursive: true })
    const secret = randomBytes(32).toString('base64url')
    writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

export const SESSION_COOKIE = 'store_session'

let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined
export function sessionStorage() {
  storage ??= createCookieSessionStorage<SessionData>({
    // signed with node:crypto in the request's own turn, in React Router's format
    cookie: signedCookie(SESSION_COOKIE, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: cookieSecure(),
      secrets: [sessionSecret()],
      maxAge: 60 * 60 * 24 * 30,
    }),
  })
  return storage
}

export async function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get('cookie'))
}
