import { createHmac, timingSafeEqual } from 'node:crypto'
import { UnauthorizedError } from '#api/lib/errors.ts'

export const SIGNATURE_HEADER = 'test-gateway-signature'
const TOLERANCE_SECONDS = 300

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, like the big gateways sign. */
export function signPayload(secret: string, raw: string | Buffer, now = Date.now()): string {
  const t = Math.floor(now / 1000)
  const mac = createHmac('sha256', secret).update(`${t}.`).update(raw).digest('hex')
  return `t=${t},v1=${mac}`
}

/** Throws 401 unless the header signs this exact body with the secret, within 5 minutes. */
export function verifySignature(
  secret: string,
  raw: Buffer,
  header: string | string[] | undefined,
  now = Date.now(),
): void {
  const value = Array.isArray(header) ? header[0] : header
  const parts = new Map(
    (value ?? '').split(',').map((part) => {
      const i = part.indexOf('=')
      return [part.slice(0, i).trim(), part.slice(i + 1).trim()] as const
    }),
  )
  const t = Number(parts.get('t'))
  const given = Buffer.from(parts.get('v1') ?? '', 'hex')
  const invalid = () => new UnauthorizedError('Invalid webhook signature', 'INVALID_SIGNATURE')
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > TOLERANCE_SECONDS) throw invalid()
  const expected = createHmac('sha256', secret).update(`${t}.`).update(raw).digest()
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid()
}
