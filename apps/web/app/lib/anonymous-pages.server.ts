import { localeFromAcceptLanguage } from '@shop/contract'
import { isbot } from 'isbot'
import type { EntryContext } from 'react-router'
import { newNonce } from './content-security-policy.server.ts'
import { cookieLocale, readPreferences } from './preferences.server.ts'
import { SESSION_COOKIE, sessionStorage } from './session.server.ts'

/**
 * What the server's page cache (server/page-cache.ts, ADR 035) asks of the storefront: which
 * visitors see the anonymous pages, what else their markup depends on, and a new visitor's cookie.
 */

/** A route whose page is the same for every visitor without an account opts in by its handle. */
export type AnonymousPageHandle = { anonymousPage?: true }

/** Marks a rendered page as anonymous; the server strips it before sending. */
export const ANONYMOUS_PAGE_HEADER = 'x-anonymous-page'

export function isAnonymousRoute(routerContext: EntryContext): boolean {
  const leaf = routerContext.staticHandlerContext.matches.at(-1)
  const handle = leaf && (routerContext.routeModules[leaf.route.id]?.handle as AnonymousPageHandle)
  return handle?.anonymousPage === true
}

/** A session that holds nothing but the browser's visitor id (no account, no cart). */
function visitorOnly(data: Record<string, unknown>): boolean {
  return Object.entries(data).every(
    ([key, value]) => key === 'visitor' || (key === 'registered' && value === false),
  )
}

/**
 * Set by the page's script on every load (root.tsx), read here: this browser runs script, so it
 * fetches its personal header and hearts itself (ADR 057). An hour, so a browser whose script was
 * turned off soon gets whole personal pages again.
 */
export const SCRIPT_COOKIE = 'store_js'
const SCRIPT_ON = new RegExp(`(?:^|;\\s*)${SCRIPT_COOKIE}=1(?:;|$)`)

/**
 * The visitor's part of a cached page's key, or null when their pages are their own. `newVisitor`:
 * the auth middleware would give this browser its visitor id now (no session, or one that is not
 * ours), so a cached page is sent with a new visitor cookie. `personal`: a shopper with a session
 * (cart, wishlist, account) whose browser runs script gets the shared page too and fills in its
 * own header and hearts from `/resources/personal` (ADR 057); without script their page is theirs.
 */
export async function anonymousVisitor(
  request: Request,
): Promise<{ variant: string; newVisitor: boolean; personal: boolean } | null> {
  const cookie = request.headers.get('cookie')
  const session = await sessionStorage().getSession(cookie)
  const personal = !visitorOnly(session.data)
  if (personal && !SCRIPT_ON.test(cookie ?? '')) return null
  const { theme, dir } = readPreferences(request)
  const { pathname } = new URL(request.url)
  // only the root detects the language (home.tsx): its redirect or page depends on these
  const detected =
    pathname === '/'
      ? (cookieLocale(request) ??
        localeFromAcceptLanguage(request.headers.get('accept-language')) ??
        '')
      : ''
  const userAgent = request.headers.get('user-agent')
  const bot = userAgent && isbot(userAgent) ? 'bot' : ''
  return {
    variant: [theme, dir, detected, bot].join(' '),
    newVisitor: !personal && !session.get('visitor'),
    personal,
  }
}

/**
 * The request as a visitor without a session would send it, to render the shared page a shopper
 * with a session is served (ADR 057): every cookie but the session's.
 */
export function withoutSession(request: Request): Request {
  const headers = new Headers(request.headers)
  const kept = (request.headers.get('cookie') ?? '')
    .split(/;\s*/)
    .filter((pair) => pair && !pair.startsWith(`${SESSION_COOKIE}=`))
  if (kept.length) headers.set('cookie', kept.join('; '))
  else headers.delete('cookie')
  return new Request(request.url, { method: request.method, headers, signal: request.signal })
}

/** Whether a rendered page's Set-Cookie headers only give a new browser its visitor id. */
export async function onlyVisitorCookie(setCookies: string[]): Promise<boolean> {
  if (setCookies.length !== 1) return false
  const [pair = ''] = setCookies[0]?.split(';') ?? []
  if (!pair.startsWith(`${SESSION_COOKIE}=`)) return false
  const session = await sessionStorage().getSession(pair)
  return Boolean(session.get('visitor')) && visitorOnly(session.data)
}

/** The session cookie the auth middleware gives a browser it has not seen (`authMiddleware`). */
export async function newVisitorCookie(): Promise<string> {
  const session = await sessionStorage().getSession()
  session.set('visitor', crypto.randomUUID())
  return sessionStorage().commitSession(session)
}

export const anonymousPages = {
  marker: ANONYMOUS_PAGE_HEADER,
  anonymousVisitor,
  onlyVisitorCookie,
  newVisitorCookie,
  newNonce,
  withoutSession,
}
export type AnonymousPages = typeof anonymousPages
