import { ORDER_LINK_HEADER } from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { orderStatuses, orders } from '#api/db/schema/index.ts'
import { staffSignIn } from '#api/modules/staff/test-helpers.ts'
import {
  addToCart,
  auth,
  checkout,
  checkoutBody,
  findVariant,
  guest,
  STORE,
  shopApp,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { mailAbout } from '../admin-test-helpers.ts'

type Day = { date: string; slots: { code: string }[] }

/**
 * Issue 30, ADR 068: a shopper moves the home delivery of an order not dispatched yet to another
 * day and time, checked as checkout checks it; the timeline and an e-mail say so.
 */
describe.each(testDatabases)('changing the delivery slot on $name', (kind) => {
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

  /** An offline order in Wan Chai on its first delivery day, and the other days it may move to. */
  async function placed(index: number, locale = 'en') {
    const token = await guest(app, locale)
    const [v] = (await findVariant(database, { sale: false, points: false, minStock: 3 })).slice(
      index,
    )
    if (!v) throw new Error('no variant')
    await addToCart(app, token, { product_variant_id: v.id, qty: 1 })
    const response = await checkout(app, token, checkoutBody([v.id]))
    expect(response.statusCode).toBe(201)
    const body = response.json()
    const days = (
      await app.inject(`${STORE}/delivery-slots?district=wan-chai&variant_ids=${v.id}`)
    ).json().dates as Day[]
    const booked = body.order.delivery.slot.date as string
    const other = days.find((d) => d.date !== booked)
    if (!other) throw new Error('no other delivery day')
    return {
      token,
      orderId: body.order._id as string,
      reference: body.order.reference as string,
      linkToken: body.order_access.token as string,
      booked,
      other: { date: other.date, slot: other.slots.at(-1)?.code as string },
    }
  }

  const change = (token: string, orderId: string, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${orderId}/delivery-slot`,
      headers: auth(token),
      payload: payload as Record<string, unknown>,
    })
  const row = async (id: string) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0]
  const events = async (id: string) =>
    (await database.db.select().from(orderStatuses).where(eq(orderStatuses.orderId, id))).map(
      (s) => s.slug,
    )

  it('moves the delivery, records it on the timeline and e-mails the new time', async () => {
    const order = await placed(0)
    const before = (
      await app.inject({
        url: `/api/v1/orders/${order.orderId}/details`,
        headers: auth(order.token),
      })
    ).json()
    expect(before.available_actions).toContain('change_delivery_slot')
    const moved = await change(order.token, order.orderId, order.other)
    expect(moved.statusCode).toBe(200)
    expect(moved.json().delivery.slot).toMatchObject(order.other)
    expect(moved.json().statuses.map((s: { slug: string }) => s.slug)).toContain(
      'delivery_rescheduled',
    )
    const stored = await row(order.orderId)
    expect([stored?.deliveryDate, stored?.deliverySlot]).toEqual([
      order.other.date,
      order.other.slot,
    ])
    const mail = (await mailAbout(database, order.reference)).filter((m) =>
      m.subject.includes('new delivery time'),
    )
    expect(mail).toHaveLength(1)
    expect(mail[0]?.body).toContain(order.reference)
    // staff see the new slot and the move, old → new, on the order's timeline
    const staff = await staffSignIn(app, 'staff')
    const seen = (
      await app.inject({
        url: `/api/v1/admin/orders/${order.orderId}`,
        headers: auth(staff),
      })
    ).json()
    expect(seen.delivery.slot).toMatchObject(order.other)
    expect(seen.timeline).toContainEqual(
      expect.objectContaining({
        slug: 'delivery_rescheduled',
        note: expect.stringContaining(`→ ${order.other.date} ${order.other.slot}`),
      }),
    )
    // the same slot again (a double submit): nothing more written, no second e-mail
    const again = await change(order.token, order.orderId, order.other)
    expect(again.statusCode).toBe(200)
    expect((await events(order.orderId)).filter((s) => s === 'delivery_rescheduled')).toHaveLength(
      1,
    )
    expect(
      (await mailAbout(database, order.reference)).filter((m) =>
        m.subject.includes('new delivery time'),
      ),
    ).toHaveLength(1)
  })

  it('writes the e-mail in the order’s language', async () => {
    const order = await placed(1, 'zh')
    expect((await change(order.token, order.orderId, order.other)).statusCode).toBe(200)
    const mail = (await mailAbout(database, order.reference)).filter((m) =>
      m.subject.includes('新的送貨時間'),
    )
    expect(mail).toHaveLength(1)
  })

  it('answers 404 for another shopper’s order and changes nothing', async () => {
    const order = await placed(2)
    const stranger = await guest(app)
    const refused = await change(stranger, order.orderId, order.other)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().code).toBe('ORDER_NOT_FOUND')
    expect((await row(order.orderId))?.deliveryDate).toBe(order.booked)
  })

  it('refuses a dispatched order, and a cancelled one, with their own codes', async () => {
    const order = await placed(3)
    await database.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, order.orderId))
    const shipped = await change(order.token, order.orderId, order.other)
    expect(shipped.statusCode).toBe(409)
    expect(shipped.json().code).toBe('ORDER_ALREADY_DISPATCHED')
    await database.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, order.orderId))
    const cancelled = await change(order.token, order.orderId, order.other)
    expect(cancelled.statusCode).toBe(409)
    expect(cancelled.json().code).toBe('DELIVERY_SLOT_NOT_CHANGEABLE')
    expect((await row(order.orderId))?.deliveryDate).toBe(order.booked)
  })

  it('refuses a slot checkout would refuse, writing nothing', async () => {
    const order = await placed(4)
    // today is always before the lead time; a Sunday is never served
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' }).format(
      new Date(),
    )
    const early = await change(order.token, order.orderId, { date: today, slot: 'AM' })
    expect(early.statusCode).toBe(422)
    expect(early.json().code).toBe('DELIVERY_SLOT_UNAVAILABLE')
    expect(early.json().errors[0].path).toBe('body.date')
    const farAway = await change(order.token, order.orderId, { date: '2099-01-05', slot: 'AM' })
    expect(farAway.statusCode).toBe(422)
    expect((await row(order.orderId))?.deliveryDate).toBe(order.booked)
    expect(await events(order.orderId)).not.toContain('delivery_rescheduled')
  })

  it('answers strange input with 400 or 404, never 500', async () => {
    const order = await placed(5)
    const strange: unknown[] = [
      {},
      { date: 'tomorrow', slot: 'AM' },
      { date: order.other.date, slot: 'NOON' },
      { ...order.other, extra: 1 },
      [order.other],
      { date: 20261201, slot: ['AM'] },
    ]
    for (const payload of strange) {
      const answer = await change(order.token, order.orderId, payload)
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400)
    }
    // a date the calendar has no such day of reads as the slot it cannot be, never a 500
    const noSuchDay = await change(order.token, order.orderId, { date: '2026-02-30', slot: 'AM' })
    expect([400, 422]).toContain(noSuchDay.statusCode)
    const notAnId = await change(order.token, 'not-an-order', order.other)
    expect(notAnId.statusCode).toBe(404)
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${order.orderId}/delivery-slot`,
      payload: order.other,
    })
    expect(anonymous.statusCode).toBe(401)
    expect((await row(order.orderId))?.deliveryDate).toBe(order.booked)
  })

  it('lets the holder of the private link move it; a wrong link is 404', async () => {
    const order = await placed(6)
    const put = (token: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/orders/${order.orderId}/delivery-slot/link`,
        headers: { [ORDER_LINK_HEADER]: token },
        payload: order.other,
      })
    const wrong = await put('x'.repeat(43))
    expect(wrong.statusCode).toBe(404)
    const moved = await put(order.linkToken)
    expect(moved.statusCode).toBe(200)
    expect(moved.json().delivery.slot.date).toBe(order.other.date)
    expect(moved.json().available_actions).toContain('change_delivery_slot')
  })
})
