import {
  bookingResponse,
  booking as bookingSchema,
  consultationSlots,
  MAIN_STORE_ID,
  ORDER_LINK_HEADER,
} from '@shop/contract'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import {
  bookingSlots,
  bookings,
  orders,
  outboxMessages,
  productVariants,
  showrooms,
  uploadedFiles,
} from '#api/db/schema/index.ts'
import {
  auth,
  CANCEL_URL,
  gatewayPage,
  guest,
  lifecycleOf,
  PAY_OK,
  SUCCESS_URL,
  shopApp,
  submitGateway,
} from '#api/testing/shop.ts'
import { describeRaces, seededDatabase, testDatabases } from '#api-test/databases.ts'
import { register } from '../identity/test-helpers.ts'
import { uploadPng } from '../orders/test-helpers.ts'
import { bookingsService } from './bookings.ts'

const STORE = `/api/v1/stores/${MAIN_STORE_ID}`
const FLAT = {
  size_sqft: 620,
  rooms: 3,
  style: 'Warm wood, Japandi',
  address: 'Flat 12A, Block 3, City One, Sha Tin',
}
const CONTACT = {
  name: 'Wong Siu Ming',
  area_code: '852',
  phone: '61234567',
  email: 'siuming@example.hk',
}

async function variantOf(database: Database, format: 'SHOWROOM' | 'VIDEO' | 'HOME_VISIT') {
  const [row] = await database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.consultationFormat, format),
        sql`${productVariants.sku} like 'SRV-01%'`,
      ),
    )
  if (!row) throw new Error(`no seeded ${format} consultation`)
  return row.id
}

async function slots(app: FastifyInstance, variant: string, query: string) {
  const response = await app.inject(`${STORE}/consultations/${variant}/slots?days=21&${query}`)
  return consultationSlots.parse(response.json()).days.flatMap((d) => d.slots)
}

function book(app: FastifyInstance, token: string, body: Record<string, unknown>, locale = 'en') {
  return app.inject({
    method: 'POST',
    url: `${STORE}/bookings`,
    headers: { ...auth(token), 'x-store-locale': locale },
    payload: {
      flat: FLAT,
      contact: CONTACT,
      payment_method: 'FPS',
      terms_accepted: true,
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
      ...body,
    },
  })
}

const call = (
  app: FastifyInstance,
  method: 'GET' | 'PUT',
  url: string,
  token: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: auth(token),
    ...(payload ? { payload } : {}),
  })

