/** spec §9: languages en (default), zh (Traditional), cn (Simplified); prefix omitted for en. */
export const LOCALES = ['en', 'zh', 'cn'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** spec §9: language cookie store_i18n, 365 days, path site root. */
export const LOCALE_COOKIE = 'store_i18n'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** `<html lang>` and hreflang values per locale. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', zh: 'zh-Hant-HK', cn: 'zh-Hans' }

/** Open Graph locale: the shop is in Hong Kong (spec §1). */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_HK', zh: 'zh_HK', cn: 'zh_CN' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** URL prefix of a locale: '' for en, '/zh', '/cn'. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`
}

/** Splits a pathname into its locale and the locale-less rest (always starting with '/'). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(zh|cn)(?=\/|$)(.*)$/.exec(pathname)
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' }
  return { locale: match[1] as Locale, path: match[2] || '/' }
}

/** The same page in another locale. */
export function localizePath(path: string, locale: Locale): string {
  const { path: bare } = splitLocalePath(path)
  const prefix = localePrefix(locale)
  if (bare === '/') return prefix || '/'
  return `${prefix}${bare}`
}

/**
 * Picks a locale from an Accept-Language header (spec §2: cookie, then browser language, then en).
 * zh-CN / zh-SG / zh-Hans map to cn; any other Chinese (zh-HK, zh-TW, zh-Hant, zh) to zh.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((r) => r.tag && r.q > 0 && !Number.isNaN(r.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranges) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en'
    if (tag === 'zh' || tag.startsWith('zh-')) {
      return /^zh-(cn|sg|hans)/.test(tag) ? 'cn' : 'zh'
    }
  }
  return null
}
