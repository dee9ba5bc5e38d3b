import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { cartItems, orders, outboxMessages, vouchers } from '#api/db/schema/index.ts'
import { seedId } from '#api/db/seed/catalog-ids.ts'
import { memoryStore } from '#api/lib/rate-limit.ts'
import { pointsLedger } from '#api/modules/membership/ledger.ts'
import { outboxTransport } from '#api/modules/outbox/delivery.ts'
import {
  accountId,
  addToCart,
  auth,
  CANCEL_URL,
  checkout,
  checkoutBody,
  findVariant,
  GATEWAY_SECRET,
  gatewayPage,
  guest,
  lifecycleOf,
  ordersOf,
  PAY_DECLINED,
  PAY_OK,
  STORE,
  SUCCESS_URL,
  setStock,
  shopApp,
  stockOf,
  submitGateway,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'

describe.each(testDatabases)('checkout on $name', (kind) => {
  // races prove something only where transactions run at once (PGlite runs one at a time)
  const race = kind.name === 'postgres' ? it : it.skip
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

  async function variant(pick: Parameters<typeof findVariant>[1], index = 0) {
    const rows = await findVariant(database, pick)
    const row = rows[index]
    if (!row) throw new Error('no matching seeded variant')
    return row
  }

  it('places an offline order: snapshot, stock reserved, bought lines leave the cart, e-mail sent', async () => {
    const token = await guest(app, 'zh')
    const a = await variant({ sale: false, points: false, minStock: 5, maxPrice: 3000 })
    const b = await variant({ sale: false, points: false, minStock: 5, maxPrice: 3000 }, 1)
    await addToCart(app, token, { product_variant_id: a.id, qty: 2 })
    await addToCart(app, token, { product_variant_id: b.id, qty: 1 })
    const before = await stockOf(database, a.id)
    const response = await checkout(app, token, checkoutBody([a.id]))
    expect(response.statusCode).toBe(201)
    const { order, return_url } = response.json()
    expect(return_url).toBeNull()
    expect(order).toMatchObject({
      current_status: 'submitted',
      payment_status: 'unpaid',
      payment_method: 'FPS',
      checkout: { offline: { image: null } },
      recipient: { name: 'Chan Tai Man', email: 'taiman@example.hk' },
      delivery: { method: 'DELIVERY', country_code: 'HK' },
    })
    expect(order._id).toMatch(/^[0-9a-f-]{36}$/)
    expect(order.reference).toMatch(/^MH-\d{6}-[A-Z2-9]{6}$/)
    expect(order.statuses.map((s: { slug: string }) => s.slug)).toEqual(['submitted'])
    expect(order.items).toHaveLength(1)
    expect(order.items[0]).toMatchObject({
      product_variant_id: a.id,
      qty: 2,
      subtotal_price: (Number(a.price) * 2).toFixed(2),
    })
    expect(order.items[0].product_title.zh).toBeTruthy()
    expect(await stockOf(database, a.id)).toBe(before - 2)
    const left = await database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.accountId, await accountId(app, token)))
    expect(left.map((l) => l.variantId)).toEqual([b.id])
    const [mail] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'taiman@example.hk'))
    expect(mail?.subject).toContain(order.reference)
    expect(mail?.subject).toContain('訂單')
  })

  it('refuses bad checkout requests with clear errors and writes nothing', async () => {
    const token = await guest(app)
    const a = await variant({ sale: false, points: false, minStock: 3, maxPrice: 3000 })
    await addToCart(app, token, { product_variant_id: a.id, qty: 1 })
    const cases: [Record<string, unknown>, number, string][] = [
      [checkoutBody([]), 400, 'VALIDATION_ERROR'],
      [checkoutBody([a.id], { payment_method: 'CASH' }), 400, 'VALIDATION_ERROR'],
      [checkoutBody([a.id], { payment_method: 'SAVED_CARD' }), 400, 'VALIDATION_ERROR'],
      [
        checkoutBody([a.id], {
          delivery_details: { name: 'Guest', address: '1 Queen’s Road', email: '', phone: '' },
        }),
        400,
        'VALIDATION_ERROR',
      ],
      [
        checkoutBody([a.id], { success_url: 'https://evil.example/steal' }),
        400,
        'REDIRECT_NOT_ALLOWED',
      ],
      [checkoutBody([a.id], { voucher_code: 'LUNARNY24' }), 422, 'VOUCHER_EXPIRED'],
      [
        checkoutBody([a.id], {
          delivery_info: { country_code: 'FR' },
          delivery_details: { name: 'Guest', address: '1 rue de Rivoli, Paris', email: 'g@x.fr' },
        }),
        422,
        'DELIVERY_UNAVAILABLE',
      ],
      [
        checkoutBody([a.id], {
          payment_method: 'SAVED_CARD',
          card_id: '00000000-0000-4000-8000-000000000000',
        }),
        404,
        'CARD_NOT_FOUND',
      ],
      [checkoutBody(['00000000-0000-4000-8000-000000000000']), 409, 'NOTHING_SELECTED'],
    ]
    for (const [body, status, code] of cases) {
      const response = await checkout(app, token, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(status)
      expect(response.json().code).toBe(code)
    }
    expect(await ordersOf(database, [await accountId(app, token)])).toEqual([])
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/stores/6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0001/checkouts',
      payload: checkoutBody([a.id]),
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('writes the order and its payment page in the language the shopper checked out in', async () => {
    const token = await guest(app, 'en')
    const goods = await variant({ sale: false, points: false, minStock: 3 }, 1)
    await addToCart(app, token, { product_variant_id: goods.id, qty: 1 })
    const placed = await app.inject({
      method: 'POST',
      url: `${STORE}/checkouts`,
      headers: { ...auth(token), 'x-store-locale': 'zh' },
      payload: checkoutBody([goods.id], { payment_method: 'ONLINE' }),
    })
    expect(placed.statusCode).toBe(201)
    const page = await gatewayPage(app, placed.json().return_url)
    expect((await app.inject(page)).body).toContain('測試付款閘道')
    const [row] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.json().order._id))
    expect(row?.language).toBe('zh')
  })

  it('pays online with a test card; a declined card holds stock, voucher and points until the window passes', async () => {
    const token = await guest(app)
    const id = await accountId(app, token)
    const goods = await variant({ sale: false, points: false, minStock: 3, minPrice: 3000 })
    const pointsItem = await variant({ points: true, minStock: 3 })
    await database.db.transaction((tx) =>
      pointsLedger.credit(tx, id, (pointsItem.pointsPrice ?? 0) * 2, { reason: 'ADJUSTMENT' }),
    )
    const stock = await stockOf(database, goods.id)
    const [welcome] = await database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.code, 'WELCOME10'))

    // a declined payment gives everything back
    await addToCart(app, token, { product_variant_id: goods.id, qty: 1 })
    await addToCart(app, token, { product_variant_id: pointsItem.id, qty: 1, use_points: true })
    const first = await checkout(
      app,
      token,
      checkoutBody([goods.id, pointsItem.id], {
        payment_method: 'ONLINE',
        voucher_code: 'WELCOME10',
      }),
    )
    expect(first.statusCode).toBe(201)
    const placed = first.json()
    expect(placed.return_url).toMatch(/\/api\/v1\/payments\/sessions\/[0-9a-f-]{36}\/start$/)
    expect(placed.order.voucher_code).toBe('WELCOME10')
    expect(placed.order.calculations.point.total).toBe(pointsItem.pointsPrice)
    expect(await pointsLedger.balance(database.db, id)).toBe(pointsItem.pointsPrice)
    expect(await stockOf(database, goods.id)).toBe(stock - 1)
    const page = await gatewayPage(app, placed.return_url)
    const html = await app.inject(page)
    expect(html.headers['content-type']).toContain('text/html')
    expect(html.body).toContain(`HKD ${placed.order.calculations.price.total}`)
    expect(html.body).toContain('<label for="card_number">')
    const declined = await submitGateway(app, page, PAY_DECLINED)
    expect(declined.statusCode).toBe(303)
    // marked as declined, so the shop shows its failure page (of that order) rather than "cancelled"
    expect(declined.headers.location).toBe(
      `${CANCEL_URL}?order=${placed.order._id}&payment=declined`,
    )
    // issue 30: the order stays payable until its window passes, holding what it held
    const [payable] = await database.db.select().from(orders).where(eq(orders.id, placed.order._id))
    expect(payable).toMatchObject({
      status: 'submitted',
      paymentStatus: 'unpaid',
      releasedAt: null,
    })
    expect(await stockOf(database, goods.id)).toBe(stock - 1)
    expect(await pointsLedger.balance(database.db, id)).toBe(pointsItem.pointsPrice)
    // this attempt's page is closed now
    expect((await submitGateway(app, page, PAY_OK)).statusCode).toBe(409)
    // the window passes: everything is given back
    await lifecycleOf(database).expireUnpaid(new Date(Date.now() + 31 * 60_000))
    const [released] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.order._id))
    expect(released?.status).toBe('cancelled')
    expect(released?.releasedAt).not.toBeNull()
    expect(await stockOf(database, goods.id)).toBe(stock)
    expect(await pointsLedger.balance(database.db, id)).toBe((pointsItem.pointsPrice ?? 0) * 2)
    const [afterRelease] = await database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.code, 'WELCOME10'))
    expect(afterRelease?.usedCount).toBe(welcome?.usedCount)
    // the lines were bought, not given back to the cart: the shopper adds them again
    const back = await database.db
      .select({ variantId: cartItems.variantId })
      .from(cartItems)
      .where(eq(cartItems.accountId, id))
    expect(back).toEqual([])
    await addToCart(app, token, { product_variant_id: goods.id, qty: 1 })

    // the same voucher can be used again since the first use was released
    const second = (
      await checkout(
        app,
        token,
        checkoutBody([goods.id], { payment_method: 'ONLINE', voucher_code: 'WELCOME10' }),
      )
    ).json()
    const paid = await submitGateway(app, await gatewayPage(app, second.return_url), PAY_OK)
    expect(paid.statusCode).toBe(303)
    // the success page learns the order (its reference, and its id to read the summary)
    const success = `${SUCCESS_URL}?reference=${second.order.reference}&order=${second.order._id}`
    expect(paid.headers.location).toBe(success)
    const [row] = await database.db.select().from(orders).where(eq(orders.id, second.order._id))
    expect(row).toMatchObject({ status: 'paid', paymentStatus: 'paid' })
    // a paid session sends the shopper to the success page from then on
    expect((await app.inject(new URL(second.return_url).pathname)).headers.location).toBe(success)
    // WELCOME10 is once per person: the same account with another contact is still refused
    await addToCart(app, token, { product_variant_id: goods.id, qty: 1 })
    const third = await checkout(
      app,
      token,
      checkoutBody([goods.id], {
        voucher_code: 'welcome10',
        delivery_details: {
          name: 'Chan Tai Man',
          address: 'Flat 12A, 8 Harbour Road, Wan Chai',
          area_code: '852',
          phone: '98765432',
          email: 'someone-else@example.hk',
        },
      }),
    )
    expect(third.json().code).toBe('VOUCHER_PERSON_LIMIT')
  })

  it('refuses a points order beyond the balance, leaving stock untouched', async () => {
    const token = await guest(app)
    const pointsItem = await variant({ points: true, minStock: 2 })
    await addToCart(app, token, { product_variant_id: pointsItem.id, qty: 1, use_points: true })
    const stock = await stockOf(database, pointsItem.id)
    const response = await checkout(app, token, checkoutBody([pointsItem.id]))
    expect(response.statusCode).toBe(422)
    expect(response.json().code).toBe('NOT_ENOUGH_POINTS')
    expect(await stockOf(database, pointsItem.id)).toBe(stock)
  })

  it('answers the same order for the same Idempotency-Key, even 10 at once', async () => {
    const token = await guest(app)
    const a = await variant({ sale: false, points: false, minStock: 5, maxPrice: 3000 }, 2)
    await addToCart(app, token, { product_variant_id: a.id, qty: 1 })
    const stock = await stockOf(database, a.id)
    const body = checkoutBody([a.id], { payment_method: 'ONLINE' })
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => checkout(app, token, body, 'key-0001-same-order')),
    )
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201))
    const ids = new Set(responses.map((r) => r.json().order._id))
    expect(ids.size).toBe(1)
    expect(new Set(responses.map((r) => r.json().return_url)).size).toBe(1)
    expect(await ordersOf(database, [await accountId(app, token)])).toHaveLength(1)
    expect(await stockOf(database, a.id)).toBe(stock - 1)
    const other = await checkout(
      app,
      token,
      { ...body, payment_method: 'FPS' },
      'key-0001-same-order',
    )
    expect(other.statusCode).toBe(422)
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  race('sells the last unit once when 20 shoppers check out at the same moment', async () => {
    const a = await variant({ sale: false, points: false, minStock: 1, maxPrice: 3000 }, 3)
    await setStock(database, a.id, 1)
    const tokens = await Promise.all(Array.from({ length: 20 }, () => guest(app)))
    for (const token of tokens) {
      expect((await addToCart(app, token, { product_variant_id: a.id, qty: 1 })).statusCode).toBe(
        200,
      )
    }
    const responses = await Promise.all(
      tokens.map((token) => checkout(app, token, checkoutBody([a.id]))),
    )
    const codes = responses.map((r) => r.statusCode).sort()
    expect(codes.filter((c) => c === 201)).toHaveLength(1)
    expect(codes.filter((c) => c === 409)).toHaveLength(19)
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json().code).toBe('OUT_OF_STOCK')
    }
    expect(await stockOf(database, a.id)).toBe(0)
    const ids = await Promise.all(tokens.map((t) => accountId(app, t)))
    expect(await ordersOf(database, ids)).toHaveLength(1)
  })

  race('lets a single-use voucher be used once when two shoppers check out together', async () => {
    const a = await variant({
      sale: false,
      points: false,
      minStock: 3,
      minPrice: 2000,
      maxPrice: 8000,
    })
    const [one, two] = await Promise.all([guest(app), guest(app)])
    for (const token of [one, two])
      await addToCart(app, token, { product_variant_id: a.id, qty: 1 })
    const responses = await Promise.all(
      [one, two].map((token) =>
        checkout(app, token as string, checkoutBody([a.id], { voucher_code: 'SHOWROOM500' })),
      ),
    )
    const ok = responses.filter((r) => r.statusCode === 201)
    expect(ok).toHaveLength(1)
    expect(ok[0]?.json().order.calculations.price_discount.global).toBe('500.00')
    const refused = responses.find((r) => r.statusCode !== 201)
    expect(refused?.statusCode).toBe(422)
    expect(refused?.json().code).toBe('VOUCHER_USED_UP')
    const [row] = await database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, seedId('voucher:SHOWROOM500')))
    expect(row?.usedCount).toBe(1)
  })

  it('sends the shopper back to any address of this machine when PUBLIC_URL is unset, never elsewhere', async () => {
    const local = await buildApi(
      database,
      {},
      {
        rateLimitStore: memoryStore(),
        transports: { email: outboxTransport, sms: outboxTransport },
        testGatewaySecret: GATEWAY_SECRET,
      },
    )
    try {
      const token = await guest(local)
      const a = await variant({ sale: false, points: false, minStock: 3, maxPrice: 3000 }, 2)
      await addToCart(local, token, { product_variant_id: a.id, qty: 1 })
      const port = process.env.PORT || 3000
      const elsewhere = await checkout(
        local,
        token,
        checkoutBody([a.id], {
          success_url: `http://evil.example:${port}/result/success`,
          cancel_url: `http://127.0.0.1:${port}/result/cancelled`,
        }),
      )
      expect(elsewhere.statusCode).toBe(400)
      expect(elsewhere.json().code).toBe('REDIRECT_NOT_ALLOWED')
      const placed = await checkout(
        local,
        token,
        checkoutBody([a.id], {
          success_url: `http://127.0.0.1:${port}/shop/main/result/success`,
          cancel_url: `http://[::1]:${port}/shop/main/result/cancelled`,
        }),
      )
      expect(placed.statusCode).toBe(201)
    } finally {
      await local.close()
    }
  })
})
