import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { guest } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { ordersApp } from '../orders/test-helpers.ts'

/** Back-office routes a person reaches before signing in (sign-in, invitation, reset). */
const BEFORE_SIGN_IN = new Set([
  'POST /admin/auth/login',
  'GET /admin/invitations/{token}',
  'POST /admin/invitations/{token}/accept',
])

type Operation = { method: string; path: string }

/**
 * Every back-office route of the OpenAPI document, the ones added later included: none answers
 * without a live staff token (a shopper's token, a made-up one or none) — not even with its
 * validation errors, which would tell a stranger its fields. The role table per route is held by
 * each module's tests; the ways in (sign-in, an invitation) are the only routes open.
 */
describe.each(testDatabases.slice(0, 1))(
  'every back-office route asks for a staff token ($name)',
  (kind) => {
    let database: Database
    let app: FastifyInstance
    let operations: Operation[] = []

    beforeAll(async () => {
      database = await seededDatabase(kind)
      app = await ordersApp(database)
      const document = (await app.inject('/api/v1/openapi.json')).json() as {
        paths: Record<string, Record<string, unknown>>
      }
      operations = Object.entries(document.paths)
        .filter(([path]) => path.startsWith('/admin/'))
        .flatMap(([path, methods]) =>
          Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
        )
    })
    afterAll(async () => {
      await app?.close()
      await database?.close()
    })

    const filled = (path: string) =>
      path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')

    it('refuses a shopper, a made-up token and no token on each of them with 401', async () => {
      expect(operations.length).toBeGreaterThan(60)
      const shopper = await guest(app)
      const answered: string[] = []
      for (const { method, path } of operations) {
        const name = `${method} ${path}`
        if (BEFORE_SIGN_IN.has(name)) continue
        for (const token of [shopper, 'stf_made-up', undefined]) {
          const response = await app.inject({
            method: method as 'GET',
            url: `/api/v1${filled(path)}`,
            headers: token ? { authorization: `Bearer ${token}` } : {},
            ...(method === 'GET' ? {} : { payload: {} }),
          })
          if (response.statusCode !== 401) answered.push(`${name} → ${response.statusCode}`)
        }
      }
      expect(answered).toEqual([])
      // the ways in are open, and still check what they are sent
      for (const name of BEFORE_SIGN_IN)
        expect(operations.map((o) => `${o.method} ${o.path}`)).toContain(name)
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/admin/auth/login',
        payload: {},
      })
      expect(login.statusCode).toBe(400)
    })
  },
)
