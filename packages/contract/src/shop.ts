import { z } from 'zod'
import { CURRENCY, DEFAULT_COUNTRY_CODE, DEFAULT_DELIVERY_METHOD, PAGE_SIZE } from './constants.ts'
import { MAX_CARRY_FLOORS } from './hk-delivery.ts'
import { pagingQuery } from './http.ts'
import { money } from './money-schema.ts'
import { localizedText } from './text.ts'

/**
 * Cart, delivery, wishlist (spec §3 Cart, Cart item, Delivery info; §7 Shop). Money fields use
 * the contract's one `money` schema (ADR 020); points are whole numbers.
 */
export const cartParams = z.object({ id: z.uuid() })

export const DELIVERY_METHODS = ['DELIVERY', 'PICKUP'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { message: 'errors.invalid' })

/** spec §3 Delivery info: country (HK by default), DELIVERY (default) or PICKUP at a warehouse. */
export const deliveryInfo = z
  .strictObject({
    country_code: countryCode.default(DEFAULT_COUNTRY_CODE),
    method: z.enum(DELIVERY_METHODS).default(DEFAULT_DELIVERY_METHOD),
    courier_id: z.uuid().nullish(),
    /** The pick-up location (a warehouse of the store) when method is PICKUP. */
    warehouse_id: z.uuid().nullish(),
  })
  .refine((d) => d.method !== 'PICKUP' || Boolean(d.warehouse_id), {
    message: 'errors.required',
    path: ['warehouse_id'],
  })
export type DeliveryInfo = z.output<typeof deliveryInfo>

const variantIds = z.array(z.uuid()).max(200)
const voucherCode = z.string().trim().max(40).nullish()

/** `POST /stores/{id}/shopping-cart/all`: totals cover only the selected variants. */
export const cartBody = z.strictObject({
  checkout_product_variant_ids: variantIds.default([]),
  /**
   * Every line counts, whatever the ids say: the cart page before the shopper picks lines, priced
   * in one call instead of reading the lines first (issue 31).
   */
  select_all: z.boolean().default(false),
  voucher_code: voucherCode,
  delivery_info: deliveryInfo.default({ country_code: DEFAULT_COUNTRY_CODE, method: 'DELIVERY' }),
  /** Floors carried up by stairs at the delivery address: prices the carrying fee (ADR 022). */
  stairs_floors: z.number().int().min(0).max(MAX_CARRY_FLOORS).default(0),
})
export type CartBody = z.input<typeof cartBody>

/** spec §3 Cart item; price fields are HKD, point fields are for lines paid with points. */
export const cartItem = z
  .object({
    product_variant_id: z.string(),
    product_id: z.string(),
    qty: z.number().int().min(1),
    stock: z.number().int().min(0),
    use_points: z.boolean(),
    is_selected: z.boolean().describe('Counted in the totals (listed in checkout ids)'),
    is_available: z.boolean().describe('Still on sale and enough stock for qty'),
    product_title: localizedText,
    product_variant_title: localizedText,
    image: z.string().nullable(),
    global_discount: money.describe('Share of the voucher discount on this line'),
    original_price_per_unit: money,
    discounted_price_per_unit: money,
    original_subtotal_price: money,
    subtotal_price: money,
    original_point_per_unit: z.number().int().min(0),
    discounted_point_per_unit: z.number().int().min(0),
    original_subtotal_point: z.number().int().min(0),
    subtotal_point: z.number().int().min(0),
  })
  .meta({ id: 'CartItem' })
export type CartItem = z.infer<typeof cartItem>

export const giftItem = z
  .object({
    product_variant_id: z.string(),
    product_id: z.string(),
    qty: z.number().int().min(1),
    product_title: localizedText,
    product_variant_title: localizedText,
    image: z.string().nullable(),
    rule_title: localizedText,
  })
  .meta({ id: 'GiftItem' })
export type GiftItem = z.infer<typeof giftItem>

export const cartDiscount = z
  .object({
    type: z.enum(['LOCAL', 'GLOBAL']).describe('LOCAL: sale prices; GLOBAL: the voucher'),
    code: z.string().nullable(),
    title: localizedText,
    amount: money,
  })
  .meta({ id: 'CartDiscount' })

/**
 * subtotal − local − global + shipping_fee + carrying_fee = total; discounts never exceed the
 * subtotal.
 */
export const cartCalculations = z.object({
  currency: z.literal(CURRENCY),
  price: z.object({ subtotal: money, total: money }),
  price_discount: z.object({ local: money, global: money }),
  point: z.object({ subtotal: z.number().int().min(0), total: z.number().int().min(0) }),
  shipping_fee: money,
  carrying_fee: money.describe('Stairs: per floor for each piece of furniture (stairs_floors)'),
})
export type CartCalculations = z.infer<typeof cartCalculations>

