import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>

// scrypt is memory-hard; N=2^15, r=8 uses 32 MiB per hash
const PARAMS = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const KEY_LENGTH = 32
let cost = { N: PARAMS.N, r: PARAMS.r, p: PARAMS.p }

/**
 * Test runs only: new hashes at a cost of `N` (r and p unchanged). Called by Vitest's set-up
 * (apps/api/test/setup.ts) before anything is hashed, because a password check at the production cost is about 0.2 s of a core and the tests
 * make thousands of accounts; never read from the environment. Each hash records its own cost, so
 * checking a password reads it from the hash whatever this says.
 */
export function setPasswordCostForTests(N: number): void {
  cost = { ...cost, N }
}

/**
 * The same password however it was typed (NIST SP 800-63B 3.1.1.2): a full-width digit from a
 * Chinese input method and an ASCII one, a composed and a decomposed accent, hash alike. Passwords
 * were ASCII-only before (ADR 042), and NFKC leaves ASCII as it is, so older hashes still match.
 */
const normalized = (password: string) => password.normalize('NFKC')

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(normalized(password), salt, KEY_LENGTH, {
    ...cost,
    maxmem: PARAMS.maxmem,
  })
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await scryptAsync(
    normalized(password),
    Buffer.from(salt, 'base64url'),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: PARAMS.maxmem,
    },
  )
  return timingSafeEqual(key, expected)
}

/** A hash to compare against when the account does not exist: same work, same timing. */
let dummyHash: Promise<string> | undefined
export function burnPasswordCheck(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-0')
  return dummyHash.then((hash) => verifyPassword(password, hash))
}

/** Opaque random secrets (tokens, link codes). */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** Six digits from a secure random source (codes typed by hand). */
export function randomDigits(length = 6): string {
  return Array.from({ length }, () => randomInt(0, 10)).join('')
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}
