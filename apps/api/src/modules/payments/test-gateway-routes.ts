import { randomBytes } from 'node:crypto'
import { isLocale, isWalletMethod, type Locale } from '@shop/contract'
import { eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import { accounts, creditCards, orders, paymentSessions } from '#api/db/schema/index.ts'
import { LIMITS, type RateLimiter } from '#api/lib/rate-limit.ts'
import type { PaymentEvent } from './provider.ts'
import { SIGNATURE_HEADER, signPayload } from './signature.ts'
import { cardBrand, TEST_CARDS, TEST_GATEWAY } from './test-gateway.ts'
import { renderPage } from './test-gateway-page.ts'

type Options = { db: Db; secret: string; webhookPath: string; limiter: RateLimiter }

/** "12/30" → {month: 12, year: 2030}, only when not in the past. */
function expiryOf(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim())
  if (!match) return null
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  const now = new Date()
  if (month < 1 || month > 12) return null
  if (
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  )
    return null
  return { month, year }
}

/** cancel_url marked `payment=declined` (spec §4: a failed payment goes to the failure page). */
export function declined(cancelUrl: string): string {
  const url = new URL(cancelUrl)
  url.searchParams.set('payment', 'declined')
  return url.toString()
}

/**
 * The built-in test gateway's hosted page (HTML under the API). On submit it signs an event,
 * delivers it to the API's own webhook route (as a real gateway would) and sends the browser to
 * success_url or cancel_url.
 */
export const testGatewayRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  const { db, secret, webhookPath, limiter } = options
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  const page = '/payments/test-gateway/sessions/:id'

  async function load(id: string) {
    if (!z.uuid().safeParse(id).success) return null
    const [row] = await db
      .select({
        session: paymentSessions,
        reference: orders.reference,
        method: orders.paymentMethod,
        // the order's language, else (card set-up) the member's
        language: sql<string | null>`coalesce(${orders.language}, ${accounts.language})`,
      })
      .from(paymentSessions)
      .leftJoin(orders, eq(orders.id, paymentSessions.orderId))
      .leftJoin(accounts, eq(accounts.id, paymentSessions.accountId))
      .where(eq(paymentSessions.id, id))
    if (!row || row.session.provider !== TEST_GATEWAY) return null
    const [card] = row.session.savedCardId
      ? await db.select().from(creditCards).where(eq(creditCards.id, row.session.savedCardId))
      : []
    return { ...row, card }
  }

  function localeOf(query: unknown, fallback: string | null): Locale {
    const lang = (query as { lang?: string }).lang
    if (isLocale(lang)) return lang
    return isLocale(fallback) ? fallback : 'en'
  }

  function state(found: NonNullable<Awaited<ReturnType<typeof load>>>, locale: Locale, id: string) {
    const { session } = found
    const open = session.status === 'open' && session.expiresAt > new Date()
    return {
      locale,
      action: `./${id}`,
      kind: session.kind,
      amount: session.amount,
      reference: found.reference,
      savedCard: found.card ? { brand: found.card.brand, last4: found.card.last4 } : null,
      wallet: found.method && isWalletMethod(found.method) ? found.method : null,
      error: false,
      closedUrl: open
        ? null
        : session.status === 'succeeded'
          ? session.successUrl
          : session.cancelUrl,
    }
  }

  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>(
    page,
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await load(request.params.id)
      if (!found) return reply.status(404).type('text/plain').send('Payment not found')
      const html = renderPage(
        state(found, localeOf(request.query, found.language), request.params.id),
      )
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)
    },
  )

  app.post<{
    Params: { id: string }
    Querystring: { lang?: string }
    Body: Record<string, string>
  }>(page, { schema: { hide: true } }, async (request, reply) => {
    await limiter.check(LIMITS.paymentIp, request.ip)
    const found = await load(request.params.id)
    if (!found) return reply.status(404).type('text/plain').send('Payment not found')
    const locale = localeOf(request.query, found.language)
    const view = state(found, locale, request.params.id)
    const send = (status: number, html: string) =>
      reply
        .status(status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html)
    if (view.closedUrl) return send(409, renderPage(view))

    const form = request.body ?? {}
    const { session } = found
    let type: PaymentEvent['type']
    let card: PaymentEvent['card']
    if (form.action === 'cancel') {
      type = session.kind === 'PAYMENT' ? 'payment.cancelled' : 'card.failed'
    } else if (found.card) {
      type = 'payment.succeeded'
    } else if (view.wallet) {
      // the wallet app's answer: approved, or declined (the order stays payable, ADR 059)
      type = form.action === 'decline' ? 'payment.failed' : 'payment.succeeded'
    } else {
      const number = String(form.card_number ?? '').replace(/[\s-]/g, '')
      const expiry = expiryOf(String(form.expiry ?? ''))
      const cvcOk = /^\d{3,4}$/.test(String(form.cvc ?? '').trim())
      const known = number === TEST_CARDS.success || number === TEST_CARDS.declined
      if (!known || !expiry || !cvcOk) return send(400, renderPage({ ...view, error: true }))
      const ok = number === TEST_CARDS.success
      if (session.kind === 'PAYMENT') type = ok ? 'payment.succeeded' : 'payment.failed'
      else {
        type = ok ? 'card.saved' : 'card.failed'
        if (ok)
          card = {
            providerRef: `tgcard_${randomBytes(12).toString('hex')}`,
            brand: cardBrand(number),
            last4: number.slice(-4),
            expMonth: expiry.month,
            expYear: expiry.year,
          }
      }
    }
    const raw = JSON.stringify({
      id: `evt_${randomBytes(16).toString('hex')}`,
      type,
      created: Math.floor(Date.now() / 1000),
      data: { session_id: session.id, ...(card ? { card } : {}) },
    })
    const delivered = await app.inject({
      method: 'POST',
      url: webhookPath,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, raw) },
      payload: raw,
    })
    if (delivered.statusCode !== 200) {
      request.log.error({ status: delivered.statusCode }, 'test gateway webhook refused')
      return send(502, renderPage({ ...view, error: true }))
    }
    const success = type === 'payment.succeeded' || type === 'card.saved'
    if (success) return reply.redirect(session.successUrl, 303)
    // a declined card is not a change of mind: the shop shows its failure page, not "cancelled"
    return reply.redirect(
      form.action === 'cancel' ? session.cancelUrl : declined(session.cancelUrl),
      303,
    )
  })
}
