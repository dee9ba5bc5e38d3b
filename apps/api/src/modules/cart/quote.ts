import {
  type Cart,
  type CartItem,
  carryingFee,
  type DeliveryInfo,
  type DeliveryRules,
  type GiftItem,
  imageUrl,
  type LocalizedText,
} from '@shop/contract'
import type { couriers, vouchers, warehouses } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError } from '#api/lib/errors.ts'
import { fromCents, toCents } from '#api/lib/money.ts'
import { deliveryRulesOf } from '../delivery/index.ts'
import { pointsLedger } from '../membership/index.ts'
import { formatTotals, type PricedCart, priceCart, type VoucherTerms } from './pricing.ts'
import { type LinesAndTerms, cartRepository as repo, type VariantRow } from './repository.ts'
import { type VoucherPerson, voucherProblem, voucherRateLimited } from './vouchers.ts'

type Voucher = typeof vouchers.$inferSelect
type Courier = typeof couriers.$inferSelect
type Warehouse = typeof warehouses.$inferSelect

export const shopError = (status: number, code: string, message: string) =>
  new DomainError(status, code, message)

const STANDARD: LocalizedText = { en: 'Standard', zh: '標準', cn: '标准' }

/** "200 cm / Oatmeal" in each language, from the variant's size and colour. */
export function variantTitle(
  size: LocalizedText | null,
  colour: LocalizedText | null,
): LocalizedText {
  const parts = [size, colour].filter((p): p is LocalizedText => p !== null)
  if (!parts.length) return STANDARD
  const join = (locale: keyof LocalizedText) => parts.map((p) => p[locale]).join(' / ')
  return { en: join('en'), zh: join('zh'), cn: join('cn') }
}

const termsOf = (voucher: Voucher): VoucherTerms => ({
  discountType: voucher.discountType,
  value: toCents(voucher.value),
  maxDiscount: voucher.maxDiscount === null ? null : toCents(voucher.maxDiscount),
  minSpend: toCents(voucher.minSpend),
})

export type QuoteInput = {
  /** The lines counted in the totals; `'all'`: every line of the cart. */
  variantIds: string[] | 'all'
  voucherCode?: string | null | undefined
  delivery: DeliveryInfo
  /** Checkout locks the voucher row; the cart view only reads it. */
  lockVoucher?: boolean
  /** Skip the voucher lookup (too many wrong codes). */
  voucherBlocked?: boolean
  /** Who would use the voucher; the account alone when not given. */
  person?: VoucherPerson
  /** Floors carried up by stairs at the delivery address (ADR 022); 0 or none: a lift. */
  stairsFloors?: number
  /** The delivery rules checkout read in its transaction; read here when not given. */
  rules?: DeliveryRules | undefined
  /**
   * False for a guest's (TEMP) account: points are only ever given to registered accounts
   * (earned on orders, adjusted by staff on customers), so a guest's balance is 0 without asking
   * (issue 31: one statement less on a guest's cart page). Not given: the balance is read.
   */
  holdsPoints?: boolean
  /** The lines and terms already read, at `now`, with the caller (the cart view, ADR 072). */
  read?: LinesAndTerms & { now: Date }
}

/** The country whose couriers price a delivery; none for a pick-up. */
export const termsCountry = (delivery: DeliveryInfo) =>
  delivery.method === 'PICKUP' ? null : delivery.country_code

export type Quote = {
  cart: Cart
  priced: PricedCart
  lines: (VariantRow & { qty: number; usePoints: boolean })[]
  selected: (VariantRow & { qty: number; usePoints: boolean })[]
  voucher: Voucher | null
  voucherProblem: DomainError | null
  deliveryProblem: DomainError | null
  courier: Courier | null
  pickup: Warehouse | null
  gifts: { variant: VariantRow; qty: number; title: LocalizedText }[]
}

const available = (line: VariantRow & { qty: number }) =>
  line.productStatus === 'ACTIVE' && line.productKind === 'goods' && line.stock >= line.qty

/**
 * The priced cart of an account in a store (spec §3 Cart): used by the cart view and, inside
 * its transaction after the locks, by checkout, so both compute the same totals.
 */