export const cartProblem = z.object({ code: z.string(), message: z.string() })

export const cart = z
  .object({
    cart_items: z.array(cartItem),
    gift_items: z.array(giftItem),
    discounts: z.array(cartDiscount),
    calculations: cartCalculations,
    is_voucher_applied: z.boolean(),
    voucher_error: cartProblem.nullable().describe('Why the voucher code does not apply'),
    is_enough_membership_points: z.boolean(),
    membership_points_balance: z.number().int(),
    points_to_earn: z
      .number()
      .int()
      .min(0)
      .describe('Membership points the selected lines earn once the order completes (0: a guest)'),
    delivery: z.object({
      country_code: z.string(),
      method: z.enum(DELIVERY_METHODS),
      courier_id: z.string().nullable(),
      warehouse_id: z.string().nullable(),
      is_available: z.boolean().describe('false: no courier delivers to this country'),
    }),
    total_qty: z.number().int().min(0).describe('Units in the cart (header count)'),
    wishlist_total: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('Products in the caller’s wishlist (header count), so a cart page asks no more'),
    /** What the carrying fee is made of, so a form can show it as the floors are typed. */
    carrying: z.object({
      fee_per_floor: money,
      pieces: z.number().int().min(0).describe('Furniture units among the selected lines'),
    }),
  })
  .meta({ id: 'Cart' })
export type Cart = z.infer<typeof cart>

export const MAX_LINE_QTY = 999
/** `POST .../add-to-cart`: qty is added to the line; negative reduces, reaching 0 removes. */
export const addToCartBody = z.strictObject({
  product_variant_id: z.uuid(),
  qty: z
    .number()
    .int()
    .min(-MAX_LINE_QTY)
    .max(MAX_LINE_QTY)
    .refine((v) => v !== 0, { message: 'errors.invalidQty' }),
  /** Pay this line with membership points (only variants with a points price). */
  use_points: z.boolean().optional(),
})
export type AddToCartBody = z.input<typeof addToCartBody>
export const addToCartResponse = z
  .object({
    product_variant_id: z.string(),
    qty: z.number().int().min(0).describe('The line after the change; 0 when removed'),
    total_qty: z.number().int().min(0),
  })
  .meta({ id: 'AddToCartResult' })
export const clearCartResponse = z.object({ total_qty: z.literal(0) })
/** Units in the cart, for the header badge: what `total_qty` of the priced cart says, unpriced. */
export const cartCountResponse = z
  .object({ total_qty: z.number().int().min(0) })
  .meta({ id: 'CartCount' })

export const couriersQuery = z.object({ country_code: countryCode.default(DEFAULT_COUNTRY_CODE) })
export const courier = z
  .object({
    _id: z.string(),
    code: z.string(),
    country_code: z.string(),
    name: localizedText,
    fee: money,
    free_threshold: money.nullable().describe('Delivery is free from this subtotal'),
    estimated_days: z.string(),
  })
  .meta({ id: 'Courier' })
export type Courier = z.infer<typeof courier>
export const courierList = z.object({ data: z.array(courier) })

export const cartRelatedQuery = pagingQuery(PAGE_SIZE.related, 100)

/** spec §7: wishlist/all is a paged list (default 3 per page) of product cards. */
export const wishlistQuery = pagingQuery(PAGE_SIZE.wishlist, 100)
export const wishlistToggleBody = z.strictObject({ product_id: z.uuid() })
/**
 * `GET .../wishlist/liked?product_ids=a,b`: which of these products the caller likes, and the
 * size of the wishlist (the header count), in one call so a page of cards needs one request.
 */
export const wishlistLikedQuery = z.object({
  product_ids: z
    .string()
    .max(4000)
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid()).max(100)),
})
export const wishlistLiked = z
  .object({
    product_ids: z.array(z.string()).describe('The asked-for products the caller likes'),
    total: z.number().int().min(0).describe('Liked products in the store (header count)'),
  })
  .meta({ id: 'WishlistLiked' })
export type WishlistLiked = z.infer<typeof wishlistLiked>
/**
 * A shopper's own figures for a page (issue 31): the header's cart and wishlist counts and the
 * hearts of the page's cards, in one call.
 */
export const personalCounts = z
  .object({
    total_qty: z.number().int().min(0).describe('Units in the cart (header badge)'),
    wishlist: wishlistLiked,
  })
  .meta({ id: 'PersonalCounts' })
export type PersonalCounts = z.infer<typeof personalCounts>
export const wishlistToggleResponse = z
  .object({ product_id: z.string(), is_liked: z.boolean(), total: z.number().int().min(0) })
  .meta({ id: 'WishlistToggle' })
