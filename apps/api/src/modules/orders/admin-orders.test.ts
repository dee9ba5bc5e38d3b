import { hkDate, STAFF_ROLES, type StaffPermission, type StaffRole, staffCan } from '@shop/contract'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { findVariant, guest, setStock, stockOf } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import {
  auditCount,
  auditOf,
  insertRefundDue,
  mailAbout,
  orderRow,
  pendingFpsOrder,
  staffTokens,
} from './admin-test-helpers.ts'
import { call, ordersApp, placeOrder } from './test-helpers.ts'

describe.each(testDatabases)('back-office orders on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database)
    tokens = await staffTokens(app)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('lets a staff member confirm, ship with tracking and deliver; each step is audited with their name and the customer sees the tracking number', async () => {
    const customer = await guest(app)
    const { order, image } = await pendingFpsOrder(app, database, customer)
    const url = `/admin/orders/${order._id}`
    const before = (await call(app, 'GET', url, tokens.staff)).json()
    expect(before).toMatchObject({
      current_status: 'pending',
      payment_proof: { name: image },
      paid_amount: '0.00',
      staff_actions: ['approve_proof', 'reject_proof'],
    })
    // the manager may also cancel: actions are the state's, limited by the role
    expect((await call(app, 'GET', url, tokens.manager)).json().staff_actions).toEqual([
      'approve_proof',
      'reject_proof',
      'cancel',
    ])

    const paid = await call(app, 'PUT', `${url}/payment-proof/approve`, tokens.staff, {})
    expect(paid.statusCode).toBe(200)
    expect(paid.json()).toMatchObject({
      current_status: 'paid',
      paid_amount: order.calculations.price.total,
    })
    const shipped = await call(app, 'PUT', `${url}/shipped`, tokens.staff, {
      courier_name: 'SF Express',
      tracking_number: 'SF1234567890',
    })
    expect(shipped.statusCode).toBe(200)
    expect(shipped.json()).toMatchObject({
      current_status: 'shipped',
      shipment: { courier_name: 'SF Express', tracking_number: 'SF1234567890', delivered_at: null },
      staff_actions: ['deliver', 'complete'],
    })
    // the customer's own order page shows courier and tracking number, and the e-mail says it
    const mine = (await call(app, 'GET', `/orders/${order._id}/details`, customer)).json()
    expect(mine.shipment).toMatchObject({ tracking_number: 'SF1234567890' })
    const mails = await mailAbout(database, order.reference)
    const shippedMail = mails.find((m) => m.subject.includes('on its way'))
    expect(shippedMail?.body).toContain('Courier: SF Express, tracking number: SF1234567890')

    const delivered = await call(app, 'PUT', `${url}/delivered`, tokens.staff, {})
    expect(delivered.json()).toMatchObject({ current_status: 'completed' })
    expect(delivered.json().shipment.delivered_at).not.toBeNull()

    const audit = await auditOf(database, order._id)
    expect(audit.map((a) => a.action)).toEqual([
      'order.payment_confirmed',
      'order.shipped',
      'order.delivered',
    ])
    expect(audit[1]).toMatchObject({
      before: { status: 'paid', courier_name: null, tracking_number: null, shipped_at: null },
      after: { status: 'shipped', courier_name: 'SF Express', tracking_number: 'SF1234567890' },
    })
    const timeline = delivered.json().timeline as { action: string; staff: { name: string } }[]
    expect(timeline.filter((t) => t.staff).map((t) => [t.action, t.staff.name])).toEqual([
      ['order.payment_confirmed', 'Test staff'],
      ['order.shipped', 'Test staff'],
      ['order.delivered', 'Test staff'],
    ])
  })

  it('rejects a proof with a reason the customer reads in the order’s language', async () => {
    const customer = await guest(app, 'zh')
    const { order } = await pendingFpsOrder(app, database, customer)
    const url = `/admin/orders/${order._id}/payment-proof/reject`
    const blank = await call(app, 'PUT', url, tokens.staff, { reason: '  ' })
    expect(blank.statusCode).toBe(400)
    const rejected = await call(app, 'PUT', url, tokens.staff, { reason: '金額不符' })
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json()).toMatchObject({ current_status: 'submitted', payment_proof: null })
    const mail = (await mailAbout(database, order.reference)).at(-1)
    expect(mail?.subject).toContain('付款證明')
    expect(mail?.body).toContain('金額不符')
    const [entry] = await auditOf(database, order._id)
    expect(entry).toMatchObject({
      action: 'order.proof_rejected',
      note: '金額不符',
      after: { status: 'submitted', payment_proof: null },
    })
  })

  it('cancels an unpaid order with release (stock back), for managers only', async () => {
    const customer = await guest(app)
    const { order, variant } = await pendingFpsOrder(app, database, customer, { qty: 2 })
    const stock = await stockOf(database, variant.id)
    const url = `/admin/orders/${order._id}/cancel`
    const audits = await auditCount(database)
    const refused = await call(app, 'PUT', url, tokens.staff, { reason: 'Customer phoned' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('STAFF_FORBIDDEN')
    expect((await orderRow(database, order._id)).status).toBe('pending')
    expect(await auditCount(database)).toBe(audits)
    const done = await call(app, 'PUT', url, tokens.manager, { reason: 'Customer phoned' })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({ current_status: 'cancelled', staff_actions: [] })
    expect(await stockOf(database, variant.id)).toBe(stock + 2)
    expect((await auditOf(database, order._id)).map((a) => a.action)).toEqual(['order.cancelled'])
    // a second cancel is a 409 and writes nothing more
    const again = await call(app, 'PUT', url, tokens.manager, { reason: 'Again' })
    expect(again.statusCode).toBe(409)
    expect(await auditCount(database)).toBe(audits + 1)
  })

  it('refuses what the state does not allow with 409 and no audit row', async () => {
    const customer = await guest(app)
    const { order } = await placeOrder(app, database, customer, { qty: 1 })
    const audits = await auditCount(database)
    for (const [path, body] of [
      ['shipped', { courier_name: 'SF', tracking_number: '1' }],
      ['delivered', {}],
      ['payment-proof/approve', {}],
    ] as const) {
      const answer = await call(
        app,
        'PUT',
        `/admin/orders/${order._id}/${path}`,
        tokens.owner,
        body,
      )
      expect(answer.statusCode).toBe(409)
    }
    const missing = await call(app, 'PUT', `/admin/orders/${order._id}/shipped`, tokens.owner, {
      courier_name: 'SF',
    })
    expect(missing.statusCode).toBe(400)
    expect(await auditCount(database)).toBe(audits)
    expect((await orderRow(database, order._id)).status).toBe('submitted')
  })

  it('leaves no audit row and no change when the change fails after the audit was written', async () => {
    const customer = await guest(app)
    const { order } = await pendingFpsOrder(app, database, customer)
    const audits = await auditCount(database)
    // the customer e-mail is written after the audit row in the same transaction: make it fail
    await database.db.execute(
      sql.raw(`create or replace function fail_outbox() returns trigger
        language plpgsql as $$ begin raise exception 'outbox is down'; end $$`),
    )
    await database.db.execute(
      sql.raw(`create trigger fail_outbox before insert on outbox_messages
        for each row execute function fail_outbox()`),
    )
    try {
      const answer = await call(
        app,
        'PUT',
        `/admin/orders/${order._id}/payment-proof/approve`,
        tokens.owner,
        {},
      )
      expect(answer.statusCode).toBe(500)
    } finally {
      await database.db.execute(sql.raw('drop trigger fail_outbox on outbox_messages'))
    }
    expect(await auditCount(database)).toBe(audits)
    expect(await orderRow(database, order._id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
    })
  })

  it('lists orders paged on the server with filters: status, payment method, HK days, reference, e-mail, phone', async () => {
    const customer = await guest(app)
    const { order } = await pendingFpsOrder(app, database, customer, { qty: 1, index: 1 })
    const list = (query: string, role: StaffRole = 'staff') =>
      call(app, 'GET', `/admin/orders?${query}`, tokens[role])
    const ids = async (query: string) =>
      ((await list(query)).json().data as { _id: string }[]).map((o) => o._id)

    expect(await ids(`q=${order.reference.toLowerCase()}`)).toEqual([order._id])
    expect(await ids('q=TAIMAN@example.hk')).toContain(order._id)
    expect(await ids('q=9123 4567')).toContain(order._id)
    expect(await ids('q=MH-000000-NOPE00')).toEqual([])
    // part of a reference, of a name, of an e-mail, or a phone however it is written
    expect(await ids(`q=${order.reference.slice(-6)}`)).toContain(order._id)
    expect(await ids('q=taiman@')).toContain(order._id)
    expect(await ids('q=tai man')).toContain(order._id)
    expect(await ids('q=%2B852 9123-4567')).toContain(order._id)
    expect(await ids('q=９１２３４５６７')).toContain(order._id)
    expect(await ids('q=%25')).not.toContain(order._id)
    expect(await ids('status=pending&payment_method=FPS')).toContain(order._id)
    expect(await ids('status=paid')).not.toContain(order._id)
    expect(await ids('payment_method=ONLINE')).not.toContain(order._id)
    const today = hkDate(new Date())
    expect(await ids(`from=${today}&to=${today}`)).toContain(order._id)
    expect(await ids('to=2020-01-01')).toEqual([])
    // empty form fields are no filter (the list is a GET form)
    expect(await ids('status=&payment_method=&q=&from=&to=')).toContain(order._id)
    expect((await list('from=yesterday')).statusCode).toBe(400)

    const page = (await list('per_page=1')).json()
    expect(page.data).toHaveLength(1)
    expect(page.total).toBeGreaterThan(1)
    expect(page.next_page_url).toContain('page=2')
    expect(page.data[0]).toHaveProperty('staff_actions')
  })

  it('answers 401 without a staff token and 403 to a customer token', async () => {
    const customer = await guest(app)
    const { order } = await placeOrder(app, database, customer, { qty: 1 })
    for (const url of ['/admin/orders', `/admin/orders/${order._id}`, '/admin/dashboard']) {
      expect((await call(app, 'GET', url)).statusCode).toBe(401)
      expect((await call(app, 'GET', url, customer)).statusCode).toBe(401)
    }
  })
})

