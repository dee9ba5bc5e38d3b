import { randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import { configuration } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { seededDatabase, testDatabases } from '../test/databases.ts'
import { type ApiOptions, buildApi, TEST_PAYMENTS_WARNING } from './app.ts'
import type { Database } from './db/client.ts'
import { memoryStore } from './lib/rate-limit.ts'
import { bearer, register } from './modules/identity/test-helpers.ts'
import { outboxTransport } from './modules/outbox/delivery.ts'

const SUCCESS_URL = 'https://shop.test/account/cards?added=1'
const CANCEL_URL = 'https://shop.test/account/cards'

/** Follows the card set-up's start address to the test gateway's page; answers its path. */
async function gatewayPage(app: FastifyInstance, startUrl: string): Promise<string> {
  const start = await app.inject(new URL(startUrl).pathname)
  expect(start.statusCode).toBe(303)
  return new URL(String(start.headers.location)).pathname
}

const first = testDatabases[0]
if (!first) throw new Error('no test database')

/** What `npm start` must not expose, and what it must say (issue 13, ADR 017). */
describe('safe by default', () => {
  let database: Database
  const apps: FastifyInstance[] = []

  beforeAll(async () => {
    database = await seededDatabase(first)
  })
  afterEach(() => {
    vi.unstubAllEnvs()
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    await database?.close()
  })

  /** An API with its log lines collected. */
  async function api(options: Omit<ApiOptions, 'database'> = {}) {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const app = await buildApi(
      database,
      { logger: { level: 'warn', stream } },
      {
        rateLimitStore: memoryStore(),
        transports: { email: outboxTransport, sms: outboxTransport },
        publicUrl: 'https://shop.test',
        testGatewaySecret: 'safe-defaults-gateway-secret',
        ...options,
      },
    )
    await app.ready()
    apps.push(app)
    return { app, lines }
  }
  const outbox = (app: FastifyInstance) => app.inject('/api/v1/dev/outbox')

  describe('the development mailbox', () => {
    it('is not there unless switched on', async () => {
      const { app } = await api({ nodeEnv: 'development' })
      const response = await outbox(app)
      expect(response.statusCode).toBe(404)
      expect(response.json().code).toBe('ROUTE_NOT_FOUND')
    })

    it('is there when switched on outside production', async () => {
      vi.stubEnv('NODE_ENV', 'development')
      vi.stubEnv('DEV_MAILBOX', '1')
      const { app } = await api()
      expect((await outbox(app)).statusCode).toBe(200)
    })

    it('is never there in production mode, even with DEV_MAILBOX=1', async () => {
      vi.stubEnv('NODE_ENV', 'production')
      vi.stubEnv('DEV_MAILBOX', '1')
      expect((await outbox((await api()).app)).statusCode).toBe(404)
      const explicit = await api({ nodeEnv: 'production', devMailbox: true })
      expect((await outbox(explicit.app)).statusCode).toBe(404)
      // nor listed in the API reference
      const document = (await explicit.app.inject('/api/v1/openapi.json')).json()
      expect(Object.keys(document.paths)).not.toContain('/dev/outbox')
      // nor its clock for a payment window
      const clock = await explicit.app.inject({
        method: 'POST',
        url: `/api/v1/dev/orders/${randomUUID()}/payment-window/pass`,
      })
      expect(clock.statusCode).toBe(404)
      expect(Object.keys(document.paths).filter((p) => p.startsWith('/dev/'))).toEqual([])
    })
  })

  describe('test payments', () => {
    it('warns at start-up in production when PAYMENT_PROVIDER is not set', async () => {
      vi.stubEnv('PAYMENT_PROVIDER', '')
      const production = await api({ nodeEnv: 'production' })
      const warnings = production.lines.map((line) => JSON.parse(line))
      expect(warnings).toContainEqual(
        expect.objectContaining({ level: 40, msg: TEST_PAYMENTS_WARNING }),
      )
      const development = await api({ nodeEnv: 'development' })
      expect(development.lines.join('')).not.toContain(TEST_PAYMENTS_WARNING)
    })

    it('tells the storefront that online payments are test payments', async () => {
      const { app } = await api()
      const body = configuration.parse((await app.inject('/api/v1/configuration/latest')).json())
      expect(body.payments).toMatchObject({ provider: 'test-gateway', test_payments: true })
    })

    it('says so on every page of the test gateway, in the shopper’s language', async () => {
      const { app } = await api({ devMailbox: true })
      const { token } = await register(app)
      const bind = await app.inject({
        method: 'POST',
        url: '/api/v1/credit-cards/bind-card',
        headers: bearer(token),
        payload: { success_url: SUCCESS_URL, cancel_url: CANCEL_URL },
      })
      const page = await gatewayPage(app, bind.json().return_url)
      const notices = {
        en: 'Test payments only: this shop is a demonstration and no money is taken.',
        zh: '僅限測試付款：此商店為示範用途，不會收取任何款項。',
        cn: '仅限测试付款：此商店为演示用途，不会收取任何款项。',
      }
      for (const [lang, notice] of Object.entries(notices)) {
        const response = await app.inject(`${page}?lang=${lang}`)
        expect(response.body).toContain(notice)
      }
      // a refused card comes back with the same notice
      const refused = await app.inject({
        method: 'POST',
        url: page,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay&card_number=1',
      })
      expect(refused.statusCode).toBe(400)
      expect(refused.body).toContain(notices.en)
    })
  })

  describe('headers of the API’s own pages', () => {
    it('gives the test gateway page a script-free policy whose forms may return to the shop', async () => {
      const { app } = await api({ devMailbox: true })
      const { token } = await register(app)
      const bind = await app.inject({
        method: 'POST',
        url: '/api/v1/credit-cards/bind-card',
        headers: bearer(token),
        payload: { success_url: SUCCESS_URL, cancel_url: CANCEL_URL },
      })
      const response = await app.inject(await gatewayPage(app, bind.json().return_url))
      const policy = String(response.headers['content-security-policy'])
      expect(policy).toContain("default-src 'none'")
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain("form-action 'self' https://shop.test")
      expect(policy).not.toContain('script-src')
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(response.headers['permissions-policy']).toContain('camera=()')
    })

    it('keeps the API reference working, never framed, and adds HSTS only over https', async () => {
      const { app } = await api()
      const docs = await app.inject('/api/v1/docs')
      expect(docs.statusCode).toBe(200)
      const policy = String(docs.headers['content-security-policy'])
      expect(policy).toContain("script-src 'self'")
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).not.toContain('upgrade-insecure-requests')
      expect(docs.headers['strict-transport-security']).toBeUndefined()
      const secure = await app.inject({
        url: '/api/v1/configuration/latest',
        headers: { 'x-forwarded-proto': 'https' },
      })
      expect(secure.headers['strict-transport-security']).toMatch(/^max-age=/)
      // JSON answers carry no page policy
      expect(secure.headers['content-security-policy']).toBeUndefined()
    })
  })
})
