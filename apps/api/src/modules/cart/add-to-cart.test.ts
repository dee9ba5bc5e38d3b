import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { addToCart, findVariant, guest, setStock, shopApp, viewCart } from '#api/testing/shop.ts'
import { countInto, seededDatabase, testDatabases } from '#api-test/databases.ts'

/**
 * Add to cart is the busiest write of the shop (issue 19, 31: p50 ≤ 10 ms): one prepared statement
 * reads the caller and the variant and changes the line (ADR 072), the row's own lock orders
 * concurrent changes, and a refused change writes nothing.
 */
describe.each(testDatabases)('add to cart on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  const statements: string[] = []
  beforeAll(async () => {
    database = await seededDatabase(kind, countInto(statements))
    app = await shopApp(database)
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  async function variantWithStock(stock: number) {
    const [variant] = await findVariant(database, { sale: false, points: false, minStock: 1 })
    if (!variant) throw new Error('seed has no variant in stock')
    await setStock(database, variant.id, stock)
    return variant.id
  }

  it('reads the caller and the variant and changes the line in one statement, also to remove it', async () => {
    const token = await guest(app)
    const id = await variantWithStock(10)
    const counts = []
    for (const qty of [2, 1, -1, -2]) {
      statements.length = 0
      const response = await addToCart(app, token, { product_variant_id: id, qty })
      expect(response.statusCode, response.body).toBe(200)
      counts.push(statements.length)
    }
    expect(counts).toEqual([1, 1, 1, 1])
    expect((await viewCart(app, token)).json().cart_items).toHaveLength(0)
  })

  it('answers the cart total with the line, and lowers a line beyond a stock that dropped', async () => {
    const token = await guest(app)
    const [a, b] = await findVariant(database, { sale: false, points: false, minStock: 4 })
    if (!a || !b) throw new Error('seed has no two variants in stock')
    await addToCart(app, token, { product_variant_id: a.id, qty: 3 })
    const second = (await addToCart(app, token, { product_variant_id: b.id, qty: 2 })).json()
    expect(second).toMatchObject({ product_variant_id: b.id, qty: 2, total_qty: 5 })
    await setStock(database, a.id, 1)
    const raised = await addToCart(app, token, { product_variant_id: a.id, qty: 1 })
    expect(raised.json().code).toBe('OUT_OF_STOCK')
    const lowered = (await addToCart(app, token, { product_variant_id: a.id, qty: -1 })).json()
    expect(lowered).toMatchObject({ qty: 2, total_qty: 4 })
    await setStock(database, a.id, a.stock)
  })

  it('never puts more in a cart than the stock, whatever arrives together', async () => {
    const token = await guest(app)
    const id = await variantWithStock(4)
    const together = (n: number, qty: number) =>
      Promise.all(
        Array.from({ length: n }, () => addToCart(app, token, { product_variant_id: id, qty })),
      )
    // a few rounds, as a race shows only now and then
    for (let round = 0; round < 3; round++) {
      const adds = await together(10, 1)
      expect(adds.filter((a) => a.statusCode === 200)).toHaveLength(4)
      expect(adds.filter((a) => a.json().code === 'OUT_OF_STOCK')).toHaveLength(6)
      expect((await viewCart(app, token)).json().cart_items[0].qty).toBe(4)
      // removing together: each unit goes once, the removals after the last find nothing
      const removals = await together(6, -1)
      expect(removals.filter((r) => r.statusCode === 200)).toHaveLength(4)
      expect(removals.filter((r) => r.json().code === 'CART_ITEM_NOT_FOUND')).toHaveLength(2)
      expect((await viewCart(app, token)).json().cart_items).toHaveLength(0)
    }
  })

  it('keeps count when raises and removals of one line arrive together', async () => {
    const token = await guest(app)
    const id = await variantWithStock(100)
    await addToCart(app, token, { product_variant_id: id, qty: 2 })
    let expected = 2
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          addToCart(app, token, { product_variant_id: id, qty: i % 2 ? -1 : 1 }),
        ),
      )
      // never a server error (a quantity of 0 breaks the line's check), every change counted
      expect(answers.map((a) => a.statusCode).filter((code) => code >= 500)).toEqual([])
      const done = (qty: number) =>
        answers.filter((a, i) => a.statusCode === 200 && (i % 2 ? -1 : 1) === qty).length
      expected += done(1) - done(-1)
      const line = (await viewCart(app, token)).json().cart_items[0]
      expect(line?.qty ?? 0).toBe(expected)
    }
  })
})
