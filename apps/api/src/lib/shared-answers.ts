import { setTimeout as sleep } from 'node:timers/promises'

/**
 * One answer per key for everyone who asks within `ttlMs`: the first caller computes it, the
 * others get the same answer. In memory for one process; in Redis when several processes serve
 * the same visitors (REDIS_URL), so a guest's first requests reach one temporary account whichever
 * process answers them (issue 19).
 */
export type SharedAnswers = {
  once<T>(key: string, ttlMs: number, create: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

export function memorySharedAnswers(): SharedAnswers {
  const pending = new Map<string, Promise<unknown>>()
  return {
    once<T>(key: string, ttlMs: number, create: () => Promise<T>): Promise<T> {
      let answer = pending.get(key) as Promise<T> | undefined
      if (!answer) {
        answer = create()
        pending.set(key, answer)
        answer.then(
          () => setTimeout(() => pending.delete(key), ttlMs).unref(),
          () => pending.delete(key),
        )
      }
      return answer
    },
    async close() {},
  }
}

const PENDING = '"pending"'
/** How long a process waits for another one's answer before computing its own. */
const WAIT_MS = 10_000
const POLL_MS = 20

/**
 * Redis: the first process claims the key (`SET NX`) and stores its answer as JSON; the others
 * read it, polling briefly while it is being computed. A failed computation removes the claim, so
 * the next caller tries again. Calls within one process still share one promise first.
 */
export async function redisSharedAnswers(url: string): Promise<SharedAnswers> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  await redis.connect()
  const local = memorySharedAnswers()

  async function acrossProcesses<T>(key: string, ttlMs: number, create: () => Promise<T>) {
    const name = `shop:once:${key}`
    const until = Date.now() + WAIT_MS
    while (Date.now() < until) {
      if ((await redis.set(name, PENDING, 'PX', ttlMs, 'NX')) === 'OK') {
        try {
          const answer = await create()
          await redis.set(name, JSON.stringify(answer), 'PX', ttlMs)
          return answer
        } catch (error) {
          await redis.del(name)
          throw error
        }
      }
      const stored = await redis.get(name)
      if (stored !== null && stored !== PENDING) return JSON.parse(stored) as T
      await sleep(POLL_MS)
    }
    return create()
  }

  return {
    once: (key, ttlMs, create) => local.once(key, ttlMs, () => acrossProcesses(key, ttlMs, create)),
    async close() {
      await redis.quit()
    },
  }
}
