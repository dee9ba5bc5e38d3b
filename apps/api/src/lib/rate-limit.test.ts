import { describe, expect, it } from 'vitest'
import {
  delayAfter,
  type Limit,
  memoryStore,
  type RateLimitStore,
  rateLimiter,
  redisStore,
  THROTTLES,
  type Throttle,
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

describe('progressive delays (ASVS 6.3 soft lockout)', () => {
  it('lets the free failures pass, then doubles the wait up to its cap', () => {
    const login = THROTTLES.loginAccount
    const waits = Array.from({ length: 14 }, (_, i) => delayAfter(login, i + 1))
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0])
    expect(waits.slice(5, 12)).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 64_000])
    // never more than two minutes, however long the attack goes on
    expect(waits.slice(12)).toEqual([120_000, 120_000])
    expect(delayAfter(login, 10_000)).toBe(120_000)
  })

  it('keeps a guesser to fewer than 100 wrong passwords an hour on one account', () => {
    const login = THROTTLES.loginAccount
    // the guesser tries again the moment each wait ends; the count starts over with each window
    let tries = 0
    let windowStart = 0
    let failures = 0
    for (let now = 0; now < 60 * 60_000; ) {
      if (now >= windowStart + login.windowMs) {
        windowStart = now
        failures = 0
      }
      failures += 1
      tries += 1
      now += Math.max(1, delayAfter(login, failures))
    }
    expect(tries).toBeLessThan(100)
  })
})

describe.each(stores)('throttle on %s', (_name, open) => {
  const throttleOf = (over: Partial<Throttle> = {}): Throttle => ({
    name: `throttle-${Date.now()}-${Math.random()}`,
    free: 2,
    windowMs: 60_000,
    firstDelayMs: 60,
    maxDelayMs: 1000,
    ...over,
  })

  it('makes the next try wait after too many failures, and forgets them on reset', async () => {
    const store = await open()
    const limiter = rateLimiter(store)
    const throttle = throttleOf()
    await limiter.attempt(throttle, 'Key')
    await limiter.attempt(throttle, 'key')
    // the third try is let through and, failing, earns the first wait from its answer
    const third = await limiter.attempt(throttle, 'key')
    await new Promise((r) => setTimeout(r, 40))
    await third.failed()
    await new Promise((r) => setTimeout(r, 40))
    await expect(limiter.attempt(throttle, 'KEY')).rejects.toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 1,
    })
    // another key is not held up
    await limiter.attempt(throttle, 'other')
    await new Promise((r) => setTimeout(r, 90))
    await limiter.attempt(throttle, 'key')
    await expect(limiter.attempt(throttle, 'key')).rejects.toMatchObject({ statusCode: 429 })
    await limiter.reset(throttle, 'key')
    await limiter.attempt(throttle, 'key')
    await store.close()
  })

  it('lets through only the free tries and one more when 50 arrive together', async () => {
    const store = await open()
    const limiter = rateLimiter(store)
    const throttle = throttleOf({ free: 5, firstDelayMs: 60_000, maxDelayMs: 60_000 })
    const tries = await Promise.allSettled(
      Array.from({ length: 50 }, () => limiter.attempt(throttle, 'burst')),
    )
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(6)
    await store.close()
  })

  it('gives back a forgiven try: no count and no wait from it', async () => {
    const store = await open()
    const limiter = rateLimiter(store)
    const throttle = throttleOf({ free: 1, firstDelayMs: 60_000, maxDelayMs: 60_000 })
    // right answers, one after another, never make anyone wait
    for (let i = 0; i < 5; i++) await (await limiter.attempt(throttle, 'shopper')).forgive()
    await limiter.attempt(throttle, 'shopper')
    const second = await limiter.attempt(throttle, 'shopper')
    await expect(limiter.attempt(throttle, 'shopper')).rejects.toMatchObject({ statusCode: 429 })
    // the try that earned the wait was right after all: the wait goes with it
    await second.forgive()
    await limiter.attempt(throttle, 'shopper')
    await store.close()
  })
})
