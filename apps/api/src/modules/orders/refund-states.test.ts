import { type AdminDashboard, fromCents, type StaffRole, toCents } from '@shop/contract'
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { paymentSessions } from '#api/db/schema/index.ts'
import { GATEWAY_SECRET, guest } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import type { PaymentProvider } from '../payments/provider.ts'
import { SIGNATURE_HEADER, signPayload } from '../payments/signature.ts'
import { testGatewayProvider } from '../payments/test-gateway.ts'
import {
  auditOf,
  orderRow,
  pendingFpsOrder,
  refundRequested,
  staffTokens,
} from './admin-test-helpers.ts'
import { call, ordersApp, placeOrder } from './test-helpers.ts'

/**
 * Payment states after refunds (ADR 039): refunded only once the whole paid amount came back,
 * and a payment captured after a cancel says paid until its refund due is settled.
 */
/** The test gateway, refusing refunds while `refusing` (the provider is down). */
const gateway = testGatewayProvider({ secret: GATEWAY_SECRET, pageBase: 'https://shop.test/pay' })
const provider = { refusing: false }
const refusingProvider: PaymentProvider = {
  ...gateway,
  async refund(input) {
    if (provider.refusing) throw new Error('provider is down')
    return gateway.refund(input)
  },
}

describe.each(testDatabases)('refund payment states on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database, refusingProvider)
    tokens = await staffTokens(app)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const dashboard = async () =>
    (await call(app, 'GET', '/admin/dashboard', tokens.staff)).json() as AdminDashboard
  const approve = (id: string, amount: string) =>
    call(app, 'PUT', `/admin/orders/${id}/refund-request/approve`, tokens.manager, {
      amount,
      offline_reference: `FPS-${amount}`,
    })

  it('calls a refund of part of the money partially refunded everywhere, even with every item back', async () => {
    const before = await dashboard()
    const customer = await guest(app)
    // both units asked back (the old rule called that "refunded"), a third of the money given
    const { order, refund } = await refundRequested(app, database, customer, tokens.owner, 2)
    const total = order.calculations.price.total as string
    const part = fromCents(Math.floor(toCents(refund.amount) / 3))
    expect((await approve(order._id, part)).statusCode).toBe(200)

    const mine = (await call(app, 'GET', `/orders/${order._id}/details`, customer)).json()
    expect(mine).toMatchObject({
      payment_status: 'partially_refunded',
      paid_status: 'partially_refunded',
      paid_amount: total,
      refunded_amount: part,
      refund_due_amount: '0.00',
    })
    const listed = (await call(app, 'GET', '/orders/all', customer)).json().data
    expect(listed.find((o: { _id: string }) => o._id === order._id)).toMatchObject({
      payment_status: 'partially_refunded',
      paid_status: 'partially_refunded',
    })
    // the back-office order (what its invoice prints) and the order list filtered by it
    const staffView = (await call(app, 'GET', `/admin/orders/${order._id}`, tokens.staff)).json()
    expect(staffView).toMatchObject({
      payment_status: 'partially_refunded',
      paid_amount: total,
      refunded_amount: part,
    })
    const filtered = await call(
      app,
      'GET',
      '/admin/orders?payment_status=partially_refunded',
      tokens.staff,
    )
    expect(filtered.statusCode).toBe(200)
    const rows: { _id: string; payment_status: string }[] = filtered.json().data
    expect(rows.map((o) => o._id)).toContain(order._id)
    expect(rows.every((o) => o.payment_status === 'partially_refunded')).toBe(true)
    const after = await dashboard()
    expect(after.refunded_orders).toEqual({
      partially_refunded: before.refunded_orders.partially_refunded + 1,
      refunded: before.refunded_orders.refunded,
    })
    const [approved] = (await auditOf(database, order._id)).filter(
      (a) => a.action === 'refund.approved',
    )
    expect(approved?.after).toMatchObject({ payment_status: 'partially_refunded' })
  })

  it('calls the order refunded once a second refund brings back the rest of the money', async () => {
    const customer = await guest(app)
    // enough for free delivery: nothing but the goods was paid, so the goods bring it all back
    const placed = await pendingFpsOrder(app, database, customer, { qty: 8, index: 1 })
    const id = placed.order._id
    expect(placed.order.calculations.shipping_fee).toBe('0.00')
    const total = placed.order.calculations.price.total as string
    const confirmed = await call(
      app,
      'PUT',
      `/admin/orders/${id}/payment-proof/approve`,
      tokens.owner,
      {},
    )
    expect(confirmed.statusCode).toBe(200)
    const ask = (qty: number) =>
      call(app, 'POST', `/orders/${id}/refund-request`, customer, {
        reason: 'Four chairs are scratched',
        refund_items: [{ product_variant_id: placed.variant.id, qty }],
      })
    const first = (await ask(4)).json()
    expect((await approve(id, first.amount)).statusCode).toBe(200)
    const halfway = (await call(app, 'GET', `/orders/${id}/details`, customer)).json()
    expect(halfway).toMatchObject({
      payment_status: 'partially_refunded',
      refunded_amount: first.amount,
    })
    // partially refunded is still refundable: the customer asks for the other four
    expect(halfway.available_actions).toContain('request_refund')
    const second = await ask(4)
    expect(second.statusCode).toBeLessThan(300)
    expect(toCents(first.amount) + toCents(second.json().amount)).toBe(toCents(total))
    expect((await approve(id, second.json().amount)).statusCode).toBe(200)

    const done = (await call(app, 'GET', `/orders/${id}/details`, customer)).json()
    expect(done).toMatchObject({
      payment_status: 'refunded',
      paid_status: 'refunded',
      paid_amount: total,
      refunded_amount: total,
    })
    const staffView = (await call(app, 'GET', `/admin/orders/${id}`, tokens.staff)).json()
    expect(staffView.payment_status).toBe('refunded')
    // nothing is left to ask back
    expect(done.available_actions).not.toContain('request_refund')
    expect((await ask(1)).statusCode).toBeGreaterThanOrEqual(400)
  })

  it('says paid with the refund due after a payment captured after the cancel, refunded once staff settle it', async () => {
    const customer = await guest(app)
    // an online order whose payment page the provider closes only after the cancel: the money
    // comes in for an order already released
    const placed = await placeOrder(app, database, customer, {
      qty: 1,
      index: 2,
      extra: { payment_method: 'ONLINE' },
    })
    const id = placed.order._id as string
    const total = placed.order.calculations.price.total as string
    const checkoutAnswer = await call(app, 'GET', `/orders/${id}/details`, customer)
    expect(checkoutAnswer.json().payment_status).toBe('unpaid')
    expect((await call(app, 'PUT', `/orders/${id}/cancelled`, customer)).statusCode).toBe(200)
    const sessionId = await latestSession(id)
    // the provider refuses the refund for now, so staff settle it by hand
    provider.refusing = true
    const pay = await webhook(sessionId, `evt_late_${id}`)
    provider.refusing = false
    expect(pay.json().result).toBe('paid-after-release')

    const mine = (await call(app, 'GET', `/orders/${id}/details`, customer)).json()
    expect(mine).toMatchObject({
      current_status: 'cancelled',
      payment_status: 'paid',
      paid_status: 'paid',
      paid_amount: total,
      refunded_amount: '0.00',
      refund_due_amount: total,
    })
    const staffView = (await call(app, 'GET', `/admin/orders/${id}`, tokens.staff)).json()
    expect(staffView.payment_status).toBe('paid')
    const [due] = staffView.refunds_due
    expect(due).toMatchObject({ amount: total })
    expect(due.status).not.toBe('refunded')

    const settled = await call(
      app,
      'POST',
      `/admin/refunds-due/${due._id}/settle`,
      tokens.manager,
      {
        reference: 'FPS-BACK-1',
      },
    )
    expect(settled.statusCode).toBe(200)
    const after = (await call(app, 'GET', `/orders/${id}/details`, customer)).json()
    expect(after).toMatchObject({
      payment_status: 'refunded',
      paid_status: 'refunded',
      refunded_amount: total,
      refund_due_amount: '0.00',
    })
    expect((await orderRow(database, id)).paymentStatus).toBe('refunded')
    const [audit] = (await auditOf(database, id)).filter((a) => a.action === 'refund_due.settled')
    expect(audit?.after).toMatchObject({ payment_status: 'refunded' })
    // settled twice: refused, the order stays refunded
    const again = await call(app, 'POST', `/admin/refunds-due/${due._id}/settle`, tokens.manager, {
      reference: 'FPS-BACK-2',
    })
    expect(again.statusCode).toBe(409)
  })

  async function latestSession(orderId: string): Promise<string> {
    const [row] = await database.db
      .select({ id: paymentSessions.id })
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, orderId))
      .orderBy(desc(paymentSessions.createdAt))
    if (!row) throw new Error('no payment session')
    return row.id
  }

  function webhook(sessionId: string, eventId: string) {
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
})
