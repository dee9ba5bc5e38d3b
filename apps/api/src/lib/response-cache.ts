/**
 * A short-lived in-memory cache of serialised public answers: the product list is the same for
 * every visitor, is asked for far more often than the catalogue changes, and costs two statements
 * with a JSON subquery per card. Entries live `ttlMs` (stock and review counts on a list may be that
 * much behind; product pages, the cart and checkout always read the database). Concurrent misses
 * for one key share one computation, a failure is never cached, and the oldest entry goes first
 * when `maxEntries` is reached.
 */
export function responseCache<T = string>({
  ttlMs,
  maxEntries,
}: {
  ttlMs: number
  maxEntries: number
}) {
  const entries = new Map<string, { body: Promise<T>; expires: number }>()
  const listeners = new Set<() => void>()

  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const now = Date.now()
      const entry = entries.get(key)
      if (entry && entry.expires > now) return entry.body
      entries.delete(key)
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      const body = compute()
      entries.set(key, { body, expires: now + ttlMs })
      body.catch(() => {
        if (entries.get(key)?.body === body) entries.delete(key)
      })
      return body
    },
    /** Drops everything, e.g. after the catalogue was written in this process. */
    clear() {
      entries.clear()
      for (const listener of listeners) listener()
    },
    /** Also run `listener` on every clear (caches built on the catalogue, e.g. the storefront's). */
    onClear(listener: () => void) {
      listeners.add(listener)
    },
    get size() {
      return entries.size
    },
  }
}
export type ResponseCache = ReturnType<typeof responseCache<string>>
