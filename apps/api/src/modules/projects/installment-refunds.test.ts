import { adminRefunds, formatMoney, paymentRecord, refundDue } from '@shop/contract'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import {
  auditLog,
  outboxMessages,
  paymentSessions,
  projectPaymentRecords,
  refundsDue,
} from '#api/db/schema/index.ts'
import {
  auth,
  CANCEL_URL,
  gatewayPage,
  PAY_OK,
  SUCCESS_URL,
  submitGateway,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { register } from '../identity/test-helpers.ts'
import { uploadPng } from '../orders/test-helpers.ts'
import { CONTACT } from '../quotations/test-helpers.ts'
import { staffSignIn } from '../staff/test-helpers.ts'
import {
  API,
  acceptedProject,
  deliverEvent,
  projectApp,
  projectOf,
  refusableGateway,
  scriptedReader,
  sessionOf,
  staffCall,
} from './test-helpers.ts'

/**
 * ADR 038: a second capture for a project installment is owed back like an order's payment after
 * release — a refund due refunded through the provider, listed and settled in the back office,
 * and the customer told in their language.
 */
describe.each(testDatabases)('installments paid twice on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let staff: string
  let manager: string
  const gateway = refusableGateway()

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await projectApp(database, scriptedReader(), gateway.provider)
    staff = await staffSignIn(app, 'staff')
    manager = await staffSignIn(app, 'manager')
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })
  beforeEach(() => {
    gateway.state.refuse = false
  })

  const payOnline = (token: string, id: string) =>
    app.inject({
      method: 'POST',
      url: `${API}/projects/${id}/installments/1/pay-online`,
      headers: auth(token),
      payload: { success_url: SUCCESS_URL, cancel_url: CANCEL_URL },
    })
  /** The customer's e-mails about a project (its quotation's contact address), newest first. */
  const customerMails = async (reference: string) =>
    (
      await database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, CONTACT.email))
        .orderBy(desc(outboxMessages.createdAt))
    ).filter((m) => m.subject.endsWith(`(${reference})`))
  const duesOf = (projectId: string) =>
    database.db.select().from(refundsDue).where(eq(refundsDue.projectId, projectId))
  const openSessionsOf = async (installmentId: string) =>
    database.db
      .select()
      .from(paymentSessions)
      .where(
        and(eq(paymentSessions.installmentId, installmentId), eq(paymentSessions.status, 'open')),
      )
  async function listedDues() {
    const listed = await staffCall(app, 'GET', '/admin/refunds?per_page=100', staff)
    expect(listed.statusCode).toBe(200)
    return adminRefunds.parse(listed.json()).refunds_due
  }

  it('offline payment confirmed, then the online page paid: one refund due for the project, listed with its reference, settled by hand (audited); the customer told in Chinese', async () => {
    const { token } = await register(app, {}, 'zh')
    const id = await acceptedProject(app, token, staff, 'zh')
    const opened = await payOnline(token, id)
    expect(opened.statusCode, opened.body).toBe(200)
    const page = await gatewayPage(app, opened.json().return_url)
    // meanwhile the customer paid by FPS and a manager confirmed it
    const first = (await projectOf(app, token, id)).installments[0]
    const due = first?.outstanding as string
    const added = await app.inject({
      method: 'POST',
      url: `${API}/projects/${id}/payment-records`,
      headers: auth(token),
      payload: {
        installment_sequence: 1,
        method: 'FPS',
        payer_bank: 'Hang Seng',
        payer_account: '98765432',
        amount: due,
        receipt: await uploadPng(app, token),
      },
    })
    expect(added.statusCode, added.body).toBe(201)
    const record = paymentRecord.parse(added.json())
    const confirmed = await staffCall(
      app,
      'POST',
      `/admin/payment-records/${record._id}/confirm`,
      manager,
    )
    expect(confirmed.statusCode).toBe(200)

    // the provider is down when the extra money comes in: the refund stays due for staff
    gateway.state.refuse = true
    const paid = await submitGateway(app, page, PAY_OK)
    expect(paid.statusCode).toBe(303)

    const project = await projectOf(app, token, id)
    expect(project.installments[0]).toMatchObject({ paid_amount: due, outstanding: '0.00' })
    expect(project.payment_records.find((r) => r.method === 'ONLINE')).toMatchObject({
      status: 'rejected',
      reject_reason: 'DUPLICATE',
    })
    const dues = await duesOf(id)
    expect(dues).toHaveLength(1)
    expect(dues[0]).toMatchObject({
      amount: due,
      reason: 'installment_paid_twice',
      status: 'failed',
      orderId: null,
      installmentId: first?._id,
    })
    const dueId = dues[0]?.id as string

    const [mail] = await customerMails(project.reference)
    expect(mail?.subject).toContain('我們會退還你多付的款項')
    expect(mail?.language).toBe('zh')
    expect(mail?.body).toContain(formatMoney(due, 'zh'))
    const [team] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Online payment to refund: ${project.reference}`))
    expect(team?.body).toContain('installment 1')

    const listed = (await listedDues()).find((d) => d._id === dueId)
    expect(listed).toMatchObject({
      order_id: null,
      order_reference: null,
      project_id: id,
      project_reference: project.reference,
      installment_sequence: 1,
      reason: 'installment_paid_twice',
      amount: due,
      status: 'failed',
    })

    const url = `/admin/refunds-due/${dueId}/settle`
    expect((await staffCall(app, 'POST', url, staff, { reference: 'X' })).statusCode).toBe(403)
    expect((await staffCall(app, 'POST', url, manager, { reference: ' ' })).statusCode).toBe(400)
    const settled = await staffCall(app, 'POST', url, manager, { reference: 'HSBC-20261124-07' })
    expect(settled.statusCode, settled.body).toBe(200)
    expect(refundDue.parse(settled.json())).toMatchObject({
      status: 'refunded',
      manual_reference: 'HSBC-20261124-07',
      project_id: id,
      installment_sequence: 1,
    })
    const again = await staffCall(app, 'POST', url, manager, { reference: 'again' })
    expect(again.statusCode).toBe(409)
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'refund_due.settled')))
    expect(audit).toHaveLength(1)
    expect(audit[0]?.entityType).toBe('project')
    expect((await listedDues()).map((d) => d._id)).not.toContain(dueId)
  })

  it('two online pages for one installment cannot both be open; a late capture of the earlier one is refunded through the provider (retried by staff), the customer told in English', async () => {
    const { token } = await register(app)
    const id = await acceptedProject(app, token, staff)
    const installmentId = (await projectOf(app, token, id)).installments[0]?._id as string
    const first = await payOnline(token, id)
    const second = await payOnline(token, id)
    expect(second.statusCode).toBe(200)
    // a second start answers the page already open
    expect(second.json().return_url).toBe(first.json().return_url)
    expect(await openSessionsOf(installmentId)).toHaveLength(1)

    // the first page ran out; a new start closes it and opens another
    const earlier = sessionOf(first.json().return_url)
    await database.db
      .update(paymentSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentSessions.id, earlier))
    const third = await payOnline(token, id)
    const later = sessionOf(third.json().return_url)
    expect(later).not.toBe(earlier)
    expect((await openSessionsOf(installmentId)).map((s) => s.id)).toEqual([later])

    const page = await gatewayPage(app, third.json().return_url)
    expect((await submitGateway(app, page, PAY_OK)).statusCode).toBe(303)
    // the gateway captured the earlier page too, just before it closed: its event comes late
    gateway.state.refuse = true
    const late = await deliverEvent(app, {
      id: `evt_late_${earlier}`,
      type: 'payment.succeeded',
      sessionId: earlier,
    })
    expect(late.statusCode).toBe(200)
    expect(late.json().result).toBe('installment-overpaid')
    // a redelivery under another event id changes nothing
    const redelivered = await deliverEvent(app, {
      id: `evt_again_${earlier}`,
      type: 'payment.succeeded',
      sessionId: earlier,
    })
    expect(redelivered.json().result).toBe('already-paid')

    const records = await database.db
      .select()
      .from(projectPaymentRecords)
      .where(eq(projectPaymentRecords.projectId, id))
    expect(records.map((r) => r.status).sort()).toEqual(['confirmed', 'rejected'])
    const project = await projectOf(app, token, id)
    expect(project.installments[0]).toMatchObject({ status: 'paid', outstanding: '0.00' })
    const dues = await duesOf(id)
    expect(dues).toHaveLength(1)
    expect(dues[0]).toMatchObject({ paymentSessionId: earlier, status: 'failed', attempts: 1 })
    const dueId = dues[0]?.id as string
    expect((await listedDues()).find((d) => d._id === dueId)).toMatchObject({
      project_reference: project.reference,
      installment_sequence: 1,
      status: 'failed',
    })
    const [mail] = await customerMails(project.reference)
    expect(mail?.subject).toContain('We will return your extra payment')
    expect(mail?.language).toBe('en')

    // the provider answers again: a manager retries and the money goes back through it
    gateway.state.refuse = false
    const retryUrl = `/admin/refunds-due/${dueId}/retry`
    expect((await staffCall(app, 'POST', retryUrl, staff)).statusCode).toBe(403)
    const retried = await staffCall(app, 'POST', retryUrl, manager)
    expect(retried.statusCode, retried.body).toBe(200)
    expect(refundDue.parse(retried.json())).toMatchObject({
      status: 'refunded',
      provider_ref: `test-refund-due-${dueId}`,
      project_id: id,
    })
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'refund_due.retried')))
    expect(audit).toHaveLength(1)
    expect((await listedDues()).map((d) => d._id)).not.toContain(dueId)
  })

  it('refunds a second capture through the provider right after the webhook when it answers', async () => {
    const { token } = await register(app)
    const id = await acceptedProject(app, token, staff)
    const earlier = sessionOf((await payOnline(token, id)).json().return_url)
    await database.db
      .update(paymentSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentSessions.id, earlier))
    const later = sessionOf((await payOnline(token, id)).json().return_url)
    const succeeded = (sessionId: string) =>
      deliverEvent(app, { id: `evt_${sessionId}`, type: 'payment.succeeded', sessionId })
    expect((await succeeded(later)).json().result).toBe('installment-paid')
    const refundsBefore = gateway.state.refunds
    expect((await succeeded(earlier)).json().result).toBe('installment-overpaid')
    expect(gateway.state.refunds).toBe(refundsBefore + 1)
    const dues = await duesOf(id)
    expect(dues).toHaveLength(1)
    expect(dues[0]).toMatchObject({
      status: 'refunded',
      providerRef: `test-refund-due-${dues[0]?.id}`,
    })
    expect((await listedDues()).map((d) => d._id)).not.toContain(dues[0]?.id)
    // the installment is paid: a new start is refused, so no page can take the money again
    expect((await payOnline(token, id)).json().code).toBe('INSTALLMENT_NOT_DUE')
  })
})
