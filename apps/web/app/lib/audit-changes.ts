import { formatDateTime } from './format-date.ts'

/** One changed field of an audit entry, written for people: `status: PENDING → PAID`. */
export type AuditChange = { field: string; before: string | null; after: string | null }

/**
 * Words the values need, in the page's language: yes / no, and a word for a state written as a
 * code (`partially_refunded` → "partly refunded"), when the catalogue has one.
 */
export type ValueWords = { yes: string; no: string; code?: (value: string) => string | null }
const ENGLISH: ValueWords = { yes: 'yes', no: 'no' }

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/
const LANGUAGES = ['en', 'zh', 'cn'] as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A value as a person reads it, never JSON: a moment in Hong Kong time, a yes or no, a text in
 * three languages as `English · 中文 · 中文`, a list joined with commas, a small record as
 * `field: value; field: value`.
 */
function shown(value: unknown, words: ValueWords): string | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value === 'string') {
    if (ISO_TIME.test(value)) return formatDateTime(value)
    return (/^[a-z][a-z_]*$/.test(value) && words.code?.(value)) || value
  }
  if (typeof value === 'boolean') return value ? words.yes : words.no
  if (typeof value === 'number' || typeof value === 'bigint') return String(value)
  if (Array.isArray(value)) {
    const items = value.map((item) => shown(item, words)).filter((item) => item !== null)
    return items.length ? items.join(', ') : null
  }
  if (isRecord(value)) {
    const keys = Object.keys(value)
    if (keys.length > 0 && keys.every((key) => (LANGUAGES as readonly string[]).includes(key))) {
      const texts = LANGUAGES.map((language) => shown(value[language], words)).filter(
        (text): text is string => text !== null,
      )
      return [...new Set(texts)].join(' · ') || null
    }
    const parts = keys
      .map((key) => [key.replaceAll('_', ' '), shown(value[key], words)] as const)
      .filter(([, text]) => text !== null)
      .map(([key, text]) => `${key}: ${text}`)
    return parts.length ? parts.join('; ') : null
  }
  return String(value)
}

/**
 * What an audit entry changed: for two records, each field whose value differs (fields equal on
 * both sides are left out); otherwise the whole before and after.
 */
export function auditChanges(
  before: unknown,
  after: unknown,
  words: ValueWords = ENGLISH,
): AuditChange[] {
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {}
    const a = isRecord(after) ? after : {}
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])]
    return fields
      .map((field) => ({ field, before: shown(b[field], words), after: shown(a[field], words) }))
      .filter((change) => change.before !== change.after)
  }
  const change = { field: '', before: shown(before, words), after: shown(after, words) }
  return change.before === change.after ? [] : [change]
}

type Lookup = (key: string) => string | null

/**
 * An audit action as words: `order.shipped` → "Order shipped" / 「訂單已發貨」. The record's kind
 * comes before the dot (or from the entry's own kind for a bare `pay`), what was done after it;
 * a part without a word of its own is shown with spaces, never as a code.
 */
export function auditActionWords(
  action: string,
  entityType: string,
  lookup: Lookup,
  language: 'en' | 'zh',
): string {
  const dot = action.indexOf('.')
  const entity = dot === -1 ? entityType : action.slice(0, dot)
  const verb = dot === -1 ? action : action.slice(dot + 1)
  const entityWords = lookup(`audit.entities.${entity}`) ?? entity.replaceAll('_', ' ')
  const verbWords = lookup(`audit.verbs.${verb}`) ?? verb.replaceAll('_', ' ')
  if (language === 'zh') return `${entityWords}${verbWords}`
  const phrase = `${entityWords} ${verbWords}`
  return phrase.charAt(0).toUpperCase() + phrase.slice(1)
}

/** A kind of record as words (`refund_due` → "Refund due"). */
export function auditEntityWords(entityType: string, lookup: Lookup): string {
  const words = lookup(`audit.entities.${entityType}`) ?? entityType.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A changed field's name as words (`sale_price` → "Sale price"). */
export function auditFieldWords(field: string, lookup: Lookup): string {
  const words = lookup(`audit.fields.${field}`) ?? field.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
