import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import {
  type AnonymousPages,
  type CachedPage,
  pageCache,
  pageToKeep,
  sendCachedPage,
} from './page-cache.ts'

let nonces = 0
const pages: AnonymousPages = {
  marker: 'x-anonymous-page',
  anonymousVisitor: async () => ({ variant: '', newVisitor: true, personal: false }),
  withoutSession: (request) => request,
  onlyVisitorCookie: async (cookies) => cookies.every((c) => c.startsWith('store_session=visitor')),
  newVisitorCookie: async () => `store_session=visitor-${++nonces}; Path=/; HttpOnly`,
  newNonce: () => `fresh${++nonces}`,
}

const html = (nonce: string) =>
  `<!DOCTYPE html><html><body><script nonce="${nonce}">window.a=1</script><script nonce="${nonce}" type="module">import "/assets/x.js"</script></body></html>`

function rendered(
  init: { status?: number; marked?: boolean; cookie?: string; nonce?: string } = {},
) {
  const nonce = init.nonce ?? 'n0nce0riginal'
  const headers = new Headers({
    'content-type': 'text/html',
    'content-security-policy': `script-src 'self' 'nonce-${nonce}'`,
  })
  if (init.marked !== false) headers.set('x-anonymous-page', '1')
  if (init.cookie) headers.append('set-cookie', init.cookie)
  const body = html(nonce)
  return { response: new Response(body, { status: init.status ?? 200, headers }), body }
}

const page = (bytes: number): CachedPage => ({ parts: ['x'.repeat(bytes)], headers: [], bytes })
const render = (value: CachedPage | null) => async () => ({ page: value, answer: value })

describe('pageToKeep: which rendered answers may be served to other anonymous visitors', () => {
  it('keeps a marked 200 page, cut at its nonce, without the mark or a cookie', async () => {
    const { response, body } = rendered({ cookie: 'store_session=visitor-a; Path=/' })
    const kept = await pageToKeep(response, body, pages)
    expect(kept?.parts).toHaveLength(3)
    expect(kept?.parts.join('')).not.toContain('n0nce0riginal')
    expect(kept?.headers.map(([name]) => name)).toEqual(['content-security-policy', 'content-type'])
  })

  it('never keeps an error, an unmarked route, a page without nonce or any other cookie', async () => {
    for (const init of [
      { status: 404 },
      { marked: false },
      { cookie: 'store_session=token-of-a-shopper; Path=/' },
      { cookie: 'store_theme=dark; Path=/' },
    ]) {
      const { response, body } = rendered(init)
      expect(await pageToKeep(response, body, pages)).toBeNull()
    }
    const { response } = rendered()
    expect(await pageToKeep(response, '<html>no scripts</html>', pages)).toBeNull()
  })
})

describe('sendCachedPage', () => {
  it('gives every answer a fresh nonce, the same in the HTML and the policy', async () => {
    const { response, body } = rendered()
    const kept = (await pageToKeep(response, body, pages)) as CachedPage
    const app = Fastify()
    app.get('/', (_request, reply) => sendCachedPage(reply, kept, pages, false))
    app.get('/new', (_request, reply) => sendCachedPage(reply, kept, pages, true))
    const [first, second, fresh] = await Promise.all([
      app.inject('/'),
      app.inject('/'),
      app.inject('/new'),
    ])
    const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1]
    const a = nonceOf(first.headers['content-security-policy'])
    const b = nonceOf(second.headers['content-security-policy'])
    expect(a).toBeTruthy()
    expect(a).not.toBe(b)
    expect(first.body).toBe(html(a as string))
    expect(second.body).toBe(html(b as string))
    expect(first.headers['set-cookie']).toBeUndefined()
    // a browser seen for the first time gets its own visitor id, as the auth middleware gives it
    expect(String(fresh.headers['set-cookie'])).toMatch(/^store_session=visitor-\d+/)
    await app.close()
  })
})

describe('pageCache', () => {
  it('serves a kept page until its time is up', async () => {
    const cache = pageCache({ ttlMs: 30, maxBytes: 1000 })
    expect(cache.get('a')).toBeUndefined()
    await cache.render('a', render(page(10)))
    expect(cache.get('a')?.bytes).toBe(10)
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(cache.get('a')).toBeUndefined()
    expect(cache.bytes).toBe(0)
  })

  it('lets concurrent misses wait for one render', async () => {
    const cache = pageCache({ ttlMs: 1000, maxBytes: 1000 })
    let renders = 0
    let finish: (value: CachedPage) => void = () => {}
    const first = cache.render('a', async () => {
      renders++
      const value = await new Promise<CachedPage>((resolve) => (finish = resolve))
      return { page: value, answer: 'own' }
    })
    const waiting = cache.rendering('a')
    expect(waiting).toBeDefined()
    finish(page(5))
    expect(await first).toBe('own')
    expect((await waiting)?.bytes).toBe(5)
    expect(renders).toBe(1)
    expect(cache.rendering('a')).toBeUndefined()
  })

  it('keeps nothing that was not shareable, and lets waiters render for themselves', async () => {
    const cache = pageCache({ ttlMs: 1000, maxBytes: 1000 })
    const rendered = cache.render('a', render(null))
    const waiting = cache.rendering('a')
    await rendered
    expect(await waiting).toBeNull()
    expect(cache.size).toBe(0)
  })

  it('drops everything on clear, also a page whose render started before it', async () => {
    const cache = pageCache({ ttlMs: 1000, maxBytes: 1000 })
    await cache.render('a', render(page(10)))
    let finish: (value: CachedPage) => void = () => {}
    const slow = cache.render('b', async () => {
      const value = await new Promise<CachedPage>((resolve) => (finish = resolve))
      return { page: value, answer: null }
    })
    const waiting = cache.rendering('b')
    cache.clear()
    finish(page(10))
    await slow
    expect(await waiting).toBeNull()
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBeUndefined()
    expect(cache.bytes).toBe(0)
  })

  it('stays under its byte bound, dropping the least recently served first', async () => {
    const cache = pageCache({ ttlMs: 1000, maxBytes: 100 })
    await cache.render('a', render(page(40)))
    await cache.render('b', render(page(40)))
    cache.get('a')
    await cache.render('c', render(page(40)))
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.get('c')).toBeDefined()
    expect(cache.bytes).toBe(80)
    await cache.render('huge', render(page(101)))
    expect(cache.get('huge')).toBeUndefined()
    expect(cache.bytes).toBe(80)
  })
})
