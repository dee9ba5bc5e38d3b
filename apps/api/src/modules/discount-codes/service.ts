import {
  type AdminDiscountCode,
  type AdminDiscountCodeDetails,
  type adminDiscountCodeBody,
  type adminDiscountCodesQuery,
  type DiscountCodeStatus,
  isUuid,
  MAIN_STORE_ID,
} from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import { DomainError, NotFoundError } from '#api/lib/errors.ts'
import { fromCents, toCents } from '#api/lib/money.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { type CodeRow, type CodeValues, discountCodesRepository as repo } from './repository.ts'

type CodeBody = z.output<typeof adminDiscountCodeBody>

/** Orders listed on a code's page; the totals count them all. */
const RECENT_ORDERS = 20

const notFound = () => new NotFoundError('No discount code has this id', 'DISCOUNT_CODE_NOT_FOUND')
const codeTaken = () =>
  new DomainError(409, 'DISCOUNT_CODE_TAKEN', 'Another discount code is spelt the same', [
    { path: 'code', message: 'admin.discounts.errors.codeTaken' },
  ])
const date = (value: string | null) => (value ? new Date(value) : null)
const iso = (d: Date | null) => (d ? d.toISOString() : null)
const amount = (v: string | null) => (v === null ? null : fromCents(toCents(v)))

/** The state of a code now: the list filter asks the repository the same question in SQL. */
export function statusOf(row: CodeRow, now = new Date()): DiscountCodeStatus {
  if (!row.isActive) return 'disabled'
  if (row.startsAt && row.startsAt > now) return 'scheduled'
  if (row.endsAt && row.endsAt <= now) return 'expired'
  return 'active'
}

export function codeJson(row: CodeRow, now = new Date()): AdminDiscountCode {
  const percent = row.discountType === 'PERCENTAGE'
  return {
    _id: row.id,
    code: row.code,
    title: row.title,
    discount_type: row.discountType,
    amount_off: row.discountType === 'FIXED' ? amount(row.value) : null,
    percent_off: percent ? Number(row.value) : null,
    max_discount: amount(row.maxDiscount),
    min_spend: fromCents(toCents(row.minSpend)),
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    usage_limit: row.usageLimit,
    per_customer_limit: row.perAccountLimit,
    first_order_only: row.firstOrderOnly,
    is_active: row.isActive,
    status: statusOf(row, now),
    used_count: row.usedCount,
    created_at: row.createdAt.toISOString(),
  }
}

/** The row a body makes; the amount that does not fit the type is not kept. */
function codeValues(body: CodeBody): CodeValues {
  const percent = body.discount_type === 'PERCENTAGE'
  return {
    storeId: MAIN_STORE_ID,
    code: body.code,
    title: body.title,
    discountType: body.discount_type,
    value: percent ? String(body.percent_off ?? 0) : (body.amount_off ?? '0'),
    maxDiscount: percent ? body.max_discount : null,
    minSpend: body.min_spend,
    startsAt: date(body.starts_at),
    endsAt: date(body.ends_at),
    usageLimit: body.usage_limit,
    perAccountLimit: body.per_customer_limit,
    firstOrderOnly: body.first_order_only,
    isActive: body.is_active,
  }
}

/** What staff can change of a code, as the audit log keeps it (before → after). */
function auditView(row: CodeRow) {
  const { _id, status, used_count, created_at, ...editable } = codeJson(row)
  return editable as Record<string, unknown>
}

/** Only the fields an edit changed, on both sides: the audit row reads `field: before → after`. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const fields = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )
  return {
    before: Object.fromEntries(fields.map((key) => [key, before[key]])),
    after: Object.fromEntries(fields.map((key) => [key, after[key]])),
  }
}

/** Two staff saving the same code at once: the unique constraint answers like the check. */
function isCodeConflict(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string }
    if (code === '23505' && constraint === 'vouchers_store_code_unique') return true
  }
  return false
}

/** Discount codes in the back office (issue 27): list, look, create, edit; every change audited. */
export function discountCodesService(db: Db) {
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      if (isCodeConflict(error)) throw codeTaken()
      throw error
    }
  }

  return {
    async list(query: z.output<typeof adminDiscountCodesQuery>) {
      const { page, per_page: perPage, search, status } = query
      const now = new Date()
      const { rows, total } = await repo.list(
        db,
        MAIN_STORE_ID,
        { search: search || undefined, status, now },
        perPage,
        (page - 1) * perPage,
      )
      return { rows: rows.map((row) => codeJson(row, now)), total, page, perPage }
    },

    async details(id: string): Promise<AdminDiscountCodeDetails> {
      const row = isUuid(id) ? await repo.byId(db, MAIN_STORE_ID, id) : null
      if (!row) throw notFound()
      const usage = await repo.usage(db, id, RECENT_ORDERS)
      return {
        ...codeJson(row),
        usage: {
          orders: usage.orders,
          discounted: fromCents(toCents(usage.discounted)),
          recent: usage.rows.map((order) => ({
            _id: order.id,
            reference: order.reference,
            status: order.status,
            discount: fromCents(toCents(order.discount)),
            total: fromCents(toCents(order.total)),
            created_at: order.createdAt.toISOString(),
          })),
        },
      }
    },

    async create(actor: StaffCaller, body: CodeBody): Promise<AdminDiscountCode> {
      const row = await guarded(() =>
        db.transaction(async (tx) => {
          if (await repo.codeTaken(tx, MAIN_STORE_ID, body.code)) throw codeTaken()
          const created = await repo.insert(tx, codeValues(body))
          await recordAudit(tx, actor, {
            action: 'discount_code.created',
            entityType: 'discount_code',
            entityId: created.id,
            after: auditView(created),
          })
          return created
        }),
      )
      return codeJson(row)
    },

    /**
     * Edits a code under the voucher row lock checkout takes, so an order in flight either
     * finishes first (and counts) or prices with the new terms. A limit may go below what was
     * used: the code is then used up, and the orders that used it keep their discount. An edit
     * that changes nothing writes no audit row.
     */
    async update(actor: StaffCaller, id: string, body: CodeBody): Promise<AdminDiscountCode> {
      const row = await guarded(() =>
        db.transaction(async (tx) => {
          const current = isUuid(id) ? await repo.byId(tx, MAIN_STORE_ID, id, true) : null
          if (!current) throw notFound()
          if (await repo.codeTaken(tx, MAIN_STORE_ID, body.code, id)) throw codeTaken()
          const updated = await repo.update(tx, id, codeValues(body))
          const change = changed(auditView(current), auditView(updated))
          if (Object.keys(change.after).length > 0)
            await recordAudit(tx, actor, {
              action: 'discount_code.updated',
              entityType: 'discount_code',
              entityId: id,
              ...change,
            })
          return updated
        }),
      )
      return codeJson(row)
    },
  }
}
export type DiscountCodesService = ReturnType<typeof discountCodesService>
