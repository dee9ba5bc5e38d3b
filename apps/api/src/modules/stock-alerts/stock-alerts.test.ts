import { errorEnvelope, stockAlertResponse } from '@shop/contract'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { outboxMessages, stockAlerts } from '#api/db/schema/index.ts'
import { seedId } from '#api/db/seed/catalog-ids.ts'
import { MAIN_STORE_ID, MINI_STORE_ID } from '#api/db/seed/stores.ts'
import {
  addToCart,
  auth,
  checkout,
  checkoutBody,
  findVariant,
  guest,
  setStock,
  shopApp,
  stockOf,
} from '#api/testing/shop.ts'
import { describeRaces, seededDatabase, testDatabases } from '#api-test/databases.ts'

// Repulse Bay linen sofa: the 3-seater in sage is sold out, in charcoal it is in stock (seed)
const SOFA = seedId('product:SOF-01')
const SOLD_OUT = seedId('variant:SOF-01:1:sage')
const IN_STOCK = seedId('variant:SOF-01:1:charcoal')

const alertUrl = (productId: string, variantId: string, storeId = MAIN_STORE_ID) =>
  `/api/v1/stores/${storeId}/product-management/products/${productId}/variants/${variantId}/stock-alerts`

describe.each(testDatabases)('back-in-stock e-mails on $name', (kind) => {
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

  const subscribe = (
    productId: string,
    variantId: string,
    email: string,
    options: { locale?: string; storeId?: string; ip?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: alertUrl(productId, variantId, options.storeId),
      headers: {
        'x-store-locale': options.locale ?? 'en',
        ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      },
      payload: { email },
    })

  const alertsOf = (variantId: string) =>
    database.db.select().from(stockAlerts).where(eq(stockAlerts.variantId, variantId))
  const mailTo = (recipients: string[]) =>
    database.db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, recipients))

  /** Buys every unit of a variant (an unpaid FPS order holds them); answers the order. */
  async function buyAll(variantId: string, token: string) {
    const units = await stockOf(database, variantId)
    expect(
      (await addToCart(app, token, { product_variant_id: variantId, qty: units })).statusCode,
    ).toBe(200)
    const placed = await checkout(app, token, checkoutBody([variantId]))
    expect(placed.statusCode).toBe(201)
    return placed.json().order._id as string
  }
  const cancel = (orderId: string, token: string) =>
    app.inject({ method: 'PUT', url: `/api/v1/orders/${orderId}/cancelled`, headers: auth(token) })

  it('keeps one wish per variant and address; a repeat is answered kindly and adds nothing', async () => {
    const first = await subscribe(SOFA, SOLD_OUT, 'May.Chan@Example.com', { ip: '10.1.0.1' })
    expect(first.statusCode).toBe(201)
    const made = stockAlertResponse.parse(first.json())
    expect(made).toMatchObject({
      status: 'SUBSCRIBED',
      variant_id: SOLD_OUT,
      email: 'may.chan@example.com',
    })

    const again = await subscribe(SOFA, SOLD_OUT, 'may.chan@example.com ', { ip: '10.1.0.1' })
    expect(again.statusCode).toBe(200)
    expect(stockAlertResponse.parse(again.json())).toEqual({
      ...made,
      status: 'ALREADY_SUBSCRIBED',
    })
    const rows = await alertsOf(SOLD_OUT)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'may.chan@example.com', language: 'en' })
    expect(rows[0]?.notifiedAt).toBeNull()
  })

  it('refuses a bad e-mail, a variant in stock and a variant of another product, writing nothing', async () => {
    const before = (await database.db.select().from(stockAlerts)).length
    const bad = await subscribe(SOFA, SOLD_OUT, 'not-an-email', { ip: '10.1.0.2' })
    expect(bad.statusCode).toBe(400)
    expect(errorEnvelope.parse(bad.json()).errors).toContainEqual({
      path: 'body.email',
      message: 'errors.emailFormat',
    })
    const empty = await subscribe(SOFA, SOLD_OUT, '', { ip: '10.1.0.2' })
    expect(empty.statusCode).toBe(400)

    const inStock = await subscribe(SOFA, IN_STOCK, 'ho.yan@example.com', { ip: '10.1.0.2' })
    expect(inStock.statusCode).toBe(409)
    expect(inStock.json().code).toBe('VARIANT_IN_STOCK')

    const otherProduct = seedId('product:SOF-02')
    for (const response of [
      await subscribe(otherProduct, SOLD_OUT, 'ho.yan@example.com', { ip: '10.1.0.2' }),
      await subscribe(SOFA, SOLD_OUT, 'ho.yan@example.com', {
        ip: '10.1.0.2',
        storeId: MINI_STORE_ID,
      }),
      await subscribe(SOFA, '00000000-0000-4000-8000-000000000000', 'ho.yan@example.com', {
        ip: '10.1.0.2',
      }),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(response.json().code).toBe('VARIANT_NOT_FOUND')
    }
    expect((await database.db.select().from(stockAlerts)).length).toBe(before)
  })

  it('limits how often one address asks', async () => {
    const codes: number[] = []
    for (let i = 0; i < 11; i++) {
      const response = await subscribe(SOFA, SOLD_OUT, 'eager@example.com', { ip: `10.2.0.${i}` })
      codes.push(response.statusCode)
    }
    expect(codes.slice(0, 10).every((code) => code === 201 || code === 200)).toBe(true)
    expect(codes[10]).toBe(429)
  })

  it('e-mails each waiting shopper once, in their language, when a release brings the variant back', async () => {
    const [variant] = (
      await findVariant(database, { sale: false, points: false, maxPrice: 3000 })
    ).filter((v) => v.stock <= 12)
    if (!variant) throw new Error('no small-stock variant in the seed')
    const units = variant.stock
    const token = await guest(app)
    const orderId = await buyAll(variant.id, token)
    expect(await stockOf(database, variant.id)).toBe(0)

    const shoppers = ['wai.ling@example.com', 'ka.ming@example.com']
    expect((await subscribe(variant.productId, variant.id, shoppers[0] as string)).statusCode).toBe(
      201,
    )
    expect(
      (await subscribe(variant.productId, variant.id, shoppers[1] as string, { locale: 'zh' }))
        .statusCode,
    ).toBe(201)
    expect(await mailTo(shoppers)).toHaveLength(0)

    expect((await cancel(orderId, token)).statusCode).toBe(200)
    expect(await stockOf(database, variant.id)).toBe(units)
    const mail = await mailTo(shoppers)
    expect(mail).toHaveLength(2)
    const en = mail.find((m) => m.recipient === shoppers[0])
    const zh = mail.find((m) => m.recipient === shoppers[1])
    expect(en).toMatchObject({ channel: 'EMAIL', language: 'en' })
    expect(en?.subject).toMatch(/^Back in stock: /)
    expect(en?.body).toContain(`https://shop.test/shop/main/product/${variant.productId}/`)
    expect(zh).toMatchObject({ language: 'zh' })
    expect(zh?.subject).toMatch(/^已到貨：/)
    expect(zh?.body).toContain(`https://shop.test/zh/shop/main/product/${variant.productId}/`)
    const rows = await alertsOf(variant.id)
    expect(rows.every((row) => row.notifiedAt !== null)).toBe(true)

    // stock going up again from more than zero mails nobody twice
    const again = await guest(app)
    await addToCart(app, again, { product_variant_id: variant.id, qty: 1 })
    const second = await checkout(app, again, checkoutBody([variant.id]))
    expect((await cancel(second.json().order._id, again)).statusCode).toBe(200)
    expect(await mailTo(shoppers)).toHaveLength(2)
  })

  it('mails nobody when a release raises stock that was already above zero', async () => {
    const [variant] = (await findVariant(database, { sale: false, points: false, maxPrice: 3000 }))
      .filter((v) => v.stock <= 12)
      .slice(1)
    if (!variant) throw new Error('no second small-stock variant in the seed')
    const token = await guest(app)
    await addToCart(app, token, { product_variant_id: variant.id, qty: 1 })
    const placed = await checkout(app, token, checkoutBody([variant.id]))
    expect(placed.statusCode).toBe(201)
    // sold out meanwhile by a way the shop does not track, a shopper asks, then one unit appears
    await setStock(database, variant.id, 0)
    expect(
      (await subscribe(variant.productId, variant.id, 'siu.fong@example.com')).statusCode,
    ).toBe(201)
    await setStock(database, variant.id, 1)

    expect((await cancel(placed.json().order._id, token)).statusCode).toBe(200)
    expect(await stockOf(database, variant.id)).toBe(2)
    expect(await mailTo(['siu.fong@example.com'])).toHaveLength(0)
    const waiting = await database.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.variantId, variant.id), isNull(stockAlerts.notifiedAt)))
    expect(waiting).toHaveLength(1)
  })
})

