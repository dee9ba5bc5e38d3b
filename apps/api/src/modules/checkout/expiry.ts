import type { PaymentService } from '../payments/service.ts'

type Log = { info(o: object, m: string): void; error(o: object, m: string): void }

/** Every minute, unpaid online orders past their payment window give back what they hold. */
export function startExpirySweep(payments: PaymentService, log: Log, intervalMs = 60_000) {
  const sweep = async () => {
    const released = await payments.expireUnpaid()
    if (released) log.info({ released }, 'released unpaid orders')
  }
  const timer = setInterval(
    () => void sweep().catch((err) => log.error({ err }, 'order expiry sweep failed')),
    intervalMs,
  )
  timer.unref()
  return { sweep, stop: () => clearInterval(timer) }
}
