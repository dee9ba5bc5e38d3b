import type { PaymentStatus } from '@shop/contract'
import type { Tx } from '#api/lib/db-tx.ts'
import { type Cents, toCents } from '#api/lib/money.ts'
import type { MoneyBackJson, OrderRow } from './order-json.ts'
import { ordersRepository as repo } from './repository.ts'

/** What the order's money is: held, given back, still owed back; whole cents. */
export type OrderMoney = { paid: Cents; refunded: Cents; due: Cents }

type MoneyFacts = Pick<OrderRow, 'paymentStatus' | 'releasedAt' | 'total'>

/**
 * The order's money from its row and its refunds (ADR 039). A live order holds its total once
 * paid, and approved refund requests give part of it back. A released order never held its
 * total: what it holds is what was captured after the release (its refunds due), and settling
 * those gives it back. Refunds due of a live order (paid twice) are extra money owed back: they
 * count as due, never as paid or refunded.
 */
export function orderMoney(order: MoneyFacts, back: MoneyBackJson): OrderMoney {
  const duesTotal = toCents(back.dues_total)
  const duesRefunded = toCents(back.dues_refunded)
  const due = Math.max(0, duesTotal - duesRefunded)
  if (order.releasedAt) return { paid: duesTotal, refunded: duesRefunded, due }
  if (order.paymentStatus === 'unpaid') return { paid: 0, refunded: 0, due }
  return { paid: toCents(order.total), refunded: toCents(back.requests_refunded), due }
}

/**
 * The payment state of money that came in (pure): refunded only once the whole paid amount came
 * back, partially_refunded while only some of it did, paid while none did.
 */
export function refundState(paid: Cents, refunded: Cents): Exclude<PaymentStatus, 'unpaid'> {
  if (refunded <= 0) return 'paid'
  return refunded >= paid ? 'refunded' : 'partially_refunded'
}

/** What `payment_status` must say for this order and its refunds. */
export function paymentStatusOf(order: MoneyFacts, back: MoneyBackJson): PaymentStatus {
  const money = orderMoney(order, back)
  // nothing came in: a live order not paid yet, or a released one nobody paid after all
  if (money.paid === 0 && (order.releasedAt || order.paymentStatus === 'unpaid')) return 'unpaid'
  return refundState(money.paid, money.refunded)
}

/**
 * Brings `payment_status` in line with the order's refunds, in the caller's transaction, which
 * holds the order row's lock: after a refund approval, a late capture, a refund due settled.
 * Answers the state it now has.
 */
export async function syncPaymentStatus(tx: Tx, order: OrderRow): Promise<PaymentStatus> {
  const next = paymentStatusOf(order, await repo.moneyBack(tx, order.id))
  if (next !== order.paymentStatus) await repo.update(tx, order.id, { paymentStatus: next })
  return next
}
