import type { ProductSummary } from '@shop/contract'
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { products, wishlistItems } from '../../db/schema/index.ts'
import { NotFoundError } from '../../lib/errors.ts'
import { storeNotFound } from '../cart/index.ts'
import type { PageOf } from '../catalog/index.ts'
import { catalogRepository, summaryFields, toSummary } from '../catalog/index.ts'

/** The caller's liked products in a store (spec §3 Wishlist: paged list with total). */
export function wishlistService(db: Db) {
  const catalog = catalogRepository(db)
  const mine = (accountId: string, storeId: string) =>
    and(
      eq(wishlistItems.accountId, accountId),
      eq(products.storeId, storeId),
      eq(products.status, 'ACTIVE'),
    )
  async function total(accountId: string, storeId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(mine(accountId, storeId))
    return row?.n ?? 0
  }

  return {
    async list(
      accountId: string,
      storeId: string,
      paging: { page: number; perPage: number },
    ): Promise<PageOf<ProductSummary>> {
      const [where, rows, n] = await Promise.all([
        catalog.locate(storeId),
        db
          .select(summaryFields)
          .from(wishlistItems)
          .innerJoin(products, eq(products.id, wishlistItems.productId))
          .where(mine(accountId, storeId))
          .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
          .limit(paging.perPage)
          .offset((paging.page - 1) * paging.perPage),
        total(accountId, storeId),
      ])
      if (!where.store) throw storeNotFound()
      return { rows: rows.map(toSummary), total: n, ...paging }
    },

    /**
     * Which of `productIds` the caller likes, plus the wishlist size: one statement whatever the
     * number of cards on the page (ADR 014).
     */
    async liked(accountId: string, storeId: string, productIds: string[]) {
      const [where, rows, n] = await Promise.all([
        catalog.locate(storeId),
        productIds.length
          ? db
              .select({ id: wishlistItems.productId })
              .from(wishlistItems)
              .innerJoin(products, eq(products.id, wishlistItems.productId))
              .where(and(mine(accountId, storeId), inArray(wishlistItems.productId, productIds)))
          : Promise.resolve([]),
        total(accountId, storeId),
      ])
      if (!where.store) throw storeNotFound()
      const liked = new Set(rows.map((row) => row.id))
      // in the order asked, once each
      return { product_ids: [...new Set(productIds)].filter((id) => liked.has(id)), total: n }
    },

    /** Likes or unlikes (spec §4: the toggle); answers the new state and the new count. */
    async toggle(accountId: string, storeId: string, productId: string) {
      const where = await catalog.locate(storeId, productId)
      if (!where.store) throw storeNotFound()
      if (!where.product) throw new NotFoundError('Product not found', 'PRODUCT_NOT_FOUND')
      const isLiked = await db.transaction(async (tx) => {
        const removed = await tx
          .delete(wishlistItems)
          .where(
            and(eq(wishlistItems.accountId, accountId), eq(wishlistItems.productId, productId)),
          )
          .returning({ id: wishlistItems.productId })
        if (removed.length) return false
        await tx.insert(wishlistItems).values({ accountId, productId }).onConflictDoNothing()
        return true
      })
      return { product_id: productId, is_liked: isLiked, total: await total(accountId, storeId) }
    },
  }
}
export type WishlistService = ReturnType<typeof wishlistService>
