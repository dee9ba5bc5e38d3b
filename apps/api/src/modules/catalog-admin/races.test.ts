import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { giftRules, variantStockMovements } from '#api/db/schema/index.ts'
import { addToCart, checkout, checkoutBody, guest, shopApp, stockOf } from '#api/testing/shop.ts'
import { describeRaces, seededDatabase } from '#api-test/databases.ts'
import { staffBearer } from '../admin-people/test-helpers.ts'
import { staffSignIn } from '../staff/test-helpers.ts'

const CHECKOUTS = 20
const API = '/api/v1/admin'

/**
 * Staff adjusting stock while shoppers check out, on PostgreSQL (PGlite runs one transaction at a
 * time). The adjustment reads the stock under the variant's row lock, the lock checkout takes:
 * without it, a checkout committed between the read and the write is overwritten (an oversell).
 */
describeRaces('stock adjustment races on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let owner: ReturnType<typeof staffBearer>

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database)
    owner = staffBearer(await staffSignIn(app, 'owner'))
    // no gift today: every checkout would lock the gift's variant row and queue behind it
    await database.db.update(giftRules).set({ isActive: false })
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it(`stock deliveries during ${CHECKOUTS} concurrent checkouts never oversell and are never lost`, async () => {
    const product = await app.inject({
      method: 'POST',
      url: `${API}/products`,
      headers: owner,
      payload: { title: { en: 'Race stool', zh: '競賽凳' }, status: 'active' },
    })
    expect(product.statusCode, product.body).toBe(201)
    const variant = await app.inject({
      method: 'POST',
      url: `${API}/products/${product.json()._id}/variants`,
      headers: owner,
      payload: { sku: `RACE-${Date.now()}`, price: '300', stock: 10 },
    })
    const variantId = variant.json()._id as string
    const shoppers = await Promise.all(Array.from({ length: CHECKOUTS }, () => guest(app)))
    for (const token of shoppers) {
      const added = await addToCart(app, token, { product_variant_id: variantId, qty: 1 })
      expect(added.statusCode, added.body).toBeLessThan(300)
    }

    const adjust = () =>
      app.inject({
        method: 'POST',
        url: `${API}/variants/${variantId}/stock-adjustments`,
        headers: owner,
        payload: { delta: 1, reason: 'Delivery from the warehouse' },
      })
    // deliveries, one piece at a time, keep arriving while the checkouts run (60 at most)
    let running = true
    const checkouts = Promise.all(
      shoppers.map((token) => checkout(app, token, checkoutBody([variantId]))),
    ).finally(() => {
      running = false
    })
    const sent: ReturnType<typeof adjust>[] = []
    while ((running || sent.length < 3) && sent.length < 60) {
      sent.push(adjust())
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const answers = await checkouts
    const deliveries = await Promise.all(sent)

    const seen = answers.map((a) => `${a.statusCode} ${a.statusCode < 300 ? '' : a.json().code}`)
    expect(seen.filter((s) => !s.startsWith('201') && s !== '409 OUT_OF_STOCK')).toEqual([])
    expect(deliveries.map((a) => a.statusCode).filter((code) => code !== 201)).toEqual([])
    const sold = seen.filter((s) => s.startsWith('201')).length
    const delivered = deliveries.length
    // every sale and every delivery counted: none oversold, none lost
    expect(sold).toBeLessThanOrEqual(10 + delivered)
    expect(await stockOf(database, variantId), seen.join(', ')).toBe(10 + delivered - sold)
    const movements = await database.db
      .select()
      .from(variantStockMovements)
      .where(eq(variantStockMovements.variantId, variantId))
    const recorded = movements.filter((m) => m.reason === 'Delivery from the warehouse')
    expect(recorded.map((m) => m.stockAfter - m.stockBefore)).toEqual(deliveries.map(() => 1))
  }, 120_000)
})
