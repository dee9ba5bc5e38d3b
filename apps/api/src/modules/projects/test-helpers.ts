import { readFile } from 'node:fs/promises'
import { projectDetails, quotationDetails } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { memoryStore } from '#api/lib/rate-limit.ts'
import { auth, GATEWAY_SECRET } from '#api/testing/shop.ts'
import { outboxTransport } from '../outbox/delivery.ts'
import type { PaymentProvider } from '../payments/provider.ts'
import { SIGNATURE_HEADER, signPayload } from '../payments/signature.ts'
import { TEST_GATEWAY, testGatewayProvider } from '../payments/test-gateway.ts'
import { customerCall, issueVersion, requestQuotation } from '../quotations/test-helpers.ts'
import type { Expectation, Reading, ReceiptReader } from './recognition/index.ts'

export const API = '/api/v1'

/** The seed's 3D design of a Hong Kong living room. */
export const seedModel = () =>
  readFile(new URL('../../db/seed/assets/hk-living-room.glb', import.meta.url))

/**
 * A reader that answers what a test tells it (the real one is tesseract.js; its own tests and
 * `npm run bench:receipts` measure it): by default it "reads" the amount due paid to the shop.
 */
export function scriptedReader(): ReceiptReader & {
  next: ((bytes: Buffer, e: Expectation) => Promise<Reading>)[]
  calls: number
} {
  const reader = {
    next: [] as ((bytes: Buffer, e: Expectation) => Promise<Reading>)[],
    calls: 0,
    async read(bytes: Buffer, expectation: Expectation): Promise<Reading> {
      reader.calls += 1
      const scripted = reader.next.shift()
      if (scripted) return scripted(bytes, expectation)
      return {
        status: 'read',
        amount: expectation.amountDue,
        date: '2026-11-24',
        account: '1234567',
        payee: null,
        bank: null,
        paid: true,
        amount_match: true,
        bank_match: true,
        confidence: 90,
        text: `FPS 1234567 HK$${expectation.amountDue}`,
      }
    },
    async close() {},
  }
  return reader
}

/** An API like `shopApp`'s with a scripted receipt reader (and another payment provider). */
export function projectApp(
  database: Database,
  reader: ReceiptReader,
  paymentProvider?: PaymentProvider,
) {
  return buildApi(
    database,
    {},
    {
      rateLimitStore: memoryStore(),
      transports: { email: outboxTransport, sms: outboxTransport },
      publicUrl: 'https://shop.test',
      testGatewaySecret: GATEWAY_SECRET,
      receiptReader: reader,
      ...(paymentProvider ? { paymentProvider } : {}),
    },
  )
}

/** The test gateway whose refunds can be refused (a provider outage), counting the calls. */
export function refusableGateway() {
  const gateway = testGatewayProvider({
    secret: GATEWAY_SECRET,
    pageBase: `https://shop.test${API}/payments/${TEST_GATEWAY}/sessions`,
  })
  const state = { refuse: false, refunds: 0 }
  const provider: PaymentProvider = {
    ...gateway,
    async refund(input) {
      state.refunds += 1
      if (state.refuse) throw new Error('the card network is not answering')
      return gateway.refund(input)
    },
  }
  return { provider, state }
}

/** A signed test-gateway event, delivered to the webhook as the gateway would. */
export function deliverEvent(
  app: FastifyInstance,
  event: { id: string; type: string; sessionId: string },
) {
  const raw = JSON.stringify({
    id: event.id,
    type: event.type,
    data: { session_id: event.sessionId },
  })
  return app.inject({
    method: 'POST',
    url: `${API}/payments/webhooks/${TEST_GATEWAY}`,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signPayload(GATEWAY_SECRET, raw),
    },
    payload: raw,
  })
}

/** The payment session id in a `pay-online` answer's return_url. */
export const sessionOf = (returnUrl: string) =>
  /\/payments\/sessions\/([0-9a-f-]{36})\/start$/.exec(returnUrl)?.[1] ?? ''

/**
 * A quotation the shopper behind `token` asked for, staff issued (HK$25,225: HK$7,567.50 first,
 * HK$17,657.50 second) and the shopper accepted: the project's id.
 */
export async function acceptedProject(
  app: FastifyInstance,
  token: string,
  staffToken: string,
  locale = 'en',
): Promise<string> {
  const asked = await requestQuotation(app, token, {}, locale)
  if (asked.statusCode !== 201) throw new Error(`request ${asked.statusCode} ${asked.body}`)
  const id = quotationDetails.parse(asked.json())._id
  const issued = await issueVersion(app, staffToken, id)
  if (issued.statusCode !== 201) throw new Error(`issue ${issued.statusCode} ${issued.body}`)
  const accepted = await customerCall(app, 'PUT', `/quotations/${id}/accept`, token, {
    version: 1,
  })
  if (accepted.statusCode !== 200) throw new Error(`accept ${accepted.statusCode} ${accepted.body}`)
  return id
}

export async function projectOf(app: FastifyInstance, token: string, id: string) {
  const response = await app.inject({ url: `${API}/projects/${id}`, headers: auth(token) })
  if (response.statusCode !== 200) throw new Error(`project ${response.statusCode}`)
  return projectDetails.parse(response.json())
}

export function staffCall(
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `${API}${url}`,
    headers: auth(token),
    ...(payload ? { payload } : {}),
  })
}
