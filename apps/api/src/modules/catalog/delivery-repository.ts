import type { DayRange } from '@shop/contract'
import { eq, inArray } from 'drizzle-orm'
import { products, productVariants, stores } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

/**
 * When a variant can be delivered, as the product page shows it:
 * - `lead_time_days`: made to order, calendar days from order to delivery; null otherwise;
 * - `delivery_days`: goods sent from stock, working days (the store's setting); null otherwise.
 * Services have neither.
 */
export type VariantDelivery = { lead_time_days: DayRange | null; delivery_days: DayRange | null }

/** Made to order: both ends set (the table's check keeps them together). */
export const leadTimeOf = (row: {
  leadTimeMinDays: number | null
  leadTimeMaxDays: number | null
}): DayRange | null =>
  row.leadTimeMinDays !== null && row.leadTimeMaxDays !== null
    ? { min: row.leadTimeMinDays, max: row.leadTimeMaxDays }
    : null

/** Delivery windows by variant id, for the cart and checkout (delivery slots): one statement. */
export const deliveryRepository = {
  async forVariants(tx: Tx, variantIds: string[]): Promise<Map<string, VariantDelivery>> {
    if (!variantIds.length) return new Map()
    const rows = await tx
      .select({
        id: productVariants.id,
        kind: products.kind,
        leadTimeMinDays: products.leadTimeMinDays,
        leadTimeMaxDays: products.leadTimeMaxDays,
        deliveryMinDays: stores.deliveryMinDays,
        deliveryMaxDays: stores.deliveryMaxDays,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(inArray(productVariants.id, [...new Set(variantIds)]))
    return new Map(
      rows.map((row) => {
        const lead = row.kind === 'goods' ? leadTimeOf(row) : null
        const fromStock = row.kind === 'goods' && !lead
        return [
          row.id,
          {
            lead_time_days: lead,
            delivery_days: fromStock
              ? { min: row.deliveryMinDays, max: row.deliveryMaxDays }
              : null,
          },
        ]
      }),
    )
  },
}
