import { fileURLToPath } from 'node:url'
import { API_PREFIX, apiPlugin } from '@shop/api'
import type { Database } from '@shop/api/db/client'
import { openDatabase } from '@shop/api/db/client'
import { seed } from '@shop/api/db/seed/index'
import { responseCache } from '@shop/api/lib/response-cache'
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify'
import type { ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { injectApiFetch } from './api-fetch.ts'
import { pageCache } from './page-cache.ts'
import { reactRouterHandler } from './request-handler.ts'

/**
 * The anonymous-visitor page cache (ADR 035) through the real routes (Vite, as in
 * security-headers.test.ts) with the API in-process: API calls are counted to tell a kept page
 * from a rendered one.
 */
describe('anonymous-visitor page cache', () => {
  let database: Database
  let vite: ViteDevServer
  let app: FastifyInstance
  let apiCalls = 0
  const catalogueCache = responseCache({ ttlMs: 5_000, maxEntries: 100 })
  const pages = pageCache({ ttlMs: 60_000, maxBytes: 8 * 1024 * 1024 })
  catalogueCache.onClear(() => pages.clear())

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
    app = Fastify()
    await app.register(apiPlugin, {
      prefix: API_PREFIX,
      database,
      devMailbox: false,
      catalogueCache,
    })
    const getBuild = () =>
      vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    const inject = injectApiFetch(app, API_PREFIX)
    const counted: typeof inject = (path, init) => {
      apiCalls++
      return inject(path, init)
    }
    const handler = reactRouterHandler(getBuild, counted, 'production', undefined, pages)
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
  beforeEach(() => pages.clear())

  const LIST = '/shop/main/product'
  const nonceOf = (page: LightMyRequestResponse) =>
    /'nonce-([^']+)'/.exec(
      String(
        page.headers['content-security-policy'] ??
          page.headers['content-security-policy-report-only'],
      ),
    )?.[1] ?? ''
  const sessionCookie = (page: LightMyRequestResponse) =>
    String(page.headers['set-cookie'] ?? '').split(';')[0] ?? ''
  async function get(url: string, cookie?: string) {
    const before = apiCalls
    const page = await app.inject({ url, headers: cookie ? { cookie } : {} })
    return { page, calls: apiCalls - before }
  }

  it('renders a page once for new visitors; each gets its own nonce and visitor cookie', async () => {
    const first = await get(LIST)
    const second = await get(LIST)
    expect(first.page.statusCode).toBe(200)
    expect(first.calls).toBeGreaterThan(0)
    expect(second.calls).toBe(0)
    expect(second.page.statusCode).toBe(200)
    expect(second.page.headers['x-anonymous-page']).toBeUndefined()

    const [a, b] = [nonceOf(first.page), nonceOf(second.page)]
    expect(b).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(b).not.toBe(a)
    // the page is the same but for the nonce, which every inline script carries
    expect(second.page.body).toBe(first.page.body.replaceAll(a, b))
    const inline = [...second.page.body.matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1] ?? '')
      .filter((attrs) => !/\bsrc=/.test(attrs))
    expect(inline.length).toBeGreaterThan(1)
    for (const attrs of inline) expect(attrs).toContain(`nonce="${b}"`)

    // each new browser is told apart, as without the cache (a guest's first actions share it)
    expect(sessionCookie(first.page)).toMatch(/^store_session=/)
    expect(sessionCookie(second.page)).toMatch(/^store_session=/)
    expect(sessionCookie(second.page)).not.toBe(sessionCookie(first.page))
  })

  it('serves a returning visitor without an account the same page, setting no cookie', async () => {
    const first = await get(LIST)
    const returning = await get(LIST, sessionCookie(first.page))
    expect(returning.calls).toBe(0)
    expect(returning.page.headers['set-cookie']).toBeUndefined()
  })

  it('keeps a page per theme', async () => {
    await get(LIST)
    const dark = await get(LIST, 'store_theme=dark')
    expect(dark.calls).toBeGreaterThan(0)
    expect(dark.page.body).toContain('dark')
  })

  it('never serves a shopper with a session a kept page, nor keeps theirs', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { type: 'TEMP' },
    })
    const { token } = login.json() as { token: string }
    const storage = (await vite.ssrLoadModule(
      '/app/lib/session.server.ts',
    )) as typeof import('../app/lib/session.server.ts')
    const shopper = await storage.sessionStorage().getSession()
    shopper.set('token', token)
    shopper.set('registered', false)
    shopper.set('expiresAt', new Date(Date.now() + 3_600_000).toISOString())
    const cookie = (await storage.sessionStorage().commitSession(shopper)).split(';')[0]

    await get(LIST)
    const theirs = await get(LIST, cookie)
    expect(theirs.calls).toBeGreaterThan(0)
    pages.clear()
    await get(LIST, cookie)
    expect((await get(LIST)).calls).toBeGreaterThan(0)
  })

  it('renders again once the catalogue changed', async () => {
    await get(LIST)
    expect((await get(LIST)).calls).toBe(0)
    catalogueCache.clear()
    expect((await get(LIST)).calls).toBeGreaterThan(0)
  })

  it('keeps no error page and no page of a route that did not opt in', async () => {
    for (const url of [
      '/shop/main/product/00000000-0000-4000-8000-000000000000/none',
      '/about-us',
    ]) {
      await get(url)
      expect((await get(url)).calls).toBeGreaterThan(0)
    }
  })
})
