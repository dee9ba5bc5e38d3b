import { API_PREFIX } from '@shop/api'
import type { Database } from '@shop/api/db/client'
import { openDatabase } from '@shop/api/db/client'
import { seed } from '@shop/api/db/seed/index'
import { ordersApp, placeOrder } from '@shop/api/modules/orders/test-helpers'
import { guest } from '@shop/api/testing/shop'
import type { FastifyInstance } from 'fastify'
import { createSession } from 'react-router'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { injectApiFetch } from '#web-server/api-fetch.ts'
import { authContext, createLoadContext } from './context.ts'
import { loadOrder, loadOrderList, orderAction } from './orders.server.ts'

/** The order page's reads against the real API, with chosen calls failing. */
describe('order page when its side lists fail (spec §8)', () => {
  let database: Database
  let app: FastifyInstance
  let token: string
  let orderId: string

  beforeAll(async () => {
    database = openDatabase({ dataDir: null })
    await database.migrate()
    await seed(database.db)
    app = await ordersApp(database)
    token = await guest(app)
    orderId = (await placeOrder(app, database, token, { qty: 1 })).order._id
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  /** The shopper's page context; calls whose path matches `failing` answer 500. */
  function pageContext(failing: RegExp | null) {
    const real = injectApiFetch(app, API_PREFIX)
    const context = createLoadContext(async (path, init) =>
      failing?.test(path)
        ? Response.json({ message: 'down', statusCode: 500, code: 'X' }, { status: 500 })
        : real(path, init),
    )
    context.set(authContext, { session: createSession({ token }), dirty: false })
    return context
  }

  it('shows the order with empty reviews and refund requests when those calls fail', async () => {
    const page = await loadOrder(pageContext(/\/(reviews|refund-request)$/), orderId)
    expect(page?.order._id).toBe(orderId)
    expect(page?.reviews).toEqual([])
    expect(page?.refunds).toEqual([])
  })

  it('lists the FPS order among the offline orders, and reads a failed offline list as empty', async () => {
    const offline = await loadOrderList(pageContext(null), 1, true)
    expect(offline.data.map((o) => o._id)).toContain(orderId)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await loadOrderList(pageContext(/\/orders\/all\/offline/), 1, true)).toEqual({
      current_page: 1,
      next_page_url: null,
      total: 0,
      data: [],
    })
    // the list of all orders is not emptied: a failure there is the error page
    await expect(loadOrderList(pageContext(/\/orders\/all\?/), 1)).rejects.toThrow()
  })

  it('answers "not found" for an order that is not the caller\'s, and rethrows a failed order read', async () => {
    expect(await loadOrder(pageContext(null), '00000000-0000-4000-8000-000000000000')).toBeNull()
    await expect(loadOrder(pageContext(/\/details$/), orderId)).rejects.toThrow()
  })
})

describe('payment proof of a refused file type (issue 30)', () => {
  let database: Database
  let app: FastifyInstance
  let token: string
  let orderId: string

  beforeAll(async () => {
    database = openDatabase({ dataDir: null })
    await database.migrate()
    await seed(database.db)
    app = await ordersApp(database)
    token = await guest(app)
    orderId = (await placeOrder(app, database, token, { qty: 1 })).order._id
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it("says beside the file input, in the shopper's language, which files are accepted", async () => {
    const context = createLoadContext(injectApiFetch(app, API_PREFIX))
    context.set(authContext, { session: createSession({ token }), dirty: false })
    const form = new FormData()
    form.set('intent', 'upload_proof')
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>'
    form.set('file', new File([svg], 'receipt.svg', { type: 'image/svg+xml' }))
    const request = new Request(`http://shop.test/zh/shop/main/order/${orderId}`, {
      method: 'POST',
      body: form,
    })
    const answer = (await orderAction(request, context, orderId)) as {
      data: { ok: boolean; fieldErrors: Record<string, string>; error: string }
      init: { status: number }
    }
    expect(answer.init.status).toBe(415)
    expect(answer.data).toEqual({
      ok: false,
      fieldErrors: { file: 'orderErrors.fileTypeNotAllowed' },
      error: 'orderErrors.fileTypeNotAllowed',
    })
    const details = await loadOrder(context, orderId)
    expect(details?.order.checkout.offline.image).toBeFalsy()
  })
})
