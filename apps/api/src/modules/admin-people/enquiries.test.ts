import { randomUUID } from 'node:crypto'
import { adminEnquiryDetails, adminEnquiryList, type StaffRole } from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { enquiries, enquiryReplies, outboxMessages } from '#api/db/schema/index.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { identityApp, uniqueEmail } from '../identity/test-helpers.ts'
import { enquiriesRepository } from './enquiries-repository.ts'
import { auditOf, rolesFor, staffBearer, staffTokens } from './test-helpers.ts'

const API = '/api/v1/admin/enquiries'
let address = 0
const nextIp = () => `198.51.100.${++address}`

describe.each(testDatabases)('back-office enquiries on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await identityApp(database)
    tokens = await staffTokens(app)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const as = (role: StaffRole) => staffBearer(tokens[role])
  /** A visitor's enquiry from the contact form, in `locale`; answers its id and address. */
  async function enquiry(
    locale = 'en',
    contact: { email?: string; phone?: string; name?: string } = {},
  ) {
    const email = contact.email ?? (contact.phone ? '' : uniqueEmail())
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/enquiries',
      headers: { 'x-store-locale': locale, 'x-forwarded-for': nextIp() },
      payload: {
        name: contact.name ?? 'Chan Siu Ming',
        email,
        area_code: '852',
        phone: contact.phone ?? '',
        subject: 'Study renovation',
        description: 'We would like a quote for a study.',
      },
    })
    expect(response.statusCode, response.body).toBe(201)
    return { id: response.json()._id as string, email }
  }
  const mailsTo = (recipient: string) =>
    database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient))
  const reply = (id: string, body: unknown, role: StaffRole = 'staff') =>
    app.inject({
      method: 'POST',
      url: `${API}/${id}/replies`,
      headers: as(role),
      payload: { body },
    })
  const setStatus = (id: string, status: string, role: StaffRole = 'staff') =>
    app.inject({ method: 'PUT', url: `${API}/${id}`, headers: as(role), payload: { status } })

  it('lists the inbox newest first, by status, paged', async () => {
    const older = await enquiry()
    const newer = await enquiry()
    const response = await app.inject({ url: `${API}?status=new&per_page=2`, headers: as('staff') })
    expect(response.statusCode, response.body).toBe(200)
    const list = adminEnquiryList.parse(response.json())
    expect(list.data.map((e) => e._id)).toEqual([newer.id, older.id])
    expect(list.data[0]).toMatchObject({
      status: 'new',
      email: newer.email,
      reference: `ENQ-${newer.id.slice(0, 8).toUpperCase()}`,
      reply_count: 0,
    })
    await reply(older.id, 'Thank you, we will visit on Monday.')
    const replied = adminEnquiryList.parse(
      (await app.inject({ url: `${API}?status=replied`, headers: as('staff') })).json(),
    )
    expect(replied.data.map((e) => e._id)).toEqual([older.id])
    const fresh = adminEnquiryList.parse(
      (await app.inject({ url: `${API}?status=new`, headers: as('staff') })).json(),
    )
    expect(fresh.data.map((e) => e._id)).not.toContain(older.id)
  })

  it('finds an enquiry by part of its reference, the name, e-mail or phone, not by another’s; % is literal; an empty q is no filter', async () => {
    const lam = await enquiry('en', { name: 'Lam Ka Yan', email: 'kayan.lam@example.hk' })
    const ho = await enquiry('en', { name: 'Ho Wai Man', phone: '55502468' })
    const found = async (q: string) => {
      const response = await app.inject({
        url: `${API}?per_page=100&q=${encodeURIComponent(q)}`,
        headers: as('staff'),
      })
      expect(response.statusCode, response.body).toBe(200)
      const ids = adminEnquiryList.parse(response.json()).data.map((e) => e._id)
      return [ids.includes(lam.id), ids.includes(ho.id)]
    }
    expect(await found(`enq-${lam.id.slice(0, 6)}`)).toEqual([true, false])
    expect(await found(ho.id.slice(0, 8).toUpperCase())).toEqual([false, true])
    expect(await found('KA YAN')).toEqual([true, false])
    expect(await found('kayan.lam@')).toEqual([true, false])
    expect(await found('+852 5550 2468')).toEqual([false, true])
    expect(await found('５５５０')).toEqual([false, true])
    expect(await found('lam%ka')).toEqual([false, false])
    expect(await found('')).toEqual([true, true])
  })

  it('replies: kept in the thread with the staff name, one e-mail in the enquiry language', async () => {
    const { id, email } = await enquiry('zh')
    const text = 'Thank you! Our designer Ada will call you on Monday.\nBest regards'
    const response = await reply(id, `  ${text}  `, 'manager')
    expect(response.statusCode, response.body).toBe(201)
    const thread = adminEnquiryDetails.parse(response.json())
    expect(thread).toMatchObject({ status: 'replied', reply_count: 1, language: 'zh' })
    expect(thread.description).toBe('We would like a quote for a study.')
    expect(thread.replies).toEqual([
      expect.objectContaining({
        body: text,
        staff: expect.objectContaining({ name: 'Test manager' }),
      }),
    ])
    const mails = (await mailsTo(email)).filter((m) => m.subject.includes('回覆你的查詢'))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toContain(`ENQ-${id.slice(0, 8).toUpperCase()}`)
    expect(mails[0]?.body).toContain('Chan Siu Ming 你好')
    expect(mails[0]?.body).toContain(text)
    expect(mails[0]?.language).toBe('zh')
    const audit = await auditOf(app, id)
    expect(audit.map((a) => [a.action, a.before])).toEqual([['enquiry.replied', { status: 'new' }]])
    expect(audit[0]?.after).toMatchObject({ status: 'replied', body: text })

    const again = adminEnquiryDetails.parse((await reply(id, 'A second note.', 'owner')).json())
    expect(again.replies.map((r) => [r.body, r.staff.name])).toEqual([
      [text, 'Test manager'],
      ['A second note.', 'Test owner'],
    ])
    const detail = await app.inject({ url: `${API}/${id}`, headers: as('staff') })
    expect(adminEnquiryDetails.parse(detail.json()).replies).toHaveLength(2)
  })

  it('answers a phone-only enquiry by SMS', async () => {
    const phone = String(60000000 + Math.floor(Math.random() * 999_999))
    const { id } = await enquiry('en', { phone })
    expect((await reply(id, 'We will call you.')).statusCode).toBe(201)
    const sms = (await mailsTo(`+852${phone}`)).filter((m) => m.subject.startsWith('Reply'))
    expect(sms.map((m) => m.channel)).toEqual(['SMS'])
  })

  it('closes and reopens; the same status again writes nothing', async () => {
    const { id } = await enquiry()
    const closed = await setStatus(id, 'closed')
    expect(closed.statusCode, closed.body).toBe(200)
    expect(adminEnquiryDetails.parse(closed.json()).status).toBe('closed')
    expect((await setStatus(id, 'closed')).statusCode).toBe(200)
    const reopened = await setStatus(id, 'new', 'owner')
    expect(adminEnquiryDetails.parse(reopened.json()).status).toBe('new')
    expect((await auditOf(app, id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['enquiry.closed', { status: 'new' }, { status: 'closed' }],
      ['enquiry.reopened', { status: 'closed' }, { status: 'new' }],
    ])
  })

  it('refuses bad input with the field, unknown ids with 404, and writes nothing', async () => {
    const { id, email } = await enquiry()
    const cases: [unknown, string, string][] = [
      ['   ', 'body.body', 'errors.required'],
      ['x'.repeat(5001), 'body.body', 'errors.messageTooLong'],
      [42, 'body.body', expect.any(String) as unknown as string],
    ]
    for (const [body, path, message] of cases) {
      const response = await reply(id, body)
      expect(response.statusCode).toBe(400)
      expect(response.json().errors).toContainEqual({ path, message })
    }
    const replied = await setStatus(id, 'replied')
    expect(replied.statusCode).toBe(400)
    expect(replied.json().errors[0].path).toBe('body.status')
    const list = await app.inject({ url: `${API}?status=spam`, headers: as('staff') })
    expect(list.json().errors[0].path).toBe('querystring.status')
    for (const unknown of [randomUUID(), 'nope']) {
      expect(
        (await app.inject({ url: `${API}/${unknown}`, headers: as('staff') })).statusCode,
      ).toBe(404)
      expect((await reply(unknown, 'Hello')).statusCode).toBe(404)
      expect((await setStatus(unknown, 'closed')).statusCode).toBe(404)
    }
    expect(await auditOf(app, id)).toEqual([])
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Reply'))).toEqual([])
  })

  it('lets each role handle enquiries as the role table says; others get 401', async () => {
    for (const { role, allowed } of rolesFor('enquiries.handle')) {
      const { id } = await enquiry()
      const statuses = [
        (await app.inject({ url: API, headers: as(role) })).statusCode,
        (await app.inject({ url: `${API}/${id}`, headers: as(role) })).statusCode,
        (await reply(id, 'Hello', role)).statusCode,
        (await setStatus(id, 'closed', role)).statusCode,
      ]
      expect(statuses, role).toEqual(allowed ? [200, 200, 201, 200] : [403, 403, 403, 403])
    }
    const { id } = await enquiry()
    const anonymous = await app.inject({
      method: 'POST',
      url: `${API}/${id}/replies`,
      payload: { body: 'Hi' },
    })
    expect(anonymous.statusCode).toBe(401)
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, id))
    expect(row?.status).toBe('new')
    expect(await auditOf(app, id)).toEqual([])
  })

  it('leaves no reply, e-mail or audit row when the change fails half-way', async () => {
    const { id, email } = await enquiry()
    const spy = vi
      .spyOn(enquiriesRepository, 'setStatus')
      .mockRejectedValueOnce(new Error('database went away'))
    try {
      expect((await reply(id, 'Hello there')).statusCode).toBe(500)
    } finally {
      spy.mockRestore()
    }
    expect(
      await database.db.select().from(enquiryReplies).where(eq(enquiryReplies.enquiryId, id)),
    ).toEqual([])
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Reply'))).toEqual([])
    expect(await auditOf(app, id)).toEqual([])
  })
})
