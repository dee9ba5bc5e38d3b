import {
  adminDashboard,
  adminPaymentRecordList,
  adminProjectList,
  adminQuotationList,
  projectDetails,
  quotationDetails,
} from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { auth } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { register } from '../identity/test-helpers.ts'
import { uploadPng } from '../orders/test-helpers.ts'
import { customerCall, issueVersion, requestQuotation } from '../quotations/test-helpers.ts'
import { staffSignIn } from '../staff/test-helpers.ts'
import { API, projectApp, scriptedReader } from './test-helpers.ts'

const LAM = {
  name: 'Lam Ka Yan',
  area_code: '852',
  phone: '98761234',
  email: 'kayan.lam@example.hk',
}
const HO = {
  name: 'Ho Wai Man',
  area_code: '852',
  phone: '55502468',
  email: 'waiman.ho@example.hk',
}

/**
 * Issue 27: the back office finds quotations, projects and payment records by part of a
 * reference, the customer's name, e-mail or phone (however the phone is written).
 */
describe.each(testDatabases)('back-office list search on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let staff: string
  const people = { lam: { id: '', reference: '' }, ho: { id: '', reference: '' } }

  /** A quotation asked for by `contact`, issued and accepted, with an FPS record submitted. */
  async function projectWithRecord(contact: typeof LAM) {
    const { token } = await register(app)
    const asked = await requestQuotation(app, token, { contact })
    expect(asked.statusCode, asked.body).toBe(201)
    const { _id: id, reference } = quotationDetails.parse(asked.json())
    expect((await issueVersion(app, staff, id)).statusCode).toBe(201)
    const accepted = await customerCall(app, 'PUT', `/quotations/${id}/accept`, token, {
      version: 1,
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    const project = await app.inject({ url: `${API}/projects/${id}`, headers: auth(token) })
    const first = projectDetails.parse(project.json()).installments[0]
    const added = await app.inject({
      method: 'POST',
      url: `${API}/projects/${id}/payment-records`,
      headers: auth(token),
      payload: {
        installment_sequence: 1,
        method: 'FPS',
        payer_bank: 'Hang Seng',
        payer_account: '98765432',
        amount: first?.outstanding,
        receipt: await uploadPng(app, token),
      },
    })
    expect(added.statusCode, added.body).toBe(201)
    return { id, reference }
  }

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await projectApp(database, scriptedReader())
    staff = await staffSignIn(app, 'staff')
    people.lam = await projectWithRecord(LAM)
    people.ho = await projectWithRecord(HO)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const lists = {
    quotations: async (q: string) =>
      adminQuotationList
        .parse(
          (
            await app.inject({
              url: `${API}/admin/quotations?per_page=100&q=${q}`,
              headers: auth(staff),
            })
          ).json(),
        )
        .data.map((r) => r._id),
    projects: async (q: string) =>
      adminProjectList
        .parse(
          (
            await app.inject({
              url: `${API}/admin/projects?per_page=100&q=${q}`,
              headers: auth(staff),
            })
          ).json(),
        )
        .data.map((r) => r._id),
    'payment records': async (q: string) =>
      adminPaymentRecordList
        .parse(
          (
            await app.inject({
              url: `${API}/admin/payment-records?status=submitted&per_page=100&q=${q}`,
              headers: auth(staff),
            })
          ).json(),
        )
        .data.map((r) => r.project_id),
  }

  it.each(Object.keys(lists) as (keyof typeof lists)[])(
    'the %s list finds by part of a reference, a name, an e-mail or a phone, and not by another’s; % is literal; an empty q is no filter',
    async (name) => {
      const ids = lists[name]
      const { lam, ho } = people
      const only = (found: string[]) => [found.includes(lam.id), found.includes(ho.id)]
      // part of the reference, any case
      expect(only(await ids(lam.reference.slice(3).toLowerCase()))).toEqual([true, false])
      // part of a name, of an e-mail
      expect(only(await ids('ka%20yan'))).toEqual([true, false])
      expect(only(await ids('WAIMAN.HO%40'))).toEqual([false, true])
      // a phone however it is written: spaces, +852, full-width digits, a part
      expect(only(await ids(encodeURIComponent('+852 9876 1234')))).toEqual([true, false])
      expect(only(await ids(encodeURIComponent('５５５０２４６８')))).toEqual([false, true])
      expect(only(await ids('5550'))).toEqual([false, true])
      // % and _ are letters, not wildcards
      expect(await ids(encodeURIComponent('lam%ka'))).toEqual([])
      expect(await ids(encodeURIComponent('ka_yan'))).toEqual([])
      // an empty field filters nothing
      expect(only(await ids(''))).toEqual([true, true])
    },
  )

  it('the dashboard counts submitted records to confirm and, once confirmed, the installment as paid today', async () => {
    const manager = await staffSignIn(app, 'manager')
    const figures = async () => {
      const response = await app.inject({ url: `${API}/admin/dashboard`, headers: auth(staff) })
      expect(response.statusCode, response.body).toBe(200)
      return adminDashboard.parse(response.json())
    }
    const start = await figures()
    expect(start.payment_records_to_confirm).toBeGreaterThanOrEqual(2)
    const queue = adminPaymentRecordList.parse(
      (
        await app.inject({
          url: `${API}/admin/payment-records?q=${people.lam.reference}`,
          headers: auth(staff),
        })
      ).json(),
    )
    const record = queue.data[0]
    if (!record) throw new Error('no record')
    const confirmed = await app.inject({
      method: 'POST',
      url: `${API}/admin/payment-records/${record._id}/confirm`,
      headers: auth(manager),
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const now = await figures()
    expect(now.payment_records_to_confirm).toBe(start.payment_records_to_confirm - 1)
    const paid = Number(record.amount)
    expect(Number(now.installments_paid_today)).toBeCloseTo(
      Number(start.installments_paid_today) + paid,
    )
    expect(Number(now.revenue_today)).toBeCloseTo(Number(start.revenue_today) + paid)
  })

  it('a search longer than 254 characters is refused with a field error', async () => {
    const response = await app.inject({
      url: `${API}/admin/projects?q=${'x'.repeat(255)}`,
      headers: auth(staff),
    })
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json().errors)).toContain('q')
  })
})
