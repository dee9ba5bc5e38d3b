// Catalogue lookup without the catalogues: the browser loads its language's file on its own
// (apps/web/app/lib/catalogues.ts), so nothing here may import en.ts, zh.ts or cn.ts for values.
import { HTML_LANG, type Locale } from '../locales.ts'
import type { Messages } from './en.ts'

export type { Messages }

export type Join<K, P> = K extends string
  ? P extends string | number
    ? `${K}.${P}`
    : never
  : never
export type Paths<T> = { [K in keyof T]: T[K] extends string ? K : Join<K, Paths<T[K]>> }[keyof T]
type PluralCategory = Intl.LDMLPluralRule
type PluralBase<K> = K extends `${infer Base}_${PluralCategory}` ? Base : K
/**
 * Every catalogue key, e.g. `errors.emailFormat`. A text that counts has one key per plural
 * category (`cart.link_one`, `cart.link_other`) and is asked for by its base, `cart.link`.
 */
export type MessageKey = PluralBase<Paths<Messages>>

const pluralRules = new Map<string, Intl.PluralRules>()
function pluralCategory(locale: Locale, count: number): PluralCategory {
  const lang = HTML_LANG[locale] ?? 'en'
  let rules = pluralRules.get(lang)
  if (!rules) {
    rules = new Intl.PluralRules(lang)
    pluralRules.set(lang, rules)
  }
  return rules.select(count)
}

/** Each catalogue's keys once looked up (a page asks for the same few hundred keys each time). */
const found = new WeakMap<object, Map<string, unknown>>()

function lookUp(catalogue: unknown, key: string): unknown {
  const known = typeof catalogue === 'object' && catalogue !== null ? found.get(catalogue) : null
  if (known?.has(key)) return known.get(key)
  let node: unknown = catalogue
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  if (known) known.set(key, node)
  else if (typeof catalogue === 'object' && catalogue !== null)
    found.set(catalogue, new Map([[key, node]]))
  return node
}

/**
 * Looks a key up in one catalogue and fills `{{name}}` placeholders; the key itself if missing.
 * With a numeric `count`, the language's plural rules (Intl.PluralRules) pick `key_one`,
 * `key_other` …, falling back to `key_other`: "1 item", "2 items"; Chinese has one form.
 */
export function translateFrom(
  catalogue: unknown,
  key: string,
  values: Record<string, string | number> = {},
  locale: Locale = 'en',
): string {
  let node = lookUp(catalogue, key)
  if (typeof node !== 'string' && typeof values.count === 'number') {
    node = lookUp(catalogue, `${key}_${pluralCategory(locale, values.count)}`)
    if (typeof node !== 'string') node = lookUp(catalogue, `${key}_other`)
  }
  const text = typeof node === 'string' ? node : key
  if (!text.includes('{{')) return text
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}
