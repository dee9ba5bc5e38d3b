import type { guestOrderQuery, OrderDetails, OrderSummary, ordersQuery } from '@shop/contract'
import type { z } from 'zod'
import { LIMITS, THROTTLES } from '../../lib/rate-limit.ts'
import type { Account } from '../identity/repository.ts'
import { isUuid, type OrdersDeps, orderNotFound } from './context.ts'
import type { LockScope } from './lifecycle/locks.ts'
import { notifyCustomer } from './mail.ts'
import type { OrderRow } from './order-json.ts'
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
      await deps.limiter.check(LIMITS.guestOrderIp, ip)
      const idByReference = async (reference: string) => {
        const normalised = reference.trim().toUpperCase()
        return REFERENCE.test(normalised) ? repo.idByReference(db, normalised) : undefined
      }
      // the id from the e-mail, or the reference people read out (MH-250101-7KQ4XZ)
      const id = isUuid(orderId) ? orderId.toLowerCase() : await idByReference(orderId)
      const key = id ?? orderId.trim().toUpperCase().slice(0, 64)
      await deps.limiter.checkDelay(THROTTLES.guestOrder, key)
      const email = query.email?.trim().toLowerCase() || undefined
      const phone = query.phone || undefined
      const row = id ? await repo.detailsForContact(db, id, { email, phone }) : undefined
      deps.log.info(
        { ip, orderId: orderId.slice(0, 64), by: email ? 'email' : 'phone', found: Boolean(row) },
        row ? 'guest order lookup' : 'guest order lookup: incorrect',
      )
      if (!row) {
        await deps.limiter.failed(THROTTLES.guestOrder, key)
        throw orderNotFound()
      }
      return toDetails(row, false)
    },

    /** spec §4: the payment proof of an offline order sets pending at once. */
    uploadProof(account: Account, orderId: string, image: string) {
      return transition(account, orderId, async ({ tx }, order) => {
        assertTransition(stateOf(order), 'upload_proof')
        await deps.files.attach(tx, [image], account.id, ['payment_proof'])
        const paymentProof = { image, uploaded_at: new Date().toISOString() }
        if (order.status === 'pending') {
          // a clearer proof replaces the one in review; not a new transition
          await repo.update(tx, order.id, { paymentProof })
          return
        }
        await repo.setStatus(tx, order.id, 'pending', 'payment proof uploaded', {
          paymentProof,
        })
        await notifyCustomer(tx, order, 'pending', deps)
      })
    },

    confirmCompletion(account: Account, orderId: string) {
      return transition(account, orderId, async ({ tx }, order) => {
        assertTransition(stateOf(order), 'confirm_completion')
        await repo.setStatus(tx, order.id, 'completed', 'confirmed by the customer')
        await notifyCustomer(tx, order, 'completed', deps)
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
