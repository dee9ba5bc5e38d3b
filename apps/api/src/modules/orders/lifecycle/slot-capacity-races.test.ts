import { Writable } from 'node:stream'
import { adminSettings, deliverySlots } from '@shop/contract'
import { and, eq, ne } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { giftRules, orders } from '#api/db/schema/index.ts'
import { staffBearer, staffTokens } from '#api/modules/admin-people/test-helpers.ts'
import {
  addToCart,
  checkout,
  checkoutBody,
  findVariant,
  guest,
  STORE,
  setStock,
  shopApp,
} from '#api/testing/shop.ts'
import { describeRaces, seededDatabase } from '#api-test/databases.ts'

const SHOPPERS = 20
const CAPACITY = 5

/** Error-level log lines of the app, to see any deadlock PostgreSQL reported. */
function errorLog() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, logger: { level: 'error', stream } }
}

/**
 * Slot capacity (issue 27, ADR 053): checkouts racing for the last places of one delivery slot.
 * PostgreSQL only: PGlite runs one transaction at a time, so a missing lock would pass there.
 */
describeRaces('delivery slot capacity races on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  const log = errorLog()
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database, undefined, { logger: log.logger })
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it(`${SHOPPERS} checkouts at once for a slot of ${CAPACITY} places: exactly ${CAPACITY} placed`, async () => {
    const tokens = await staffTokens(app)
    const settings = adminSettings.parse(
      (
        await app.inject({ url: '/api/v1/admin/settings', headers: staffBearer(tokens.owner) })
      ).json(),
    )
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/admin/settings/delivery',
      headers: staffBearer(tokens.owner),
      payload: { version: settings.version, ...settings.delivery, slot_capacity: CAPACITY },
    })
    expect(saved.statusCode, saved.body).toBe(200)

    // one variant per shopper and no gift rules: no other lock (a variant's row, a gift's)
    // orders these checkouts, so only the slot's own lock stands between them
    await database.db.update(giftRules).set({ isActive: false })
    const offered = deliverySlots.parse(
      (await app.inject(`${STORE}/delivery-slots?district=wan-chai`)).json(),
    )
    const date = offered.dates[0]?.date
    if (!date) throw new Error('no delivery day')
    // variants whose lead time lets them arrive that day (made-to-order ones wait weeks)
    const variants = []
    for (const v of await findVariant(database, { sale: false, points: false })) {
      if (variants.length === SHOPPERS) break
      const own = deliverySlots.parse(
        (await app.inject(`${STORE}/delivery-slots?district=wan-chai&variant_ids=${v.id}`)).json(),
      )
      if (own.dates[0]?.date === date) variants.push(v)
    }
    expect(variants).toHaveLength(SHOPPERS)
    for (const v of variants) await setStock(database, v.id, 10_000)

    // every shopper's cart is ready before the race starts
    const shoppers = await Promise.all(
      variants.map(async (v) => {
        const token = await guest(app)
        await addToCart(app, token, { product_variant_id: v.id, qty: 1 })
        return { token, variant: v.id }
      }),
    )
    const answers = await Promise.all(
      shoppers.map((s) =>
        checkout(app, s.token, checkoutBody([s.variant], { delivery_slot: { date, slot: 'AM' } })),
      ),
    )
    const codes = answers.map((a) => a.statusCode)
    console.log(codes.join(' '))
    for (const a of answers) expect([201, 422], a.body).toContain(a.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(CAPACITY)
    for (const a of answers.filter((x) => x.statusCode === 422))
      expect(a.json().code).toBe('DELIVERY_SLOT_FULL')
    expect(log.lines.filter((l) => /deadlock/i.test(l))).toEqual([])

    const held = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.deliveryDate, date),
          eq(orders.deliverySlot, 'AM'),
          ne(orders.status, 'cancelled'),
        ),
      )
    expect(held).toHaveLength(CAPACITY)
    // the slot is no longer offered; the afternoon still is
    const after = deliverySlots.parse(
      (await app.inject(`${STORE}/delivery-slots?district=wan-chai`)).json(),
    )
    expect(after.dates.find((d) => d.date === date)?.slots.map((s) => s.code)).toEqual(['PM'])
  }, 120_000)
})
