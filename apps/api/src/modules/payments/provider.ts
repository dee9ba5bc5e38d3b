import type { PaymentMethod } from '@shop/contract'
import type { creditCards, paymentSessions } from '#api/db/schema/index.ts'

export type SessionRow = typeof paymentSessions.$inferSelect
export type CardRow = typeof creditCards.$inferSelect

/** What a saved card keeps: the gateway's reference and what the shopper recognises. */
export type CardDetails = {
  providerRef: string
  brand: string
  last4: string
  expMonth: number
  expYear: number
}

/** A webhook event in the shop's own terms, whatever the provider. */
export type PaymentEvent = {
  /** The provider's event id: a redelivered event carries the same id and is applied once. */
  id: string
  type:
    | 'payment.succeeded'
    | 'payment.failed'
    | 'payment.cancelled'
    | 'payment.expired'
    | 'card.saved'
    | 'card.failed'
    | 'ignored'
  /** Our payment session id (the provider echoes it back as metadata). */
  sessionId: string | null
  card?: CardDetails
}

export type OpenContext = {
  session: SessionRow
  /**
   * For PAYMENT sessions of an order; `paymentMethod` says which way the page takes the money
   * (a card, AlipayHK or WeChat Pay HK, ADR 070). An installment's page takes cards.
   */
  order: { reference: string; email: string | null; paymentMethod: PaymentMethod } | null
  savedCard: CardRow | null
}

/**
 * A payment gateway: a hosted page for a session (payment or card set-up) and signed webhooks.
 * The built-in test gateway is the default; Stripe is chosen with PAYMENT_PROVIDER=stripe.
 */
export interface PaymentProvider {
  readonly name: string
  /** Creates the gateway page of a session; the shopper's browser is sent to `url`. */
  open(context: OpenContext): Promise<{ url: string; providerRef: string; expiresAt?: Date }>
  /** Verifies the signature over the raw body and reads the event; throws UnauthorizedError. */
  parseWebhook(
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent>
  /**
   * Closes the hosted page of a session that will not be paid (its order was released), so the
   * shopper cannot pay any more. Called after commit; may throw when the page was just paid.
   */
  expire(session: SessionRow): Promise<void>
  /**
   * Gives back `amount` (HKD, e.g. "120.50") of the succeeded payment of `session`. `key` is the
   * refund request id: a retry with the same key refunds once (issue 7, ADR 015).
   */
  refund(input: {
    session: SessionRow
    amount: string
    key: string
  }): Promise<{ providerRef: string }>
}