describe.each(testDatabases)('consultation bookings on $name', (kind) => {
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

  it('lets a guest book a home visit in Sha Tin, pay the deposit by card, and get the calendar entry', async () => {
    const variant = await variantOf(database, 'HOME_VISIT')
    const free = await slots(app, variant, 'district=sha-tin')
    const slot = free[0]
    if (!slot) throw new Error('no free slot')
    const token = await guest(app, 'zh')
    const response = await book(
      app,
      token,
      {
        variant_id: variant,
        starts_at: slot.starts_at,
        district: 'sha-tin',
        payment_method: 'ONLINE',
      },
      'zh',
    )
    expect(response.statusCode).toBe(201)
    const placed = bookingResponse.parse(response.json())
    expect(placed.booking).toMatchObject({
      status: 'held',
      format: 'HOME_VISIT',
      district: 'sha-tin',
      starts_at: slot.starts_at,
      can_change: true,
    })
    expect(placed.return_url).toBeTruthy()
    expect(Number(placed.order.calculations.price.total)).toBeGreaterThan(0)

    const page = await gatewayPage(app, placed.return_url as string)
    const paid = await submitGateway(app, page, PAY_OK)
    expect(paid.statusCode).toBe(303)
    // back on the result page with the order named, as after a checkout
    const back = new URL(String(paid.headers.location))
    expect(back.searchParams.get('reference')).toBe(placed.order.reference)
    expect(back.searchParams.get('order')).toBe(placed.order._id)
    const mine = await call(app, 'GET', `/bookings/${placed.booking._id}`, token)
    expect(bookingSchema.parse(mine.json()).status).toBe('confirmed')

    const [mail] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, CONTACT.email))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1)
    expect(mail?.subject).toContain('你的設計諮詢已預約')
    expect(mail?.body).toContain('/zh/shop/main/order/')
    expect(mail?.attachments[0]).toMatchObject({ filename: 'consultation.ics' })
    const start = new Date(slot.starts_at).toISOString().replace(/[-:]/g, '').slice(0, 15)
    expect(mail?.attachments[0]?.content).toContain(`DTSTART:${start}Z`)
    // the slot is no longer offered with that designer
    const after = await slots(app, variant, 'district=sha-tin')
    const same = after.find((s) => s.starts_at === slot.starts_at)
    expect(same?.designers_free ?? 0).toBe(slot.designers_free - 1)
  })

  it('never books one designer twice: the second shopper for the last designer is told the time is taken', async () => {
    const variant = await variantOf(database, 'SHOWROOM')
    const { json } = await app.inject(`${STORE}/design-services`)
    const kwunTong = json().showrooms.find((s: { code: string }) => s.code === 'kwun-tong')._id
    const slot = (await slots(app, variant, `showroom_id=${kwunTong}`)).find(
      (s) => s.designers_free === 1,
    )
    if (!slot) throw new Error('no slot with one designer')
    const body = { variant_id: variant, starts_at: slot.starts_at, showroom_id: kwunTong }
    expect((await book(app, await guest(app), body)).statusCode).toBe(201)
    const second = await book(app, await guest(app), body)
    expect(second.statusCode).toBe(409)
    expect(second.json().code).toBe('SLOT_UNAVAILABLE')
  })

  it('refuses a time that is not a free slot, a missing showroom or contact, and a product that is not a consultation', async () => {
    const variant = await variantOf(database, 'VIDEO')
    const token = await guest(app)
    const night = await book(app, token, { variant_id: variant, starts_at: '2027-01-05T19:00:00Z' })
    expect(night.statusCode).toBe(409)
    expect(night.json().code).toBe('SLOT_UNAVAILABLE')
    const showroom = await book(app, token, {
      variant_id: await variantOf(database, 'SHOWROOM'),
      starts_at: '2027-01-05T03:00:00Z',
    })
    expect(showroom.json().code).toBe('SHOWROOM_REQUIRED')
    const noContact = await book(app, token, {
      variant_id: variant,
      starts_at: '2027-01-05T03:00:00Z',
      contact: { ...CONTACT, email: '', phone: '' },
    })
    expect(noContact.statusCode).toBe(400)
    const [goods] = await database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(sql`${productVariants.consultationFormat} is null`)
      .limit(1)
    const notConsultation = await book(app, token, {
      variant_id: goods?.id,
      starts_at: '2027-01-05T03:00:00Z',
    })
    expect(notConsultation.statusCode).toBe(404)
    expect(
      await database.db
        .select()
        .from(bookings)
        .where(eq(bookings.accountId, await accountOf(token))),
    ).toEqual([])
  })

  async function accountOf(token: string) {
    const me = await app.inject({ url: '/api/v1/auth/user', headers: auth(token) })
    return me.json().user.account._id as string
  }

  it("keeps the flat's photos with the booking, and refuses someone else's file without booking", async () => {
    const variant = await variantOf(database, 'SHOWROOM')
    const [showroom] = await database.db
      .select({ id: showrooms.id })
      .from(showrooms)
      .orderBy(showrooms.code)
      .limit(1)
    const free = await slots(app, variant, `showroom_id=${showroom?.id}`)
    const slot = free.at(-1)
    if (!slot || !showroom) throw new Error('no free slot')
    const owner = await guest(app)
    const stranger = await guest(app)
    const plan = await uploadPng(app, owner, 'consultation')
    const theirs = await uploadPng(app, stranger, 'consultation')
    const refused = await book(app, owner, {
      variant_id: variant,
      starts_at: slot.starts_at,
      showroom_id: showroom.id,
      flat: { ...FLAT, files: [plan, theirs] },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('FILE_NOT_USABLE')
    expect((await call(app, 'GET', '/bookings', owner)).json().data).toEqual([])

    const booked = await book(app, owner, {
      variant_id: variant,
      starts_at: slot.starts_at,
      showroom_id: showroom.id,
      flat: { ...FLAT, files: [plan] },
    })
    expect(booked.statusCode).toBe(201)
    expect(bookingResponse.parse(booked.json()).booking.flat.files).toEqual([plan])
    const [row] = await database.db
      .select({ attachedAt: uploadedFiles.attachedAt })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.name, plan))
    expect(row?.attachedAt).toBeInstanceOf(Date)
  })

  it('moves a booking inside the change window and frees the old time; refuses it after the window closes', async () => {
    const variant = await variantOf(database, 'VIDEO')
    const free = await slots(app, variant, '')
    const [first, , third] = free
    if (!first || !third) throw new Error('not enough slots')
    const { token } = await register(app)
    const placed = bookingResponse.parse(
      (await book(app, token, { variant_id: variant, starts_at: first.starts_at })).json(),
    )
    const moved = await call(app, 'PUT', `/bookings/${placed.booking._id}/reschedule`, token, {
      starts_at: third.starts_at,
    })
    expect(moved.statusCode).toBe(200)
    expect(bookingSchema.parse(moved.json())).toMatchObject({
      starts_at: third.starts_at,
      rescheduled_count: 1,
    })
    const held = await database.db
      .select()
      .from(bookingSlots)
      .where(eq(bookingSlots.bookingId, placed.booking._id))
    expect(held.map((h) => h.slotStart.toISOString()).sort()[0]).toBe(third.starts_at)
    const [mail] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Your consultation has moved (${placed.order.reference})`))
    expect(mail?.attachments[0]?.content).toContain('SEQUENCE:1')

    // within 24 hours of the start nothing can be changed online
    await database.db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() + 3 * 3600_000) })
      .where(eq(bookings.id, placed.booking._id))
    const late = await call(app, 'PUT', `/bookings/${placed.booking._id}/reschedule`, token, {
      starts_at: first.starts_at,
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('CHANGE_WINDOW_CLOSED')
    const lateCancel = await call(app, 'PUT', `/bookings/${placed.booking._id}/cancel`, token, {
      reason: 'Travelling',
    })
    expect(lateCancel.json().code).toBe('CHANGE_WINDOW_CLOSED')
  })

  it('cancels an unpaid booking like an unpaid order, and a paid one as a refund request of the deposit', async () => {
    const variant = await variantOf(database, 'VIDEO')
    const free = await slots(app, variant, '')
    const { token } = await register(app)
    const unpaid = bookingResponse.parse(
      (await book(app, token, { variant_id: variant, starts_at: free[4]?.starts_at })).json(),
    )
    const cancelled = await call(app, 'PUT', `/bookings/${unpaid.booking._id}/cancel`, token, {
      reason: 'Found another date',
    })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().status).toBe('cancelled')
    const [order] = await database.db.select().from(orders).where(eq(orders.id, unpaid.order._id))
    expect(order?.status).toBe('cancelled')
    expect(
      await database.db
        .select()
        .from(bookingSlots)
        .where(eq(bookingSlots.bookingId, unpaid.booking._id)),
    ).toEqual([])
    const again = await call(app, 'PUT', `/bookings/${unpaid.booking._id}/cancel`, token, {})
    expect(again.statusCode).toBe(409)

    const paid = bookingResponse.parse(
      (
        await book(app, token, {
          variant_id: variant,
          starts_at: free[6]?.starts_at,
          payment_method: 'ONLINE',
        })
      ).json(),
    )
    await submitGateway(app, await gatewayPage(app, paid.return_url as string), PAY_OK)
    const refund = await call(app, 'PUT', `/bookings/${paid.booking._id}/cancel`, token, {
      reason: 'Moving abroad',
    })
    expect(refund.json().status).toBe('cancelled')
    const [paidOrder] = await database.db.select().from(orders).where(eq(orders.id, paid.order._id))
    expect(paidOrder).toMatchObject({ paymentStatus: 'paid', refundStatus: 'waiting_for_approval' })
  })

  it('gives the slot back when an online deposit is not paid in time', async () => {
    const variant = await variantOf(database, 'VIDEO')
    const free = await slots(app, variant, '')
    const token = await guest(app)
    const placed = bookingResponse.parse(
      (
        await book(app, token, {
          variant_id: variant,
          starts_at: free[8]?.starts_at,
          payment_method: 'ONLINE',
        })
      ).json(),
    )
    const stockBefore = await database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variant))
    await lifecycleOf(database).expireUnpaid(new Date(Date.now() + 2 * 3600_000))
    const [row] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, placed.booking._id))
    expect(row?.status).toBe('cancelled')
    expect(
      await database.db
        .select()
        .from(bookingSlots)
        .where(eq(bookingSlots.bookingId, placed.booking._id)),
    ).toEqual([])
    const stockAfter = await database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variant))
    expect(stockAfter).toEqual(stockBefore)
  })

  it('shows a booking only to its owner (404 otherwise)', async () => {
    const variant = await variantOf(database, 'VIDEO')
    const free = await slots(app, variant, '')
    const owner = await guest(app)
    const placed = bookingResponse.parse(
      (await book(app, owner, { variant_id: variant, starts_at: free[10]?.starts_at })).json(),
    )
    const stranger = await guest(app)
    for (const [method, url, body] of [
      ['GET', `/bookings/${placed.booking._id}`, undefined],
      ['GET', `/bookings/${placed.booking._id}/calendar`, undefined],
      ['PUT', `/bookings/${placed.booking._id}/reschedule`, { starts_at: free[11]?.starts_at }],
      ['PUT', `/bookings/${placed.booking._id}/cancel`, {}],
      ['GET', '/bookings/not-an-id', undefined],
    ] as const) {
      const response = await call(app, method, url, stranger, body)
      expect(response.statusCode).toBe(404)
    }
    expect((await call(app, 'GET', '/bookings', stranger)).json().data).toEqual([])
    expect((await call(app, 'GET', '/bookings', owner)).json().data).toHaveLength(1)
    // the owner's calendar entry: the e-mail's event, pointing at the order page
    const ics = await call(app, 'GET', `/bookings/${placed.booking._id}/calendar`, owner)
    expect(ics.statusCode).toBe(200)
    expect(ics.headers['content-type']).toContain('text/calendar')
    expect(ics.body).toContain(`UID:${placed.booking._id}@maisonharbour.hk`)
    expect(ics.body.replace(/\r\n /g, '')).toContain(`/shop/main/order/${placed.order._id}`)
  })

  it("opens, moves and cancels a booking through its order's private link, from any device; a wrong token is a 404", async () => {
    const variant = await variantOf(database, 'VIDEO')
    const free = await slots(app, variant, '')
    const owner = await guest(app, 'zh')
    const placed = bookingResponse.parse(
      (
        await book(app, owner, { variant_id: variant, starts_at: free[20]?.starts_at }, 'zh')
      ).json(),
    )
    const { order_id: orderId, token } = placed.order_access
    const viaLink = (method: 'GET' | 'PUT', path: string, key: string, payload?: object) =>
      app.inject({
        method,
        url: `/api/v1/orders/${orderId}/booking${path}/link`,
        headers: { [ORDER_LINK_HEADER]: key },
        ...(payload ? { payload } : {}),
      })
    // no session at all, only the link
    const seen = await viaLink('GET', '', token)
    expect(seen.statusCode).toBe(200)
    expect(bookingSchema.parse(seen.json())).toMatchObject({
      _id: placed.booking._id,
      can_change: true,
    })
    const wrong = `${token.slice(0, -4)}aaaa`
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['PUT', '/reschedule', { starts_at: free[21]?.starts_at }],
      ['PUT', '/cancel', {}],
    ] as const) {
      expect((await viaLink(method, path, wrong, payload)).statusCode).toBe(404)
    }
    expect(bookingSchema.parse((await viaLink('GET', '', token)).json()).starts_at).toBe(
      free[20]?.starts_at,
    )

    const calendar = await viaLink('GET', '/calendar', token)
    expect(calendar.statusCode).toBe(200)
    expect(calendar.body).toContain('METHOD:PUBLISH')
    // long lines are folded (RFC 5545): unfolded, the URL is the link's own page
    expect(calendar.body.replace(/\r\n /g, '')).toContain(
      `/zh/shop/main/order/${orderId}/access/${token}`,
    )
    expect((await viaLink('GET', '/calendar', wrong)).statusCode).toBe(404)

    const moved = await viaLink('PUT', '/reschedule', token, { starts_at: free[21]?.starts_at })
    expect(moved.statusCode).toBe(200)
    expect(bookingSchema.parse(moved.json()).starts_at).toBe(free[21]?.starts_at)
    const cancelled = await viaLink('PUT', '/cancel', token, { reason: '搬家延期' })
    expect(cancelled.statusCode).toBe(200)
    expect(bookingSchema.parse(cancelled.json())).toMatchObject({
      status: 'cancelled',
      can_change: false,
    })
    // the owner's own list agrees, and the e-mails went out in the booking's language
    const mine = (await call(app, 'GET', '/bookings', owner)).json().data
    expect(mine[0]).toMatchObject({ status: 'cancelled', starts_at: free[21]?.starts_at })
    const [mail] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, CONTACT.email))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1)
    expect(mail?.body).toContain('/zh/shop/main/order/')
  })
})

describeRaces('booking races on $name', (kind) => {
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

  it('20 shoppers booking the same slot of the last free designer: exactly one gets it', async () => {
    const variant = await variantOf(database, 'SHOWROOM')
    const info = (await app.inject(`${STORE}/design-services`)).json()
    const kwunTong = info.showrooms.find((s: { code: string }) => s.code === 'kwun-tong')._id
    const slot = (await slots(app, variant, `showroom_id=${kwunTong}`)).find(
      (s) => s.designers_free === 1,
    )
    if (!slot) throw new Error('no slot with one designer')
    const tokens = await Promise.all(Array.from({ length: 20 }, () => guest(app)))
    const answers = await Promise.all(
      tokens.map((token) =>
        book(app, token, { variant_id: variant, starts_at: slot.starts_at, showroom_id: kwunTong }),
      ),
    )
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes.filter((c) => c === 201)).toHaveLength(1)
    expect(codes.filter((c) => c === 409)).toHaveLength(19)
    const held = await database.db
      .select()
      .from(bookingSlots)
      .where(eq(bookingSlots.slotStart, new Date(slot.starts_at)))
    expect(held).toHaveLength(1)
  })
})

describe('consultation reminders', () => {
  it('go out once, the day before, only for paid bookings', async () => {
    const kind = testDatabases[0] as (typeof testDatabases)[number]
    const database = await seededDatabase(kind)
    const app = await shopApp(database)
    try {
      const variant = await variantOf(database, 'VIDEO')
      const free = await slots(app, variant, '')
      const token = await guest(app)
      const paid = bookingResponse.parse(
        (
          await book(app, token, {
            variant_id: variant,
            starts_at: free[0]?.starts_at,
            payment_method: 'ONLINE',
          })
        ).json(),
      )
      await submitGateway(app, await gatewayPage(app, paid.return_url as string), PAY_OK)
      const unpaid = bookingResponse.parse(
        (await book(app, token, { variant_id: variant, starts_at: free[3]?.starts_at })).json(),
      )
      const service = bookingsService({
        db: database.db,
        lifecycle: lifecycleOf(database),
        publicUrl: 'https://shop.test',
      })
      const start = new Date(paid.booking.starts_at).getTime()
      // two days before: nothing yet
      expect(await service.remind(new Date(start - 48 * 3600_000))).toBe(0)
      const dayBefore = new Date(start - 20 * 3600_000)
      expect(await service.remind(dayBefore)).toBe(1)
      expect(await service.remind(dayBefore)).toBe(0)
      const reminders = await database.db
        .select()
        .from(outboxMessages)
        .where(sql`${outboxMessages.subject} like ${`Your consultation is tomorrow%`}`)
      expect(reminders.map((m) => m.subject)).toEqual([
        `Your consultation is tomorrow (${paid.order.reference})`,
      ])
      expect(unpaid.booking.status).toBe('held')
    } finally {
      await app.close()
      await database.close()
    }
  })
})
