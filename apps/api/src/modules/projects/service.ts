import type {
  addPaymentRecordBody,
  PaymentRecord,
  ProjectDetails,
  ProjectSummary,
  payInstallmentBody,
} from '@shop/contract'
import { addDays, hkDate, isUuid } from '@shop/contract'

import { inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import { uploadedFiles } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { ConflictError, DomainError, NotFoundError, ValidationError } from '#api/lib/errors.ts'
import { fromCents, toCents } from '#api/lib/money.ts'
import { LIMITS, type RateLimiter } from '#api/lib/rate-limit.ts'
import { assertMove, refusal, transition } from '#api/lib/transition.ts'
import { attachUploads } from '../files/index.ts'
import { idempotent } from '../idempotency/index.ts'
import type { Account } from '../identity/index.ts'
import { type EventOutcome, refundsDueRepository as refundsDue } from '../orders/index.ts'
import type { PaymentEvent, SessionRow } from '../payments/index.ts'
import { PAYMENT_WINDOW_MS, type PaymentService } from '../payments/index.ts'
import type { QuotationRow, VersionRow } from '../quotations/index.ts'
import { tellCustomer, tellTeam } from './mail.ts'
import { type InstallmentRow, type ProjectRow, projectsRepository as repo } from './repository.ts'
import { loadPaymentInstructions, loadProjectPaymentSettings } from './settings.ts'
import { INSTALLMENT_TRANSITIONS, outstandingOf } from './transitions.ts'
import { customerJson, type ModelFacts, recordJson, summaryJson } from './views.ts'

type RecordBody = z.output<typeof addPaymentRecordBody>
type PayBody = z.output<typeof payInstallmentBody>

/** One answer for an unknown id, a malformed one and someone else's project. */
export const projectNotFound = () => new NotFoundError('Project not found', 'PROJECT_NOT_FOUND')
export const recordNotFound = () =>
  new NotFoundError('Payment record not found', 'PAYMENT_RECORD_NOT_FOUND')
export const stageNotAllowed = (message: string) =>
  new ConflictError(message, 'PROJECT_STAGE_NOT_ALLOWED')
export const overpaid = () =>
  new ConflictError('This would pay more than the installment still needs', 'INSTALLMENT_OVERPAID')

export type ProjectsDeps = {
  db: Db
  limiter: RateLimiter
  payments: PaymentService
  /** Origins success_url and cancel_url may point at (the storefront's). */
  allowedOrigins: string[]
  publicUrl: string
  teamEmail: string
  /** After a commit that queued mail or a receipt to read. */
  afterCommit: () => void
}

/** The 3D model's file facts of a project, if one is uploaded. */
export async function modelFacts(db: Tx, project: ProjectRow): Promise<ModelFacts> {
  if (!project.modelFile || !project.modelUploadedAt) return null
  const [file] = await db
    .select({ size: uploadedFiles.size })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.name, [project.modelFile]))
  return {
    name: project.modelFile,
    size: file?.size ?? 0,
    poster: project.modelPoster,
    at: project.modelUploadedAt,
  }
}

/**
 * Adds `cents` to an installment under its lock (the caller holds the project's lock first):
 * never beyond its amount (409 INSTALLMENT_OVERPAID; the table's check is the last guard), and
 * marked paid when nothing is left. Answers whether the whole project is now paid.
 */
export async function payInto(
  tx: Tx,
  installment: InstallmentRow,
  cents: number,
  now: Date,
): Promise<boolean> {
  const left = outstandingOf(installment)
  if (cents > left) throw overpaid()
  const full = cents === left
  const paidAmount = fromCents(toCents(installment.paidAmount) + cents)
  if (full)
    await transition(INSTALLMENT_TRANSITIONS.settle, installment, (status) =>
      repo.updateInstallment(tx, installment.id, { paidAmount, status, paidAt: now }, now),
    )
  else await repo.updateInstallment(tx, installment.id, { paidAmount }, now)
  const all = await repo.installments(tx, [installment.projectId])
  return all.every((i) => (i.id === installment.id ? full : i.status === 'paid'))
}

