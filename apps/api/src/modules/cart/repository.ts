import { FURNITURE_CATEGORY_SLUGS } from '@shop/contract'
import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import {
  cartItems,
  colours,
  couriers,
  giftRules,
  orders,
  products,
  productVariants,
  voucherRedemptions,
  vouchers,
  warehouses,
} from '../../db/schema/index.ts'
import { leadTimeColumn } from '../delivery/lead-time.ts'
import type { Tx } from '../identity/repository.ts'

/** Everything a cart line shows about its variant: one statement for the whole cart. */
const variantColumns = {
  variantId: productVariants.id,
  productId: products.id,
  storeId: products.storeId,
  sku: productVariants.sku,
  price: productVariants.price,
  salePrice: productVariants.salePrice,
  pointsPrice: productVariants.pointsPrice,
  stock: productVariants.stock,
  size: productVariants.size,
  colourName: colours.name,
  productTitle: products.title,
  productStatus: products.status,
  productKind: products.kind,
  image: sql<string | null>`coalesce(
    (select i.file from product_images i where i.variant_id = ${productVariants.id}
      order by i.sequence limit 1),
    (select i.file from product_images i where i.product_id = ${products.id}
      order by i.sequence limit 1))`,
  // furniture is carried up piece by piece when the flat has no lift (ADR 022)
  isFurniture: sql<boolean>`exists (select 1 from product_categories pc
    join categories c on c.id = pc.category_id
    where pc.product_id = ${products.id}
      and c.slug in (${sql.join(
        FURNITURE_CATEGORY_SLUGS.map((slug) => sql`${slug}`),
        sql`, `,
      )}))`,
  leadTimeDays: leadTimeColumn(),
}
export type VariantRow = {
  variantId: string
  productId: string
  storeId: string
  sku: string
  price: string
  salePrice: string | null
  pointsPrice: number | null
  stock: number
  size: Record<'en' | 'zh' | 'cn', string> | null
  colourName: Record<'en' | 'zh' | 'cn', string> | null
  productTitle: Record<'en' | 'zh' | 'cn', string>
  productStatus: 'ACTIVE' | 'INACTIVE'
  productKind: 'goods' | 'service'
  image: string | null
  isFurniture: boolean
  /** Working days to prepare; null: the default (delivery/lead-time.ts). */
  leadTimeDays: number | null
}

