import { z } from 'zod'
import { listSearch, pagedList, pagingQuery } from './http.ts'
import { LOCALES } from './locales.ts'
import { money } from './money-schema.ts'
import { fileName } from './orders.ts'
import { quotationLine } from './quotations.ts'
import { localizedText } from './text.ts'

/**
 * Renovation projects (issue 18; spec §3 "Project", §4 payment-record recognition and "confirm
 * completion", route `shop/project/order/{id}`). An accepted quotation becomes a project with the
 * same id: the accepted version's lines and totals, two installments, a timeline, the designer's
 * 3D model and the payment records the customer adds for offline payments, each read from its
 * receipt by a job (amount_match, bank_match) and confirmed or rejected by staff.
 */

export const PROJECT_STAGES = ['design', 'site_work', 'handover', 'completed'] as const
export type ProjectStage = (typeof PROJECT_STAGES)[number]

/** `scheduled`: not due yet (the second waits for handover); `due`; `paid` in full. */
export const INSTALLMENT_STATUSES = ['scheduled', 'due', 'paid'] as const
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number]

/** What makes an installment due: the acceptance (first) or the confirmed handover (second). */
export const INSTALLMENT_TRIGGERS = ['acceptance', 'handover'] as const
export type InstallmentTrigger = (typeof INSTALLMENT_TRIGGERS)[number]

/** Offline ways to pay an installment (spec §3: bank transfer, FPS or PayMe); ONLINE is the gateway. */
export const PAYMENT_RECORD_METHODS = ['BANK_TRANSFER', 'FPS', 'PAYME'] as const
export type PaymentRecordMethod = (typeof PAYMENT_RECORD_METHODS)[number]

export const PAYMENT_RECORD_STATUSES = ['submitted', 'confirmed', 'rejected'] as const
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number]

/** `pending` is the spec's "in process" state (refresh to see the result). */
export const RECOGNITION_STATUSES = ['pending', 'read', 'unreadable', 'failed'] as const
export type RecognitionStatus = (typeof RECOGNITION_STATUSES)[number]

export const UNREADABLE_REASONS = [
  'NOT_AN_IMAGE',
  'NO_TEXT',
  'NO_AMOUNT',
  'NOT_A_RECEIPT',
  'OWN_PAGE',
] as const
export type UnreadableReason = (typeof UNREADABLE_REASONS)[number]

/**
 * Why a read receipt does not match (issue 28), for staff to read in words: no success wording,
 * another amount, no receiving account, another account, or a picture of one of our own pages.
 */
export const MISMATCH_REASONS = [
  'OWN_PAGE',
  'NO_SUCCESS_CUE',
  'AMOUNT_DIFFERS',
  'ACCOUNT_NOT_FOUND',
  'ACCOUNT_DIFFERS',
] as const
export type MismatchReasonCode = (typeof MISMATCH_REASONS)[number]

/** One reason, with what was read and what was expected where it has them (amounts, an account). */
export const mismatchReason = z
  .object({
    code: z.enum(MISMATCH_REASONS),
    read: z.string().nullable(),
    expected: z.string().nullable(),
  })
  .meta({ id: 'ReceiptMismatchReason' })
export type MismatchReason = z.infer<typeof mismatchReason>

/** Why staff rejected a payment record; the customer reads it in their language. */
export const PAYMENT_REJECT_REASONS = [
  'NOT_RECEIVED',
  'AMOUNT_DIFFERS',
  'WRONG_ACCOUNT',
  'UNREADABLE',
  'DUPLICATE',
  'OTHER',
] as const
export type PaymentRejectReason = (typeof PAYMENT_REJECT_REASONS)[number]

/** The storefront page of a project (spec §2 `shop/project/order/{id}`): the quotation's id. */
export function projectPath(prefix: string, projectId: string): string {
  return `${prefix}/shop/project/order/${projectId}`
}

export const projectParams = z.object({ id: z.string().min(1).max(64) })
export const installmentParams = z.object({
  id: z.string().min(1).max(64),
  sequence: z.coerce.number().int().min(1).max(2),
})
export const paymentRecordParams = z.object({
  id: z.string().min(1).max(64),
  record_id: z.string().min(1).max(64),
})

