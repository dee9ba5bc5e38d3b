import { randomUUID } from 'node:crypto'
import type {
  Booking,
  BookingResponse,
  ChangeDeliverySlotBody,
  CheckoutResponse,
  OrderAccess,
  PayAgainBody,
  PaymentInstructions,
} from '@shop/contract'
import { isUuid, ONLINE_PAYMENT_METHODS } from '@shop/contract'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError } from '#api/lib/errors.ts'
import { type LockScope, lockScope } from '#api/lib/locks.ts'
import { sha256 } from '#api/lib/secrets.ts'
import type { CartService } from '#api/modules/cart/index.ts'
import { idempotent, stableJson } from '#api/modules/idempotency/index.ts'
import type { Account } from '#api/modules/identity/index.ts'
import type { OutboxDispatcher } from '#api/modules/outbox/index.ts'
import type { PaymentEvent, PaymentService, SessionRow } from '#api/modules/payments/index.ts'
import { requireMethodOffered } from '#api/modules/payments/index.ts'
import { issueAccessLink } from '../access-links.ts'
import { afterSalesRepository } from '../after-sales-repository.ts'
import type { BookingBody, BookingPort, HeldBooking } from '../booking-port.ts'
import { orderNotFound } from '../context.ts'
import { notifyCustomer } from '../mail.ts'
import type { OrderRow } from '../order-json.ts'
import { syncPaymentStatus } from '../payment-state.ts'
import { type RefundDueRow, refundsDueRepository } from '../refunds-due-repository.ts'
import { ordersRepository as orders } from '../repository.ts'
import * as step from './checkout-steps.ts'
import { changeDeliverySlot } from './delivery-slot.ts'
import { payAgain } from './pay-again.ts'
import { applyPaymentEvent, type EventOutcome } from './payment-events.ts'
import { type ReleaseReason, release, releaseSteps } from './release.ts'

type Log = {
  info(o: object, m: string): void
  warn(o: object, m: string): void
  error(o: object, m: string): void
}
export type LifecycleDeps = {
  db: Db
  carts: CartService
  payments: PaymentService
  outbox: OutboxDispatcher
  /** Origins success_url and cancel_url may point at (the storefront's). */
  allowedOrigins: string[]
  publicUrl: string
  log: Log
  /** How to pay offline (site configuration), for the confirmation; none when not given. */
  paymentInstructions?: () => Promise<PaymentInstructions>
  /** Consultation bookings (the services module, ADR 073): held, moved, cancelled, released. */
  bookings: BookingPort
  /** A project installment's payment event (issue 18), applied by the projects module. */
  installmentEvent?: (tx: Tx, session: SessionRow, event: PaymentEvent) => Promise<EventOutcome>
}

type RefundOutcome = { providerRef: string } | { error: string }

/** Refunds due are retried by the sweep at most this often, then left to staff. */
const REFUND_DUE_MAX_ATTEMPTS = 5

/**
 * The order lifecycle (issue 13): every change of an order's money, stock, points or payment —
 * checkout, payment events, customer cancel, expiry, staff transitions, refunds — runs through
 * here, in one transaction whose row locks are taken through a LockScope in the one lock order
 * (locks.ts). Work with the outside world (provider pages, refunds, e-mail) happens after commit.
 */
