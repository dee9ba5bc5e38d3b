import { randomBytes } from 'node:crypto'

/** No 0/O, 1/I/L or U/V: read out over the phone or copied by hand without mistakes. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ'
export const CODE_PREFIX = 'PTS-'
const LENGTH = 8

/**
 * A code for a voucher bought with points: `PTS-` and 8 characters drawn by crypto from the
 * alphabet (29^8 ≈ 5·10^11; the code is also bound to its owner, so a guess is worth nothing).
 * Rejection sampling keeps every character equally likely.
 */
export function newVoucherCode(random: (n: number) => Buffer = randomBytes): string {
  const limit = 256 - (256 % CODE_ALPHABET.length)
  let out = ''
  while (out.length < LENGTH) {
    for (const byte of random(LENGTH * 2)) {
      if (byte >= limit) continue
      out += CODE_ALPHABET[byte % CODE_ALPHABET.length]
      if (out.length === LENGTH) break
    }
  }
  return `${CODE_PREFIX}${out}`
}