export const installment = z
  .object({
    _id: z.string(),
    sequence: z.number().int(),
    amount: money,
    paid_amount: money,
    outstanding: money,
    status: z.enum(INSTALLMENT_STATUSES),
    trigger: z.enum(INSTALLMENT_TRIGGERS),
    /** Hong Kong date (YYYY-MM-DD), null until it is due. */
    due_on: z.string().nullable(),
    paid_at: z.string().nullable(),
    /** Due, not fully paid, and no payment record waiting for staff. */
    can_pay: z.boolean(),
  })
  .meta({ id: 'ProjectInstallment' })
export type Installment = z.infer<typeof installment>

export const recognition = z
  .object({
    status: z.enum(RECOGNITION_STATUSES),
    amount: money.nullable(),
    date: z.string().nullable(),
    account: z.string().nullable(),
    bank: z.string().nullable(),
    amount_match: z.boolean().nullable(),
    bank_match: z.boolean().nullable(),
    reason: z.enum(UNREADABLE_REASONS).nullable(),
    /** Why the flags are not both true; empty when they are, or while nothing was read. */
    reasons: z.array(mismatchReason),
  })
  .meta({ id: 'ReceiptRecognition' })
export type Recognition = z.infer<typeof recognition>

export const paymentRecord = z
  .object({
    _id: z.string(),
    installment_sequence: z.number().int(),
    method: z.enum([...PAYMENT_RECORD_METHODS, 'ONLINE']),
    payer_bank: z.string(),
    payer_account: z.string(),
    amount: money,
    receipt: z.object({ name: z.string(), url: z.string(), content_type: z.string() }).nullable(),
    status: z.enum(PAYMENT_RECORD_STATUSES),
    reject_reason: z.enum(PAYMENT_REJECT_REASONS).nullable(),
    reject_note: z.string(),
    recognition: recognition.nullable(),
    created_at: z.string(),
    reviewed_at: z.string().nullable(),
  })
  .meta({ id: 'PaymentRecord' })
export type PaymentRecord = z.infer<typeof paymentRecord>

export const projectTimelineEntry = z.object({
  stage: z.enum(PROJECT_STAGES),
  /** When the project reached it; null for a stage still ahead. */
  at: z.string().nullable(),
  current: z.boolean(),
})

export const projectModel = z
  .object({
    url: z.string(),
    poster_url: z.string().nullable(),
    size: z.number().int(),
    uploaded_at: z.string(),
  })
  .meta({ id: 'ProjectModel' })

const projectBase = {
  _id: z.string(),
  reference: z.string(),
  stage: z.enum(PROJECT_STAGES),
  language: z.enum(LOCALES),
  accepted_at: z.string(),
  total: money,
  paid_total: money,
  outstanding: money,
  paid_in_full: z.boolean(),
}

export const projectSummary = z
  .object({
    ...projectBase,
    /** The installment to pay next, if any is due. */
    next_due: z
      .object({ sequence: z.number().int(), outstanding: money, due_on: z.string().nullable() })
      .nullable(),
  })
  .meta({ id: 'ProjectSummary' })
export type ProjectSummary = z.infer<typeof projectSummary>
export const projectList = z.object({ data: z.array(projectSummary) }).meta({ id: 'ProjectList' })

export const projectDetails = z
  .object({
    ...projectBase,
    accepted_version: z.number().int(),
    lines: z.array(quotationLine),
    subtotal: money,
    discount: money,
    terms: z.string(),
    installments: z.array(installment),
    timeline: z.array(projectTimelineEntry),
    model: projectModel.nullable(),
    payment_records: z.array(paymentRecord),
    /** Handover reached: the customer may confirm completion (spec §4). */
    can_confirm_completion: z.boolean(),
    completed_at: z.string().nullable(),
  })
  .meta({ id: 'ProjectDetails' })
export type ProjectDetails = z.infer<typeof projectDetails>

/** `POST /projects/{id}/payment-records`: an offline payment of one installment, with its receipt. */
export const addPaymentRecordBody = z.strictObject({
  installment_sequence: z.number().int().min(1).max(2),
  method: z.enum(PAYMENT_RECORD_METHODS),
  /** The paying bank as the customer knows it (free text, may be empty for FPS / PayMe). */
  payer_bank: z.string().trim().max(80).default(''),
  /** Their account number, FPS id or phone, as they know it. */
  payer_account: z
    .string()
    .trim()
    .max(40)
    .regex(/^[0-9A-Za-z@.+\- ]*$/, { message: 'errors.accountFormat' })
    .default(''),
  amount: money,
  /** An uploaded receipt (`POST /files?purpose=payment_proof`). */
  receipt: fileName,
})
export type AddPaymentRecordBody = z.input<typeof addPaymentRecordBody>

