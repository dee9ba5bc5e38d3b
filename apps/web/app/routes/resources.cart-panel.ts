import { isLocale, type Locale, type Money, pickText } from '@shop/contract/client'
import { loadSelectedCart } from '../lib/cart.server.ts'
import { readCartOptions } from '../lib/cart-options.ts'
import type { Route } from './+types/resources.cart-panel'

export type CartPanelLine = {
  id: string
  title: string
  variant: string
  image: string | null
  qty: number
  /** HKD after sale prices, before the voucher; "0.00" for a line paid with points. */
  subtotal: Money
  points: number
  available: boolean
  /** Counted in the totals (ticked on the cart page; every line until the shopper chooses). */
  selected: boolean
}
export type CartPanelData = {
  lines: CartPanelLine[]
  totalQty: number
  /** The API's figures for the selected lines: the cart page's Subtotal and Sale discount rows. */
  subtotal: Money
  saleDiscount: Money
}

/**
 * The header cart panel's lines (spec §4 Visual states: cart panel), in the page's language only:
 * a few hundred bytes instead of the whole priced cart. Its totals are the API's for the same
 * lines the cart page counts (`?selected=`, forwarded from the cart page's address; none = every
 * line), so panel and page agree. A visitor without a session, or a cart that fails to load, gets
 * the empty cart (spec §8).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<CartPanelData> {
  const params = new URL(request.url).searchParams
  const requested = params.get('locale')
  const locale: Locale = requested && isLocale(requested) ? requested : 'en'
  const cart = await loadSelectedCart(context, readCartOptions(params).selected)
  return {
    lines: cart.cart_items.map((item) => ({
      id: item.product_variant_id,
      title: pickText(item.product_title, locale),
      variant: pickText(item.product_variant_title, locale),
      image: item.image,
      qty: item.qty,
      subtotal: item.subtotal_price,
      points: item.use_points ? item.subtotal_point : 0,
      available: item.is_available,
      selected: item.is_selected,
    })),
    totalQty: cart.total_qty,
    subtotal: cart.calculations.price.subtotal,
    saleDiscount: cart.calculations.price_discount.local,
  }
}
