import { Writable } from 'node:stream'
import { inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { orders, paymentSessions, refundsDue } from '#api/db/schema/index.ts'
import { SIGNATURE_HEADER, signPayload } from '#api/modules/payments/signature.ts'
import {
  addToCart,
  auth,
  checkout,
  checkoutBody,
  findVariant,
  GATEWAY_SECRET,
  guest,
  setStock,
  shopApp,
} from '#api/testing/shop.ts'
import { describeRaces, seededDatabase } from '#api-test/databases.ts'

const WEBHOOK = '/api/v1/payments/webhooks/test-gateway'
const RACES = 50

/** Error-level log lines of the app, to see any deadlock PostgreSQL reported. */
function errorLog() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, logger: { level: 'error', stream } }
}

describeRaces('order lifecycle races on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  const log = errorLog()
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database, undefined, { logger: log.logger })
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it(`${RACES} customer cancels racing a captured payment: no 5xx, no deadlock, no payment lost`, async () => {
    const [v] = await findVariant(database, { sale: false, points: false, minStock: 1 })
    if (!v) throw new Error('no variant')
    await setStock(database, v.id, 10_000)
    const token = await guest(app)
    const placed: { orderId: string; sessionId: string; total: string }[] = []
    for (let i = 0; i < RACES; i += 1) {
      await addToCart(app, token, { product_variant_id: v.id, qty: 1 })
      const body = checkoutBody([v.id], { payment_method: 'ONLINE' })
      const answer = (await checkout(app, token, body)).json()
      placed.push({
        orderId: answer.order._id,
        sessionId: /sessions\/([0-9a-f-]{36})\/start/.exec(answer.return_url)?.[1] as string,
        total: answer.order.calculations.price.total,
      })
    }

    const pay = (sessionId: string, n: number) => {
      const raw = JSON.stringify({
        id: `evt_race_${sessionId}_${n}`,
        type: 'payment.succeeded',
        data: { session_id: sessionId },
      })
      return app.inject({
        method: 'POST',
        url: WEBHOOK,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signPayload(GATEWAY_SECRET, raw),
        },
        payload: raw,
      })
    }
    const cancel = (orderId: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/orders/${orderId}/cancelled`,
        headers: auth(token),
      })
    // in waves of five pairs: three raced, a few milliseconds apart, so that some meet inside
    // each other's transaction; one with the payment only after the cancel answered, one the
    // other way round
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
    const race = async (o: (typeof placed)[number], i: number) => {
      let c: Awaited<ReturnType<typeof cancel>>
      let p: Awaited<ReturnType<typeof pay>>
      if (i % 5 === 0) {
        c = await cancel(o.orderId)
        p = await pay(o.sessionId, 1)
      } else if (i % 5 === 1) {
        p = await pay(o.sessionId, 1)
        c = await cancel(o.orderId)
      } else {
        // 0–4 ms apart, either way round, moving across the waves
        const d = Math.floor(i / 5) % 5
        ;[c, p] = await Promise.all([
          sleep(i % 5 === 3 ? d : 0).then(() => cancel(o.orderId)),
          sleep(i % 5 === 2 ? d : 0).then(() => pay(o.sessionId, 1)),
        ])
      }
      return { ...o, cancel: c, pay: p }
    }
    const answers: Awaited<ReturnType<typeof race>>[] = []
    for (let wave = 0; wave < RACES; wave += 5) {
      answers.push(
        ...(await Promise.all(placed.slice(wave, wave + 5).map((o, j) => race(o, wave + j)))),
      )
    }
    console.log(
      answers.map((a, i) => `${i}:${a.cancel.statusCode}/${a.pay.json().result}`).join(' '),
    )
    for (const a of answers) {
      expect(a.cancel.statusCode, a.cancel.body).toBeLessThan(500)
      expect(a.pay.statusCode, a.pay.body).toBe(200)
    }
    expect(log.lines.filter((l) => /deadlock/i.test(l))).toEqual([])
    expect(log.lines.filter((l) => /"statusCode":5\d\d/.test(l))).toEqual([])

    const rows = await database.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((o) => o.orderId),
        ),
      )
    const dues = await database.db
      .select()
      .from(refundsDue)
      .where(
        inArray(
          refundsDue.orderId,
          placed.map((o) => o.orderId),
        ),
      )
    let paid = 0
    for (const a of answers) {
      const row = rows.find((r) => r.id === a.orderId)
      const due = dues.filter((d) => d.orderId === a.orderId)
      if (row?.paymentStatus === 'paid') {
        // the payment won: the order is paid, the cancel was refused, nothing owed back
        paid += 1
        expect(a.cancel.statusCode).toBe(409)
        expect(row.releasedAt).toBeNull()
        expect(due).toHaveLength(0)
      } else {
        // the cancel won: the goods went back and the captured payment is owed back
        expect(a.cancel.statusCode).toBe(200)
        expect(row?.status).toBe('cancelled')
        expect(row?.releasedAt).not.toBeNull()
        expect(due).toHaveLength(1)
        expect(due[0]?.amount).toBe(a.total)
        expect(due[0]?.status).toBe('refunded')
        expect(a.pay.json().result).toBe('paid-after-release')
      }
    }
    // both outcomes happened: the test raced for real
    expect(paid).toBeGreaterThan(0)
    expect(paid).toBeLessThan(RACES)
    const sessions = await database.db
      .select({ status: paymentSessions.status })
      .from(paymentSessions)
      .where(
        inArray(
          paymentSessions.orderId,
          placed.map((o) => o.orderId),
        ),
      )
    expect(sessions.every((s) => s.status === 'succeeded')).toBe(true)

    // redelivering every event changes nothing
    const again = await Promise.all(placed.map((o) => pay(o.sessionId, 1)))
    expect(again.map((r) => r.json().result)).toEqual(placed.map(() => 'duplicate'))
  })
})
