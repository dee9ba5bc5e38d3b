import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import {
  giftRules,
  orders,
  products,
  productVariants,
  voucherRedemptions,
  vouchers,
} from '#api/db/schema/index.ts'
import {
  addToCart,
  checkout,
  checkoutBody,
  findVariant,
  guest,
  shopApp,
} from '#api/testing/shop.ts'
import { describeRaces, seededDatabase } from '#api-test/databases.ts'
import { staffBearer, staffTokens } from '../admin-people/test-helpers.ts'
import { leadTimeColumn } from '../delivery/lead-time.ts'
import { codeBody, newContact } from './test-helpers.ts'

const RACERS = 10
const LIMIT = 3

/**
 * A code with a total limit under concurrent checkouts, on PostgreSQL (PGlite runs one
 * transaction at a time, so a missing lock would pass there). Without the voucher row lock at
 * checkout every racer reads the count before any writes it, and all of them use the code.
 */
describeRaces('discount code races on $name', (kind) => {
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

  it(`${RACERS} checkouts with a code limited to ${LIMIT} uses: exactly ${LIMIT} get it`, async () => {
    // no gift today: every checkout would lock the gift's variant row and queue behind it
    await database.db.update(giftRules).set({ isActive: false })
    // different items, so the variant locks do not queue the checkouts: only the voucher lock does
    // and in stock: a made-to-order lead time would refuse the first delivery day
    const quick = new Set(
      (
        await database.db
          .select({ id: productVariants.id })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(sql`${leadTimeColumn()} is null`)
      ).map((v) => v.id),
    )
    const items = (await findVariant(database, { sale: false, points: false, minStock: 5 }))
      .filter((v) => quick.has(v.id))
      .filter((v, i, all) => all.findIndex((w) => w.productId === v.productId) === i)
      .slice(0, RACERS)
    expect(items).toHaveLength(RACERS)
    const tokens = await staffTokens(app)
    const made = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/discount-codes',
      headers: staffBearer(tokens.manager),
      payload: codeBody({ usage_limit: LIMIT, amount_off: '25.00' }),
    })
    expect(made.statusCode, made.body).toBe(201)
    const code = made.json()

    const shoppers = await Promise.all(
      items.map(async (item) => {
        const token = await guest(app)
        await addToCart(app, token, { product_variant_id: item.id, qty: 1 })
        return { token, item: item.id }
      }),
    )
    const answers = await Promise.all(
      shoppers.map(({ token, item }) =>
        checkout(
          app,
          token,
          checkoutBody([item], { voucher_code: code.code, delivery_details: newContact() }),
        ),
      ),
    )
    const seen = answers.map((a) =>
      a.statusCode === 201 ? 'ok' : `${a.statusCode} ${a.json().code}`,
    )
    expect(
      seen.filter((s) => s.startsWith('5')),
      seen.join(', '),
    ).toEqual([])
    expect(
      seen.filter((s) => s === 'ok'),
      seen.join(', '),
    ).toHaveLength(LIMIT)
    expect(
      seen.filter((s) => s === '422 VOUCHER_USED_UP'),
      seen.join(', '),
    ).toHaveLength(RACERS - LIMIT)
    const [row] = await database.db.select().from(vouchers).where(eq(vouchers.id, code._id))
    expect(row?.usedCount).toBe(LIMIT)
    const uses = await database.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, code._id))
    expect(uses).toHaveLength(LIMIT)
    const used = await database.db.select().from(orders).where(eq(orders.voucherId, code._id))
    expect(used).toHaveLength(LIMIT)
  })
})
