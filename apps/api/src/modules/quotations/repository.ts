import type { LocalizedText } from '@shop/contract'
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import {
  bookings,
  orders,
  products,
  productVariants,
  quotations,
  quotationVersions,
  staffMembers,
  stores,
} from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { partSearch } from '#api/lib/part-search.ts'
import { pricePaidNow } from '../catalog/index.ts'

export type QuotationRow = typeof quotations.$inferSelect
export type QuotationInsert = typeof quotations.$inferInsert
export type VersionRow = typeof quotationVersions.$inferSelect
export type VersionInsert = typeof quotationVersions.$inferInsert
/** A catalogue item as a quotation line names it in the back office. */
export type CatalogueItem = { sku: string; title: LocalizedText }
export type VersionView = VersionRow & { issuer: { id: string; name: string } | null }

/** The valid_until of a quotation's latest version, as SQL (null before the first). */
const latestValidUntil = sql`(select v.valid_until from ${quotationVersions} v where v.quotation_id = ${quotations.id} order by v.version desc limit 1)`

/** The SQL of quotations and their versions (issue 17): the only place that touches them. */
export const quotationsRepository = {
  async storeExists(db: Tx, storeId: string): Promise<boolean> {
    const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId))
    return Boolean(row)
  },

  async booking(db: Tx, bookingId: string) {
    const [row] = await db
      .select({
        id: bookings.id,
        accountId: bookings.accountId,
        orderId: bookings.orderId,
        startsAt: bookings.startsAt,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
    return row
  },

  /** What a quotation written after a consultation starts from: the booking and its order. */
  async bookingForQuotation(db: Tx, bookingId: string) {
    const [row] = await db
      .select({
        id: bookings.id,
        accountId: bookings.accountId,
        flat: bookings.flat,
        language: bookings.language,
        storeId: orders.storeId,
        contactEmail: orders.contactEmail,
        contactPhone: orders.contactPhone,
        recipient: orders.recipient,
      })
      .from(bookings)
      .innerJoin(orders, eq(orders.id, bookings.orderId))
      .where(eq(bookings.id, bookingId))
    return row
  },

  /** The quotation already started for a consultation, if any. */
  async ofBooking(db: Tx, bookingId: string): Promise<QuotationRow | undefined> {
    const [row] = await db
      .select()
      .from(quotations)
      .where(eq(quotations.bookingId, bookingId))
      .limit(1)
    return row
  },

  /** Current price (the sale price when there is one) of catalogue variants, by id. */
  async variantPrices(db: Tx, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map()
    const rows = await db
      .select({
        id: productVariants.id,
        price: sql<string>`${pricePaidNow()}::text`,
      })
      .from(productVariants)
      .where(inArray(productVariants.id, ids))
    return new Map(rows.map((r) => [r.id, r.price]))
  },

  /** The SKU and product title of catalogue items named by quotation lines, in one statement. */
  async variantLabels(db: Tx, ids: string[]): Promise<Map<string, CatalogueItem>> {
    if (!ids.length) return new Map()
    const rows = await db
      .select({ id: productVariants.id, sku: productVariants.sku, title: products.title })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(productVariants.id, ids))
    return new Map(rows.map((r) => [r.id, { sku: r.sku, title: r.title }]))
  },

  async insert(tx: Tx, row: QuotationInsert): Promise<QuotationRow> {
    const [created] = await tx.insert(quotations).values(row).returning()
    if (!created) throw new Error('quotation not written')
    return created
  },

  async byId(db: Tx, id: string): Promise<QuotationRow | undefined> {
    const [row] = await db.select().from(quotations).where(eq(quotations.id, id))
    return row
  },

  /**
   * The quotation row locked for the rest of the transaction: accept, cancel and a new version
   * all start here, so two of them on one quotation run one after the other.
   */
  async lock(tx: Tx, id: string): Promise<QuotationRow | undefined> {
    const [row] = await tx.select().from(quotations).where(eq(quotations.id, id)).for('update')
    return row
  },

  async update(tx: Tx, id: string, values: Partial<QuotationInsert>, now: Date) {
    await tx
      .update(quotations)
      .set({ ...values, updatedAt: now })
      .where(eq(quotations.id, id))
  },

  /** Marks issued quotations past their latest valid_until as expired; answers how many. */
  async expireDue(db: Tx, now: Date, where: { id?: string; accountId?: string } = {}) {
    const rows = await db
      .update(quotations)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          eq(quotations.status, 'issued'),
          where.id ? eq(quotations.id, where.id) : undefined,
          where.accountId ? eq(quotations.accountId, where.accountId) : undefined,
          sql`${latestValidUntil} <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: quotations.id })
    return rows.length
  },

  async versions(db: Tx, quotationId: string): Promise<VersionView[]> {
    const rows = await db
      .select({
        version: quotationVersions,
        issuer: { id: staffMembers.id, name: staffMembers.name },
      })
      .from(quotationVersions)
      .leftJoin(staffMembers, eq(staffMembers.id, quotationVersions.issuedBy))
      .where(eq(quotationVersions.quotationId, quotationId))
      .orderBy(desc(quotationVersions.version))
    return rows.map((r) => ({ ...r.version, issuer: r.issuer }))
  },

  async nextVersion(tx: Tx, quotationId: string): Promise<number> {
    const [row] = await tx
      .select({ max: sql<number>`coalesce(max(${quotationVersions.version}), 0)::int` })
      .from(quotationVersions)
      .where(eq(quotationVersions.quotationId, quotationId))
    return (row?.max ?? 0) + 1
  },

  async insertVersion(tx: Tx, row: VersionInsert): Promise<VersionRow> {
    const [created] = await tx.insert(quotationVersions).values(row).returning()
    if (!created) throw new Error('quotation version not written')
    return created
  },

  /** The latest version of each quotation (one statement for a whole list). */
  async latestVersions(db: Tx, ids: string[]): Promise<Map<string, VersionRow>> {
    if (!ids.length) return new Map()
    const rows = await db
      .selectDistinctOn([quotationVersions.quotationId])
      .from(quotationVersions)
      .where(inArray(quotationVersions.quotationId, ids))
      .orderBy(quotationVersions.quotationId, desc(quotationVersions.version))
    return new Map(rows.map((r) => [r.quotationId, r]))
  },

  async ofAccount(db: Tx, accountId: string): Promise<QuotationRow[]> {
    return db
      .select()
      .from(quotations)
      .where(eq(quotations.accountId, accountId))
      .orderBy(desc(quotations.createdAt), desc(quotations.id))
  },

  /** The back office's list: newest first; `waiting` = issued and its date not passed. */
  async page(
    db: Tx,
    filter: { status?: QuotationRow['status']; waiting?: boolean; search?: string; now: Date },
    limit: number,
    offset: number,
  ) {
    const conditions: (SQL | undefined)[] = [
      filter.status ? eq(quotations.status, filter.status) : undefined,
      filter.search ? partSearch(quotations.searchText, filter.search) : undefined,
      filter.waiting
        ? and(
            eq(quotations.status, 'issued'),
            sql`${latestValidUntil} > ${filter.now.toISOString()}::timestamptz`,
          )
        : undefined,
    ]
    const where = and(...conditions)
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(quotations)
        .where(where)
        .orderBy(desc(quotations.createdAt), desc(quotations.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(quotations).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },
}
