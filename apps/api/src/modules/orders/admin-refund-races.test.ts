import { fromCents, toCents } from '@shop/contract'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { auditLog, refundRequests } from '#api/db/schema/index.ts'
import { guest } from '#api/testing/shop.ts'
import { describeRaces, seededDatabase } from '#api-test/databases.ts'
import { staffSignIn } from '../staff/test-helpers.ts'
import { refundRequested } from './admin-test-helpers.ts'
import { call, ordersApp } from './test-helpers.ts'

const RACERS = 10

// PostgreSQL only: PGlite runs one transaction at a time, so a missing lock would pass there
describeRaces('refund approval races on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it(`${RACERS} concurrent approvals never refund more than was paid`, async () => {
    const owner = await staffSignIn(app, 'owner')
    const manager = await staffSignIn(app, 'manager')
    const customer = await guest(app)
    // every unit back: the request asks for (nearly) all that was paid
    const { order, refund } = await refundRequested(app, database, customer, owner, 2)
    const paid = order.calculations.price.total as string
    const each = refund.amount as string
    // two approvals of this request would give back more than was paid
    expect(toCents(each) * 2).toBeGreaterThan(toCents(paid))
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, n) =>
        call(
          app,
          'PUT',
          `/admin/orders/${order._id}/refund-request/approve`,
          n % 2 ? owner : manager,
          {
            amount: each,
            offline_reference: `FPS-RACE-${n}`,
          },
        ),
      ),
    )
    const codes = answers.map((a) => a.statusCode)
    // what staff were told was refunded: every 200 is a refund sent back
    const told = codes.filter((c) => c === 200).length * toCents(each)
    expect(told).toBeLessThanOrEqual(toCents(paid))
    expect(codes.filter((c) => c >= 500)).toEqual([])
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    const approved = await database.db
      .select()
      .from(refundRequests)
      .where(and(eq(refundRequests.orderId, order._id), eq(refundRequests.status, 'approved')))
    const refunded = approved.reduce((sum, r) => sum + toCents(r.approvedAmount ?? r.amount), 0)
    expect(toCents(paid) - refunded).toBeGreaterThanOrEqual(0)
    expect(fromCents(refunded)).toBe(each)
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, 'refund.approved')))
    expect(audit).toHaveLength(1)
  })
})
