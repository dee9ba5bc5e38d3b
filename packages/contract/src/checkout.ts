import { z } from 'zod'
import { CURRENCY, DEFAULT_COUNTRY_CODE, PAGE_SIZE } from './constants.ts'
import { deliverySlotChoice, hkAddress, orderDeliverySlot, orderHkAddress } from './delivery.ts'
import { pagedList, pagingQuery } from './http.ts'
import { money } from './money-schema.ts'
import { cartBody, DELIVERY_METHODS } from './shop.ts'
import { localizedText } from './text.ts'
import { areaCode, optionalEmail, optionalPhone, tooLong } from './validators.ts'

/** Checkout, orders, payments and saved cards (spec §3 Order, Credit card; §7 Shop, Credit cards). */
export const PAYMENT_METHODS = [
  'ONLINE',
  'SAVED_CARD',
  'ALIPAY_HK',
  'WECHAT_PAY_HK',
  'BANK_TRANSFER',
  'FPS',
  'PAYME',
] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
/**
 * E-wallets paid on the gateway's hosted page like a card (issue 30, ADR 070): AlipayHK and
 * WeChat Pay HK. The owner switches each on or off in the payment settings.
 */
export const WALLET_PAYMENT_METHODS = ['ALIPAY_HK', 'WECHAT_PAY_HK'] as const
export type WalletPaymentMethod = (typeof WALLET_PAYMENT_METHODS)[number]
export const isWalletMethod = (method: string): method is WalletPaymentMethod =>
  (WALLET_PAYMENT_METHODS as readonly string[]).includes(method)
/**
 * Where an order's money stands (ADR 039): refunded only once everything paid came back,
 * partially_refunded while some of it did. A payment captured after the order was released is
 * paid (the money came in) until its refund due is settled.
 */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
/** Paid on a hosted payment page; the others wait for a payment proof (offline). */
export const ONLINE_PAYMENT_METHODS: readonly PaymentMethod[] = [
  'ONLINE',
  'SAVED_CARD',
  ...WALLET_PAYMENT_METHODS,
]

/** Recipient and contact of an order: a guest needs an e-mail or a phone to find it again. */
export const deliveryDetails = z
  .strictObject({
    name: z.string().trim().min(1, { message: 'errors.required' }).max(100, tooLong(100)),
    address: z.string().trim().max(500, tooLong(500)).default(''),
    area_code: areaCode.default(''),
    phone: optionalPhone.default(''),
    email: optionalEmail.default(''),
  })
  .refine((d) => Boolean(d.email || d.phone), {
    message: 'errors.contactRequired',
    path: ['email'],
  })

export const returnUrl = z.url({ protocol: /^https?$/ }).max(2000)

/** Home delivery within Hong Kong: a structured address and a booked slot (ADR 022). */
export const isHongKongDelivery = (info: { method: string; country_code: string }) =>
  info.method === 'DELIVERY' && info.country_code === DEFAULT_COUNTRY_CODE

/**
 * `POST /stores/{id}/checkouts`; send an `Idempotency-Key` header to make retries safe. Delivery
 * in Hong Kong needs `delivery_address` and `delivery_slot` (the one-line
 * `delivery_details.address` is then written from the structured one); delivery elsewhere needs
 * the one-line address. The carrying fee is never sent: the API computes it from the address.
 */
export const checkoutBody = cartBody
  .omit({ stairs_floors: true })
  .extend({
    checkout_product_variant_ids: z.array(z.uuid()).min(1).max(200),
    delivery_details: deliveryDetails,
    delivery_address: hkAddress.nullish(),
    delivery_slot: deliverySlotChoice.nullish(),
    payment_method: z.enum(PAYMENT_METHODS),
    /** The saved card to charge when payment_method is SAVED_CARD. */
    card_id: z.uuid().nullish(),
    /**
     * A member ticked "Save this address to my address book": kept after the order is placed,
     * never at the cost of the order (ADR 066). Ignored for guests and outside Hong Kong.
     */
    save_address: z.boolean().default(false),
    /** The shopper ticked "I agree to the terms and conditions". */
    terms_accepted: z.literal(true, { error: 'errors.termsRequired' }),
    success_url: returnUrl,
    cancel_url: returnUrl,
  })
  .superRefine((body, ctx) => {
    if (body.payment_method === 'SAVED_CARD' && !body.card_id) {
      ctx.addIssue({ code: 'custom', path: ['card_id'], message: 'errors.required' })
    }
    if (isHongKongDelivery(body.delivery_info)) {
      if (!body.delivery_address)
        ctx.addIssue({ code: 'custom', path: ['delivery_address'], message: 'errors.required' })
      if (!body.delivery_slot)
        ctx.addIssue({
          code: 'custom',
          path: ['delivery_slot', 'date'],
          message: 'errors.dateRequired',
        })
    } else if (body.delivery_info.method === 'DELIVERY' && !body.delivery_details.address) {
      ctx.addIssue({
        code: 'custom',
        path: ['delivery_details', 'address'],
        message: 'errors.required',
      })
    }
  })
