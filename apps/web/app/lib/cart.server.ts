import {
  addToCartBody,
  addToCartResponse,
  type Cart,
  type CartBody,
  type Courier,
  cart,
  cartCountResponse,
  courierList,
  MAIN_STORE_ID,
  type MessageKey,
} from '@shop/contract'
import { DEFAULT_COUNTRY_CODE } from '@shop/contract/client'
import type { RouterContextProvider } from 'react-router'
import type { AddedToCart, AddToCartResult } from './added-to-cart.ts'
import { apiRequest, publicGet } from './api.server.ts'
import { currentToken, ensureGuestToken } from './auth.server.ts'
import { apiFailure, formFailure, localeHeaders } from './form-action.server.ts'
import { type FormResult, validate } from './forms.ts'
import { cartFreeDelivery } from './free-delivery.ts'

type Context = Readonly<RouterContextProvider>
const base = `/stores/${MAIN_STORE_ID}/shopping-cart`
const zero = '0.00'

/** spec §8: what a failed cart load shows: no lines, zero totals in HKD, count 0. */
export const EMPTY_CART: Cart = {
  cart_items: [],
  gift_items: [],
  discounts: [],
  calculations: {
    currency: 'HKD',
    price: { subtotal: zero, total: zero },
    price_discount: { local: zero, global: zero },
    point: { subtotal: 0, total: 0 },
    shipping_fee: zero,
    carrying_fee: zero,
  },
  is_voucher_applied: false,
  voucher_error: null,
  is_enough_membership_points: true,
  membership_points_balance: 0,
  points_to_earn: 0,
  delivery: {
    country_code: 'HK',
    method: 'DELIVERY',
    courier_id: null,
    warehouse_id: null,
    is_available: true,
  },
  total_qty: 0,
  carrying: { fee_per_floor: zero, pieces: 0 },
}

/**
 * The visitor's cart priced for `body`. Page views never create a guest account (spec §4), so
 * without a token the cart is empty; any failure is the empty cart too (spec §8).
 */
export async function loadCart(context: Context, body: CartBody): Promise<Cart> {
  if (!currentToken(context)) return EMPTY_CART
  try {
    return await apiRequest(context, `${base}/all`, cart, {
      method: 'POST',
      body: JSON.stringify(body),
    })
  } catch (error) {
    console.error('cart load failed', error)
    return EMPTY_CART
  }
}

/**
 * The cart priced for the lines chosen on the cart page (`selected`, from its address): `null`,
 * no choice made yet, counts every line (one call: the API selects them, issue 31). The cart page
 * and the header panel both price through here, so for the same choice they show the same totals.
 */
export async function loadSelectedCart(
  context: Context,
  selected: string[] | null,
  body: Omit<CartBody, 'checkout_product_variant_ids' | 'select_all'> = {},
): Promise<Cart> {
  return loadCart(
    context,
    selected ? { ...body, checkout_product_variant_ids: selected } : { ...body, select_all: true },
  )
}

/**
 * Units in the cart for the header badge: one unpriced sum, on the cart page too (issue 31: the
 * page's priced cart is its own call, the count a few-statement one). A failure reads as 0
 * (spec §8).
 */
export async function cartCount(context: Context): Promise<number> {
  if (!currentToken(context)) return 0
  try {
    return (await apiRequest(context, `${base}/count`, cartCountResponse)).total_qty
  } catch (error) {
    console.error('cart count failed', error)
    return 0
  }
}

/**
 * Adds `qty` to a line (negative reduces, reaching 0 removes): the action behind "Add to cart"
 * and the cart page's +/−/remove forms. Asks for a guest account first when there is none.
 */
export async function changeCart(
  request: Request,
  context: Context,
  input: { product_variant_id: string; qty: number },
  message: MessageKey,
) {
  const parsed = validate(addToCartBody, input)
  if (!parsed.ok) return formFailure(parsed.fieldErrors, parsed.error)
  try {
    await ensureGuestToken(context)
    await apiRequest(context, `${base}/add-to-cart`, addToCartResponse, {
      method: 'POST',
      body: JSON.stringify(parsed.body),
      headers: localeHeaders(request),
    })
    return { ok: true, message } satisfies FormResult
  } catch (error) {
    return apiFailure(error)
  }
}

/**
 * The couriers serving a country (fee and free-delivery threshold); none when the call fails.
 * The same for every shopper, so kept a few seconds across requests like other public answers.
 */
export async function loadCouriers(context: Context, country: string): Promise<Courier[]> {
  try {
    const query = new URLSearchParams({ country_code: country })
    return (await publicGet(context, `${base}/couriers?${query}`, courierList)).data
  } catch (error) {
    console.error('couriers load failed', error)
    return []
  }
}

/**
 * "Add to cart" (spec §4 add-to-cart modal, issue 30): the add, then the priced cart and the
 * couriers together, so the answer itself says what was added and what the cart now holds. The
 * product page is a kept page shared by every shopper (ADR 035, 057): nothing of this cart may
 * come from it. A pricing that fails leaves `added` null; the add itself went through.
 */
export async function addToCart(
  request: Request,
  context: Context,
  input: { product_variant_id: string; qty: number },
) {
  const result = await changeCart(request, context, input, 'cart.added')
  // a refusal is the form's failure answer (with its status), said under the button
  if (!('ok' in result)) return result
  const [priced, couriers] = await Promise.all([
    loadCart(context, { select_all: true }),
    loadCouriers(context, DEFAULT_COUNTRY_CODE),
  ])
  const line = priced.cart_items.find(
    (item) => item.product_variant_id === input.product_variant_id,
  )
  const added: AddedToCart | null = line
    ? {
        title: line.product_title,
        variant: line.product_variant_title,
        image: line.image,
        qty: input.qty,
        price: line.discounted_price_per_unit,
        totalQty: priced.total_qty,
        subtotal: priced.calculations.price.subtotal,
        freeDelivery: cartFreeDelivery(priced, couriers),
      }
    : null
  return { ...result, added } satisfies AddToCartResult
}
