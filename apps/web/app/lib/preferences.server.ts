import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  type Locale,
} from '@shop/contract'

export type Theme = 'light' | 'dark'
export type Direction = 'ltr' | 'rtl'
export type Preferences = { theme: Theme; dir: Direction }

export const THEME_COOKIE = 'store_theme'
export const DIR_COOKIE = 'store_dir'

export function readCookies(request: Request): Record<string, string> {
  const header = request.headers.get('cookie') ?? ''
  const cookies: Record<string, string> = {}
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    const name = part.slice(0, index).trim()
    if (!name || name in cookies) continue
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim())
    } catch {
      cookies[name] = part.slice(index + 1).trim()
    }
  }
  return cookies
}

/** Light/dark and left-to-right/right-to-left, remembered per visitor in cookies. */
export function readPreferences(request: Request): Preferences {
  const cookies = readCookies(request)
  return {
    theme: cookies[THEME_COOKIE] === 'dark' ? 'dark' : 'light',
    dir: cookies[DIR_COOKIE] === 'rtl' ? 'rtl' : 'ltr',
  }
}

/** The language a visitor chose before (cookie store_i18n), if any. */
export function cookieLocale(request: Request): Locale | null {
  const value = readCookies(request)[LOCALE_COOKIE]
  return isLocale(value) ? value : null
}

/** A year-long preference cookie at the site root (spec §9 for store_i18n). */
export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`
}

export const localeCookie = (locale: Locale = DEFAULT_LOCALE) =>
  preferenceCookie(LOCALE_COOKIE, locale)

/** Only same-site paths may be redirect targets (no open redirects). */
export function safeRedirectPath(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) {
    return fallback
  }
  if (target.includes('\\')) return fallback
  return target
}
