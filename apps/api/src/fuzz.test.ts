import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seededDatabase, testDatabases } from '../test/databases.ts'
import { fuzzRoute, RUNS, SEED, unlimitedStore } from '../test/fuzz/harness.ts'
import { uploadRequests, webhookRequests } from '../test/fuzz/raw-bodies.ts'
import { type FuzzContext, type Operation, operationsOf, requestOf } from '../test/fuzz/requests.ts'
import type { Schema } from '../test/fuzz/schema.ts'
import { API_PREFIX, buildApi } from './app.ts'
import type { Database } from './db/client.ts'
import {
  accounts,
  categories,
  paymentSessions,
  posts,
  products,
  productVariants,
  stores,
} from './db/schema/index.ts'
import { outboxTransport } from './modules/outbox/delivery.ts'
import type { PaymentProvider } from './modules/payments/provider.ts'
import { SIGNATURE_HEADER, signPayload } from './modules/payments/signature.ts'
import { stripeProvider } from './modules/payments/stripe.ts'
import { staffSignIn } from './modules/staff/test-helpers.ts'

/**
 * Issue 13, "bad input never becomes a 500": every operation of the OpenAPI document (and the
 * raw webhook, upload and test-gateway pages) gets at least RUNS malformed requests, as every
 * kind of caller; none may answer 5xx, and every error must be the JSON envelope.
 */
const GATEWAY_SECRET = 'fuzz-gateway-secret'
const STRIPE_SECRET = 'whsec_fuzz_offline'
const stripe = new Stripe('sk_test_offline')

/** The test gateway's own pages (hidden from OpenAPI): HTML answers, so only "no 5xx" applies. */
const gatewayPages: Operation[] = ['GET', 'POST'].map((method) => ({
  method,
  path: '/payments/test-gateway/sessions/{id}',
  parameters: [
    { name: 'id', in: 'path', schema: { type: 'string', format: 'uuid' } },
    { name: 'lang', in: 'query', schema: { type: 'string', enum: ['en', 'zh', 'cn'] } },
  ],
  ...(method === 'POST'
    ? {
        body: {
          contentType: 'application/x-www-form-urlencoded',
          schema: {
            type: 'object',
            properties: { card_number: { type: 'string' }, action: { type: 'string' } },
          },
        },
      }
    : {}),
}))

async function apiOn(database: Database, paymentProvider?: PaymentProvider) {
  return buildApi(
    database,
    {},
    {
      rateLimitStore: unlimitedStore,
      transports: { email: outboxTransport, sms: outboxTransport },
      publicUrl: 'https://shop.test',
      testGatewaySecret: GATEWAY_SECRET,
      ...(paymentProvider ? { paymentProvider } : {}),
    },
  )
}

/** Tokens of a guest, a signed-in customer and a member of staff. */
async function callers(app: FastifyInstance) {
  const login = async (payload: object, url = `${API_PREFIX}/auth/login`) => {
    const answer = await app.inject({ method: 'POST', url, payload })
    expect(answer.statusCode, answer.body).toBeLessThan(300)
    return answer.json().token as string
  }
  const guest = await login({ type: 'TEMP' })
  const register = (email: string) =>
    login(
      { type: 'EMAIL', username: 'Fuzz Tester', email, password: 'harbour88' },
      `${API_PREFIX}/auth/register`,
    )
  const customer = await register(`fuzz-customer-${Date.now()}@example.hk`)
  // a back-office owner: every staff route is open to them
  const staff = await staffSignIn(app, 'owner')
  return { guest, customer, staff }
}

