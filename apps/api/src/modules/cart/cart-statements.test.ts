import { randomUUID } from 'node:crypto'
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
  viewCart,
} from '#api/testing/shop.ts'
import { countInto, seededDatabase, testDatabases } from '#api-test/databases.ts'

/**
 * The cart page's calls and add to cart (issue 31): the page prices the cart in one call and the
 * header counts it in another, add to cart is one statement, each with the statements it needs and
 * no more (a statement added to any shows here first). The caller of a token is read in the same
 * statement where it can be, and never kept (ADR 072).
 */
describe.each(testDatabases)('the cart page’s API calls on $name', (kind) => {
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

  /**
   * Two lines, under the lowest gift's spend (HK$8,000 in the seed) unless `reachGift`, and the
   * store once seen (a store is asked of the database once, then known).
   */
  async function cartOfTwoLines(token: string, reachGift = false) {
    const price = reachGift ? { minPrice: 8000 } : { maxPrice: 1000 }
    const [a, b] = await findVariant(database, {
      sale: false,
      points: false,
      minStock: 5,
      ...price,
    })
    if (!a || !b) throw new Error('seed has no two such variants in stock')
    await addToCart(app, token, { product_variant_id: a.id, qty: 2 })
    await addToCart(app, token, { product_variant_id: b.id, qty: 1 })
    await viewCart(app, token)
    return [a.id, b.id]
  }

  async function counted<T>(call: () => Promise<T>): Promise<{ answer: T; count: number }> {
    statements.length = 0
    const answer = await call()
    return { answer, count: statements.length }
  }

  it('prices every line in one call, as naming every line does, in one statement for a guest', async () => {
    const token = await guest(app)
    const ids = await cartOfTwoLines(token)
    const all = await counted(() => viewCart(app, token, { select_all: true }))
    expect(all.answer.statusCode, all.answer.body).toBe(200)
    const cart = all.answer.json()
    expect(cart.cart_items.map((line: { is_selected: boolean }) => line.is_selected)).toEqual([
      true,
      true,
    ])
    const named = (await viewCart(app, token, { checkout_product_variant_ids: ids })).json()
    expect(cart.calculations).toEqual(named.calculations)
    expect(cart.total_qty).toBe(3)
    // the caller with the lines, the couriers, the delivery rules and the running gift rules
    // (the store is known once seen); a guest holds no points, so no balance is read
    expect(all.count).toBe(1)
    expect(cart.membership_points_balance).toBe(0)
    expect(cart.gift_items).toEqual([])
  })

  it('gives the gift of a rule the cart reaches, in the same one statement', async () => {
    const token = await guest(app)
    await cartOfTwoLines(token, true)
    const all = await counted(() => viewCart(app, token, { select_all: true }))
    expect(all.answer.statusCode, all.answer.body).toBe(200)
    const cart = all.answer.json()
    expect(Number(cart.calculations.price.subtotal)).toBeGreaterThanOrEqual(8000)
    expect(cart.gift_items).toHaveLength(1)
    expect(all.count).toBe(1)
  })

  it('reads the cart and wishlist count of the token’s own caller only, and refuses a signed-out token at once', async () => {
    const token = await guest(app)
    const [liked] = await findVariant(database, { sale: false, points: false, minStock: 1 })
    if (!liked) throw new Error('seed has no variant')
    const like = await likeProduct(app, token, liked.productId)
    expect(like.statusCode, like.body).toBe(200)
    await cartOfTwoLines(token)
    // the header's two counts come with the cart, in its one statement
    const mine = await counted(() => viewCart(app, token, { select_all: true }))
    expect(mine.answer.json().total_qty).toBe(3)
    expect(mine.answer.json().wishlist_total).toBe(1)
    expect(mine.count).toBe(1)
    // another shopper's token prices their own empty cart, never this one
    const other = await guest(app)
    const theirs = await viewCart(app, other, { select_all: true })
    expect(theirs.statusCode, theirs.body).toBe(200)
    expect(theirs.json().cart_items).toEqual([])
    expect(theirs.json().total_qty).toBe(0)
    expect(theirs.json().wishlist_total).toBe(0)
    // an unknown store is told apart from a signed-out caller
    const unknownStore = await app.inject({
      method: 'POST',
      url: '/api/v1/stores/00000000-0000-4000-8000-000000000000/shopping-cart/all',
      headers: auth(token),
      payload: { select_all: true },
    })
    expect(unknownStore.statusCode).toBe(404)
    expect(unknownStore.json().code).toBe('STORE_NOT_FOUND')
    const out = await app.inject({ url: '/api/v1/auth/logout', headers: auth(token) })
    expect(out.statusCode, out.body).toBeLessThan(300)
    const after = await counted(() => viewCart(app, token, { select_all: true }))
    expect(after.answer.statusCode).toBe(401)
    expect(after.answer.json().code).toBe('UNAUTHORIZED')
    expect(after.count).toBe(1)
    const none = await app.inject({
      method: 'POST',
      url: `${STORE}/shopping-cart/all`,
      payload: { select_all: true },
    })
    expect(none.statusCode).toBe(401)
  })

  it('costs a member three statements more (the points the order would earn), never the account again', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        type: 'EMAIL',
        username: 'Siu Ming',
        email: `cart-${randomUUID()}@example.hk`,
        password: 'harbour88',
      },
    })
    expect(registered.statusCode, registered.body).toBe(201)
    const token = registered.json().token as string
    await cartOfTwoLines(token)
    const all = await counted(() => viewCart(app, token, { select_all: true }))
    expect(all.answer.statusCode, all.answer.body).toBe(200)
    expect(all.answer.json().points_to_earn).toBeGreaterThan(0)
    // three more than a guest's: the points balance, the membership settings and the member's
    // qualifying spend; the caller's account came with the lines
    expect(all.count).toBe(4)
  })

  it('counts the header badge in one statement with its caller, without pricing', async () => {
    const token = await guest(app)
    await cartOfTwoLines(token)
    const count = await counted(() =>
      app.inject({ url: `${STORE}/shopping-cart/count`, headers: auth(token) }),
    )
    expect(count.answer.json()).toEqual({ total_qty: 3 })
    expect(count.count).toBe(1)
    // the caller is read in that statement, never kept: a signed-out token counts nothing
    const out = await app.inject({ url: '/api/v1/auth/logout', headers: auth(token) })
    expect(out.statusCode, out.body).toBeLessThan(300)
    const after = await app.inject({ url: `${STORE}/shopping-cart/count`, headers: auth(token) })
    expect(after.statusCode).toBe(401)
    expect(after.json().code).toBe('UNAUTHORIZED')
  })

  it('reads the header’s wishlist count and the hearts in one statement with its caller', async () => {
    const token = await guest(app)
    const [a, b] = await findVariant(database, { sale: false, points: false, minStock: 1 })
    if (!a || !b) throw new Error('seed has no two variants')
    const liked = await likeProduct(app, token, a.productId)
    expect(liked.statusCode, liked.body).toBe(200)
    const asked = [b.productId, a.productId, a.productId]
    const hearts = await counted(() =>
      app.inject({
        url: `${STORE}/wishlist/liked?product_ids=${asked.join(',')}`,
        headers: auth(token),
      }),
    )
    expect(hearts.answer.statusCode, hearts.answer.body).toBe(200)
    expect(hearts.answer.json()).toEqual({ product_ids: [a.productId], total: 1 })
    expect(hearts.count).toBe(1)
    const none = await app.inject({ url: `${STORE}/wishlist/liked`, headers: auth(token) })
    expect(none.json()).toEqual({ product_ids: [], total: 1 })
    // another shopper's hearts are not this one's
    const other = await guest(app)
    const theirs = await app.inject({
      url: `${STORE}/wishlist/liked?product_ids=${a.productId}`,
      headers: auth(other),
    })
    expect(theirs.json()).toEqual({ product_ids: [], total: 0 })
    // the caller is read in that statement, never kept: a signed-out token is refused at once
    const out = await app.inject({ url: '/api/v1/auth/logout', headers: auth(token) })
    expect(out.statusCode, out.body).toBeLessThan(300)
    const after = await app.inject({ url: `${STORE}/wishlist/liked`, headers: auth(token) })
    expect(after.statusCode).toBe(401)
    expect(after.json().code).toBe('UNAUTHORIZED')
    const unknownStore = await app.inject({
      url: '/api/v1/stores/00000000-0000-4000-8000-000000000000/wishlist/liked',
      headers: auth(other),
    })
    expect(unknownStore.statusCode).toBe(404)
  })

  it('adds to the cart in one statement, and refuses a signed-out token at once', async () => {
    const token = await guest(app)
    const [variant] = await findVariant(database, { sale: false, points: false, minStock: 5 })
    if (!variant) throw new Error('seed has no variant in stock')
    const add = await counted(() =>
      addToCart(app, token, { product_variant_id: variant.id, qty: 1 }),
    )
    expect(add.answer.statusCode, add.answer.body).toBe(200)
    expect(add.count).toBe(1)
    const out = await app.inject({ url: '/api/v1/auth/logout', headers: auth(token) })
    expect(out.statusCode, out.body).toBeLessThan(300)
    const after = await counted(() =>
      addToCart(app, token, { product_variant_id: variant.id, qty: 1 }),
    )
    expect(after.answer.statusCode).toBe(401)
    expect(after.answer.json().code).toBe('UNAUTHORIZED')
    expect(after.count).toBe(1)
  })

  it('refuses select_all that is not a yes or no, and prices nothing then', async () => {
    const token = await guest(app)
    const answer = await viewCart(app, token, { select_all: 'yes' })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().code).toBe('VALIDATION_ERROR')
  })
})
