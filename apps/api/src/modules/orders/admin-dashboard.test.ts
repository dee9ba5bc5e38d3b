import type { StaffRole } from '@shop/contract'
import { LOW_STOCK_THRESHOLD } from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { enquiries, productVariants } from '#api/db/schema/index.ts'
import { findVariant, guest, setStock } from '#api/testing/shop.ts'
import { countInto, seededDatabase, testDatabases } from '#api-test/databases.ts'
import {
  insertRefundDue,
  pendingFpsOrder,
  refundRequested,
  staffTokens,
} from './admin-test-helpers.ts'
import { dashboard } from './dashboard.ts'
import { call, ordersApp } from './test-helpers.ts'

describe.each(testDatabases)('back-office dashboard on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>
  const statements: string[] = []
  beforeAll(async () => {
    database = await seededDatabase(kind, countInto(statements))
    app = await ordersApp(database)
    tokens = await staffTokens(app)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('counts today’s orders and revenue, what waits for staff and low stock, in one statement', async () => {
    const figures = async () =>
      (await call(app, 'GET', '/admin/dashboard', tokens.staff)).json() as Awaited<
        ReturnType<typeof dashboard>
      >
    const start = await figures()
    const customer = await guest(app)
    const pending = await pendingFpsOrder(app, database, customer)
    const refunded = await refundRequested(app, database, customer, tokens.owner)
    await database.db.insert(enquiries).values({
      name: 'Wong Siu Ming',
      email: 'siuming@example.hk',
      subject: 'Sofa fabric',
      description: 'Do you have it in green?',
    })
    await insertRefundDue(database, pending.order._id, '12.50')
    const [low] = (await findVariant(database, { minStock: 5 })).slice(-1)
    if (!low) throw new Error('no variant')
    await setStock(database, low.id, 1)
    const [gone] = await findVariant(database, { minStock: 5 })
    if (!gone || gone.id === low.id) throw new Error('no second variant')
    await setStock(database, gone.id, 0)

    const now = await figures()
    expect(now.orders_today).toBe(start.orders_today + 2)
    const paid = Number(refunded.order.calculations.price.total)
    expect(Number(now.revenue_today)).toBeCloseTo(Number(start.revenue_today) + paid)
    expect(now.awaiting_payment_confirmation).toBe(start.awaiting_payment_confirmation + 1)
    expect(now.refund_requests_waiting).toBe(start.refund_requests_waiting + 1)
    expect(now.new_enquiries).toBe(start.new_enquiries + 1)
    expect(now.refunds_due.count).toBe(start.refunds_due.count + 1)
    expect(Number(now.refunds_due.amount)).toBeCloseTo(Number(start.refunds_due.amount) + 12.5)
    expect(now.low_stock_threshold).toBe(LOW_STOCK_THRESHOLD)
    expect(now.low_stock).toContainEqual(
      expect.objectContaining({ product_variant_id: low.id, stock: 1 }),
    )
    expect(now.sold_out).toBe(start.sold_out + 1)

    statements.length = 0
    await dashboard(database.db)
    expect(statements).toHaveLength(1)
  })

  it('counts refunds given back today on their own and lists sold-out variants with their product', async () => {
    const figures = async () =>
      (await call(app, 'GET', '/admin/dashboard', tokens.staff)).json() as Awaited<
        ReturnType<typeof dashboard>
      >
    const customer = await guest(app)
    const asked = await refundRequested(app, database, customer, tokens.owner)
    const [gone] = (await findVariant(database, { minStock: 5 })).slice(-2)
    if (!gone) throw new Error('no variant')
    await setStock(database, gone.id, 0)
    // the list shows the first sold-out variants by SKU: this one sorts first
    await database.db
      .update(productVariants)
      .set({ sku: '000-SOLD-OUT' })
      .where(eq(productVariants.id, gone.id))
    const start = await figures()
    const approved = await call(
      app,
      'PUT',
      `/admin/orders/${asked.order._id}/refund-request/approve`,
      tokens.owner,
      { amount: '1.00', offline_reference: 'FPS-REFUND-1' },
    )
    expect(approved.statusCode, approved.body).toBe(200)

    const now = await figures()
    // refunds are their own figure: what was paid today stays what came in
    expect(Number(now.refunded_today)).toBeCloseTo(Number(start.refunded_today) + 1)
    expect(now.revenue_today).toBe(start.revenue_today)
    expect(now.sold_out_variants).toContainEqual(
      expect.objectContaining({
        product_variant_id: gone.id,
        product_id: gone.productId,
        stock: 0,
      }),
    )
  })

  it('is open to every role and closed without a staff token', async () => {
    for (const role of ['owner', 'manager', 'staff'] as const)
      expect((await call(app, 'GET', '/admin/dashboard', tokens[role])).statusCode).toBe(200)
    expect((await call(app, 'GET', '/admin/dashboard')).statusCode).toBe(401)
  })
})
