import {
  type checkoutBody,
  type DeliveryRules,
  type DeliverySlotChoice,
  formatHkAddress,
  hkDistrict,
  isHongKongDelivery,
  localePrefix,
  ONLINE_PAYMENT_METHODS,
  type OrderAccess,
  orderAccessPath,
  type PaymentInstructions,
  slotCapacityOn,
} from '@shop/contract'
import type { z } from 'zod'
import { DomainError } from '#api/lib/errors.ts'
import type { LockScope } from '#api/lib/locks.ts'
import { fromCents } from '#api/lib/money.ts'
import {
  cartRepository,
  orderContact,
  type Quote,
  quoteCart,
  shopError,
  variantTitle,
  voucherRedemptionsRepository as vouchers,
} from '#api/modules/cart/index.ts'
import { stockRepository } from '#api/modules/catalog/index.ts'
import {
  capacityRepository,
  type DeliveryCalendar,
  deliveryCalendar,
  leadTimeOf,
  loadDeliveryRules,
  type SlotProblem,
  slotFull,
  slotProblem,
} from '#api/modules/delivery/index.ts'
import type { Account } from '#api/modules/identity/index.ts'
import { pointsLedger } from '#api/modules/membership/index.ts'
import { enqueueForContact } from '#api/modules/outbox/index.ts'
import { PAYMENT_WINDOW_MS, type PaymentService } from '#api/modules/payments/index.ts'
import { issueAccessLink } from '../access-links.ts'
import { orderConfirmation } from '../checkout-messages.ts'
import { idempotencyRepository } from '../idempotency-repository.ts'
import { newReference } from '../reference.ts'
import { type OrderItemInsert, ordersRepository } from '../repository.ts'

export type CheckoutBody = z.output<typeof checkoutBody>

/** What the steps of one checkout share. */
export type CheckoutRun = {
  scope: LockScope
  account: Account
  storeId: string
  body: CheckoutBody
  orderId: string
  now: Date
  /** Variant ids chosen for checkout, once each. */
  wanted: string[]
  /** Stock of every variant the order may touch (bought lines and gifts), locked. */
  stock: Map<string, number>
  quote?: Quote
  /** What each variant's stock goes down by (bought lines, then gifts while stock lasts). */
  reserve: Map<string, number>
  gifts: Quote['gifts']
  reference: string
  /** Storefront origin for the links in the confirmation. */
  publicUrl: string
  /** The order's private link (confirmation page and e-mail). */
  access?: OrderAccess
  /** How to pay offline, from the site configuration (read before the transaction). */
  instructions: PaymentInstructions
  /**
   * Holidays, districts' days, the carrying fee and slot capacity as the back office saved them,
   * read inside the transaction (`readDeliveryRules`), so the order charges what was saved.
   */
  rules?: DeliveryRules
  calendar?: DeliveryCalendar
}

const quoteOf = (run: CheckoutRun): Quote => {
  if (!run.quote) throw new Error('checkout step ran before the quote')
  return run.quote
}
const online = (run: CheckoutRun) => ONLINE_PAYMENT_METHODS.includes(run.body.payment_method)
const free = (run: CheckoutRun) => quoteOf(run).priced.total === 0
/** The structured address and slot, for a delivery in Hong Kong only (ADR 022). */
const homeDelivery = (run: CheckoutRun) =>
  isHongKongDelivery(run.body.delivery_info) && run.body.delivery_address && run.body.delivery_slot
    ? { address: run.body.delivery_address, slot: run.body.delivery_slot }
    : null

/**
 * Answers the earlier order when this exact request was made before with this key; 422 when
 * the key was used for another request, 409 while the twin is still being placed.
 */
export async function claimIdempotencyKey(
  scope: LockScope,
  accountId: string,
  key: string,
  hash: string,
): Promise<string | null> {
  if (await idempotencyRepository.claim(scope.tx, accountId, key, hash)) return null
  // a twin holding the key has committed by now (the insert waited for it)
  const row = await idempotencyRepository.find(scope.tx, accountId, key)
  if (!row || row.requestHash !== hash)
    throw shopError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for a different request',
    )
  if (!row.orderId) throw shopError(409, 'ORDER_CONFLICT', 'This order is still being placed')
  return row.orderId
}

/** Lock: every variant this order may touch, gifts included, in id order. */
export async function lockStock(run: CheckoutRun) {
  const gifts = await cartRepository.giftRules(run.scope.tx, run.storeId, run.now)
  const ids = [...run.wanted, ...gifts.map((g) => g.rule.variantId)]
  run.stock = await run.scope.take('variants', (tx) => stockRepository.lock(tx, ids))
}

