import type { Db } from '#api/db/client.ts'
import { everyPeriod } from '#api/lib/scheduled-jobs.ts'
import type { OrderLifecycle } from './index.ts'

type Log = { info(o: object, m: string): void; error(o: object, m: string): void }

/**
 * Every minute, in one process of all that share the database: unpaid online orders past their
 * payment window give back what they hold, and refunds due that the provider refused are tried
 * again (with a growing pause).
 */
export function startLifecycleSweep(
  db: Db,
  lifecycle: OrderLifecycle,
  log: Log,
  intervalMs = 60_000,
) {
  return everyPeriod(
    db,
    'order-lifecycle-sweep',
    intervalMs,
    async () => {
      const released = await lifecycle.expireUnpaid()
      if (released) log.info({ released }, 'released unpaid orders')
      const refunded = await lifecycle.retryRefundsDue()
      if (refunded) log.info({ refunded }, 'refunded payments for released orders')
    },
    log,
  )
}
