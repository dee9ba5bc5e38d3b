import type { Locale } from './locales.ts'

/** Trilingual text: `{en, zh, cn}` (schema: `localizedText` in text.ts). */
export type LocalizedText = { en: string; zh: string; cn: string }

/** The text for a locale, falling back to English when a translation is empty. */
export function pickText(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return ''
  return text[locale] || text.en
}

const isLocalizedText = (value: object): value is LocalizedText =>
  'en' in value && 'zh' in value && 'cn' in value && Object.keys(value).length === 3

/**
 * `value` with every trilingual text cut down to `locale` and English (the fallback of
 * `pickText`): what a page in one language needs to carry, about a third of the bytes.
 */
export function keepLocale<T>(value: T, locale: Locale): T {
  if (Array.isArray(value)) return value.map((item) => keepLocale(item, locale)) as T
  if (value === null || typeof value !== 'object') return value
  if (isLocalizedText(value)) {
    return (locale === 'en' ? { en: value.en } : { en: value.en, [locale]: value[locale] }) as T
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, keepLocale(item, locale)]),
  ) as T
}
