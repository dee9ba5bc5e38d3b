import type { Cart, Courier } from '@shop/contract'
import { type FreeDeliveryHint, freeDeliveryHint, fromCents, toCents } from '@shop/contract/client'

/**
 * The cart's "spend HK$X more for free delivery" (ADR 064): the courier the API priced the cart
 * with counts; the spend is what the API compares with the threshold (after sale and voucher
 * discounts); a pick-up, or nothing selected, gets no hint.
 */
export function cartFreeDelivery(
  cart: Cart,
  couriers: readonly Courier[],
): FreeDeliveryHint | null {
  const { price, price_discount: discount } = cart.calculations
  return freeDeliveryHint({
    couriers: couriers.map((c) => ({ id: c._id, name: c.name, threshold: c.free_threshold })),
    courierId: cart.delivery.courier_id,
    spend: fromCents(toCents(price.subtotal) - toCents(discount.local) - toCents(discount.global)),
    delivered:
      cart.delivery.method === 'DELIVERY' && cart.cart_items.some((item) => item.is_selected),
  })
}
