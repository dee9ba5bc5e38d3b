import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { orders, vouchers } from '#api/db/schema/index.ts'
import { MAIN_STORE_ID } from '#api/db/seed/stores.ts'
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
import { register } from '../identity/test-helpers.ts'

let people = 0
/** Contact details of a new person, or of a given one. */
function contact(email: string, phone: string, areaCode = '852') {
  return {
    name: 'Chan Siu Ming',
    address: 'Flat 3B, 18 Tai Hang Road',
    area_code: areaCode,
    phone,
    email,
  }
}
function person() {
  people += 1
  const n = `${Date.now()}${people}`
  return { email: `siuming.${n}@example.hk`, phone: `6${n.slice(-7)}` }
}

/** Voucher codes at checkout: unknown codes read alike, one limit, first-order once per person. */
describe.each(testDatabases)('vouchers on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let item: string
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database)
    const [row] = await findVariant(database, {
      sale: false,
      points: false,
      minStock: 10,
      maxPrice: 2500,
    })
    if (!row) throw new Error('no cheap stocked variant')
    item = row.id
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  async function shopper() {
    const token = await guest(app)
    await addToCart(app, token, { product_variant_id: item, qty: 1 })
    return token
  }

  it('answers an unknown code as not valid, and says why a shop code cannot be used (ADR 045)', async () => {
    const suffix = String(Date.now()).slice(-6)
    await database.db.insert(vouchers).values([
      {
        storeId: MAIN_STORE_ID,
        code: `SOON${suffix}`,
        title: { en: 'Soon', zh: 'Soon', cn: 'Soon' },
        discountType: 'FIXED',
        value: '10.00',
        startsAt: new Date(Date.now() + 86_400_000),
      },
      {
        storeId: MAIN_STORE_ID,
        code: `GONE${suffix}`,
        title: { en: 'Gone', zh: 'Gone', cn: 'Gone' },
        discountType: 'FIXED',
        value: '10.00',
        usageLimit: 1,
        usedCount: 1,
      },
      {
        storeId: MAIN_STORE_ID,
        code: `OFF${suffix}`,
        title: { en: 'Off', zh: 'Off', cn: 'Off' },
        discountType: 'FIXED',
        value: '10.00',
        isActive: false,
      },
    ])
    const token = await shopper()
    const expected: [string, string, string][] = [
      ['NOSUCHCODE', 'VOUCHER_INVALID', 'This voucher code is not valid'],
      [`OFF${suffix}`, 'VOUCHER_INVALID', 'This voucher code is not valid'],
      ['LUNARNY24', 'VOUCHER_EXPIRED', 'This voucher code has expired'],
      [`SOON${suffix}`, 'VOUCHER_NOT_STARTED', 'This voucher code cannot be used yet'],
      [`GONE${suffix}`, 'VOUCHER_USED_UP', 'This voucher code has been fully used'],
    ]
    for (const [code, answer, message] of expected) {
      const placed = await checkout(app, token, checkoutBody([item], { voucher_code: code }))
      const cart = (
        await viewCart(app, token, { checkout_product_variant_ids: [item], voucher_code: code })
      ).json()
      expect({ status: placed.statusCode, body: placed.json(), cart: cart.voucher_error }).toEqual({
        status: 422,
        body: { statusCode: 422, code: answer, message },
        cart: { code: answer, message },
      })
    }
    expect(await ordersOf(database, [await accountId(app, token)])).toHaveLength(0)
    // a real code the shopper can still use, short of its minimum spend, says so
    const short = await checkout(app, token, checkoutBody([item], { voucher_code: 'HARBOUR300' }))
    expect(short.statusCode).toBe(422)
    expect(short.json().code).toBe('VOUCHER_MIN_SPEND')
  })

  it('counts codes tried at checkout with the cart’s, and stops both past the limit', async () => {
    const token = await shopper()
    for (let batch = 0; batch < 6; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          viewCart(app, token, {
            checkout_product_variant_ids: [item],
            voucher_code: `GUESS${batch}${i}`,
          }),
        ),
      )
    }
    const blocked = await checkout(app, token, checkoutBody([item], { voucher_code: 'WELCOME10' }))
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().code).toBe('RATE_LIMITED')
    expect(await ordersOf(database, [await accountId(app, token)])).toHaveLength(0)
    const cart = (
      await viewCart(app, token, { checkout_product_variant_ids: [item], voucher_code: 'X' })
    ).json()
    expect(cart.voucher_error.code).toBe('RATE_LIMITED')
    // without a code the shopper can still buy
    expect((await checkout(app, token, checkoutBody([item]))).statusCode).toBe(201)
  })

  it('lets each person use a first-order voucher once, whichever guest account they use', async () => {
    const mei = person()
    const first = await shopper()
    const placed = await checkout(
      app,
      first,
      checkoutBody([item], {
        voucher_code: 'WELCOME10',
        delivery_details: contact(mei.email, mei.phone),
      }),
    )
    expect(placed.statusCode).toBe(201)
    expect(placed.json().order.voucher_code).toBe('WELCOME10')

    // another guest account, the same e-mail written differently
    const second = await shopper()
    const sameEmail = await checkout(
      app,
      second,
      checkoutBody([item], {
        voucher_code: 'welcome10',
        delivery_details: contact(` ${mei.email.toUpperCase()} `, person().phone),
      }),
    )
    expect(sameEmail.statusCode).toBe(422)
    expect(sameEmail.json().code).toBe('VOUCHER_PERSON_LIMIT')
    // or the same phone with "+852" for "852"
    const samePhone = await checkout(
      app,
      second,
      checkoutBody([item], {
        voucher_code: 'WELCOME10',
        delivery_details: contact(person().email, mei.phone, '+852'),
      }),
    )
    expect(samePhone.statusCode).toBe(422)
    expect(await ordersOf(database, [await accountId(app, second)])).toHaveLength(0)

    // a registered account with that e-mail sees it refused already in the cart
    const { token: member } = await register(app, { email: mei.email.toUpperCase() })
    await addToCart(app, member, { product_variant_id: item, qty: 1 })
    const memberCart = (
      await viewCart(app, member, {
        checkout_product_variant_ids: [item],
        voucher_code: 'WELCOME10',
      })
    ).json()
    expect(memberCart.is_voucher_applied).toBe(false)
    expect(memberCart.voucher_error.code).toBe('VOUCHER_PERSON_LIMIT')

    // someone else is welcome
    const other = person()
    const welcome = await checkout(
      app,
      second,
      checkoutBody([item], {
        voucher_code: 'WELCOME10',
        delivery_details: contact(other.email, other.phone),
      }),
    )
    expect(welcome.statusCode).toBe(201)

    // a cancelled order gives the person their first-order voucher back
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${placed.json().order._id}/cancelled`,
      headers: auth(first),
    })
    expect(cancelled.statusCode).toBe(200)
    const [row] = await database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, placed.json().order._id))
    expect(row?.status).toBe('cancelled')
    const third = await shopper()
    const again = await checkout(
      app,
      third,
      checkoutBody([item], {
        voucher_code: 'WELCOME10',
        delivery_details: contact(mei.email, mei.phone),
      }),
    )
    expect(again.statusCode).toBe(201)
  })
})
