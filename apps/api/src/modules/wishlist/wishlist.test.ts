import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { MINI_STORE_ID } from '#api/db/seed/stores.ts'
import { auth, findVariant, guest, STORE, shopApp } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'

describe.each(testDatabases)('wishlist on $name', (kind) => {
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

  const toggle = (token: string, productId: string, store = STORE) =>
    app.inject({
      method: 'POST',
      url: `${store}/wishlist/add-to-wishlist`,
      headers: auth(token),
      payload: { product_id: productId },
    })

  it('toggles likes, pages three at a time and shows is_liked on the product page', async () => {
    const token = await guest(app)
    const productIds = [...new Set((await findVariant(database)).map((v) => v.productId))].slice(
      0,
      4,
    )
    for (const [i, id] of productIds.entries()) {
      expect((await toggle(token, id)).json()).toEqual({
        product_id: id,
        is_liked: true,
        total: i + 1,
      })
    }
    const page = await app.inject({ url: `${STORE}/wishlist/all`, headers: auth(token) })
    expect(page.statusCode).toBe(200)
    const body = page.json()
    expect(body.total).toBe(4)
    expect(body.data).toHaveLength(3)
    // newest first; cards like the catalogue list
    expect(body.data[0]._id).toBe(productIds[3])
    expect(body.data[0]).toHaveProperty('price')
    expect(body.next_page_url).toContain('page=2')
    const details = (id: string, t?: string) =>
      app.inject({
        url: `${STORE}/product-management/products/${id}/details`,
        headers: t ? auth(t) : {},
      })
    expect((await details(productIds[0] as string, token)).json().is_liked).toBe(true)
    expect((await details(productIds[0] as string)).json().is_liked).toBe(false)
    expect((await details(productIds[0] as string, await guest(app))).json().is_liked).toBe(false)
    // a stale token on a public page is simply anonymous
    expect((await details(productIds[0] as string, 'stale-token')).statusCode).toBe(200)

    expect((await toggle(token, productIds[0] as string)).json()).toMatchObject({
      is_liked: false,
      total: 3,
    })
    expect((await details(productIds[0] as string, token)).json().is_liked).toBe(false)
  })

  it('keeps wishlists private and refuses unknown products', async () => {
    const mine = await guest(app)
    const [v] = await findVariant(database)
    await toggle(mine, v?.productId as string)
    const theirs = await guest(app)
    expect(
      (await app.inject({ url: `${STORE}/wishlist/all`, headers: auth(theirs) })).json().total,
    ).toBe(0)
    expect((await app.inject(`${STORE}/wishlist/all`)).statusCode).toBe(401)
    const unknown = await toggle(mine, '00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('PRODUCT_NOT_FOUND')
    expect((await toggle(mine, 'not-a-uuid')).statusCode).toBe(400)
    // a main-store product is not in the mini store
    expect(
      (await toggle(mine, v?.productId as string, `/api/v1/stores/${MINI_STORE_ID}`)).statusCode,
    ).toBe(404)
  })

  it('answers which cards are liked, and the count, in one call scoped to the caller', async () => {
    const token = await guest(app)
    const ids = [...new Set((await findVariant(database)).map((v) => v.productId))].slice(0, 3)
    const [a, b, c] = ids as [string, string, string]
    await toggle(token, a)
    await toggle(token, c)
    const liked = (t: string | null, query: string, store = STORE) =>
      app.inject({ url: `${store}/wishlist/liked${query}`, headers: t ? auth(t) : {} })

    const answer = await liked(token, `?product_ids=${[a, b, c].join(',')}`)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ product_ids: [a, c], total: 2 })
    // no ids: the header count alone
    expect((await liked(token, '')).json()).toEqual({ product_ids: [], total: 2 })
    // unknown products are simply not liked; repeats answer once
    expect(
      (await liked(token, `?product_ids=${a},${a},00000000-0000-4000-8000-000000000000`)).json(),
    ).toEqual({ product_ids: [a], total: 2 })
    // someone else's likes stay private
    expect((await liked(await guest(app), `?product_ids=${a},${c}`)).json()).toEqual({
      product_ids: [],
      total: 0,
    })
    // the same products are not in the mini store
    expect(
      (await liked(token, `?product_ids=${a}`, `/api/v1/stores/${MINI_STORE_ID}`)).json(),
    ).toEqual({ product_ids: [], total: 0 })
    expect((await liked(null, `?product_ids=${a}`)).statusCode).toBe(401)
    expect((await liked(token, '?product_ids=not-a-uuid')).statusCode).toBe(400)
    const tooMany = Array.from({ length: 101 }, () => a).join(',')
    expect((await liked(token, `?product_ids=${tooMany}`)).statusCode).toBe(400)
    expect(
      (await liked(token, '', '/api/v1/stores/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404)
  })
})
