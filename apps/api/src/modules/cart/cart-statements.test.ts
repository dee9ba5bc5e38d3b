import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seededDatabase, testDatabases } from '../../../test/databases.ts'
import type { Database } from '../../db/client.ts'
import {
  addToCart,
  auth,
  findVariant,
  guest,
  STORE,
  shopApp,
  viewCart,
} from '../../testing/shop.ts'

/**
 * The cart page's calls (issue 31): the page prices the cart in one call and the header counts it
 * in another, each with the statements it needs and no more (a statement added to either shows
 * here first).
 */
describe.each(testDatabases)('the cart page’s API calls on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let statements: string[] = []
  beforeAll(async () => {
    database = await seededDatabase(kind, { onQuery: (text) => statements.push(text) })
    app = await shopApp(database)
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  async function cartOfTwoLines(token: string) {
    const [a, b] = await findVariant(database, { sale: false, points: false, minStock: 5 })
    if (!a || !b) throw new Error('seed has no two variants in stock')
    await addToCart(app, token, { product_variant_id: a.id, qty: 2 })
    await addToCart(app, token, { product_variant_id: b.id, qty: 1 })
    return [a.id, b.id]
  }

  async function counted<T>(call: () => Promise<T>): Promise<{ answer: T; count: number }> {
    statements = []
    const answer = await call()
    return { answer, count: statements.length }
  }

  it('prices every line in one call, as naming every line does, in seven statements for a guest', async () => {
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
    // the caller, the store, the lines, the couriers, the delivery rules' fee, the gift rules with
    // their gifts and the points balance
    expect(all.count).toBe(7)
  })

  it('costs a member two statements more (the points the order would earn), never the account again', async () => {
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
    // the membership settings and the member's qualifying spend; the caller's account is known
    expect(all.count).toBe(9)
  })

  it('counts the header badge in three statements, without pricing', async () => {
    const token = await guest(app)
    await cartOfTwoLines(token)
    const count = await counted(() =>
      app.inject({ url: `${STORE}/shopping-cart/count`, headers: auth(token) }),
    )
    expect(count.answer.json()).toEqual({ total_qty: 3 })
    expect(count.count).toBe(3)
  })

  it('refuses select_all that is not a yes or no, and prices nothing then', async () => {
    const token = await guest(app)
    const answer = await viewCart(app, token, { select_all: 'yes' })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().code).toBe('VALIDATION_ERROR')
  })
})
