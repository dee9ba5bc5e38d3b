import type { Locale } from '../locales.ts'
import { cn } from './cn.ts'
import { en, type Messages } from './en.ts'
import { type MessageKey, translateFrom } from './translate-from.ts'
import { zh } from './zh.ts'

export * from './translate-from.ts'
export const messages: Record<Locale, Messages> = { en, zh, cn }

/** Translate outside React (API messages, server code); `{{name}}` placeholders are filled. */
export function translate(
  locale: Locale,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return translateFrom(messages[locale], key, values, locale)
}
