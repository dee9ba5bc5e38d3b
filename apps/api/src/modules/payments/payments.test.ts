import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { orderStatuses, orders, paymentEvents, paymentSessions } from '#api/db/schema/index.ts'
import {
  addToCart,
  auth,
  CANCEL_URL,
  checkout,
  checkoutBody,
  findVariant,
  GATEWAY_SECRET,
  gatewayPage,
  guest,
  lifecycleOf,
  PAY_OK,
  SUCCESS_URL,
  shopApp,
  stockOf,
  submitGateway,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { register } from '../identity/test-helpers.ts'
import { mailAbout } from '../orders/admin-test-helpers.ts'
import { SIGNATURE_HEADER, signPayload } from './signature.ts'
import { stripeProvider } from './stripe.ts'

const WEBHOOK = '/api/v1/payments/webhooks/test-gateway'

describe.each(testDatabases)('payments on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  /** An unpaid online order of a new guest; answers its ids. */
  async function onlineOrder(index = 0) {
    const token = await guest(app)
    const [v] = (await findVariant(database, { sale: false, points: false, minStock: 3 })).slice(
      index,
    )
    if (!v) throw new Error('no variant')
    await addToCart(app, token, { product_variant_id: v.id, qty: 1 })
    const placed = (
      await checkout(app, token, checkoutBody([v.id], { payment_method: 'ONLINE' }))
    ).json()
    const sessionId = /sessions\/([0-9a-f-]{36})\/start/.exec(placed.return_url)?.[1] as string
    return {
      token,
      variant: v,
      orderId: placed.order._id as string,
      sessionId,
      returnUrl: placed.return_url as string,
    }
  }

  const signedEvent = (id: string, type: string, sessionId: string, secret = GATEWAY_SECRET) => {
    const raw = JSON.stringify({ id, type, data: { session_id: sessionId } })
    return { raw, signature: signPayload(secret, raw) }
  }
  const deliver = (raw: string, signature: string, url = WEBHOOK, header = SIGNATURE_HEADER) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', [header]: signature },
      payload: raw,
    })

  it('applies a webhook delivered 5 times at once exactly once', async () => {
    const { orderId, sessionId } = await onlineOrder()
    const { raw, signature } = signedEvent('evt_five_times', 'payment.succeeded', sessionId)
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(raw, signature)))
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200])
    const results = responses.map((r) => r.json().result).sort()
    expect(results).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'paid'])
    const statuses = await database.db
      .select()
      .from(orderStatuses)
      .where(eq(orderStatuses.orderId, orderId))
    expect(statuses.map((s) => s.slug)).toEqual(['submitted', 'paid'])
    // a later failure event for the same session changes nothing
    const late = signedEvent('evt_late_failure', 'payment.failed', sessionId)
    expect((await deliver(late.raw, late.signature)).json().result).toBe('session-succeeded')
    const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(row).toMatchObject({ status: 'paid', paymentStatus: 'paid', releasedAt: null })
  })

  it('thanks for an online order only once its payment is through; a declined one gets no thank-you', async () => {
    const paid = await onlineOrder(4)
    const [row] = await database.db.select().from(orders).where(eq(orders.id, paid.orderId))
    const reference = row?.reference ?? '-'
    // checkout wrote no "thank you": nothing is paid yet
    expect(await mailAbout(database, reference)).toEqual([])
    const ok = signedEvent('evt_paid_thanks', 'payment.succeeded', paid.sessionId)
    expect((await deliver(ok.raw, ok.signature)).json().result).toBe('paid')
    const [thanks, ...more] = await mailAbout(database, reference)
    expect(more).toEqual([])
    expect(thanks?.subject).toBe(`Order ${reference} received`)
    expect(thanks?.body).toContain(`Thank you for your order ${reference}.`)
    expect(thanks?.body).toMatch(/Your payment of HK\$[\d,.]+ is through: thank you\./)
    expect(thanks?.body).not.toContain('We will confirm as soon as the payment is through')
    // its private link opens the order without signing in
    const link = /https?:\/\/\S+\/access\/\S+/.exec(thanks?.body ?? '')?.[0]
    expect(link).toBeTruthy()

    const declined = await onlineOrder(5)
    const [other] = await database.db.select().from(orders).where(eq(orders.id, declined.orderId))
    const failed = signedEvent('evt_declined_thanks', 'payment.failed', declined.sessionId)
    // issue 30: the order stays payable (pay again) until its window passes
    expect((await deliver(failed.raw, failed.signature)).json().result).toBe('payable')
    const told = await mailAbout(database, other?.reference ?? '-')
    expect(told.map((m) => m.subject).join(' | ')).not.toMatch(/received/)
  })

  it('refuses a bad signature with 401 and writes nothing', async () => {
    const { orderId, sessionId } = await onlineOrder(1)
    const before = await database.db.select().from(paymentEvents)
    const forged = signedEvent('evt_forged', 'payment.succeeded', sessionId, 'not-the-secret')
    const tampered = signedEvent('evt_tampered', 'payment.succeeded', sessionId)
    for (const [raw, signature] of [
      [forged.raw, forged.signature],
      [tampered.raw.replace('evt_tampered', 'evt_tampered2'), tampered.signature],
      [tampered.raw, ''],
      [tampered.raw, 't=1,v1=00'],
    ] as const) {
      const response = await deliver(raw, signature)
      expect(response.statusCode).toBe(401)
      expect(response.json().code).toBe('INVALID_SIGNATURE')
    }
    expect(await database.db.select().from(paymentEvents)).toHaveLength(before.length)
    const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId))
    expect(row?.paymentStatus).toBe('unpaid')
    expect(
      (await deliver(tampered.raw, tampered.signature, '/api/v1/payments/webhooks/paypal'))
        .statusCode,
    ).toBe(404)
  })

  it('keeps the order payable when the shopper leaves the payment page; releases it when the window expires', async () => {
    const cancelled = await onlineOrder(2)
    const stock = await stockOf(database, cancelled.variant.id)
    const page = await gatewayPage(app, cancelled.returnUrl)
    const back = await submitGateway(app, page, { action: 'cancel' })
    expect(back.statusCode).toBe(303)
    // issue 30: back to the failure page of that order, which stays payable with its goods held
    const cancelPage = `${CANCEL_URL}?order=${cancelled.orderId}`
    expect(back.headers.location).toBe(cancelPage)
    expect(await stockOf(database, cancelled.variant.id)).toBe(stock)
    const [row] = await database.db.select().from(orders).where(eq(orders.id, cancelled.orderId))
    expect(row).toMatchObject({ status: 'submitted', paymentStatus: 'unpaid', releasedAt: null })
    // the start link of that attempt now leads back to the failure page
    expect((await app.inject(new URL(cancelled.returnUrl).pathname)).headers.location).toBe(
      cancelPage,
    )

    const late = await onlineOrder(3)
    const lateStock = await stockOf(database, late.variant.id)
    const lifecycle = lifecycleOf(database)
    expect(await lifecycle.expireUnpaid(new Date())).toBe(0)
    const released = await lifecycle.expireUnpaid(new Date(Date.now() + 31 * 60 * 1000))
    expect(released).toBeGreaterThanOrEqual(1)
    expect(await stockOf(database, late.variant.id)).toBe(lateStock + 1)
    const [expired] = await database.db.select().from(orders).where(eq(orders.id, late.orderId))
    expect(expired?.status).toBe('cancelled')
    // issue 30: the shopper is told by e-mail, in the order's language
    const told = (await mailAbout(database, expired?.reference ?? '-')).at(-1)
    expect(told?.subject).toBe(`Order ${expired?.reference} cancelled: no payment received`)
    expect(told?.body).toContain('Nothing was charged')
    const [session] = await database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, late.sessionId))
    expect(session?.status).toBe('expired')
    // paying after expiry does not revive the order
    const latePage = `/api/v1/payments/test-gateway/sessions/${late.sessionId}`
    expect((await submitGateway(app, latePage, PAY_OK)).statusCode).toBe(409)
    expect((await app.inject(new URL(late.returnUrl).pathname)).headers.location).toBe(
      `${CANCEL_URL}?order=${late.orderId}`,
    )
  })

  it('binds cards, switches the default, deletes, and pays with a saved card; only the owner may', async () => {
    const { token } = await register(app)
    const { token: other } = await register(app)
    // the card page speaks the member's language (no order to take it from)
    const { token: zhMember } = await register(app, {}, 'zh')
    const zhBind = await app.inject({
      method: 'POST',
      url: '/api/v1/credit-cards/bind-card',
      headers: auth(zhMember),
      payload: { success_url: SUCCESS_URL, cancel_url: CANCEL_URL },
    })
    const zhPage = await gatewayPage(app, zhBind.json().return_url)
    expect((await app.inject(zhPage)).body).toContain('新增信用卡至你的帳戶')
    expect(
      (await submitGateway(app, zhPage, { ...PAY_OK, card_number: '4000 0000 0000 0002' })).headers
        .location,
    ).toBe(`${CANCEL_URL}?payment=declined`)
    expect((await submitGateway(app, zhPage, PAY_OK)).statusCode).toBe(409)
    const urls = { success_url: SUCCESS_URL, cancel_url: CANCEL_URL }
    for (const expiry of ['11/38', '04/37']) {
      const bind = await app.inject({
        method: 'POST',
        url: '/api/v1/credit-cards/bind-card',
        headers: auth(token),
        payload: urls,
      })
      expect(bind.statusCode).toBe(200)
      const page = await gatewayPage(app, bind.json().return_url)
      expect((await app.inject(`${page}?lang=zh`)).body).toContain('儲存信用卡')
      const bad = await submitGateway(app, page, { ...PAY_OK, card_number: '1234 5678 9012 3456' })
      expect(bad.statusCode).toBe(400)
      const saved = await submitGateway(app, page, { ...PAY_OK, expiry })
      expect(saved.headers.location).toBe(SUCCESS_URL)
    }
    const list = await app.inject({ url: '/api/v1/credit-cards/all', headers: auth(token) })
    expect(list.json()).toMatchObject({ total: 2, current_page: 1, next_page_url: null })
    const cards = list.json().data as {
      _id: string
      is_default: boolean
      last4: string
      exp_year: number
    }[]
    expect(cards.map((c) => c.last4)).toEqual(['4242', '4242'])
    expect(cards[0]?.is_default).toBe(true)
    expect(Object.keys(cards[0] ?? {}).sort()).toEqual(
      ['_id', 'brand', 'created_at', 'exp_month', 'exp_year', 'is_default', 'last4'].sort(),
    )
    const second = cards[1]?._id as string
    const put = (url: string, t = token) => app.inject({ method: 'PUT', url, headers: auth(t) })
    expect((await put(`/api/v1/credit-cards/${second}/set-default`)).json()).toEqual({
      _id: second,
      is_default: true,
    })
    const after = (
      await app.inject({ url: '/api/v1/credit-cards/all', headers: auth(token) })
    ).json()
    expect(after.data[0]._id).toBe(second)
    expect(after.data.filter((c: { is_default: boolean }) => c.is_default)).toHaveLength(1)
    // someone else's card, an unknown card, a guest: refused
    expect((await put(`/api/v1/credit-cards/${second}/set-default`, other)).statusCode).toBe(404)
    expect((await put(`/api/v1/credit-cards/${second}/delete`, other)).statusCode).toBe(404)
    expect((await put('/api/v1/credit-cards/not-a-card/delete')).statusCode).toBe(400)
    const guestToken = await guest(app)
    expect(
      (await app.inject({ url: '/api/v1/credit-cards/all', headers: auth(guestToken) })).statusCode,
    ).toBe(403)
    expect((await app.inject('/api/v1/credit-cards/all')).statusCode).toBe(401)

    // a saved card pays without typing the number
    const [v] = await findVariant(database, { sale: false, points: false, minStock: 3 })
    await addToCart(app, token, { product_variant_id: v?.id, qty: 1 })
    const placed = await checkout(
      app,
      token,
      checkoutBody([v?.id as string], { payment_method: 'SAVED_CARD', card_id: second }),
    )
    expect(placed.statusCode).toBe(201)
    const page = await gatewayPage(app, placed.json().return_url)
    expect((await app.inject(page)).body).toContain('•••• 4242')
    expect((await submitGateway(app, page, { action: 'pay' })).headers.location).toBe(
      `${SUCCESS_URL}?reference=${placed.json().order.reference}&order=${placed.json().order._id}`,
    )
    const [row] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.json().order._id))
    expect(row?.paymentStatus).toBe('paid')
    // another shopper cannot pay with this card
    await addToCart(app, other, { product_variant_id: v?.id, qty: 1 })
    const stolen = await checkout(
      app,
      other,
      checkoutBody([v?.id as string], { payment_method: 'SAVED_CARD', card_id: second }),
    )
    expect(stolen.statusCode).toBe(404)

    expect((await put(`/api/v1/credit-cards/${second}/delete`)).json()).toEqual({
      _id: second,
      deleted: true,
    })
    const remaining = (
      await app.inject({ url: '/api/v1/credit-cards/all', headers: auth(token) })
    ).json()
    expect(remaining.total).toBe(1)
    expect(remaining.data[0].is_default).toBe(true)
  })
})

