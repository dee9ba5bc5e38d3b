import type {
  ChangeDeliverySlotBody,
  guestOrderQuery,
  OrderAccess,
  OrderDetails,
  OrderSummary,
  ordersQuery,
  PayAgainBody,
  PayAgainResponse,
} from '@shop/contract'
import { isUuid } from '@shop/contract'

import type { z } from 'zod'
import type { LockScope } from '#api/lib/locks.ts'
import { LIMITS, THROTTLES } from '#api/lib/rate-limit.ts'
import type { Account } from '../identity/index.ts'
import { issueAccessLink, linkOpens } from './access-links.ts'
import { type OrdersDeps, orderNotFound } from './context.ts'
import { notifyCustomer } from './mail.ts'
import type { OrderRow } from './order-json.ts'
import { earnPointsOnCompletion } from './points.ts'
import { ordersRepository as repo } from './repository.ts'
import { assertTransition } from './transitions.ts'
import { stateOf, toDetails, toSummary } from './views.ts'

type ListQuery = z.output<typeof ordersQuery>
type GuestQuery = z.output<typeof guestOrderQuery>
export type Paged<T> = { rows: T[]; total: number; page: number; perPage: number }

const REFERENCE = /^[A-Z]{2}-\d{6}-[A-Z0-9]{4,12}$/

