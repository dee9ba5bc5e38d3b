import type { OrderDetails } from '@shop/contract'
import type { RouterContextProvider } from 'react-router'
import { getConfiguration } from './api.server.ts'
import { BOOKING_INTENTS, changeBooking, loadOrderBooking } from './booking.server.ts'
import {
  CHANGE_SLOT_INTENT,
  changeSlotAction,
  loadSlotChoices,
  SLOT_CHANGED,
} from './delivery-slot-change.server.ts'
import { pageUrl } from './page-url.ts'
import { PAID_AGAIN, payAgainAction } from './pay-again.server.ts'

type Context = Readonly<RouterContextProvider>

/**
 * What both order pages (the member's own, and the private link's of issue 14) show beside the
 * order: how to pay offline, the e-wallets, the consultation it books, the days its delivery may
 * move to, and whether a switch of payment or a delivery change just happened. `token`: the
 * private link's, whose holder may move or cancel the consultation.
 */
export async function loadOrderPageExtras(
  request: Request,
  context: Context,
  order: OrderDetails,
  token?: string,
) {
  const [config, consultation, slots] = await Promise.all([
    getConfiguration(context),
    loadOrderBooking(request, context, order, token),
    loadSlotChoices(context, order),
  ])
  const search = pageUrl(request).searchParams
  return {
    instructions: config.payment_instructions ?? {},
    wallets: config.payments.wallets,
    consultation,
    switched: search.has(PAID_AGAIN),
    slots,
    slotChanged: search.has(SLOT_CHANGED),
  }
}

export type OrderPageExtras = Awaited<ReturnType<typeof loadOrderPageExtras>>

/**
 * The order page's forms that are not the order's own: the consultation's (issue 17), "Pay
 * again" and the delivery time's (issue 30). null: the post is one of the order's own forms.
 */
export function orderPageIntent(
  request: Request,
  context: Context,
  form: FormData,
  orderId: string,
  token?: string,
) {
  const intent = String(form.get('intent'))
  if ((BOOKING_INTENTS as readonly string[]).includes(intent))
    return changeBooking(request, context, form, token ? { orderId, token } : undefined)
  if (intent === 'pay_again') return payAgainAction(request, context, form, orderId, token)
  if (intent === CHANGE_SLOT_INTENT) return changeSlotAction(request, context, form, orderId, token)
  return null
}
