import { ORDER_LINK_HEADER } from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { orderAccessLinks, outboxMessages } from '#api/db/schema/index.ts'
import { addToCart, checkout, checkoutBody, findVariant, guest } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { call, ordersApp, placeOrder, uploadPng } from './test-helpers.ts'

const API = '/api/v1'

/** A request from its own address, so the per-IP waits of one test leave the others alone. */
function fromIp(
  app: FastifyInstance,
  ip: string,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  options: { token?: string; link?: string; payload?: object } = {},
) {
  return app.inject({
    method,
    url: `${API}${url}`,
    remoteAddress: ip,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.link !== undefined ? { [ORDER_LINK_HEADER]: options.link } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  })
}

describe.each(testDatabases)('private order links on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('the confirmation carries a link that opens the order without sign-in, with the proof upload as its only action', async () => {
    const token = await guest(app, 'zh')
    const placed = await placeOrder(app, database, token, { qty: 1 })
    const { order } = placed
    const access = placed.access
    expect(access.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const days = (Date.parse(access.expires_at) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(59)
    expect(days).toBeLessThanOrEqual(60)

    // the e-mail, in the order's language, links to the private page with this very token
    const [mail] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `已收到訂單 ${order.reference}`))
    expect(mail?.body).toContain(`/zh/shop/main/order/${order._id}/access/${access.token}`)
    expect(mail?.body).toContain('私人連結')
    // only the hash is kept
    const stored = await database.db
      .select()
      .from(orderAccessLinks)
      .where(eq(orderAccessLinks.orderId, order._id))
    expect(stored.map((row) => row.tokenHash)).not.toContain(access.token)

    const opened = await fromIp(app, '203.0.113.10', 'GET', `/orders/${order._id}/details/link`, {
      link: access.token,
    })
    expect(opened.statusCode).toBe(200)
    expect(opened.json()).toMatchObject({
      _id: order._id,
      reference: order.reference,
      current_status: 'submitted',
      is_offline: true,
      available_actions: ['upload_proof', 'change_delivery_slot'],
    })
  })

  it('a guest in another browser uploads the proof through the link and the order is pending; the member page sees it', async () => {
    const owner = await guest(app)
    const placed = await placeOrder(app, database, owner, { qty: 1 })
    const { order } = placed
    const link = placed.access.token
    const visitor = await guest(app) // the phone that opened the e-mail: a fresh guest account
    const image = await uploadPng(app, visitor)
    const url = `/orders/${order._id}/upload/link`
    const done = await fromIp(app, '203.0.113.11', 'PUT', url, {
      token: visitor,
      link,
      payload: { image },
    })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({
      current_status: 'pending',
      available_actions: ['upload_proof', 'change_delivery_slot'],
    })
    expect(done.json().checkout.offline.image).toBe(`/api/v1/files/${image}`)
    const own = await call(app, 'GET', `/orders/${order._id}/details`, owner)
    expect(own.json().current_status).toBe('pending')

    // a file the caller did not upload cannot be attached, even with the link
    const foreign = await uploadPng(app, await guest(app))
    const stolen = await fromIp(app, '203.0.113.11', 'PUT', url, {
      token: visitor,
      link,
      payload: { image: foreign },
    })
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json().code).toBe('FILE_NOT_USABLE')
    // without the link, or with another order's link, nothing changes
    const other = await placeOrder(app, database, await guest(app), { qty: 1 })
    const otherLink = other.access.token
    for (const wrong of [undefined, otherLink]) {
      const refused = await fromIp(app, '203.0.113.12', 'PUT', url, {
        token: visitor,
        ...(wrong ? { link: wrong } : {}),
        payload: { image: await uploadPng(app, visitor) },
      })
      expect(refused.statusCode).toBe(404)
      expect(refused.json().message).toBe('Order not found')
    }
    const after = await call(app, 'GET', `/orders/${order._id}/details`, owner)
    expect(after.json().checkout.offline.image).toBe(`/api/v1/files/${image}`)
  })

  it('refuses a wrong, foreign, malformed or expired link with the same 404', async () => {
    const first = await placeOrder(app, database, await guest(app), { qty: 1 })
    const second = await placeOrder(app, database, await guest(app), { qty: 1 })
    const firstLink = first.access.token
    const secondLink = second.access.token
    const url = `/orders/${first.order._id}/details/link`
    const tries = [
      secondLink, // another order's link
      `${firstLink.slice(0, -1)}${firstLink.endsWith('A') ? 'B' : 'A'}`,
      'short',
      `${firstLink}x`,
      '',
    ]
    for (const [i, link] of tries.entries()) {
      const answer = await fromIp(app, `203.0.113.${20 + i}`, 'GET', url, { link })
      expect(answer.statusCode).toBe(404)
      expect(answer.json()).toMatchObject({ message: 'Order not found', code: 'ORDER_NOT_FOUND' })
    }
    const noHeader = await fromIp(app, '203.0.113.30', 'GET', url)
    expect(noHeader.statusCode).toBe(404)
    const badId = await fromIp(app, '203.0.113.31', 'GET', '/orders/not-an-id/details/link', {
      link: firstLink,
    })
    expect(badId.statusCode).toBe(404)

    await database.db
      .update(orderAccessLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderAccessLinks.orderId, first.order._id))
    const expired = await fromIp(app, '203.0.113.32', 'GET', url, { link: firstLink })
    expect(expired.statusCode).toBe(404)
  })

  it('makes an IP wait after ten wrong links, and lets the owner through once the wait is over', async () => {
    const placed = await placeOrder(app, database, await guest(app), { qty: 1 })
    const link = placed.access.token
    const url = `/orders/${placed.order._id}/details/link`
    const codes: number[] = []
    for (let i = 0; i < 12; i++) {
      const wrong = `${'A'.repeat(42)}${String.fromCharCode(66 + i)}`
      codes.push((await fromIp(app, '198.51.100.7', 'GET', url, { link: wrong })).statusCode)
    }
    expect(codes.slice(0, 11)).toEqual(Array(11).fill(404))
    expect(codes[11]).toBe(429)
    // the wait is per address: another one opens the order at once
    expect((await fromIp(app, '198.51.100.8', 'GET', url, { link })).statusCode).toBe(200)
  })

  it('guest lookup by id and e-mail or phone gives a fresh link; a wrong contact gives none', async () => {
    const placed = await placeOrder(app, database, await guest(app), { qty: 1 })
    const id = placed.order._id
    const made = await fromIp(app, '203.0.113.40', 'POST', `/orders/${id}/access-links/guest`, {
      payload: { email: ' TaiMan@example.hk ' },
    })
    expect(made.statusCode).toBe(201)
    const { token } = made.json()
    const opened = await fromIp(app, '203.0.113.40', 'GET', `/orders/${id}/details/link`, {
      link: token,
    })
    expect(opened.statusCode).toBe(200)
    expect(opened.json().reference).toBe(placed.order.reference)
    const byReference = await fromIp(
      app,
      '203.0.113.41',
      'POST',
      `/orders/${placed.order.reference}/access-links/guest`,
      { payload: { phone: '852 9123 4567' } },
    )
    expect(byReference.statusCode).toBe(201)

    const wrong = await fromIp(app, '203.0.113.42', 'POST', `/orders/${id}/access-links/guest`, {
      payload: { email: 'someone@example.hk' },
    })
    expect(wrong.statusCode).toBe(404)
    expect(wrong.json().message).toBe('Order not found')
    const empty = await fromIp(app, '203.0.113.42', 'POST', `/orders/${id}/access-links/guest`, {
      payload: {},
    })
    expect(empty.statusCode).toBe(400)
  })

  it('a retried checkout answers the same order with a link of its own that works too', async () => {
    const token = await guest(app)
    const [variant] = await findVariant(database, { sale: false, points: false, minStock: 20 })
    if (!variant) throw new Error('no seeded variant')
    await addToCart(app, token, { product_variant_id: variant.id, qty: 1 })
    const body = checkoutBody([variant.id])
    const first = await checkout(app, token, body, 'retry-key-1')
    const again = await checkout(app, token, body, 'retry-key-1')
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(201)
    expect(again.json().order._id).toBe(first.json().order._id)
    const links = [first.json().order_access.token, again.json().order_access.token]
    expect(links[0]).not.toBe(links[1])
    for (const link of links) {
      const url = `/orders/${first.json().order._id}/details/link`
      expect((await fromIp(app, '203.0.113.50', 'GET', url, { link })).statusCode).toBe(200)
    }
  })
})
