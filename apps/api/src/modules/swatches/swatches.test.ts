import {
  adminSwatchList,
  adminSwatchRequest,
  MAIN_STORE_ID,
  swatchRequest,
  swatchRequestList,
} from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { swatchRequests } from '#api/db/schema/index.ts'
import { seedId } from '#api/db/seed/catalog-ids.ts'
import { memoryStore } from '#api/lib/rate-limit.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { auditOf, staffBearer } from '../admin-people/test-helpers.ts'
import { member } from '../content/test-helpers.ts'
import { lastMessage, uniqueEmail } from '../identity/test-helpers.ts'
import { outboxTransport } from '../outbox/delivery.ts'
import { staffSignIn } from '../staff/test-helpers.ts'

const TEAM = 'team@maisonharbour.test'
const SOFA = seedId('product:SOF-01') // Repulse Bay linen sofa: oatmeal, sage, charcoal
const OATMEAL = seedId('colour:oatmeal')
const SAGE = seedId('colour:sage')
const NAVY = seedId('colour:navy') // not a colour of SOF-01
const SERVICE = seedId('product:SRV-01') // no colours
let address = 0
const nextIp = () => `203.0.113.${++address}`

describe.each(testDatabases)('swatch requests on $name', (kind) => {
  let database: Database
  let app: FastifyInstance

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await buildApi(
      database,
      {},
      {
        rateLimitStore: memoryStore(),
        transports: { email: outboxTransport, sms: outboxTransport },
        teamEmail: TEAM,
        devMailbox: true,
      },
    )
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const valid = (overrides: Record<string, unknown> = {}) => ({
    product_id: SOFA,
    colour_ids: [OATMEAL, SAGE],
    name: 'Chan Tai Man',
    email: uniqueEmail(),
    area_code: '+852',
    phone: '+852 9123-4567',
    address: {
      region: 'kowloon',
      district: 'kowloon-city',
      street: '1 Prince Edward Road West',
      building: 'Harbour Court',
      floor: '12',
      flat: 'A',
      access: 'LIFT',
    },
    consent: true,
    ...overrides,
  })
  const send = (
    payload: object,
    { locale = 'en', ip = nextIp(), headers = {} as Record<string, string> } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/swatch-requests',
      payload,
      headers: { 'x-store-locale': locale, 'x-forwarded-for': ip, ...headers },
    })

  it('stores the request, tells the team and confirms to the shopper in their language', async () => {
    const body = valid()
    const response = await send(body, { locale: 'zh' })
    expect(response.statusCode, response.body).toBe(201)
    const answer = swatchRequest.parse(response.json())
    expect(answer.status).toBe('requested')
    expect(answer.colours.map((c) => c._id)).toEqual([OATMEAL, SAGE])
    const [row] = await database.db
      .select()
      .from(swatchRequests)
      .where(eq(swatchRequests.id, answer._id))
    // the one phone rule: "+852 9123-4567" is kept as 91234567 with its area code apart
    expect(row).toMatchObject({
      phone: '91234567',
      areaCode: '852',
      language: 'zh',
      accountId: null,
    })
    const confirmation = await lastMessage(app, body.email)
    expect(confirmation.subject).toContain('布辦')
    expect(confirmation.body).toContain(answer.reference)
    expect(confirmation.body).toContain('燕麥')
    const team = await lastMessage(app, TEAM)
    expect(team.subject).toContain(answer.reference)
    expect(team.body).toContain('+852 9123 4567')
  })

  it('refuses the same product for the same e-mail within 30 days, in any letter case', async () => {
    const body = valid()
    expect((await send(body)).statusCode).toBe(201)
    const again = await send({ ...body, email: body.email.toUpperCase(), colour_ids: [SAGE] })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('SWATCH_ALREADY_REQUESTED')
    // another product is fine
    const chair = await send({
      ...body,
      product_id: seedId('product:ARM-02'),
      colour_ids: [seedId('colour:ivory')],
    })
    expect(chair.statusCode, chair.body).toBe(201)
    // after 30 days the same product may be asked again
    await database.db
      .update(swatchRequests)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60_000) })
      .where(eq(swatchRequests.email, body.email))
    expect((await send(body)).statusCode).toBe(201)
  })

  it('keeps one request when the same one is sent twice at once', async () => {
    const body = valid()
    const answers = await Promise.all([send(body), send(body)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
    const rows = await database.db
      .select()
      .from(swatchRequests)
      .where(eq(swatchRequests.email, body.email))
    expect(rows).toHaveLength(1)
  })

  it('names each failed field with its catalogue message and stores nothing', async () => {
    const email = uniqueEmail()
    const cases: [object, string, string][] = [
      [valid({ email, colour_ids: [] }), 'body.colour_ids', 'swatches.errors.chooseColour'],
      [
        valid({ email, colour_ids: Array.from({ length: 6 }, () => crypto.randomUUID()) }),
        'body.colour_ids',
        'swatches.errors.tooManyColours',
      ],
      [valid({ email, consent: false }), 'body.consent', 'swatches.errors.consent'],
      [valid({ email, name: 'x'.repeat(101) }), 'body.name', 'errors.tooLong.100'],
      [valid({ email: '' }), 'body.email', 'errors.required'],
      [valid({ email, phone: '9123-45x7' }), 'body.phone', 'errors.phoneFormat'],
      [valid({ email, phone: '' }), 'body.phone', 'errors.required'],
      [
        valid({ email, address: { region: 'kowloon' } }),
        'body.address.district',
        'errors.districtRequired',
      ],
      [valid({ email, colour_ids: [NAVY] }), 'colour_ids.0', 'swatches.errors.chooseColour'],
    ]
    for (const [payload, path, message] of cases) {
      const response = await send(payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json().errors).toContainEqual({ path, message })
    }
    const rows = await database.db
      .select()
      .from(swatchRequests)
      .where(eq(swatchRequests.email, email))
    expect(rows).toHaveLength(0)
  })

  it('answers strange input with 400 or 404, never a 500', async () => {
    const strange: unknown[] = [
      null,
      'text',
      [],
      { ...valid(), product_id: 'not-a-uuid' },
      { ...valid(), colour_ids: 'oatmeal' },
      { ...valid(), colour_ids: [1, 2] },
      { ...valid(), address: null },
      { ...valid(), extra: true },
      { ...valid(), name: '\u0000' },
      { ...valid(), phone: '９１２３４５６７'.repeat(10) },
    ]
    for (const payload of strange) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/swatch-requests',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
        payload: JSON.stringify(payload),
      })
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400)
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500)
    }
    const gone = await send(valid({ product_id: crypto.randomUUID() }))
    expect(gone.statusCode).toBe(404)
    const service = await send(valid({ product_id: SERVICE }))
    expect(service.statusCode).toBe(404)
    expect(service.json().code).toBe('SWATCH_PRODUCT_NOT_FOUND')
  })

  it('accepts full-width digits', async () => {
    const response = await send(valid({ phone: '９１２３ ４５６７' }))
    expect(response.statusCode, response.body).toBe(201)
  })

  it('limits requests per address and per e-mail', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await send(valid(), { ip })).statusCode)
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(statuses[10]).toBe(429)

    const email = uniqueEmail()
    const products = ['ARM-02', 'BED-02', 'DCH-02', 'SOF-02', 'SOF-06', 'SOF-07']
    const perEmail: number[] = []
    for (const key of products) {
      const product = (
        await app.inject(
          `/api/v1/stores/${MAIN_STORE_ID}/product-management/products/${seedId(`product:${key}`)}/details`,
        )
      ).json() as { colours: { _id: string }[] }
      const colour = product.colours[0]?._id ?? OATMEAL
      perEmail.push(
        (await send(valid({ email, product_id: seedId(`product:${key}`), colour_ids: [colour] })))
          .statusCode,
      )
    }
    expect(perEmail).toEqual([201, 201, 201, 201, 201, 429])
  })

  it('links a member’s request to them and lists only their own', async () => {
    const mei = await member(app, 'Mei Ling')
    const other = await member(app, 'Ka Ho')
    const mine = await send(valid({ email: mei.email }), { headers: mei.headers })
    expect(mine.statusCode, mine.body).toBe(201)
    expect((await send(valid({ email: other.email }), { headers: other.headers })).statusCode).toBe(
      201,
    )
    const list = await app.inject({ url: '/api/v1/swatch-requests', headers: mei.headers })
    expect(list.statusCode).toBe(200)
    const own = swatchRequestList.parse(list.json())
    expect(own.data.map((r) => r._id)).toEqual([mine.json()._id])
    expect((await app.inject({ url: '/api/v1/swatch-requests' })).statusCode).toBe(401)
  })

  it('lets staff find a request, mark it sent once, and e-mails the shopper', async () => {
    const body = valid()
    const created = swatchRequest.parse((await send(body, { locale: 'cn' })).json())
    const token = await staffSignIn(app, 'staff')
    const list = await app.inject({
      url: `/api/v1/admin/swatch-requests?status=requested&q=${created.reference.toLowerCase()}`,
      headers: staffBearer(token),
    })
    expect(list.statusCode, list.body).toBe(200)
    const found = adminSwatchList.parse(list.json())
    expect(found.data.map((r) => r._id)).toEqual([created._id])
    expect(found.data[0]).toMatchObject({ phone: '+852 9123 4567', language: 'cn' })

    const mark = () =>
      app.inject({
        method: 'POST',
        url: `/api/v1/admin/swatch-requests/${created._id}/sent`,
        headers: staffBearer(token),
      })
    const sent = adminSwatchRequest.parse((await mark()).json())
    expect(sent.status).toBe('sent')
    expect(sent.sent_at).not.toBeNull()
    const message = await lastMessage(app, body.email)
    expect(message.subject).toContain('布样已寄出')
    // a second click changes nothing and mails nobody again
    expect((await mark()).statusCode).toBe(200)
    const outbox = await app.inject(
      `/api/v1/dev/outbox?recipient=${encodeURIComponent(body.email)}`,
    )
    expect(
      outbox.json().data.filter((m: { subject: string }) => m.subject.includes('已寄出')),
    ).toHaveLength(1)
    expect((await auditOf(app, created._id)).map((a) => a.action)).toEqual(['swatch_request.sent'])

    expect((await app.inject({ url: '/api/v1/admin/swatch-requests' })).statusCode).toBe(401)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/admin/swatch-requests/nope/sent',
          headers: staffBearer(token),
        })
      ).statusCode,
    ).toBe(404)
  })
})