/** `POST /projects/{id}/installments/{sequence}/pay-online`: like a checkout's return URLs. */
export const payInstallmentBody = z.strictObject({
  success_url: z.url().max(2000),
  cancel_url: z.url().max(2000),
})
export const payInstallmentResult = z
  .object({ return_url: z.string() })
  .meta({ id: 'PayInstallmentResult' })

/** Error codes of the project calls and the catalogue key the web shows for each. */
export const PROJECT_ERROR_MESSAGE_KEYS = {
  PROJECT_NOT_FOUND: 'projects.errors.notFound',
  PAYMENT_RECORD_NOT_FOUND: 'projects.errors.recordNotFound',
  INSTALLMENT_NOT_DUE: 'projects.errors.notDue',
  INSTALLMENT_OVERPAID: 'projects.errors.overpaid',
  PAYMENT_RECORD_WAITING: 'projects.errors.recordWaiting',
  PAYMENT_RECORD_DECIDED: 'projects.errors.recordDecided',
  PROJECT_STAGE_NOT_ALLOWED: 'projects.errors.stageNotAllowed',
  MODEL_INVALID: 'projects.errors.modelInvalid',
} as const

// ---------------------------------------------------------------- the back office

export const adminProjectsQuery = pagingQuery(20, 100).extend({
  stage: z.enum(PROJECT_STAGES).optional(),
  /** `owing`: an installment due and not paid in full. */
  owing: z.stringbool().optional(),
  /** Part of the project's reference, the customer's name, e-mail or phone. */
  q: listSearch,
})

export const adminProjectSummary = projectSummary
  .extend({ customer: z.string(), contact_email: z.string().nullable() })
  .meta({ id: 'AdminProjectSummary' })
export type AdminProjectSummary = z.infer<typeof adminProjectSummary>
export const adminProjectList = pagedList(adminProjectSummary).meta({ id: 'AdminProjectList' })

export const adminPaymentRecord = paymentRecord
  .extend({
    project_id: z.string(),
    project_reference: z.string(),
    customer: z.string(),
    /** What the installment still needed when the record was added. */
    amount_due: money,
    /** The text read from the receipt (at most 2,000 characters), for staff to compare. */
    recognised_text: z.string(),
    reviewed_by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'AdminPaymentRecord' })
export type AdminPaymentRecord = z.infer<typeof adminPaymentRecord>

export const adminProjectDetails = projectDetails
  .omit({ payment_records: true, terms: true })
  .extend({
    terms: localizedText,
    customer: z.object({
      account_id: z.string().nullable(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    payment_records: z.array(adminPaymentRecord),
    events: z.array(z.object({ slug: z.string(), note: z.string(), created_at: z.string() })),
  })
  .meta({ id: 'AdminProjectDetails' })
export type AdminProjectDetails = z.infer<typeof adminProjectDetails>

/** `PUT /admin/projects/{id}/stage`: forward only, design → site work → handover. */
export const projectStageBody = z.strictObject({
  stage: z.enum(['site_work', 'handover']),
  note: z.string().trim().max(500).default(''),
})

/** `PUT /admin/projects/{id}/installments/{sequence}`: set or move the due date. */
export const installmentDueBody = z.strictObject({ due_on: z.iso.date() })

/** `GET /admin/payment-records`: the queue; both flags matching first, then oldest first. */
export const adminPaymentRecordsQuery = pagingQuery(20, 100).extend({
  status: z.enum(PAYMENT_RECORD_STATUSES).default('submitted'),
  /** Part of the project's reference, the customer's name, e-mail or phone. */
  q: listSearch,
})
export const adminPaymentRecordList = pagedList(adminPaymentRecord).meta({
  id: 'AdminPaymentRecordList',
})

export const rejectPaymentRecordBody = z.strictObject({
  reason: z.enum(PAYMENT_REJECT_REASONS),
  note: z.string().trim().max(500).default(''),
})
