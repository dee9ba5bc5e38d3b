import { eq, inArray } from 'drizzle-orm'
import { products, productVariants } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { leadTimeColumn } from './lead-time.ts'

/** The lead time of each variant asked for, with its store (the days a district is offered). */
export const leadTimeRepository = {
  async variants(db: Tx, ids: readonly string[]) {
    if (!ids.length) return []
    return db
      .select({ storeId: products.storeId, leadTimeDays: leadTimeColumn() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(productVariants.id, [...ids]))
  },
}
