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
 * The visitor's part of a cached page's key, or null when their pages are their own (a session
 * with a token or a temporary account). `newVisitor`: the auth middleware would give this browser
 * its visitor id now (no session, or one that is not ours), so a cached page is sent with a new
 * visitor cookie.
 */
export async function anonymousVisitor(
  request: Request,
): Promise<{ variant: string; newVisitor: boolean } | null> {
  const session = await sessionStorage().getSession(request.headers.get('cookie'))
  if (!visitorOnly(session.data)) return null
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
  return { variant: [theme, dir, detected, bot].join(' '), newVisitor: !session.get('visitor') }
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
}
export type AnonymousPages = typeof anonymousPages
