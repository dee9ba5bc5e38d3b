import type { LocalizedText } from './localized.ts'
import { fromCents, type Money, toCents } from './money.ts'

/** A courier as the free-delivery hint needs it: who, and from what spend delivery is free. */
export type FreeDeliveryCourier = { id: string; name: LocalizedText; threshold: Money | null }

export type FreeDeliveryInput = {
  /** The couriers serving the cart's delivery country, in the store's order. */
  couriers: readonly FreeDeliveryCourier[]
  /** The courier the cart is priced with; null when there is none. */
  courierId: string | null
  /** What counts towards the threshold: the selected lines after sale and voucher discounts. */
  spend: Money
  /** Some selected line is delivered (a cart of services alone, or pick-up, has no delivery). */
  delivered: boolean
}

/** "Spend {remaining} more for free delivery with {courier}"; `remaining` "0.00": it is free. */
export type FreeDeliveryHint = { courier: LocalizedText; remaining: Money; reached: boolean }

/**
 * Issue 30 ("spend HK$X more for free delivery", ADR 064): the cart's courier's threshold when the
 * cart has one, otherwise the lowest threshold among the country's couriers (the first of equals).
 * No hint when nothing is delivered or the courier that counts has no threshold. In cents.
 */
export function freeDeliveryHint(input: FreeDeliveryInput): FreeDeliveryHint | null {
  if (!input.delivered) return null
  const chosen = input.courierId ? input.couriers.find((c) => c.id === input.courierId) : undefined
  const courier = chosen ?? lowestThreshold(input.couriers)
  if (!courier || courier.threshold === null) return null
  const remaining = Math.max(toCents(courier.threshold) - toCents(input.spend), 0)
  return { courier: courier.name, remaining: fromCents(remaining), reached: remaining === 0 }
}

function lowestThreshold(couriers: readonly FreeDeliveryCourier[]) {
  let best: FreeDeliveryCourier | undefined
  for (const courier of couriers) {
    if (courier.threshold === null) continue
    if (!best || toCents(courier.threshold) < toCents(best.threshold as Money)) best = courier
  }
  return best
}
