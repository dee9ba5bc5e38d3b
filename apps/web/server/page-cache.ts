import type { FastifyReply } from 'fastify'

/**
 * The anonymous-visitor page cache (ADR 035): home, the product list and product pages are the same
 * HTML for every visitor without an account, apart from the CSP nonce and a new browser's visitor
 * cookie. A rendered page is kept a few seconds per address and variant (preference cookies, the
 * detected language on `/`, bots), cut at its nonce so each answer gets a fresh one in its HTML and
 * its policy alike. Concurrent misses share one render; the least recently served pages go first
 * once `maxBytes` of HTML are kept; `clear()` (a catalogue change) drops everything, also a render
 * still running.
 */
export type CachedPage = {
  /** The HTML split at the nonce it was rendered with. */
  parts: string[]
  /** Response headers (no Set-Cookie), each split at the same nonce. */
  headers: [name: string, parts: string[]][]
  bytes: number
}

/** What the storefront build tells the cache (`anonymousPages` of entry.server.tsx). */
export type AnonymousPages = {
  /** The header by which a route marks its page as the same for every anonymous visitor. */
  marker: string
  anonymousVisitor(
    request: Request,
  ): Promise<{ variant: string; newVisitor: boolean; personal: boolean } | null>
  /** The request without the session cookie: the shared page a shopper with one is served. */
  withoutSession(request: Request): Request
  onlyVisitorCookie(setCookies: string[]): Promise<boolean>
  newVisitorCookie(): Promise<string>
  newNonce(): string
}

const NONCE = /'nonce-([^']+)'/

/**
 * A rendered answer as a page to keep, or null when it may not be shared: not a 200 page marked
 * anonymous by its route, no nonce to swap, or a cookie other than a new browser's visitor id.
 */
export async function pageToKeep(
  response: Response,
  html: string,
  pages: AnonymousPages,
): Promise<CachedPage | null> {
  if (response.status !== 200 || response.headers.get(pages.marker) !== '1') return null
  const cookies = response.headers.getSetCookie()
  if (cookies.length && !(await pages.onlyVisitorCookie(cookies))) return null
  const policy =
    response.headers.get('content-security-policy') ??
    response.headers.get('content-security-policy-report-only')
  const nonce = NONCE.exec(policy ?? '')?.[1]
  if (!nonce || !html.includes(nonce)) return null
  const headers: CachedPage['headers'] = []
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === pages.marker) continue
    headers.push([name, value.split(nonce)])
  }
  return { parts: html.split(nonce), headers, bytes: Buffer.byteLength(html) }
}

export function pageCache({ ttlMs, maxBytes }: { ttlMs: number; maxBytes: number }) {
  const pages = new Map<string, CachedPage & { expires: number }>()
  const rendering = new Map<string, Promise<CachedPage | null>>()
  let bytes = 0
  let generation = 0

  function drop(key: string) {
    const page = pages.get(key)
    if (!page) return
    pages.delete(key)
    bytes -= page.bytes
  }

  return {
    /** A kept page, freshly marked as the most recently served. */
    get(key: string): CachedPage | undefined {
      const page = pages.get(key)
      if (!page) return undefined
      pages.delete(key)
      if (page.expires <= Date.now()) {
        bytes -= page.bytes
        return undefined
      }
      pages.set(key, page)
      return page
    },
    /** The render of `key` already under way, which a concurrent miss waits for. */
    rendering(key: string): Promise<CachedPage | null> | undefined {
      return rendering.get(key)
    },
    /**
     * Renders `key` once for everyone asking meanwhile and keeps the page it yields, unless the
     * cache was cleared while it rendered (the page may show the catalogue as it was).
     */
    async render<T>(
      key: string,
      render: () => Promise<{ page: CachedPage | null; answer: T }>,
    ): Promise<T> {
      const started = generation
      let settle: (page: CachedPage | null) => void = () => {}
      rendering.set(key, new Promise((resolve) => (settle = resolve)))
      try {
        const { page, answer } = await render()
        if (page && started === generation && page.bytes <= maxBytes) {
          drop(key)
          pages.set(key, { ...page, expires: Date.now() + ttlMs })
          bytes += page.bytes
          for (const oldest of pages.keys()) {
            if (bytes <= maxBytes) break
            drop(oldest)
          }
        }
        settle(started === generation ? page : null)
        return answer
      } catch (error) {
        settle(null)
        throw error
      } finally {
        rendering.delete(key)
      }
    },
    clear() {
      pages.clear()
      bytes = 0
      generation++
    },
    get size() {
      return pages.size
    },
    get bytes() {
      return bytes
    },
  }
}
export type PageCache = ReturnType<typeof pageCache>

/** Sends a kept page with a fresh nonce, and a new browser its visitor cookie. */
export async function sendCachedPage(
  reply: FastifyReply,
  page: CachedPage,
  pages: AnonymousPages,
  newVisitor: boolean,
): Promise<void> {
  const nonce = pages.newNonce()
  reply.status(200)
  for (const [name, parts] of page.headers) reply.header(name, parts.join(nonce))
  if (newVisitor) reply.header('set-cookie', await pages.newVisitorCookie())
  return reply.send(page.parts.join(nonce))
}
