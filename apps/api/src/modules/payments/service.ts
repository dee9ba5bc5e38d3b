import type { CreditCard } from '@shop/contract'
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { creditCards, orders, paymentEvents, paymentSessions } from '../../db/schema/index.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { orderRepository } from '../checkout/orders.ts'
import type { Tx } from '../identity/repository.ts'
import type { CardRow, PaymentEvent, PaymentProvider, SessionRow } from './provider.ts'

export const PAYMENT_WINDOW_MS = 30 * 60 * 1000
const cardNotFound = () => new NotFoundError('This card is no longer saved', 'CARD_NOT_FOUND')

const toCard = (row: CardRow): CreditCard => ({
  _id: row.id,
  brand: row.brand,
  last4: row.last4,
  exp_month: row.expMonth,
  exp_year: row.expYear,
  is_default: row.isDefault,
  created_at: row.createdAt.toISOString(),
})

type Log = { info(o: object, m: string): void; warn(o: object, m: string): void }

/**
 * Payment sessions, webhook events and saved cards, behind one provider. Our session id is the
 * stable handle: checkout answers `{apiBase}/payments/sessions/{id}/start`, which opens the
 * provider's page on first visit (no network call inside the checkout transaction).
 */
export function paymentService(deps: {
  db: Db
  provider: PaymentProvider
  apiBase: string
  log: Log
}) {
  const { db, provider, log } = deps

  /** Applies one event inside the caller's transaction (the event id is already claimed). */
  async function apply(tx: Tx, event: PaymentEvent): Promise<string> {
    if (event.type === 'ignored' || !event.sessionId) return 'ignored'
    const [session] = await tx
      .select()
      .from(paymentSessions)
      .where(
        and(eq(paymentSessions.id, event.sessionId), eq(paymentSessions.provider, provider.name)),
      )
      .for('update')
    if (!session) return 'unknown-session'
    if (session.status !== 'open') return `session-${session.status}`
    const close = (status: SessionRow['status']) =>
      tx.update(paymentSessions).set({ status }).where(eq(paymentSessions.id, session.id))

    if (session.kind === 'CARD_SETUP') {
      if (event.type === 'card.saved' && event.card && session.accountId) {
        await saveCard(tx, session.accountId, event.card)
        await close('succeeded')
        return 'card-saved'
      }
      await close(event.type === 'payment.expired' ? 'expired' : 'failed')
      return 'card-failed'
    }

    if (!session.orderId) return 'no-order'
    if (event.type === 'payment.succeeded') {
      const order = await orderRepository.lock(tx, session.orderId)
      await close('succeeded')
      if (!order) return 'no-order'
      if (order.paymentStatus === 'paid') return 'already-paid'
      if (order.releasedAt) {
        // paid after the window closed and the goods were released: staff refunds (issue 7)
        log.warn({ orderId: order.id }, 'payment succeeded for a released order')
        await orderRepository.setStatus(tx, order.id, 'cancelled', 'paid after release: refund due')
        return 'paid-after-release'
      }
      await orderRepository.setStatus(tx, order.id, 'paid', `paid online (${provider.name})`, {
        paymentStatus: 'paid',
        paidAt: new Date(),
      })
      return 'paid'
    }
    const status =
      event.type === 'payment.expired'
        ? 'expired'
        : event.type === 'payment.cancelled'
          ? 'cancelled'
          : 'failed'
    await close(status)
    const released = await orderRepository.release(tx, session.orderId, `payment ${status}`)
    // the shopper left the payment page: what they were buying is in their cart again
    if (released && status !== 'expired') await orderRepository.returnToCart(tx, session.orderId)
    return 'released'
  }

  async function saveCard(tx: Tx, accountId: string, card: NonNullable<PaymentEvent['card']>) {
    const [existing] = await tx
      .select({ n: count() })
      .from(creditCards)
      .where(eq(creditCards.accountId, accountId))
    await tx.insert(creditCards).values({
      accountId,
      provider: provider.name,
      providerRef: card.providerRef,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      // the first card becomes the default
      isDefault: (existing?.n ?? 0) === 0,
    })
  }

  async function ownCard(db: Tx, accountId: string, cardId: string, lock = false) {
    const query = db
      .select()
      .from(creditCards)
      .where(and(eq(creditCards.id, cardId), eq(creditCards.accountId, accountId)))
    const [row] = lock ? await query.for('update') : await query
    if (!row) throw cardNotFound()
    return row
  }

  return {
    provider,
    startUrl: (sessionId: string) => `${deps.apiBase}/payments/sessions/${sessionId}/start`,

    /** A new payment session for an order, written in the checkout transaction. */
    async createPaymentSession(
      tx: Tx,
      values: Pick<
        SessionRow,
        | 'accountId'
        | 'orderId'
        | 'amount'
        | 'successUrl'
        | 'cancelUrl'
        | 'expiresAt'
        | 'savedCardId'
      >,
    ): Promise<string> {
      const [row] = await tx
        .insert(paymentSessions)
        .values({ kind: 'PAYMENT', provider: provider.name, ...values })
        .returning({ id: paymentSessions.id })
      if (!row) throw new Error('payment session not created')
      return row.id
    },

    async sessionOfOrder(db: Tx, orderId: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.orderId, orderId))
        .orderBy(desc(paymentSessions.createdAt))
        .limit(1)
      return row
    },

    /** Where the browser goes for a session: the provider page, or back when it is over. */
    async start(sessionId: string): Promise<string> {
      const [session] = await db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.id, sessionId))
      if (!session) throw new NotFoundError('Payment not found', 'PAYMENT_NOT_FOUND')
      if (session.status === 'succeeded') return session.successUrl
      if (session.status !== 'open' || session.expiresAt <= new Date()) return session.cancelUrl
      if (session.url) return session.url
      const [order] = session.orderId
        ? await db
            .select({ reference: orders.reference, email: orders.contactEmail })
            .from(orders)
            .where(eq(orders.id, session.orderId))
        : []
      const [savedCard] = session.savedCardId
        ? await db.select().from(creditCards).where(eq(creditCards.id, session.savedCardId))
        : []
      const opened = await provider.open({
        session,
        order: order ?? null,
        savedCard: savedCard ?? null,
      })
      // two tabs opening at once: the first URL stored wins, the other tab follows it
      const [stored] = await db
        .update(paymentSessions)
        .set({ url: opened.url, providerRef: opened.providerRef })
        .where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.url, '')))
        .returning({ url: paymentSessions.url })
      if (opened.expiresAt && session.orderId && opened.expiresAt > session.expiresAt) {
        // the provider keeps its page open longer: hold the goods as long
        await db
          .update(orders)
          .set({ paymentExpiresAt: opened.expiresAt })
          .where(eq(orders.id, session.orderId))
      }
      if (stored) return stored.url
      const [again] = await db
        .select({ url: paymentSessions.url })
        .from(paymentSessions)
        .where(eq(paymentSessions.id, session.id))
      return again?.url || opened.url
    },

    /**
     * A verified webhook: the event id is claimed in the same transaction as its effect, so a
     * redelivery (even concurrent) changes nothing. Throws 401 on a bad signature, writing nothing.
     */
    async webhook(raw: Buffer, headers: Record<string, string | string[] | undefined>) {
      const event = await provider.parseWebhook(raw, headers)
      if (!event.id) return { received: true as const, result: 'ignored' }
      const result = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(paymentEvents)
          .values({ id: `${provider.name}:${event.id}`, provider: provider.name, type: event.type })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id })
        if (!claimed) return 'duplicate'
        return apply(tx, event)
      })
      log.info({ eventId: event.id, type: event.type, result }, 'payment webhook')
      return { received: true as const, result }
    },

    /**
     * Refunds `amount` of an order's succeeded payment through the provider (after commit, never
     * inside a transaction). Null when the order has no succeeded payment (nothing to give back).
     */
    async refundOrder(orderId: string, amount: string, key: string) {
      const [session] = await db
        .select()
        .from(paymentSessions)
        .where(
          and(
            eq(paymentSessions.orderId, orderId),
            eq(paymentSessions.kind, 'PAYMENT'),
            eq(paymentSessions.status, 'succeeded'),
          ),
        )
        .orderBy(desc(paymentSessions.createdAt))
        .limit(1)
      if (!session) return null
      return provider.refund({ session, amount, key })
    },

    /** Releases unpaid online orders whose payment window has passed (sweep). */
    async expireUnpaid(now = new Date()): Promise<number> {
      let released = 0
      for (const orderId of await orderRepository.expired(db, now)) {
        const done = await db.transaction(async (tx) => {
          await tx
            .update(paymentSessions)
            .set({ status: 'expired' })
            .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'open')))
          return orderRepository.release(tx, orderId, 'payment window expired')
        })
        if (done) released += 1
      }
      return released
    },

    // ---- saved cards (registered customers only) ----

    async cards(accountId: string, paging: { page: number; perPage: number }) {
      const where = eq(creditCards.accountId, accountId)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(creditCards)
          .where(where)
          .orderBy(desc(creditCards.isDefault), asc(creditCards.createdAt), asc(creditCards.id))
          .limit(paging.perPage)
          .offset((paging.page - 1) * paging.perPage),
        db.select({ n: count() }).from(creditCards).where(where),
      ])
      return { rows: rows.map(toCard), total: total?.n ?? 0, ...paging }
    },

    ownCard,

    async bindCard(accountId: string, urls: { success_url: string; cancel_url: string }) {
      const [row] = await db
        .insert(paymentSessions)
        .values({
          kind: 'CARD_SETUP',
          provider: provider.name,
          accountId,
          successUrl: urls.success_url,
          cancelUrl: urls.cancel_url,
          expiresAt: new Date(Date.now() + PAYMENT_WINDOW_MS),
        })
        .returning({ id: paymentSessions.id })
      if (!row) throw new Error('session not created')
      return { return_url: this.startUrl(row.id) }
    },

    async setDefault(accountId: string, cardId: string) {
      return db.transaction(async (tx) => {
        await ownCard(tx, accountId, cardId, true)
        await tx
          .update(creditCards)
          .set({ isDefault: false })
          .where(and(eq(creditCards.accountId, accountId), ne(creditCards.id, cardId)))
        await tx.update(creditCards).set({ isDefault: true }).where(eq(creditCards.id, cardId))
        return { _id: cardId, is_default: true }
      })
    },

    async deleteCard(accountId: string, cardId: string) {
      return db.transaction(async (tx) => {
        const card = await ownCard(tx, accountId, cardId, true)
        await tx.delete(creditCards).where(eq(creditCards.id, cardId))
        if (card.isDefault) {
          // the newest remaining card takes over as default
          await tx
            .update(creditCards)
            .set({ isDefault: true })
            .where(
              eq(
                creditCards.id,
                sql`(select id from credit_cards where account_id = ${accountId}
                  order by created_at desc, id limit 1)`,
              ),
            )
        }
        return { _id: cardId, deleted: true as const }
      })
    },
  }
}
export type PaymentService = ReturnType<typeof paymentService>
