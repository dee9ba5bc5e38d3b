import { and, asc, count, desc, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm'
import {
  accounts,
  membershipTransactions,
  orders,
  voucherRedemptions,
  vouchers,
} from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { escapeLike } from '#api/lib/search-text.ts'

const registered = eq(accounts.kind, 'REGISTERED')

// correlated subqueries name the outer row explicitly (see catalog/product-fields.ts)
const accountId = sql.raw('"accounts"."id"')
const customerFields = {
  account: accounts,
  orderCount: sql<number>`(select count(*)::int from orders o where o.account_id = ${accountId})`,
}

/** Registered accounts whose e-mail, name or phone (digits, with or without area code) hold q. */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return registered
  const text = `%${escapeLike(q)}%`
  const digits = q.replace(/\D/g, '')
  return and(
    registered,
    or(
      ilike(accounts.email, text),
      ilike(accounts.username, text),
      digits.length >= 3
        ? like(
            sql`coalesce(${accounts.areaCode}, '') || coalesce(${accounts.phone}, '')`,
            `%${digits}%`,
          )
        : undefined,
    ),
  )
}

/**
 * The back office's reads and writes of customer accounts (issue 15). Orders, points and voucher
 * uses are read here for the customer page only; their modules keep every write.
 */
export const customersRepository = {
  async search(db: Tx, q: string | undefined, limit: number, offset: number) {
    const where = matching(q)
    const [rows, [total]] = await Promise.all([
      db
        .select(customerFields)
        .from(accounts)
        .where(where)
        .orderBy(desc(accounts.createdAt), asc(accounts.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(accounts).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  async byId(db: Tx, id: string) {
    const [row] = await db
      .select(customerFields)
      .from(accounts)
      .where(and(registered, eq(accounts.id, id)))
    return row ?? null
  },

  /** The registered account locked for a change (disable, resend verification). */
  async lock(tx: Tx, id: string) {
    const [row] = await tx
      .select()
      .from(accounts)
      .where(and(registered, eq(accounts.id, id)))
      .for('update')
    return row ?? null
  },

  async setDisabledAt(tx: Tx, id: string, disabledAt: Date | null) {
    await tx.update(accounts).set({ disabledAt }).where(eq(accounts.id, id))
  },

  recentOrders(db: Tx, id: string, limit: number) {
    return db
      .select({
        id: orders.id,
        reference: orders.reference,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        total: sql<string>`${orders.total}::text`,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.accountId, id))
      .orderBy(desc(orders.createdAt), asc(orders.id))
      .limit(limit)
  },

  recentLedger(db: Tx, id: string, limit: number) {
    return db
      .select({
        id: membershipTransactions.id,
        points: membershipTransactions.points,
        reason: membershipTransactions.reason,
        note: membershipTransactions.note,
        orderReference: orders.reference,
        createdAt: membershipTransactions.createdAt,
      })
      .from(membershipTransactions)
      .leftJoin(orders, eq(orders.id, membershipTransactions.orderId))
      .where(eq(membershipTransactions.accountId, id))
      .orderBy(desc(membershipTransactions.createdAt), asc(membershipTransactions.id))
      .limit(limit)
  },

  voucherUses(db: Tx, id: string, limit: number) {
    return db
      .select({
        code: vouchers.code,
        title: vouchers.title,
        orderReference: orders.reference,
        usedAt: voucherRedemptions.createdAt,
      })
      .from(voucherRedemptions)
      .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
      .leftJoin(orders, eq(orders.id, voucherRedemptions.orderId))
      .where(eq(voucherRedemptions.accountId, id))
      .orderBy(desc(voucherRedemptions.createdAt))
      .limit(limit)
  },
}
