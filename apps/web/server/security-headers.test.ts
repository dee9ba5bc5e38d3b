import { fileURLToPath } from 'node:url'
import { API_PREFIX, apiPlugin } from '@shop/api'
import type { Database } from '@shop/api/db/client'
import { openDatabase } from '@shop/api/db/client'
import { seed } from '@shop/api/db/seed/index'
import { securityHeaders } from '@shop/api/plugins/security-headers'
import Fastify, { type FastifyInstance } from 'fastify'
import type { ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injectApiFetch } from './api-fetch.ts'
import { reactRouterHandler } from './request-handler.ts'

/**
 * Storefront pages rendered by the real routes (through Vite, as `npm run dev` does) with the API
 * in-process: the CSP's nonce is fresh per page and is the one every inline script carries. Under
 * Vite the policy is report-only (its own scripts have no nonce); builds enforce the same policy.
 */
describe('security headers of storefront pages', () => {
  let database: Database
  let vite: ViteDevServer
  let app: FastifyInstance

  beforeAll(async () => {
    database = openDatabase({ dataDir: null })
    await database.migrate()
    await seed(database.db)
    const { createServer } = await import('vite')
    vite = await createServer({
      root: fileURLToPath(new URL('..', import.meta.url)),
      server: { middlewareMode: true, hmr: false },
      logLevel: 'error',
    })
    app = Fastify({ trustProxy: 'loopback' })
    await app.register(securityHeaders)
    await app.register(apiPlugin, { prefix: API_PREFIX, database, devMailbox: false })
    const getBuild = () =>
      vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    const handler = reactRouterHandler(getBuild, injectApiFetch(app, API_PREFIX), 'production')
    app.register(async (web) => {
      web.removeAllContentTypeParsers()
      web.addContentTypeParser('*', (_request, _payload, done) => done(null))
      web.all('/*', handler)
    })
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await vite?.close()
    await database?.close()
  })

  const policyOf = (headers: Record<string, unknown>) =>
    String(headers['content-security-policy'] ?? headers['content-security-policy-report-only'])

  it('gives a product page a policy whose nonce is on every inline script, JSON-LD included', async () => {
    const list = await app.inject(
      '/api/v1/stores/6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0001/product-management/products/filter?per_page=1',
    )
    const [product] = list.json().data as { _id: string; slug: string }[]
    const page = await app.inject(`/shop/main/product/${product?._id}/${product?.slug}`)
    expect(page.statusCode).toBe(200)
    const policy = policyOf(page.headers)
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ])
      expect(policy).toContain(directive)
    expect(policy).not.toContain('unsafe-inline;')
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)

    const scripts = [...page.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '')
    const inline = scripts.filter((attrs) => !/\bsrc=/.test(attrs))
    expect(inline.length).toBeGreaterThan(2)
    expect(inline.some((attrs) => attrs.includes('application/ld+json'))).toBe(true)
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`)

    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(page.headers['permissions-policy']).toContain('camera=()')
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    // plain HTTP: no HSTS, nothing upgraded
    expect(page.headers['strict-transport-security']).toBeUndefined()
    expect(policy).not.toContain('upgrade-insecure-requests')
  })

  it('uses a new nonce for every page', async () => {
    const nonces = await Promise.all(
      [1, 2].map(
        async () => /'nonce-([^']+)'/.exec(policyOf((await app.inject('/')).headers))?.[1],
      ),
    )
    expect(nonces[0]).toBeTruthy()
    expect(nonces[0]).not.toBe(nonces[1])
  })

  it('adds HSTS only over https from a trusted proxy', async () => {
    const viaProxy = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })
    expect(viaProxy.headers['strict-transport-security']).toMatch(/^max-age=\d{8}/)
    expect(policyOf(viaProxy.headers)).toContain('upgrade-insecure-requests')
    const spoofed = await app.inject({
      url: '/',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(spoofed.headers['strict-transport-security']).toBeUndefined()
  })

  it('answers 404 for the development mailbox unless it is switched on', async () => {
    expect((await app.inject('/dev/mailbox')).statusCode).toBe(404)
    expect((await app.inject('/api/v1/dev/outbox')).statusCode).toBe(404)
  })
})
