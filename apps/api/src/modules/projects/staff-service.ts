import type {
  AdminPaymentRecord,
  AdminProjectDetails,
  adminPaymentRecordsQuery,
  adminProjectsQuery,
  installmentDueBody,
  projectStageBody,
  rejectPaymentRecordBody,
} from '@shop/contract'
import { isUuid } from '@shop/contract'

import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { ConflictError } from '#api/lib/errors.ts'
import { fromCents, toCents } from '#api/lib/money.ts'
import { transition } from '#api/lib/transition.ts'
import type { FilesService } from '../files/index.ts'
import { checkUpload } from '../files/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { tellCustomer } from './mail.ts'
import { checkModel } from './model-file.ts'
import { type ProjectRow, projectsRepository as repo } from './repository.ts'
import { modelFacts, payInto, projectNotFound, recordNotFound, stageNotAllowed } from './service.ts'
import { loadPaymentInstructions } from './settings.ts'
import { INSTALLMENT_TRANSITIONS, PAYMENT_RECORD_TRANSITIONS } from './transitions.ts'
import { adminRecordJson, adminSummaryJson, detailsBase } from './views.ts'

type ListQuery = z.output<typeof adminProjectsQuery>
type RecordsQuery = z.output<typeof adminPaymentRecordsQuery>

/** The stages staff move a project to, and the column that dates each. */
const FORWARD = {
  site_work: { from: ['design'], at: 'siteWorkAt' },
  handover: { from: ['design', 'site_work'], at: 'handoverAt' },
} as const

