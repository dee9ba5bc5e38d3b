import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { GIFT_VARIANT_ID } from '#api/db/seed/shop.ts'
import { MINI_STORE_ID } from '#api/db/seed/stores.ts'
import { fromCents, toCents } from '#api/lib/money.ts'
import {
  accountId,
  addToCart,
  auth,
  findVariant,
  guest,
  STORE,
  setStock,
  shopApp,
  viewCart,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { pointsLedger } from '../membership/ledger.ts'
import { member } from '../vouchers/test-helpers.ts'

describe.each(testDatabases)('shopping cart on $name', (kind) => {
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

  it('counts the units for the header badge as the priced cart does, and only the caller’s', async () => {
    const token = await guest(app)
    const other = await guest(app)
    const count = async (who: string) => {
      const answer = await app.inject({ url: `${STORE}/shopping-cart/count`, headers: auth(who) })
      expect(answer.statusCode).toBe(200)
      return answer.json().total_qty as number
    }
    expect(await count(token)).toBe(0)
    const [a, b] = await findVariant(database, { minStock: 5 })
    if (!a || !b) throw new Error('seed has no variants in stock')
    await addToCart(app, token, { product_variant_id: a.id, qty: 2 })
    await addToCart(app, token, { product_variant_id: b.id, qty: 1 })
    expect(await count(token)).toBe(3)
    expect(await count(token)).toBe((await viewCart(app, token)).json().total_qty)
    expect(await count(other)).toBe(0)
    const anonymous = await app.inject({ url: `${STORE}/shopping-cart/count` })
    expect(anonymous.statusCode).toBe(401)
  })

  it('adds, raises, lowers and removes a line; totals cover only the selected lines', async () => {
    const token = await guest(app)
    const [a, b] = await findVariant(database, {
      sale: false,
      points: false,
      minStock: 5,
      maxPrice: 2000,
    })
    if (!a || !b) throw new Error('seed has no cheap variants')
    expect(
      (await addToCart(app, token, { product_variant_id: a.id, qty: 2 })).json(),
    ).toMatchObject({ product_variant_id: a.id, qty: 2, total_qty: 2 })
    expect((await addToCart(app, token, { product_variant_id: a.id, qty: 1 })).json().qty).toBe(3)
    expect(
      (await addToCart(app, token, { product_variant_id: b.id, qty: 1 })).json().total_qty,
    ).toBe(4)
    expect((await addToCart(app, token, { product_variant_id: a.id, qty: -1 })).json().qty).toBe(2)

    const cart = (await viewCart(app, token, { checkout_product_variant_ids: [a.id] })).json()
    expect(cart.cart_items).toHaveLength(2)
    const line = cart.cart_items.find(
      (i: { product_variant_id: string }) => i.product_variant_id === a.id,
    )
    expect(line).toMatchObject({
      qty: 2,
      is_selected: true,
      original_price_per_unit: fromCents(toCents(a.price)),
      subtotal_price: fromCents(toCents(a.price) * 2),
      subtotal_point: 0,
    })
    expect(line.product_title).toHaveProperty('zh')
    expect(line.product_variant_title).toHaveProperty('cn')
    expect(cart.calculations).toMatchObject({
      currency: 'HKD',
      price: { subtotal: fromCents(toCents(a.price) * 2) },
      price_discount: { local: '0.00', global: '0.00' },
    })
    // shipping is the default HK courier's fee unless the spend is above its threshold
    const { price, shipping_fee } = cart.calculations
    expect(price.total).toBe(fromCents(toCents(price.subtotal) + toCents(shipping_fee)))

    const none = (await viewCart(app, token)).json()
    expect(none.calculations.price.total).toBe('0.00')
    expect(none.calculations.shipping_fee).toBe('0.00')

    expect((await addToCart(app, token, { product_variant_id: a.id, qty: -2 })).json().qty).toBe(0)
    const after = (await viewCart(app, token)).json()
    expect(
      after.cart_items.map((i: { product_variant_id: string }) => i.product_variant_id),
    ).toEqual([b.id])
    const cleared = await app.inject({
      method: 'DELETE',
      url: `${STORE}/shopping-cart/clear-cart`,
      headers: auth(token),
    })
    expect(cleared.json()).toEqual({ total_qty: 0 })
    expect((await viewCart(app, token)).json().cart_items).toEqual([])
  })

  it('refuses bad quantities, unknown variants and stock overruns, leaving the cart unchanged', async () => {
    const token = await guest(app)
    const [v] = await findVariant(database, { sale: false, minStock: 2 })
    if (!v) throw new Error('no variant')
    await addToCart(app, token, { product_variant_id: v.id, qty: 1 })
    const bad = [0, 1.5, -0.5, 1_000_000, '2', null, Number.MAX_SAFE_INTEGER]
    for (const qty of bad) {
      const response = await addToCart(app, token, { product_variant_id: v.id, qty })
      expect(response.statusCode, `qty ${String(qty)}`).toBe(400)
      expect(response.json().code).toBe('VALIDATION_ERROR')
    }
    const unknown = await addToCart(app, token, {
      product_variant_id: '00000000-0000-4000-8000-000000000000',
      qty: 1,
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('VARIANT_NOT_FOUND')
    expect((await addToCart(app, token, { product_variant_id: 'nope', qty: 1 })).statusCode).toBe(
      400,
    )
    const over = await addToCart(app, token, { product_variant_id: v.id, qty: v.stock })
    expect(over.statusCode).toBe(409)
    expect(over.json().code).toBe('OUT_OF_STOCK')
    const extra = await addToCart(app, token, { product_variant_id: v.id, qty: 1, price: '0.01' })
    expect(extra.statusCode).toBe(400)
    const cart = (await viewCart(app, token)).json()
    expect(cart.cart_items).toHaveLength(1)
    expect(cart.cart_items[0].qty).toBe(1)
    // lowering a line that is not in the cart
    const [other] = await findVariant(database, { sale: true })
    const missing = await addToCart(app, token, { product_variant_id: other?.id, qty: -1 })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('CART_ITEM_NOT_FOUND')
    // a variant of a store's product cannot go in another store's cart
    const elsewhere = await app.inject({
      method: 'POST',
      url: `/api/v1/stores/${MINI_STORE_ID}/shopping-cart/add-to-cart`,
      headers: auth(token),
      payload: { product_variant_id: v.id, qty: 1 },
    })
    expect(elsewhere.statusCode).toBe(404)
  })

  it('keeps each cart to its owner and asks for a session', async () => {
    const mine = await guest(app)
    const theirs = await guest(app)
    const [v] = await findVariant(database, { minStock: 1 })
    await addToCart(app, mine, { product_variant_id: v?.id, qty: 1 })
    expect((await viewCart(app, theirs)).json().cart_items).toEqual([])
    // selecting someone else's line does not count it
    const peek = (await viewCart(app, theirs, { checkout_product_variant_ids: [v?.id] })).json()
    expect(peek.calculations.price.total).toBe('0.00')
    const anonymous = await app.inject({
      method: 'POST',
      url: `${STORE}/shopping-cart/all`,
      payload: {},
    })
    expect(anonymous.statusCode).toBe(401)
    const unknownStore = await app.inject({
      method: 'POST',
      url: '/api/v1/stores/00000000-0000-4000-8000-000000000000/shopping-cart/all',
      headers: auth(mine),
      payload: {},
    })
    expect(unknownStore.statusCode).toBe(404)
  })

  it('shows sale prices as local discounts and applies vouchers with their rules', async () => {
    const token = await guest(app)
    const [sale] = await findVariant(database, {
      sale: true,
      points: false,
      minStock: 1,
      minPrice: 3000,
    })
    if (!sale?.salePrice) throw new Error('no sale variant')
    await addToCart(app, token, { product_variant_id: sale.id, qty: 1 })
    const ids = [sale.id]
    const local = fromCents(toCents(sale.price) - toCents(sale.salePrice))
    const plain = (await viewCart(app, token, { checkout_product_variant_ids: ids })).json()
    expect(plain.calculations.price_discount.local).toBe(local)
    expect(plain.discounts[0]).toMatchObject({ type: 'LOCAL', amount: local })
    expect(plain.cart_items[0].discounted_price_per_unit).toBe(fromCents(toCents(sale.salePrice)))

    const welcome = (
      await viewCart(app, token, { checkout_product_variant_ids: ids, voucher_code: 'welcome10' })
    ).json()
    expect(welcome.is_voucher_applied).toBe(true)
    // WELCOME10: 10 % of the spend, rounded down to the cent, at most HKD 1,000
    const expected = Math.min(Math.floor(toCents(sale.salePrice) / 10), 1000_00)
    expect(welcome.calculations.price_discount.global).toBe(fromCents(expected))
    expect(welcome.cart_items[0].global_discount).toBe(welcome.calculations.price_discount.global)

    // a code that never existed reads as not valid (ADR 019); the shop's expired one says so (ADR 045)
    for (const [code, refusal] of [
      ['LUNARNY24', { code: 'VOUCHER_EXPIRED', message: 'This voucher code has expired' }],
      ['NOSUCHCODE', { code: 'VOUCHER_INVALID', message: 'This voucher code is not valid' }],
    ] as const) {
      const cart = (
        await viewCart(app, token, { checkout_product_variant_ids: ids, voucher_code: code })
      ).json()
      expect(cart.is_voucher_applied).toBe(false)
      expect(cart.voucher_error).toEqual(refusal)
      expect(cart.calculations.price_discount.global).toBe('0.00')
    }
    const [cheap] = await findVariant(database, {
      sale: false,
      points: false,
      maxPrice: 1000,
      minStock: 1,
    })
    const small = await guest(app)
    await addToCart(app, small, { product_variant_id: cheap?.id, qty: 1 })
    const under = (
      await viewCart(app, small, {
        checkout_product_variant_ids: [cheap?.id],
        voucher_code: 'HARBOUR300',
      })
    ).json()
    expect(under.voucher_error.code).toBe('VOUCHER_MIN_SPEND')
    expect(under.is_voucher_applied).toBe(false)
  })

  it('adds the gift above its spend threshold and prices points lines against the balance', async () => {
    // points are only ever given to registered accounts, so a member's cart
    const { token } = await member(app, database)
    const [big] = await findVariant(database, {
      sale: false,
      points: false,
      minPrice: 8000,
      minStock: 1,
    })
    await addToCart(app, token, { product_variant_id: big?.id, qty: 1 })
    const cart = (await viewCart(app, token, { checkout_product_variant_ids: [big?.id] })).json()
    expect(cart.gift_items).toHaveLength(1)
    expect(cart.gift_items[0].product_variant_id).toBe(GIFT_VARIANT_ID)

    const [pointsVariant] = await findVariant(database, { points: true, minStock: 1 })
    if (!pointsVariant?.pointsPrice) throw new Error('no points variant')
    const refused = await addToCart(app, token, {
      product_variant_id: big?.id,
      qty: 1,
      use_points: true,
    })
    expect(refused.json().code).toBe('POINTS_NOT_ACCEPTED')
    await addToCart(app, token, { product_variant_id: pointsVariant.id, qty: 1, use_points: true })
    const withPoints = (
      await viewCart(app, token, { checkout_product_variant_ids: [pointsVariant.id] })
    ).json()
    expect(withPoints.calculations.point).toEqual({
      subtotal: pointsVariant.pointsPrice,
      total: pointsVariant.pointsPrice,
    })
    // a points line costs no HKD; delivery is still charged
    expect(withPoints.calculations.price.subtotal).toBe('0.00')
    expect(withPoints.calculations.price.total).toBe(withPoints.calculations.shipping_fee)
    expect(withPoints.is_enough_membership_points).toBe(false)
    const id = await accountId(app, token)
    await database.db.transaction((tx) =>
      pointsLedger.credit(tx, id, pointsVariant.pointsPrice ?? 0, { reason: 'ADJUSTMENT' }),
    )
    const enough = (
      await viewCart(app, token, { checkout_product_variant_ids: [pointsVariant.id] })
    ).json()
    expect(enough.is_enough_membership_points).toBe(true)
    expect(enough.membership_points_balance).toBe(pointsVariant.pointsPrice)
  })

  it('prices delivery by courier and country, pickup for free, unknown countries unavailable', async () => {
    const token = await guest(app)
    const [v] = await findVariant(database, {
      sale: false,
      points: false,
      maxPrice: 500,
      minStock: 1,
    })
    await addToCart(app, token, { product_variant_id: v?.id, qty: 1 })
    const couriers = await app.inject(`${STORE}/shopping-cart/couriers?country_code=mo`)
    expect(couriers.statusCode).toBe(200)
    const mo = couriers.json().data
    expect(mo[0]).toMatchObject({ code: 'sf-express', country_code: 'MO', fee: '120.00' })
    const cart = (
      await viewCart(app, token, {
        checkout_product_variant_ids: [v?.id],
        delivery_info: { country_code: 'MO', method: 'DELIVERY', courier_id: mo[0]._id },
      })
    ).json()
    expect(cart.calculations.shipping_fee).toBe('120.00')
    const warehouses = (await app.inject(`${STORE}/warehouses/all`)).json().data
    const pickupPoint = warehouses.find((w: { is_pickup_point: boolean }) => w.is_pickup_point)
    const pickup = (
      await viewCart(app, token, {
        checkout_product_variant_ids: [v?.id],
        delivery_info: { method: 'PICKUP', warehouse_id: pickupPoint._id },
      })
    ).json()
    expect(pickup.calculations.shipping_fee).toBe('0.00')
    expect(pickup.delivery).toMatchObject({ method: 'PICKUP', is_available: true })
    const nowhere = (
      await viewCart(app, token, {
        checkout_product_variant_ids: [v?.id],
        delivery_info: { country_code: 'FR' },
      })
    ).json()
    expect(nowhere.delivery.is_available).toBe(false)
    const badCountry = await viewCart(app, token, { delivery_info: { country_code: 'France' } })
    expect(badCountry.statusCode).toBe(400)
    const pickupWithout = await viewCart(app, token, { delivery_info: { method: 'PICKUP' } })
    expect(pickupWithout.statusCode).toBe(400)
    expect(
      (await app.inject(`${STORE}/shopping-cart/couriers?country_code=ZZ`)).json().data,
    ).toEqual([])
  })

  it('lists products related to the cart and marks lines whose stock ran out', async () => {
    const token = await guest(app)
    const [v] = await findVariant(database, { sale: false, points: false, minStock: 3 })
    if (!v) throw new Error('no variant')
    await addToCart(app, token, { product_variant_id: v.id, qty: 2 })
    const related = await app.inject({
      url: `${STORE}/shopping-cart/related-products-urls`,
      headers: auth(token),
    })
    expect(related.statusCode).toBe(200)
    const body = related.json()
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.map((p: { _id: string }) => p._id)).not.toContain(v.productId)
    const empty = await app.inject({
      url: `${STORE}/shopping-cart/related-products-urls`,
      headers: auth(await guest(app)),
    })
    expect(empty.json()).toMatchObject({ data: [], total: 0 })

    await setStock(database, v.id, 1)
    const cart = (await viewCart(app, token, { checkout_product_variant_ids: [v.id] })).json()
    expect(cart.cart_items[0]).toMatchObject({ is_available: false, stock: 1 })
    // lowering is still allowed when stock dropped below the line
    expect((await addToCart(app, token, { product_variant_id: v.id, qty: -1 })).json().qty).toBe(1)
    await setStock(database, v.id, v.stock)
  })
})