/** Real ids and slugs, so that some requests get past "not found"; and open card set-ups. */
async function poolOf(database: Database) {
  const { db } = database
  const ids = [
    ...(await db.select({ id: stores.id }).from(stores)),
    ...(await db.select({ id: products.id }).from(products).limit(5)),
    ...(await db.select({ id: productVariants.id }).from(productVariants).limit(5)),
    ...(await db.select({ id: posts.id }).from(posts).limit(3)),
    ...(await db.select({ id: categories.id }).from(categories).limit(3)),
  ].map((row) => row.id)
  const slugs = (await db.select({ slug: products.slug }).from(products).limit(5)).map(
    (r) => r.slug,
  )
  const [account] = await db.select({ id: accounts.id }).from(accounts).limit(1)
  const sessionIds: string[] = []
  for (const provider of ['test-gateway', 'stripe']) {
    const [row] = await db
      .insert(paymentSessions)
      .values({
        kind: 'CARD_SETUP',
        provider,
        accountId: account?.id,
        successUrl: 'https://shop.test/ok',
        cancelUrl: 'https://shop.test/cancel',
        expiresAt: new Date(Date.now() + 3600_000),
      })
      .returning({ id: paymentSessions.id })
    if (row) sessionIds.push(row.id)
  }
  return { uuids: [...ids, ...sessionIds], slugs: [...slugs, 'about-us', 'sorting'], sessionIds }
}

describe.each(testDatabases)('malformed requests on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let context: FuzzContext & { sessionIds: string[] }
  let operations: Operation[]
  let stripeApp: FastifyInstance

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await apiOn(database)
    stripeApp = await apiOn(
      database,
      stripeProvider({
        secretKey: 'sk_test_offline',
        webhookSecret: STRIPE_SECRET,
        client: stripe,
      }),
    )
    const document = (await app.inject(`${API_PREFIX}/openapi.json`)).json()
    operations = operationsOf(document)
    const pool = await poolOf(database)
    context = {
      components: (document.components?.schemas ?? {}) as Record<string, Schema>,
      pool,
      sessionIds: pool.sessionIds,
      callers: await callers(app),
    }
  })
  afterAll(async () => {
    await app?.close()
    await stripeApp?.close()
    await database?.close()
  })

  it(`answers ${RUNS} malformed requests per route below 500, errors in the envelope`, async () => {
    expect(operations.length).toBeGreaterThan(70)
    const failures: string[] = []
    let sent = 0
    const started = Date.now()
    for (const operation of [...operations, ...gatewayPages]) {
      const route = `${operation.method} ${operation.path}`
      let requests = requestOf(operation, context, API_PREFIX)
      if (route === 'POST /files') {
        const { guest, customer } = context.callers
        requests = fc.oneof(requests, uploadRequests(`${API_PREFIX}/files`, [guest, customer]))
      } else if (route === 'POST /payments/webhooks/{provider}') {
        requests = fc.oneof(
          requests,
          webhookRequests({
            kind: 'test-gateway',
            url: `${API_PREFIX}/payments/webhooks/test-gateway`,
            sessionIds: context.sessionIds,
            sign: (raw) => ({ [SIGNATURE_HEADER]: signPayload(GATEWAY_SECRET, raw) }),
          }),
        )
      }
      const envelope = !operation.path.startsWith('/payments/test-gateway/')
      const t0 = Date.now()
      const result = await fuzzRoute(app, route, requests, { envelope })
      if (process.env.FUZZ_VERBOSE) console.info(route, result.sent, Date.now() - t0, 'ms')
      sent += result.sent
      if (result.failure) failures.push(result.failure)
    }
    console.info(
      `fuzz on ${kind.name}: ${operations.length + gatewayPages.length} routes, ${sent} requests, ${Date.now() - started} ms, seed ${SEED}`,
    )
    expect(failures, `seed ${SEED}\n\n${failures.join('\n\n')}`).toEqual([])
  }, 600_000)

  it(`answers ${RUNS} signed but malformed Stripe events below 500, in the envelope`, async () => {
    const requests = webhookRequests({
      kind: 'stripe',
      url: `${API_PREFIX}/payments/webhooks/stripe`,
      sessionIds: context.sessionIds,
      sign: (payload) => ({
        'stripe-signature': stripe.webhooks.generateTestHeaderString({
          payload,
          secret: STRIPE_SECRET,
        }),
      }),
    })
    const result = await fuzzRoute(stripeApp, 'POST /payments/webhooks/stripe', requests)
    expect(result.failure, `seed ${SEED}`).toBeNull()
  }, 120_000)
})
