import type { Locale } from '../locales.ts'
import { cn } from './cn.ts'
import { en, type Messages } from './en.ts'
import { zh } from './zh.ts'

export type { Messages }
export const messages: Record<Locale, Messages> = { en, zh, cn }

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never
type Paths<T> = { [K in keyof T]: T[K] extends string ? K : Join<K, Paths<T[K]>> }[keyof T]
/** Every catalogue key, e.g. `errors.emailFormat`. */
export type MessageKey = Paths<Messages>

/** Looks a key up in one catalogue and fills `{{name}}` placeholders; the key itself if missing. */
export function translateFrom(
  catalogue: unknown,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let node: unknown = catalogue
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  const text = typeof node === 'string' ? node : key
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}

/** Translate outside React (API messages, server code); `{{name}}` placeholders are filled. */
export function translate(
  locale: Locale,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return translateFrom(messages[locale], key, values)
}
