import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { outboxMessages } from '#api/db/schema/index.ts'
import { guest, stockOf } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { call, ordersApp, placeOrder, staffToken, uploadPng } from './test-helpers.ts'

/** Shipping needs the courier and its tracking number (issue 15). */
const SHIP = { courier_name: 'SF Express', tracking_number: 'SF100200300' }

describe.each(testDatabases)('orders on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let staff: string
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database)
    staff = await staffToken(app)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('lists the caller’s orders newest first with paging, and only theirs', async () => {
    const token = await guest(app)
    const first = (await placeOrder(app, database, token, { qty: 1 })).order
    const second = (await placeOrder(app, database, token, { qty: 1, index: 1 })).order
    await placeOrder(app, database, await guest(app), { qty: 1 })
    const page = await call(app, 'GET', '/orders/all?per_page=1', token)
    expect(page.statusCode).toBe(200)
    const body = page.json()
    expect(body.total).toBe(2)
    expect(body.data.map((o: { _id: string }) => o._id)).toEqual([second._id])
    expect(body.next_page_url).toContain('page=2')
    expect(body.data[0]).toMatchObject({
      current_status: 'submitted',
      paid_status: 'waiting_for_payment',
      is_offline: true,
      available_actions: ['upload_proof', 'cancel', 'change_delivery_slot'],
    })
    const next = await call(app, 'GET', '/orders/all?per_page=1&page=2', token)
    expect(next.json().data[0]._id).toBe(first._id)
    const offline = await call(app, 'GET', '/orders/all/offline', token)
    expect(offline.json().total).toBe(2)
  })

  it('shows details to the owner only: another customer, a guest and a made-up id get 404', async () => {
    const token = await guest(app)
    const { order } = await placeOrder(app, database, token, { qty: 1 })
    const own = await call(app, 'GET', `/orders/${order._id}/details`, token)
    expect(own.statusCode).toBe(200)
    expect(own.json()).toMatchObject({
      _id: order._id,
      reference: order.reference,
      paid_status: 'waiting_for_payment',
      refund_status: null,
      statuses: [{ slug: 'submitted' }],
    })
    expect(own.json().items[0]).toMatchObject({
      refunded_qty: 0,
      refundable_qty: 1,
      is_reviewed: false,
    })
    for (const url of [
      `/orders/${order._id}/details`,
      `/orders/${order._id}/reviews`,
      `/orders/${order._id}/refund-request`,
    ]) {
      const other = await call(app, 'GET', url, await guest(app))
      expect(other.statusCode).toBe(404)
      expect(other.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Order not found' })
    }
    const stranger = await call(app, 'PUT', `/orders/${order._id}/cancelled`, await guest(app))
    expect(stranger.statusCode).toBe(404)
    expect((await call(app, 'GET', '/orders/not-an-id/details', token)).statusCode).toBe(404)
    expect((await call(app, 'GET', `/orders/${order._id}/details`)).statusCode).toBe(401)
  })

  it('finds a guest order by id and e-mail or phone; a wrong id, e-mail or phone answer the same', async () => {
    const token = await guest(app)
    const { order } = await placeOrder(app, database, token, { qty: 1 })
    const byEmail = await call(
      app,
      'GET',
      `/orders/${order._id}/details/guest?email=TaiMan@example.hk`,
    )
    expect(byEmail.statusCode).toBe(200)
    expect(byEmail.json()).toMatchObject({ _id: order._id, available_actions: [] })
    expect(
      (await call(app, 'GET', `/orders/${order._id}/details/guest?phone=91234567`)).statusCode,
    ).toBe(200)
    expect(
      (await call(app, 'GET', `/orders/${order._id}/details/guest?phone=85291234567`)).statusCode,
    ).toBe(200)
    // the reference people read out finds it too, in any letter case
    const byReference = await call(
      app,
      'GET',
      `/orders/${order.reference.toLowerCase()}/details/guest?phone=91234567`,
    )
    expect(byReference.json()).toMatchObject({ _id: order._id })
    const wrong = [
      `/orders/${order._id}/details/guest?email=someone@example.hk`,
      `/orders/${order._id}/details/guest?phone=98765432`,
      `/orders/00000000-0000-4000-8000-000000000000/details/guest?email=taiman@example.hk`,
      `/orders/MH-123/details/guest?email=taiman@example.hk`,
      `/orders/${order.reference}/details/guest?email=someone@example.hk`,
    ]
    const answers = await Promise.all(wrong.map((url) => call(app, 'GET', url)))
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404)
      expect(answer.json()).toEqual(answers[0]?.json())
    }
    expect(answers[0]?.json()).toMatchObject({
      message: 'Order not found',
      code: 'ORDER_NOT_FOUND',
    })
    // one contact is required
    expect((await call(app, 'GET', `/orders/${order._id}/details/guest`)).statusCode).toBe(400)
  })

  it('slows wrong guest lookups of one order, by id or reference alike', async () => {
    const { order } = await placeOrder(app, database, await guest(app), { qty: 1 })
    // the id in any case and the reference people read out are one order, one counter
    const names = [
      order._id,
      order.reference.toLowerCase(),
      order._id.toUpperCase(),
      order.reference,
    ]
    const codes: number[] = []
    for (let i = 0; i < 7; i++) {
      const name = names[i % names.length]
      codes.push(
        (await call(app, 'GET', `/orders/${name}/details/guest?phone=1000000${i}`)).statusCode,
      )
    }
    // five free wrong tries, the sixth makes the next one wait, whatever it is
    expect(codes.slice(0, 6)).toEqual([404, 404, 404, 404, 404, 404])
    expect(codes[6]).toBe(429)
    const right = await call(
      app,
      'GET',
      `/orders/${order.reference}/details/guest?email=${encodeURIComponent(' TAIMAN@example.hk ')}`,
    )
    expect(right.statusCode).toBe(429)
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0)
    // the owner is kept out for seconds, not a quarter of an hour
    await new Promise((resolve) => setTimeout(resolve, 2100))
    const after = await call(
      app,
      'GET',
      `/orders/${order.reference}/details/guest?email=${encodeURIComponent(' TAIMAN@example.hk ')}`,
    )
    expect(after.statusCode).toBe(200)
  })

  it('upload proof → pending, staff approves → paid, ships, customer confirms → completed; mails in the order language', async () => {
    const token = await guest(app, 'zh')
    const { order } = await placeOrder(app, database, token, { qty: 1 })
    const image = await uploadPng(app, token)
    const pending = await call(app, 'PUT', `/orders/${order._id}/upload`, token, { image })
    expect(pending.statusCode).toBe(200)
    expect(pending.json()).toMatchObject({
      current_status: 'pending',
      available_actions: ['upload_proof', 'cancel', 'change_delivery_slot'],
    })
    expect(pending.json().checkout.offline.image).toBe(`/api/v1/files/${image}`)
    // someone else's upload cannot be attached
    const foreign = await uploadPng(app, await guest(app))
    const stolen = await call(app, 'PUT', `/orders/${order._id}/upload`, token, { image: foreign })
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json().code).toBe('FILE_NOT_USABLE')

    const paid = await call(
      app,
      'PUT',
      `/admin/orders/${order._id}/payment-proof/approve`,
      staff,
      {},
    )
    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toMatchObject({
      current_status: 'paid',
      paid_status: 'paid',
      payment_status: 'paid',
    })
    expect(paid.json().staff_actions).toEqual(['ship', 'complete'])
    const early = await call(app, 'PUT', `/orders/${order._id}/completed`, token)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ code: 'ORDER_TRANSITION_NOT_ALLOWED' })
    expect(early.json().message).toContain('it is paid')
    expect(
      (await call(app, 'PUT', `/admin/orders/${order._id}/shipped`, staff, SHIP)).json()
        .current_status,
    ).toBe('shipped')
    const done = await call(app, 'PUT', `/orders/${order._id}/completed`, token)
    expect(done.statusCode).toBe(200)
    expect(done.json().current_status).toBe('completed')
    expect(done.json().statuses.map((s: { slug: string }) => s.slug)).toEqual([
      'submitted',
      'pending',
      'paid',
      'shipped',
      'completed',
    ])
    expect(done.json().available_actions).toEqual(['review', 'request_refund'])
    const mails = await database.db
      .select({ subject: outboxMessages.subject, language: outboxMessages.language })
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.recipient, 'taiman@example.hk'), eq(outboxMessages.language, 'zh')),
      )
    const subjects = mails.map((m) => m.subject).filter((s) => s.includes(order.reference))
    expect(subjects).toEqual(
      expect.arrayContaining([
        `訂單 ${order.reference}：已收到付款證明`,
        `訂單 ${order.reference}：付款已確認`,
        `訂單 ${order.reference} 已發貨`,
        `訂單 ${order.reference} 已完成`,
      ]),
    )
    // a completed order cannot be cancelled or shipped again
    expect((await call(app, 'PUT', `/orders/${order._id}/cancelled`, token)).statusCode).toBe(409)
    expect(
      (await call(app, 'PUT', `/admin/orders/${order._id}/shipped`, staff, SHIP)).statusCode,
    ).toBe(409)
  })

  it('staff rejects a proof: back to submitted, the customer can upload again', async () => {
    const token = await guest(app)
    const { order } = await placeOrder(app, database, token, { qty: 1 })
    await call(app, 'PUT', `/orders/${order._id}/upload`, token, {
      image: await uploadPng(app, token),
    })
    const rejected = await call(
      app,
      'PUT',
      `/admin/orders/${order._id}/payment-proof/reject`,
      staff,
      {
        reason: 'The amount is not visible',
      },
    )
    expect(rejected.json()).toMatchObject({
      current_status: 'submitted',
      checkout: { offline: { image: null } },
    })
    const again = await call(app, 'PUT', `/orders/${order._id}/upload`, token, {
      image: await uploadPng(app, token),
    })
    expect(again.json().current_status).toBe('pending')
  })

  it('cancels an unpaid order and gives the stock back; a paid order cannot be cancelled', async () => {
    const token = await guest(app)
    const { order, variant } = await placeOrder(app, database, token, { qty: 3 })
    const before = await stockOf(database, variant.id)
    const cancelled = await call(app, 'PUT', `/orders/${order._id}/cancelled`, token)
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({ current_status: 'cancelled', available_actions: [] })
    expect(await stockOf(database, variant.id)).toBe(before + 3)
    const twice = await call(app, 'PUT', `/orders/${order._id}/cancelled`, token)
    expect(twice.statusCode).toBe(409)
    expect(await stockOf(database, variant.id)).toBe(before + 3)

    const paid = (await placeOrder(app, database, token, { qty: 1 })).order
    await call(app, 'PUT', `/orders/${paid._id}/upload`, token, {
      image: await uploadPng(app, token),
    })
    await call(app, 'PUT', `/admin/orders/${paid._id}/payment-proof/approve`, staff, {})
    const refused = await call(app, 'PUT', `/orders/${paid._id}/cancelled`, token)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('ORDER_TRANSITION_NOT_ALLOWED')
  })

  it('refuses illegal transitions with 409 and staff calls from customers with 401 (a customer token is no staff session)', async () => {
    const token = await guest(app)
    const { order } = await placeOrder(app, database, token, { qty: 1 })
    for (const [path, body] of [
      ['payment-proof/approve', {}],
      ['shipped', SHIP],
      ['completed', {}],
      ['refund-request/approve', { amount: '1.00' }],
    ] as const) {
      const answer = await call(app, 'PUT', `/admin/orders/${order._id}/${path}`, staff, body)
      expect(answer.statusCode, path).toBe(409)
      expect(answer.json().code).toBe('ORDER_TRANSITION_NOT_ALLOWED')
    }
    const customer = await call(app, 'PUT', `/admin/orders/${order._id}/shipped`, token, SHIP)
    expect(customer.statusCode).toBe(401)
    expect((await call(app, 'GET', '/admin/orders', token)).statusCode).toBe(401)
    const list = await call(app, 'GET', '/admin/orders?status=submitted&per_page=50', staff)
    expect(list.statusCode).toBe(200)
    expect(list.json().data.some((o: { _id: string }) => o._id === order._id)).toBe(true)
  })
})