/** The customer's order calls (spec §7 Orders): history, details, guest lookup, transitions. */
export function ordersService(deps: OrdersDeps) {
  const { db } = deps

  async function details(orderId: string, accountId: string): Promise<OrderDetails> {
    if (!isUuid(orderId)) throw orderNotFound()
    const row = await repo.details(db, orderId, accountId)
    if (!row) throw orderNotFound()
    return toDetails(row)
  }

  /** A customer transition on the caller's own order: one transaction, mail after commit. */
  async function transition(
    account: Account,
    orderId: string,
    work: (scope: LockScope, order: OrderRow) => Promise<void>,
  ): Promise<OrderDetails> {
    await deps.lifecycle.withOrder(orderId, account.id, work)
    return details(orderId, account.id)
  }

  /** The guest's order by id (or reference) plus contact; see `guestDetails`. */
  async function guestRow(orderId: string, query: GuestQuery, ip: string) {
    await deps.limiter.check(LIMITS.guestOrderIp, ip)
    const idByReference = async (reference: string) => {
      const normalised = reference.trim().toUpperCase()
      return REFERENCE.test(normalised) ? repo.idByReference(db, normalised) : undefined
    }
    // the id from the e-mail, or the reference people read out (MH-250101-7KQ4XZ)
    const id = isUuid(orderId) ? orderId.toLowerCase() : await idByReference(orderId)
    const key = id ?? orderId.trim().toUpperCase().slice(0, 64)
    // counted before the contact is compared (ADR 040); a right contact gives the try back
    const attempt = await deps.limiter.attempt(THROTTLES.guestOrder, key)
    const email = query.email?.trim().toLowerCase() || undefined
    const phone = query.phone || undefined
    const row = id ? await repo.detailsForContact(db, id, { email, phone }) : undefined
    deps.log.info(
      { ip, orderId: orderId.slice(0, 64), by: email ? 'email' : 'phone', found: Boolean(row) },
      row ? 'guest order lookup' : 'guest order lookup: incorrect',
    )
    if (!row) {
      await attempt.failed()
      throw orderNotFound()
    }
    await attempt.forgive()
    return row
  }

  /** A wrong, expired or foreign link is "Order not found"; wrong ones make the IP wait. */
  async function checkLink(orderId: string, token: unknown, ip: string) {
    const attempt = await deps.limiter.attempt(THROTTLES.orderLink, ip)
    if (isUuid(orderId) && (await linkOpens(db, orderId, token))) return attempt.forgive()
    deps.log.info({ ip, orderId: orderId.slice(0, 64) }, 'order link: refused')
    await attempt.failed()
    throw orderNotFound()
  }

  /** What a private link shows: the order, with the payment proof as its only action. */
  function linkView(row: NonNullable<Awaited<ReturnType<typeof repo.details>>>): OrderDetails {
    const shown = toDetails(row)
    return {
      ...shown,
      available_actions: shown.available_actions.filter(
        (a) => a === 'upload_proof' || a === 'pay_again' || a === 'change_delivery_slot',
      ),
    }
  }

  async function attachProof(scope: LockScope, order: OrderRow, uploaderId: string, image: string) {
    const { tx } = scope
    assertTransition(stateOf(order), 'upload_proof')
    await deps.files.attach(tx, [image], uploaderId, ['payment_proof'])
    const paymentProof = { image, uploaded_at: new Date().toISOString() }
    if (order.status === 'pending') {
      // a clearer proof replaces the one in review; not a new transition
      await repo.update(tx, order.id, { paymentProof })
      return
    }
    await repo.setStatus(tx, order.id, 'pending', 'payment proof uploaded', { paymentProof })
    await notifyCustomer(tx, order, 'pending', deps)
  }

  return {
    details,

    async list(account: Account, query: ListQuery, offline = false): Promise<Paged<OrderSummary>> {
      const { rows, total } = await repo.list(db, {
        accountId: account.id,
        storeId: query.store_id,
        offline,
        page: query.page,
        perPage: query.per_page,
      })
      return { rows: rows.map(toSummary), total, page: query.page, perPage: query.per_page }
    },

    /**
     * spec §5: an order by id plus the e-mail or phone on it. A wrong id, e-mail or phone give the
     * same 404; attempts are counted per IP, wrong ones per order whether it was named by its id
     * or its reference (each failure past a few makes the next try wait longer), and logged.
     */
    async guestDetails(orderId: string, query: GuestQuery, ip: string): Promise<OrderDetails> {
      return toDetails(await guestRow(orderId, query, ip), false)
    },

    /** Guest lookup that answers with a fresh private link instead (issue 14). */
    async guestLink(orderId: string, query: GuestQuery, ip: string): Promise<OrderAccess> {
      const row = await guestRow(orderId, query, ip)
      return issueAccessLink(db, row.order.id)
    },

    /**
     * The order a private link opens (issue 14): any wrong, expired or foreign token is the same
     * 404. The only action offered is the payment proof: the rest needs the account.
     */
    async linkDetails(orderId: string, token: unknown, ip: string): Promise<OrderDetails> {
      await checkLink(orderId, token, ip)
      const row = await repo.details(db, orderId)
      if (!row) throw orderNotFound()
      return linkView(row)
    },

    /** The payment proof through a private link: the file is the caller's own upload. */
    async uploadProofByLink(
      uploader: Account,
      orderId: string,
      token: unknown,
      image: string,
      ip: string,
    ): Promise<OrderDetails> {
      await checkLink(orderId, token, ip)
      await deps.lifecycle.withOrder(orderId, null, (scope, order) =>
        attachProof(scope, order, uploader.id, image),
      )
      const row = await repo.details(db, orderId)
      if (!row) throw orderNotFound()
      return linkView(row)
    },

    /** Issue 30: a failed or left online payment, paid again online or another way. */
    async payAgain(
      account: Account,
      orderId: string,
      body: PayAgainBody,
    ): Promise<PayAgainResponse> {
      const { return_url } = await deps.lifecycle.payAgain(orderId, account.id, body)
      return { order: await details(orderId, account.id), return_url }
    },

    /** The same through a private order link (a guest from the e-mail, issue 14). */
    async payAgainByLink(
      orderId: string,
      token: unknown,
      body: PayAgainBody,
      ip: string,
    ): Promise<PayAgainResponse> {
      await checkLink(orderId, token, ip)
      const { return_url } = await deps.lifecycle.payAgain(orderId, null, body)
      const row = await repo.details(db, orderId)
      if (!row) throw orderNotFound()
      return { order: linkView(row), return_url }
    },

    /** Issue 30, ADR 068: another day and time for the home delivery, until it is dispatched. */
    async changeDeliverySlot(
      account: Account,
      orderId: string,
      body: ChangeDeliverySlotBody,
    ): Promise<OrderDetails> {
      await deps.lifecycle.changeDeliverySlot(orderId, account.id, body)
      return details(orderId, account.id)
    },

    /** The same through a private order link (a guest from the e-mail, issue 14). */
    async changeDeliverySlotByLink(
      orderId: string,
      token: unknown,
      body: ChangeDeliverySlotBody,
      ip: string,
    ): Promise<OrderDetails> {
      await checkLink(orderId, token, ip)
      await deps.lifecycle.changeDeliverySlot(orderId, null, body)
      const row = await repo.details(db, orderId)
      if (!row) throw orderNotFound()
      return linkView(row)
    },

    /** spec §4: the payment proof of an offline order sets pending at once. */
    uploadProof(account: Account, orderId: string, image: string) {
      return transition(account, orderId, (scope, order) =>
        attachProof(scope, order, account.id, image),
      )
    },

    confirmCompletion(account: Account, orderId: string) {
      return transition(account, orderId, async (scope, order) => {
        assertTransition(stateOf(order), 'confirm_completion')
        await repo.setStatus(scope.tx, order.id, 'completed', 'confirmed by the customer')
        const points = await earnPointsOnCompletion(scope, order)
        await notifyCustomer(scope.tx, order, 'completed', {
          ...deps,
          ...(points ? { points } : {}),
        })
      })
    },

    /**
     * Cancel while not paid: stock, voucher use and points go back in the same transaction, and
     * the provider's payment page is closed after commit (a payment that still arrives becomes
     * a refund due).
     */
    async cancel(account: Account, orderId: string) {
      await deps.lifecycle.releaseOrder(
        orderId,
        account.id,
        { note: 'cancelled by the customer', sessions: 'cancelled' },
        (order) => {
          assertTransition(stateOf(order), 'cancel')
          return true
        },
        (scope, order) => notifyCustomer(scope.tx, order, 'cancelled', deps),
      )
      return details(orderId, account.id)
    },
  }
}
export type OrdersService = ReturnType<typeof ordersService>