/** Every staff route of this module with the permission the role table gives it. */
const ROUTES: {
  method: 'GET' | 'PUT' | 'POST'
  path: (ids: { order: string; due: string }) => string
  permission: StaffPermission
  body?: Record<string, string>
}[] = [
  { method: 'GET', path: () => '/admin/dashboard', permission: 'dashboard.view' },
  { method: 'GET', path: () => '/admin/orders', permission: 'orders.view' },
  { method: 'GET', path: (i) => `/admin/orders/${i.order}`, permission: 'orders.view' },
  {
    method: 'PUT',
    path: (i) => `/admin/orders/${i.order}/payment-proof/approve`,
    permission: 'orders.payment',
    body: {},
  },
  {
    method: 'PUT',
    path: (i) => `/admin/orders/${i.order}/payment-proof/reject`,
    permission: 'orders.payment',
    body: { reason: 'Blurred' },
  },
  {
    method: 'PUT',
    path: (i) => `/admin/orders/${i.order}/shipped`,
    permission: 'orders.fulfil',
    body: { courier_name: 'SF', tracking_number: 'SF1' },
  },
  {
    method: 'PUT',
    path: (i) => `/admin/orders/${i.order}/delivered`,
    permission: 'orders.fulfil',
    body: {},
  },
  {
    method: 'PUT',
    path: (i) => `/admin/orders/${i.order}/completed`,
    permission: 'orders.fulfil',
    body: {},
  },
  {
    method: 'PUT',
    path: (i) => `/admin/orders/${i.order}/cancel`,
    permission: 'orders.cancel',
    body: { reason: 'Asked by phone' },
  },
  {
    method: 'PUT',
    path: (i) => `/admin/orders/${i.order}/refund-request/approve`,
    permission: 'refunds.decide',
    body: { amount: '1.00', offline_reference: 'FPS-1' },
  },
  {
    method: 'PUT',
    path: (i) => `/admin/orders/${i.order}/refund-request/reject`,
    permission: 'refunds.decide',
    body: { reason: 'No' },
  },
  { method: 'GET', path: () => '/admin/refunds', permission: 'refunds.view' },
  { method: 'GET', path: () => '/admin/refunds-due', permission: 'refunds.view' },
  {
    method: 'POST',
    path: (i) => `/admin/refunds-due/${i.due}/settle`,
    permission: 'refunds.decide',
    body: { reference: 'HSBC-1' },
  },
  {
    method: 'POST',
    path: (i) => `/admin/refunds-due/${i.due}/retry`,
    permission: 'refunds.decide',
  },
]

