import type { LocalizedText } from '@shop/contract'
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '#api/db/client.ts'
import {
  brands,
  categories,
  colours,
  productReviews,
  products,
  productVariants,
  stores,
  warehouses,
} from '#api/db/schema/index.ts'

type Page = { page: number; perPage: number }
const window = ({ page, perPage }: Page) => ({ limit: perPage, offset: (page - 1) * perPage })

const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  title: categories.title,
  parentId: categories.parentId,
  sequence: categories.sequence,
}

/**
 * Stores found, per database: a store is only ever added (the seed), never removed, so once seen
 * it is known without asking again. Every signed-in cart and wishlist call checks its store; this
 * saves that statement (issue 31). Only stores that exist are kept, so the set stays small.
 */
const storesSeen = new WeakMap<Db, Set<string>>()

/** Stores, categories, reviews and warehouses: each call a fixed number of indexed statements. */
export function catalogRepository(db: Db) {
  const known = storesSeen.get(db) ?? new Set<string>()
  storesSeen.set(db, known)
  return {
    /** Whether the store exists and, when asked, whether the product is listed in it. */
    async locate(storeId: string, productId?: string) {
      if (!productId && known.has(storeId)) return { store: true, product: false }
      const [row] = await db
        .select({
          store: sql<boolean>`exists (select 1 from ${stores} where ${stores.id} = ${storeId})`,
          product: productId
            ? sql<boolean>`exists (select 1 from ${products} where ${products.id} = ${productId}
                and ${products.storeId} = ${storeId} and ${products.status} = 'ACTIVE')`
            : sql<boolean>`false`,
        })
        .from(sql`(select 1) as one`)
      if (row?.store) known.add(storeId)
      return { store: Boolean(row?.store), product: Boolean(row?.product) }
    },

    async categories(storeId: string, paging: Page) {
      const where = and(eq(categories.storeId, storeId), eq(categories.status, 'ACTIVE'))
      const { limit, offset } = window(paging)
      const [rows, [total]] = await Promise.all([
        db
          .select(categoryColumns)
          .from(categories)
          .where(where)
          // spec §9: default category sort is title.en ascending
          .orderBy(asc(sql`${categories.title}->>'en'`), asc(categories.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(categories).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** The whole tree in one statement; the service nests it. */
    allCategories(storeId: string) {
      return db
        .select(categoryColumns)
        .from(categories)
        .where(and(eq(categories.storeId, storeId), eq(categories.status, 'ACTIVE')))
        .orderBy(asc(categories.sequence), asc(sql`${categories.title}->>'en'`))
    },

    /** Brands and colours of the store's active products and their price range: one statement. */
    async filters(storeId: string) {
      // plain SQL with aliases: the subqueries join products to itself-named columns
      const active = sql`p.store_id = ${storeId} and p.status = 'ACTIVE'`
      const [row] = await db
        .select({
          brands: sql<{ _id: string; slug: string; name: LocalizedText }[]>`coalesce((
            select json_agg(json_build_object('_id', b.id, 'slug', b.slug, 'name', b.name)
              order by b.name->>'en')
            from ${brands} b
            where exists (select 1 from ${products} p where p.brand_id = b.id and ${active})
          ), '[]'::json)`,
          colours: sql<{ _id: string; slug: string; name: LocalizedText; hex: string }[]>`coalesce((
            select json_agg(
              json_build_object('_id', c.id, 'slug', c.slug, 'name', c.name, 'hex', c.hex)
              order by c.name->>'en')
            from ${colours} c
            where exists (
              select 1 from ${productVariants} v join ${products} p on p.id = v.product_id
              where v.colour_id = c.id and ${active})
          ), '[]'::json)`,
          min: sql<string | null>`(select min(p.price_from) from ${products} p where ${active})`,
          max: sql<string | null>`(select max(p.price_from) from ${products} p where ${active})`,
        })
        .from(sql`(select 1) as one`)
      return row
    },

    async reviews(productId: string, paging: Page) {
      const where = and(
        eq(productReviews.productId, productId),
        eq(productReviews.status, 'ACTIVE'),
      )
      const { limit, offset } = window(paging)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(productReviews)
          .where(where)
          // spec §9: reviews newest first
          .orderBy(desc(productReviews.createdAt), asc(productReviews.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(productReviews).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    async warehouses(storeId: string, paging: Page) {
      const where = eq(warehouses.storeId, storeId)
      const { limit, offset } = window(paging)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(warehouses)
          .where(where)
          .orderBy(asc(warehouses.sequence), asc(warehouses.code))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(warehouses).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },
  }
}
export type CatalogRepository = ReturnType<typeof catalogRepository>
