import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { categories, productReviews, products, stores, warehouses } from '../../db/schema/index.ts'

type Page = { page: number; perPage: number }
const window = ({ page, perPage }: Page) => ({ limit: perPage, offset: (page - 1) * perPage })

const categoryColumns = {
  id: categories.id,
  slug: categories.slug,
  title: categories.title,
  parentId: categories.parentId,
  sequence: categories.sequence,
}

/** Stores, categories, reviews and warehouses: each call a fixed number of indexed statements. */
export function catalogRepository(db: Db) {
  return {
    /** Whether the store exists and, when asked, whether the product is listed in it. */
    async locate(storeId: string, productId?: string) {
      const [row] = await db
        .select({
          store: sql<boolean>`exists (select 1 from ${stores} where ${stores.id} = ${storeId})`,
          product: productId
            ? sql<boolean>`exists (select 1 from ${products} where ${products.id} = ${productId}
                and ${products.storeId} = ${storeId} and ${products.status} = 'ACTIVE')`
            : sql<boolean>`false`,
        })
        .from(sql`(select 1) as one`)
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
