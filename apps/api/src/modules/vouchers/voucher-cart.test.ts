import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { vouchers } from '#api/db/schema/index.ts'
import { seedId } from '#api/db/seed/catalog-ids.ts'
import { fromCents, toCents } from '#api/lib/money.ts'
import {
  accountId,
  addToCart,
  auth,
  checkout,
  checkoutBody,
  findVariant,
  guest,
  ordersOf,
  shopApp,
  viewCart,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { addOffer, member, redeem } from './test-helpers.ts'

const API = '/api/v1'
const HKD100_OFF = seedId('voucher-offer:hkd100-off')
const FREE_DELIVERY = seedId('voucher-offer:free-delivery')

/** A redeemed voucher's code in the cart: applied for its owner, once; others are refused. */
describe.each(testDatabases)('vouchers bought with points in the cart on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let dear: string
  let cheap: string
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database)
    const pick = { sale: false, points: false, minStock: 20 }
    const [d] = await findVariant(database, { ...pick, minPrice: 1200, maxPrice: 4000 })
    const [c] = await findVariant(database, { ...pick, maxPrice: 400 })
    if (!d || !c) throw new Error('no stocked variants in the price bands')
    dear = d.id
    cheap = c.id
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  async function codeFor(offer: string, points: number) {
    const owner = await member(app, database, points)
    const answer = await redeem(app, owner.token, offer)
    expect(answer.statusCode).toBe(200)
    const [voucher] = answer.json().data
    return { owner, code: voucher.code as string, id: voucher.discount_code_id as string }
  }
  const usedCount = async (id: string) => {
    const [row] = await database.db.select().from(vouchers).where(eq(vouchers.id, id))
    return row?.usedCount
  }
  const details = (id: string, token: string) =>
    app.inject({ url: `${API}/redeemed-vouchers/${id}/details`, headers: auth(token) })

  it('gives a redeemed code’s discount in the cart and at checkout, once; cancelling the unpaid order gives it back', async () => {
    const { owner, code, id } = await codeFor(HKD100_OFF, 1000)
    await addToCart(app, owner.token, { product_variant_id: dear, qty: 2 })
    const cart = (
      await viewCart(app, owner.token, { checkout_product_variant_ids: [dear], voucher_code: code })
    ).json()
    expect(cart.is_voucher_applied).toBe(true)
    expect(cart.voucher_error).toBeNull()
    expect(cart.calculations.price_discount.global).toBe('100.00')
    const { subtotal } = cart.calculations.price
    expect(cart.calculations.price.total).toBe(
      fromCents(toCents(subtotal) - 10_000 + toCents(cart.calculations.shipping_fee)),
    )

    // the code typed in lower case is the same code
    const placed = await checkout(
      app,
      owner.token,
      checkoutBody([dear], { voucher_code: code.toLowerCase() }),
    )
    expect(placed.statusCode).toBe(201)
    const order = placed.json().order
    expect(order.voucher_code).toBe(code)
    expect(order.calculations.price_discount.global).toBe('100.00')
    expect(await usedCount(id)).toBe(1)
    const used = (await details(id, owner.token)).json()
    expect(used).toMatchObject({
      status: 'used',
      order: { _id: order._id, reference: order.reference },
    })
    expect(used.used_at).not.toBeNull()
    const usedList = (
      await app.inject({
        url: `${API}/redeemed-vouchers/all?status=used`,
        headers: auth(owner.token),
      })
    ).json()
    expect(usedList.data.map((v: { code: string }) => v.code)).toEqual([code])

    // once: the next order cannot use it (the cart says so first)
    await addToCart(app, owner.token, { product_variant_id: dear, qty: 1 })
    const again = (
      await viewCart(app, owner.token, { checkout_product_variant_ids: [dear], voucher_code: code })
    ).json()
    expect(again.is_voucher_applied).toBe(false)
    expect(again.voucher_error.code).toBe('VOUCHER_INVALID')
    const second = await checkout(app, owner.token, checkoutBody([dear], { voucher_code: code }))
    expect(second.statusCode).toBe(422)
    expect(second.json().code).toBe('VOUCHER_INVALID')
    expect(await ordersOf(database, [owner.id])).toHaveLength(1)

    // releasing the unpaid order gives the code back, usable on the next order
    const cancelled = await app.inject({
      method: 'PUT',
      url: `${API}/orders/${order._id}/cancelled`,
      headers: auth(owner.token),
    })
    expect(cancelled.statusCode).toBe(200)
    expect(await usedCount(id)).toBe(0)
    expect((await details(id, owner.token)).json()).toMatchObject({
      status: 'usable',
      order: null,
      used_at: null,
    })
    const reused = await checkout(app, owner.token, checkoutBody([dear], { voucher_code: code }))
    expect(reused.statusCode).toBe(201)
    expect(reused.json().order.calculations.price_discount.global).toBe('100.00')
    expect(await usedCount(id)).toBe(1)
  })

  it('answers another member or a guest holding the code exactly as for an unknown code', async () => {
    const { id, code } = await codeFor(HKD100_OFF, 1000)
    const other = await member(app, database)
    const temp = await guest(app)
    for (const token of [other.token, temp]) {
      await addToCart(app, token, { product_variant_id: dear, qty: 1 })
      const answers = []
      for (const tried of [code, 'NOSUCHCODE']) {
        const cart = (
          await viewCart(app, token, { checkout_product_variant_ids: [dear], voucher_code: tried })
        ).json()
        const placed = await checkout(app, token, checkoutBody([dear], { voucher_code: tried }))
        answers.push({
          applied: cart.is_voucher_applied,
          cart: cart.voucher_error,
          status: placed.statusCode,
          body: placed.json(),
        })
      }
      expect(answers[0]).toEqual(answers[1])
      expect(answers[0]).toMatchObject({
        applied: false,
        status: 422,
        body: { code: 'VOUCHER_INVALID' },
      })
    }
    expect(await ordersOf(database, [other.id, await accountId(app, temp)])).toHaveLength(0)
    expect(await usedCount(id)).toBe(0)
  })

  it('makes shipping free with a free-delivery code', async () => {
    const { owner, code } = await codeFor(FREE_DELIVERY, 300)
    await addToCart(app, owner.token, { product_variant_id: cheap, qty: 1 })
    const without = (
      await viewCart(app, owner.token, { checkout_product_variant_ids: [cheap] })
    ).json()
    expect(toCents(without.calculations.shipping_fee)).toBeGreaterThan(0)
    const withCode = (
      await viewCart(app, owner.token, {
        checkout_product_variant_ids: [cheap],
        voucher_code: code,
      })
    ).json()
    expect(withCode.is_voucher_applied).toBe(true)
    expect(withCode.calculations.shipping_fee).toBe('0.00')
    expect(withCode.calculations.price_discount.global).toBe('0.00')
    expect(withCode.calculations.price.total).toBe(withCode.calculations.price.subtotal)
    const placed = await checkout(app, owner.token, checkoutBody([cheap], { voucher_code: code }))
    expect(placed.statusCode).toBe(201)
    expect(placed.json().order.calculations.shipping_fee).toBe('0.00')
  })

  it('keeps a percentage code’s cap and minimum spend', async () => {
    const offer = await addOffer(database, {
      discountType: 'PERCENTAGE',
      amountOff: null,
      percentOff: 50,
      maxDiscount: '200.00',
      minSpend: '1000.00',
    })
    const { owner, code } = await codeFor(offer, 100)
    await addToCart(app, owner.token, { product_variant_id: cheap, qty: 1 })
    await addToCart(app, owner.token, { product_variant_id: dear, qty: 1 })
    const short = (
      await viewCart(app, owner.token, {
        checkout_product_variant_ids: [cheap],
        voucher_code: code,
      })
    ).json()
    expect(short.voucher_error.code).toBe('VOUCHER_MIN_SPEND')
    const capped = (
      await viewCart(app, owner.token, { checkout_product_variant_ids: [dear], voucher_code: code })
    ).json()
    expect(capped.calculations.price_discount.global).toBe('200.00')
  })
})
