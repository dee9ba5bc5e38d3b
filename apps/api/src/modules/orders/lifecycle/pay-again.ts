import { ONLINE_PAYMENT_METHODS, type PayAgainBody } from '@shop/contract'
import { DomainError } from '#api/lib/errors.ts'
import type { LockScope } from '#api/lib/locks.ts'
import type { PaymentService, SessionRow } from '#api/modules/payments/index.ts'
import type { OrderRow } from '../order-json.ts'
import { ordersRepository as orders } from '../repository.ts'
import { refusal } from '../transitions.ts'
import { stateOf } from '../views.ts'
import { withQuery } from './checkout-steps.ts'

export type PayAgainOutcome = {
  /** The session whose page the shopper opens next; null for an offline method. */
  sessionId: string | null
  /** Sessions closed by the switch: their provider pages are expired after commit. */
  expire: SessionRow[]
}

const notPayable = (why: string) =>
  new DomainError(409, 'ORDER_NOT_PAYABLE', `This order can no longer be paid: ${why}`)

/**
 * A new payment attempt for an unpaid online order whose payment failed or was left (issue 30,
 * ADR 059), inside the caller's transaction with the order row already locked (the lock order:
 * order → payment session). The amount, stock, voucher and points stay as checkout held them.
 * Online: the attempt still open is answered again (a double click), else the open ones are
 * closed and one is opened for the same amount and the same deadline. Offline: the open
 * sessions are closed and the order becomes an offline order waiting for its proof (no
 * deadline, as one placed that way); asking again for the method it already has changes nothing.
 * A late "paid" of a closed attempt is still honoured by the payment event (once: it finds the
 * order paid the second time and records a refund due).
 */
export async function payAgain(
  scope: LockScope,
  order: OrderRow,
  body: PayAgainBody,
  payments: PaymentService,
  now = new Date(),
): Promise<PayAgainOutcome> {
  const { tx } = scope
  const method = body.payment_method
  const unchanged = { sessionId: null, expire: [] }
  const stillUnpaid = order.paymentStatus === 'unpaid' && !order.releasedAt
  const online = ONLINE_PAYMENT_METHODS.includes(method)
  // a double click on an offline choice: the first one already switched the order
  if (!online && order.paymentMethod === method && stillUnpaid) return unchanged
  const why = refusal({ ...stateOf(order), paymentExpiresAt: order.paymentExpiresAt }, 'pay_again')
  if (why) throw notPayable(why)
  const deadline = order.paymentExpiresAt ?? now

  if (online) {
    const latest = await payments.latestSession(tx, order.id)
    // the page still open is answered again only for the method it was opened for (ADR 070)
    if (
      order.paymentMethod === method &&
      latest?.status === 'open' &&
      latest.expiresAt > now &&
      !latest.savedCardId &&
      latest.amount === order.total
    )
      return { sessionId: latest.id, expire: [] }
    const expire = await scope.take('paymentSession', (t) =>
      payments.closeOpenSessions(t, order.id, 'cancelled'),
    )
    const sessionId = await payments.openSession(tx, {
      accountId: order.accountId,
      orderId: order.id,
      amount: order.total,
      successUrl: withQuery(body.success_url, { reference: order.reference, order: order.id }),
      cancelUrl: withQuery(body.cancel_url, { order: order.id }),
      expiresAt: deadline,
      savedCardId: null,
    })
    if (order.paymentMethod !== method) {
      await orders.update(tx, order.id, { paymentMethod: method })
      await orders.appendEvent(
        tx,
        order.id,
        'payment_method_changed',
        `${order.paymentMethod} → ${method}`,
      )
    }
    return { sessionId, expire }
  }

  const expire = await scope.take('paymentSession', (t) =>
    payments.closeOpenSessions(t, order.id, 'cancelled'),
  )
  // an offline order waits for its proof and staff, with no deadline, like one placed that way
  await orders.update(tx, order.id, { paymentMethod: method, paymentExpiresAt: null })
  await orders.appendEvent(
    tx,
    order.id,
    'payment_method_changed',
    `${order.paymentMethod} → ${method}`,
  )
  return { sessionId: null, expire }
}
