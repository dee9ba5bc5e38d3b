import { type DeliveryRules, type DeliverySlotCode, slotCapacityOn } from '@shop/contract'

/**
 * Slot capacity (issue 27, ADR 053), pure: how many deliveries a slot of a day takes under the
 * saved rules, and whether the orders already in it fill it.
 */

/** Whether any slot has a limit (no limit, no count and no lock). */
export const capacityLimited = (rules: DeliveryRules) =>
  rules.slot_capacity !== null || rules.capacity_days.length > 0

/** Full when its capacity is set and the orders holding a place reach it. */
export function slotFull(rules: DeliveryRules, date: string, booked: number): boolean {
  const capacity = slotCapacityOn(rules, date)
  return capacity !== null && booked >= capacity
}

/** The key of a slot of a day in the counts of `capacityRepository.bookedBetween`. */
export const slotKey = (date: string, slot: DeliverySlotCode) => `${date} ${slot}`