export async function quoteCart(
  db: Tx,
  accountId: string,
  storeId: string,
  input: QuoteInput,
): Promise<Quote> {
  const now = input.read?.now ?? new Date()
  const delivery = input.delivery
  // the lines, the couriers, the saved delivery rules and the running gift rules: one statement
  const { lines, terms } =
    input.read ?? (await repo.linesAndTerms(db, accountId, storeId, termsCountry(delivery), now))
  const chosen = new Set(
    input.variantIds === 'all' ? lines.map((l) => l.variantId) : input.variantIds,
  )

  let voucher: Voucher | null = null
  let vProblem: DomainError | null = null
  const code = input.voucherCode?.trim()
  if (code && input.voucherBlocked) {
    vProblem = voucherRateLimited()
  } else if (code) {
    const row = await repo.voucher(db, storeId, code, input.lockVoucher)
    const person = input.person ?? { accountId, email: null, phone: null }
    vProblem = await voucherProblem(db, row, person, now)
    voucher = row ?? null
  }

  let dProblem: DomainError | null = null
  let courier: Courier | null = null
  let pickup: Warehouse | null = null
  if (delivery.method === 'PICKUP') {
    pickup =
      (delivery.warehouse_id && (await repo.pickupPoint(db, storeId, delivery.warehouse_id))) ||
      null
    if (!pickup)
      dProblem = shopError(422, 'PICKUP_LOCATION_NOT_FOUND', 'Please choose a pick-up location')
  } else {
    const options = terms.couriers
    courier = delivery.courier_id
      ? (options.find((c) => c.id === delivery.courier_id) ?? null)
      : (options[0] ?? null)
    if (!options.length)
      dProblem = shopError(422, 'DELIVERY_UNAVAILABLE', 'We do not deliver to this country yet')
    else if (!courier) dProblem = shopError(422, 'COURIER_NOT_FOUND', 'Please choose a courier')
  }

  const pricingLines = lines.map((line) => ({
    variantId: line.variantId,
    qty: line.qty,
    usePoints: line.usePoints && line.pointsPrice !== null,
    price: toCents(line.price),
    salePrice: line.salePrice === null ? null : toCents(line.salePrice),
    pointsPrice: line.pointsPrice,
    selected: chosen.has(line.variantId),
  }))
  // spec (ADR 022): stairs cost a fee per floor for each piece of furniture delivered
  const pieces = lines
    .filter((l) => chosen.has(l.variantId) && l.isFurniture)
    .reduce((n, l) => n + l.qty, 0)
  const floors = delivery.method === 'DELIVERY' ? (input.stairsFloors ?? 0) : 0
  // issue 27 (ADR 053): the fee per floor the back office saved, the same for cart and order
  const feePerFloor = (input.rules ?? deliveryRulesOf(terms.delivery)).carrying_fee_per_floor
  const priced = priceCart(
    pricingLines,
    voucher && !vProblem ? termsOf(voucher) : null,
    courier
      ? {
          fee: toCents(courier.fee),
          freeThreshold: courier.freeThreshold === null ? null : toCents(courier.freeThreshold),
        }
      : null,
    toCents(carryingFee(feePerFloor, floors, pieces)),
  )
  if (voucher && !vProblem && priced.voucher === 'min-spend') {
    vProblem = shopError(
      422,
      'VOUCHER_MIN_SPEND',
      `Spend at least HKD ${voucher.minSpend} to use this voucher`,
    )
  }

  const selected = lines.filter((l) => chosen.has(l.variantId))
  const gifts = selected.length
    ? terms.gifts
        .filter(
          (rule) =>
            priced.spend >= toCents(rule.minSpend) &&
            rule.variant.productStatus === 'ACTIVE' &&
            rule.variant.stock >= rule.qty,
        )
        .map((rule) => ({ variant: rule.variant, qty: rule.qty, title: rule.title }))
    : []

  const balance = input.holdsPoints === false ? 0 : await pointsLedger.balance(db, accountId)
  const cartItems: CartItem[] = lines.map((line, i) => {
    const p = priced.lines[i]
    if (!p) throw new Error('priced line missing')
    return {
      product_variant_id: line.variantId,
      product_id: line.productId,
      qty: line.qty,
      stock: line.stock,
      use_points: pricingLines[i]?.usePoints ?? false,
      is_selected: chosen.has(line.variantId),
      is_available: available(line),
      product_title: line.productTitle,
      product_variant_title: variantTitle(line.size, line.colourName),
      image: line.image ? imageUrl(line.image) : null,
      global_discount: fromCents(p.globalDiscount),
      original_price_per_unit: fromCents(p.originalPricePerUnit),
      discounted_price_per_unit: fromCents(p.discountedPricePerUnit),
      original_subtotal_price: fromCents(p.originalSubtotalPrice),
      subtotal_price: fromCents(p.subtotalPrice),
      original_point_per_unit: p.originalPointPerUnit,
      discounted_point_per_unit: p.discountedPointPerUnit,
      original_subtotal_point: p.originalSubtotalPoint,
      subtotal_point: p.subtotalPoint,
    }
  })
  const giftItems: GiftItem[] = gifts.map((g) => ({
    product_variant_id: g.variant.variantId,
    product_id: g.variant.productId,
    qty: g.qty,
    product_title: g.variant.productTitle,
    product_variant_title: variantTitle(g.variant.size, g.variant.colourName),
    image: g.variant.image ? imageUrl(g.variant.image) : null,
    rule_title: g.title,
  }))
  const discounts: Cart['discounts'] = []
  if (priced.local > 0)
    discounts.push({
      type: 'LOCAL',
      code: null,
      title: { en: 'Sale prices', zh: '特價優惠', cn: '特价优惠' },
      amount: fromCents(priced.local),
    })
  if (voucher && priced.voucher === 'applied' && !vProblem)
    discounts.push({
      type: 'GLOBAL',
      code: voucher.code,
      title: voucher.title,
      amount: fromCents(priced.global),
    })

  const cart: Cart = {
    cart_items: cartItems,
    gift_items: giftItems,
    discounts,
    calculations: formatTotals(priced),
    is_voucher_applied: Boolean(voucher && !vProblem && priced.voucher === 'applied'),
    voucher_error: vProblem ? { code: vProblem.code, message: vProblem.message } : null,
    is_enough_membership_points: balance >= priced.points,
    membership_points_balance: balance,
    points_to_earn: 0,
    delivery: {
      country_code: delivery.country_code,
      method: delivery.method,
      courier_id: courier?.id ?? null,
      warehouse_id: pickup?.id ?? null,
      is_available: dProblem === null,
    },
    total_qty: lines.reduce((a, l) => a + l.qty, 0),
    carrying: { fee_per_floor: feePerFloor, pieces },
  }
  return {
    cart,
    priced,
    lines,
    selected,
    voucher,
    voucherProblem: vProblem,
    deliveryProblem: dProblem,
    courier,
    pickup,
    gifts,
  }
}
