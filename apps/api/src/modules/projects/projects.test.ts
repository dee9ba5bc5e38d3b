import {
  addDays,
  adminPaymentRecord,
  adminPaymentRecordList,
  adminProjectDetails,
  adminProjectList,
  formatMoney,
  hkDate,
  paymentRecord,
  projectDetails,
  projectList,
} from '@shop/contract'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultUploadsDir } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import {
  auditLog,
  outboxMessages,
  projectInstallments,
  projectPaymentRecords,
} from '#api/db/schema/index.ts'
import { seedDemoProject } from '#api/db/seed/projects.ts'
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
import { multipart, pngBytes, uploadPng } from '../orders/test-helpers.ts'
import { staffSignIn } from '../staff/test-helpers.ts'
import type { Expectation } from './recognition/index.ts'
import { interpret } from './recognition/judge.ts'
import { recognitionQueue } from './recognition-queue.ts'
import { projectsRepository } from './repository.ts'
import { API, projectApp, projectOf, scriptedReader, seedModel, staffCall } from './test-helpers.ts'

const quiet = { info() {}, warn() {}, error() {} }

describe.each(testDatabases)('projects on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let staff: string
  let manager: string
  const reader = scriptedReader()

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await projectApp(database, reader)
    staff = await staffSignIn(app, 'staff')
    manager = await staffSignIn(app, 'manager')
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const mailsTo = (recipient: string) =>
    database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.createdAt))

  /** A registered customer with an accepted quotation: token, e-mail and project id. */
  async function customerWithProject(locale = 'en') {
    const { token, email } = await register(app, {}, locale)
    const asked = { name: 'Mei Ling', area_code: '852', phone: '', email }
    const id = await acceptedProjectWithContact(token, asked, locale)
    return { token, email, id }
  }
  async function acceptedProjectWithContact(
    token: string,
    contact: Record<string, string>,
    locale: string,
  ) {
    const { requestQuotation, issueVersion, customerCall } = await import(
      '../quotations/test-helpers.ts'
    )
    const asked = await requestQuotation(app, token, { contact }, locale)
    const id = asked.json()._id as string
    await issueVersion(app, staff, id)
    const accepted = await customerCall(app, 'PUT', `/quotations/${id}/accept`, token, {
      version: 1,
    })
    expect(accepted.statusCode).toBe(200)
    return id
  }

  function addRecord(token: string, id: string, body: Record<string, unknown>) {
    return app.inject({
      method: 'POST',
      url: `${API}/projects/${id}/payment-records`,
      headers: auth(token),
      payload: body,
    })
  }
  async function fpsRecord(token: string, id: string, amount: string, sequence = 1) {
    const receipt = await uploadPng(app, token)
    const response = await addRecord(token, id, {
      installment_sequence: sequence,
      method: 'FPS',
      payer_bank: 'Hang Seng',
      payer_account: '98765432',
      amount,
      receipt,
    })
    expect(response.statusCode, response.body).toBe(201)
    return paymentRecord.parse(response.json())
  }
  /** Waits for the app's own recognition pass (kicked after the commit) to read a record. */
  async function readBy(token: string, id: string, recordId: string) {
    for (let i = 0; i < 100; i++) {
      const response = await app.inject({
        url: `${API}/projects/${id}/payment-records/${recordId}`,
        headers: auth(token),
      })
      const record = paymentRecord.parse(response.json())
      if (record.recognition?.status !== 'pending') return record
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error('recognition never finished')
  }

  it('starts a project when a quotation is accepted: the first installment due in 7 days, the second at handover, an e-mail saying how to pay', async () => {
    const { token, email, id } = await customerWithProject('zh')
    const project = await projectOf(app, token, id)
    expect(project).toMatchObject({
      _id: id,
      stage: 'design',
      language: 'zh',
      accepted_version: 1,
      paid_total: '0.00',
      paid_in_full: false,
      can_confirm_completion: false,
      model: null,
      payment_records: [],
    })
    const [first, second] = project.installments
    expect(first).toMatchObject({
      sequence: 1,
      status: 'due',
      trigger: 'acceptance',
      can_pay: true,
    })
    expect(second).toMatchObject({ sequence: 2, status: 'scheduled', due_on: null, can_pay: false })
    expect(Number(first?.amount) + Number(second?.amount)).toBeCloseTo(Number(project.total))
    const inAWeek = addDays(hkDate(new Date()), 7)
    expect(first?.due_on).toBe(inAWeek)
    expect(project.timeline.map((t) => [t.stage, t.current])).toEqual([
      ['design', true],
      ['site_work', false],
      ['handover', false],
      ['completed', false],
    ])
    expect(project.lines[0]?.description).toBe('設計及圖則')
    const [mail] = await mailsTo(email)
    expect(mail?.subject).toContain('你的第一期款項已到期')
    expect(mail?.body).toContain(formatMoney(first?.amount ?? '', 'zh'))
    expect(mail?.body).toContain('1234567') // the FPS id of the payment instructions
    expect(mail?.body).toContain(`https://shop.test/zh/shop/project/order/${id}`)

    const list = projectList.parse(
      (await app.inject({ url: `${API}/projects`, headers: auth(token) })).json(),
    )
    expect(list.data).toEqual([
      expect.objectContaining({
        _id: id,
        next_due: { sequence: 1, outstanding: first?.amount, due_on: inAWeek },
      }),
    ])
  })

  it('answers 404 for a project, a payment record or an action that is not the caller’s', async () => {
    const owner = await customerWithProject()
    const record = await fpsRecord(owner.token, owner.id, '100.00')
    const stranger = await register(app)
    const calls = [
      { method: 'GET' as const, url: `/projects/${owner.id}` },
      { method: 'GET' as const, url: `/projects/${owner.id}/payment-records/${record._id}` },
      { method: 'PUT' as const, url: `/projects/${owner.id}/completed` },
      { method: 'PUT' as const, url: `/orders/${owner.id}/completed` },
      {
        method: 'POST' as const,
        url: `/projects/${owner.id}/installments/1/pay-online`,
        payload: { success_url: SUCCESS_URL, cancel_url: CANCEL_URL },
      },
      {
        method: 'POST' as const,
        url: `/projects/${owner.id}/payment-records`,
        payload: {
          installment_sequence: 1,
          method: 'FPS',
          amount: '1.00',
          receipt: await uploadPng(app, stranger.token),
        },
      },
      { method: 'GET' as const, url: '/projects/not-a-uuid' },
    ]
    for (const call of calls) {
      const response = await app.inject({
        method: call.method,
        url: `${API}${call.url}`,
        headers: auth(stranger.token),
        ...(call.payload ? { payload: call.payload } : {}),
      })
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404)
    }
    // the owner's record of another project is not found under this one either
    const other = await customerWithProject()
    const crossed = await app.inject({
      url: `${API}/projects/${other.id}/payment-records/${record._id}`,
      headers: auth(other.token),
    })
    expect(crossed.statusCode).toBe(404)
    expect((await projectOf(app, owner.token, owner.id)).payment_records).toHaveLength(1)
  })

  it('adds a payment record with its receipt: in progress, then read with both flags; one waits at a time; never more than still needed', async () => {
    const { token, email, id } = await customerWithProject()
    const due = (await projectOf(app, token, id)).installments[0]?.outstanding as string
    const tooMuch = await addRecord(token, id, {
      installment_sequence: 1,
      method: 'BANK_TRANSFER',
      amount: (Number(due) + 1).toFixed(2),
      receipt: await uploadPng(app, token),
    })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().errors[0]).toMatchObject({
      path: 'amount',
      message: 'projects.errors.overpaid', // a key of the storefront catalogues
    })
    const notDue = await addRecord(token, id, {
      installment_sequence: 2,
      method: 'FPS',
      amount: '10.00',
      receipt: await uploadPng(app, token),
    })
    expect(notDue.json().code).toBe('INSTALLMENT_NOT_DUE')

    const record = await fpsRecord(token, id, due)
    expect(record).toMatchObject({
      method: 'FPS',
      amount: due,
      status: 'submitted',
      installment_sequence: 1,
      recognition: { status: 'pending', amount_match: null, bank_match: null },
    })
    expect(record.receipt?.url).toMatch(/^\/api\/v1\/files\//)
    const again = await addRecord(token, id, {
      installment_sequence: 1,
      method: 'FPS',
      amount: '1.00',
      receipt: await uploadPng(app, token),
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('PAYMENT_RECORD_WAITING')
    const online = await app.inject({
      method: 'POST',
      url: `${API}/projects/${id}/installments/1/pay-online`,
      headers: auth(token),
      payload: { success_url: SUCCESS_URL, cancel_url: CANCEL_URL },
    })
    expect(online.json().code).toBe('PAYMENT_RECORD_WAITING')

    const read = await readBy(token, id, record._id)
    expect(read.recognition).toMatchObject({
      status: 'read',
      amount: due,
      account: '1234567',
      amount_match: true,
      bank_match: true,
      reason: null,
    })
    const [mail] = await mailsTo(email)
    expect(mail?.subject).toContain('We have your payment record')
    expect((await projectOf(app, token, id)).installments[0]?.can_pay).toBe(false)
  })

  it('lets staff confirm a record once: the installment is paid, the customer told, the decision audited; a second confirm is refused', async () => {
    const { token, email, id } = await customerWithProject()
    const first = (await projectOf(app, token, id)).installments[0]
    const record = await fpsRecord(token, id, first?.outstanding as string)
    await readBy(token, id, record._id)

    const asStaff = await staffCall(
      app,
      'POST',
      `/admin/payment-records/${record._id}/confirm`,
      staff,
    )
    expect(asStaff.statusCode).toBe(403) // confirming money is for managers and owners
    const confirmed = await staffCall(
      app,
      'POST',
      `/admin/payment-records/${record._id}/confirm`,
      manager,
    )
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(adminPaymentRecord.parse(confirmed.json())).toMatchObject({
      status: 'confirmed',
      reviewed_by: { name: expect.any(String) },
    })
    const twice = await staffCall(
      app,
      'POST',
      `/admin/payment-records/${record._id}/confirm`,
      manager,
    )
    expect(twice.statusCode).toBe(409)
    expect(twice.json().code).toBe('PAYMENT_RECORD_DECIDED')

    const project = await projectOf(app, token, id)
    expect(project.installments[0]).toMatchObject({
      status: 'paid',
      paid_amount: first?.amount,
      outstanding: '0.00',
    })
    expect(project.paid_total).toBe(first?.amount)
    const [mail] = await mailsTo(email)
    expect(mail?.subject).toContain('Payment confirmed')
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, record._id), eq(auditLog.action, 'project.payment_confirm')))
    expect(audit).toHaveLength(1)
  })

  it('lets staff reject a record with a reason the customer reads in their language; the installment can be paid again', async () => {
    const { token, email, id } = await customerWithProject('cn')
    const record = await fpsRecord(token, id, '500.00')
    const bad = await staffCall(
      app,
      'POST',
      `/admin/payment-records/${record._id}/reject`,
      manager,
      {
        reason: 'NOPE',
      },
    )
    expect(bad.statusCode).toBe(400)
    const rejected = await staffCall(
      app,
      'POST',
      `/admin/payment-records/${record._id}/reject`,
      manager,
      { reason: 'NOT_RECEIVED', note: 'Please send the bank reference' },
    )
    expect(rejected.statusCode).toBe(200)
    const project = await projectOf(app, token, id)
    expect(project.payment_records[0]).toMatchObject({
      status: 'rejected',
      reject_reason: 'NOT_RECEIVED',
      reject_note: 'Please send the bank reference',
    })
    expect(project.installments[0]).toMatchObject({ paid_amount: '0.00', can_pay: true })
    const [mail] = await mailsTo(email)
    expect(mail?.subject).toContain('我们未能确认您的付款')
    expect(mail?.body).toContain('我们的账户尚未收到这笔款项')
  })

  it('pays an installment online with the test card: an ONLINE record, confirmed, and the installment paid', async () => {
    const { token, id } = await customerWithProject()
    const opened = await app.inject({
      method: 'POST',
      url: `${API}/projects/${id}/installments/1/pay-online`,
      headers: auth(token),
      payload: { success_url: 'https://shop.test/shop/project/order/x', cancel_url: CANCEL_URL },
    })
    expect(opened.statusCode, opened.body).toBe(200)
    const page = await gatewayPage(app, opened.json().return_url)
    const paid = await submitGateway(app, page, PAY_OK)
    expect(paid.statusCode).toBe(303)
    expect(String(paid.headers.location)).toContain('payment=success')
    const project = await projectOf(app, token, id)
    expect(project.installments[0]).toMatchObject({ status: 'paid', outstanding: '0.00' })
    expect(project.payment_records[0]).toMatchObject({ method: 'ONLINE', status: 'confirmed' })
    const foreign = await app.inject({
      method: 'POST',
      url: `${API}/projects/${id}/installments/2/pay-online`,
      headers: auth(token),
      payload: { success_url: 'https://evil.example/x', cancel_url: CANCEL_URL },
    })
    expect(foreign.statusCode).toBe(400)
  })

  it('never pays an installment beyond its amount: money paid online after it was settled is recorded for a refund, not counted', async () => {
    const { token, id } = await customerWithProject()
    const opened = await app.inject({
      method: 'POST',
      url: `${API}/projects/${id}/installments/1/pay-online`,
      headers: auth(token),
      payload: { success_url: SUCCESS_URL, cancel_url: CANCEL_URL },
    })
    const page = await gatewayPage(app, opened.json().return_url)
    // meanwhile the customer paid by FPS and staff confirmed it
    const due = (await projectOf(app, token, id)).installments[0]?.outstanding as string
    const record = await fpsRecord(token, id, due)
    await staffCall(app, 'POST', `/admin/payment-records/${record._id}/confirm`, manager)
    await submitGateway(app, page, PAY_OK)
    const project = await projectOf(app, token, id)
    expect(project.installments[0]).toMatchObject({ paid_amount: due, outstanding: '0.00' })
    expect(project.payment_records.find((r) => r.method === 'ONLINE')).toMatchObject({
      status: 'rejected',
      reject_reason: 'DUPLICATE',
    })
    // the table itself refuses more than the amount
    const [row] = await database.db
      .select()
      .from(projectInstallments)
      .where(and(eq(projectInstallments.projectId, id), eq(projectInstallments.sequence, 1)))
    await expect(
      database.db
        .update(projectInstallments)
        .set({ paidAmount: (Number(row?.amount) + 0.01).toFixed(2) })
        .where(eq(projectInstallments.id, row?.id as string)),
    ).rejects.toThrow()
  })

  it('moves forward to handover; the customer confirms completion (through the orders route) and the second installment falls due', async () => {
    const { token, email, id } = await customerWithProject()
    const early = await app.inject({
      method: 'PUT',
      url: `${API}/orders/${id}/completed`,
      headers: auth(token),
    })
    expect(early.statusCode).toBe(409)
    expect(early.json().code).toBe('PROJECT_STAGE_NOT_ALLOWED')
    const back = await staffCall(app, 'PUT', `/admin/projects/${id}/stage`, staff, {
      stage: 'site_work',
    })
    expect(back.statusCode).toBe(200)
    const backwards = await staffCall(app, 'PUT', `/admin/projects/${id}/stage`, staff, {
      stage: 'site_work',
    })
    expect(backwards.statusCode).toBe(409)
    const handover = await staffCall(app, 'PUT', `/admin/projects/${id}/stage`, staff, {
      stage: 'handover',
      note: 'Keys ready',
    })
    expect(adminProjectDetails.parse(handover.json())).toMatchObject({
      stage: 'handover',
      can_confirm_completion: true,
    })
    expect((await mailsTo(email))[0]?.subject).toContain('ready for handover')

    const done = await app.inject({
      method: 'PUT',
      url: `${API}/orders/${id}/completed`,
      headers: auth(token),
    })
    expect(done.statusCode, done.body).toBe(200)
    const project = projectDetails.parse(done.json())
    expect(project.stage).toBe('completed')
    expect(project.completed_at).not.toBeNull()
    const inTwoWeeks = addDays(hkDate(new Date()), 14)
    expect(project.installments[1]).toMatchObject({
      status: 'due',
      due_on: inTwoWeeks,
      can_pay: true,
    })
    expect(project.timeline.every((t) => t.at !== null)).toBe(true)
    expect((await mailsTo(email))[0]?.subject).toContain('second installment is due')
    const twice = await app.inject({
      method: 'PUT',
      url: `${API}/projects/${id}/completed`,
      headers: auth(token),
    })
    expect(twice.statusCode).toBe(409)
  })

  it('lets staff set a due date (audited) and lists projects by stage and by what is owed', async () => {
    const { token, id } = await customerWithProject()
    const moved = await staffCall(app, 'PUT', `/admin/projects/${id}/installments/2`, staff, {
      due_on: '2027-01-15',
    })
    expect(moved.statusCode).toBe(200)
    expect((await projectOf(app, token, id)).installments[1]).toMatchObject({
      status: 'due',
      due_on: '2027-01-15',
    })
    const owing = adminProjectList.parse(
      (
        await staffCall(app, 'GET', '/admin/projects?owing=true&stage=design&per_page=100', staff)
      ).json(),
    )
    expect(owing.data.map((p) => p._id)).toContain(id)
    const handover = adminProjectList.parse(
      (await staffCall(app, 'GET', '/admin/projects?stage=handover&per_page=100', staff)).json(),
    )
    expect(handover.data.map((p) => p._id)).not.toContain(id)
  })

  it('stores a real glTF 3D model for the customer and refuses SVG, HTML, oversize and a file posing as a glTF', async () => {
    const { token, id } = await customerWithProject()
    const glb = await seedModel()
    const put = (files: { field?: string; name: string; type: string; bytes: Buffer }[]) => {
      const body = multipart(files)
      return app.inject({
        method: 'PUT',
        url: `${API}/admin/projects/${id}/model`,
        headers: { ...auth(staff), ...body.headers },
        payload: body.payload,
      })
    }
    const svg = await put([
      {
        field: 'model',
        name: 'room.glb',
        type: 'model/gltf-binary',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
      },
    ])
    expect(svg.statusCode).toBe(415)
    const html = await put([
      {
        field: 'model',
        name: 'room.gltf',
        type: 'model/gltf+json',
        bytes: Buffer.from('<!doctype html><html><body>hi</body></html>'),
      },
    ])
    expect(html.statusCode).toBe(415)
    const posing = await put([
      { field: 'model', name: 'room.glb', type: 'model/gltf-binary', bytes: await pngBytes() },
    ])
    expect(posing.statusCode).toBe(415)
    const broken = Buffer.from(glb)
    broken.write('{"asset":{"version":"1.0"}}   ', 20, 'utf8') // a corrupt JSON chunk
    const corrupt = await put([
      { field: 'model', name: 'room.glb', type: 'model/gltf-binary', bytes: broken },
    ])
    expect([415, 422]).toContain(corrupt.statusCode)
    const huge = await put([
      {
        field: 'model',
        name: 'room.glb',
        type: 'model/gltf-binary',
        bytes: Buffer.alloc(26 * 1024 * 1024, 1),
      },
    ])
    expect(huge.statusCode).toBe(413)
    expect((await projectOf(app, token, id)).model).toBeNull()

    const stored = await put([
      { field: 'model', name: 'room.glb', type: 'model/gltf-binary', bytes: glb },
      { field: 'poster', name: 'room.png', type: 'image/png', bytes: await pngBytes(120, 80) },
    ])
    expect(stored.statusCode, stored.body).toBe(200)
    const model = (await projectOf(app, token, id)).model
    expect(model).toMatchObject({ size: glb.length })
    const file = await app.inject({ url: model?.url as string, headers: auth(token) })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('model/gltf-binary')
    const stranger = await register(app)
    const theirs = await app.inject({ url: model?.url as string, headers: auth(stranger.token) })
    expect(theirs.statusCode).toBe(404)
    const poster = await app.inject({ url: model?.poster_url as string, headers: auth(token) })
    expect(poster.statusCode).toBe(200)
  })

  it('keeps a receipt job through a restart: a record claimed by a process that died is read again after its lease', async () => {
    const { token, id } = await customerWithProject()
    // this process's reader stalls, as if the process died mid-read
    let release!: () => void
    reader.next.push(
      () =>
        new Promise((_resolve, reject) => {
          release = () => reject(new Error('process stopped'))
        }),
    )
    const record = await fpsRecord(token, id, '800.00')
    await new Promise((r) => setTimeout(r, 100))
    // another process (a fresh queue on the same database) finds it claimed: nothing to read
    const other = scriptedReader()
    const restarted = recognitionQueue({
      db: database.db,
      reader: other,
      dir: '/nonexistent',
      log: quiet,
    })
    expect(await restarted.one(new Date())).toBe(false)
    // … until the lease is over; then it reads it (from the uploads of this app)
    const later = new Date(Date.now() + 121_000)
    const [row] = await database.db
      .select()
      .from(projectPaymentRecords)
      .where(eq(projectPaymentRecords.id, record._id))
    expect(row?.recognitionStatus).toBe('pending')
    expect(row?.recognitionAttempts).toBe(1)
    const claimed = await projectsRepository.claimRecognition(database.db, 120, later)
    expect(claimed?.id).toBe(record._id)
    expect(claimed?.recognitionAttempts).toBe(2)
    release()
  })

  it('retries a failing read with back-off, then marks it failed for staff; staff can run it again', async () => {
    const { token, id } = await customerWithProject()
    const failing = {
      async read(): Promise<never> {
        throw new Error('reader crashed')
      },
      async close() {},
    }
    reader.next.push(failing.read)
    const record = await fpsRecord(token, id, '300.00')
    await new Promise((r) => setTimeout(r, 200))
    const [first] = await database.db
      .select()
      .from(projectPaymentRecords)
      .where(eq(projectPaymentRecords.id, record._id))
    expect(first?.recognitionStatus).toBe('pending')
    expect(first?.recognitionError).toBe('reader crashed')
    expect(first?.recognitionNextAt?.getTime()).toBeGreaterThan(Date.now() + 20_000)
    // the fifth failure leaves it to staff
    await database.db
      .update(projectPaymentRecords)
      .set({ recognitionAttempts: 4, recognitionNextAt: new Date() })
      .where(eq(projectPaymentRecords.id, record._id))
    const queue = recognitionQueue({ db: database.db, reader: failing, dir: '/x', log: quiet })
    expect(await queue.one()).toBe(true)
    const failed = paymentRecord.parse(
      (
        await app.inject({
          url: `${API}/projects/${id}/payment-records/${record._id}`,
          headers: auth(token),
        })
      ).json(),
    )
    expect(failed.recognition?.status).toBe('failed')
    const again = await staffCall(
      app,
      'POST',
      `/admin/payment-records/${record._id}/recognise`,
      manager,
    )
    expect(again.statusCode).toBe(200)
    const read = await readBy(token, id, record._id)
    expect(read.recognition?.status).toBe('read')
  })

  it('queues records for staff with both flags matching first', async () => {
    const a = await customerWithProject()
    const b = await customerWithProject()
    reader.next.push(async () => ({
      status: 'read',
      amount: '1.00',
      date: null,
      account: '999',
      payee: null,
      bank: null,
      paid: true,
      amount_match: false,
      bank_match: false,
      confidence: 80,
      text: 'someone else',
    }))
    const mismatched = await fpsRecord(a.token, a.id, '200.00')
    await readBy(a.token, a.id, mismatched._id)
    const matching = await fpsRecord(b.token, b.id, '200.00')
    await readBy(b.token, b.id, matching._id)
    const queue = adminPaymentRecordList.parse(
      (await staffCall(app, 'GET', '/admin/payment-records?per_page=100', staff)).json(),
    )
    const order = queue.data.map((r) => r._id)
    expect(order.indexOf(matching._id)).toBeLessThan(order.indexOf(mismatched._id))
    const row = queue.data.find((r) => r._id === mismatched._id)
    expect(row).toMatchObject({ recognised_text: 'someone else', amount_due: expect.any(String) })
  })

  it('tells staff in words why a record does not match: no success wording, another amount, no account, our own page', async () => {
    const { token, id } = await customerWithProject()
    // the reader's own rules on text as OCR returns it; only the OCR engine is left out
    const cases: [string, (e: Expectation) => string, unknown[]][] = [
      [
        'no success wording',
        (e) => `Transfer amount HK$${e.amountDue}\nFPS ID ${e.shopAccounts[0]?.number}`,
        [{ code: 'NO_SUCCESS_CUE', read: null, expected: null }],
      ],
      [
        'another amount',
        (e) => `Payment successful\nHK$1,200.00\nFPS ID ${e.shopAccounts[0]?.number}`,
        [{ code: 'AMOUNT_DIFFERS', read: '1200.00', expected: expect.any(String) }],
      ],
      [
        'no account',
        (e) => `Payment successful\nHK$${e.amountDue}`,
        [{ code: 'ACCOUNT_NOT_FOUND', read: null, expected: null }],
      ],
      [
        'our own page',
        (e) => `Installment 1\nOutstanding HK$${e.amountDue}\nPay HK$${e.amountDue} online`,
        [{ code: 'OWN_PAGE', read: null, expected: null }],
      ],
    ]
    for (const [name, text, reasons] of cases) {
      reader.next.push(async (_, e) => interpret({ text: text(e), confidence: 0.9 }, e))
      const record = await fpsRecord(token, id, '200.00')
      const read = await readBy(token, id, record._id)
      expect(read.recognition?.reasons, name).toEqual(reasons)
      expect(read.recognition?.amount_match && read.recognition.bank_match, name).toBeFalsy()
      const queue = adminPaymentRecordList.parse(
        (await staffCall(app, 'GET', '/admin/payment-records?per_page=100', staff)).json(),
      )
      const row = queue.data.find((r) => r._id === record._id)
      expect(row?.recognition?.reasons, name).toEqual(reasons)
      if (name === 'another amount')
        expect(row?.recognition?.reasons[0]?.expected).toBe(row?.amount_due)
      await staffCall(app, 'POST', `/admin/payment-records/${record._id}/reject`, manager, {
        reason: 'AMOUNT_DIFFERS',
      })
    }
    // a record whose flags both match has no reason to give
    const matching = await readBy(token, id, (await fpsRecord(token, id, '200.00'))._id)
    expect(matching.recognition).toMatchObject({ amount_match: true, reasons: [] })
  })

  it('seeds the demo project once, at site work, with the 3D living room staff can open', async () => {
    await seedDemoProject(database.db, defaultUploadsDir())
    await seedDemoProject(database.db, defaultUploadsDir())
    const list = adminProjectList.parse(
      (await staffCall(app, 'GET', '/admin/projects?stage=site_work&per_page=100', staff)).json(),
    )
    const demo = list.data.filter((p) => p.reference === 'QT-261001-DEMO01')
    expect(demo).toHaveLength(1)
    const details = adminProjectDetails.parse(
      (await staffCall(app, 'GET', `/admin/projects/${demo[0]?._id}`, staff)).json(),
    )
    expect(details).toMatchObject({ stage: 'site_work', paid_total: '25200.00', total: '84000.00' })
    const model = await app.inject({ url: details.model?.url as string, headers: auth(staff) })
    expect(model.statusCode).toBe(200)
    expect(model.rawPayload.equals(await seedModel())).toBe(true)
  })
})