export type CheckoutBody = z.input<typeof checkoutBody>
export const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(8).max(128).optional(),
})

export const orderStatusEntry = z.object({
  slug: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
})

export const orderItem = z
  .object({
    _id: z.string(),
    product_variant_id: z.string().nullable(),
    product_id: z.string().nullable(),
    sku: z.string(),
    product_title: localizedText,
    product_variant_title: localizedText,
    image: z.string().nullable(),
    qty: z.number().int(),
    original_price_per_unit: money,
    discounted_price_per_unit: money,
    original_subtotal_price: money,
    subtotal_price: money,
    global_discount: money,
    point_per_unit: z.number().int(),
    subtotal_point: z.number().int(),
    is_gift: z.boolean(),
  })
  .meta({ id: 'OrderItem' })

/** spec §3 Order; issue 7 builds the order list, details and after-sales on this shape. */
export const order = z
  .object({
    _id: z.string(),
    reference: z.string(),
    store_id: z.string(),
    current_status: z.string(),
    statuses: z.array(orderStatusEntry),
    payment_status: z.enum(PAYMENT_STATUSES),
    payment_method: z.enum(PAYMENT_METHODS),
    items: z.array(orderItem),
    calculations: z.object({
      currency: z.literal(CURRENCY),
      price: z.object({ subtotal: money, total: money }),
      price_discount: z.object({ local: money, global: money }),
      point: z.object({ subtotal: z.number().int(), total: z.number().int() }),
      shipping_fee: money,
      carrying_fee: money.describe('Stairs: per floor for each piece of furniture'),
    }),
    voucher_code: z.string().nullable(),
    delivery: z.object({
      method: z.enum(DELIVERY_METHODS),
      country_code: z.string(),
      courier: z.object({ _id: z.string(), code: z.string(), name: localizedText }).nullable(),
      pickup_location: z
        .object({ _id: z.string(), code: z.string(), name: localizedText, address: localizedText })
        .nullable(),
      /** The structured address of a delivery in Hong Kong; null for older orders and pick-up. */
      address: orderHkAddress.nullable(),
      slot: orderDeliverySlot.nullable(),
    }),
    recipient: z.object({
      name: z.string(),
      /** One line, in the order's language (written from `delivery.address` in Hong Kong). */
      address: z.string(),
      area_code: z.string(),
      phone: z.string(),
      email: z.string(),
    }),
    checkout: z.object({
      offline: z.object({ image: z.string().nullable() }),
      payment_expires_at: z.string().nullable(),
    }),
    terms_accepted_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Order' })
export type Order = z.infer<typeof order>

export const checkoutResponse = z
  .object({
    order,
    /** The hosted payment page for ONLINE and SAVED_CARD; null for offline payment methods. */
    return_url: z.string().nullable(),
    /**
     * A private link to this order (token for `orderAccessPath`): the confirmation page and
     * e-mail carry it so a guest can follow the order and upload a payment proof.
     */
    order_access: z.object({ order_id: z.string(), token: z.string(), expires_at: z.string() }),
  })
  .meta({ id: 'CheckoutResult' })
export type CheckoutResponse = z.infer<typeof checkoutResponse>

/** spec §3 Credit card: only what identifies it; the card number stays at the gateway. */
export const creditCard = z
  .object({
    _id: z.string(),
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int(),
    is_default: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'CreditCard' })
export type CreditCard = z.infer<typeof creditCard>
export const creditCardsQuery = pagingQuery(PAGE_SIZE.creditCards)
export const creditCardList = pagedList(creditCard)
export const creditCardParams = z.object({ id: z.uuid() })
export const bindCardBody = z.strictObject({ success_url: returnUrl, cancel_url: returnUrl })
export const returnUrlResponse = z.object({ return_url: z.string() }).meta({ id: 'ReturnUrl' })
export const creditCardChange = z.object({ _id: z.string(), is_default: z.boolean() })
export const creditCardDeleted = z.object({ _id: z.string(), deleted: z.literal(true) })