describe.each(testDatabases)('back-office order routes and the role table on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database)
    tokens = await staffTokens(app)
    // 45 orders of the first plain variant: enough stock for all of them
    const [variant] = await findVariant(database, {
      sale: false,
      points: false,
      minStock: 20,
      maxPrice: 3000,
    })
    if (variant) await setStock(database, variant.id, 10_000)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('lets each role do what STAFF_PERMISSIONS says; a refusal is 403 and changes nothing', async () => {
    for (const role of STAFF_ROLES) {
      for (const route of ROUTES) {
        // a fresh pending order each time, so an allowed change never hides a later refusal
        const { order } = await pendingFpsOrder(app, database, await guest(app), { qty: 1 })
        const due = await insertRefundDue(database, order._id, '10.00')
        const before = {
          audits: await auditCount(database),
          order: await orderRow(database, order._id),
        }
        const url = route.path({ order: order._id, due: due.id })
        const answer = await call(app, route.method, url, tokens[role], route.body)
        const label = `${role} ${route.method} ${url.replace(order._id, ':id')}`
        if (staffCan(role, route.permission)) {
          expect(answer.statusCode, label).not.toBe(403)
          expect(answer.statusCode, label).toBeLessThan(500)
        } else {
          expect(answer.statusCode, label).toBe(403)
          expect(answer.json().code, label).toBe('STAFF_FORBIDDEN')
          expect(await auditCount(database), label).toBe(before.audits)
          expect(await orderRow(database, order._id), label).toEqual(before.order)
        }
      }
    }
    // a checkout per role and route (about forty): more than the default on a loaded machine
  }, 180_000)
})
