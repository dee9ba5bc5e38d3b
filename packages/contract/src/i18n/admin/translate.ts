import type { StaffLanguage } from '#contract/staff-roles.ts'
import type { en } from '../en.ts'
import { type MessageKey, translateFrom } from '../index.ts'
import type { AdminMessages } from './index.ts'

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never
type Paths<T> = { [K in keyof T]: T[K] extends string ? K : Join<K, Paths<T[K]>> }[keyof T]
/** Every back-office key, e.g. `shell.nav.orders`. */
export type AdminMessageKey = Paths<AdminMessages>

/**
 * What an admin page carries: its language's admin texts, plus the storefront's `errors` area,
 * because the contract's zod messages (shared with the storefront) name `errors.*` keys. The
 * contract's admin-only messages are written `admin.errors.*`, hence the `admin` area.
 */
export type AdminCatalogue = { admin: AdminMessages; errors: (typeof en)['errors'] }

/**
 * Browser-safe (no catalogue imported): a text of the page's catalogue, `{{name}}` filled; the
 * key itself when missing.
 */
export function adminText(
  catalogue: AdminCatalogue | undefined,
  language: StaffLanguage,
  key: AdminMessageKey,
  values?: Record<string, string | number>,
): string {
  return translateFrom(catalogue?.admin, key, values, language)
}

/**
 * A message from a schema or the API: `admin.errors.totpFormat` or a storefront `errors.*` key
 * is translated; anything else (zod's own English defaults) becomes the generic "check this".
 */
export function adminMessage(
  catalogue: AdminCatalogue | undefined,
  language: StaffLanguage,
  message: string,
  values?: Record<string, string | number>,
): string {
  if (message.startsWith('admin.') || message.startsWith('errors.')) {
    const text = translateFrom(catalogue, message as MessageKey, values, language)
    if (text !== message) return text
  }
  return translateFrom(catalogue?.admin, 'errors.invalid', {}, language)
}
