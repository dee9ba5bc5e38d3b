import { describe, expect, it } from 'vitest'
import { broadcastClears } from './cache-broadcast.ts'
import { responseCache } from './response-cache.ts'

const redisUrl = process.env.REDIS_URL

describe.runIf(redisUrl)('catalogue cache cleared in every process (Redis)', () => {
  it('a clear in one process empties the cache of another', async () => {
    const url = redisUrl as string
    const one = await broadcastClears(responseCache({ ttlMs: 60_000, maxEntries: 10 }), url)
    const two = await broadcastClears(responseCache({ ttlMs: 60_000, maxEntries: 10 }), url)
    await two.get('/products', async () => 'old list')
    expect(two.size).toBe(1)
    const emptied = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (two.size === 0) {
          clearInterval(check)
          resolve()
        }
      }, 5)
    })
    one.clear()
    await emptied
    expect(await two.get('/products', async () => 'new list')).toBe('new list')
    await Promise.all([one.close(), two.close()])
  })

  it('tells what is built on one process’s cache (its storefront pages) of another’s clear', async () => {
    const url = redisUrl as string
    const one = await broadcastClears(responseCache({ ttlMs: 60_000, maxEntries: 10 }), url)
    const two = await broadcastClears(responseCache({ ttlMs: 60_000, maxEntries: 10 }), url)
    const pagesDropped = new Promise<void>((resolve) => two.onClear(resolve))
    one.clear()
    await pagesDropped
    await Promise.all([one.close(), two.close()])
  })
})
