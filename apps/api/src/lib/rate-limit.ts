import type { FastifyRequest } from 'fastify'
import { TooManyRequestsError } from './errors.ts'

/**
 * Fixed-window counters for anything guessable (logins, codes), and waits set after repeated
 * failures (progressive delays). In memory by default; Redis when REDIS_URL is set so several
 * processes share them.
 */
export type RateLimitStore = {
  hit(key: string, windowMs: number): Promise<number>
  reset(key: string): Promise<void>
  /** Nothing under `key` may pass for `ms` (a later wait replaces an earlier one). */
  block(key: string, ms: number): Promise<void>
  /** Milliseconds left of the wait under `key`; 0 when there is none. */
  blockedFor(key: string): Promise<number>
  close(): Promise<void>
}

export function memoryStore(): RateLimitStore {
  const counters = new Map<string, { count: number; resetAt: number }>()
  const waits = new Map<string, number>()
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
      waits.delete(key)
    },
    async block(key, ms) {
      const now = Date.now()
      waits.set(key, now + ms)
      if (waits.size > 50_000) {
        for (const [k, until] of waits) if (until <= now) waits.delete(k)
      }
    },
    async blockedFor(key) {
      return Math.max(0, (waits.get(key) ?? 0) - Date.now())
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
      await redis.del(`shop:rl:${key}`, `shop:rl-wait:${key}`)
    },
    async block(key, ms) {
      await redis.set(`shop:rl-wait:${key}`, '1', 'PX', Math.max(1, Math.ceil(ms)))
    },
    async blockedFor(key) {
      return Math.max(0, await redis.pttl(`shop:rl-wait:${key}`))
    },
    async close() {
      await redis.quit()
    },
  }
}

export type Limit = { name: string; max: number; windowMs: number }

/**
 * A soft lockout (OWASP ASVS 6.3): `free` failures in the window cost nothing, then each further
 * failure makes the next attempt wait twice as long, from `firstDelayMs` up to `maxDelayMs`. The
 * attacker is slowed to a trickle while the owner is never kept out longer than `maxDelayMs`.
 */
export type Throttle = {
  name: string
  free: number
  windowMs: number
  firstDelayMs: number
  maxDelayMs: number
}

/** The wait after the `failures`-th failure in the window. */
export function delayAfter(throttle: Throttle, failures: number): number {
  const over = failures - throttle.free
  if (over <= 0) return 0
  return Math.min(throttle.maxDelayMs, throttle.firstDelayMs * 2 ** Math.min(over - 1, 30))
}

/** Per-IP and per-account limits of the identity and shop calls. */
export const LIMITS = {
  loginIp: { name: 'login-ip', max: 20, windowMs: 15 * 60_000 },
  /** Back-office sign-ins: a showroom's staff share one address. */
  staffLoginIp: { name: 'staff-login-ip', max: 40, windowMs: 15 * 60_000 },
  codeIp: { name: 'code-ip', max: 20, windowMs: 15 * 60_000 },
  sendIp: { name: 'send-ip', max: 10, windowMs: 15 * 60_000 },
  sendAccount: { name: 'send-account', max: 5, windowMs: 15 * 60_000 },
  registerIp: { name: 'register-ip', max: 20, windowMs: 60 * 60_000 },
  tempIp: { name: 'temp-ip', max: 60, windowMs: 60 * 60_000 },
  /** Voucher codes are guessable: cart views and checkouts carrying a code, per account … */
  voucherAccount: { name: 'voucher-account', max: 60, windowMs: 10 * 60_000 },
  /** … and per IP, since a guesser can open new guest accounts (ADR 019). */
  voucherIp: { name: 'voucher-ip', max: 200, windowMs: 10 * 60_000 },
  /** Webhooks and payment pages are public: per IP. */
  paymentIp: { name: 'payment-ip', max: 120, windowMs: 10 * 60_000 },
  /** Guest order lookup guesses e-mails and phones: per IP, and per order (id or reference). */
  guestOrderIp: { name: 'guest-order-ip', max: 20, windowMs: 15 * 60_000 },
  /** Uploads cost disk and CPU (re-encoding): per account. */
  uploadAccount: { name: 'upload-account', max: 30, windowMs: 10 * 60_000 },
  /** … and per IP, since guests are free to create (ADR 041); a showroom shares one address. */
  uploadIp: { name: 'upload-ip', max: 60, windowMs: 10 * 60_000 },
  /** Buying vouchers with points: a member clicking on, or a script spending a stolen session. */
  redeemAccount: { name: 'redeem-account', max: 30, windowMs: 10 * 60_000 },
  /** Quotation requests send two e-mails and cost a designer's time: per account and per IP. */
  quotationAccount: { name: 'quotation-account', max: 5, windowMs: 60 * 60_000 },
  quotationIp: { name: 'quotation-ip', max: 30, windowMs: 60 * 60_000 },
  /** Payment records with receipts (each one is read by OCR, a few seconds of CPU). */
  paymentRecordAccount: { name: 'payment-record-account', max: 10, windowMs: 60 * 60_000 },
  paymentRecordIp: { name: 'payment-record-ip', max: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>

/** Failures on one login id or one order: soft lockouts with growing waits (ADR 019). */
export const THROTTLES = {
  /** 5 free, then 1 s, 2 s, 4 s … 2 min: at most about 70 wrong passwords an hour. */
  loginAccount: {
    name: 'login-account',
    free: 5,
    windowMs: 15 * 60_000,
    firstDelayMs: 1000,
    maxDelayMs: 2 * 60_000,
  },
  /** Wrong contacts for one order, whether named by its id or its reference. */
  guestOrder: {
    name: 'guest-order',
    free: 5,
    windowMs: 15 * 60_000,
    firstDelayMs: 2000,
    maxDelayMs: 5 * 60_000,
  },
  /** Wrong private order links from one IP (a token cannot be guessed; this keeps trying dear). */
  orderLink: {
    name: 'order-link',
    free: 10,
    windowMs: 15 * 60_000,
    firstDelayMs: 1000,
    maxDelayMs: 5 * 60_000,
  },
} satisfies Record<string, Throttle>

export function rateLimiter(store: RateLimitStore) {
  return {
    /** Counts one attempt; throws 429 past the limit. */
    async check(limit: Limit, key: string): Promise<void> {
      const count = await store.hit(`${limit.name}:${key.toLowerCase()}`, limit.windowMs)
      if (count > limit.max) throw new TooManyRequestsError()
    },
    async reset(limit: Limit | Throttle, key: string): Promise<void> {
      await store.reset(`${limit.name}:${key.toLowerCase()}`)
    },
    /** Throws 429 (with the seconds left) while the key waits after too many failures. */
    async checkDelay(throttle: Throttle, key: string): Promise<void> {
      const ms = await store.blockedFor(`${throttle.name}:${key.toLowerCase()}`)
      if (ms > 0) throw new TooManyRequestsError(undefined, Math.ceil(ms / 1000))
    },
    /** Records a failure; past the free ones the key must wait before its next attempt. */
    async failed(throttle: Throttle, key: string): Promise<void> {
      const name = `${throttle.name}:${key.toLowerCase()}`
      const failures = await store.hit(name, throttle.windowMs)
      const delay = delayAfter(throttle, failures)
      if (delay > 0) await store.block(name, delay)
    },
    ip(request: FastifyRequest): string {
      return request.ip
    },
  }
}
export type RateLimiter = ReturnType<typeof rateLimiter>
