import type { CreditCard } from '@shop/contract'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { NotFoundError } from '#api/lib/errors.ts'
import type { CardRow, OpenContext, PaymentEvent, PaymentProvider, SessionRow } from './provider.ts'
import { paymentsRepository as repo } from './repository.ts'

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
 * What payments need to know of an order, given by the orders module when the app is wired
 * (payments never import orders: the order lifecycle calls payments, not the other way round).
 */
export type OrderPort = {
  /** What the provider's page shows. */
  facts(db: Tx, orderId: string): Promise<OpenContext['order']>
  /** The provider keeps its page open longer than our window: hold the goods as long. */
  extendHold(db: Tx, orderId: string, until: Date): Promise<void>
}

/**
 * Payment sessions, webhook verification and saved cards, behind one provider. Our session id
 * is the stable handle: checkout answers `{apiBase}/payments/sessions/{id}/start`, which opens
 * the provider's page on first visit (no network call inside the checkout transaction). What a
 * payment event does to an order is the order lifecycle's (modules/orders/lifecycle).
 */
export function paymentService(deps: {
  db: Db
  provider: PaymentProvider
  apiBase: string
  log: Log
  orders: OrderPort
}) {
  const { db, provider, log } = deps

  async function ownCard(db: Tx, accountId: string, cardId: string, lock = false) {
    const row = await repo.card(db, cardId, accountId, lock)
    if (!row) throw cardNotFound()
    return row
  }

  return {
    provider,
    startUrl: (sessionId: string) => `${deps.apiBase}/payments/sessions/${sessionId}/start`,

    /** A new payment session for an order, written in the checkout transaction. */
    openSession(
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
      return repo.insertSession(tx, { kind: 'PAYMENT', provider: provider.name, ...values })
    },

    /**
     * The one open payment session of a project installment (issue 18, ADR 038), in the caller's
     * transaction under the installment's row lock: the open one is answered while it lasts and
     * asks the same amount; otherwise it is closed (`closed`: expire its provider page after
     * commit) and a new one opened. A partial unique index keeps it to one open per installment.
     */
    async installmentSession(
      tx: Tx,
      values: Pick<
        SessionRow,
        'accountId' | 'installmentId' | 'amount' | 'successUrl' | 'cancelUrl' | 'expiresAt'
      > & { installmentId: string },
      now = new Date(),
    ): Promise<{ id: string; closed: SessionRow[] }> {
      const open = await repo.lockOpenOfInstallment(tx, values.installmentId)
      if (open && open.expiresAt > now && open.amount === values.amount)
        return { id: open.id, closed: [] }
      if (open) await repo.setStatus(tx, open.id, open.expiresAt > now ? 'cancelled' : 'expired')
      const id = await repo.insertSession(tx, {
        kind: 'PAYMENT',
        provider: provider.name,
        ...values,
      })
      return { id, closed: open ? [open] : [] }
    },

    latestSession: (db: Tx, orderId: string) => repo.latestOfOrder(db, orderId),
    /** A session of this provider, unlocked (to find its order before locking anything). */
    session: (db: Tx, id: string) => repo.session(db, id, provider.name),
    /** Locks a session row; callers hold its order's lock first (lib/locks.ts). */
    lockSession: (tx: Tx, id: string) => repo.lockSession(tx, id),
    closeSession: (tx: Tx, id: string, status: SessionRow['status']) =>
      repo.setStatus(tx, id, status),
    /** Closes an order's open sessions in the caller's transaction; expire them after commit. */
    closeOpenSessions: (tx: Tx, orderId: string, status: 'cancelled' | 'expired') =>
      repo.closeOpenOfOrder(tx, orderId, status),

    /**
     * Undo step of a release, after commit: closes the provider's page of each session so the
     * shopper cannot pay for goods given back. A provider that refuses (the page was paid a
     * moment ago) is only logged: that payment arrives as an event and becomes a refund due.
     */
    async expireAtProvider(sessions: SessionRow[]): Promise<void> {
      for (const session of sessions) {
        if (!session.providerRef) continue // never opened: there is no page to close
        try {
          await provider.expire(session)
        } catch (err) {
          log.warn({ err, sessionId: session.id }, 'provider page could not be expired')
        }
      }
    },

    /** Where the browser goes for a session: the provider page, or back when it is over. */
    async start(sessionId: string): Promise<string> {
      const session = await repo.session(db, sessionId)
      if (!session) throw new NotFoundError('Payment not found', 'PAYMENT_NOT_FOUND')
      if (session.status === 'succeeded') return session.successUrl
      if (session.status !== 'open' || session.expiresAt <= new Date()) return session.cancelUrl
      if (session.url) return session.url
      const order = session.orderId ? await deps.orders.facts(db, session.orderId) : null
      const savedCard = session.savedCardId ? await repo.card(db, session.savedCardId) : undefined
      const opened = await provider.open({ session, order, savedCard: savedCard ?? null })
      if (opened.expiresAt && session.orderId && opened.expiresAt > session.expiresAt) {
        await deps.orders.extendHold(db, session.orderId, opened.expiresAt)
      }
      return repo.setPage(db, session.id, { url: opened.url, providerRef: opened.providerRef })
    },

    /** Verifies a webhook (401 on a bad signature, 400 on a malformed event). */
    verify: (raw: Buffer, headers: Record<string, string | string[] | undefined>) =>
      provider.parseWebhook(raw, headers),

    /** Claims an event id in the caller's transaction; false for a redelivery. */
    claimEvent: (tx: Tx, event: PaymentEvent) =>
      repo.claimEvent(tx, {
        id: `${provider.name}:${event.id}`,
        provider: provider.name,
        type: event.type,
      }),

    /** A card set-up event (its session is locked by the caller). */
    async applyCardEvent(tx: Tx, session: SessionRow, event: PaymentEvent): Promise<string> {
      if (event.type === 'card.saved' && event.card && session.accountId) {
        await repo.insertCard(tx, session.accountId, provider.name, event.card)
        await repo.setStatus(tx, session.id, 'succeeded')
        return 'card-saved'
      }
      await repo.setStatus(tx, session.id, event.type === 'payment.expired' ? 'expired' : 'failed')
      return 'card-failed'
    },

    /**
     * Gives back `amount` of a succeeded payment session through the provider (after commit,
     * never inside a transaction); `key` makes a retry refund once.
     */
    refund: (session: SessionRow, amount: string, key: string) =>
      provider.refund({ session, amount, key }),

    /** Refunds part of an order's succeeded payment; null when it has none (nothing to give). */
    async refundOrder(orderId: string, amount: string, key: string) {
      const session = await repo.latestOfOrder(db, orderId, 'succeeded')
      if (!session) return null
      return provider.refund({ session, amount, key })
    },

    // ---- saved cards (registered customers only) ----

    async cards(accountId: string, paging: { page: number; perPage: number }) {
      const { rows, total } = await repo.cards(db, accountId, paging)
      return { rows: rows.map(toCard), total, ...paging }
    },

    ownCard,

    async bindCard(accountId: string, urls: { success_url: string; cancel_url: string }) {
      const id = await repo.insertSession(db, {
        kind: 'CARD_SETUP',
        provider: provider.name,
        accountId,
        successUrl: urls.success_url,
        cancelUrl: urls.cancel_url,
        expiresAt: new Date(Date.now() + PAYMENT_WINDOW_MS),
      })
      return { return_url: this.startUrl(id) }
    },

    async setDefault(accountId: string, cardId: string) {
      return db.transaction(async (tx) => {
        await ownCard(tx, accountId, cardId, true)
        await repo.setDefaultCard(tx, accountId, cardId)
        return { _id: cardId, is_default: true }
      })
    },

    async deleteCard(accountId: string, cardId: string) {
      return db.transaction(async (tx) => {
        const card = await ownCard(tx, accountId, cardId, true)
        await repo.deleteCard(tx, accountId, cardId, card.isDefault)
        return { _id: cardId, deleted: true as const }
      })
    },
  }
}
export type PaymentService = ReturnType<typeof paymentService>
