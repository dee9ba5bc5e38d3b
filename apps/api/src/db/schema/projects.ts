import {
  INSTALLMENT_STATUSES,
  INSTALLMENT_TRIGGERS,
  type MismatchReason,
  PAYMENT_RECORD_METHODS,
  PAYMENT_RECORD_STATUSES,
  PAYMENT_REJECT_REASONS,
  PROJECT_STAGES,
  RECOGNITION_STATUSES,
  type UNREADABLE_REASONS,
} from '@shop/contract'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { accounts } from './identity.ts'
import { uploadedFiles } from './orders.ts'
import { quotations } from './services.ts'
import { staffMembers } from './staff.ts'

/**
 * Renovation projects (issue 18): an accepted quotation becomes a project with the same id, two
 * installments, a timeline and the payment records customers add, each read from its receipt by
 * a job queued on the record's own columns (claimed with FOR UPDATE SKIP LOCKED, ADR 033).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
const money = (name: string) => numeric(name, { precision: 12, scale: 2 })

export const projects = pgTable(
  'projects',
  {
    /** The accepted quotation's id: `shop/project/order/{id}` names both. */
    id: uuid('id')
      .primaryKey()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    stage: text('stage', { enum: PROJECT_STAGES }).notNull().default('design'),
    acceptedVersion: integer('accepted_version').notNull(),
    total: money('total').notNull(),
    language: text('language', { enum: ['en', 'zh', 'cn'] })
      .notNull()
      .default('en'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    siteWorkAt: timestamp('site_work_at', { withTimezone: true }),
    handoverAt: timestamp('handover_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    modelFile: text('model_file').references(() => uploadedFiles.name),
    modelPoster: text('model_poster').references(() => uploadedFiles.name),
    modelUploadedAt: timestamp('model_uploaded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('projects_account_idx').on(t.accountId, t.acceptedAt),
    index('projects_stage_idx').on(t.stage, t.acceptedAt),
  ],
)

export const projectInstallments = pgTable(
  'project_installments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    amount: money('amount').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    status: text('status', { enum: INSTALLMENT_STATUSES }).notNull().default('scheduled'),
    trigger: text('trigger', { enum: INSTALLMENT_TRIGGERS }).notNull(),
    dueOn: date('due_on', { mode: 'string' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('project_installments_sequence_unique').on(t.projectId, t.sequence),
    // the last guard of "never paid beyond its amount"
    check(
      'project_installments_paid_check',
      sql`${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.amount}`,
    ),
    index('project_installments_due_idx').on(t.status, t.dueOn),
  ],
)

/** What recognition read from a receipt (the flags are columns, for the queue's order). */
export type RecognitionResult = {
  amount: string | null
  date: string | null
  account: string | null
  bank: string | null
  reason: (typeof UNREADABLE_REASONS)[number] | null
  /** Why it does not match (issue 28); absent on readings stored before the reasons existed. */
  reasons?: MismatchReason[]
  confidence: number
  text: string
}

export const projectPaymentRecords = pgTable(
  'project_payment_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    installmentId: uuid('installment_id')
      .notNull()
      .references(() => projectInstallments.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    method: text('method', { enum: [...PAYMENT_RECORD_METHODS, 'ONLINE'] }).notNull(),
    payerBank: text('payer_bank').notNull().default(''),
    payerAccount: text('payer_account').notNull().default(''),
    amount: money('amount').notNull(),
    /** The installment's outstanding amount when the record was added (what amount_match asks). */
    amountDue: money('amount_due').notNull(),
    receipt: text('receipt').references(() => uploadedFiles.name),
    /** The gateway session of an ONLINE record (one record per paid session). */
    paymentSessionId: uuid('payment_session_id'),
    status: text('status', { enum: PAYMENT_RECORD_STATUSES }).notNull().default('submitted'),
    rejectReason: text('reject_reason', { enum: PAYMENT_REJECT_REASONS }),
    rejectNote: text('reject_note').notNull().default(''),
    reviewedBy: uuid('reviewed_by').references(() => staffMembers.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    recognitionStatus: text('recognition_status', { enum: RECOGNITION_STATUSES }),
    recognition: jsonb('recognition').$type<RecognitionResult>(),
    amountMatch: boolean('amount_match'),
    bankMatch: boolean('bank_match'),
    /** The queue: a pending record is claimed when due, pushed past a lease while it is read. */
    recognitionAttempts: integer('recognition_attempts').notNull().default(0),
    recognitionNextAt: timestamp('recognition_next_at', { withTimezone: true }),
    recognitionError: text('recognition_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('project_payment_records_project_idx').on(t.projectId, t.createdAt),
    index('project_payment_records_queue_idx')
      .on(t.recognitionNextAt)
      .where(sql`${t.recognitionStatus} = 'pending'`),
    index('project_payment_records_status_idx').on(t.status, t.createdAt),
    unique('project_payment_records_session_unique').on(t.paymentSessionId),
  ],
)

/** The project's history (stages, installments, records), newest last. */
export const projectEvents = pgTable(
  'project_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('project_events_project_idx').on(t.projectId, t.createdAt)],
)