/** The delivery rules of the latest settings, read in the transaction (ADR 050, ADR 053). */
export async function readDeliveryRules(run: CheckoutRun) {
  run.rules = await loadDeliveryRules(run.scope.tx)
  run.calendar = deliveryCalendar(run.rules)
}

/** Lock: the voucher; then the cart priced inside the transaction, as the cart page prices it. */
export async function priceCart(run: CheckoutRun) {
  run.quote = await run.scope.take('voucher', (tx) =>
    quoteCart(tx, run.account.id, run.storeId, {
      variantIds: run.wanted,
      voucherCode: run.body.voucher_code,
      delivery: run.body.delivery_info,
      lockVoucher: true,
      // a first-order voucher is once per person: the contact on this order counts too
      person: orderContact(run.account, run.body.delivery_details),
      // the carrying fee comes from the address given here, never from an amount sent in
      stairsFloors: homeDelivery(run)?.address.stairs_floors ?? 0,
      rules: run.rules,
    }),
  )
}

/** Refuses what cannot be sold now: nothing chosen, lines gone, stock short, voucher, delivery. */
export function checkSelection(run: CheckoutRun) {
  const quote = quoteOf(run)
  if (!quote.selected.length)
    throw shopError(409, 'NOTHING_SELECTED', 'Please select the items to check out')
  if (quote.selected.length !== run.wanted.length)
    throw shopError(409, 'ORDER_CONFLICT', 'Some selected items are no longer in your cart')
  const short = quote.selected.filter(
    (l) =>
      l.productStatus !== 'ACTIVE' ||
      l.productKind !== 'goods' ||
      (run.stock.get(l.variantId) ?? 0) < l.qty,
  )
  if (short.length) {
    throw new DomainError(
      409,
      'OUT_OF_STOCK',
      'Sorry, there is not enough stock for some items',
      short.map((l) => ({ path: l.variantId, message: 'shopErrors.outOfStock' })),
    )
  }
  if (run.body.voucher_code?.trim() && quote.voucherProblem) throw quote.voucherProblem
  if (quote.deliveryProblem) throw quote.deliveryProblem
}

const SLOT_MESSAGES: Record<SlotProblem, string> = {
  sunday: 'shopErrors.slotSunday',
  holiday: 'shopErrors.slotHoliday',
  district_off_day: 'shopErrors.slotDistrictOff',
  too_early: 'shopErrors.slotTooEarly',
  too_late: 'shopErrors.slotTooLate',
  unknown_slot: 'errors.slotRequired',
}

/**
 * The delivery slot again, as the slots call offered it: a served weekday of the district, not
 * a Sunday or public holiday, after the lines' lead time and within the window (ADR 022).
 */
export function checkDeliverySlot(run: CheckoutRun) {
  const home = homeDelivery(run)
  if (!home) return
  assertSlotOpen(
    home.slot,
    home.address.district,
    run.now,
    leadTimeOf(quoteOf(run).selected),
    run.calendar,
  )
}

/**
 * 422 DELIVERY_SLOT_UNAVAILABLE unless the slot is one the slots call offers the district for
 * lines of this lead time (checkout, and a later change of the slot, ADR 068).
 */
export function assertSlotOpen(
  slot: DeliverySlotChoice,
  districtCode: string,
  now: Date,
  lead: number,
  calendar: DeliveryCalendar | undefined,
  path = 'body.delivery_slot.date',
) {
  const district = hkDistrict(districtCode)
  const problem = district ? slotProblem(slot, district, now, lead, calendar) : 'district_off_day'
  if (problem) {
    throw new DomainError(
      422,
      'DELIVERY_SLOT_UNAVAILABLE',
      'This delivery date or time is not available',
      [{ path, message: SLOT_MESSAGES[problem] }],
    )
  }
}

/**
 * Lock: the delivery slot of the day, then its orders counted against its capacity (issue 27,
 * ADR 053). Held to commit, so of two checkouts for the last place the second counts the first's
 * order and is refused. Undone by the order's cancel: a cancelled order no longer counts.
 */
export async function holdDeliverySlot(run: CheckoutRun) {
  const home = homeDelivery(run)
  if (!home || !run.rules) return
  await holdSlot(run.scope, run.rules, home.slot)
}

