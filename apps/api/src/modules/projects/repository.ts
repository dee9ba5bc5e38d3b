import type { PaymentRecordStatus, ProjectStage } from '@shop/contract'
import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import {
  accounts,
  projectEvents,
  projectInstallments,
  projectPaymentRecords,
  projects,
  quotations,
  quotationVersions,
  staffMembers,
  uploadedFiles,
} from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { partSearch } from '#api/lib/part-search.ts'

export type ProjectRow = typeof projects.$inferSelect
export type ProjectInsert = typeof projects.$inferInsert
export type InstallmentRow = typeof projectInstallments.$inferSelect
export type RecordRow = typeof projectPaymentRecords.$inferSelect
export type RecordInsert = typeof projectPaymentRecords.$inferInsert
export type QuotationFacts = typeof quotations.$inferSelect
export type VersionFacts = typeof quotationVersions.$inferSelect

/** A record with what its views need beside it: the receipt's type and who reviewed it. */
export type RecordView = RecordRow & {
  receiptType: string | null
  reviewerName: string | null
  sequence: number
}

const recordColumns = {
  record: projectPaymentRecords,
  receiptType: uploadedFiles.contentType,
  reviewerName: staffMembers.name,
  sequence: projectInstallments.sequence,
}
const flatten = (r: {
  record: RecordRow
  receiptType: string | null
  reviewerName: string | null
  sequence: number
}): RecordView => ({
  ...r.record,
  receiptType: r.receiptType,
  reviewerName: r.reviewerName,
  sequence: r.sequence,
})

function recordQuery(db: Tx) {
  return db
    .select(recordColumns)
    .from(projectPaymentRecords)
    .innerJoin(projectInstallments, eq(projectInstallments.id, projectPaymentRecords.installmentId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.name, projectPaymentRecords.receipt))
    .leftJoin(staffMembers, eq(staffMembers.id, projectPaymentRecords.reviewedBy))
}

/** Both flags true first, then one, then none or not read yet; oldest first within each. */
/** A project is its accepted quotation: searched through the quotation's indexed search text. */
const quotationsFound = (db: Tx, search: string) =>
  db.select({ id: quotations.id }).from(quotations).where(partSearch(quotations.searchText, search))

const flagsFirst = sql`(coalesce(${projectPaymentRecords.amountMatch}, false)::int + coalesce(${projectPaymentRecords.bankMatch}, false)::int) desc`