export const cartRepository = {
  async lines(db: Tx, accountId: string, storeId: string) {
    return db
      .select({
        ...variantColumns,
        qty: cartItems.qty,
        usePoints: cartItems.usePoints,
      })
      .from(cartItems)
      .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(colours, eq(colours.id, productVariants.colourId))
      .where(and(eq(cartItems.accountId, accountId), eq(cartItems.storeId, storeId)))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.variantId))
  },

  async variants(db: Tx, ids: string[]): Promise<VariantRow[]> {
    if (!ids.length) return []
    return db
      .select(variantColumns)
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(colours, eq(colours.id, productVariants.colourId))
      .where(inArray(productVariants.id, ids))
  },

  /** Adds `delta` to a line (creating it) and returns the new quantity; the caller validates. */
  async addToLine(
    tx: Tx,
    key: { accountId: string; storeId: string; variantId: string },
    delta: number,
    usePoints: boolean | undefined,
  ): Promise<{ qty: number; existed: boolean }> {
    const [before] = await tx
      .select({ qty: cartItems.qty })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.accountId, key.accountId),
          eq(cartItems.storeId, key.storeId),
          eq(cartItems.variantId, key.variantId),
        ),
      )
      .for('update')
    const qty = (before?.qty ?? 0) + delta
    if (qty > 0) {
      const [after] = await tx
        .insert(cartItems)
        .values({ ...key, qty, usePoints: usePoints ?? false })
        .onConflictDoUpdate({
          target: [cartItems.accountId, cartItems.storeId, cartItems.variantId],
          set: {
            qty: sql`${cartItems.qty} + ${delta}`,
            updatedAt: new Date(),
            ...(usePoints === undefined ? {} : { usePoints }),
          },
        })
        .returning({ qty: cartItems.qty })
      return { qty: after?.qty ?? qty, existed: Boolean(before) }
    }
    if (before) {
      await this.removeLines(tx, key.accountId, key.storeId, [key.variantId])
    }
    return { qty: Math.max(qty, 0), existed: Boolean(before) }
  },

  /**
   * Puts lines back in a cart (added to what is there): a shopper who cancelled or was declined
   * on the payment page finds the cart as it was.
   */
  async putBack(
    tx: Tx,
    accountId: string,
    storeId: string,
    lines: { variantId: string; qty: number; usePoints: boolean }[],
  ) {
    if (!lines.length) return
    await tx
      .insert(cartItems)
      .values(lines.map((line) => ({ accountId, storeId, ...line })))
      .onConflictDoUpdate({
        target: [cartItems.accountId, cartItems.storeId, cartItems.variantId],
        set: { qty: sql`${cartItems.qty} + excluded.qty`, updatedAt: new Date() },
      })
  },

  async removeLines(tx: Tx, accountId: string, storeId: string, variantIds?: string[]) {
    await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.accountId, accountId),
          eq(cartItems.storeId, storeId),
          variantIds ? inArray(cartItems.variantId, variantIds) : undefined,
        ),
      )
  },

  async totalQty(db: Tx, accountId: string, storeId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<string>`coalesce(sum(${cartItems.qty}), 0)` })
      .from(cartItems)
      .where(and(eq(cartItems.accountId, accountId), eq(cartItems.storeId, storeId)))
    return Number(row?.n ?? 0)
  },

  couriers(db: Tx, storeId: string, countryCode: string) {
    return db
      .select()
      .from(couriers)
      .where(
        and(
          eq(couriers.storeId, storeId),
          eq(couriers.countryCode, countryCode),
          eq(couriers.isActive, true),
        ),
      )
      .orderBy(asc(couriers.sequence), asc(couriers.code))
  },

  async pickupPoint(db: Tx, storeId: string, warehouseId: string) {
    const [row] = await db
      .select()
      .from(warehouses)
      .where(
        and(
          eq(warehouses.id, warehouseId),
          eq(warehouses.storeId, storeId),
          eq(warehouses.isPickupPoint, true),
        ),
      )
    return row
  },

  /** A voucher by its code (case-insensitive); locked for update at checkout. */
  async voucher(db: Tx, storeId: string, code: string, lock = false) {
    const query = db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.storeId, storeId), sql`upper(${vouchers.code}) = upper(${code})`))
    const [row] = lock ? await query.for('update') : await query
    return row
  },

  /**
   * Live uses of a voucher by a person: by the account, or on any order (another guest or
   * registered account's) with the same contact e-mail or phone. Released and cancelled orders
   * no longer hold a redemption.
   */
  async redemptionsBy(
    db: Tx,
    voucherId: string,
    person: { accountId: string; email: string | null; phone: string | null },
  ): Promise<number> {
    const [row] = await db
      .select({ n: sql<string>`count(*)` })
      .from(voucherRedemptions)
      .innerJoin(orders, eq(orders.id, voucherRedemptions.orderId))
      .where(
        and(
          eq(voucherRedemptions.voucherId, voucherId),
          ne(orders.status, 'cancelled'),
          or(
            eq(voucherRedemptions.accountId, person.accountId),
            person.email ? sql`lower(${orders.contactEmail}) = ${person.email}` : undefined,
            person.phone ? eq(orders.contactPhone, person.phone) : undefined,
          ),
        ),
      )
    return Number(row?.n ?? 0)
  },

  /** Gift rules running now, cheapest threshold first, with their gift variant. */
  async giftRules(db: Tx, storeId: string, now: Date) {
    const rules = await db
      .select()
      .from(giftRules)
      .where(
        and(
          eq(giftRules.storeId, storeId),
          eq(giftRules.isActive, true),
          or(isNull(giftRules.startsAt), lte(giftRules.startsAt, now)),
          or(isNull(giftRules.endsAt), gt(giftRules.endsAt, now)),
        ),
      )
      .orderBy(asc(giftRules.minSpend))
    const variants = await this.variants(
      db,
      rules.map((r) => r.variantId),
    )
    return rules.flatMap((rule) => {
      const variant = variants.find((v) => v.variantId === rule.variantId)
      return variant ? [{ rule, variant }] : []
    })
  },
}
