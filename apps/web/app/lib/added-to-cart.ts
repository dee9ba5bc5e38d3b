import type { FreeDeliveryHint, LocalizedText, Money } from '@shop/contract/client'
import type { FormResult } from './forms.ts'

/** One fetcher key, so the header can count the units being added (spec §4 optimistic count). */
export const ADD_TO_CART_FETCHER = 'add-to-cart'

/** What the add-to-cart dialog (and the page without script) says was added (ADR 064). */
export type AddedToCart = {
  title: LocalizedText
  variant: LocalizedText
  image: string | null
  /** Units this post added. */
  qty: number
  /** The unit price after sale prices. */
  price: Money
  /** The cart after the add: every line, as on a cart page where nothing is unticked. */
  totalQty: number
  subtotal: Money
  freeDelivery: FreeDeliveryHint | null
}
export type AddToCartResult =
  | (Extract<FormResult, { ok: true }> & { added: AddedToCart | null })
  | Extract<FormResult, { ok: false }>