describeRaces('back-in-stock races on $name', (kind) => {
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

  it('20 shoppers asking while the stock comes back: each is e-mailed once or told it is in stock', async () => {
    const [variant] = await findVariant(database, { sale: false, points: false, minStock: 1 })
    if (!variant) throw new Error('no variant')
    await setStock(database, variant.id, 2)
    const token = await guest(app)
    await addToCart(app, token, { product_variant_id: variant.id, qty: 2 })
    const orderId = (await checkout(app, token, checkoutBody([variant.id]))).json().order._id
    expect(await stockOf(database, variant.id)).toBe(0)

    const emails = Array.from({ length: 20 }, (_, i) => `racer${i}@example.com`)
    const [cancelled, ...asked] = await Promise.all([
      app.inject({
        method: 'PUT',
        url: `/api/v1/orders/${orderId}/cancelled`,
        headers: auth(token),
      }),
      ...emails.map((email, i) =>
        app.inject({
          method: 'POST',
          url: alertUrl(variant.productId, variant.id),
          headers: { 'x-forwarded-for': `10.9.0.${i}` },
          payload: { email },
        }),
      ),
    ])
    expect(cancelled?.statusCode).toBe(200)
    const mail = await database.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.recipient, emails))
    asked.forEach((response, i) => {
      // a wish made before the restock is answered by it; one made after is refused
      expect([201, 409]).toContain(response.statusCode)
      const sent = mail.filter((m) => m.recipient === emails[i])
      expect(sent).toHaveLength(response.statusCode === 201 ? 1 : 0)
    })
    const waiting = await database.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.variantId, variant.id), isNull(stockAlerts.notifiedAt)))
    expect(waiting).toHaveLength(0)
  })
})
