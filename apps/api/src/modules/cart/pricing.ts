import { type Cents, fromCents } from '#api/lib/money.ts'

/**
 * The arithmetic of a cart, pure and in cents so it can be property-tested: local discounts
 * (sale prices), the global discount (voucher) spread over the lines, shipping, the carrying fee
 * and points. subtotal − local − global + shipping + carrying = total; discounts never exceed
 * the subtotal.
 */
export type PricingLine = {
  variantId: string
  qty: number
  usePoints: boolean
  price: Cents
  salePrice: Cents | null
  pointsPrice: number | null
  selected: boolean
}

export type VoucherTerms = {
  discountType: 'PERCENTAGE' | 'FIXED' | 'FREE_DELIVERY'
  /** Percent in hundredths (10 % = 1000) for PERCENTAGE, cents for FIXED; FREE_DELIVERY: 0. */
  value: number
  maxDiscount: Cents | null
  minSpend: Cents
}

export type ShippingTerms = { fee: Cents; freeThreshold: Cents | null } | null

export type PricedLine = {
  variantId: string
  originalPricePerUnit: Cents
  discountedPricePerUnit: Cents
  originalSubtotalPrice: Cents
  subtotalPrice: Cents
  globalDiscount: Cents
  originalPointPerUnit: number
  discountedPointPerUnit: number
  originalSubtotalPoint: number
  subtotalPoint: number
}

export type PricedCart = {
  lines: PricedLine[]
  subtotal: Cents
  local: Cents
  global: Cents
  shipping: Cents
  /** Stairs to a walk-up (ADR 022): computed by the caller from the address, never sent in. */
  carrying: Cents
  total: Cents
  /** What the shopper pays for goods after discounts: gifts and free delivery look at this. */
  spend: Cents
  points: number
  voucher: 'applied' | 'none' | 'min-spend'
}

function priceLine(line: PricingLine): Omit<PricedLine, 'globalDiscount'> {
  if (line.usePoints && line.pointsPrice !== null) {
    // a line paid with points costs no HKD
    return {
      variantId: line.variantId,
      originalPricePerUnit: 0,
      discountedPricePerUnit: 0,
      originalSubtotalPrice: 0,
      subtotalPrice: 0,
      originalPointPerUnit: line.pointsPrice,
      discountedPointPerUnit: line.pointsPrice,
      originalSubtotalPoint: line.pointsPrice * line.qty,
      subtotalPoint: line.pointsPrice * line.qty,
    }
  }
  const unit = line.salePrice !== null && line.salePrice < line.price ? line.salePrice : line.price
  return {
    variantId: line.variantId,
    originalPricePerUnit: line.price,
    discountedPricePerUnit: unit,
    originalSubtotalPrice: line.price * line.qty,
    subtotalPrice: unit * line.qty,
    originalPointPerUnit: 0,
    discountedPointPerUnit: 0,
    originalSubtotalPoint: 0,
    subtotalPoint: 0,
  }
}

export function voucherDiscount(terms: VoucherTerms, base: Cents): Cents {
  // a free-delivery voucher takes the shipping fee away instead (priceCart)
  if (terms.discountType === 'FREE_DELIVERY') return 0
  const raw =
    terms.discountType === 'PERCENTAGE'
      ? Math.floor((base * Math.min(Math.max(terms.value, 0), 10_000)) / 10_000)
      : Math.max(terms.value, 0)
  const capped = terms.maxDiscount === null ? raw : Math.min(raw, Math.max(terms.maxDiscount, 0))
  return Math.min(capped, base)
}

/** Spreads `amount` over the lines in proportion to their subtotal, to the cent. */
function spread(amount: Cents, subtotals: Cents[]): Cents[] {
  const base = subtotals.reduce((a, b) => a + b, 0)
  if (base === 0 || amount === 0) return subtotals.map(() => 0)
  const shares = subtotals.map((s) => Math.floor((amount * s) / base))
  let left = amount - shares.reduce((a, b) => a + b, 0)
  for (let i = 0; left > 0 && i < shares.length; i++) {
    const room = (subtotals[i] ?? 0) - (shares[i] ?? 0)
    const add = Math.min(room, left)
    shares[i] = (shares[i] ?? 0) + add
    left -= add
  }
  return shares
}

export function priceCart(
  lines: PricingLine[],
  voucher: VoucherTerms | null,
  shipping: ShippingTerms,
  carrying: Cents = 0,
): PricedCart {
  const priced = lines.map(priceLine)
  const selected = priced.filter((_, i) => lines[i]?.selected)
  const subtotal = selected.reduce((a, l) => a + l.originalSubtotalPrice, 0)
  const afterLocal = selected.reduce((a, l) => a + l.subtotalPrice, 0)
  const local = subtotal - afterLocal
  let global = 0
  let state: PricedCart['voucher'] = 'none'
  if (voucher) {
    if (afterLocal < voucher.minSpend || afterLocal === 0) state = 'min-spend'
    else {
      global = voucherDiscount(voucher, afterLocal)
      state = 'applied'
    }
  }
  const shares = spread(
    global,
    selected.map((l) => l.subtotalPrice),
  )
  let s = 0
  const withShares: PricedLine[] = priced.map((l, i) => ({
    ...l,
    globalDiscount: lines[i]?.selected ? (shares[s++] ?? 0) : 0,
  }))
  const spend = afterLocal - global
  const goods = selected.length > 0
  const freeDelivery = state === 'applied' && voucher?.discountType === 'FREE_DELIVERY'
  const shippingFee =
    !shipping ||
    !goods ||
    freeDelivery ||
    (shipping.freeThreshold !== null && spend >= shipping.freeThreshold)
      ? 0
      : Math.max(shipping.fee, 0)
  const points = selected.reduce((a, l) => a + l.subtotalPoint, 0)
  const carryingFee = goods ? Math.max(carrying, 0) : 0
  return {
    lines: withShares,
    subtotal,
    local,
    global,
    shipping: shippingFee,
    carrying: carryingFee,
    total: subtotal - local - global + shippingFee + carryingFee,
    spend,
    points,
    voucher: state,
  }
}

export const formatTotals = (cart: PricedCart) => ({
  currency: 'HKD' as const,
  price: { subtotal: fromCents(cart.subtotal), total: fromCents(cart.total) },
  price_discount: { local: fromCents(cart.local), global: fromCents(cart.global) },
  point: { subtotal: cart.points, total: cart.points },
  shipping_fee: fromCents(cart.shipping),
  carrying_fee: fromCents(cart.carrying),
})