/** 422 DELIVERY_SLOT_FULL when the slot's orders reach its capacity, counted under its lock. */
export async function holdSlot(
  scope: LockScope,
  rules: DeliveryRules,
  { date, slot }: DeliverySlotChoice,
  path = 'body.delivery_slot.slot',
) {
  // no limit on this date: nothing to count, nothing to lock
  if (slotCapacityOn(rules, date) === null) return
  const booked = await scope.take('deliverySlot', async (tx) => {
    await capacityRepository.lock(tx, date, slot)
    return capacityRepository.booked(tx, date, slot)
  })
  if (slotFull(rules, date, booked)) {
    throw new DomainError(422, 'DELIVERY_SLOT_FULL', 'This delivery time is fully booked', [
      { path, message: 'shopErrors.slotFull' },
    ])
  }
}

/** Lock: the account. Undone by `giveBackPoints` (lifecycle/release.ts). */
export async function debitPoints(run: CheckoutRun) {
  const points = quoteOf(run).priced.points
  if (points <= 0) return
  await run.scope.take('account', (tx) =>
    pointsLedger.debit(tx, run.account.id, points, { reason: 'ORDER_DEBIT', orderId: run.orderId }),
  )
}

/** Undone by `restock`. Gifts only while stock lasts after the bought lines. */
export async function reserveStock(run: CheckoutRun) {
  const quote = quoteOf(run)
  run.reserve = new Map(quote.selected.map((l) => [l.variantId, l.qty]))
  run.gifts = quote.gifts.filter((g) => {
    const id = g.variant.variantId
    if ((run.stock.get(id) ?? 0) - (run.reserve.get(id) ?? 0) < g.qty) return false
    run.reserve.set(id, (run.reserve.get(id) ?? 0) + g.qty)
    return true
  })
  await stockRepository.adjust(
    run.scope.tx,
    new Map([...run.reserve].map(([id, qty]) => [id, -qty])),
  )
}

/** The order with price, title and delivery snapshots, its lines and first status. */
export async function writeOrder(run: CheckoutRun) {
  const { body, account, now } = run
  const quote = quoteOf(run)
  const { priced } = quote
  const details = body.delivery_details
  const voucherApplied = quote.cart.is_voucher_applied && quote.voucher
  const home = homeDelivery(run)
  run.reference = newReference('MH', now)
  const pricedById = new Map(priced.lines.map((p) => [p.variantId, p]))
  const lines: OrderItemInsert[] = quote.selected.map((l, i) => {
    const p = pricedById.get(l.variantId)
    if (!p) throw new Error('priced line missing')
    return {
      orderId: run.orderId,
      variantId: l.variantId,
      productId: l.productId,
      sku: l.sku,
      productTitle: l.productTitle,
      variantTitle: variantTitle(l.size, l.colourName),
      image: l.image,
      qty: l.qty,
      originalPricePerUnit: fromCents(p.originalPricePerUnit),
      discountedPricePerUnit: fromCents(p.discountedPricePerUnit),
      originalSubtotalPrice: fromCents(p.originalSubtotalPrice),
      subtotalPrice: fromCents(p.subtotalPrice),
      globalDiscount: fromCents(p.globalDiscount),
      pointsPerUnit: p.discountedPointPerUnit,
      subtotalPoints: p.subtotalPoint,
      sequence: i,
    }
  })
  const giftLines: OrderItemInsert[] = run.gifts.map((g, i) => ({
    orderId: run.orderId,
    variantId: g.variant.variantId,
    productId: g.variant.productId,
    sku: g.variant.sku,
    productTitle: g.variant.productTitle,
    variantTitle: variantTitle(g.variant.size, g.variant.colourName),
    image: g.variant.image,
    qty: g.qty,
    originalPricePerUnit: '0.00',
    discountedPricePerUnit: '0.00',
    originalSubtotalPrice: '0.00',
    subtotalPrice: '0.00',
    globalDiscount: '0.00',
    isGift: true,
    sequence: lines.length + i,
  }))
  await ordersRepository.insert(
    run.scope.tx,
    {
      id: run.orderId,
      reference: run.reference,
      accountId: account.id,
      storeId: run.storeId,
      paymentMethod: body.payment_method,
      subtotal: fromCents(priced.subtotal),
      discountLocal: fromCents(priced.local),
      discountGlobal: fromCents(priced.global),
      shippingFee: fromCents(priced.shipping),
      carryingFee: fromCents(priced.carrying),
      total: fromCents(priced.total),
      pointsTotal: priced.points,
      voucherId: voucherApplied ? (quote.voucher?.id ?? null) : null,
      voucherCode: voucherApplied ? (quote.voucher?.code ?? null) : null,
      delivery: {
        method: body.delivery_info.method,
        country_code: body.delivery_info.country_code,
        courier: quote.courier
          ? { _id: quote.courier.id, code: quote.courier.code, name: quote.courier.name }
          : null,
        pickup_location: quote.pickup
          ? {
              _id: quote.pickup.id,
              code: quote.pickup.code,
              name: quote.pickup.name,
              address: quote.pickup.address,
            }
          : null,
      },
      // older readers keep their one line, written in the order's language
      recipient: home
        ? { ...details, address: formatHkAddress(home.address, account.language) }
        : details,
      deliveryAddress: home?.address ?? null,
      deliveryDate: home?.slot.date ?? null,
      deliverySlot: home?.slot.slot ?? null,
      termsAcceptedAt: now,
      contactEmail: (details.email || account.email || '').toLowerCase() || null,
      contactPhone: details.phone
        ? `${details.area_code.replace(/^\+/, '')}${details.phone}`
        : null,
      language: account.language,
      paymentExpiresAt:
        online(run) && !free(run) ? new Date(now.getTime() + PAYMENT_WINDOW_MS) : null,
      createdAt: now,
      updatedAt: now,
    },
    [...lines, ...giftLines],
  )
  await ordersRepository.setStatus(run.scope.tx, run.orderId, 'submitted')
  if (free(run)) {
    await ordersRepository.setStatus(run.scope.tx, run.orderId, 'paid', 'nothing to pay', {
      paymentStatus: 'paid',
      paidAt: now,
    })
  }
}

