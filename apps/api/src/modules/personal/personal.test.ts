import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import {
  addToCart,
  auth,
  findVariant,
  guest,
  likeProduct,
  STORE,
  shopApp,
} from '#api/testing/shop.ts'
import { countInto, seededDatabase, testDatabases } from '#api-test/databases.ts'

/**
 * A shopper's own figures on a page (issue 31): the header's cart and wishlist counts and the
 * cards' hearts come in one call and one statement, only ever the caller's own.
 */
describe.each(testDatabases)('a shopper’s own figures on $name', (kind) => {
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

  const personal = (token: string, productIds: string[] = []) =>
    app.inject({
      url: `${STORE}/personal${productIds.length ? `?product_ids=${productIds.join(',')}` : ''}`,
      headers: auth(token),
    })

  it('answers the cart’s units, the wishlist size and the hearts asked for, in one statement', async () => {
    const token = await guest(app)
    const [a, b] = await findVariant(database, { sale: false, points: false, minStock: 5 })
    if (!a || !b) throw new Error('seed has no two variants in stock')
    await addToCart(app, token, { product_variant_id: a.id, qty: 2 })
    await addToCart(app, token, { product_variant_id: b.id, qty: 1 })
    const liked = await likeProduct(app, token, a.productId)
    expect(liked.statusCode, liked.body).toBe(200)

    statements.length = 0
    const answer = await personal(token, [b.productId, a.productId, a.productId])
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toEqual({
      total_qty: 3,
      wishlist: { product_ids: [a.productId], total: 1 },
    })
    expect(statements).toHaveLength(1)

    // the same figures as the cart's count and the wishlist's hearts give alone
    const count = await app.inject({ url: `${STORE}/shopping-cart/count`, headers: auth(token) })
    expect(count.json()).toEqual({ total_qty: 3 })
    const hearts = await app.inject({
      url: `${STORE}/wishlist/liked?product_ids=${a.productId}`,
      headers: auth(token),
    })
    expect(hearts.json()).toEqual({ product_ids: [a.productId], total: 1 })

    // another shopper's figures are not this one's
    const other = await guest(app)
    const theirs = await personal(other, [a.productId])
    expect(theirs.json()).toEqual({ total_qty: 0, wishlist: { product_ids: [], total: 0 } })
  })

  it('refuses a signed-out or missing token, an unknown store and ids that are not ids', async () => {
    const token = await guest(app)
    const none = await app.inject({ url: `${STORE}/personal` })
    expect(none.statusCode).toBe(401)
    expect(none.json().code).toBe('UNAUTHORIZED')

    const unknownStore = await app.inject({
      url: '/api/v1/stores/00000000-0000-4000-8000-000000000000/personal',
      headers: auth(token),
    })
    expect(unknownStore.statusCode).toBe(404)
    expect(unknownStore.json().code).toBe('STORE_NOT_FOUND')

    const badIds = await app.inject({
      url: `${STORE}/personal?product_ids=not-an-id`,
      headers: auth(token),
    })
    expect(badIds.statusCode).toBe(400)

    const out = await app.inject({ url: '/api/v1/auth/logout', headers: auth(token) })
    expect(out.statusCode, out.body).toBeLessThan(300)
    statements.length = 0
    const after = await personal(token)
    expect(after.statusCode).toBe(401)
    expect(after.json().code).toBe('UNAUTHORIZED')
    // the caller is read in that statement, never kept
    expect(statements).toHaveLength(1)
  })
})
