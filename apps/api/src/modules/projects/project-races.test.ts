import { paymentRecord, projectDetails } from '@shop/contract'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import {
  auditLog,
  paymentSessions,
  projectInstallments,
  projectPaymentRecords,
  refundsDue,
} from '#api/db/schema/index.ts'
import { auth } from '#api/testing/shop.ts'
import { describeRaces, seededDatabase } from '#api-test/databases.ts'
import { register } from '../identity/test-helpers.ts'
import { uploadPng } from '../orders/test-helpers.ts'
import { staffSignIn } from '../staff/test-helpers.ts'
import {
  API,
  acceptedProject,
  deliverEvent,
  projectApp,
  scriptedReader,
  sessionOf,
  staffCall,
} from './test-helpers.ts'

// PostgreSQL only: PGlite runs one transaction at a time, so a missing lock would pass there
describeRaces('project payment races on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let staff: string
  let manager: string
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await projectApp(database, scriptedReader())
    staff = await staffSignIn(app, 'staff')
    manager = await staffSignIn(app, 'manager')
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('10 concurrent confirmations of one payment record: one 200, nine 409, paid once, one audit row', async () => {
    const { token } = await register(app)
    const id = await acceptedProject(app, token, staff)
    const before = projectDetails.parse(
      (await app.inject({ url: `${API}/projects/${id}`, headers: auth(token) })).json(),
    )
    const half = (Number(before.installments[0]?.outstanding) / 2).toFixed(2)
    const added = await app.inject({
      method: 'POST',
      url: `${API}/projects/${id}/payment-records`,
      headers: auth(token),
      payload: {
        installment_sequence: 1,
        method: 'BANK_TRANSFER',
        payer_bank: 'HSBC',
        payer_account: '004-111-222333-001',
        amount: half,
        receipt: await uploadPng(app, token),
      },
    })
    expect(added.statusCode).toBe(201)
    const record = paymentRecord.parse(added.json())

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        staffCall(app, 'POST', `/admin/payment-records/${record._id}/confirm`, manager),
      ),
    )
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes).toEqual([200, ...Array(9).fill(409)])
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().code).toBe('PAYMENT_RECORD_DECIDED')
    const [first] = await database.db
      .select()
      .from(projectInstallments)
      .where(and(eq(projectInstallments.projectId, id), eq(projectInstallments.sequence, 1)))
    expect(first?.paidAmount).toBe(half)
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, record._id), eq(auditLog.action, 'project.payment_confirm')))
    expect(audit).toHaveLength(1)
  })

  const payOnline = (token: string, id: string) =>
    app.inject({
      method: 'POST',
      url: `${API}/projects/${id}/installments/1/pay-online`,
      headers: auth(token),
      payload: { success_url: 'https://shop.test/x', cancel_url: 'https://shop.test/y' },
    })
  const firstInstallment = async (id: string) => {
    const [row] = await database.db
      .select()
      .from(projectInstallments)
      .where(and(eq(projectInstallments.projectId, id), eq(projectInstallments.sequence, 1)))
    return row
  }

  it('10 concurrent online payment starts for one installment: all answer the same page, one session open', async () => {
    const { token } = await register(app)
    const id = await acceptedProject(app, token, staff)
    const answers = await Promise.all(Array.from({ length: 10 }, () => payOnline(token, id)))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200))
    expect(new Set(answers.map((a) => a.json().return_url)).size).toBe(1)
    const installment = await firstInstallment(id)
    const sessions = await database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.installmentId, installment?.id as string))
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.status).toBe('open')
  })

  it('two captures for one installment delivered at once: one confirmed payment, one refund due', async () => {
    const { token } = await register(app)
    const id = await acceptedProject(app, token, staff)
    // two pages: the first ran out before the second was opened, both were paid
    const earlier = sessionOf((await payOnline(token, id)).json().return_url)
    await database.db
      .update(paymentSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentSessions.id, earlier))
    const later = sessionOf((await payOnline(token, id)).json().return_url)
    expect(later).not.toBe(earlier)

    const answers = await Promise.all(
      [earlier, later].map((sessionId) =>
        deliverEvent(app, { id: `evt_race_${sessionId}`, type: 'payment.succeeded', sessionId }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
    expect(answers.map((a) => a.json().result).sort()).toEqual([
      'installment-overpaid',
      'installment-paid',
    ])
    const records = await database.db
      .select()
      .from(projectPaymentRecords)
      .where(eq(projectPaymentRecords.projectId, id))
    expect(records.filter((r) => r.status === 'confirmed')).toHaveLength(1)
    const dues = await database.db.select().from(refundsDue).where(eq(refundsDue.projectId, id))
    expect(dues).toHaveLength(1)
    const installment = await firstInstallment(id)
    expect(installment).toMatchObject({ status: 'paid', paidAmount: installment?.amount })
  })
})
