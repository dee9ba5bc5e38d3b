import { type SQL, sql } from 'drizzle-orm'
import { productVariants } from '#api/db/schema/index.ts'

/**
 * The sale price a shopper pays now, or null outside the sale's window (ADR 043): a sale may be
 * set ahead with a start and an end, and every price the shop shows or charges reads it through
 * here. `v` names the variants' alias in raw SQL; without it the Drizzle columns are used.
 */
export function salePriceNow(v?: string): SQL<string | null> {
  if (v) {
    const col = (name: string) => sql.raw(`${v}.${name}`)
    return sql<string | null>`(case when ${col('sale_price')} is not null
      and (${col('sale_starts_at')} is null or ${col('sale_starts_at')} <= now())
      and (${col('sale_ends_at')} is null or ${col('sale_ends_at')} > now())
      then ${col('sale_price')} end)`
  }
  const { salePrice, saleStartsAt, saleEndsAt } = productVariants
  return sql<string | null>`(case when ${salePrice} is not null
    and (${saleStartsAt} is null or ${saleStartsAt} <= now())
    and (${saleEndsAt} is null or ${saleEndsAt} > now())
    then ${salePrice} end)`
}

/** What a shopper pays for a variant now: the sale price inside its window, else the price. */
export function pricePaidNow(v?: string): SQL<string> {
  const price = v ? sql.raw(`${v}.price`) : sql`${productVariants.price}`
  return sql<string>`coalesce(${salePriceNow(v)}, ${price})`
}

/**
 * `products.price_from` as it should be now for the product whose id is `productId` (SQL): the
 * list sorts on that column, so writers and the sale-window job keep it equal to this.
 */
export function priceFromNow(productId: SQL): SQL<string> {
  return sql<string>`coalesce((select min(${pricePaidNow('pv')}) from product_variants pv
    where pv.product_id = ${productId}), 0)`
}
