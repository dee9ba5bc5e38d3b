import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { readEventBody } from './event-body.ts'
import type { PaymentEvent, PaymentProvider } from './provider.ts'
import { SIGNATURE_HEADER, verifySignature } from './signature.ts'

export const TEST_GATEWAY = 'test-gateway'
/** Documented test cards (as at Stripe): the first succeeds, the second is declined. */
export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const

/**
 * The webhook secret of the test gateway: TEST_GATEWAY_SECRET, else one generated once per data
 * directory (kept in DATA_DIR/secrets), else (in-memory databases) one per process.
 */
export function testGatewaySecret(dataDir: string | null, given?: string): string {
  if (given) return given
  if (!dataDir) return randomBytes(32).toString('hex')
  const file = path.join(dataDir, 'secrets', 'test-gateway-webhook-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard'
  if (/^3[47]/.test(number)) return 'amex'
  return 'card'
}

const EVENT_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'payment.cancelled',
  'payment.expired',
  'card.saved',
  'card.failed',
] as const

/** What the test gateway signs (test-gateway-routes.ts); other event types are ignored. */
const gatewayEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().max(100),
  data: z
    .object({
      session_id: z.uuid().optional(),
      card: z
        .object({
          providerRef: z.string().min(1).max(255),
          brand: z.string().min(1).max(40),
          last4: z.string().regex(/^\d{4}$/),
          expMonth: z.number().int().min(1).max(12),
          expYear: z.number().int().min(2000).max(2200),
        })
        .optional(),
    })
    .optional(),
})

/** Reads a test-gateway event body (already verified); a malformed one is a 400. */
function readEvent(raw: Buffer): PaymentEvent {
  const body = readEventBody(raw, gatewayEvent)
  const known = (EVENT_TYPES as readonly string[]).includes(body.type)
  return {
    id: body.id,
    type: known ? (body.type as PaymentEvent['type']) : 'ignored',
    sessionId: body.data?.session_id ?? null,
    ...(body.data?.card ? { card: body.data.card } : {}),
  }
}

/** The built-in gateway: its pages are served by this app (see test-gateway-routes.ts). */
export function testGatewayProvider(options: {
  secret: string
  pageBase: string
}): PaymentProvider {
  return {
    name: TEST_GATEWAY,
    async open({ session }) {
      return { url: `${options.pageBase}/${session.id}`, providerRef: session.id }
    },
    async parseWebhook(raw, headers) {
      verifySignature(options.secret, raw, headers[SIGNATURE_HEADER])
      return readEvent(raw)
    },
    // the gateway's page reads the session row, which the release closed in its transaction:
    // from then on the page refuses payment (409), as an expired provider page would
    async expire() {},
    // the test gateway holds no money: a refund is acknowledged with a stable reference
    async refund({ key }) {
      return { providerRef: `test-refund-${key}` }
    },
  }
}
