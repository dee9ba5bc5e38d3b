import type { PaymentMethod } from '@shop/contract'
import Stripe from 'stripe'
import { z } from 'zod'
import { UnauthorizedError } from '#api/lib/errors.ts'
import { toCents } from '#api/lib/money.ts'
import { eventPart, readEventBody } from './event-body.ts'
import type { PaymentEvent, PaymentProvider } from './provider.ts'

export const STRIPE = 'stripe'
/** Stripe keeps a Checkout Session open at least 30 minutes. */
const MIN_SESSION_MS = 31 * 60 * 1000

type Options = { secretKey: string; webhookSecret: string; client?: Stripe }

/** The part of a Stripe event the shop reads; anything else signed is a malformed event (400). */
const stripeEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().max(200),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
})
const checkoutSession = z.object({
  mode: z.string().max(40).optional(),
  payment_status: z.string().max(40).optional(),
  client_reference_id: z.string().max(255).nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  setup_intent: z.union([z.string().max(255), z.object({ id: z.string().max(255) })]).nullish(),
})

type MethodParams = Pick<
  Stripe.Checkout.SessionCreateParams,
  'allowed_payment_method_types' | 'payment_method_options'
>
/**
 * The one way a payment page takes the money, as the shopper chose it at checkout (ADR 070):
 * a card, AlipayHK (`alipay`) or WeChat Pay HK (`wechat_pay`, its QR code shown on the web page).
 * API 2026-09-30.endive removed `payment_method_types` from session creation; the pinned API
 * version takes `allowed_payment_method_types` (Stripe's answer lists it in
 * `payment_method_types`).
 */
export function stripeMethodParams(method: PaymentMethod | null): MethodParams {
  switch (method) {
    case 'ALIPAY_HK':
      return { allowed_payment_method_types: ['alipay'] }
    case 'WECHAT_PAY_HK':
      return {
        allowed_payment_method_types: ['wechat_pay'],
        payment_method_options: { wechat_pay: { client: 'web' } },
      }
    default:
      return { allowed_payment_method_types: ['card'] }
  }
}

/**
 * Stripe Checkout Sessions (payment and card set-up) and signed webhooks through the official SDK.
 * Selected with PAYMENT_PROVIDER=stripe, STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.
 */
export function stripeProvider(options: Options): PaymentProvider {
  const stripe = options.client ?? new Stripe(options.secretKey)

  async function cardOf(setupIntentId: string): Promise<PaymentEvent['card']> {
    const intent = await stripe.setupIntents.retrieve(setupIntentId, {
      expand: ['payment_method'],
    })
    const method = intent.payment_method
    if (!method || typeof method === 'string' || !method.card) return undefined
    return {
      providerRef: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    }
  }

  return {
    name: STRIPE,
    async open({ session, order }) {
      const expiresAt = new Date(Math.max(session.expiresAt.getTime(), Date.now() + MIN_SESSION_MS))
      const common = {
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
        client_reference_id: session.id,
        metadata: { session_id: session.id },
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      }
      const created =
        session.kind === 'CARD_SETUP'
          ? await stripe.checkout.sessions.create({
              ...common,
              mode: 'setup',
              currency: 'hkd',
            })
          : await stripe.checkout.sessions.create({
              ...common,
              mode: 'payment',
              ...stripeMethodParams(order?.paymentMethod ?? null),
              ...(order?.email ? { customer_email: order.email } : {}),
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: 'hkd',
                    unit_amount: toCents(session.amount ?? '0'),
                    product_data: { name: `Order ${order?.reference ?? session.id}` },
                  },
                },
              ],
            })
      if (!created.url) throw new Error('Stripe returned no session URL')
      return { url: created.url, providerRef: created.id, expiresAt }
    },

    async expire(session) {
      if (!session.providerRef) return
      const current = await stripe.checkout.sessions.retrieve(session.providerRef)
      // a completed session cannot be expired: its payment arrives as an event (refund due)
      if (current.status === 'open') await stripe.checkout.sessions.expire(session.providerRef)
    },

    async refund({ session, amount, key }) {
      if (!session.providerRef) throw new Error('payment session has no Stripe reference')
      const checkout = await stripe.checkout.sessions.retrieve(session.providerRef)
      const intent = checkout.payment_intent
      const intentId = typeof intent === 'string' ? intent : intent?.id
      if (!intentId) throw new Error('Stripe session has no payment intent')
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, amount: toCents(amount), metadata: { refund_request_id: key } },
        { idempotencyKey: `refund-${key}` },
      )
      return { providerRef: refund.id }
    },

    async parseWebhook(raw, headers) {
      try {
        await stripe.webhooks.constructEventAsync(
          raw,
          headers['stripe-signature'] as string,
          options.webhookSecret,
        )
      } catch (error) {
        // only a body that failed to parse after its signature was verified is read further
        // (and refused as malformed, 400); anything else is an invalid signature
        if (!(error instanceof SyntaxError)) {
          throw new UnauthorizedError('Invalid webhook signature', 'INVALID_SIGNATURE')
        }
      }
      const event = readEventBody(raw, stripeEvent)
      const ignored: PaymentEvent = { id: event.id, type: 'ignored', sessionId: null }
      if (!event.type.startsWith('checkout.session.')) return ignored
      const object = eventPart(event.data.object, checkoutSession, 'body.data.object')
      const reference = object.metadata?.session_id ?? object.client_reference_id ?? null
      // a session another integration of the same Stripe account opened is not ours
      const sessionId = reference && z.uuid().safeParse(reference).success ? reference : null
      const base = { id: event.id, sessionId }
      switch (event.type) {
        case 'checkout.session.completed':
          if (object.mode === 'setup') {
            const intent = object.setup_intent
            const card = intent
              ? await cardOf(typeof intent === 'string' ? intent : intent.id)
              : undefined
            return card ? { ...base, type: 'card.saved', card } : { ...base, type: 'card.failed' }
          }
          // delayed methods complete unpaid and report later (async_payment_*)
          return object.payment_status === 'unpaid'
            ? ignored
            : { ...base, type: 'payment.succeeded' }
        case 'checkout.session.async_payment_succeeded':
          return { ...base, type: 'payment.succeeded' }
        case 'checkout.session.async_payment_failed':
          return { ...base, type: 'payment.failed' }
        case 'checkout.session.expired':
          return { ...base, type: object.mode === 'setup' ? 'card.failed' : 'payment.expired' }
        default:
          return ignored
      }
    },
  }
}
