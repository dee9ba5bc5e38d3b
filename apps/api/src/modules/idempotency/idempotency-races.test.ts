import { randomUUID } from 'node:crypto'
import { projectDetails } from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { bookings, projectPaymentRecords, quotations } from '#api/db/schema/index.ts'
import { accountId, auth } from '#api/testing/shop.ts'
import { describeRaces, seededDatabase } from '#api-test/databases.ts'
import { register } from '../identity/test-helpers.ts'
import { pointsLedger } from '../membership/ledger.ts'
import { uploadPng } from '../orders/test-helpers.ts'
import { API, acceptedProject, projectApp, scriptedReader } from '../projects/test-helpers.ts'
import { CONTACT, consultationBooking, FLAT, STORE } from '../quotations/test-helpers.ts'
import { staffSignIn } from '../staff/test-helpers.ts'
import { addOffer, holdings, member } from '../vouchers/test-helpers.ts'

const TWINS = 10
const store = STORE.replace(API, '')
type Answer = Awaited<ReturnType<FastifyInstance['inject']>>

/**
 * A double submit (or a client's retry) sent TWINS times at once with one Idempotency-Key, on
 * PostgreSQL: one effect, and every twin told the same thing (ADR 040).
 */
describeRaces('one key, one effect on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let staff: string
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await projectApp(database, scriptedReader())
    staff = await staffSignIn(app, 'staff')
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const post = (url: string, token: string, key: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `${API}${url}`,
      headers: { ...auth(token), 'idempotency-key': key },
      payload,
    })
  const twins = (send: () => Promise<Answer>) =>
    Promise.all(Array.from({ length: TWINS }, () => send()))
  /** Every twin got the first one's status and body (`without` names fields each gets anew). */
  const sameAnswer = (answers: Answer[], status: number, without?: string) => {
    const bodies = answers.map((a) => {
      const body = a.json()
      if (without) delete body[without]
      return `${a.statusCode} ${JSON.stringify(body)}`
    })
    expect(bodies[0]?.startsWith(`${status} `), bodies[0]).toBe(true)
    expect(new Set(bodies).size).toBe(1)
    return answers[0]?.json()
  }
  const refusedReuse = (answer: Answer) =>
    expect(answer.json()).toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' })

  it(`books one consultation for ${TWINS} submits of one form`, async () => {
    const { token } = await register(app)
    const key = randomUUID()
    const body = await consultationBooking(app, database)
    const answers = await twins(() => post(`${store}/bookings`, token, key, body))
    // each twin gets a private link of its own (only its hash is kept); the rest is the same
    const first = sameAnswer(answers, 201, 'order_access')
    const rows = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.orderId, first.order._id))
    expect(rows).toHaveLength(1)
    const mine = await app.inject({ url: `${API}/bookings`, headers: auth(token) })
    expect(mine.json().data).toHaveLength(1)
    refusedReuse(
      await post(`${store}/bookings`, token, key, { ...body, flat: { ...FLAT, rooms: 4 } }),
    )
  })

  it(`buys vouchers once for ${TWINS} submits of one redeem`, async () => {
    const offer = await addOffer(database, { pointsPrice: 100 })
    const mei = await member(app, database, 500)
    const key = randomUUID()
    const answers = await twins(() =>
      post('/vouchers/redeem', mei.token, key, { voucher_id: offer }),
    )
    const first = sameAnswer(answers, 200)
    expect(first.points_spent).toBe(100)
    expect(await pointsLedger.balance(database.db, mei.id)).toBe(400)
    expect(await holdings(database, mei.id, offer)).toMatchObject({ codes: 1, redeemed: 1 })
    refusedReuse(await post('/vouchers/redeem', mei.token, key, { voucher_id: offer, qty: 2 }))
  })

  it(`records one payment for ${TWINS} submits of one payment record`, async () => {
    const { token } = await register(app)
    const id = await acceptedProject(app, token, staff)
    const project = projectDetails.parse(
      (await app.inject({ url: `${API}/projects/${id}`, headers: auth(token) })).json(),
    )
    const body = {
      installment_sequence: 1,
      method: 'BANK_TRANSFER',
      payer_bank: 'HSBC',
      payer_account: '004-111-222333-001',
      amount: project.installments[0]?.outstanding,
      receipt: await uploadPng(app, token),
    }
    const key = randomUUID()
    const answers = await twins(() => post(`/projects/${id}/payment-records`, token, key, body))
    sameAnswer(answers, 201)
    const rows = await database.db
      .select()
      .from(projectPaymentRecords)
      .where(eq(projectPaymentRecords.projectId, id))
    expect(rows).toHaveLength(1)
    refusedReuse(
      await post(`/projects/${id}/payment-records`, token, key, { ...body, amount: '1.00' }),
    )
  })

  it(`asks for one quotation for ${TWINS} submits of one request`, async () => {
    const { token } = await register(app)
    const owner = await accountId(app, token)
    const key = randomUUID()
    const body = { flat: FLAT, wishes: 'Open kitchen', contact: CONTACT }
    const answers = await twins(() => post(`${store}/quotations`, token, key, body))
    sameAnswer(answers, 201)
    const rows = await database.db.select().from(quotations).where(eq(quotations.accountId, owner))
    expect(rows).toHaveLength(1)
    refusedReuse(await post(`${store}/quotations`, token, key, { ...body, wishes: 'More' }))
  })
})
