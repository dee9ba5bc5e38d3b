import { createHash } from 'node:crypto'

/**
 * A stable UUID for a seeded row, derived from its natural key ("product:SOF-01"), so seeding
 * again finds the same rows (idempotent) and tests can name them.
 */
export function seedId(key: string): string {
  const hex = createHash('sha1').update(`maison-harbour:${key}`).digest('hex')
  // version 5 and RFC 4122 variant bits, so the value is a well-formed UUID
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
