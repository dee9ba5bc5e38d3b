import type { LockScope } from '#api/lib/locks.ts'
import { toCents } from '#api/lib/money.ts'
import { membershipEarning } from '../membership/index.ts'
import { backOfficeRepository as bo } from './back-office-repository.ts'
import type { OrderRow } from './order-json.ts'

/**
 * A completed order earns its points (issue 16), on what was paid for goods less what was
 * refunded already; the account is the last lock of the lock order.
 */
export async function earnPointsOnCompletion(scope: LockScope, order: OrderRow) {
  const refunded = toCents(await bo.refundedAmount(scope.tx, order.id))
  return scope.take('account', (tx) => membershipEarning.earn(tx, order, refunded))
}

/** An approved refund takes back the points of the refunded part (never below zero). */
export async function reversePointsOnRefund(scope: LockScope, orderId: string, amount: string) {
  return scope.take('account', (tx) => membershipEarning.reverse(tx, orderId, toCents(amount)))
}
