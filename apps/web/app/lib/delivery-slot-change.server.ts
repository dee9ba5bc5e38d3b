import {
  changeDeliverySlotBody,
  type DeliverySlots,
  ORDER_LINK_HEADER,
  type OrderDetails,
  orderAccessPath,
  orderDetails,
} from '@shop/contract'
import { type RouterContextProvider, redirect } from 'react-router'
import { apiRequest } from './api.server.ts'
import { loadDeliverySlots } from './checkout.server.ts'
import {
  apiFailure,
  clientIpHeaders,
  formFailure,
  localeHeaders,
  prefixOf,
} from './form-action.server.ts'
import { text, validate } from './forms.ts'

type Context = Readonly<RouterContextProvider>

/** The order page says the delivery moved (read by its loader). */
export const SLOT_CHANGED = 'slot_changed'
export const CHANGE_SLOT_INTENT = 'change_delivery_slot'

/**
 * The days the order's home delivery may move to (issue 30, ADR 068): the same delivery-slots
 * answer checkout reads, for the order's district and bought lines. Null when the order cannot
 * move (dispatched, no home delivery) or the call failed.
 */
export async function loadSlotChoices(
  context: Context,
  order: OrderDetails,
): Promise<DeliverySlots | null> {
  const district = order.delivery.address?.district
  if (!district || !order.available_actions.includes('change_delivery_slot')) return null
  const variantIds = order.items.flatMap((i) => (!i.is_gift && i.product_variant_id) || [])
  return loadDeliverySlots(context, district, variantIds)
}

/**
 * The "Change delivery time" post of an order page, the member's or a private link's (`token`):
 * one `choice` field (`date|slot`, a plain select, so it works without JavaScript) checked with
 * the contract's schema; back to the order page, which says the delivery moved.
 */
export async function changeSlotAction(
  request: Request,
  context: Context,
  form: FormData,
  orderId: string,
  token?: string,
) {
  const [date = '', slot = ''] = text(form, 'choice').split('|')
  const parsed = validate(changeDeliverySlotBody, { date, slot })
  if (!parsed.ok)
    return formFailure(parsed.fieldErrors, parsed.error, { intent: CHANGE_SLOT_INTENT })
  const path = `/orders/${encodeURIComponent(orderId)}/delivery-slot${token ? '/link' : ''}`
  try {
    await apiRequest(context, path, orderDetails, {
      method: 'PUT',
      headers: {
        ...localeHeaders(request),
        ...(token ? { [ORDER_LINK_HEADER]: token, ...clientIpHeaders(request) } : {}),
      },
      body: JSON.stringify(parsed.body),
    })
  } catch (error) {
    return apiFailure(error, { intent: CHANGE_SLOT_INTENT })
  }
  const prefix = prefixOf(request)
  const page = token
    ? orderAccessPath(prefix, orderId, token)
    : `${prefix}/shop/main/order/${orderId}`
  return redirect(`${page}?${SLOT_CHANGED}=1`)
}
