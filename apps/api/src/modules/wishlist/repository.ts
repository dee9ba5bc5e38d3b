import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '#api/db/client.ts'
import { products, wishlistItems } from '#api/db/schema/index.ts'
import { preparedStatement } from '#api/lib/prepared.ts'
import { callerOfToken } from '../identity/index.ts'

/**
 * The likes that count, over `wishlist_items` joined to `products`: the account's, of products
 * active in the store. The one place of this rule (the paged list, the counts, the hearts).
 */
export function activeLikes(accountId: string | SQL, storeId: string | SQL) {
  return and(
    eq(wishlistItems.accountId, accountId),
    eq(products.storeId, storeId),
    eq(products.status, 'ACTIVE'),
  )
}

/**
 * `mine as (…)`: the products of `activeLikes`, as a part of a statement that reads more beside
 * them (the hearts and the header's count).
 */
export function likedProducts(accountId: SQL, storeId: SQL) {
  return sql`mine as (
    select ${wishlistItems.productId} as product_id from ${wishlistItems}
      inner join ${products} on ${products.id} = ${wishlistItems.productId}
      where ${activeLikes(accountId, storeId)})`
}

const value = {
  tokenHash: sql.placeholder('tokenHash'),
  storeId: sql.placeholder('storeId'),
  productIds: sql.placeholder('productIds'),
  now: sql.placeholder('now'),
}

/**
 * The header's wishlist count and the hearts of a page's cards, with the token's caller, in one
 * prepared statement (issue 31, ADR 072).
 */
const likedOfToken = preparedStatement<{
  account_id: string | null
  n: number
  liked: string[] | null
}>(
  'wishlist_liked_of_token',
  sql`with ${callerOfToken(value.tokenHash, value.now)},
    ${likedProducts(sql`(select account_id from caller)`, sql`${value.storeId}::uuid`)}
    select (select account_id from caller) as account_id,
      (select count(*)::int from mine) as n,
      (select array_agg(product_id) from mine
        where product_id = any(${value.productIds}::uuid[])) as liked`,
)

export const wishlistRepository = {
  /** null when the token has no live sign-in. */
  async likedOfToken(db: Db, tokenHash: string, storeId: string, productIds: string[]) {
    const [row] = await likedOfToken(db, {
      tokenHash,
      storeId,
      productIds,
      now: new Date().toISOString(),
    })
    if (!row?.account_id) return null
    return { liked: new Set(row.liked ?? []), total: Number(row.n) }
  },
}
