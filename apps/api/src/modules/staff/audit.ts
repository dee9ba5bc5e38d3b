import { type AuditEntry, type auditQuery, hkDayRange } from '@shop/contract'
import type { z } from 'zod'
import type { Tx } from '#api/lib/db-tx.ts'
import { staffRepository as repo } from './repository.ts'
import type { StaffCaller } from './require.ts'

export type AuditInput = {
  /** What was done, `<entity>.<past tense>`: `order.payment_confirmed`, `staff.invited`. */
  action: string
  entityType: string
  entityId: string
  before?: unknown
  after?: unknown
  note?: string
}

/**
 * Writes who did what, before → after, in the transaction of the change (issue 15): a change
 * that rolls back leaves no row, and no staff change happens without one.
 */
export async function recordAudit(tx: Tx, actor: StaffCaller, entry: AuditInput): Promise<void> {
  await repo.insertAudit(tx, {
    staffId: actor.id,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? '',
  })
}

export async function listAudit(
  db: Tx,
  query: z.output<typeof auditQuery>,
): Promise<{ rows: AuditEntry[]; total: number; page: number; perPage: number }> {
  const { rows, total } = await repo.audit(db, {
    staffId: query.staff_id,
    entityType: query.entity_type,
    entityId: query.entity_id,
    action: query.action,
    from: query.from ? hkDayRange(query.from).start : undefined,
    to: query.to ? hkDayRange(query.to).end : undefined,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  })
  return {
    rows: rows.map(({ entry, staff }) => ({
      _id: entry.id,
      created_at: entry.createdAt.toISOString(),
      staff: { _id: staff.id, name: staff.name, email: staff.email },
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      note: entry.note,
    })),
    total,
    page: query.page,
    perPage: query.per_page,
  }
}
