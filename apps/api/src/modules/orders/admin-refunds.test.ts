import { formatMoney, fromCents, type StaffRole, toCents } from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { orders } from '#api/db/schema/index.ts'
import { guest } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import {
  auditCount,
  auditOf,
  insertRefundDue,
  mailAbout,
  orderRow,
  refundRequested,
  staffTokens,
} from './admin-test-helpers.ts'
import { refundRoom } from './staff-refunds.ts'
import { call, ordersApp } from './test-helpers.ts'

describe('refundRoom', () => {
  it('is what was paid minus what was refunded, never below zero', () => {
    expect(refundRoom('100.00', '30.50')).toBe('69.50')
    expect(refundRoom('100.00', '100.00')).toBe('0.00')
    expect(refundRoom('100.00', '120.00')).toBe('0.00')
  })
})

describe.each(testDatabases)('back-office refunds on $name', (kind) => {
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

  it('lets a manager approve part of a refund of an FPS order with the transfer reference; a staff member is refused', async () => {
    const customer = await guest(app)
    const { order, refund } = await refundRequested(app, database, customer, tokens.owner)
    const url = `/admin/orders/${order._id}/refund-request/approve`
    const asked = refund.amount as string
    const part = fromCents(Math.floor(toCents(asked) / 2))
    const audits = await auditCount(database)

    const refused = await call(app, 'PUT', url, tokens.staff, {
      amount: part,
      offline_reference: 'FPS-1',
    })
    expect(refused.statusCode).toBe(403)
    expect((await orderRow(database, order._id)).refundStatus).toBe('waiting_for_approval')
    expect(await auditCount(database)).toBe(audits)

    const noReference = await call(app, 'PUT', url, tokens.manager, { amount: part })
    expect(noReference.statusCode).toBe(400)
    expect(noReference.json().code).toBe('OFFLINE_REFERENCE_REQUIRED')
    const above = await call(app, 'PUT', url, tokens.manager, {
      amount: fromCents(toCents(asked) + 1),
      offline_reference: 'FPS-1',
    })
    expect(above.statusCode).toBe(400)
    expect(above.json().code).toBe('REFUND_ABOVE_REQUEST')
    expect((await call(app, 'PUT', url, tokens.manager, { amount: '-1' })).statusCode).toBe(400)
    expect(await auditCount(database)).toBe(audits)

    const approved = await call(app, 'PUT', url, tokens.manager, {
      amount: part,
      offline_reference: 'FPS-REF-778',
      note: 'Half, the scratch is small',
    })
    expect(approved.statusCode).toBe(200)
    expect(approved.json()).toMatchObject({ refund_status: 'approved', refunded_amount: part })
    expect(approved.json().refund_requests[0]).toMatchObject({
      status: 'approved',
      approved_amount: part,
      offline_reference: 'FPS-REF-778',
      provider_status: 'not_needed',
    })
    const entry = (await auditOf(database, order._id)).find((a) => a.action === 'refund.approved')
    expect(entry).toMatchObject({
      before: {
        refund_request: refund._id,
        refund_status: 'waiting_for_approval',
        approved_amount: null,
      },
      after: {
        refund_request: refund._id,
        refund_status: 'approved',
        approved_amount: part,
        offline_reference: 'FPS-REF-778',
      },
    })
    const mail = (await mailAbout(database, order.reference)).at(-1)
    // the amount as every page writes it (issue 30): HK$1,234.56, never "HKD 1234.56"
    expect(mail?.body).toContain(formatMoney(part, 'en'))
    expect(mail?.body).not.toContain('HKD')
    // the timeline names the manager
    const step = (approved.json().timeline as { action: string; staff: { name: string } }[]).find(
      (t) => t.action === 'refund.approved',
    )
    expect(step?.staff.name).toBe('Test manager')
  })

  it('never approves more than was paid minus what was refunded (409, nothing written)', async () => {
    const customer = await guest(app)
    const { order, refund } = await refundRequested(app, database, customer, tokens.owner)
    // what was paid is less than the lines' value (as after a voucher): only that much is left
    const paid = fromCents(toCents(refund.amount) - 100)
    await database.db.update(orders).set({ total: paid }).where(eq(orders.id, order._id))
    const audits = await auditCount(database)
    const url = `/admin/orders/${order._id}/refund-request/approve`
    const above = await call(app, 'PUT', url, tokens.owner, {
      amount: refund.amount,
      offline_reference: 'FPS-9',
    })
    expect(above.statusCode).toBe(409)
    expect(above.json()).toMatchObject({ code: 'REFUND_ABOVE_PAID' })
    expect(above.json().message).toContain(paid)
    expect(await auditCount(database)).toBe(audits)
    expect((await orderRow(database, order._id)).refundStatus).toBe('waiting_for_approval')
    const within = await call(app, 'PUT', url, tokens.owner, {
      amount: paid,
      offline_reference: 'FPS-9',
    })
    expect(within.statusCode).toBe(200)
    expect(within.json().refunded_amount).toBe(paid)
  })

  it('rejects a refund request with a reason; a blank reason is refused', async () => {
    const customer = await guest(app)
    const { order, refund } = await refundRequested(app, database, customer, tokens.owner)
    const url = `/admin/orders/${order._id}/refund-request/reject`
    expect((await call(app, 'PUT', url, tokens.owner, { reason: '' })).statusCode).toBe(400)
    expect((await call(app, 'PUT', url, tokens.staff, { reason: 'No' })).statusCode).toBe(403)
    const rejected = await call(app, 'PUT', url, tokens.owner, { reason: 'Used for months' })
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json()).toMatchObject({ refund_status: 'rejected' })
    expect((await auditOf(database, order._id)).map((a) => [a.action, a.note])).toEqual([
      ['order.payment_confirmed', ''],
      ['refund.rejected', 'Used for months'],
    ])
    expect(refund._id).toBeTruthy()
    expect((await mailAbout(database, order.reference)).at(-1)?.body).toContain('Used for months')
  })

  it('lists waiting requests and open refunds due for every role; settling one by hand needs a manager', async () => {
    const customer = await guest(app)
    const { order, refund } = await refundRequested(app, database, customer, tokens.owner)
    const due = await insertRefundDue(database, order._id, '88.00')
    const listed = await call(app, 'GET', '/admin/refunds?per_page=100', tokens.staff)
    expect(listed.statusCode).toBe(200)
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ _id: refund._id, order_reference: order.reference }),
    )
    expect(listed.json().refunds_due).toContainEqual(
      expect.objectContaining({ _id: due.id, amount: '88.00', order_reference: order.reference }),
    )
    const url = `/admin/refunds-due/${due.id}/settle`
    const audits = await auditCount(database)
    expect((await call(app, 'POST', url, tokens.staff, { reference: 'X' })).statusCode).toBe(403)
    expect(
      (await call(app, 'POST', `/admin/refunds-due/${due.id}/retry`, tokens.staff)).statusCode,
    ).toBe(403)
    expect(await auditCount(database)).toBe(audits)
    expect((await call(app, 'POST', url, tokens.manager, { reference: '' })).statusCode).toBe(400)
    const settled = await call(app, 'POST', url, tokens.manager, { reference: 'HSBC-20261124-01' })
    expect(settled.statusCode).toBe(200)
    expect(settled.json()).toMatchObject({
      status: 'refunded',
      manual_reference: 'HSBC-20261124-01',
    })
    expect((await auditOf(database, order._id)).map((a) => a.action)).toEqual([
      'order.payment_confirmed',
      'refund_due.settled',
    ])
    const again = await call(app, 'POST', url, tokens.manager, { reference: 'again' })
    expect(again.statusCode).toBe(409)
    const after = await call(app, 'GET', '/admin/refunds?per_page=100', tokens.staff)
    expect(after.json().refunds_due.map((d: { _id: string }) => d._id)).not.toContain(due.id)
  })
})
