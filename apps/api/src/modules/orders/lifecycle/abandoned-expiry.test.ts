import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { orders } from '#api/db/schema/index.ts'
import { identityApp } from '#api/modules/identity/test-helpers.ts'
import { PAYMENT_WINDOW_MS } from '#api/modules/payments/service.ts'
import {
  addToCart,
  checkout,
  checkoutBody,
  findVariant,
  guest,
  lifecycleOf,
  stockOf,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'

/**
 * The abandoned payment (issue 30): a shopper places an online order and never opens the payment
 * page. When its payment window has passed, the expiry job (`expireUnpaid`, run every minute by
 * the lifecycle sweep) cancels it, gives back its stock, and the shopper gets the cancellation
 * e-mail in the language of the checkout, read here from the development mailbox. The job is run
 * with a clock past the window: a browser journey would wait out the real 30 minutes, and the shop
 * has no test clock or job trigger on its server (none is added: it would be an open door).
 */
describe.each(testDatabases)('an abandoned payment expires with an e-mail on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await identityApp(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  /** A guest's online order of one unit, its payment page never opened. */
  async function placeOnline(locale: 'en' | 'zh', email: string, variantId: string) {
    const token = await guest(app, locale)
    await addToCart(app, token, { product_variant_id: variantId, qty: 1 })
    const body = checkoutBody([variantId], { payment_method: 'ONLINE' })
    const answer = await checkout(app, token, {
      ...body,
      delivery_details: { ...body.delivery_details, email },
    })
    expect(answer.statusCode, answer.body).toBe(201)
    return answer.json().order as { _id: string; reference: string }
  }

  it.each([
    [
      'en',
      'left.en@example.hk',
      /^Order \S+ cancelled: no payment received$/,
      'Nothing was charged',
    ],
    ['zh', 'left.zh@example.hk', /^訂單 \S+ 已取消：未收到付款$/, '你並未被收取任何費用'],
  ] as const)(
    '%s: the order left unpaid is cancelled at expiry and the shopper is told',
    async (locale, email, subject, words) => {
      const [variant] = await findVariant(database, { sale: false, points: false, minStock: 5 })
      if (!variant) throw new Error('no seeded variant')
      const placed = await placeOnline(locale, email, variant.id)
      const held = await stockOf(database, variant.id)
      // the shopper leaves: the payment page is never opened. Within the window nothing happens
      const lifecycle = lifecycleOf(database)
      await lifecycle.expireUnpaid(new Date())
      const [waiting] = await database.db.select().from(orders).where(eq(orders.id, placed._id))
      expect(waiting).toMatchObject({ status: 'submitted', paymentStatus: 'unpaid' })

      // the job's next run after the window
      await lifecycle.expireUnpaid(new Date(Date.now() + PAYMENT_WINDOW_MS + 60_000))
      const [expired] = await database.db.select().from(orders).where(eq(orders.id, placed._id))
      expect(expired).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' })
      expect(await stockOf(database, variant.id)).toBe(held + 1)

      // the e-mail, as the development mailbox shows it: about this order, in the checkout's language
      const mailbox = await app.inject(`/api/v1/dev/outbox?recipient=${encodeURIComponent(email)}`)
      const mails = mailbox.json().data as {
        subject: string
        body: string
        headers: Record<string, string>
      }[]
      const cancelled = mails.filter(
        (m) => m.subject.includes(placed.reference) && subject.test(m.subject),
      )
      expect(cancelled.map((m) => m.subject)).toHaveLength(1)
      const [mail] = cancelled
      expect(mail?.body).toContain(placed.reference)
      if (words) expect(mail?.body).toContain(words)
      else expect(mail?.body).toMatch(/[\u4e00-\u9fff]{4,}/)
      // a service message, not marketing: no List-Unsubscribe
      expect(mail?.headers).toEqual({})
      // the job runs again: nothing more happens, no second e-mail
      await lifecycle.expireUnpaid(new Date(Date.now() + PAYMENT_WINDOW_MS + 120_000))
      const again = await app.inject(`/api/v1/dev/outbox?recipient=${encodeURIComponent(email)}`)
      expect(
        (again.json().data as { subject: string }[]).filter(
          (m) => m.subject.includes(placed.reference) && subject.test(m.subject),
        ),
      ).toHaveLength(1)
    },
  )

  it("the development clock passes one order's window only, and is refused for an unknown id", async () => {
    const [variant] = await findVariant(database, { sale: false, points: false, minStock: 5 })
    if (!variant) throw new Error('no seeded variant')
    const left = await placeOnline('en', 'clock.left@example.hk', variant.id)
    const other = await placeOnline('en', 'clock.other@example.hk', variant.id)
    const pass = (id: string) =>
      app.inject({ method: 'POST', url: `/api/v1/dev/orders/${id}/payment-window/pass` })
    const answer = await pass(left._id)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toEqual({ released: 1 })
    const status = async (id: string) =>
      (await database.db.select().from(orders).where(eq(orders.id, id)))[0]?.status
    expect(await status(left._id)).toBe('cancelled')
    // another shopper's order in its window is left alone
    expect(await status(other._id)).toBe('submitted')
    // a second pass finds nothing more to release; a malformed id is a 400, not a 500
    expect((await pass(left._id)).json()).toEqual({ released: 0 })
    expect((await pass('not-an-id')).statusCode).toBe(400)
  })
})
