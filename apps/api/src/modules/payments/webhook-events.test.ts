import { errorEnvelope } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { creditCards, paymentEvents, paymentSessions } from '#api/db/schema/index.ts'
import { GATEWAY_SECRET, shopApp } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { SIGNATURE_HEADER, signPayload } from './signature.ts'
import { stripeProvider } from './stripe.ts'

/**
 * A validly signed body that is not an event of the expected shape can never succeed: it answers
 * 400 (a 500 would be retried by the provider for days) and writes nothing.
 */
const malformed = [
  '',
  'not json',
  'null',
  '[]',
  '{}',
  '"payment.succeeded"',
  '{"type":1}',
  '{"id":"evt_1"}',
  '{"id":"","type":"payment.succeeded"}',
  '{"id":"evt_1","type":"payment.succeeded","data":null}',
  '{"id":"evt_1","type":"payment.succeeded","data":{"session_id":"not-a-uuid"}}',
  '{"id":"evt\\u0000","type":"payment.succeeded"}',
  '{"id":"evt_1","type":"payment.succeeded\\ud800"}',
]

async function written(database: Database) {
  return {
    events: (await database.db.select().from(paymentEvents)).length,
    cards: (await database.db.select().from(creditCards)).length,
  }
}

describe.each(testDatabases)('malformed test-gateway webhooks on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let setupId: string
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database)
    const [row] = await database.db
      .insert(paymentSessions)
      .values({
        kind: 'CARD_SETUP',
        provider: 'test-gateway',
        successUrl: 'https://shop.test/ok',
        cancelUrl: 'https://shop.test/cancel',
        expiresAt: new Date(Date.now() + 3600_000),
      })
      .returning({ id: paymentSessions.id })
    setupId = row?.id as string
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const deliver = (raw: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/test-gateway',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(GATEWAY_SECRET, raw),
      },
      payload: raw,
    })

  it.each(malformed)('answers 400 to the signed body %j and writes nothing', async (raw) => {
    const before = await written(database)
    const answer = await deliver(raw)
    expect(answer.statusCode).toBe(400)
    expect(errorEnvelope.parse(answer.json()).code).toBe('INVALID_WEBHOOK_EVENT')
    expect(await written(database)).toEqual(before)
  })

  it('answers 400 to a saved card with details that are not a card, saving none', async () => {
    const raw = JSON.stringify({
      id: 'evt_bad_card',
      type: 'card.saved',
      data: {
        session_id: setupId,
        card: { providerRef: 'x', brand: 'visa', last4: 'abcd', expMonth: 'soon', expYear: 2030 },
      },
    })
    const answer = await deliver(raw)
    expect(answer.statusCode).toBe(400)
    expect(errorEnvelope.parse(answer.json()).errors?.map((e) => e.path)).toEqual([
      'body.data.card.last4',
      'body.data.card.expMonth',
    ])
    expect(await written(database)).toEqual({ events: 0, cards: 0 })
  })

  it('still acknowledges a well-formed event of a type the shop does not use (200, ignored)', async () => {
    const answer = await deliver(JSON.stringify({ id: 'evt_other', type: 'payout.paid', data: {} }))
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ received: true, result: 'ignored' })
  })
})

describe.each(testDatabases)('malformed Stripe webhooks on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  const secret = 'whsec_test_malformed'
  const stripe = new Stripe('sk_test_offline')
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(
      database,
      stripeProvider({ secretKey: 'sk_test_offline', webhookSecret: secret, client: stripe }),
    )
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const deliver = (payload: string, signingSecret = secret) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload,
          secret: signingSecret,
        }),
      },
      payload,
    })

  it.each([
    'not json',
    '{}',
    '[]',
    '{"type":1}',
    '{"id":"evt_1","type":"checkout.session.completed","data":{}}',
    '{"id":"evt_1","type":"checkout.session.completed","data":{"object":{"metadata":"x"}}}',
    '{"id":"evt\\u0000","type":"checkout.session.completed","data":{"object":{}}}',
  ])('answers 400 to the signed body %j and writes nothing', async (payload) => {
    const answer = await deliver(payload)
    expect(answer.statusCode).toBe(400)
    expect(errorEnvelope.parse(answer.json()).code).toBe('INVALID_WEBHOOK_EVENT')
    expect(await written(database)).toEqual({ events: 0, cards: 0 })
  })

  it('keeps 401 for a bad signature, even over a malformed body', async () => {
    expect((await deliver('{}', 'whsec_wrong')).statusCode).toBe(401)
    expect((await deliver('not json', 'whsec_wrong')).statusCode).toBe(401)
  })

  it('ignores (200) a completed session that another integration opened', async () => {
    const payload = JSON.stringify({
      id: 'evt_foreign',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          mode: 'payment',
          payment_status: 'paid',
          client_reference_id: 'order-42',
          metadata: {},
        },
      },
    })
    const answer = await deliver(payload)
    expect(answer.statusCode).toBe(200)
    expect(answer.json().result).toBe('ignored')
  })
})
