import {
  type CreditCard,
  PAYMENT_METHODS,
  type PaymentInstructions,
  type PaymentMethod,
} from '@shop/contract'
import { text } from './forms.ts'

export type CheckoutPrefill = {
  name: string
  address: string
  area_code: string
  phone: string
  email: string
}
/** The checkout step's loader data (lib/checkout.server.ts). */
export type CheckoutData = {
  prefill: CheckoutPrefill
  cards: CreditCard[]
  instructions: PaymentInstructions
  /** The API takes online payments through its test gateway: no money moves (said at checkout). */
  testPayments: boolean
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

/**
 * FormData of the checkout step → `POST /stores/{id}/checkouts` body. The browser check and the
 * action both run the contract's `checkoutBody` on it (STYLE §1), so both test what is sent.
 */
export function checkoutFormBody(form: FormData, urls: { origin: string; prefix: string }) {
  const method = text(form, 'method') === 'PICKUP' ? 'PICKUP' : 'DELIVERY'
  const payment = paymentMethodOf(text(form, 'payment_method'))
  return {
    checkout_product_variant_ids: text(form, 'selected').split(',').filter(Boolean),
    voucher_code: text(form, 'voucher') || null,
    delivery_info: {
      country_code: text(form, 'country') || 'HK',
      method,
      warehouse_id: method === 'PICKUP' ? text(form, 'warehouse') || null : null,
    },
    delivery_details: {
      name: text(form, 'name'),
      address: text(form, 'address'),
      area_code: text(form, 'area_code'),
      phone: text(form, 'phone'),
      email: text(form, 'email'),
    },
    payment_method: payment,
    card_id: payment === 'SAVED_CARD' ? text(form, 'card_id') || null : null,
    ...orderResultUrls(urls.origin, urls.prefix),
  }
}
