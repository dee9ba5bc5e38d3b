import type { Locale } from '@shop/contract'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { colours, products, productVariants, stockAlerts } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type VariantWhere = { storeId: string; productId: string; variantId: string }

/** Back-in-stock wishes (`stock_alerts`): the only SQL that reads or writes them. */
export const stockAlertsRepository = {
  /**
   * The stock of a variant of an active product of the store, its row share-locked until commit:
   * a restock (which locks it for update) waits for this transaction, or this one sees its stock.
   */
  async lockVariant(tx: Tx, where: VariantWhere): Promise<{ stock: number } | null> {
    const [row] = await tx
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        and(
          eq(productVariants.id, where.variantId),
          eq(productVariants.productId, where.productId),
          eq(products.storeId, where.storeId),
          eq(products.status, 'ACTIVE'),
        ),
      )
      .for('share', { of: productVariants })
    return row ?? null
  },

  /** A new waiting wish; null when this address already waits for this variant. */
  async add(tx: Tx, row: { variantId: string; email: string; language: Locale }) {
    const [created] = await tx
      .insert(stockAlerts)
      .values(row)
      .onConflictDoNothing({
        target: [stockAlerts.variantId, stockAlerts.email],
        where: sql`${stockAlerts.notifiedAt} is null`,
      })
      .returning({ createdAt: stockAlerts.createdAt })
    return created ?? null
  },

  /** When the waiting wish of this address for this variant was made. */
  async waitingSince(tx: Tx, variantId: string, email: string): Promise<Date | null> {
    const [row] = await tx
      .select({ createdAt: stockAlerts.createdAt })
      .from(stockAlerts)
      .where(
        and(
          eq(stockAlerts.variantId, variantId),
          eq(stockAlerts.email, email),
          isNull(stockAlerts.notifiedAt),
        ),
      )
    return row?.createdAt ?? null
  },

  /**
   * Marks every waiting wish of these variants notified (their rows are locked by the caller)
   * and answers each with what its e-mail names: product, size and colour.
   */
  async takeWaiting(tx: Tx, variantIds: string[]) {
    if (!variantIds.length) return []
    const taken = await tx
      .update(stockAlerts)
      .set({ notifiedAt: sql`now()` })
      .where(and(inArray(stockAlerts.variantId, variantIds), isNull(stockAlerts.notifiedAt)))
      .returning({
        email: stockAlerts.email,
        language: stockAlerts.language,
        variantId: stockAlerts.variantId,
      })
    if (!taken.length) return []
    const variants = await tx
      .select({
        id: productVariants.id,
        productId: products.id,
        title: products.title,
        size: productVariants.size,
        colourSlug: colours.slug,
        colourName: colours.name,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(colours, eq(colours.id, productVariants.colourId))
      .where(inArray(productVariants.id, [...new Set(taken.map((t) => t.variantId))]))
    const byId = new Map(variants.map((v) => [v.id, v]))
    return taken.flatMap((alert) => {
      const variant = byId.get(alert.variantId)
      return variant ? [{ email: alert.email, language: alert.language, variant }] : []
    })
  },
}
export type WaitingAlert = Awaited<ReturnType<typeof stockAlertsRepository.takeWaiting>>[number]
