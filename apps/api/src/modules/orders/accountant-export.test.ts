import type { StaffRole } from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { orders } from '#api/db/schema/index.ts'
import { guest } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { staffTokens } from './admin-test-helpers.ts'
import { ordersApp, placeOrder } from './test-helpers.ts'

const url = (from: string, to: string) => `/api/v1/admin/orders/export?from=${from}&to=${to}`

describe.each(testDatabases)("the accountant's order export on $name", (kind) => {
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
  const get = (path: string, role: StaffRole = 'owner') =>
    app.inject({ url: path, headers: { authorization: `Bearer ${tokens[role]}` } })
  async function orderAt(instant: string) {
    const placed = await placeOrder(app, database, await guest(app), { qty: 1, index: 0 })
    await database.db
      .update(orders)
      .set({ createdAt: new Date(instant) })
      .where(eq(orders.id, placed.order._id))
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.order._id))
    return row as typeof orders.$inferSelect
  }

  it('takes Hong Kong days: 23:59 HK on the 1st is out of the 2nd, 00:00 HK on the 2nd is in', async () => {
    const late = await orderAt('2021-03-01T15:59:59Z')
    const early = await orderAt('2021-03-01T16:00:00Z')
    const lastOfDay = await orderAt('2021-03-02T15:59:59Z')
    const response = await get(url('2021-03-02', '2021-03-02'))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    expect(response.headers['content-disposition']).toContain('orders-2021-03-02-to-2021-03-02.csv')
    const [header, ...lines] = response.body.slice(1).trimEnd().split('\r\n')
    expect(header).toBe(
      'reference,placed_at_hk,customer_name,email,status,payment_status,payment_method,subtotal,discount,shipping,total,refunded',
    )
    expect(lines.map((l) => l.split(',')[0])).toEqual([early.reference, lastOfDay.reference])
    expect(lines[0]).toContain(`${early.reference},2021-03-02 00:00,`)
    expect(lines[0]).not.toContain(late.reference)
    const cells = lines[0]?.split(',') ?? []
    expect(cells.slice(7)).toEqual([
      Number(early.subtotal).toFixed(2),
      (Number(early.discountLocal) + Number(early.discountGlobal)).toFixed(2),
      (Number(early.shippingFee) + Number(early.carryingFee)).toFixed(2),
      Number(early.total).toFixed(2),
      '0.00',
    ])
    const both = await get(url('2021-03-01', '2021-03-02'))
    expect(both.body).toContain(late.reference)
  })

  it('answers an empty range with the header only', async () => {
    const response = await get(url('2001-01-01', '2001-01-31'))
    expect(response.statusCode).toBe(200)
    expect(response.body.slice(1).trimEnd().split('\r\n')).toHaveLength(1)
  })

  it('refuses the staff role and a range that ends before it starts', async () => {
    expect((await get(url('2021-03-01', '2021-03-02'), 'staff')).statusCode).toBe(403)
    expect((await get(url('2021-03-01', '2021-03-02'), 'manager')).statusCode).toBe(200)
    const backwards = await get(url('2021-03-02', '2021-03-01'))
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().errors).toContainEqual({
      path: 'querystring.to',
      message: 'errors.endsBeforeStart',
    })
    expect((await get('/api/v1/admin/orders/export?from=yesterday&to=2021-03-01')).statusCode).toBe(
      400,
    )
  })
})
