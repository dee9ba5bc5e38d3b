import { describe, expect, it } from 'vitest'
import {
  type Limit,
  memoryStore,
  type RateLimitStore,
  rateLimiter,
  redisStore,
} from './rate-limit.ts'

const stores: [string, () => Promise<RateLimitStore>][] = [
  ['memory', async () => memoryStore()],
  ...(process.env.REDIS_URL
    ? [
        ['redis', () => redisStore(process.env.REDIS_URL as string)] as [
          string,
          () => Promise<RateLimitStore>,
        ],
      ]
    : []),
]

describe.each(stores)('rate limiter on %s', (_name, open) => {
  it('allows up to the limit, then answers 429 until reset', async () => {
    const store = await open()
    const limiter = rateLimiter(store)
    const limit: Limit = { name: `test-${Date.now()}-${Math.random()}`, max: 3, windowMs: 60_000 }
    for (let i = 0; i < 3; i++) await limiter.check(limit, 'Mei@Example.hk')
    await expect(limiter.check(limit, 'mei@example.hk')).rejects.toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
    })
    // another key has its own count
    await limiter.check(limit, 'someone@example.hk')
    await limiter.reset(limit, 'mei@example.hk')
    await limiter.check(limit, 'mei@example.hk')
    await store.close()
  })

  it('starts a new window after the old one ends', async () => {
    const store = await open()
    const limiter = rateLimiter(store)
    const limit: Limit = { name: `window-${Date.now()}-${Math.random()}`, max: 1, windowMs: 50 }
    await limiter.check(limit, 'ip')
    await expect(limiter.check(limit, 'ip')).rejects.toMatchObject({ statusCode: 429 })
    await new Promise((r) => setTimeout(r, 80))
    await limiter.check(limit, 'ip')
    await store.close()
  })
})
