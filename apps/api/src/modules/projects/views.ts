import {
  type AdminPaymentRecord,
  type AdminProjectSummary,
  fileUrl,
  type Installment,
  type Locale,
  type PaymentRecord,
  PROJECT_STAGES,
  type ProjectDetails,
  type ProjectSummary,
  type QuotationLineCategory,
} from '@shop/contract'
import { fromCents, toCents } from '#api/lib/money.ts'
import { inLanguage } from '../quotations/index.ts'
import type {
  InstallmentRow,
  ProjectRow,
  QuotationFacts,
  RecordView,
  VersionFacts,
} from './repository.ts'

const money = (amount: string) => fromCents(toCents(amount))
const iso = (d: Date | null) => d?.toISOString() ?? null

export function installmentJson(row: InstallmentRow, waiting: Set<string>): Installment {
  const outstanding = toCents(row.amount) - toCents(row.paidAmount)
  return {
    _id: row.id,
    sequence: row.sequence,
    amount: money(row.amount),
    paid_amount: money(row.paidAmount),
    outstanding: fromCents(outstanding),
    status: row.status,
    trigger: row.trigger,
    due_on: row.dueOn,
    paid_at: iso(row.paidAt),
    can_pay: row.status === 'due' && outstanding > 0 && !waiting.has(row.id),
  }
}

export function recordJson(row: RecordView): PaymentRecord {
  const reading = row.recognition
  return {
    _id: row.id,
    installment_sequence: row.sequence,
    method: row.method,
    payer_bank: row.payerBank,
    payer_account: row.payerAccount,
    amount: money(row.amount),
    receipt: row.receipt
      ? { name: row.receipt, url: fileUrl(row.receipt), content_type: row.receiptType ?? '' }
      : null,
    status: row.status,
    reject_reason: row.rejectReason,
    reject_note: row.rejectNote,
    recognition: row.recognitionStatus
      ? {
          status: row.recognitionStatus,
          amount: reading?.amount ?? null,
          date: reading?.date ?? null,
          account: reading?.account ?? null,
          bank: reading?.bank ?? null,
          amount_match: row.amountMatch,
          bank_match: row.bankMatch,
          reason: reading?.reason ?? null,
          reasons: reading?.reasons ?? [],
        }
      : null,
    created_at: row.createdAt.toISOString(),
    reviewed_at: iso(row.reviewedAt),
  }
}

export function adminRecordJson(
  row: RecordView,
  project: { reference: string; customer: string },
): AdminPaymentRecord {
  return {
    ...recordJson(row),
    project_id: row.projectId,
    project_reference: project.reference,
    customer: project.customer,
    amount_due: money(row.amountDue),
    recognised_text: row.recognition?.text ?? '',
    reviewed_by:
      row.reviewedBy && row.reviewerName ? { _id: row.reviewedBy, name: row.reviewerName } : null,
  }
}

function paidTotals(project: ProjectRow, installments: InstallmentRow[]) {
  const paid = installments.reduce((sum, i) => sum + toCents(i.paidAmount), 0)
  return {
    total: money(project.total),
    paid_total: fromCents(paid),
    outstanding: fromCents(toCents(project.total) - paid),
    paid_in_full: installments.length > 0 && installments.every((i) => i.status === 'paid'),
  }
}

export function summaryJson(
  project: ProjectRow,
  reference: string,
  installments: InstallmentRow[],
): ProjectSummary {
  const next = installments.find((i) => i.status === 'due')
  return {
    _id: project.id,
    reference,
    stage: project.stage,
    language: project.language,
    accepted_at: project.acceptedAt.toISOString(),
    ...paidTotals(project, installments),
    next_due: next
      ? {
          sequence: next.sequence,
          outstanding: fromCents(toCents(next.amount) - toCents(next.paidAmount)),
          due_on: next.dueOn,
        }
      : null,
  }
}

export function adminSummaryJson(
  project: ProjectRow,
  quotation: QuotationFacts,
  installments: InstallmentRow[],
): AdminProjectSummary {
  const request = quotation.request as { contact_name?: string }
  return {
    ...summaryJson(project, quotation.reference, installments),
    customer: request.contact_name ?? '',
    contact_email: quotation.contactEmail,
  }
}

const STAGE_AT: Record<(typeof PROJECT_STAGES)[number], (p: ProjectRow) => Date | null> = {
  design: (p) => p.acceptedAt,
  site_work: (p) => p.siteWorkAt,
  handover: (p) => p.handoverAt,
  completed: (p) => p.completedAt,
}

export type ModelFacts = { name: string; size: number; poster: string | null; at: Date } | null

/** The parts of a project's page both sides share; texts in `language`. */
export function detailsBase(
  project: ProjectRow,
  source: { quotation: QuotationFacts; version: VersionFacts },
  installments: InstallmentRow[],
  waiting: Set<string>,
  model: ModelFacts,
  language: Locale,
) {
  const { version } = source
  return {
    _id: project.id,
    reference: source.quotation.reference,
    stage: project.stage,
    language: project.language,
    accepted_at: project.acceptedAt.toISOString(),
    ...paidTotals(project, installments),
    accepted_version: project.acceptedVersion,
    lines: version.lines.map((l) => ({
      category: l.category as QuotationLineCategory,
      description: inLanguage(l.description, language),
      qty: l.qty,
      unit_price: money(l.unit_price),
      amount: money(l.amount),
      variant_id: l.variant_id,
    })),
    subtotal: money(version.subtotal),
    discount: money(version.discount),
    installments: installments.map((i) => installmentJson(i, waiting)),
    timeline: PROJECT_STAGES.map((stage) => ({
      stage,
      at: iso(STAGE_AT[stage](project)),
      current: stage === project.stage,
    })),
    model: model
      ? {
          url: fileUrl(model.name),
          poster_url: model.poster ? fileUrl(model.poster) : null,
          size: model.size,
          uploaded_at: model.at.toISOString(),
        }
      : null,
    can_confirm_completion: project.stage === 'handover',
    completed_at: iso(project.completedAt),
  }
}

export function customerJson(
  project: ProjectRow,
  source: { quotation: QuotationFacts; version: VersionFacts },
  installments: InstallmentRow[],
  records: RecordView[],
  model: ModelFacts,
): ProjectDetails {
  const waiting = new Set(
    records.filter((r) => r.status === 'submitted').map((r) => r.installmentId),
  )
  return {
    ...detailsBase(project, source, installments, waiting, model, project.language),
    terms: inLanguage(source.version.terms, project.language),
    payment_records: records.map(recordJson),
  }
}
