import type { ProductSummary } from '@shop/contract'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Db } from '#api/db/client.ts'
import { products, wishlistItems } from '#api/db/schema/index.ts'
import { NotFoundError } from '#api/lib/errors.ts'
import { sha256 } from '#api/lib/secrets.ts'
import type { PageOf } from '../catalog/index.ts'
import { catalogRepository, storeNotFound, summaryFields, toSummary } from '../catalog/index.ts'
import { pleaseSignIn } from '../identity/index.ts'
import { activeLikes, wishlistRepository } from './repository.ts'

/** The caller's liked products in a store (spec §3 Wishlist: paged list with total). */
export function wishlistService(db: Db) {
  const catalog = catalogRepository(db)
  const mine = activeLikes
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
     * number of cards on the page (ADR 014), which also reads the token's caller (ADR 072).
     */
    async likedOfToken(token: string, storeId: string, productIds: string[]) {
      const found = await wishlistRepository.likedOfToken(db, sha256(token), storeId, productIds)
      if (!found) throw pleaseSignIn()
      const where = await catalog.locate(storeId)
      if (!where.store) throw storeNotFound()
      // in the order asked, once each
      return {
        product_ids: [...new Set(productIds)].filter((id) => found.liked.has(id)),
        total: found.total,
      }
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
