import type { SwatchStatus } from '@shop/contract'
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import {
  colours,
  products,
  productVariants,
  type SwatchColour,
  swatchRequests,
} from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { partSearch } from '#api/lib/part-search.ts'

export type SwatchRow = typeof swatchRequests.$inferSelect
type NewSwatchRow = typeof swatchRequests.$inferInsert

const listFields = { request: swatchRequests, title: products.title }

/** Swatch requests (ADR 071) and the few catalogue facts they need: a product's colours. */
export const swatchesRepository = {
  /** An active product's title and the colours its variants come in; null when not on sale. */
  async productColours(db: Tx, productId: string) {
    const [product] = await db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.status, 'ACTIVE')))
    if (!product) return null
    const rows = await db
      .selectDistinct({ id: colours.id, name: colours.name, hex: colours.hex })
      .from(productVariants)
      .innerJoin(colours, eq(colours.id, productVariants.colourId))
      .where(eq(productVariants.productId, productId))
    return { ...product, colours: rows satisfies SwatchColour[] }
  },

  /**
   * Serialises requests of one e-mail for one product (the 30-day rule) without locking the
   * product's row, which checkout and the back office also take.
   */
  async lockRepeat(tx: Tx, email: string, productId: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`swatch:${email}:${productId}`}))`)
  },

  async lastSince(tx: Tx, email: string, productId: string, since: Date) {
    const [row] = await tx
      .select({ id: swatchRequests.id })
      .from(swatchRequests)
      .where(
        and(
          eq(swatchRequests.email, email),
          eq(swatchRequests.productId, productId),
          gt(swatchRequests.createdAt, since),
        ),
      )
      .limit(1)
    return row ?? null
  },

  async insert(tx: Tx, values: NewSwatchRow): Promise<SwatchRow> {
    const [row] = await tx.insert(swatchRequests).values(values).returning()
    if (!row) throw new Error('swatch request not stored')
    return row
  },

  /** A member's own requests, newest first (at most 100). */
  ofAccount(db: Tx, accountId: string) {
    return db
      .select(listFields)
      .from(swatchRequests)
      .innerJoin(products, eq(products.id, swatchRequests.productId))
      .where(eq(swatchRequests.accountId, accountId))
      .orderBy(desc(swatchRequests.createdAt), asc(swatchRequests.id))
      .limit(100)
  },

  async list(
    db: Tx,
    filter: { status?: SwatchStatus; search?: string },
    limit: number,
    offset: number,
  ) {
    const where = and(
      filter.status ? eq(swatchRequests.status, filter.status) : undefined,
      filter.search ? partSearch(swatchRequests.searchText, filter.search) : undefined,
    )
    const [rows, [total]] = await Promise.all([
      db
        .select(listFields)
        .from(swatchRequests)
        .innerJoin(products, eq(products.id, swatchRequests.productId))
        .where(where)
        .orderBy(desc(swatchRequests.createdAt), asc(swatchRequests.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(swatchRequests).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  async lock(tx: Tx, id: string) {
    const [row] = await tx
      .select(listFields)
      .from(swatchRequests)
      .innerJoin(products, eq(products.id, swatchRequests.productId))
      .where(eq(swatchRequests.id, id))
      .for('update', { of: swatchRequests })
    return row ?? null
  },

  async markSent(tx: Tx, id: string, staffId: string) {
    const now = new Date()
    const [row] = await tx
      .update(swatchRequests)
      .set({ status: 'sent', sentAt: now, sentBy: staffId, updatedAt: now })
      .where(and(eq(swatchRequests.id, id), inArray(swatchRequests.status, ['requested'])))
      .returning()
    return row ?? null
  },
}
