import { adminBooking, adminBookingList, hkDate } from '@shop/contract'
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import {
  bookingSlots,
  bookings,
  orders,
  outboxMessages,
  refundRequests,
} from '#api/db/schema/index.ts'
import { gatewayPage, PAY_OK, shopApp, submitGateway } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { staffSignIn } from '../staff/test-helpers.ts'
import { auditOf, bookAs, freeSlots, staffCall, variantOf } from './admin-test-helpers.ts'

const heldBy = (database: Database, bookingId: string) =>
  database.db
    .select()
    .from(bookingSlots)
    .where(eq(bookingSlots.bookingId, bookingId))
    .then((rows) => rows.map((r) => `${r.designerId}|${r.slotStart.toISOString()}`).sort())

const lastMailTo = (database: Database, email: string) =>
  database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1)
    .then((rows) => rows[0])

describe.each(testDatabases)('staff calendar of consultations on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let staff: string
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database)
    staff = await staffSignIn(app, 'staff')
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('shows staff a booking in the calendar with the customer, place, designer and payment, filtered by designer', async () => {
    const variant = await variantOf(database, 'HOME_VISIT')
    const slot = (await freeSlots(app, variant, 'district=sha-tin')).flatMap((d) => d.slots)[0]
    if (!slot) throw new Error('no slot')
    const placed = await bookAs(app, {
      variant_id: variant,
      starts_at: slot.starts_at,
      district: 'sha-tin',
    })
    const day = hkDate(new Date(slot.starts_at))
    const list = await staffCall(app, staff, 'GET', `/admin/bookings?from=${day}&to=${day}`)
    expect(list.statusCode).toBe(200)
    const found = adminBookingList.parse(list.json()).data.find((b) => b._id === placed.booking._id)
    expect(found).toMatchObject({
      format: 'HOME_VISIT',
      district: 'sha-tin',
      status: 'held',
      payment_status: 'unpaid',
      order_reference: placed.order.reference,
      customer: { name: 'Wong Siu Ming', email: 'siuming@example.hk', phone: '85261234567' },
    })
    const designer = found?.designer._id as string
    const other = await staffCall(
      app,
      staff,
      'GET',
      `/admin/bookings?from=${day}&to=${day}&designer_id=00000000-0000-4000-8000-000000000000`,
    )
    expect(adminBookingList.parse(other.json()).data).toEqual([])
    const mine = await staffCall(
      app,
      staff,
      'GET',
      `/admin/bookings?from=${day}&to=${day}&designer_id=${designer}`,
    )
    expect(adminBookingList.parse(mine.json()).data.map((b) => b._id)).toContain(placed.booking._id)
    const one = await staffCall(app, staff, 'GET', `/admin/bookings/${placed.booking._id}`)
    expect(adminBooking.parse(one.json())._id).toBe(placed.booking._id)
  })

  it('answers 404 for unknown or malformed booking ids, 400 for a bad range, 401 without a staff token', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', "1' or 1=1"]) {
      const one = await staffCall(app, staff, 'GET', `/admin/bookings/${encodeURIComponent(id)}`)
      expect(one.statusCode).toBe(404)
      const move = await staffCall(
        app,
        staff,
        'PUT',
        `/admin/bookings/${encodeURIComponent(id)}/move`,
        {
          starts_at: '2027-01-05T03:00:00Z',
        },
      )
      expect(move.statusCode).toBe(404)
    }
    const wide = await staffCall(app, staff, 'GET', '/admin/bookings?from=2027-01-01&to=2027-03-01')
    expect(wide.statusCode).toBe(400)
    const backwards = await staffCall(
      app,
      staff,
      'GET',
      '/admin/bookings?from=2027-01-05&to=2027-01-01',
    )
    expect(backwards.statusCode).toBe(400)
    const anonymous = await app.inject('/api/v1/admin/bookings?from=2027-01-01&to=2027-01-02')
    expect(anonymous.statusCode).toBe(401)
  })

  it('lets staff move a booking to a free time: the customer gets the moved e-mail in Chinese with the new calendar entry, and the move is audited', async () => {
    const variant = await variantOf(database, 'VIDEO')
    const free = (await freeSlots(app, variant)).flatMap((d) => d.slots)
    const [first, , third] = free
    if (!first || !third) throw new Error('not enough slots')
    const email = 'move.zh@example.hk'
    const placed = await bookAs(
      app,
      { variant_id: variant, starts_at: first.starts_at },
      'zh',
      email,
    )
    const moved = await staffCall(app, staff, 'PUT', `/admin/bookings/${placed.booking._id}/move`, {
      starts_at: third.starts_at,
    })
    expect(moved.statusCode).toBe(200)
    expect(adminBooking.parse(moved.json())).toMatchObject({
      starts_at: third.starts_at,
      rescheduled_count: 1,
    })
    const held = await heldBy(database, placed.booking._id)
    expect(held[0]?.split('|')[1]).toBe(third.starts_at)
    const mail = await lastMailTo(database, email)
    expect(mail?.subject).toBe(`你的設計諮詢已改期 (${placed.order.reference})`)
    const start = third.starts_at.replace(/[-:]/g, '').slice(0, 15)
    expect(mail?.attachments[0]?.content).toContain(`DTSTART:${start}Z`)
    expect(mail?.attachments[0]?.content).toContain('SEQUENCE:1')
    const audit = await auditOf(database, placed.booking._id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      action: 'booking.moved',
      entityType: 'booking',
      before: { starts_at: first.starts_at },
      after: { starts_at: third.starts_at },
    })
  })

  it('refuses a move to a time the designer already has booked (409) and changes nothing: no slot, no e-mail, no audit row', async () => {
    const variant = await variantOf(database, 'VIDEO')
    const free = (await freeSlots(app, variant)).flatMap((d) => d.slots)
    const slotA = free[4]
    const slotB = free[8]
    if (!slotA || !slotB) throw new Error('not enough slots')
    const a = await bookAs(
      app,
      { variant_id: variant, starts_at: slotA.starts_at },
      'en',
      'a@example.hk',
    )
    const b = await bookAs(
      app,
      { variant_id: variant, starts_at: slotB.starts_at },
      'en',
      'b@example.hk',
    )
    const heldBefore = await heldBy(database, a.booking._id)
    const mailBefore = await lastMailTo(database, 'a@example.hk')
    const taken = await staffCall(app, staff, 'PUT', `/admin/bookings/${a.booking._id}/move`, {
      starts_at: slotB.starts_at,
      designer_id: b.booking.designer._id,
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().code).toBe('SLOT_UNAVAILABLE')
    const night = await staffCall(app, staff, 'PUT', `/admin/bookings/${a.booking._id}/move`, {
      starts_at: '2027-01-05T15:00:00Z',
    })
    expect(night.statusCode).toBe(409)
    expect(await heldBy(database, a.booking._id)).toEqual(heldBefore)
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, a.booking._id))
    expect(row?.startsAt.toISOString()).toBe(slotA.starts_at)
    expect(row?.rescheduledCount).toBe(0)
    expect((await lastMailTo(database, 'a@example.hk'))?.id).toBe(mailBefore?.id)
    expect(await auditOf(database, a.booking._id)).toEqual([])
  })

  it('lets staff cancel a paid booking with a reason: the slot is free, the deposit goes up for refund, the customer is told in their language, audited', async () => {
    const variant = await variantOf(database, 'HOME_VISIT')
    const slot = (await freeSlots(app, variant, 'district=sha-tin')).flatMap((d) => d.slots)[20]
    if (!slot) throw new Error('no slot')
    const email = 'cancel.zh@example.hk'
    const placed = await bookAs(
      app,
      {
        variant_id: variant,
        starts_at: slot.starts_at,
        district: 'sha-tin',
        payment_method: 'ONLINE',
      },
      'zh',
      email,
    )
    const paid = await submitGateway(
      app,
      await gatewayPage(app, placed.return_url as string),
      PAY_OK,
    )
    expect(paid.statusCode).toBe(303)
    const cancelled = await staffCall(
      app,
      staff,
      'PUT',
      `/admin/bookings/${placed.booking._id}/cancel`,
      {
        reason: 'Designer unwell',
      },
    )
    expect(cancelled.statusCode).toBe(200)
    expect(adminBooking.parse(cancelled.json())).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Designer unwell',
    })
    expect(await heldBy(database, placed.booking._id)).toEqual([])
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.order._id))
    expect(order?.refundStatus).toBe('waiting_for_approval')
    const [refund] = await database.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.orderId, placed.order._id))
    expect(refund?.amount).toBe(order?.total)
    const mail = await lastMailTo(database, email)
    expect(mail?.subject).toBe(`你的設計諮詢已取消 (${placed.order.reference})`)
    expect(mail?.body).toContain('原因: Designer unwell')
    const audit = await auditOf(database, placed.booking._id)
    expect(audit.map((a) => a.action)).toEqual(['booking.cancelled'])
    // a cancelled booking can be neither moved nor cancelled again
    const again = await staffCall(
      app,
      staff,
      'PUT',
      `/admin/bookings/${placed.booking._id}/cancel`,
      {
        reason: 'Twice',
      },
    )
    expect(again.statusCode).toBe(409)
    const empty = await staffCall(
      app,
      staff,
      'PUT',
      `/admin/bookings/${placed.booking._id}/cancel`,
      {
        reason: ' ',
      },
    )
    expect(empty.statusCode).toBe(400)
  })

  it('marks a consultation done once it has started, not before', async () => {
    const variant = await variantOf(database, 'VIDEO')
    const slot = (await freeSlots(app, variant)).flatMap((d) => d.slots)[12]
    if (!slot) throw new Error('no slot')
    const placed = await bookAs(app, { variant_id: variant, starts_at: slot.starts_at })
    const early = await staffCall(
      app,
      staff,
      'PUT',
      `/admin/bookings/${placed.booking._id}/complete`,
    )
    expect(early.statusCode).toBe(409)
    expect(early.json().code).toBe('BOOKING_NOT_STARTED')
    await database.db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() - 3600_000), endsAt: new Date() })
      .where(eq(bookings.id, placed.booking._id))
    const done = await staffCall(
      app,
      staff,
      'PUT',
      `/admin/bookings/${placed.booking._id}/complete`,
    )
    expect(done.statusCode).toBe(200)
    expect(adminBooking.parse(done.json()).status).toBe('completed')
    expect((await auditOf(database, placed.booking._id)).map((a) => a.action)).toEqual([
      'booking.completed',
    ])
  })
})
