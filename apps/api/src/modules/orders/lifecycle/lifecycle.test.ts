import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { orderStatuses, orders, outboxMessages, refundsDue } from '#api/db/schema/index.ts'
import { LockOrderError, lockScope } from '#api/lib/locks.ts'
import type { PaymentProvider, SessionRow } from '#api/modules/payments/provider.ts'
import { SIGNATURE_HEADER, signPayload } from '#api/modules/payments/signature.ts'
import { testGatewayProvider } from '#api/modules/payments/test-gateway.ts'
import {
  addToCart,
  auth,
  checkoutBody,
  findVariant,
  GATEWAY_SECRET,
  guest,
  lifecycleOf,
  STORE,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { ordersApp, staffToken } from '../test-helpers.ts'

describe('lock order', () => {
  const tx = {} as Parameters<typeof lockScope>[0]
  it('lets locks be taken in the documented order, a kind again included', async () => {
    const scope = lockScope(tx)
    for (const kind of ['order', 'paymentSession', 'variants', 'variants', 'account'] as const)
      await scope.take(kind, async () => null)
    expect(scope.held).toEqual(['order', 'paymentSession', 'variants', 'account'])
  })
  it('refuses a lock ranked before one already held, before any SQL runs', async () => {
    const scope = lockScope(tx)
    await scope.take('variants', async () => null)
    let ran = false
    await expect(
      scope.take('order', async () => {
        ran = true
      }),
    ).rejects.toBeInstanceOf(LockOrderError)
    expect(ran).toBe(false)
  })
})

/** The test gateway, recording what the lifecycle asks of it; refunds fail while `failing`. */
function recordingProvider() {
  const base = testGatewayProvider({ secret: GATEWAY_SECRET, pageBase: 'https://shop.test/pay' })
  const calls = { expired: [] as string[], refunds: [] as { amount: string; key: string }[] }
  const state = { failing: false }
  const provider: PaymentProvider = {
    ...base,
    async expire(session: SessionRow) {
      calls.expired.push(session.id)
    },
    async refund(input) {
      if (state.failing) throw new Error('provider is down')
      calls.refunds.push({ amount: input.amount, key: input.key })
      return base.refund(input)
    },
  }
  return { provider, calls, state }
}

describe.each(testDatabases)('order lifecycle on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  const recorder = recordingProvider()
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database, recorder.provider)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  async function onlineOrder(token: string, locale = 'en') {
    const [v] = await findVariant(database, { sale: false, points: false, minStock: 5 })
    if (!v) throw new Error('no variant')
    await addToCart(app, token, { product_variant_id: v.id, qty: 1 })
    const placed = await app.inject({
      method: 'POST',
      url: `${STORE}/checkouts`,
      headers: { ...auth(token), 'x-store-locale': locale },
      payload: checkoutBody([v.id], { payment_method: 'ONLINE' }),
    })
    const json = placed.json()
    return {
      orderId: json.order._id as string,
      total: json.order.calculations.price.total as string,
      returnUrl: json.return_url as string,
      sessionId: /sessions\/([0-9a-f-]{36})\/start/.exec(json.return_url)?.[1] as string,
    }
  }
  const pay = (sessionId: string, eventId: string) => {
    const raw = JSON.stringify({
      id: eventId,
      type: 'payment.succeeded',
      data: { session_id: sessionId },
    })
    return app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/test-gateway',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signPayload(GATEWAY_SECRET, raw),
      },
      payload: raw,
    })
  }
  const cancel = (token: string, orderId: string) =>
    app.inject({ method: 'PUT', url: `/api/v1/orders/${orderId}/cancelled`, headers: auth(token) })

  it('closes the provider page of a cancelled order once the cancel has committed', async () => {
    const token = await guest(app)
    const order = await onlineOrder(token)
    // the shopper opened the payment page: the provider now has a page for the session
    expect((await app.inject(new URL(order.returnUrl).pathname)).statusCode).toBe(303)
    expect((await cancel(token, order.orderId)).statusCode).toBe(200)
    expect(recorder.calls.expired).toContain(order.sessionId)
  })

  it('records a payment that arrives after the cancel as a refund due, refunds it and tells the shopper', async () => {
    const token = await guest(app, 'zh')
    const order = await onlineOrder(token, 'zh')
    expect((await cancel(token, order.orderId)).statusCode).toBe(200)
    const late = await pay(order.sessionId, `evt_late_${order.orderId}`)
    expect(late.statusCode).toBe(200)
    expect(late.json().result).toBe('paid-after-release')
    const [due] = await database.db
      .select()
      .from(refundsDue)
      .where(eq(refundsDue.orderId, order.orderId))
    expect(due).toMatchObject({ amount: order.total, status: 'refunded', attempts: 1 })
    expect(recorder.calls.refunds).toContainEqual({ amount: order.total, key: `due-${due?.id}` })
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.orderId))
    // the money came in and went back at once through the provider (ADR 039)
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    const timeline = await database.db
      .select({ slug: orderStatuses.slug })
      .from(orderStatuses)
      .where(eq(orderStatuses.orderId, order.orderId))
    expect(timeline.map((s) => s.slug)).toContain('refund_due')
    const mail = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'taiman@example.hk'))
    expect(mail.some((m) => m.subject.includes('正在退回'))).toBe(true)
    // the same payment delivered again, or a second event for it, changes nothing
    expect((await pay(order.sessionId, `evt_late_${order.orderId}`)).json().result).toBe(
      'duplicate',
    )
    expect((await pay(order.sessionId, `evt_late2_${order.orderId}`)).json().result).toBe(
      'refund-already-due',
    )
    expect(
      await database.db.select().from(refundsDue).where(eq(refundsDue.orderId, order.orderId)),
    ).toHaveLength(1)
  })

  it('keeps a refund due the provider refused and tries again later, with a pause', async () => {
    const token = await guest(app)
    const order = await onlineOrder(token)
    expect((await cancel(token, order.orderId)).statusCode).toBe(200)
    recorder.state.failing = true
    expect((await pay(order.sessionId, `evt_fail_${order.orderId}`)).statusCode).toBe(200)
    const dueOf = async () =>
      (await database.db.select().from(refundsDue).where(eq(refundsDue.orderId, order.orderId)))[0]
    expect(await dueOf()).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'provider is down',
    })
    const [paidRow] = await database.db.select().from(orders).where(eq(orders.id, order.orderId))
    expect(paidRow?.paymentStatus).toBe('paid')
    // staff see it, with why it failed, on the list and on the order
    const staff = await staffToken(app)
    const listed = await app.inject({ url: '/api/v1/admin/refunds-due', headers: auth(staff) })
    expect(listed.statusCode).toBe(200)
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ order_id: order.orderId, status: 'failed', attempts: 1 }),
    )
    const shown = await app.inject({
      url: `/api/v1/admin/orders/${order.orderId}`,
      headers: auth(staff),
    })
    expect(shown.json().refunds_due[0]).toMatchObject({ status: 'failed', amount: order.total })
    expect(
      (await app.inject({ url: '/api/v1/admin/refunds-due', headers: auth(token) })).statusCode,
    ).toBe(401)
    recorder.state.failing = false
    const lifecycle = lifecycleOf(database, recorder.provider)
    // too soon after the failure: left alone
    expect(await lifecycle.retryRefundsDue(new Date())).toBe(0)
    expect(await lifecycle.retryRefundsDue(new Date(Date.now() + 5 * 60_000))).toBe(1)
    expect(await dueOf()).toMatchObject({ status: 'refunded', attempts: 2, lastError: null })
    // paid while the refund was refused, refunded once the retry went through (ADR 039)
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.orderId))
    expect(row?.paymentStatus).toBe('refunded')
  })

  it('pays an order whose payment wins, and refuses the cancel that comes after it', async () => {
    const token = await guest(app)
    const order = await onlineOrder(token)
    expect((await pay(order.sessionId, `evt_paid_${order.orderId}`)).json().result).toBe('paid')
    const refused = await cancel(token, order.orderId)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('ORDER_TRANSITION_NOT_ALLOWED')
    const dues = await database.db
      .select()
      .from(refundsDue)
      .where(eq(refundsDue.orderId, order.orderId))
    expect(dues).toEqual([])
  })
})
