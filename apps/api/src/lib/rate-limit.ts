import { randomUUID } from 'node:crypto'
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
  /**
   * Takes one attempt under `key` in one atomic step: refused (the wait left, in ms) while the
   * key waits; otherwise counted, and the wait this attempt would earn by failing is set at once,
   * so attempts arriving together cannot all slip in before the first failure is recorded.
   */
  reserve(key: string, throttle: Throttle): Promise<Reservation>
  /** Gives back a reserved attempt (a right answer): one count less, and its wait lifted. */
  forgive(key: string, ticket: string): Promise<void>
  /** A reserved attempt failed: its wait, if still the one under `key`, runs `ms` from now. */
  rearm(key: string, ticket: string, ms: number): Promise<void>
  close(): Promise<void>
}

export type Reservation =
  | { ok: true; ticket: string; count: number }
  | { ok: false; waitMs: number }

export function memoryStore(): RateLimitStore {
  const counters = new Map<string, { count: number; resetAt: number }>()
  const waits = new Map<string, { until: number; ticket: string }>()
  let tickets = 0
  const count = (key: string, windowMs: number, now: number) => {
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
  }
  return {
    async hit(key, windowMs) {
      return count(key, windowMs, Date.now())
    },
    async reset(key) {
      counters.delete(key)
      waits.delete(key)
    },
    // no await between the read and the writes: one step for every request of this process
    async reserve(key, throttle) {
      const now = Date.now()
      const wait = waits.get(key)
      if (wait && wait.until > now) return { ok: false, waitMs: wait.until - now }
      const ticket = String(++tickets)
      const n = count(key, throttle.windowMs, now)
      const delay = delayAfter(throttle, n)
      if (delay > 0) waits.set(key, { until: now + delay, ticket })
      if (waits.size > 50_000) {
        for (const [k, w] of waits) if (w.until <= now) waits.delete(k)
      }
      return { ok: true, ticket, count: n }
    },
    async rearm(key, ticket, ms) {
      const wait = waits.get(key)
      if (wait?.ticket === ticket) wait.until = Date.now() + ms
    },
    async forgive(key, ticket) {
      const entry = counters.get(key)
      if (entry && entry.count > 0) entry.count -= 1
      if (waits.get(key)?.ticket === ticket) waits.delete(key)
    },
    async close() {},
  }
}

/** `reserve` in Redis: one script, so processes sharing the store cannot interleave. */
const RESERVE = `
local wait = redis.call('PTTL', KEYS[2])
if wait > 0 then return {0, wait} end
local n = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local over = n - tonumber(ARGV[2])
if over > 0 then
  local delay = math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ math.min(over - 1, 30))
  redis.call('SET', KEYS[2], ARGV[5], 'PX', math.max(1, math.ceil(delay)))
end
return {1, n}
`
const FORGIVE = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('DEL', KEYS[2]) end
return 1
`

const REARM = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1
`

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
    async reserve(key, throttle) {
      const ticket = randomUUID()
      const [ok, value] = (await redis.eval(
        RESERVE,
        2,
        `shop:rl:${key}`,
        `shop:rl-wait:${key}`,
        throttle.windowMs,
        throttle.free,
        throttle.firstDelayMs,
        throttle.maxDelayMs,
        ticket,
      )) as [number, number]
      return ok === 1
        ? { ok: true, ticket, count: Number(value) }
        : { ok: false, waitMs: Number(value) }
    },
    async rearm(key, ticket, ms) {
      await redis.eval(REARM, 1, `shop:rl-wait:${key}`, ticket, Math.max(1, Math.ceil(ms)))
    },
    async forgive(key, ticket) {
      await redis.eval(FORGIVE, 2, `shop:rl:${key}`, `shop:rl-wait:${key}`, ticket)
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
  /** Address book writes (ADR 066): a member editing by hand stays far below it. */
  addressAccount: { name: 'address-account', max: 60, windowMs: 10 * 60_000 },
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
  /**
   * Authenticator codes of one back-office member, once the password was right: the same soft
   * lockout, counted apart from the password so that a guesser without it cannot touch this one.
   */
  totpAccount: {
    name: 'totp-account',
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
    /**
     * Reserves one try of a guess (a password, a code, a contact) BEFORE it is checked, and
     * throws 429 with the seconds left while the key must wait (ADR 019, ADR 040). The wait a
     * failure would earn starts at once, so a burst of guesses sent together gets the free tries
     * and one more checked; `failed` then restarts that wait from the answer, as before; a right
     * answer calls `reset` (sign-in) or `forgive` (the try cost nothing).
     */
    async attempt(throttle: Throttle, key: string): Promise<Attempt> {
      const name = `${throttle.name}:${key.toLowerCase()}`
      const taken = await store.reserve(name, throttle)
      if (!taken.ok) throw new TooManyRequestsError(undefined, Math.ceil(taken.waitMs / 1000))
      const delay = delayAfter(throttle, taken.count)
      return {
        forgive: () => store.forgive(name, taken.ticket),
        failed: async () => {
          if (delay > 0) await store.rearm(name, taken.ticket, delay)
        },
      }
    },
    ip(request: FastifyRequest): string {
      return request.ip
    },
  }
}
export type RateLimiter = ReturnType<typeof rateLimiter>
/** A reserved try: `forgive` gives it back (a right answer), `failed` starts its wait anew. */
export type Attempt = { forgive(): Promise<void>; failed(): Promise<void> }
