import type { Tx } from './db-tx.ts'

/**
 * The one lock order of the shop (docs/architecture.md "Lock order"). Every transaction that
 * locks rows of several kinds takes them in this order, so two of them can never wait on each
 * other in a circle (a deadlock):
 *
 *   order → payment session → product variants (by id) → voucher offer → voucher
 *     → delivery slot (a day's AM or PM, ADR 053) → account (points)
 *
 * A `LockScope` is the only way the order lifecycle takes these locks: asking for a kind ranked
 * before one already held is a programming error and throws before any SQL runs, so a wrong order
 * fails every test that walks that path instead of deadlocking now and then in production.
 */
export const LOCK_ORDER = [
  'order',
  'paymentSession',
  'variants',
  // a voucher offer bought with points (vouchers/service.ts redeem: offer, then the account)
  'voucherOffer',
  'voucher',
  // checkout counts a slot's orders against its capacity under this row (delivery_slot_days)
  'deliverySlot',
  'account',
] as const
export type LockKind = (typeof LOCK_ORDER)[number]

export class LockOrderError extends Error {
  constructor(wanted: LockKind, held: LockKind) {
    super(`lock order broken: ${wanted} requested after ${held} (${LOCK_ORDER.join(' → ')})`)
  }
}

export type LockScope = {
  readonly tx: Tx
  /** Runs `take` as the lock of `kind`; throws LockOrderError when a later kind is held. */
  take<T>(kind: LockKind, take: (tx: Tx) => Promise<T>): Promise<T>
  /** Kinds locked so far, in the order taken. */
  readonly held: readonly LockKind[]
}

export function lockScope(tx: Tx): LockScope {
  const held: LockKind[] = []
  let highest = -1
  return {
    tx,
    held,
    async take(kind, take) {
      const rank = LOCK_ORDER.indexOf(kind)
      if (rank < highest) throw new LockOrderError(kind, LOCK_ORDER[highest] as LockKind)
      highest = rank
      if (held.at(-1) !== kind) held.push(kind)
      return take(tx)
    },
  }
}
