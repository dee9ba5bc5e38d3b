import { randomUUID } from 'node:crypto'
import { type CheckoutResponse, type checkoutBody, ONLINE_PAYMENT_METHODS } from '@shop/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import {
  checkoutIdempotency,
  orderItems,
  orders,
  productVariants,
  voucherRedemptions,
  vouchers,
} from '../../db/schema/index.ts'
import { DomainError } from '../../lib/errors.ts'
import { fromCents } from '../../lib/money.ts'
import { sha256 } from '../../lib/secrets.ts'
import { quoteCart, shopError, variantTitle } from '../cart/quote.ts'
import { cartRepository } from '../cart/repository.ts'
import type { CartService } from '../cart/service.ts'
import { orderContact } from '../cart/vouchers.ts'
import type { Account, Tx } from '../identity/repository.ts'
import { pointsLedger } from '../membership/ledger.ts'
import { enqueue, type OutboxDispatcher } from '../outbox/outbox.ts'
import { PAYMENT_WINDOW_MS, type PaymentService } from '../payments/service.ts'
import { orderSubmitted } from './messages.ts'
import { newReference, orderRepository } from './orders.ts'

type Body = z.output<typeof checkoutBody>
export type CheckoutDeps = {
  db: Db
  carts: CartService
  payments: PaymentService
  outbox: OutboxDispatcher
  /** Origins success_url and cancel_url may point at (the storefront's). */
  allowedOrigins: string[]
}

/** Same fields in the same order → same text, so equal bodies hash equally. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

/**
 * Checkout (spec §4, §7 Shop): one transaction locks the variant rows in id order, checks and
 * reserves stock, consumes the voucher, debits points, writes the order with price snapshots and
 * takes the bought lines out of the cart. An Idempotency-Key makes retries answer the same order.
 */