describe.each(testDatabases)('Stripe webhooks on $name (offline)', (kind) => {
  let database: Database
  let app: FastifyInstance
  const webhookSecret = 'whsec_test_offline'
  const stripe = new Stripe('sk_test_offline')
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(
      database,
      stripeProvider({ secretKey: 'sk_test_offline', webhookSecret, client: stripe }),
    )
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('verifies the signature with the SDK and marks the order paid', async () => {
    const token = await guest(app)
    const [v] = await findVariant(database, { sale: false, points: false, minStock: 2 })
    await addToCart(app, token, { product_variant_id: v?.id, qty: 1 })
    const placed = (
      await checkout(app, token, checkoutBody([v?.id as string], { payment_method: 'ONLINE' }))
    ).json()
    const sessionId = /sessions\/([0-9a-f-]{36})\/start/.exec(placed.return_url)?.[1]
    const payload = JSON.stringify({
      id: 'evt_stripe_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          client_reference_id: sessionId,
          metadata: { session_id: sessionId },
        },
      },
    })
    const url = '/api/v1/payments/webhooks/stripe'
    const send = (signature: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      })
    const wrong = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' })
    expect((await send(wrong)).statusCode).toBe(401)
    expect(await database.db.select().from(paymentEvents)).toHaveLength(0)
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })
    const ok = await send(header)
    expect(ok.statusCode).toBe(200)
    expect(ok.json().result).toBe('paid')
    expect((await send(header)).json().result).toBe('duplicate')
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.order._id))
    expect(row?.paymentStatus).toBe('paid')
    // the test gateway is not served when Stripe is configured
    expect((await app.inject({ method: 'POST', url: WEBHOOK, payload: '{}' })).statusCode).toBe(404)
  })
})
