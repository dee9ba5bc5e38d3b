import {
  type Cart,
  type CreditCard,
  carryingFee,
  type DeliveryMethod,
  type DeliverySlots,
  fromCents,
  isHongKongDelivery,
  PAYMENT_METHODS,
  type PaymentInstructions,
  type PaymentMethod,
  type SavedAddress,
  toCents,
  type WalletPaymentMethod,
} from '@shop/contract'
import { text } from './forms.ts'

/** A Hong Kong address as every form names its fields (checkout, address book, swatches). */
export const ADDRESS_FIELDS = [
  'region',
  'district',
  'street',
  'building',
  'floor',
  'flat',
  'access',
  'stairs_floors',
] as const

/** The text fields of the checkout step, as the form names them (and posts them back). */
export const CHECKOUT_FIELDS = [
  'name',
  'address',
  'area_code',
  'phone',
  'email',
  ...ADDRESS_FIELDS,
  'date',
  'slot',
  'payment_method',
  'card_id',
  'terms_accepted',
  'save_address',
] as const
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number]
/** What a field of the form starts with: the saved recipient, or what was just posted. */
export type CheckoutPrefill = Record<CheckoutField, string>

/** The posted fields, to render the form again as it was sent (nothing lost without script). */
export function checkoutValues(form: FormData): CheckoutPrefill {
  return Object.fromEntries(
    CHECKOUT_FIELDS.map((name) => [name, text(form, name)]),
  ) as CheckoutPrefill
}
/** The checkout step's loader data (lib/checkout.server.ts). */
export type CheckoutData = {
  prefill: CheckoutPrefill
  /** A signed-in member: the address book is offered and "save this address" shown (ADR 066). */
  member: boolean
  /** The member's saved addresses, default first. */
  addresses: SavedAddress[]
  /** The saved address filled in (`?address=` or the default); empty when none is. */
  chosenAddress: string
  /** Where the address came from: a saved one, the last order, or nowhere. */
  prefillFrom: 'saved' | 'last_order' | ''
  /** The filled-in district's delivery days, so the date can be picked at once. */
  slots: DeliverySlots | null
  /** The prefill is the form kept when the session ended (ADR 065); the page says so. */
  kept: boolean
  /** The member's signed account id, posted back with the form (ADR 065); empty for guests. */
  owner: string
  cards: CreditCard[]
  instructions: PaymentInstructions
  /** The API takes online payments through its test gateway: no money moves (said at checkout). */
  testPayments: boolean
  /** The e-wallets the owner leaves on, offered next to cards (ADR 070). */
  wallets: readonly WalletPaymentMethod[]
  /** A fresh key per rendered form: a double submit of it places one order (ADR 014). */
  idempotencyKey: string
}

/** Where the payment page sends the shopper back (spec §2 result routes, type `order`). */
export function orderResultUrls(origin: string, prefix: string) {
  const base = `${origin.replace(/\/$/, '')}${prefix}/result/order`
  return { success_url: `${base}/success`, cancel_url: `${base}/cancelled` }
}

export function paymentMethodOf(value: string): PaymentMethod | '' {
  return (PAYMENT_METHODS as readonly string[]).includes(value) ? (value as PaymentMethod) : ''
}

/** "5" → 5; empty → 0; anything else → NaN, which the contract refuses as errors.stairsFloors. */
export function floorsOf(value: string): number {
  const trimmed = value.trim()
  if (!trimmed) return 0
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

/** The structured address fields of the form (delivery in Hong Kong, ADR 022). */
export function addressOf(form: FormData) {
  const access = text(form, 'access')
  return {
    region: text(form, 'region'),
    district: text(form, 'district'),
    street: text(form, 'street'),
    building: text(form, 'building'),
    floor: text(form, 'floor'),
    flat: text(form, 'flat'),
    access,
    stairs_floors: access === 'STAIRS' ? floorsOf(text(form, 'stairs_floors')) : 0,
  }
}

/**
 * FormData of the checkout step → `POST /stores/{id}/checkouts` body. The browser check and the
 * action both run the contract's `checkoutBody` on it (STYLE §1), so both test what is sent.
 * Delivery in Hong Kong sends the structured address and the slot; elsewhere the one-line address.
 */
export function checkoutFormBody(form: FormData, urls: { origin: string; prefix: string }) {
  const method: DeliveryMethod = text(form, 'method') === 'PICKUP' ? 'PICKUP' : 'DELIVERY'
  const payment = paymentMethodOf(text(form, 'payment_method'))
  const deliveryInfo = {
    country_code: text(form, 'country') || 'HK',
    method,
    warehouse_id: method === 'PICKUP' ? text(form, 'warehouse') || null : null,
  }
  const home = isHongKongDelivery(deliveryInfo)
  return {
    checkout_product_variant_ids: text(form, 'selected').split(',').filter(Boolean),
    voucher_code: text(form, 'voucher') || null,
    delivery_info: deliveryInfo,
    delivery_details: {
      name: text(form, 'name'),
      address: home ? '' : text(form, 'address'),
      area_code: text(form, 'area_code'),
      phone: text(form, 'phone'),
      email: text(form, 'email'),
    },
    delivery_address: home ? addressOf(form) : null,
    delivery_slot: home ? { date: text(form, 'date'), slot: text(form, 'slot') } : null,
    payment_method: payment,
    card_id: payment === 'SAVED_CARD' ? text(form, 'card_id') || null : null,
    terms_accepted: text(form, 'terms_accepted') === 'yes',
    save_address: home && text(form, 'save_address') === 'yes',
    ...orderResultUrls(urls.origin, urls.prefix),
  }
}

/**
 * The cart's totals with the carrying fee of the floors typed so far (ADR 022): the same function
 * the API charges with, on the per-floor fee and furniture pieces the API answered. Display only:
 * the order is priced again by the API from the address.
 */
export function withCarrying(cart: Cart, floors: number): Cart['calculations'] {
  const c = cart.calculations
  const fee = carryingFee(cart.carrying.fee_per_floor, floors, cart.carrying.pieces)
  const total = toCents(c.price.total) - toCents(c.carrying_fee) + toCents(fee)
  return { ...c, carrying_fee: fee, price: { ...c.price, total: fromCents(total) } }
}
