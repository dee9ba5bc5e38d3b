import { randomInt } from 'node:crypto'
import { hkDate } from '@shop/contract'

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/**
 * A reference people can read out on the phone: MH-261128-7KQ4XZ for an order (a consultation
 * booking is one), QT-… for a quotation (a project keeps its quotation's). The id stays a UUID.
 * The date is the Hong Kong day the customer saw, not UTC's (an order at 06:28 in Hong Kong on
 * 28 November is MH-261128-…).
 */
export function newReference(prefix: 'MH' | 'QT', now = new Date()): string {
  const date = hkDate(now).slice(2).replaceAll('-', '')
  const tail = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  return `${prefix}-${date}-${tail}`
}
