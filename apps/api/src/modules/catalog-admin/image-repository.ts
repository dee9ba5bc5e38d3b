import type { LocalizedText } from '@shop/contract'
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { orderItems, productImages, products } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type ImageRow = typeof productImages.$inferSelect

/** The back office's SQL on product pictures (issue 27). */
export const imageRepository = {
  async ofProduct(db: Tx, productId: string): Promise<ImageRow[]> {
    return db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.sequence), asc(productImages.id))
  },

  async find(db: Tx, id: string): Promise<ImageRow | null> {
    const [row] = await db.select().from(productImages).where(eq(productImages.id, id))
    return row ?? null
  },

  /** The product a picture belongs to, if it is of this store. */
  async productOf(db: Tx, storeId: string, imageId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: products.id })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(and(eq(productImages.id, imageId), eq(products.storeId, storeId)))
    return row?.id ?? null
  },

  async insert(
    tx: Tx,
    values: { productId: string; file: string; alt: LocalizedText; sequence: number },
  ): Promise<ImageRow> {
    const [row] = await tx.insert(productImages).values(values).returning()
    if (!row) throw new Error('picture insert returned nothing')
    return row
  },

  async update(
    tx: Tx,
    id: string,
    values: Partial<Pick<ImageRow, 'alt' | 'colourId' | 'sequence'>>,
  ): Promise<void> {
    if (Object.keys(values).length)
      await tx.update(productImages).set(values).where(eq(productImages.id, id))
  },

  /** Numbers the pictures 0, 1, 2 … in the order of `ids` (all of one product's). */
  async renumber(tx: Tx, ids: string[]): Promise<void> {
    if (!ids.length) return
    const cases = sql.join(
      ids.map((id, index) => sql`when ${id}::uuid then ${index}::int`),
      sql` `,
    )
    await tx
      .update(productImages)
      .set({ sequence: sql`case ${productImages.id} ${cases} end` })
      .where(
        sql`${productImages.id} in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      )
  },

  async remove(tx: Tx, id: string): Promise<void> {
    await tx.delete(productImages).where(eq(productImages.id, id))
  },

  /**
   * Whether a file is still shown somewhere: another picture row, or an order line's snapshot
   * (an order keeps the picture it was placed with, so its file outlives the product's picture).
   */
  async fileInUse(db: Tx, file: string, exceptImageId: string): Promise<boolean> {
    const [picture] = await db
      .select({ id: productImages.id })
      .from(productImages)
      .where(and(eq(productImages.file, file), ne(productImages.id, exceptImageId)))
      .limit(1)
    if (picture) return true
    const [line] = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.image, file))
      .limit(1)
    return Boolean(line)
  },
}
