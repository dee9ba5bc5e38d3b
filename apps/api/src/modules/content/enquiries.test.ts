import { enquiryResponse } from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { enquiries } from '#api/db/schema/index.ts'
import { memoryStore } from '#api/lib/rate-limit.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { lastMessage, uniqueEmail } from '../identity/test-helpers.ts'
import { outboxTransport } from '../outbox/delivery.ts'

const TEAM = 'team@maisonharbour.test'
let address = 0
const nextIp = () => `203.0.113.${++address}`

describe.each(testDatabases)('enquiries on $name', (kind) => {
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

  const valid = () => ({
    name: 'Chan Tai Man',
    email: uniqueEmail(),
    area_code: '852',
    phone: '91234567',
    subject: 'Kitchen renovation in Tseung Kwan O',
    description: 'We would like a quotation for a 70 sq ft kitchen.',
  })
  const send = (payload: object, locale = 'en', ip = nextIp()) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/enquiries',
      payload,
      headers: { 'x-store-locale': locale, 'x-forwarded-for': ip },
    })

  it('stores the enquiry, tells the team and sends the receipt in the sender language', async () => {
    const body = valid()
    const response = await send(body, 'zh')
    expect(response.statusCode, response.body).toBe(201)
    const receipt = enquiryResponse.parse(response.json())
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, receipt._id))
    expect(row).toMatchObject({ name: 'Chan Tai Man', subject: body.subject, language: 'zh' })
    const reference = /ENQ-[0-9A-F]{8}/.exec(receipt.message)?.[0] as string
    const confirmation = await lastMessage(app, body.email)
    expect(confirmation.subject).toContain('我們已收到你的查詢')
    expect(confirmation.body).toContain(reference)
    // the receipt repeats nothing the sender typed (no spam relay)
    expect(confirmation.body).not.toContain(body.description)
    const team = await lastMessage(app, TEAM)
    expect(team.subject).toContain(reference)
    expect(team.body).toContain(body.description)
    expect(team.body).toContain('+852 9123 4567')
  })

  it('names each failed field with its catalogue message', async () => {
    const cases: [object, string, string][] = [
      [{ ...valid(), name: '  ' }, 'body.name', 'errors.required'],
      [{ ...valid(), email: 'not-an-email' }, 'body.email', 'errors.emailFormat'],
      [{ ...valid(), phone: '9123-45x7' }, 'body.phone', 'errors.phoneFormat'],
      [{ ...valid(), area_code: 'HK' }, 'body.area_code', 'errors.phoneFormat'],
      [{ ...valid(), subject: '' }, 'body.subject', 'errors.required'],
      [{ ...valid(), description: '' }, 'body.description', 'errors.required'],
      [{ ...valid(), description: 'x'.repeat(5001) }, 'body.description', 'errors.messageTooLong'],
      [{ ...valid(), email: '', phone: '' }, 'body.email', 'errors.contactRequired'],
    ]
    for (const [payload, path, message] of cases) {
      const response = await send(payload)
      expect(response.statusCode, path).toBe(400)
      expect(response.json().errors, path).toContainEqual({ path, message })
    }
    const extra = await send({ ...valid(), is_admin: true })
    expect(extra.statusCode).toBe(400)
  })

  it('answers a phone-only enquiry with an SMS receipt', async () => {
    const phone = String(60000000 + Math.floor(Math.random() * 999999))
    const response = await send({ ...valid(), email: '', phone }, 'cn')
    expect(response.statusCode).toBe(201)
    const sms = await lastMessage(app, `+852${phone}`)
    expect(sms.subject).toContain('我们已收到您的查询')
  })

  it('quietly drops an enquiry whose honeypot is filled', async () => {
    const body = { ...valid(), website: 'https://cheap-pills.example' }
    const before = await database.db.$count(enquiries)
    const response = await send(body)
    expect(response.statusCode).toBe(201)
    expect(await database.db.$count(enquiries)).toBe(before)
    await new Promise((r) => setTimeout(r, 100))
    const outbox = await app.inject(
      `/api/v1/dev/outbox?recipient=${encodeURIComponent(body.email)}`,
    )
    expect(outbox.json().data).toEqual([])
  })

  it('rate-limits per sender and per address (429), keeping what was sent', async () => {
    const email = uniqueEmail()
    const perSender: number[] = []
    for (let i = 0; i < 4; i++) perSender.push((await send({ ...valid(), email })).statusCode)
    expect(perSender).toEqual([201, 201, 201, 429])
    const ip = nextIp()
    const perIp: number[] = []
    for (let i = 0; i < 11; i++) perIp.push((await send(valid(), 'en', ip)).statusCode)
    expect(perIp.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(perIp[10]).toBe(429)
    const limited = await send({ ...valid(), email })
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', statusCode: 429 })
  })
})