export function orderLifecycle(deps: LifecycleDeps) {
  const { db, payments, log, bookings } = deps
  const steps = releaseSteps(payments, deps.publicUrl, bookings)

  /** After commit: provider pages closed, refunds due sent, mail on its way. */
  async function afterCommit(effects: { expire?: SessionRow[]; refundDueId?: string | null }) {
    void deps.outbox.kick()
    if (effects.expire?.length) await payments.expireAtProvider(effects.expire)
    if (effects.refundDueId) await settleRefundDue(effects.refundDueId)
  }

  /**
   * Refunds one payment owed back through the provider; a failure is kept and retried. `inside`
   * adds its writes (a staff retry's audit row) to the transaction recording the outcome.
   */
  async function settleRefundDue(
    id: string,
    inside?: (tx: Tx, before: RefundDueRow, outcome: RefundOutcome) => Promise<void>,
  ): Promise<boolean> {
    const due = await refundsDueRepository.find(db, id)
    if (!due || due.status === 'refunded') return false
    const session = await payments.session(db, due.paymentSessionId)
    let outcome: RefundOutcome
    try {
      if (!session) throw new Error('payment session not found')
      outcome = await payments.refund(session, due.amount, `due-${due.id}`)
    } catch (err) {
      log.error({ err, refundDueId: id, orderId: due.orderId }, 'refund due not accepted')
      outcome = { error: err instanceof Error ? err.message : String(err) }
    }
    await db.transaction(async (tx) => {
      // the order row first (the lock order, as a settle by hand takes it): its payment status
      // follows the refund (ADR 039)
      // (a project installment's refund due names no order: its own row is all it changes)
      const orderId = due.orderId
      const order = orderId
        ? await lockScope(tx).take('order', (t) => orders.lock(t, orderId, null))
        : undefined
      // another process settling the same row at once: the first one's answer stands
      const claimed = await refundsDueRepository.claim(tx, id)
      if (!claimed) return
      await refundsDueRepository.settle(tx, id, outcome)
      if (order) await syncPaymentStatus(tx, order)
      await inside?.(tx, claimed, outcome)
    })
    return 'providerRef' in outcome
  }

  /**
   * Runs `work` on one order in a transaction whose first lock is that order's row (scoped to
   * its owner unless `accountId` is null, for staff). 404 for an unknown id or someone else's.
   */
  async function withOrder<T>(
    orderId: string,
    accountId: string | null,
    work: (scope: LockScope, order: OrderRow) => Promise<T>,
  ): Promise<T> {
    if (!isUuid(orderId)) throw orderNotFound()
    const result = await db.transaction(async (tx) => {
      const scope = lockScope(tx)
      const order = await scope.take('order', (t) => orders.lock(t, orderId, accountId))
      if (!order) throw orderNotFound()
      return work(scope, order)
    })
    void deps.outbox.kick()
    return result
  }

  /**
   * Releases one order (customer cancel, expiry, staff cancel): `allow` may refuse by throwing or
   * skip by answering false; `inside` adds its own writes (e-mail) to the same transaction. The
   * provider pages of the closed sessions are expired once the transaction has committed.
   */
  async function releaseOrder(
    orderId: string,
    accountId: string | null,
    reason: ReleaseReason,
    allow: (order: OrderRow) => boolean = () => true,
    inside: (scope: LockScope, order: OrderRow) => Promise<void> = async () => {},
  ): Promise<boolean> {
    const released = await withOrder(orderId, accountId, async (scope, order) => {
      if (!allow(order)) return null
      const out = await release(steps, scope, order, reason)
      if (out.released) await inside(scope, order)
      return out
    })
    if (!released) return false
    await afterCommit({ expire: released.sessions })
    return released.released
  }

  function checkReturnUrls(body: Pick<step.CheckoutBody, 'success_url' | 'cancel_url'>) {
    for (const field of ['success_url', 'cancel_url'] as const) {
      if (!deps.allowedOrigins.includes(new URL(body[field]).origin)) {
        throw new DomainError(400, 'REDIRECT_NOT_ALLOWED', 'This return address is not allowed', [
          { path: `body.${field}`, message: 'shopErrors.redirectNotAllowed' },
        ])
      }
    }
  }

  async function answer(
    orderId: string,
    accountId: string,
    access?: OrderAccess,
    q: Tx = db,
  ): Promise<CheckoutResponse> {
    const order = await orders.find(q, orderId, accountId)
    if (!order) throw new Error('order vanished')
    const session = ONLINE_PAYMENT_METHODS.includes(order.payment_method)
      ? await payments.latestSession(q, orderId)
      : undefined
    return {
      order,
      return_url: session ? payments.startUrl(session.id) : null,
      // a retry answering the earlier order gets a link of its own (only hashes are kept)
      order_access: access ?? (await issueAccessLink(q, orderId)),
    }
  }

  /**
   * A booking's cancel: by its customer (`accountId`, or null through the order's private link),
   * inside the change window; or by staff (`inside` writes their audit row), any time before.
   */
  async function cancelBookingOf(
    accountId: string | null,
    orderId: string,
    note: string,
    link: string,
    inside?: (tx: Tx, booking: HeldBooking) => Promise<void>,
  ): Promise<Booking> {
    let sessions: SessionRow[] = []
    const booking = await withOrder(orderId, accountId, async (scope, order) => {
      const held = await bookings.changeable(scope.tx, order.id, new Date(), inside === undefined)
      if (order.paymentStatus === 'unpaid') {
        const out = await release(steps, scope, order, { note, sessions: 'cancelled' })
        sessions = out.sessions
      } else {
        await bookings.cancel(scope.tx, held, note)
        await orders.appendEvent(scope.tx, order.id, 'booking_cancelled', note)
        if (order.paymentStatus === 'paid' && !order.refundStatus) {
          const [line] = await orders.lines(scope.tx, order.id)
          await afterSalesRepository.insertRefund(
            scope.tx,
            {
              orderId: order.id,
              accountId: order.accountId,
              reason: `Consultation cancelled: ${note}`,
              images: [],
              amount: order.total,
              points: 0,
            },
            line
              ? [
                  {
                    orderItemId: line.id,
                    variantId: line.variantId,
                    qty: 1,
                    amount: order.total,
                    points: 0,
                  },
                ]
              : [],
          )
          await orders.update(scope.tx, order.id, { refundStatus: 'waiting_for_approval' })
        }
      }
      if (inside) await inside(scope.tx, held)
      // the customer knows why they cancelled; a staff cancel tells them the studio's reason
      return bookings.tell(scope.tx, 'cancelled', order.id, link, new Date(), inside ? note : '')
    })
    await afterCommit({ expire: sessions })
    return booking
  }

  return {
    withOrder,
    releaseOrder,
    settleRefundDue,

    /**
     * Pays an unpaid online order again (issue 30, ADR 059): online with a new page, or switched
     * to an offline way, in one transaction under the order's lock (its owner's, or null through
     * its private link, checked by the caller). Answers the page to open, if any.
     */
    async payAgain(
      orderId: string,
      accountId: string | null,
      body: PayAgainBody,
    ): Promise<{ return_url: string | null }> {
      checkReturnUrls(body)
      await requireMethodOffered(db, body.payment_method)
      const out = await withOrder(orderId, accountId, (scope, order) =>
        payAgain(scope, order, body, payments),
      )
      await afterCommit({ expire: out.expire })
      return { return_url: out.sessionId ? payments.startUrl(out.sessionId) : null }
    },

    /**
     * Moves the home delivery of an order not dispatched yet to another slot (issue 30, ADR 068),
     * in one transaction: the order's lock, then the new slot's (its owner's, or null through
     * its private link, checked by the caller). The e-mail leaves through the outbox on commit.
     */
    changeDeliverySlot(orderId: string, accountId: string | null, body: ChangeDeliverySlotBody) {
      return withOrder(orderId, accountId, (scope, order) =>
        changeDeliverySlot(scope, order, body, deps.publicUrl),
      )
    },

    /**
     * Checkout (spec §4, §7 Shop): one transaction of named steps. Locks: variants → voucher →
     * delivery slot → account (the order row is new). The delivery rules are read first, in the
     * transaction; the slot is checked again once the lines (and so their lead time) are known,
     * then held against its capacity. An Idempotency-Key makes retries answer the same order.
     */
    async checkout(
      account: Account,
      storeId: string,
      body: step.CheckoutBody,
      idempotencyKey?: string,
    ): Promise<CheckoutResponse> {
      await deps.carts.requireStore(storeId)
      checkReturnUrls(body)
      await requireMethodOffered(db, body.payment_method)
      if (body.payment_method === 'SAVED_CARD' && body.card_id) {
        await payments.ownCard(db, account.id, body.card_id)
      }
      const hash = sha256(stableJson({ storeId, body }))
      const instructions = (await deps.paymentInstructions?.()) ?? {}
      const placed = await db.transaction(async (tx) => {
        const scope = lockScope(tx)
        if (idempotencyKey) {
          const earlier = await step.claimIdempotencyKey(scope, account.id, idempotencyKey, hash)
          if (earlier) return { orderId: earlier, access: undefined }
        }
        const run: step.CheckoutRun = {
          scope,
          account,
          storeId,
          body,
          orderId: randomUUID(),
          now: new Date(),
          wanted: [...new Set(body.checkout_product_variant_ids)],
          stock: new Map(),
          reserve: new Map(),
          gifts: [],
          reference: '',
          publicUrl: deps.publicUrl,
          instructions,
        }
        await step.readDeliveryRules(run)
        await step.lockStock(run)
        await step.priceCart(run)
        step.checkSelection(run)
        step.checkDeliverySlot(run)
        await step.holdDeliverySlot(run)
        await step.debitPoints(run)
        await step.reserveStock(run)
        await step.writeOrder(run)
        await step.redeemVoucher(run)
        await step.clearBoughtLines(run)
        await step.openPaymentSession(run, payments)
        await step.issueOrderLink(run)
        await step.queueConfirmation(run)
        if (idempotencyKey) {
          await step.finishIdempotencyKey(scope, account.id, idempotencyKey, run.orderId)
        }
        return { orderId: run.orderId, access: run.access }
      })
      void deps.outbox.kick()
      return answer(placed.orderId, account.id, placed.access)
    },

    /**
     * Books a consultation (issue 17): the order of its deposit and the slot it holds, in one
     * transaction; ONLINE answers the payment page like checkout. The same `idempotencyKey`
     * books once and answers the same booking (ADR 040).
     */
    async book(
      account: Account,
      storeId: string,
      body: BookingBody,
      idempotencyKey?: string,
    ): Promise<BookingResponse> {
      await deps.carts.requireStore(storeId)
      checkReturnUrls(body)
      const instructions = (await deps.paymentInstructions?.()) ?? {}
      const ref = {
        accountId: account.id,
        scope: 'booking' as const,
        key: idempotencyKey,
        // the storefront uploads the photos again on a double submit: new names, same booking
        request: {
          storeId: storeId.toLowerCase(),
          body: { ...body, flat: { ...body.flat, files: undefined } },
        },
      }
      let access: OrderAccess | undefined
      const { answer: kept, replayed } = await idempotent(db, ref, async (tx) => {
        const placed = await bookings.place({
          scope: lockScope(tx),
          account,
          storeId,
          body,
          payments,
          publicUrl: deps.publicUrl,
          instructions,
          now: new Date(),
        })
        access = placed.access
        const { order_access: _, ...result } = await answer(
          placed.orderId,
          account.id,
          placed.access,
          tx,
        )
        const booking = await bookings.view(tx, placed.orderId)
        // kept without the private link: only its hash is stored anywhere
        return { ...result, booking }
      })
      if (!replayed) void deps.outbox.kick()
      // a retry gets a private link of its own, as a checkout retry does
      const orderAccess = access ?? (await issueAccessLink(db, kept.order._id))
      return { ...kept, order_access: orderAccess }
    },

    /** Moves the caller's booking to another free slot (until the change window closes). */
    async rescheduleBooking(
      ownerId: string | null,
      orderId: string,
      startsAt: string,
      link: string,
    ): Promise<Booking> {
      // ownerId null: a private order link opened it (checked by the caller)
      const booking = await withOrder(orderId, ownerId, (scope, order) =>
        bookings.reschedule(scope, order, startsAt, link),
      )
      return booking
    },

    /**
     * Cancels the caller's booking until the change window closes: the slot is free again; an
     * unpaid deposit is released like any unpaid order, a paid one goes to staff as a refund
     * request of the whole deposit.
     */
    cancelBooking(ownerId: string | null, orderId: string, reason: string, link: string) {
      // ownerId null: a private order link opened it (checked by the caller)
      return cancelBookingOf(
        ownerId,
        orderId,
        reason || 'consultation cancelled by the customer',
        link,
      )
    },

    /**
     * Staff cancel a booking at any time before it is done, the same way as the customer's
     * cancel (deposit released or put up for refund); `inside` writes the audit row in the
     * same transaction.
     */
    staffCancelBooking(
      orderId: string,
      reason: string,
      link: string,
      inside: (tx: Tx, booking: HeldBooking) => Promise<void>,
    ) {
      return cancelBookingOf(null, orderId, reason, link, inside)
    },

    /**
     * A provider webhook: verified (401/400 writing nothing), its event id claimed in the same
     * transaction as its effect, so a redelivery, even a concurrent one, changes nothing.
     */
    async receiveWebhook(raw: Buffer, headers: Record<string, string | string[] | undefined>) {
      const event = await payments.verify(raw, headers)
      if (!event.id) return { received: true as const, result: 'ignored' }
      const outcome = await db.transaction(async (tx) => {
        if (!(await payments.claimEvent(tx, event)))
          return { result: 'duplicate', expire: [], refundDueId: null }
        return applyPaymentEvent(tx, event, deps)
      })
      log.info({ eventId: event.id, type: event.type, result: outcome.result }, 'payment webhook')
      await afterCommit(outcome)
      return { received: true as const, result: outcome.result }
    },

    /**
     * Releases unpaid online orders whose payment window has passed (the sweep); `onlyOrderId`
     * narrows it to one order (the development clock of `dev/routes.ts`).
     */
    async expireUnpaid(now = new Date(), onlyOrderId?: string): Promise<number> {
      let released = 0
      for (const orderId of await orders.expired(db, now, 100, onlyOrderId)) {
        const done = await releaseOrder(
          orderId,
          null,
          { note: 'payment window expired', sessions: 'expired' },
          // the provider extended the window while we looked: leave it
          (order) => !order.paymentExpiresAt || order.paymentExpiresAt <= now,
          // issue 30: the shopper is told, not left to find "Cancelled" on the order page
          (scope, order) =>
            notifyCustomer(scope.tx, order, 'expired', { publicUrl: deps.publicUrl }),
        )
        if (done) released += 1
      }
      return released
    },

    /** Retries refunds due the provider refused before, with a growing pause between tries. */
    async retryRefundsDue(now = new Date()): Promise<number> {
      let settled = 0
      for (const due of await refundsDueRepository.open(db)) {
        if (due.attempts >= REFUND_DUE_MAX_ATTEMPTS) continue
        const wait = 60_000 * 2 ** due.attempts
        if (due.attempts > 0 && due.updatedAt.getTime() + wait > now.getTime()) continue
        if (await settleRefundDue(due.id)) settled += 1
      }
      return settled
    },
  }
}
export type OrderLifecycle = ReturnType<typeof orderLifecycle>
