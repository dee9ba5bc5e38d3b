import { adminQuotationDetails, quotationDetails } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { auth, guest, shopApp } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { staffSignIn } from '../staff/test-helpers.ts'
import { bookConsultation, CONTACT, customerCall, FLAT, issueVersion } from './test-helpers.ts'

describe.each(testDatabases)('a quotation after a consultation on $name', (kind) => {
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

  const start = (token: string, bookingId: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/admin/bookings/${bookingId}/quotation`,
      headers: auth(token),
    })

  it('is started by staff from the booking, for its customer, with the flat and contact; once', async () => {
    const customer = await guest(app, 'zh')
    const bookingId = await bookConsultation(app, database, customer)
    const started = await start(staff, bookingId)
    expect(started.statusCode).toBe(201)
    const quotation = adminQuotationDetails.parse(started.json())
    expect(quotation).toMatchObject({
      status: 'requested',
      booking: { _id: bookingId },
      contact: { email: CONTACT.email },
    })
    expect(quotation.request.flat.size_sqft).toBe(FLAT.size_sqft)
    const again = adminQuotationDetails.parse((await start(staff, bookingId)).json())
    expect(again._id).toBe(quotation._id)

    expect((await issueVersion(app, staff, quotation._id)).statusCode).toBe(201)
    const mine = await customerCall(app, 'GET', `/quotations/${quotation._id}`, customer)
    expect(mine.statusCode).toBe(200)
    expect(quotationDetails.parse(mine.json()).versions).toHaveLength(1)
  })

  it('answers 404 for an unknown or malformed booking and 401 without a staff token', async () => {
    expect((await start(staff, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await start(staff, 'not-a-booking')).statusCode).toBe(404)
    const customer = await guest(app)
    const bookingId = await bookConsultation(app, database, customer)
    expect((await start(customer, bookingId)).statusCode).toBe(401)
  })
})
