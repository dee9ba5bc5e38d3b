import type { OrderLifecycle } from './index.ts'

type Log = { info(o: object, m: string): void; error(o: object, m: string): void }

/**
 * Every minute: unpaid online orders past their payment window give back what they hold, and
 * refunds due that the provider refused are tried again (with a growing pause).
 */
export function startLifecycleSweep(lifecycle: OrderLifecycle, log: Log, intervalMs = 60_000) {
  const sweep = async () => {
    const released = await lifecycle.expireUnpaid()
    if (released) log.info({ released }, 'released unpaid orders')
    const refunded = await lifecycle.retryRefundsDue()
    if (refunded) log.info({ refunded }, 'refunded payments for released orders')
  }
  const timer = setInterval(
    () => void sweep().catch((err) => log.error({ err }, 'order lifecycle sweep failed')),
    intervalMs,
  )
  timer.unref()
  return { sweep, stop: () => clearInterval(timer) }
}
