import { randomUUID } from 'node:crypto'
import type { ResponseCache } from './response-cache.ts'

const CHANNEL = 'shop:catalogue-changed'

/**
 * The catalogue cache of one process, cleared in every process (issue 19): `clear()` empties this
 * process's copy and publishes on Redis; each process subscribed empties its own when another one
 * publishes, well within a second. Without Redis the cache is the process's own, as before.
 * Another `channel` carries another signal (search synonyms changed, ADR 050).
 */
export async function broadcastClears(
  cache: ResponseCache,
  url: string,
  channel = CHANNEL,
): Promise<ResponseCache & { close(): Promise<void> }> {
  const { Redis } = await import('ioredis')
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  const subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  await Promise.all([publisher.connect(), subscriber.connect()])
  const self = randomUUID()
  subscriber.on('message', (_channel: string, sender: string) => {
    if (sender !== self) cache.clear()
  })
  await subscriber.subscribe(channel)
  return {
    get: (key, compute) => cache.get(key, compute),
    clear() {
      cache.clear()
      void publisher.publish(channel, self).catch(() => {})
    },
    onClear: (listener) => cache.onClear(listener),
    get size() {
      return cache.size
    },
    async close() {
      await Promise.all([subscriber.quit(), publisher.quit()])
    },
  }
}
