import { ORDER_LINK_HEADER } from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { orders, paymentSessions, refundsDue } from '#api/db/schema/index.ts'
import { SIGNATURE_HEADER, signPayload } from '#api/modules/payments/signature.ts'
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
  PAY_DECLINED,
  PAY_OK,
  SUCCESS_URL,
  shopApp,
  stockOf,
  submitGateway,
  viewCart,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { mailAbout } from '../admin-test-helpers.ts'

const WEBHOOK = '/api/v1/payments/webhooks/test-gateway'
const sessionOf = (url: string) => /sessions\/([0-9a-f-]{36})\/start/.exec(url)?.[1] as string

/**
 * Issue 30: a declined or left online payment keeps the order payable until its window passes;
 * "pay again" opens a new attempt or switches to an offline way (ADR 059).
 */
describe.each(testDatabases)('pay again on $name', (kind) => {
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

  /** A guest's online order whose card was declined on the gateway. */
  async function declinedOrder(index: number, contact: Record<string, string> = {}) {
    const token = await guest(app)
    const [v] = (await findVariant(database, { sale: false, points: false, minStock: 3 })).slice(
      index,
    )
    if (!v) throw new Error('no variant')
    await addToCart(app, token, { product_variant_id: v.id, qty: 1 })
    const body = checkoutBody([v.id], { payment_method: 'ONLINE' })
    const placed = (
      await checkout(app, token, {
        ...body,
        delivery_details: { ...body.delivery_details, ...contact },
      })
    ).json()
    const held = await stockOf(database, v.id)
    const back = await submitGateway(app, await gatewayPage(app, placed.return_url), PAY_DECLINED)
    return {
      token,
      variant: v,
      held,
      back,
      orderId: placed.order._id as string,
      reference: placed.order.reference as string,
      sessionId: sessionOf(placed.return_url),
      linkToken: placed.order_access.token as string,
    }
  }

  const payAgain = (token: string, orderId: string, method: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/pay-again`,
      headers: auth(token),
      payload: { payment_method: method, success_url: SUCCESS_URL, cancel_url: CANCEL_URL },
    })
  const row = async (id: string) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0]
  const deliver = (eventId: string, type: string, sessionId: string) => {
    const raw = JSON.stringify({ id: eventId, type, data: { session_id: sessionId } })
    return app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(GATEWAY_SECRET, raw),
      },
      payload: raw,
    })
  }

  it('keeps a declined order payable: stock held, the failure page names it, pay again offered', async () => {
    const order = await declinedOrder(0)
    // the failure page is told which order, and that the card was declined
    const location = new URL(String(order.back.headers.location))
    expect(location.searchParams.get('order')).toBe(order.orderId)
    expect(location.searchParams.get('payment')).toBe('declined')
    expect(await stockOf(database, order.variant.id)).toBe(order.held)
    // the line is not put back in the cart: it is still being bought
    expect((await viewCart(app, order.token)).json().cart_items).toEqual([])
    const details = (
      await app.inject({
        url: `/api/v1/orders/${order.orderId}/details`,
        headers: auth(order.token),
      })
    ).json()
    expect(details.current_status).toBe('submitted')
    expect(details.paid_status).toBe('waiting_for_payment')
    expect(details.available_actions).toEqual(expect.arrayContaining(['pay_again', 'cancel']))
    expect(details.statuses.map((s: { slug: string }) => s.slug)).toContain('payment_failed')
  })

  it('pays again online once for a double click, and refuses once the order is paid', async () => {
    const order = await declinedOrder(1)
    // four clicks at once: on PostgreSQL they overlap, and only the order's row lock makes them one
    const clicks = await Promise.all(
      Array.from({ length: 4 }, () => payAgain(order.token, order.orderId, 'ONLINE')),
    )
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200, 200, 200])
    const first = clicks[0] as (typeof clicks)[number]
    expect(new Set(clicks.map((c) => c.json().return_url)).size).toBe(1)
    const retry = sessionOf(first.json().return_url)
    expect(retry).not.toBe(order.sessionId)
    const sessions = await database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, order.orderId))
    expect(sessions.map((s) => s.status).sort()).toEqual(['failed', 'open'])
    // the same amount, on the same deadline
    expect(sessions.every((s) => s.amount === sessions[0]?.amount)).toBe(true)
    const paid = await submitGateway(app, await gatewayPage(app, first.json().return_url), PAY_OK)
    expect(new URL(String(paid.headers.location)).searchParams.get('order')).toBe(order.orderId)
    expect(await row(order.orderId)).toMatchObject({ status: 'paid', paymentStatus: 'paid' })
    expect(await stockOf(database, order.variant.id)).toBe(order.held)

    const refused = await payAgain(order.token, order.orderId, 'FPS')
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'ORDER_NOT_PAYABLE',
      message: 'This order can no longer be paid: it is paid',
    })
  })

  it("answers 404 for another shopper's order, an unknown id and a wrong link", async () => {
    const order = await declinedOrder(2)
    const stranger = await guest(app)
    expect((await payAgain(stranger, order.orderId, 'ONLINE')).statusCode).toBe(404)
    expect(
      (await payAgain(order.token, '00000000-0000-4000-8000-000000000000', 'ONLINE')).statusCode,
    ).toBe(404)
    expect((await payAgain(order.token, 'not-an-id', 'ONLINE')).statusCode).toBe(404)
    const bad = await payAgain(order.token, order.orderId, 'SAVED_CARD')
    expect(bad.statusCode).toBe(400)
    const viaLink = (token: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/orders/${order.orderId}/pay-again/link`,
        headers: { [ORDER_LINK_HEADER]: token },
        payload: { payment_method: 'PAYME', success_url: SUCCESS_URL, cancel_url: CANCEL_URL },
      })
    expect((await viaLink('x'.repeat(43))).statusCode).toBe(404)
    expect((await row(order.orderId))?.paymentMethod).toBe('ONLINE')
    // the order's own private link (a guest from the e-mail) may
    const ok = await viaLink(order.linkToken)
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({
      return_url: null,
      order: {
        payment_method: 'PAYME',
        available_actions: ['upload_proof', 'change_delivery_slot'],
      },
    })
  })

  it('switches to FPS in one step (twice is once), and a late payment of the old attempt pays it once', async () => {
    const order = await declinedOrder(3)
    const retry = await payAgain(order.token, order.orderId, 'ONLINE')
    const retrySession = sessionOf(retry.json().return_url)
    const [a, b, ...more] = await Promise.all(
      Array.from({ length: 4 }, () => payAgain(order.token, order.orderId, 'FPS')),
    )
    if (!a || !b) throw new Error('no answer')
    expect([a, b, ...more].map((c) => c.statusCode)).toEqual([200, 200, 200, 200])
    expect(a.json()).toMatchObject({
      return_url: null,
      order: {
        payment_method: 'FPS',
        paid_status: 'waiting_for_payment',
        checkout: { payment_expires_at: null },
        available_actions: expect.arrayContaining(['upload_proof', 'cancel']),
      },
    })
    const slugs = b.json().order.statuses.map((s: { slug: string }) => s.slug)
    expect(slugs.filter((s: string) => s === 'payment_method_changed')).toHaveLength(1)
    // the attempt opened before the switch is closed: its page no longer takes money
    const [closed] = await database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, retrySession))
    expect(closed?.status).toBe('cancelled')
    expect(await stockOf(database, order.variant.id)).toBe(order.held)
    // an offline order is not released by the sweep: it waits for its proof
    await lifecycleOf(database).expireUnpaid(new Date(Date.now() + 31 * 60_000))
    expect((await row(order.orderId))?.status).toBe('submitted')

    // the declined attempt's bank pays after all (a late webhook): honoured once
    const late = await deliver('evt_pay_again_late', 'payment.succeeded', order.sessionId)
    expect(late.json().result).toBe('paid')
    expect(await row(order.orderId)).toMatchObject({
      status: 'paid',
      paymentStatus: 'paid',
      paymentMethod: 'ONLINE',
    })
    // the same event again, and the other attempt paid too: never paid twice, owed back
    expect(
      (await deliver('evt_pay_again_late', 'payment.succeeded', order.sessionId)).json(),
    ).toMatchObject({ result: 'duplicate' })
    expect(
      (await deliver('evt_pay_again_twice', 'payment.succeeded', retrySession)).json().result,
    ).toBe('paid-after-release')
    const dues = await database.db
      .select()
      .from(refundsDue)
      .where(eq(refundsDue.orderId, order.orderId))
    expect(dues).toHaveLength(1)
    expect(dues[0]?.paymentSessionId).toBe(retrySession)
    const thanks = (await mailAbout(database, order.reference)).filter((m) =>
      m.subject.includes('received'),
    )
    expect(thanks).toHaveLength(1)
  })

  it('expires an unpaid order with an e-mail (or an SMS) in its language; then it cannot be paid', async () => {
    const order = await declinedOrder(4)
    const phoneOnly = await declinedOrder(5, { email: '' })
    expect(await lifecycleOf(database).expireUnpaid(new Date())).toBe(0)
    await lifecycleOf(database).expireUnpaid(new Date(Date.now() + 31 * 60_000))
    expect(await row(order.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' })
    expect(await stockOf(database, order.variant.id)).toBe(order.held + 1)
    const [told] = (await mailAbout(database, order.reference)).filter((m) =>
      m.subject.includes('cancelled'),
    )
    expect(told).toMatchObject({
      channel: 'EMAIL',
      recipient: 'taiman@example.hk',
      subject: `Order ${order.reference} cancelled: no payment received`,
    })
    expect(told?.body).toContain('Nothing was charged')
    const [sms] = (await mailAbout(database, phoneOnly.reference)).filter((m) =>
      m.subject.includes('cancelled'),
    )
    expect(sms).toMatchObject({ channel: 'SMS', recipient: '+85291234567' })

    const refused = await payAgain(order.token, order.orderId, 'ONLINE')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('ORDER_NOT_PAYABLE')
    const details = (
      await app.inject({
        url: `/api/v1/orders/${order.orderId}/details`,
        headers: auth(order.token),
      })
    ).json()
    expect(details.current_status).toBe('cancelled')
    expect(details.available_actions).not.toContain('pay_again')
  })

  it('refuses to pay again a cancelled order', async () => {
    const order = await declinedOrder(6)
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${order.orderId}/cancelled`,
      headers: auth(order.token),
    })
    expect(cancel.statusCode).toBe(200)
    const refused = await payAgain(order.token, order.orderId, 'BANK_TRANSFER')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('ORDER_NOT_PAYABLE')
    expect((await row(order.orderId))?.paymentMethod).toBe('ONLINE')
  })
})