export function checkoutService(deps: CheckoutDeps) {
  const { db, payments } = deps

  function checkReturnUrls(body: Body) {
    for (const field of ['success_url', 'cancel_url'] as const) {
      if (!deps.allowedOrigins.includes(new URL(body[field]).origin)) {
        throw new DomainError(400, 'REDIRECT_NOT_ALLOWED', 'This return address is not allowed', [
          { path: `body.${field}`, message: 'shopErrors.redirectNotAllowed' },
        ])
      }
    }
  }

  async function answer(orderId: string, accountId: string): Promise<CheckoutResponse> {
    const order = await orderRepository.find(db, orderId, accountId)
    if (!order) throw new Error('order vanished')
    const session = ONLINE_PAYMENT_METHODS.includes(order.payment_method)
      ? await payments.sessionOfOrder(db, orderId)
      : undefined
    return { order, return_url: session ? payments.startUrl(session.id) : null }
  }

  /** Claims the key; answers the earlier order when this exact request was already made. */
  async function claimKey(tx: Tx, accountId: string, key: string, hash: string) {
    const [claimed] = await tx
      .insert(checkoutIdempotency)
      .values({ accountId, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: checkoutIdempotency.key })
    if (claimed) return null
    // a twin holding the key has committed by now (the insert waited for it)
    const [row] = await tx
      .select()
      .from(checkoutIdempotency)
      .where(and(eq(checkoutIdempotency.accountId, accountId), eq(checkoutIdempotency.key, key)))
    if (!row || row.requestHash !== hash)
      throw shopError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used for a different request',
      )
    if (!row.orderId) throw shopError(409, 'ORDER_CONFLICT', 'This order is still being placed')
    return row.orderId
  }

  return {
    async checkout(
      account: Account,
      storeId: string,
      body: Body,
      idempotencyKey?: string,
    ): Promise<CheckoutResponse> {
      await deps.carts.requireStore(storeId)
      checkReturnUrls(body)
      if (body.payment_method === 'SAVED_CARD' && body.card_id) {
        await payments.ownCard(db, account.id, body.card_id)
      }
      const hash = sha256(stableJson({ storeId, body }))
      const orderId = randomUUID()
      const outcome = await db.transaction(async (tx) => {
        if (idempotencyKey) {
          const earlier = await claimKey(tx, account.id, idempotencyKey, hash)
          if (earlier) return earlier
        }
        const wanted = [...new Set(body.checkout_product_variant_ids)]
        // every variant this order may touch, gifts included, locked in one stable order
        const gifts = await cartRepository.giftRules(tx, storeId, new Date())
        const lockIds = [...new Set([...wanted, ...gifts.map((g) => g.rule.variantId)])].sort()
        const locked = new Map(
          (await cartRepository.lockVariants(tx, lockIds)).map((v) => [v.id, v.stock]),
        )
        const quote = await quoteCart(tx, account.id, storeId, {
          variantIds: wanted,
          voucherCode: body.voucher_code,
          delivery: body.delivery_info,
          lockVoucher: true,
          person: orderContact(account, body.delivery_details),
        })
        if (!quote.selected.length)
          throw shopError(409, 'NOTHING_SELECTED', 'Please select the items to check out')
        if (quote.selected.length !== wanted.length)
          throw shopError(409, 'ORDER_CONFLICT', 'Some selected items are no longer in your cart')
        const short = quote.selected.filter(
          (l) =>
            l.productStatus !== 'ACTIVE' ||
            l.productKind !== 'goods' ||
            (locked.get(l.variantId) ?? 0) < l.qty,
        )
        if (short.length) {
          throw new DomainError(
            409,
            'OUT_OF_STOCK',
            'Sorry, there is not enough stock for some items',
            short.map((l) => ({ path: l.variantId, message: 'shopErrors.outOfStock' })),
          )
        }
        if (body.voucher_code?.trim() && quote.voucherProblem) throw quote.voucherProblem
        if (quote.deliveryProblem) throw quote.deliveryProblem
        const { priced } = quote
        if (priced.points > 0) {
          await pointsLedger.debit(tx, account.id, priced.points, {
            reason: 'ORDER_DEBIT',
            orderId,
          })
        }

        // gifts only while stock lasts after the bought lines
        const reserve = new Map(quote.selected.map((l) => [l.variantId, l.qty]))
        const gifted = quote.gifts.filter((g) => {
          const left =
            (locked.get(g.variant.variantId) ?? 0) - (reserve.get(g.variant.variantId) ?? 0)
          if (left < g.qty) return false
          reserve.set(g.variant.variantId, (reserve.get(g.variant.variantId) ?? 0) + g.qty)
          return true
        })
        for (const [variantId, qty] of [...reserve.entries()].sort(([a], [b]) =>
          a.localeCompare(b),
        )) {
          await tx
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} - ${qty}` })
            .where(eq(productVariants.id, variantId))
        }

        const online = ONLINE_PAYMENT_METHODS.includes(body.payment_method)
        const free = priced.total === 0
        const details = body.delivery_details
        const now = new Date()
        const reference = newReference(now)
        await tx.insert(orders).values({
          id: orderId,
          reference,
          accountId: account.id,
          storeId,
          paymentMethod: body.payment_method,
          subtotal: fromCents(priced.subtotal),
          discountLocal: fromCents(priced.local),
          discountGlobal: fromCents(priced.global),
          shippingFee: fromCents(priced.shipping),
          total: fromCents(priced.total),
          pointsTotal: priced.points,
          voucherId: quote.cart.is_voucher_applied ? (quote.voucher?.id ?? null) : null,
          voucherCode: quote.cart.is_voucher_applied ? (quote.voucher?.code ?? null) : null,
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
          recipient: details,
          contactEmail: (details.email || account.email || '').toLowerCase() || null,
          contactPhone: details.phone
            ? `${details.area_code.replace(/^\+/, '')}${details.phone}`
            : null,
          language: account.language,
          paymentExpiresAt: online && !free ? new Date(now.getTime() + PAYMENT_WINDOW_MS) : null,
          createdAt: now,
          updatedAt: now,
        })
        const pricedById = new Map(priced.lines.map((p) => [p.variantId, p]))
        const lines = quote.selected.map((l, i) => {
          const p = pricedById.get(l.variantId)
          if (!p) throw new Error('priced line missing')
          return {
            orderId,
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
        const giftLines = gifted.map((g, i) => ({
          orderId,
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
        await tx.insert(orderItems).values([...lines, ...giftLines])
        await orderRepository.setStatus(tx, orderId, 'submitted')
        if (free) {
          await orderRepository.setStatus(tx, orderId, 'paid', 'nothing to pay', {
            paymentStatus: 'paid',
            paidAt: now,
          })
        }

        if (quote.cart.is_voucher_applied && quote.voucher) {
          await tx.insert(voucherRedemptions).values({
            voucherId: quote.voucher.id,
            accountId: account.id,
            orderId,
          })
          await tx
            .update(vouchers)
            .set({ usedCount: sql`${vouchers.usedCount} + 1` })
            .where(eq(vouchers.id, quote.voucher.id))
        }
        if (idempotencyKey) {
          await tx
            .update(checkoutIdempotency)
            .set({ orderId })
            .where(
              and(
                eq(checkoutIdempotency.accountId, account.id),
                eq(checkoutIdempotency.key, idempotencyKey),
              ),
            )
        }
        await cartRepository.removeLines(tx, account.id, storeId, wanted)
        if (online && !free) {
          await payments.createPaymentSession(tx, {
            accountId: account.id,
            orderId,
            amount: fromCents(priced.total),
            // the success page can then name the order, as it does for offline payment
            successUrl: withQuery(body.success_url, { reference }),
            cancelUrl: body.cancel_url,
            expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
            savedCardId: body.payment_method === 'SAVED_CARD' ? (body.card_id ?? null) : null,
          })
        }
        const email = details.email || account.email
        const message = orderSubmitted[account.language]({
          name: details.name,
          reference,
          total: fromCents(priced.total),
          points: priced.points,
          offline: !online,
        })
        if (email) {
          await enqueue(tx, {
            channel: 'EMAIL',
            recipient: email.toLowerCase(),
            language: account.language,
            ...message,
          })
        } else if (details.phone) {
          await enqueue(tx, {
            channel: 'SMS',
            recipient: `+${details.area_code.replace(/^\+/, '')}${details.phone}`,
            language: account.language,
            ...message,
          })
        }
        return orderId
      })
      void deps.outbox.kick()
      return answer(outcome, account.id)
    },
  }
}
export type CheckoutService = ReturnType<typeof checkoutService>

/** `url` with the given query parameters set (kept absolute; validated as such before). */
function withQuery(url: string, params: Record<string, string>): string {
  const next = new URL(url)
  for (const [name, value] of Object.entries(params)) next.searchParams.set(name, value)
  return next.toString()
}
