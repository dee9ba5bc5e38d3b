import { ONLINE_PAYMENT_METHODS, type PaymentMethod } from '@shop/contract'
import type { Tx } from '#api/lib/db-tx.ts'
import { type LockScope, lockScope } from '#api/lib/locks.ts'
import type { PaymentEvent, PaymentService, SessionRow } from '#api/modules/payments/index.ts'
import type { BookingPort } from '../booking-port.ts'
import { notifyCustomer, paidConfirmation } from '../mail.ts'
import type { OrderRow } from '../order-json.ts'
import { syncPaymentStatus } from '../payment-state.ts'
import { refundsDueRepository } from '../refunds-due-repository.ts'
import { ordersRepository as orders } from '../repository.ts'
import { type Released, release, releaseSteps } from './release.ts'

type Log = { warn(o: object, m: string): void }
export type EventOutcome = {
  result: string
  /** Sessions whose provider pages must be closed after commit. */
  expire: SessionRow[]
  /** A refund due recorded now, to refund through the provider after commit. */
  refundDueId: string | null
}

/**
 * Applies one verified payment event inside the caller's transaction (its id already claimed).
 * Lock order: the session is read unlocked to find its order, then the order row is locked, then
 * the session row — the same order as a customer cancel or the expiry sweep, so the two can only
 * queue, never deadlock. A payment for an order that was released meanwhile is never dropped: it
 * is recorded as a refund due (and refunded through the provider after commit).
 */
export async function applyPaymentEvent(
  tx: Tx,
  event: PaymentEvent,
  deps: {
    payments: PaymentService
    log: Log
    publicUrl: string
    bookings: BookingPort
    /** A project installment's session (issue 18): the projects module applies it. */
    installmentEvent?: (tx: Tx, session: SessionRow, event: PaymentEvent) => Promise<EventOutcome>
  },
): Promise<EventOutcome> {
  const { payments } = deps
  const outcome: EventOutcome = { result: 'ignored', expire: [], refundDueId: null }
  if (event.type === 'ignored' || !event.sessionId) return outcome
  const found = await payments.session(tx, event.sessionId)
  if (!found) return { ...outcome, result: 'unknown-session' }
  const scope = lockScope(tx)

  if (found.kind === 'CARD_SETUP') {
    const session = await scope.take('paymentSession', (t) => payments.lockSession(t, found.id))
    if (session?.status !== 'open') return { ...outcome, result: `session-${session?.status}` }
    return { ...outcome, result: await payments.applyCardEvent(tx, session, event) }
  }
  if (found.installmentId && deps.installmentEvent) return deps.installmentEvent(tx, found, event)
  const orderId = found.orderId
  if (!orderId) return { ...outcome, result: 'no-order' }
  const order = await scope.take('order', (t) => orders.lock(t, orderId, null))
  const session = await scope.take('paymentSession', (t) => payments.lockSession(t, found.id))
  if (!order || !session) return { ...outcome, result: 'no-order' }

  if (event.type === 'payment.succeeded') return paid(scope, order, session, deps)

  if (session.status !== 'open') return { ...outcome, result: `session-${session.status}` }
  const status =
    event.type === 'payment.expired'
      ? 'expired'
      : event.type === 'payment.cancelled'
        ? 'cancelled'
        : 'failed'
  await payments.closeSession(tx, session.id, status)
  // issue 30: a declined or left payment keeps the order payable (pay again, another way) until
  // its window passes; only then is it released, by this event or by the sweep
  const windowOver = !order.paymentExpiresAt || order.paymentExpiresAt <= new Date()
  if (status === 'expired' && windowOver) {
    const released: Released = await release(
      releaseSteps(payments, deps.publicUrl, deps.bookings),
      scope,
      order,
      {
        note: 'payment expired',
        sessions: 'expired',
      },
    )
    return { ...outcome, result: 'released', expire: released.sessions }
  }
  if (order.paymentStatus === 'unpaid' && !order.releasedAt)
    await orders.appendEvent(tx, order.id, 'payment_failed', `payment ${status}`)
  return { ...outcome, result: 'payable' }
}

async function paid(
  scope: LockScope,
  order: OrderRow,
  session: SessionRow,
  deps: { payments: PaymentService; log: Log; publicUrl: string; bookings: BookingPort },
): Promise<EventOutcome> {
  const { tx } = scope
  const none = { expire: [], refundDueId: null }
  // a released order paid late says paid too (ADR 039): its repeat is a refund already due
  if (session.status === 'succeeded' && order.paymentStatus !== 'unpaid' && !order.releasedAt)
    return { ...none, result: 'already-paid' }
  await deps.payments.closeSession(tx, session.id, 'succeeded')
  // issue 30 (ADR 059): an earlier attempt, closed by a declined card or by "pay again", that
  // is paid late still pays an unpaid order, once; a second payment becomes a refund due below
  if (session.status !== 'succeeded' && order.paymentStatus === 'unpaid' && !order.releasedAt) {
    // the newer attempt, if any, closes: this one paid
    const expire = await scope.take('paymentSession', (t) =>
      deps.payments.closeOpenSessions(t, order.id, 'cancelled'),
    )
    await orders.setStatus(tx, order.id, 'paid', `paid online (${deps.payments.provider.name})`, {
      paymentStatus: 'paid',
      paidAt: new Date(),
      // paid online after a switch to an offline way: it says how it was paid
      ...(ONLINE_PAYMENT_METHODS.includes(order.paymentMethod as PaymentMethod)
        ? {}
        : { paymentMethod: session.savedCardId ? 'SAVED_CARD' : 'ONLINE', paymentExpiresAt: null }),
    })
    // issue 30: the "thank you" of an online order goes now, not at checkout
    if (!(await deps.bookings.isBookingOrder(tx, order.id)))
      await paidConfirmation(tx, order, deps.publicUrl)
    return { ...none, expire, result: 'paid' }
  }
  // money came in for goods already given back (or for an order paid another way): owed back
  const due = await refundsDueRepository.record(tx, {
    orderId: order.id,
    paymentSessionId: session.id,
    amount: session.amount ?? order.total,
  })
  if (due.created) {
    deps.log.warn({ orderId: order.id, sessionId: session.id }, 'payment for a released order')
    // the money did come in: a released order says paid until its refund due is settled
    // (ADR 039); no paid_at, it is not revenue
    await syncPaymentStatus(tx, order)
    await orders.appendEvent(tx, order.id, 'refund_due', 'paid after release: refund due')
    await notifyCustomer(tx, order, 'refund_due', {
      publicUrl: deps.publicUrl,
      amount: session.amount ?? order.total,
    })
  }
  if (!due.created) return { ...none, result: 'refund-already-due' }
  return { result: 'paid-after-release', expire: [], refundDueId: due.id }
}
