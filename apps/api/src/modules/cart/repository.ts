import { FURNITURE_CATEGORY_SLUGS } from '@shop/contract'
import { and, asc, eq, gt, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  cartItems,
  colours,
  couriers,
  giftRules,
  orders,
  type ProductStatusValue,
  products,
  productVariants,
  voucherRedemptions,
  vouchers,
  warehouses,
} from '../../db/schema/index.ts'
import type { Tx } from '../../lib/db-tx.ts'
import { salePriceNow } from '../catalog/sale-price.ts'
import { leadTimeColumn } from '../delivery/lead-time.ts'

/** Everything a cart line shows about its variant: one statement for the whole cart. */
const variantColumns = {
  variantId: productVariants.id,
  productId: products.id,
  storeId: products.storeId,
  sku: productVariants.sku,
  price: productVariants.price,
  salePrice: salePriceNow(),
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
  productStatus: ProductStatusValue
  productKind: 'goods' | 'service'
  image: string | null
  isFurniture: boolean
  /** Working days to prepare; null: the default (delivery/lead-time.ts). */
  leadTimeDays: number | null
}

export const cartRepository = {
  /** Units over the same lines `lines` reads, summed by the database. */
  async count(db: Tx, accountId: string, storeId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${cartItems.qty}), 0)::int` })
      .from(cartItems)
      .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(cartItems.accountId, accountId), eq(cartItems.storeId, storeId)))
    return Number(row?.n ?? 0)
  },

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

  /**
   * Adds `delta` to a line, in one statement (two when lowering removes it), no transaction: each
   * statement's row lock orders concurrent changes. A raise never takes the line beyond `stock`;
   * reaching 0 removes the line. Answers the line's new quantity and the cart's total, `null`
   * when nothing was written: a raise beyond stock, or lowering a line the cart does not hold.
   * Commits asynchronously (ADR 061): never call it inside a transaction, whose whole commit
   * would then stop waiting for the disk.
   */
  async changeLine(
    db: Db,
    key: { accountId: string; storeId: string; variantId: string },
    delta: number,
    usePoints: boolean | undefined,
    stock: number,
  ): Promise<{ qty: number; total: number } | null> {
    const { accountId, storeId, variantId } = key
    const line = and(
      eq(cartItems.accountId, accountId),
      eq(cartItems.storeId, storeId),
      eq(cartItems.variantId, variantId),
    )
    const points = usePoints === undefined ? sql`` : sql`, use_points = ${usePoints}`
    // the other lines as this statement sees them; the changed line's quantity is added below
    const others = sql`select coalesce(sum(${cartItems.qty}), 0)::int as n from ${cartItems}
      where ${cartItems.accountId} = ${accountId} and ${cartItems.storeId} = ${storeId}
        and ${cartItems.variantId} <> ${variantId}`
    // with the cart's total: the other lines as the statement sees them, plus the changed one.
    // ADR 061: a cart line is no money and no stock, so its change does not wait for the disk
    // (asynchronous commit, for this statement's transaction only); a crash may lose the last
    // fraction of a second of cart changes, never consistency.
    const withTotal = async (change: SQL) => {
      const result = await db.execute(
        sql`with others as (${others}), changed as (${change}),
            quick as (select set_config('synchronous_commit', 'off', true))
          select changed.qty, others.n + changed.qty as units from changed, others, quick`,
      )
      const [row] = (result as unknown as { rows: { qty: number; units: number }[] }).rows
      return row ? { qty: Number(row.qty), total: Number(row.units) } : null
    }
    if (delta > 0) {
      // a first unit beyond stock writes nothing; an existing line is checked by the update
      if (delta > stock) return null
      return withTotal(sql`insert into ${cartItems} (account_id, store_id, variant_id, qty, use_points)
        values (${accountId}, ${storeId}, ${variantId}, ${delta}, ${usePoints ?? false})
        on conflict (account_id, store_id, variant_id) do update
          set qty = ${cartItems}.qty + ${delta}, updated_at = now()${points}
          where ${cartItems}.qty + ${delta} <= ${stock}
        returning qty`)
    }
    // lowering: each statement's condition is on the line itself, so PostgreSQL checks it again
    // on the latest row once the row lock is had; a line raised between the two is tried again
    for (let attempt = 0; attempt < 3; attempt++) {
      const kept = await withTotal(sql`update ${cartItems}
        set qty = qty + ${delta}, updated_at = now()${points}
        where ${line} and qty + ${delta} > 0 returning qty`)
      if (kept) return kept
      const removed = await withTotal(
        sql`delete from ${cartItems} where ${line} and qty + ${delta} <= 0 returning 0 as qty`,
      )
      if (removed) return removed
      const [held] = await db.select({ qty: cartItems.qty }).from(cartItems).where(line)
      if (!held) return null
    }
    return null
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

  /**
   * Whether a person already has an order that was not cancelled: by the account, or by any
   * account whose order carries the same contact e-mail or phone (a "first order only" code).
   */
  async hasOrdered(
    db: Tx,
    person: { accountId: string; email: string | null; phone: string | null },
  ): Promise<boolean> {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          ne(orders.status, 'cancelled'),
          or(
            eq(orders.accountId, person.accountId),
            person.email ? sql`lower(${orders.contactEmail}) = ${person.email}` : undefined,
            person.phone ? eq(orders.contactPhone, person.phone) : undefined,
          ),
        ),
      )
      .limit(1)
    return row !== undefined
  },

  /** Gift rules running now, cheapest threshold first, with their gift variant: one statement. */
  async giftRules(db: Tx, storeId: string, now: Date) {
    return db
      .select({ rule: giftRules, variant: variantColumns })
      .from(giftRules)
      .innerJoin(productVariants, eq(productVariants.id, giftRules.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(colours, eq(colours.id, productVariants.colourId))
      .where(
        and(
          eq(giftRules.storeId, storeId),
          eq(giftRules.isActive, true),
          or(isNull(giftRules.startsAt), lte(giftRules.startsAt, now)),
          or(isNull(giftRules.endsAt), gt(giftRules.endsAt, now)),
        ),
      )
      .orderBy(asc(giftRules.minSpend), asc(giftRules.id))
  },
}
