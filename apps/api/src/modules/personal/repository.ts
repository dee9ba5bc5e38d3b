import { sql } from 'drizzle-orm'
import type { Db } from '#api/db/client.ts'
import { stores } from '#api/db/schema/index.ts'
import { preparedStatement } from '#api/lib/prepared.ts'
import { cartUnits } from '../cart/index.ts'
import { callerOfToken } from '../identity/index.ts'
import { likedProducts } from '../wishlist/index.ts'

const value = {
  tokenHash: sql.placeholder('tokenHash'),
  storeId: sql.placeholder('storeId'),
  productIds: sql.placeholder('productIds'),
  now: sql.placeholder('now'),
}
const caller = sql`(select account_id from caller)`
const store = sql`${value.storeId}::uuid`

/**
 * A shopper's own figures on a page (issue 31): whether the store exists, the units in the cart,
 * the wishlist's size and which of the page's products are liked, with the token's caller (ADR
 * 072), in one prepared statement. Every page of a shopper with a session asks it once.
 */
const personalOfToken = preparedStatement<{
  account_id: string | null
  store_found: boolean
  cart_units: number
  liked_total: number
  liked: string[] | null
}>(
  'personal_of_token',
  sql`with ${callerOfToken(value.tokenHash, value.now)}, ${likedProducts(caller, store)}
    select (select account_id from caller) as account_id,
      exists (select 1 from ${stores} where ${stores.id} = ${store}) as store_found,
      ${cartUnits(caller, store)} as cart_units,
      (select count(*)::int from mine) as liked_total,
      (select array_agg(product_id) from mine
        where product_id = any(${value.productIds}::uuid[])) as liked`,
)

export const personalRepository = {
  /** null when the token has no live sign-in. */
  async ofToken(db: Db, tokenHash: string, storeId: string, productIds: string[]) {
    const [row] = await personalOfToken(db, {
      tokenHash,
      storeId,
      productIds,
      now: new Date().toISOString(),
    })
    if (!row?.account_id) return null
    return {
      storeFound: row.store_found,
      // both are counted as int by the statement, which the drivers answer as numbers
      cartUnits: row.cart_units,
      likedTotal: row.liked_total,
      liked: new Set(row.liked ?? []),
    }
  },
}
