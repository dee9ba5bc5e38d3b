import {
  adminQuotationDetails,
  formatMoney,
  quotationDetails,
  quotationList,
  STAFF_ROLES,
  staffCan,
} from '@shop/contract'
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import {
  auditLog,
  bookings,
  outboxMessages,
  quotations,
  quotationVersions,
} from '#api/db/schema/index.ts'
import { memoryStore } from '#api/lib/rate-limit.ts'
import { auth, findVariant, GATEWAY_SECRET, guest, shopApp } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { register } from '../identity/test-helpers.ts'
import { outboxTransport } from '../outbox/delivery.ts'
import { staffSignIn } from '../staff/test-helpers.ts'
import { quotationsService } from './service.ts'
import {
  bookConsultation,
  customerCall,
  DAY,
  inDays,
  issueVersion,
  requestQuotation,
  VERSION,
} from './test-helpers.ts'

const TEAM = 'hello@maisonharbour.hk'

describe.each(testDatabases)('quotations on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let staff: string
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database)
    staff = await staffSignIn(app, 'staff')
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  async function requested(token: string, locale = 'en', body: Record<string, unknown> = {}) {
    const response = await requestQuotation(app, token, body, locale)
    expect(response.statusCode).toBe(201)
    return quotationDetails.parse(response.json())
  }

  const messagesTo = (recipient: string) =>
    database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.createdAt))

  const stored = async (id: string) => {
    const [row] = await database.db.select().from(quotations).where(eq(quotations.id, id))
    return row
  }

  it('lets a guest ask for a quotation: a QT- reference, status requested, e-mails to the shopper and the team', async () => {
    const token = await guest(app, 'zh')
    const email = `guest${Date.now()}@example.hk`
    const quotation = await requested(token, 'zh', {
      contact: { name: '陳太', area_code: '852', phone: '', email },
    })
    expect(quotation).toMatchObject({
      status: 'requested',
      language: 'zh',
      versions: [],
      can_accept: false,
      can_cancel: true,
      request: { flat: { size_sqft: 620, rooms: 3 }, wishes: 'Open kitchen, more storage' },
      contact: { name: '陳太', email, phone: null },
    })
    expect(quotation.reference).toMatch(/^QT-\d{6}-[A-Z0-9]{6}$/)
    const [mail] = await messagesTo(email)
    expect(mail?.subject).toBe(`我們已收到你的報價要求 (${quotation.reference})`)
    expect(mail?.body).toContain(`https://shop.test/zh/shop/project/order/${quotation._id}`)
    const team = await messagesTo(TEAM)
    expect(team.some((m) => m.subject === `Quotation requested: ${quotation.reference}`)).toBe(true)

    const list = quotationList.parse((await customerCall(app, 'GET', '/quotations', token)).json())
    expect(list.data.map((q) => q._id)).toEqual([quotation._id])
  })

  it('refuses a request without contact, for an unknown store, and past the rate limit (nothing written)', async () => {
    const token = await guest(app)
    const before = await database.db.$count(quotations)
    const noContact = await requestQuotation(app, token, {
      contact: { name: 'Lee', area_code: '', phone: '', email: '' },
    })
    expect(noContact.statusCode).toBe(400)
    const unknownStore = await app.inject({
      method: 'POST',
      url: '/api/v1/stores/not-a-store/quotations',
      headers: auth(token),
      payload: {
        flat: { size_sqft: 500, rooms: 2 },
        contact: { name: 'Lee', email: 'l@example.hk' },
      },
    })
    expect(unknownStore.statusCode).toBe(404)
    expect(await database.db.$count(quotations)).toBe(before)

    const spammer = await guest(app)
    for (let i = 0; i < 5; i++) await requested(spammer)
    const sixth = await requestQuotation(app, spammer)
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json().code).toBe('RATE_LIMITED')
    expect(await database.db.$count(quotations)).toBe(before + 5)
  })

  it('issue → revise → the customer sees both versions newest first → accepts the latest only, once', async () => {
    const { token, email } = await register(app, {}, 'zh')
    const asked = await requested(token, 'zh', {
      contact: { name: 'Mei Ling', area_code: '852', phone: '61234567', email },
    })

    const first = await issueVersion(app, staff, asked._id)
    expect(first.statusCode).toBe(201)
    const v1 = adminQuotationDetails.parse(first.json()).versions[0]
    // 18 000 + 620 × 12.50 − 500; 30 % first
    expect(v1).toMatchObject({
      version: 1,
      subtotal: '25750.00',
      discount: '500.00',
      total: '25250.00',
      first_installment: '7575.00',
      second_installment: '17675.00',
    })
    const [issuedMail] = await messagesTo(email)
    expect(issuedMail?.subject).toBe(`你的報價已準備好 (${asked.reference})`)
    // amounts as every page writes them: HK$25,250
    expect(issuedMail?.body).toContain(formatMoney('25250.00', 'zh'))
    expect(issuedMail?.body).toContain(`https://shop.test/zh/shop/project/order/${asked._id}`)

    const revised = await issueVersion(app, staff, asked._id, {
      discount: '0.00',
      first_installment: { amount: '10000.00' },
      note: 'Client asked for fewer painted walls',
    })
    expect(revised.statusCode).toBe(201)
    const [revisedMail] = await messagesTo(email)
    expect(revisedMail?.body).toContain('第 2 版')

    const seen = quotationDetails.parse(
      (await customerCall(app, 'GET', `/quotations/${asked._id}`, token)).json(),
    )
    expect(seen.status).toBe('issued')
    expect(seen.versions.map((v) => v.version)).toEqual([2, 1])
    expect(seen.versions[0]).toMatchObject({
      total: '25750.00',
      first_installment: '10000.00',
      second_installment: '15750.00',
      terms: '首期款項後 14 天內開工。',
      can_accept: true,
      expired: false,
    })
    expect(seen.versions[0]?.lines[0]).toMatchObject({
      category: 'design',
      description: '設計及圖則',
      qty: 1,
      unit_price: '18000.00',
      amount: '18000.00',
    })
    expect(seen.versions[1]?.can_accept).toBe(false)

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, asked._id))
      .orderBy(auditLog.createdAt)
    expect(audit.map((a) => a.action)).toEqual(['quotation.issued', 'quotation.revised'])
    expect(audit[1]).toMatchObject({
      entityType: 'quotation',
      before: { status: 'issued', version: 1 },
      after: { status: 'issued', version: 2, total: '25750.00' },
    })

    const older = await customerCall(app, 'PUT', `/quotations/${asked._id}/accept`, token, {
      version: 1,
    })
    expect(older.statusCode).toBe(409)
    expect(older.json().code).toBe('QUOTATION_VERSION_NOT_LATEST')
    expect((await stored(asked._id))?.status).toBe('issued')

    const accepted = await customerCall(app, 'PUT', `/quotations/${asked._id}/accept`, token, {
      version: 2,
    })
    expect(accepted.statusCode).toBe(200)
    expect(quotationDetails.parse(accepted.json())).toMatchObject({
      status: 'accepted',
      accepted_version: 2,
      can_accept: false,
      can_cancel: false,
    })
    expect(accepted.json().accepted_at).toBeTruthy()
    const team = await messagesTo(TEAM)
    expect(team.some((m) => m.subject === `Quotation accepted: ${asked.reference}`)).toBe(true)

    const again = await customerCall(app, 'PUT', `/quotations/${asked._id}/accept`, token, {
      version: 2,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('QUOTATION_TRANSITION_NOT_ALLOWED')
    const cancel = await customerCall(app, 'PUT', `/quotations/${asked._id}/cancel`, token, {
      reason: 'Changed my mind',
    })
    expect(cancel.statusCode).toBe(409)
    const revise = await issueVersion(app, staff, asked._id)
    expect(revise.statusCode).toBe(409)
    expect(revise.json().code).toBe('QUOTATION_TRANSITION_NOT_ALLOWED')
    expect(
      await database.db.$count(quotationVersions, eq(quotationVersions.quotationId, asked._id)),
    ).toBe(2)
    expect(await stored(asked._id)).toMatchObject({ status: 'accepted', acceptedVersion: 2 })
  })

  it('cancels with a reason through PUT /quotations/{id}/cancel; a cancelled one cannot be cancelled, accepted or revised', async () => {
    const { token } = await register(app)
    const asked = await requested(token)
    expect((await issueVersion(app, staff, asked._id)).statusCode).toBe(201)

    const empty = await customerCall(app, 'PUT', `/quotations/${asked._id}/cancel`, token, {
      reason: ' ',
    })
    expect(empty.statusCode).toBe(400)
    const cancelled = await customerCall(app, 'PUT', `/quotations/${asked._id}/cancel`, token, {
      reason: 'Found another contractor',
    })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Found another contractor',
      can_cancel: false,
      can_accept: false,
    })
    expect(cancelled.json().cancelled_at).toBeTruthy()
    const team = await messagesTo(TEAM)
    expect(
      team.find((m) => m.subject === `Quotation cancelled: ${asked.reference}`)?.body,
    ).toContain('Reason: Found another contractor')

    const twice = await customerCall(app, 'PUT', `/quotations/${asked._id}/cancel`, token, {
      reason: 'Again',
    })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().code).toBe('QUOTATION_TRANSITION_NOT_ALLOWED')
    const accept = await customerCall(app, 'PUT', `/quotations/${asked._id}/accept`, token, {
      version: 1,
    })
    expect(accept.statusCode).toBe(409)
    expect((await issueVersion(app, staff, asked._id)).statusCode).toBe(409)
    expect(await stored(asked._id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Found another contractor',
    })
  })

  it('PUT /orders/{id}/cancelled cancels one of the caller’s quotations with the reason (spec §4), and answers 404 as before for anything else', async () => {
    const { token } = await register(app)
    const asked = await requested(token)
    const noReason = await customerCall(app, 'PUT', `/orders/${asked._id}/cancelled`, token)
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().errors).toEqual([{ path: 'reason', message: 'errors.required' }])
    expect((await stored(asked._id))?.status).toBe('requested')

    const other = await guest(app)
    const foreign = await customerCall(app, 'PUT', `/orders/${asked._id}/cancelled`, other, {
      reason: 'Not mine',
    })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().code).toBe('ORDER_NOT_FOUND')
    for (const id of ['123', crypto.randomUUID()]) {
      const response = await customerCall(app, 'PUT', `/orders/${id}/cancelled`, token)
      expect(response.statusCode, response.body).toBe(404)
      expect(response.json().code).toBe('ORDER_NOT_FOUND')
    }

    const cancelled = await customerCall(app, 'PUT', `/orders/${asked._id}/cancelled`, token, {
      reason: 'Budget cut',
    })
    expect(cancelled.statusCode).toBe(200)
    expect(quotationDetails.parse(cancelled.json())).toMatchObject({
      _id: asked._id,
      status: 'cancelled',
      cancel_reason: 'Budget cut',
    })
    const twice = await customerCall(app, 'PUT', `/orders/${asked._id}/cancelled`, token, {
      reason: 'Again',
    })
    expect(twice.statusCode).toBe(409)
  })

  it('an issued quotation past valid_until reads expired everywhere, is marked so, and accepting it is 409 QUOTATION_EXPIRED', async () => {
    const { token } = await register(app)
    const asked = await requested(token)
    expect((await issueVersion(app, staff, asked._id)).statusCode).toBe(201)
    await database.db
      .update(quotationVersions)
      .set({ validUntil: new Date(Date.now() - DAY) })
      .where(eq(quotationVersions.quotationId, asked._id))

    const accept = await customerCall(app, 'PUT', `/quotations/${asked._id}/accept`, token, {
      version: 1,
    })
    expect(accept.statusCode).toBe(409)
    expect(accept.json().code).toBe('QUOTATION_EXPIRED')
    // the refusal committed the expiry
    expect((await stored(asked._id))?.status).toBe('expired')
    const seen = quotationDetails.parse(
      (await customerCall(app, 'GET', `/quotations/${asked._id}`, token)).json(),
    )
    expect(seen).toMatchObject({ status: 'expired', can_accept: false, can_cancel: true })
    expect(seen.versions[0]).toMatchObject({ expired: true, can_accept: false })
    const list = quotationList.parse((await customerCall(app, 'GET', '/quotations', token)).json())
    expect(list.data[0]).toMatchObject({ _id: asked._id, status: 'expired' })

    // staff revise it with a new date: issued again and acceptable
    const revised = await issueVersion(app, staff, asked._id, { valid_until: inDays(10) })
    expect(revised.statusCode).toBe(201)
    const accepted = await customerCall(app, 'PUT', `/quotations/${asked._id}/accept`, token, {
      version: 2,
    })
    expect(accepted.statusCode).toBe(200)
  })

  it('the hourly expiry job marks issued quotations past their date as expired', async () => {
    const { token } = await register(app)
    const asked = await requested(token)
    expect((await issueVersion(app, staff, asked._id)).statusCode).toBe(201)
    await database.db
      .update(quotationVersions)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(quotationVersions.quotationId, asked._id))
    const service = quotationsService({
      db: database.db,
      limiter: { check: async () => {} } as never,
      publicUrl: 'https://shop.test',
      teamEmail: TEAM,
    })
    expect(await service.expireDue()).toBeGreaterThanOrEqual(1)
    expect((await stored(asked._id))?.status).toBe('expired')
    expect(await service.expireDue()).toBe(0)
  })

  it('only the owner sees a quotation: 404 for another shopper, unknown and malformed ids, nothing changed', async () => {
    const owner = await register(app)
    const asked = await requested(owner.token)
    expect((await issueVersion(app, staff, asked._id)).statusCode).toBe(201)
    const other = await guest(app)

    const list = quotationList.parse((await customerCall(app, 'GET', '/quotations', other)).json())
    expect(list.data).toEqual([])
    for (const id of [asked._id, crypto.randomUUID(), 'abc', "1' or '1'='1", 'x'.repeat(64)]) {
      const url = `/quotations/${encodeURIComponent(id)}`
      for (const [method, path, payload] of [
        ['GET', url, undefined],
        ['PUT', `${url}/accept`, { version: 1 }],
        ['PUT', `${url}/cancel`, { reason: 'Not mine' }],
      ] as const) {
        const response = await customerCall(app, method, path, other, payload)
        expect(response.statusCode, `${method} ${path}`).toBe(404)
        expect(response.json().code).toBe('QUOTATION_NOT_FOUND')
      }
      if (id !== asked._id) {
        const staffView = await app.inject({
          url: `/api/v1/admin/quotations/${encodeURIComponent(id)}`,
          headers: auth(staff),
        })
        expect(staffView.statusCode).toBe(404)
        expect((await issueVersion(app, staff, encodeURIComponent(id))).statusCode).toBe(404)
      }
    }
    expect(await stored(asked._id)).toMatchObject({ status: 'issued', cancelReason: null })
    const unauthenticated = await app.inject(`/api/v1/quotations/${asked._id}`)
    expect(unauthenticated.statusCode).toBe(401)
  })

  it('prices a furniture line at its catalogue item’s current price, and refuses bad versions without writing anything', async () => {
    const { token } = await register(app)
    const asked = await requested(token)
    const [variant] = await findVariant(database, { sale: false, minPrice: 100 })
    if (!variant) throw new Error('no seeded variant')
    const sofa = {
      category: 'furniture',
      description: { en: 'Sofa from the catalogue' },
      qty: 2,
      variant_id: variant.id,
    }
    const bad: [string, Record<string, unknown>][] = [
      ['discount', { discount: '999999.00' }],
      ['first_installment.amount', { first_installment: { amount: '999999.00' } }],
      ['valid_until', { valid_until: new Date(Date.now() - 60_000).toISOString() }],
      ['lines.0.variant_id', { lines: [{ ...sofa, category: 'design' }] }],
      ['lines.0.variant_id', { lines: [{ ...sofa, variant_id: crypto.randomUUID() }] }],
      ['lines.0.unit_price', { lines: [{ ...sofa, variant_id: undefined }] }],
      ['lines', { lines: [] }],
      ['unit_price', { lines: [{ ...sofa, unit_price: '-1.00' }] }],
    ]
    for (const [path, body] of bad) {
      const response = await issueVersion(app, staff, asked._id, body)
      expect(response.statusCode, path).toBe(400)
      expect(JSON.stringify(response.json().errors ?? [])).toContain(path.split('.').at(-1))
    }
    expect(
      await database.db.$count(quotationVersions, eq(quotationVersions.quotationId, asked._id)),
    ).toBe(0)
    expect(await database.db.$count(auditLog, eq(auditLog.entityId, asked._id))).toBe(0)
    expect((await stored(asked._id))?.status).toBe('requested')

    const issued = await issueVersion(app, staff, asked._id, {
      lines: [sofa],
      discount: '0.00',
      first_installment: { percent: 50 },
    })
    expect(issued.statusCode).toBe(201)
    const price = Number(variant.price).toFixed(2)
    const [version] = adminQuotationDetails.parse(issued.json()).versions
    expect(version?.lines[0]).toMatchObject({
      category: 'furniture',
      unit_price: price,
      variant_id: variant.id,
      description: { en: 'Sofa from the catalogue', zh: '', cn: '' },
      item: { sku: variant.sku, title: { en: expect.any(String) } },
    })
    // the back office reads the item's SKU and name, never only its id
    const details = await app.inject({
      url: `/api/v1/admin/quotations/${asked._id}`,
      headers: auth(staff),
    })
    expect(adminQuotationDetails.parse(details.json()).versions[0]?.lines[0]?.item?.sku).toBe(
      variant.sku,
    )
    expect(version?.subtotal).toBe(((Math.round(Number(variant.price) * 100) * 2) / 100).toFixed(2))
  })

  it('lists quotations for staff, paged and filtered; waiting = issued and not expired', async () => {
    const { token } = await register(app)
    const waiting = await requested(token)
    expect((await issueVersion(app, staff, waiting._id)).statusCode).toBe(201)
    const lapsed = await requested(token)
    expect((await issueVersion(app, staff, lapsed._id)).statusCode).toBe(201)
    await database.db
      .update(quotationVersions)
      .set({ validUntil: new Date(Date.now() - DAY) })
      .where(eq(quotationVersions.quotationId, lapsed._id))

    const list = async (query: string) => {
      const response = await app.inject({
        url: `/api/v1/admin/quotations?${query}`,
        headers: auth(staff),
      })
      expect(response.statusCode).toBe(200)
      return response.json() as {
        data: { _id: string; status: string }[]
        total: number
        next_page_url: string | null
      }
    }
    const open = await list('status=waiting&per_page=100')
    expect(open.data.map((q) => q._id)).toContain(waiting._id)
    expect(open.data.map((q) => q._id)).not.toContain(lapsed._id)
    expect(open.data.every((q) => q.status === 'issued')).toBe(true)
    const expired = await list('status=expired&per_page=100')
    expect(expired.data.map((q) => q._id)).toContain(lapsed._id)
    const firstPage = await list('per_page=2')
    expect(firstPage.data).toHaveLength(2)
    expect(firstPage.data[0]?._id).toBe(lapsed._id)
    expect(firstPage.next_page_url).toContain('page=2')
    expect(firstPage.total).toBe(await database.db.$count(quotations))

    const details = adminQuotationDetails.parse(
      (
        await app.inject({ url: `/api/v1/admin/quotations/${waiting._id}`, headers: auth(staff) })
      ).json(),
    )
    expect(details).toMatchObject({
      request: { wishes: 'Open kitchen, more storage' },
      contact: { name: 'Wong Siu Ming', email: 'siuming@example.hk', phone: '85261234567' },
      booking: null,
    })
    expect(details.versions[0]?.issued_by?.name).toBe('Test staff')
    const bad = await app.inject({
      url: '/api/v1/admin/quotations?status=lost',
      headers: auth(staff),
    })
    expect(bad.statusCode).toBe(400)
  })

  it('keeps the back office closed: no token or a shopper’s token is 401, and nothing is written', async () => {
    const { token } = await register(app)
    const asked = await requested(token)
    for (const headers of [{}, auth(token)]) {
      const list = await app.inject({ url: '/api/v1/admin/quotations', headers })
      expect(list.statusCode).toBe(401)
      const write = await app.inject({
        method: 'POST',
        url: `/api/v1/admin/quotations/${asked._id}/versions`,
        headers,
        payload: { ...VERSION, valid_until: inDays(30) },
      })
      expect(write.statusCode).toBe(401)
    }
    expect(
      await database.db.$count(quotationVersions, eq(quotationVersions.quotationId, asked._id)),
    ).toBe(0)
    expect((await stored(asked._id))?.status).toBe('requested')
  })

  it('answers 403 and writes nothing when the back office refuses the staff member (an owner without two-factor sign-in in production)', async () => {
    // every role holds services.view and services.manage (staff-roles.ts), so the refusal a
    // signed-in member can meet here is the two-factor requirement
    expect(
      STAFF_ROLES.every((r) => staffCan(r, 'services.view') && staffCan(r, 'services.manage')),
    ).toBe(true)
    const { token } = await register(app)
    const asked = await requested(token)
    const production = await buildApi(
      database,
      {},
      {
        rateLimitStore: memoryStore(),
        transports: { email: outboxTransport, sms: outboxTransport },
        publicUrl: 'https://shop.test',
        testGatewaySecret: GATEWAY_SECRET,
        nodeEnv: 'production',
      },
    )
    try {
      const owner = await staffSignIn(production, 'owner')
      for (const [method, url, payload] of [
        ['GET', '/api/v1/admin/quotations', undefined],
        ['GET', `/api/v1/admin/quotations/${asked._id}`, undefined],
        [
          'POST',
          `/api/v1/admin/quotations/${asked._id}/versions`,
          { ...VERSION, valid_until: inDays(30) },
        ],
      ] as const) {
        const response = await production.inject({ method, url, headers: auth(owner), payload })
        expect(response.statusCode, url).toBe(403)
        expect(response.json().code).toBe('TOTP_SETUP_REQUIRED')
      }
    } finally {
      await production.close()
    }
    expect(
      await database.db.$count(quotationVersions, eq(quotationVersions.quotationId, asked._id)),
    ).toBe(0)
    expect(await database.db.$count(auditLog, eq(auditLog.entityId, asked._id))).toBe(0)
    expect((await stored(asked._id))?.status).toBe('requested')
  })

  it('attaches a quotation to the caller’s own consultation only', async () => {
    const { token } = await register(app)
    const other = await register(app)
    const bookingId = await bookConsultation(app, database, token)
    const foreign = await requestQuotation(app, other.token, { booking_id: bookingId })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().errors).toEqual([
      { path: 'booking_id', message: 'errors.bookingNotFound' },
    ])

    const asked = await requested(token, 'en', { booking_id: bookingId })
    expect(asked.booking_id).toBe(bookingId)
    const details = adminQuotationDetails.parse(
      (
        await app.inject({ url: `/api/v1/admin/quotations/${asked._id}`, headers: auth(staff) })
      ).json(),
    )
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId))
    expect(details.booking).toMatchObject({ _id: bookingId, order_id: booking?.orderId })
  })
})
