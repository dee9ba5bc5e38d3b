import type { DeliverySlotChoice } from '@shop/contract'
import { DomainError } from '#api/lib/errors.ts'
import type { LockScope } from '#api/lib/locks.ts'
import { cartRepository } from '#api/modules/cart/index.ts'
import { deliveryCalendar, leadTimeOf, loadDeliveryRules } from '#api/modules/delivery/index.ts'
import { notifyCustomer } from '../mail.ts'
import type { OrderRow } from '../order-json.ts'
import { ordersRepository as orders } from '../repository.ts'
import { refusal } from '../transitions.ts'
import { stateOf } from '../views.ts'
import { assertSlotOpen, holdSlot } from './checkout-steps.ts'

/** Why the delivery time of an order cannot change, with a code the storefront words. */
function refuseChange(order: OrderRow) {
  if (!order.deliveryDate || !order.deliveryAddress)
    return new DomainError(
      409,
      'ORDER_NOT_HOME_DELIVERY',
      'This order has no home delivery time to change',
    )
  if (order.status === 'shipped')
    return new DomainError(
      409,
      'ORDER_ALREADY_DISPATCHED',
      'This order has already been dispatched: its delivery time can no longer be changed',
    )
  const why = refusal(stateOf(order), 'change_delivery_slot')
  return why
    ? new DomainError(
        409,
        'DELIVERY_SLOT_NOT_CHANGEABLE',
        `The delivery time of this order can no longer be changed: ${why}`,
      )
    : null
}

/**
 * Issue 30, ADR 068: the home delivery of an order not dispatched yet moves to another day and
 * time, inside the caller's transaction with the order row already locked (the lock order:
 * order → delivery slot). The new slot is checked as checkout checks it (the lines' lead time
 * from now, the calendar's closures, then its capacity under the slot's lock); the order keeps
 * its place until commit, so the old slot is freed and the new one taken at once. The timeline
 * records the move and the shopper is told in the order's language. The same slot again
 * changes nothing (a double submit).
 */
export async function changeDeliverySlot(
  scope: LockScope,
  order: OrderRow,
  choice: DeliverySlotChoice,
  publicUrl: string,
  now = new Date(),
): Promise<boolean> {
  const refused = refuseChange(order)
  if (refused) throw refused
  if (order.deliveryDate === choice.date && order.deliverySlot === choice.slot) return false
  const { tx } = scope
  const rules = await loadDeliveryRules(tx)
  const lines = await orders.lines(tx, order.id)
  const variantIds = lines.flatMap((l) => (!l.isGift && l.variantId ? [l.variantId] : []))
  const lead = leadTimeOf(await cartRepository.variants(tx, variantIds))
  const district = order.deliveryAddress?.district ?? ''
  assertSlotOpen(choice, district, now, lead, deliveryCalendar(rules), 'body.date')
  await holdSlot(scope, rules, choice, 'body.slot')
  await orders.update(tx, order.id, { deliveryDate: choice.date, deliverySlot: choice.slot })
  await orders.appendEvent(
    tx,
    order.id,
    'delivery_rescheduled',
    `${order.deliveryDate} ${order.deliverySlot} → ${choice.date} ${choice.slot}`,
  )
  await notifyCustomer(tx, order, 'delivery_rescheduled', { publicUrl, slot: choice })
  return true
}
