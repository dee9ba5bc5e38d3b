import { type AnyColumn, like, type SQL } from 'drizzle-orm'
import { escapeLike } from './search-text.ts'

/**
 * The back office's list search: part of a reference, a name, an e-mail or a phone number
 * (spaces, dashes, +852 and full-width digits allowed), one trigram-indexed LIKE on a generated,
 * lower-cased `search_text` column. `%` and `_` are literal.
 */
export function partSearch(column: AnyColumn, q: string): SQL {
  const text = q.normalize('NFKC').trim().toLowerCase()
  const digits = text.replace(/[\s()+-]/g, '')
  const needle = /^\d{4,20}$/.test(digits) ? digits.replace(/^852(?=\d{8}$)/, '') : text
  return like(column, `%${escapeLike(needle)}%`)
}
