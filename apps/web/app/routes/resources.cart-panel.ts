import { isLocale, type Locale, pickText } from '@shop/contract/client'
import { loadCart } from '../lib/cart.server.ts'
import type { Route } from './+types/resources.cart-panel'

export type CartPanelLine = {
  id: string
  title: string
  variant: string
  image: string | null
  qty: number
  /** HKD, after sale prices, before the voucher; 0 for a line paid with points. */
  subtotal: number
  points: number
  available: boolean
}
export type CartPanelData = { lines: CartPanelLine[]; totalQty: number; subtotal: number }

/**
 * The header cart panel's lines (spec §4 Visual states: cart panel), in the page's language only:
 * a few hundred bytes instead of the whole priced cart. A visitor without a session, or a cart
 * that fails to load, gets the empty cart (spec §8).
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<CartPanelData> {
  const requested = new URL(request.url).searchParams.get('locale')
  const locale: Locale = requested && isLocale(requested) ? requested : 'en'
  const cart = await loadCart(context, {})
  const lines = cart.cart_items.map((item) => ({
    id: item.product_variant_id,
    title: pickText(item.product_title, locale),
    variant: pickText(item.product_variant_title, locale),
    image: item.image,
    qty: item.qty,
    subtotal: Number(item.subtotal_price),
    points: item.use_points ? item.subtotal_point : 0,
    available: item.is_available,
  }))
  return {
    lines,
    totalQty: cart.total_qty,
    subtotal: lines.reduce((sum, line) => sum + line.subtotal, 0),
  }
}