/** Undone by `giveBackVoucherUse` (the voucher row is locked by priceCart). */
export async function redeemVoucher(run: CheckoutRun) {
  const quote = quoteOf(run)
  if (!quote.cart.is_voucher_applied || !quote.voucher) return
  await vouchers.redeem(run.scope.tx, {
    voucherId: quote.voucher.id,
    accountId: run.account.id,
    orderId: run.orderId,
  })
}

/** The bought lines leave the cart (they come back if the shopper leaves the payment page). */
export async function clearBoughtLines(run: CheckoutRun) {
  await cartRepository.removeLines(run.scope.tx, run.account.id, run.storeId, run.wanted)
}

/** Undone by `closePaymentSessions`. No network call here: the page opens on first visit. */
export async function openPaymentSession(run: CheckoutRun, payments: PaymentService) {
  if (!online(run) || free(run)) return
  await payments.openSession(run.scope.tx, {
    accountId: run.account.id,
    orderId: run.orderId,
    amount: fromCents(quoteOf(run).priced.total),
    // the success page can then name the order, as it does for offline payment
    successUrl: withQuery(run.body.success_url, { reference: run.reference, order: run.orderId }),
    // issue 30: the failure page (and Back from the gateway) leads to this order, kept payable
    cancelUrl: withQuery(run.body.cancel_url, { order: run.orderId }),
    expiresAt: new Date(run.now.getTime() + PAYMENT_WINDOW_MS),
    savedCardId: run.body.payment_method === 'SAVED_CARD' ? (run.body.card_id ?? null) : null,
  })
}

/** A private link to the order, for guests above all (issue 14). Goes with the order row. */
export async function issueOrderLink(run: CheckoutRun) {
  run.access = await issueAccessLink(run.scope.tx, run.orderId, run.now)
}

/** The confirmation through the outbox (sent after commit): e-mail, else SMS. */
export async function queueConfirmation(run: CheckoutRun) {
  // issue 30: no "thank you" before an online payment is through; `paidConfirmation` sends it
  // then (a declined or abandoned payment is told by its own e-mail)
  if (online(run) && !free(run)) return
  const { body, account } = run
  const details = body.delivery_details
  if (!run.access) throw new Error('checkout step ran before the order link')
  const path = orderAccessPath(localePrefix(account.language), run.orderId, run.access.token)
  // built from the order as written, so it says what the order pages say
  const order = await ordersRepository.find(run.scope.tx, run.orderId)
  if (!order) throw new Error('order vanished before its confirmation')
  const message = orderConfirmation(
    order,
    account.language,
    run.instructions,
    new URL(path, run.publicUrl).toString(),
  )
  await enqueueForContact(
    run.scope.tx,
    {
      email: details.email || account.email,
      phone: details.phone ? `${details.area_code.replace(/^\+/, '')}${details.phone}` : null,
    },
    { language: account.language, ...message },
  )
}

/** `url` with the given query parameters set (kept absolute; validated as such before). */
export function withQuery(url: string, params: Record<string, string>): string {
  const next = new URL(url)
  for (const [name, value] of Object.entries(params)) next.searchParams.set(name, value)
  return next.toString()
}

/** The key now answers this order. */
export async function finishIdempotencyKey(
  scope: LockScope,
  accountId: string,
  key: string,
  orderId: string,
) {
  await idempotencyRepository.setOrder(scope.tx, accountId, key, orderId)
}
