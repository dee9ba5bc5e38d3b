import { fileURLToPath } from 'node:url'
import { API_PREFIX, apiPlugin } from '@shop/api'
import type { Database } from '@shop/api/db/client'
import { openDatabase } from '@shop/api/db/client'
import { seed } from '@shop/api/db/seed/index'
import { responseCache } from '@shop/api/lib/response-cache'
import { MAIN_STORE_ID } from '@shop/contract'
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

  /** A browser's session cookie holding `token` (a member's when `registered`). */
  async function sessionOf(token: string, registered: boolean) {
    const storage = (await vite.ssrLoadModule(
      '/app/lib/session.server.ts',
    )) as typeof import('../app/lib/session.server.ts')
    const shopper = await storage.sessionStorage().getSession()
    shopper.set('token', token)
    shopper.set('registered', registered)
    shopper.set('expiresAt', new Date(Date.now() + 3_600_000).toISOString())
    return (await storage.sessionStorage().commitSession(shopper)).split(';')[0] ?? ''
  }
  async function guestToken() {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { type: 'TEMP' },
    })
    return (login.json() as { token: string }).token
  }

  it('never serves a shopper with a session and no script a kept page, nor keeps theirs', async () => {
    const cookie = await sessionOf(await guestToken(), false)

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

  describe('shoppers with a session whose browser runs script (ADR 057)', () => {
    const SCRIPT = 'store_js=1'
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
    async function member(username: string) {
      const register = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: {
          type: 'EMAIL',
          username,
          email: `${username.replace(/\W/g, '').toLowerCase()}-${Date.now()}@example.hk`,
          password: 'harbour88',
        },
      })
      return (register.json() as { token: string }).token
    }
    async function firstProducts() {
      const list = await app.inject(
        `/api/v1/stores/${MAIN_STORE_ID}/product-management/products/filter?per_page=24`,
      )
      return (list.json() as { data: { _id: string }[] }).data.map((p) => p._id)
    }
    async function variantOf(productId: string) {
      const details = await app.inject(
        `/api/v1/stores/${MAIN_STORE_ID}/product-management/products/${productId}/details`,
      )
      const { variants } = details.json() as { variants: { _id: string; stock: number }[] }
      return variants.find((v) => v.stock > 5)?._id ?? ''
    }
    async function personal(cookie: string, products: string[]) {
      const answer = await app.inject({
        url: `/resources/personal?locale=en&products=${products.join(',')}`,
        headers: { cookie },
      })
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['cache-control']).toBe('private, no-store')
      return answer.json() as {
        user: { username: string } | null
        cartCount: number
        wishlistCount: number
        liked: string[]
      }
    }

    it('serves two members and a guest with a cart one shared page; each sees only their own', async () => {
      const products = await firstProducts()
      const [liked = '', carted = ''] = products
      const alpha = await member('Alpha Harbour')
      const beta = await member('Beta Peak')
      const guest = await guestToken()
      const variant = await variantOf(carted)
      for (const [token, qty] of [
        [alpha, 1],
        [guest, 3],
      ] as const) {
        const added = await app.inject({
          method: 'POST',
          url: `/api/v1/stores/${MAIN_STORE_ID}/shopping-cart/add-to-cart`,
          headers: bearer(token),
          payload: { product_variant_id: variant, qty },
        })
        expect(added.statusCode).toBe(200)
      }
      const hearted = await app.inject({
        method: 'POST',
        url: `/api/v1/stores/${MAIN_STORE_ID}/wishlist/add-to-wishlist`,
        headers: bearer(beta),
        payload: { product_id: liked },
      })
      expect(hearted.statusCode).toBe(200)

      const cookies = {
        alpha: `${await sessionOf(alpha, true)}; ${SCRIPT}`,
        beta: `${await sessionOf(beta, true)}; ${SCRIPT}`,
        guest: `${await sessionOf(guest, false)}; ${SCRIPT}`,
      }
      const stranger = await get(LIST)
      for (const cookie of Object.values(cookies)) {
        const page = await get(LIST, cookie)
        // the kept page, as a stranger got it, and their own session cookie left as it is
        expect(page.calls).toBe(0)
        expect(page.page.statusCode).toBe(200)
        expect(page.page.headers['set-cookie']).toBeUndefined()
        expect(page.page.body).toBe(
          stranger.page.body.replaceAll(nonceOf(stranger.page), nonceOf(page.page)),
        )
        for (const name of ['Alpha Harbour', 'Beta Peak'])
          expect(page.page.body).not.toContain(name)
      }

      expect(await personal(cookies.alpha, products)).toMatchObject({
        user: { username: 'Alpha Harbour' },
        cartCount: 1,
        wishlistCount: 0,
        liked: [],
      })
      expect(await personal(cookies.beta, products)).toMatchObject({
        user: { username: 'Beta Peak' },
        cartCount: 0,
        wishlistCount: 1,
        liked: [liked],
      })
      expect(await personal(cookies.guest, products)).toMatchObject({
        user: null,
        cartCount: 3,
        wishlistCount: 0,
        liked: [],
      })
      expect(await personal('', products)).toMatchObject({ user: null, cartCount: 0, liked: [] })
    })

    it('renders the first page of a shopper with a session for nobody, and keeps only that', async () => {
      const alpha = await member('Gamma Lantau')
      const cookie = `${await sessionOf(alpha, true)}; ${SCRIPT}`
      const theirs = await get(LIST, cookie)
      expect(theirs.calls).toBeGreaterThan(0)
      expect(theirs.page.headers['set-cookie']).toBeUndefined()
      expect(theirs.page.body).not.toContain('Gamma Lantau')
      const stranger = await get(LIST)
      expect(stranger.calls).toBe(0)
      expect(stranger.page.body).not.toContain('Gamma Lantau')
      // without script, the same member's page is their own: name in the header, never kept
      const plain = await get(LIST, cookie.replace(`; ${SCRIPT}`, ''))
      expect(plain.calls).toBeGreaterThan(0)
      expect(plain.page.body).toContain('Gamma Lantau')
      expect((await get(LIST)).page.body).not.toContain('Gamma Lantau')
    })

    it('answers a redirect as the shopper’s own render, and renders other pages once', async () => {
      const cookie = `${await sessionOf(await guestToken(), false)}; ${SCRIPT}`
      const untidy = await get(`${LIST}?page=`, cookie)
      expect(untidy.page.statusCode).toBe(302)
      expect(untidy.page.headers['set-cookie']).toBeUndefined()
      // a page of their own (a verification link's loader acts once) costs what it did before
      const plain = cookie.replace(`; ${SCRIPT}`, '')
      for (const url of ['/shop/main/cart', '/about-us']) {
        const [withScript, without] = [await get(url, cookie), await get(url, plain)]
        expect(withScript.page.statusCode).toBe(200)
        expect(withScript.calls).toBe(without.calls)
      }
    })
  })
})
