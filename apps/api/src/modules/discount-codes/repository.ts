import type { DiscountCodeStatus } from '@shop/contract'
import { and, asc, count, desc, eq, gt, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import { orders, vouchers } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type CodeRow = typeof vouchers.$inferSelect
export type CodeValues = Pick<
  typeof vouchers.$inferInsert,
  | 'storeId'
  | 'code'
  | 'title'
  | 'discountType'
  | 'value'
  | 'maxDiscount'
  | 'minSpend'
  | 'startsAt'
  | 'endsAt'
  | 'usageLimit'
  | 'perAccountLimit'
  | 'firstOrderOnly'
  | 'isActive'
>

/** The state a code is in now, as SQL: the same rule as `statusOf` in the service. */
function statusIs(status: DiscountCodeStatus, now: Date): SQL | undefined {
  const on = eq(vouchers.isActive, true)
  if (status === 'disabled') return eq(vouchers.isActive, false)
  if (status === 'scheduled') return and(on, gt(vouchers.startsAt, now))
  if (status === 'expired')
    return and(
      on,
      or(isNull(vouchers.startsAt), lte(vouchers.startsAt, now)),
      lte(vouchers.endsAt, now),
    )
  return and(
    on,
    or(isNull(vouchers.startsAt), lte(vouchers.startsAt, now)),
    or(isNull(vouchers.endsAt), gt(vouchers.endsAt, now)),
  )
}

/**
 * The back office's SQL on the cart's discount codes (issue 27). Only shop-wide codes: a code
 * bought with points belongs to its member (`owner_account_id`) and is not staff's to edit.
 * `used_count` is never written here: checkout and release own it, under the voucher row lock
 * this module also takes to edit a code.
 */
export const discountCodesRepository = {
  async list(
    db: Tx,
    storeId: string,
    filter: { search?: string | undefined; status?: DiscountCodeStatus | undefined; now: Date },
    limit: number,
    offset: number,
  ) {
    const where = and(
      eq(vouchers.storeId, storeId),
      isNull(vouchers.ownerAccountId),
      filter.search ? sql`strpos(upper(${vouchers.code}), upper(${filter.search})) > 0` : undefined,
      filter.status ? statusIs(filter.status, filter.now) : undefined,
    )
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(vouchers)
        .where(where)
        .orderBy(desc(vouchers.createdAt), asc(vouchers.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(vouchers).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  async byId(db: Tx, storeId: string, id: string, lock = false): Promise<CodeRow | null> {
    const query = db
      .select()
      .from(vouchers)
      .where(
        and(eq(vouchers.id, id), eq(vouchers.storeId, storeId), isNull(vouchers.ownerAccountId)),
      )
    const [row] = lock ? await query.for('update') : await query
    return row ?? null
  },

  /** Another code of the store spelt the same in any case (the cart matches codes so). */
  async codeTaken(db: Tx, storeId: string, code: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(
        and(
          eq(vouchers.storeId, storeId),
          sql`upper(${vouchers.code}) = upper(${code})`,
          exceptId ? ne(vouchers.id, exceptId) : undefined,
        ),
      )
      .limit(1)
    return row !== undefined
  },

  async insert(tx: Tx, values: CodeValues): Promise<CodeRow> {
    const [row] = await tx.insert(vouchers).values(values).returning()
    if (!row) throw new Error('discount code insert returned nothing')
    return row
  },

  async update(tx: Tx, id: string, values: CodeValues): Promise<CodeRow> {
    const [row] = await tx.update(vouchers).set(values).where(eq(vouchers.id, id)).returning()
    if (!row) throw new Error('discount code update returned nothing')
    return row
  },

  /** Orders that hold the code now (not cancelled): how many, what they took off, the latest. */
  async usage(db: Tx, id: string, recent: number) {
    const used = and(eq(orders.voucherId, id), ne(orders.status, 'cancelled'))
    const [[totals], rows] = await Promise.all([
      db
        .select({
          n: count(),
          discounted: sql<string>`coalesce(sum(${orders.discountGlobal}), 0)`,
        })
        .from(orders)
        .where(used),
      db
        .select({
          id: orders.id,
          reference: orders.reference,
          status: orders.status,
          discount: orders.discountGlobal,
          total: orders.total,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(used)
        .orderBy(desc(orders.createdAt), asc(orders.id))
        .limit(recent),
    ])
    return { orders: totals?.n ?? 0, discounted: totals?.discounted ?? '0', rows }
  },
}