/** The only SQL of projects, installments, payment records and the project timeline. */
export const projectsRepository = {
  async byId(db: Tx, id: string): Promise<ProjectRow | undefined> {
    const [row] = await db.select().from(projects).where(eq(projects.id, id))
    return row
  },

  /** The project's row lock: the first lock of every change to a project (ADR 033). */
  async lock(tx: Tx, id: string): Promise<ProjectRow | undefined> {
    const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update')
    return row
  },

  async insert(tx: Tx, row: ProjectInsert): Promise<ProjectRow> {
    const [created] = await tx.insert(projects).values(row).returning()
    if (!created) throw new Error('project not written')
    return created
  },

  async update(tx: Tx, id: string, values: Partial<ProjectInsert>, now = new Date()) {
    await tx
      .update(projects)
      .set({ ...values, updatedAt: now })
      .where(eq(projects.id, id))
  },

  async ofAccount(db: Tx, accountId: string): Promise<ProjectRow[]> {
    return db
      .select()
      .from(projects)
      .where(eq(projects.accountId, accountId))
      .orderBy(desc(projects.acceptedAt))
  },

  /** The quotation and its accepted version a project was made from. */
  async source(db: Tx, project: ProjectRow) {
    const [row] = await db
      .select({ quotation: quotations, version: quotationVersions })
      .from(quotations)
      .innerJoin(
        quotationVersions,
        and(
          eq(quotationVersions.quotationId, quotations.id),
          eq(quotationVersions.version, project.acceptedVersion),
        ),
      )
      .where(eq(quotations.id, project.id))
    if (!row) throw new Error('project without its quotation')
    return row
  },

  async references(db: Tx, ids: string[]) {
    if (!ids.length) return new Map<string, QuotationFacts>()
    const rows = await db.select().from(quotations).where(inArray(quotations.id, ids))
    return new Map(rows.map((r) => [r.id, r]))
  },

  async installments(db: Tx, projectIds: string[]): Promise<InstallmentRow[]> {
    if (!projectIds.length) return []
    return db
      .select()
      .from(projectInstallments)
      .where(inArray(projectInstallments.projectId, projectIds))
      .orderBy(asc(projectInstallments.projectId), asc(projectInstallments.sequence))
  },

  async installmentsById(db: Tx, ids: string[]): Promise<InstallmentRow[]> {
    if (!ids.length) return []
    return db.select().from(projectInstallments).where(inArray(projectInstallments.id, ids))
  },

  async insertInstallments(tx: Tx, rows: (typeof projectInstallments.$inferInsert)[]) {
    await tx.insert(projectInstallments).values(rows)
  },

  /** Locks one installment (after its project's lock). */
  async lockInstallment(tx: Tx, projectId: string, sequence: number) {
    const [row] = await tx
      .select()
      .from(projectInstallments)
      .where(
        and(
          eq(projectInstallments.projectId, projectId),
          eq(projectInstallments.sequence, sequence),
        ),
      )
      .for('update')
    return row
  },

  async lockInstallmentById(tx: Tx, id: string) {
    const [row] = await tx
      .select()
      .from(projectInstallments)
      .where(eq(projectInstallments.id, id))
      .for('update')
    return row
  },

  async updateInstallment(
    tx: Tx,
    id: string,
    values: Partial<typeof projectInstallments.$inferInsert>,
    now = new Date(),
  ) {
    await tx
      .update(projectInstallments)
      .set({ ...values, updatedAt: now })
      .where(eq(projectInstallments.id, id))
  },

  async insertRecord(tx: Tx, row: RecordInsert): Promise<RecordRow> {
    const [created] = await tx.insert(projectPaymentRecords).values(row).returning()
    if (!created) throw new Error('payment record not written')
    return created
  },

  async records(db: Tx, projectId: string): Promise<RecordView[]> {
    const rows = await recordQuery(db)
      .where(eq(projectPaymentRecords.projectId, projectId))
      .orderBy(desc(projectPaymentRecords.createdAt))
    return rows.map(flatten)
  },

  async record(db: Tx, id: string): Promise<RecordView | undefined> {
    const [row] = await recordQuery(db).where(eq(projectPaymentRecords.id, id))
    return row ? flatten(row) : undefined
  },

  /** Only the record row (no joins), to find its project before locking anything. */
  async recordRow(db: Tx, id: string): Promise<RecordRow | undefined> {
    const [row] = await db
      .select()
      .from(projectPaymentRecords)
      .where(eq(projectPaymentRecords.id, id))
    return row
  },

  async lockRecord(tx: Tx, id: string): Promise<RecordRow | undefined> {
    const [row] = await tx
      .select()
      .from(projectPaymentRecords)
      .where(eq(projectPaymentRecords.id, id))
      .for('update')
    return row
  },

  async updateRecord(tx: Tx, id: string, values: Partial<RecordInsert>, now = new Date()) {
    await tx
      .update(projectPaymentRecords)
      .set({ ...values, updatedAt: now })
      .where(eq(projectPaymentRecords.id, id))
  },

  /** Records of an installment still waiting for staff (a second one is refused). */
  async waiting(db: Tx, installmentIds: string[]): Promise<Set<string>> {
    if (!installmentIds.length) return new Set()
    const rows = await db
      .selectDistinct({ id: projectPaymentRecords.installmentId })
      .from(projectPaymentRecords)
      .where(
        and(
          inArray(projectPaymentRecords.installmentId, installmentIds),
          eq(projectPaymentRecords.status, 'submitted'),
        ),
      )
    return new Set(rows.map((r) => r.id))
  },

  async event(tx: Tx, projectId: string, slug: string, note = '', at = new Date()) {
    await tx.insert(projectEvents).values({ projectId, slug, note, createdAt: at })
  },

  async events(db: Tx, projectId: string) {
    return db
      .select()
      .from(projectEvents)
      .where(eq(projectEvents.projectId, projectId))
      .orderBy(asc(projectEvents.createdAt))
  },

  async customerEmail(db: Tx, accountId: string | null) {
    if (!accountId) return null
    const [row] = await db
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, accountId))
    return row?.email ?? null
  },

  /** The back office's list, newest accepted first. */
  async page(
    db: Tx,
    filter: { stage?: ProjectStage; owing?: boolean; search?: string },
    limit: number,
    offset: number,
  ) {
    const owing = db
      .select({ id: projectInstallments.projectId })
      .from(projectInstallments)
      .where(eq(projectInstallments.status, 'due'))
    const where = and(
      filter.stage ? eq(projects.stage, filter.stage) : undefined,
      filter.owing === true ? inArray(projects.id, owing) : undefined,
      filter.owing === false ? sql`${projects.id} not in ${owing}` : undefined,
      filter.search ? inArray(projects.id, quotationsFound(db, filter.search)) : undefined,
    )
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(projects)
        .where(where)
        .orderBy(desc(projects.acceptedAt))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(projects).where(where),
    ])
    return { rows, total: counted?.n ?? 0 }
  },

  /** The staff queue: records of one status, both flags matching first. */
  async recordsPage(
    db: Tx,
    filter: { status: PaymentRecordStatus; search?: string },
    limit: number,
    offset: number,
  ) {
    const where = and(
      eq(projectPaymentRecords.status, filter.status),
      filter.search
        ? inArray(projectPaymentRecords.projectId, quotationsFound(db, filter.search))
        : undefined,
    )
    const [rows, [counted]] = await Promise.all([
      recordQuery(db)
        .where(where)
        .orderBy(flagsFirst, asc(projectPaymentRecords.createdAt))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(projectPaymentRecords).where(where),
    ])
    return { rows: rows.map(flatten), total: counted?.n ?? 0 }
  },

  /**
   * Claims one receipt due for reading (ADR 033): picked with `FOR UPDATE SKIP LOCKED`, so two
   * processes never take the same, and pushed past a lease in the same statement, so a process
   * that dies mid-read leaves it to be read again once the lease is over.
   */
  async claimRecognition(db: Tx, leaseSeconds: number, now: Date): Promise<RecordRow | undefined> {
    const picked = db
      .select({ id: projectPaymentRecords.id })
      .from(projectPaymentRecords)
      .where(
        and(
          eq(projectPaymentRecords.recognitionStatus, 'pending'),
          or(
            isNull(projectPaymentRecords.recognitionNextAt),
            lte(projectPaymentRecords.recognitionNextAt, now),
          ),
        ),
      )
      .orderBy(asc(projectPaymentRecords.recognitionNextAt))
      .limit(1)
      .for('update', { skipLocked: true })
    const [claimed] = await db
      .update(projectPaymentRecords)
      .set({
        recognitionNextAt: new Date(now.getTime() + leaseSeconds * 1000),
        recognitionAttempts: sql`${projectPaymentRecords.recognitionAttempts} + 1`,
      })
      .where(inArray(projectPaymentRecords.id, picked))
      .returning()
    return claimed
  },
}
