import type { LockScope } from '#api/lib/locks.ts'
import {
  cartRepository,
  voucherRedemptionsRepository as vouchers,
} from '#api/modules/cart/index.ts'
import { stockRepository } from '#api/modules/catalog/index.ts'
import { pointsLedger } from '#api/modules/membership/index.ts'
import type { PaymentService, SessionRow } from '#api/modules/payments/index.ts'
import { raiseStock } from '#api/modules/stock-alerts/index.ts'
import type { BookingPort, BookingStepName } from '../booking-port.ts'
import type { OrderRow } from '../order-json.ts'
import { ordersRepository as orders } from '../repository.ts'
import type * as checkoutSteps from './checkout-steps.ts'

/** A checkout step, by the name of its function in checkout-steps.ts. */
type CheckoutStepName = keyof typeof checkoutSteps

export type ReleaseReason = {
  /** Timeline note. */
  note: string
  /** What the order's open payment sessions become. */
  sessions: 'cancelled' | 'expired'
}
export type Released = {
  released: boolean
  sessions: SessionRow[]
  /** The order was a consultation booking: it held a slot, not stock. */
  booking?: boolean
}

/** The release steps, by name. */
export type ReleaseStepName =
  | 'giveBackSlot'
  | 'closePaymentSessions'
  | 'restock'
  | 'giveBackVoucherUse'
  | 'giveBackPoints'

type Step = {
  name: ReleaseStepName
  /** The step this one undoes: a checkout step (checkout-steps.ts) or the booking's. */
  undoes: CheckoutStepName | BookingStepName
  run(scope: LockScope, order: OrderRow, reason: ReleaseReason, out: Released): Promise<void>
}

/**
 * The undo steps of checkout, in the lock order (order → payment session → variants → voucher
 * → account). Each gives back one thing an unpaid order holds; together they run in one
 * transaction, so a release happens whole or not at all. `publicUrl` starts the product links
 * of back-in-stock e-mails.
 */
export function releaseSteps(
  payments: PaymentService,
  publicUrl: string,
  bookings: BookingPort,
): Step[] {
  return [
    {
      // rows of the order, locked while the order row is held (no lock kind of its own)
      name: 'giveBackSlot',
      undoes: 'holdSlot',
      async run(scope, order, reason, out) {
        if (await bookings.releaseSlot(scope.tx, order.id, reason.note)) out.booking = true
      },
    },
    {
      name: 'closePaymentSessions',
      undoes: 'openPaymentSession',
      async run(scope, order, reason, out) {
        out.sessions = await scope.take('paymentSession', (tx) =>
          payments.closeOpenSessions(tx, order.id, reason.sessions),
        )
      },
    },
    {
      name: 'restock',
      undoes: 'reserveStock',
      async run(scope, order, _reason, out) {
        // a consultation holds a slot, not stock
        if (out.booking) return
        const back = new Map<string, number>()
        for (const line of await orders.lines(scope.tx, order.id)) {
          if (line.variantId) back.set(line.variantId, (back.get(line.variantId) ?? 0) + line.qty)
        }
        if (!back.size) return
        await scope.take('variants', (tx) => stockRepository.lock(tx, [...back.keys()]))
        // a variant sold out until now tells the shoppers waiting for it (their wishes are rows
        // of the locked variants, so no new lock kind)
        await raiseStock(scope.tx, back, publicUrl)
      },
    },
    {
      name: 'giveBackVoucherUse',
      undoes: 'redeemVoucher',
      async run(scope, order) {
        const voucherId = order.voucherId
        if (!voucherId) return
        await scope.take('voucher', (tx) => vouchers.lock(tx, voucherId))
        await vouchers.giveBack(scope.tx, order.id, voucherId)
      },
    },
    {
      name: 'giveBackPoints',
      undoes: 'debitPoints',
      async run(scope, order, reason) {
        for (const held of await pointsLedger.heldByOrder(scope.tx, order.id)) {
          if (held.points <= 0) continue
          await scope.take('account', (tx) =>
            pointsLedger.giveBack(tx, held.accountId, order.id, held.points, {
              reason: 'ORDER_RELEASE',
              note: reason.note,
            }),
          )
        }
      },
    },
  ]
}

/**
 * Gives back what an unpaid order holds and cancels it, inside the caller's transaction, with
 * the order row already locked through `scope`. Answers the payment sessions it closed: the
 * caller expires their provider pages after commit (`payments.expireAtProvider`). Nothing
 * happens to a paid or already released order.
 */
export async function release(
  steps: Step[],
  scope: LockScope,
  order: OrderRow,
  reason: ReleaseReason,
): Promise<Released> {
  const out: Released = { released: false, sessions: [] }
  if (order.releasedAt || order.paymentStatus !== 'unpaid') return out
  for (const step of steps) await step.run(scope, order, reason, out)
  await orders.setStatus(scope.tx, order.id, 'cancelled', reason.note, { releasedAt: new Date() })
  out.released = true
  return out
}

/**
 * The lines of a released order back in its owner's cart (the shopper left the payment page).
 * Gifts are not lines a shopper added; they come back by themselves when the cart earns them.
 */
export async function returnToCart(scope: LockScope, order: OrderRow): Promise<void> {
  if (!order.accountId) return
  const lines = (await orders.lines(scope.tx, order.id)).flatMap((line) =>
    line.variantId && !line.isGift
      ? [{ variantId: line.variantId, qty: line.qty, usePoints: line.pointsPerUnit > 0 }]
      : [],
  )
  await cartRepository.putBack(scope.tx, order.accountId, order.storeId, lines)
}