/** The back office's projects (issue 18): lists, stages, due dates, the 3D model, payment checks. */
export function staffProjectsService(deps: {
  db: Db
  files: FilesService
  publicUrl: string
  /** After a commit that queued mail or a receipt to read. */
  afterCommit: () => void
}) {
  const { db } = deps

  async function found(tx: Tx, id: string, lock = false): Promise<ProjectRow> {
    if (!isUuid(id)) throw projectNotFound()
    const row = lock ? await repo.lock(tx, id.toLowerCase()) : await repo.byId(tx, id.toLowerCase())
    if (!row) throw projectNotFound()
    return row
  }

  const customerOf = (quotation: { request: unknown }) =>
    (quotation.request as { contact_name?: string }).contact_name ?? ''

  async function details(id: string): Promise<AdminProjectDetails> {
    const project = await found(db, id)
    const [source, installments, records, model, events] = await Promise.all([
      repo.source(db, project),
      repo.installments(db, [project.id]),
      repo.records(db, project.id),
      modelFacts(db, project),
      repo.events(db, project.id),
    ])
    const waiting = new Set(
      records.filter((r) => r.status === 'submitted').map((r) => r.installmentId),
    )
    const { quotation } = source
    const customer = customerOf(quotation)
    return {
      ...detailsBase(project, source, installments, waiting, model, 'en'),
      terms: source.version.terms,
      customer: {
        account_id: project.accountId,
        name: customer,
        email: quotation.contactEmail,
        phone: quotation.contactPhone,
      },
      payment_records: records.map((r) =>
        adminRecordJson(r, { reference: quotation.reference, customer }),
      ),
      events: events.map((e) => ({
        slug: e.slug,
        note: e.note,
        created_at: e.createdAt.toISOString(),
      })),
    }
  }

  async function recordJson(id: string): Promise<AdminPaymentRecord> {
    const row = await repo.record(db, id)
    if (!row) throw recordNotFound()
    const project = await found(db, row.projectId)
    const { quotation } = await repo.source(db, project)
    return adminRecordJson(row, { reference: quotation.reference, customer: customerOf(quotation) })
  }

  /**
   * A staff decision on a payment record. Lock order (ADR 033): project → installment →
   * record; the record must still be `submitted`, so of ten confirmations at once one counts.
   */
  async function decide(
    recordId: string,
    apply: (
      tx: Tx,
      ctx: {
        project: ProjectRow
        installment: NonNullable<Awaited<ReturnType<typeof repo.lockInstallmentById>>>
        record: NonNullable<Awaited<ReturnType<typeof repo.lockRecord>>>
      },
    ) => Promise<void>,
  ): Promise<AdminPaymentRecord> {
    if (!isUuid(recordId)) throw recordNotFound()
    const id = recordId.toLowerCase()
    const unlocked = await repo.recordRow(db, id)
    if (!unlocked) throw recordNotFound()
    await db.transaction(async (tx) => {
      const project = await found(tx, unlocked.projectId, true)
      const installment = await repo.lockInstallmentById(tx, unlocked.installmentId)
      const record = await repo.lockRecord(tx, id)
      if (!installment || !record) throw recordNotFound()
      await apply(tx, { project, installment, record })
    })
    deps.afterCommit()
    return recordJson(id)
  }

  return {
    details,

    async list(query: ListQuery) {
      const { rows, total } = await repo.page(
        db,
        { stage: query.stage, owing: query.owing, search: query.q },
        query.per_page,
        (query.page - 1) * query.per_page,
      )
      const ids = rows.map((r) => r.id)
      const [installments, quotations] = await Promise.all([
        repo.installments(db, ids),
        repo.references(db, ids),
      ])
      const data = rows.flatMap((r) => {
        const quotation = quotations.get(r.id)
        return quotation
          ? [
              adminSummaryJson(
                r,
                quotation,
                installments.filter((i) => i.projectId === r.id),
              ),
            ]
          : []
      })
      return { rows: data, total, page: query.page, perPage: query.per_page }
    },

    /** Moves a project forward (design → site work → handover); at handover the customer is asked to confirm. */
    async moveStage(
      actor: StaffCaller,
      id: string,
      body: z.output<typeof projectStageBody>,
      now = new Date(),
    ): Promise<AdminProjectDetails> {
      await db.transaction(async (tx) => {
        const project = await found(tx, id, true)
        const rule = FORWARD[body.stage]
        if (!(rule.from as readonly string[]).includes(project.stage))
          throw stageNotAllowed(`A project at ${project.stage} cannot move to ${body.stage}`)
        await repo.update(tx, project.id, { stage: body.stage, [rule.at]: now }, now)
        await repo.event(tx, project.id, body.stage, body.note, now)
        await recordAudit(tx, actor, {
          action: 'project.stage',
          entityType: 'project',
          entityId: project.id,
          before: { stage: project.stage },
          after: { stage: body.stage },
          note: body.note,
        })
        if (body.stage === 'handover') {
          const { quotation } = await repo.source(tx, project)
          await tellCustomer(tx, quotation, deps.publicUrl, { kind: 'handover' })
        }
      })
      deps.afterCommit()
      return details(id)
    },

    /** Sets or moves an installment's due date; a scheduled one falls due on that date. */
    async setDue(
      actor: StaffCaller,
      id: string,
      sequence: number,
      body: z.output<typeof installmentDueBody>,
      now = new Date(),
    ): Promise<AdminProjectDetails> {
      await db.transaction(async (tx) => {
        const project = await found(tx, id, true)
        const installment = await repo.lockInstallment(tx, project.id, sequence)
        if (!installment) throw projectNotFound()
        await transition(INSTALLMENT_TRANSITIONS.setDue, installment, (status) =>
          repo.updateInstallment(tx, installment.id, { dueOn: body.due_on, status }, now),
        )
        await repo.event(tx, project.id, 'due_date', `installment ${sequence}: ${body.due_on}`, now)
        await recordAudit(tx, actor, {
          action: 'project.installment_due',
          entityType: 'project',
          entityId: project.id,
          before: { sequence, due_on: installment.dueOn, status: installment.status },
          after: { sequence, due_on: body.due_on, status: 'due' },
        })
        const { quotation } = await repo.source(tx, project)
        await tellCustomer(tx, quotation, deps.publicUrl, {
          kind: 'due',
          sequence,
          amount: fromCents(toCents(installment.amount) - toCents(installment.paidAmount)),
          dueOn: body.due_on,
          pay: await loadPaymentInstructions(tx),
        })
      })
      deps.afterCommit()
      return details(id)
    },

    /**
     * Stores the designer's 3D model (checked as a real glTF 2.0 first) and an optional poster
     * picture for the customer's project; the customer is told it is ready.
     */
    async uploadModel(
      actor: StaffCaller,
      id: string,
      files: { model: Buffer; poster: Buffer | null },
      now = new Date(),
    ): Promise<AdminProjectDetails> {
      const project = await found(db, id)
      const model = checkModel(files.model)
      const poster = files.poster ? await checkUpload(files.poster) : null
      if (poster && poster.contentType === 'application/pdf')
        throw new ConflictError('The poster must be a picture', 'FILE_TYPE_NOT_ALLOWED')
      const storedModel = await deps.files.store(
        project.accountId,
        'project_model',
        { ...model, width: null, height: null },
        true,
      )
      const storedPoster = poster
        ? await deps.files.store(project.accountId, 'project_model', poster, true)
        : null
      await db.transaction(async (tx) => {
        const locked = await found(tx, id, true)
        await repo.update(
          tx,
          locked.id,
          {
            modelFile: storedModel.name,
            modelPoster: storedPoster?.name ?? locked.modelPoster,
            modelUploadedAt: now,
          },
          now,
        )
        await repo.event(tx, locked.id, 'model', `${storedModel.size} bytes`, now)
        await recordAudit(tx, actor, {
          action: 'project.model',
          entityType: 'project',
          entityId: locked.id,
          before: { model: locked.modelFile },
          after: { model: storedModel.name, poster: storedPoster?.name ?? locked.modelPoster },
        })
        const { quotation } = await repo.source(tx, locked)
        await tellCustomer(tx, quotation, deps.publicUrl, { kind: 'model' })
      })
      deps.afterCommit()
      return details(id)
    },

    /** The payment records queue: both flags matching first, then oldest first. */
    async records(query: RecordsQuery) {
      const { rows, total } = await repo.recordsPage(
        db,
        { status: query.status, search: query.q },
        query.per_page,
        (query.page - 1) * query.per_page,
      )
      const quotations = await repo.references(db, [...new Set(rows.map((r) => r.projectId))])
      const data = rows.map((r) => {
        const quotation = quotations.get(r.projectId)
        return adminRecordJson(r, {
          reference: quotation?.reference ?? '',
          customer: quotation ? customerOf(quotation) : '',
        })
      })
      return { rows: data, total, page: query.page, perPage: query.per_page }
    },

    /** Confirms a payment record: the installment is paid by its amount, never beyond (audited). */
    confirm(actor: StaffCaller, recordId: string, now = new Date()) {
      return decide(recordId, async (tx, { project, installment, record }) => {
        const cents = toCents(record.amount)
        const paidInFull = await transition(
          PAYMENT_RECORD_TRANSITIONS.confirm,
          record,
          async (status) => {
            const full = await payInto(tx, installment, cents, now)
            await repo.updateRecord(
              tx,
              record.id,
              { status, reviewedBy: actor.id, reviewedAt: now },
              now,
            )
            return full
          },
        )
        await repo.event(
          tx,
          project.id,
          'payment_confirmed',
          `HK$${fromCents(cents)} for installment ${installment.sequence}`,
          now,
        )
        await recordAudit(tx, actor, {
          action: 'project.payment_confirm',
          entityType: 'payment_record',
          entityId: record.id,
          before: { status: record.status, paid: installment.paidAmount },
          after: {
            status: 'confirmed',
            paid: fromCents(toCents(installment.paidAmount) + cents),
            amount_match: record.amountMatch,
            bank_match: record.bankMatch,
          },
        })
        const { quotation } = await repo.source(tx, project)
        await tellCustomer(tx, quotation, deps.publicUrl, {
          kind: 'confirmed',
          sequence: installment.sequence,
          amount: fromCents(cents),
          paidInFull,
        })
      })
    },

    /** Rejects a payment record with a reason the customer reads in their language (audited). */
    reject(
      actor: StaffCaller,
      recordId: string,
      body: z.output<typeof rejectPaymentRecordBody>,
      now = new Date(),
    ) {
      return decide(recordId, async (tx, { project, installment, record }) => {
        await transition(PAYMENT_RECORD_TRANSITIONS.reject, record, (status) =>
          repo.updateRecord(
            tx,
            record.id,
            {
              status,
              rejectReason: body.reason,
              rejectNote: body.note,
              reviewedBy: actor.id,
              reviewedAt: now,
            },
            now,
          ),
        )
        await repo.event(tx, project.id, 'payment_rejected', body.reason, now)
        await recordAudit(tx, actor, {
          action: 'project.payment_reject',
          entityType: 'payment_record',
          entityId: record.id,
          before: { status: record.status },
          after: { status: 'rejected', reason: body.reason },
          note: body.note,
        })
        const { quotation } = await repo.source(tx, project)
        await tellCustomer(tx, quotation, deps.publicUrl, {
          kind: 'rejected',
          sequence: installment.sequence,
          amount: record.amount,
          reason: body.reason,
          note: body.note,
        })
      })
    },

    /** Reads the receipt again (a new picture of the same slip, a reader that improved). */
    recognise(actor: StaffCaller, recordId: string, now = new Date()) {
      return decide(recordId, async (tx, { record }) => {
        if (!record.receipt)
          throw new ConflictError('This payment has no receipt to read', 'PAYMENT_RECORD_DECIDED')
        await repo.updateRecord(
          tx,
          record.id,
          {
            recognitionStatus: 'pending',
            recognitionAttempts: 0,
            recognitionNextAt: now,
            recognitionError: null,
            amountMatch: null,
            bankMatch: null,
          },
          now,
        )
        await recordAudit(tx, actor, {
          action: 'project.payment_recognise',
          entityType: 'payment_record',
          entityId: record.id,
          before: { recognition: record.recognitionStatus },
          after: { recognition: 'pending' },
        })
      })
    },
  }
}
export type StaffProjectsService = ReturnType<typeof staffProjectsService>
