import type { FastifyRequest } from 'fastify'
import { TooManyRequestsError } from './errors.ts'

/**
 * Fixed-window counters for anything guessable (logins, codes). In memory by default; Redis
 * when REDIS_URL is set so several processes share the counts.
 */
export type RateLimitStore = {
  hit(key: string, windowMs: number): Promise<number>
  reset(key: string): Promise<void>
  close(): Promise<void>
}

export function memoryStore(): RateLimitStore {
  const counters = new Map<string, { count: number; resetAt: number }>()
  return {
    async hit(key, windowMs) {
      const now = Date.now()
      let entry = counters.get(key)
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs }
        counters.set(key, entry)
        if (counters.size > 50_000) {
          for (const [k, v] of counters) if (v.resetAt <= now) counters.delete(k)
        }
      }
      entry.count += 1
      return entry.count
    },
    async reset(key) {
      counters.delete(key)
    },
    async close() {},
  }
}

export async function redisStore(url: string): Promise<RateLimitStore> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  await redis.connect()
  return {
    async hit(key, windowMs) {
      const name = `shop:rl:${key}`
      const [[, count] = [null, 0]] =
        (await redis.multi().incr(name).pexpire(name, windowMs, 'NX').exec()) ?? []
      return Number(count)
    },
    async reset(key) {
      await redis.del(`shop:rl:${key}`)
    },
    async close() {
      await redis.quit()
    },
  }
}

export type Limit = { name: string; max: number; windowMs: number }

/** Per-IP and per-account limits of the identity and shop calls. */
export const LIMITS = {
  loginIp: { name: 'login-ip', max: 20, windowMs: 15 * 60_000 },
  loginAccount: { name: 'login-account', max: 10, windowMs: 15 * 60_000 },
  codeIp: { name: 'code-ip', max: 20, windowMs: 15 * 60_000 },
  sendIp: { name: 'send-ip', max: 10, windowMs: 15 * 60_000 },
  sendAccount: { name: 'send-account', max: 5, windowMs: 15 * 60_000 },
  registerIp: { name: 'register-ip', max: 20, windowMs: 60 * 60_000 },
  tempIp: { name: 'temp-ip', max: 60, windowMs: 60 * 60_000 },
  /** Voucher codes are guessable: cart views carrying a code, per account. */
  voucherAccount: { name: 'voucher-account', max: 60, windowMs: 10 * 60_000 },
  /** Webhooks and payment pages are public: per IP. */
  paymentIp: { name: 'payment-ip', max: 120, windowMs: 10 * 60_000 },
  /** Guest order lookup guesses e-mails and phones: per IP and per order id (issue 7). */
  guestOrderIp: { name: 'guest-order-ip', max: 20, windowMs: 15 * 60_000 },
  guestOrderId: { name: 'guest-order-id', max: 10, windowMs: 15 * 60_000 },
  /** Uploads cost disk and CPU (re-encoding): per account. */
  uploadAccount: { name: 'upload-account', max: 30, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>

export function rateLimiter(store: RateLimitStore) {
  return {
    /** Counts one attempt; throws 429 past the limit. */
    async check(limit: Limit, key: string): Promise<void> {
      const count = await store.hit(`${limit.name}:${key.toLowerCase()}`, limit.windowMs)
      if (count > limit.max) throw new TooManyRequestsError()
    },
    async reset(limit: Limit, key: string): Promise<void> {
      await store.reset(`${limit.name}:${key.toLowerCase()}`)
    },
    ip(request: FastifyRequest): string {
      return request.ip
    },
  }
}
export type RateLimiter = ReturnType<typeof rateLimiter>
