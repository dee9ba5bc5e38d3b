import type { Locale } from './locales.ts'

/** Trilingual text: `{en, zh, cn}` (schema: `localizedText` in text.ts). */
export type LocalizedText = { en: string; zh: string; cn: string }

/** The text for a locale, falling back to English when a translation is empty. */
export function pickText(text: LocalizedText | null | undefined, locale: Locale): string {
  if (!text) return ''
  return text[locale] || text.en
}