/** The shopper's projects (issue 18): read, pay, add payment records, confirm completion. */
export function projectsService(deps: ProjectsDeps) {
  const { db } = deps

  async function own(tx: Tx, account: Account, id: string, lock = false) {
    if (!isUuid(id)) throw projectNotFound()
    const row = lock ? await repo.lock(tx, id.toLowerCase()) : await repo.byId(tx, id.toLowerCase())
    if (!row || row.accountId !== account.id) throw projectNotFound()
    return row
  }

  async function details(project: ProjectRow): Promise<ProjectDetails> {
    const [source, installments, records, model] = await Promise.all([
      repo.source(db, project),
      repo.installments(db, [project.id]),
      repo.records(db, project.id),
      modelFacts(db, project),
    ])
    return customerJson(project, source, installments, records, model)
  }

  /** The installment a customer may pay now, locked (the project is locked first). */
  async function payable(tx: Tx, project: ProjectRow, sequence: number) {
    const installment = await repo.lockInstallment(tx, project.id, sequence)
    if (!installment) throw projectNotFound()
    assertMove(INSTALLMENT_TRANSITIONS.pay, installment)
    if ((await repo.waiting(tx, [installment.id])).size)
      throw new ConflictError(
        'A payment of this installment is waiting for our check',
        'PAYMENT_RECORD_WAITING',
      )
    return installment
  }

  function checkReturnUrls(body: PayBody) {
    for (const field of ['success_url', 'cancel_url'] as const) {
      if (!deps.allowedOrigins.includes(new URL(body[field]).origin))
        throw new DomainError(400, 'REDIRECT_NOT_ALLOWED', 'This return address is not allowed', [
          { path: `body.${field}`, message: 'shopErrors.redirectNotAllowed' },
        ])
    }
  }

  const api = {
    async mine(account: Account): Promise<{ data: ProjectSummary[] }> {
      const rows = await repo.ofAccount(db, account.id)
      const ids = rows.map((r) => r.id)
      const [installments, quotations] = await Promise.all([
        repo.installments(db, ids),
        repo.references(db, ids),
      ])
      return {
        data: rows.map((r) =>
          summaryJson(
            r,
            quotations.get(r.id)?.reference ?? '',
            installments.filter((i) => i.projectId === r.id),
          ),
        ),
      }
    },

    async one(account: Account, id: string): Promise<ProjectDetails> {
      return details(await own(db, account, id))
    },

    /** spec §4 through `PUT /orders/{id}/completed`: null when the id is none of the caller's projects. */
    async completeThroughOrders(account: Account, id: string): Promise<ProjectDetails | null> {
      if (!isUuid(id)) return null
      const row = await repo.byId(db, id.toLowerCase())
      if (!row || row.accountId !== account.id) return null
      return api.complete(account, id)
    },

    /**
     * spec §4 "confirm completion", at handover only: the project is completed and an
     * installment tied to the handover falls due (the customer is told how to pay).
     */
    async complete(account: Account, id: string, now = new Date()): Promise<ProjectDetails> {
      const project = await db.transaction(async (tx) => {
        const row = await own(tx, account, id, true)
        if (row.stage !== 'handover')
          throw stageNotAllowed(
            row.stage === 'completed'
              ? 'This project is already completed'
              : 'Completion can be confirmed at handover',
          )
        await repo.update(tx, row.id, { stage: 'completed', completedAt: now }, now)
        await repo.event(tx, row.id, 'completed', 'completion confirmed by the customer', now)
        const { quotation } = await repo.source(tx, row)
        const settings = await loadProjectPaymentSettings(tx)
        const pay = await loadPaymentInstructions(tx)
        for (const i of await repo.installments(tx, [row.id])) {
          if (i.trigger !== 'handover' || refusal(INSTALLMENT_TRANSITIONS.fallDue, i)) continue
          const dueOn = i.dueOn ?? addDays(hkDate(now), settings.second_due_days)
          await transition(INSTALLMENT_TRANSITIONS.fallDue, i, (status) =>
            repo.updateInstallment(tx, i.id, { status, dueOn }, now),
          )
          await tellCustomer(tx, quotation, deps.publicUrl, {
            kind: 'due',
            sequence: i.sequence,
            amount: fromCents(outstandingOf(i)),
            dueOn,
            pay,
          })
        }
        await tellTeam(tx, deps.teamEmail, quotation, 'Completion confirmed', [
          `${quotation.reference}: the customer confirmed completion.`,
        ])
        return row
      })
      deps.afterCommit()
      return api.one(account, project.id)
    },

    /** Opens the gateway's page for what an installment still needs (like a checkout's ONLINE). */
    async payOnline(
      account: Account,
      id: string,
      sequence: number,
      body: PayBody,
      now = new Date(),
    ): Promise<{ return_url: string }> {
      checkReturnUrls(body)
      const opened = await db.transaction(async (tx) => {
        const project = await own(tx, account, id, true)
        const installment = await payable(tx, project, sequence)
        const success = new URL(body.success_url)
        success.searchParams.set('payment', 'success')
        // under the installment's lock: a second start answers the open page (ADR 038)
        return deps.payments.installmentSession(
          tx,
          {
            accountId: account.id,
            installmentId: installment.id,
            amount: fromCents(outstandingOf(installment)),
            successUrl: success.toString(),
            cancelUrl: body.cancel_url,
            expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
          },
          now,
        )
      })
      await deps.payments.expireAtProvider(opened.closed)
      return { return_url: deps.payments.startUrl(opened.id) }
    },

    /**
     * An offline payment of one installment with its receipt: never more than the installment
     * still needs, one waiting record per installment, and queued for recognition. The same
     * `idempotencyKey` records once and answers the same record (ADR 040).
     */
    async addRecord(
      account: Account,
      id: string,
      body: RecordBody,
      caller: { ip: string; idempotencyKey?: string },
      now = new Date(),
    ): Promise<PaymentRecord> {
      const ref = {
        accountId: account.id,
        scope: 'payment-record' as const,
        key: caller.idempotencyKey,
        // the storefront uploads the receipt again on a double submit: a new name, one record
        request: { projectId: id.toLowerCase(), body: { ...body, receipt: undefined } },
      }
      const { answer, replayed } = await idempotent(db, ref, async (tx) => {
        // only a new record counts on the limits, not the retry of one
        await deps.limiter.check(LIMITS.paymentRecordAccount, account.id)
        await deps.limiter.check(LIMITS.paymentRecordIp, caller.ip)
        const project = await own(tx, account, id, true)
        const installment = await payable(tx, project, body.installment_sequence)
        const cents = toCents(body.amount)
        if (cents <= 0 || cents > outstandingOf(installment))
          throw new ValidationError('The amount is more than this installment still needs', [
            { path: 'amount', message: 'projects.errors.overpaid' },
          ])
        await attachUploads(tx, [body.receipt], account.id, ['payment_proof'])
        const record = await repo.insertRecord(tx, {
          projectId: project.id,
          installmentId: installment.id,
          accountId: account.id,
          method: body.method,
          payerBank: body.payer_bank,
          payerAccount: body.payer_account,
          amount: fromCents(cents),
          amountDue: fromCents(outstandingOf(installment)),
          receipt: body.receipt,
          recognitionStatus: 'pending',
          recognitionNextAt: now,
          createdAt: now,
          updatedAt: now,
        })
        await repo.event(
          tx,
          project.id,
          'payment_record',
          `${body.method} HK$${fromCents(cents)} for installment ${installment.sequence}`,
          now,
        )
        const { quotation } = await repo.source(tx, project)
        await tellCustomer(tx, quotation, deps.publicUrl, {
          kind: 'received',
          sequence: installment.sequence,
          amount: fromCents(cents),
        })
        await tellTeam(tx, deps.teamEmail, quotation, 'Payment record to check', [
          `${quotation.reference}, installment ${installment.sequence}: ${body.method} HK$${fromCents(cents)}`,
          `Paid from: ${[body.payer_bank, body.payer_account].filter(Boolean).join(' ') || '-'}`,
        ])
        return api.record(account, id, record.id, tx)
      })
      if (!replayed) deps.afterCommit()
      return answer
    },

    /** One of the caller's payment records (the "refresh" action of spec §4). */
    async record(
      account: Account,
      id: string,
      recordId: string,
      q: Tx = db,
    ): Promise<PaymentRecord> {
      const project = await own(q, account, id)
      if (!isUuid(recordId)) throw recordNotFound()
      const row = await repo.record(q, recordId.toLowerCase())
      if (!row || row.projectId !== project.id) throw recordNotFound()
      return recordJson(row)
    },

    /**
     * The projects seam of quotations (ADR 031): in the accepting transaction, the project with
     * the quotation's id, its two installments (the first due now, the second at handover), the
     * first entry of its timeline and the e-mail saying how to pay the first.
     */
    async startFromQuotation(
      tx: Tx,
      quotation: QuotationRow,
      version: VersionRow,
      now = new Date(),
    ) {
      const settings = await loadProjectPaymentSettings(tx)
      const project = await repo.insert(tx, {
        id: quotation.id,
        accountId: quotation.accountId,
        acceptedVersion: version.version,
        total: version.total,
        language: quotation.language,
        acceptedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      const firstDue = addDays(hkDate(now), settings.first_due_days)
      const first = toCents(version.firstInstallment)
      const second = toCents(version.secondInstallment)
      await repo.insertInstallments(tx, [
        {
          projectId: project.id,
          sequence: 1,
          amount: fromCents(first),
          trigger: 'acceptance',
          status: first > 0 ? 'due' : 'paid',
          dueOn: firstDue,
          paidAt: first > 0 ? null : now,
        },
        {
          projectId: project.id,
          sequence: 2,
          amount: fromCents(second),
          trigger: 'handover',
          status: second > 0 ? 'scheduled' : 'paid',
          paidAt: second > 0 ? null : now,
        },
      ])
      await repo.event(tx, project.id, 'accepted', `version ${version.version}`, now)
      if (first > 0)
        await tellCustomer(tx, quotation, deps.publicUrl, {
          kind: 'due',
          sequence: 1,
          amount: fromCents(first),
          dueOn: firstDue,
          pay: await loadPaymentInstructions(tx),
        })
    },

    /**
     * A gateway event for an installment's session, inside the webhook's transaction (its id
     * claimed). Lock order: project → installment → session (ADR 033). A success records an
     * ONLINE payment, confirmed; money for an installment paid meanwhile is recorded, rejected
     * as DUPLICATE, and owed back as a refund due (ADR 038): refunded through the provider after
     * commit, listed for staff until it is, and the customer told it will be returned.
     */
    async applyPaymentEvent(
      tx: Tx,
      found: SessionRow,
      event: PaymentEvent,
      now = new Date(),
    ): Promise<EventOutcome> {
      const none: EventOutcome = { result: 'ignored', expire: [], refundDueId: null }
      const [unlocked] = await repo.installmentsById(tx, [found.installmentId as string])
      if (!unlocked) return { ...none, result: 'no-installment' }
      const project = await repo.lock(tx, unlocked.projectId)
      const installment = await repo.lockInstallmentById(tx, unlocked.id)
      const session = await deps.payments.lockSession(tx, found.id)
      if (!project || !installment || !session) return { ...none, result: 'no-installment' }
      if (event.type !== 'payment.succeeded') {
        if (session.status !== 'open') return { ...none, result: `session-${session.status}` }
        const status =
          event.type === 'payment.expired'
            ? 'expired'
            : event.type === 'payment.cancelled'
              ? 'cancelled'
              : 'failed'
        await deps.payments.closeSession(tx, session.id, status)
        return { ...none, result: `installment-${status}` }
      }
      if (session.status === 'succeeded') return { ...none, result: 'already-paid' }
      await deps.payments.closeSession(tx, session.id, 'succeeded')
      const cents = toCents(session.amount ?? '0')
      const fits =
        !refusal(INSTALLMENT_TRANSITIONS.pay, installment) &&
        cents > 0 &&
        cents <= outstandingOf(installment)
      await repo.insertRecord(tx, {
        projectId: project.id,
        installmentId: installment.id,
        accountId: session.accountId,
        method: 'ONLINE',
        amount: fromCents(cents),
        amountDue: fromCents(outstandingOf(installment)),
        paymentSessionId: session.id,
        status: fits ? 'confirmed' : 'rejected',
        rejectReason: fits ? null : 'DUPLICATE',
        rejectNote: fits ? '' : 'Paid online after the installment was settled: to be refunded',
        reviewedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      const { quotation } = await repo.source(tx, project)
      if (!fits) {
        const due = await refundsDue.recordForInstallment(tx, {
          projectId: project.id,
          installmentId: installment.id,
          paymentSessionId: session.id,
          amount: fromCents(cents),
        })
        await repo.event(
          tx,
          project.id,
          'refund_due',
          `HK$${fromCents(cents)} paid twice for installment ${installment.sequence}`,
          now,
        )
        await tellCustomer(tx, quotation, deps.publicUrl, {
          kind: 'refund_due',
          sequence: installment.sequence,
          amount: fromCents(cents),
        })
        await tellTeam(tx, deps.teamEmail, quotation, 'Online payment to refund', [
          `${quotation.reference}, installment ${installment.sequence}: HK$${fromCents(cents)} paid online after it was settled (session ${session.id}).`,
          'It is refunded through the payment provider; see Refunds in the back office until it is.',
        ])
        return { ...none, result: 'installment-overpaid', refundDueId: due.id }
      }
      const paidInFull = await payInto(tx, installment, cents, now)
      await repo.event(
        tx,
        project.id,
        'paid_online',
        `HK$${fromCents(cents)} for installment ${installment.sequence}`,
        now,
      )
      await tellCustomer(tx, quotation, deps.publicUrl, {
        kind: 'confirmed',
        sequence: installment.sequence,
        amount: fromCents(cents),
        paidInFull,
      })
      return { ...none, result: 'installment-paid' }
    },
  }
  return api
}
export type ProjectsService = ReturnType<typeof projectsService>
