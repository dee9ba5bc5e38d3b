import type { AdminProductSort, AdminVariant, LocalizedText, StockState } from '@shop/contract'
import { and, asc, desc, eq, exists, inArray, ne, not, or, type SQL, sql } from 'drizzle-orm'
import {
  brands,
  categories,
  colours,
  productCategories,
  products,
  productVariants,
  staffMembers,
  variantStockMovements,
} from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { foldSearchText } from '#api/lib/search-text.ts'
import { priceFromNow, salePriceNow } from '../catalog/index.ts'

export type ProductRow = typeof products.$inferSelect
export type ProductValues = Partial<Omit<typeof products.$inferInsert, 'id' | 'createdAt'>>
export type VariantValues = Partial<Omit<typeof productVariants.$inferInsert, 'id' | 'stock'>>

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
// correlated subqueries name the outer row explicitly (see catalog/product-fields.ts)
const pid = sql.raw('"products"."id"')

const variantStock = {
  inStock: sql`exists (select 1 from product_variants v where v.product_id = ${pid} and v.stock > 0)`,
  low: sql`exists (select 1 from product_variants v where v.product_id = ${pid}
    and v.stock <= v.low_stock_threshold)`,
}
const STOCK_FILTER: Record<StockState, SQL> = {
  sold_out: sql`not ${variantStock.inStock}`,
  low: sql`${variantStock.inStock} and ${variantStock.low}`,
  in_stock: sql`${variantStock.inStock} and not ${variantStock.low}`,
}
const totalStock = sql<number>`(select coalesce(sum(v.stock), 0)::int from product_variants v
  where v.product_id = ${pid})`
const ORDER: Record<AdminProductSort, SQL[]> = {
  newest: [desc(products.createdAt), asc(products.id)],
  title: [asc(sql`${products.title}->>'en'`), asc(products.id)],
  price: [asc(products.priceFrom), asc(products.id)],
  // sold out first: the list a restock starts from
  stock: [asc(totalStock), asc(products.id)],
}

export type ListFilter = {
  storeId: string
  search?: string
  category?: string
  statuses?: string[]
  stock?: StockState
  sort: AdminProductSort
  limit: number
  offset: number
}

const variantJson = sql.raw(`json_build_object('_id', v.id, 'product_id', v.product_id,
  'sku', v.sku, 'size', v.size, 'colour', case when c.id is null then null else
  json_build_object('_id', c.id, 'name', c.name) end, 'price', v.price::text,
  'sale_price', v.sale_price::text, 'sale_starts_at', v.sale_starts_at,
  'sale_ends_at', v.sale_ends_at, 'points_price', v.points_price, 'stock', v.stock,
  'low_stock_threshold', v.low_stock_threshold, 'sequence', v.sequence,
  'consultation_format', v.consultation_format, 'duration_minutes', v.duration_minutes`)

export type VariantJson = {
  _id: string
  product_id: string
  sku: string
  size: LocalizedText | null
  colour: { _id: string; name: LocalizedText } | null
  price: string
  sale_price: string | null
  sale_starts_at: string | null
  sale_ends_at: string | null
  points_price: number | null
  stock: number
  low_stock_threshold: number
  on_sale: boolean
  consultation_format: AdminVariant['consultation_format']
  duration_minutes: number | null
}

/** The back office's SQL on products, variants and stock movements (ADR 043). */
export const catalogAdminRepository = {
  /** A page of products and the total in one statement: every nested part a subquery. */
  async list(db: Tx, filter: ListFilter) {
    const conditions: (SQL | undefined)[] = [eq(products.storeId, filter.storeId)]
    if (filter.statuses) conditions.push(inArray(products.status, filter.statuses as never[]))
    if (filter.stock) conditions.push(STOCK_FILTER[filter.stock])
    if (filter.category)
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(productCategories)
            .innerJoin(categories, eq(categories.id, productCategories.categoryId))
            .where(
              and(
                eq(productCategories.productId, products.id),
                or(eq(categories.id, filter.category), eq(categories.parentId, filter.category)),
              ),
            ),
        ),
      )
    if (filter.search) {
      const raw = likeText(filter.search.toLowerCase())
      conditions.push(
        or(
          sql`${products.searchText} like ${likeText(foldSearchText(filter.search))}`,
          sql`lower(${products.slug}) like ${raw}`,
          sql`exists (select 1 from product_variants v where v.product_id = ${pid}
            and lower(v.sku) like ${raw})`,
        ),
      )
    }
    const rows = await db
      .select({
        id: products.id,
        slug: products.slug,
        title: products.title,
        status: products.status,
        priceFrom: products.priceFrom,
        createdAt: products.createdAt,
        brand: sql<{ _id: string; name: LocalizedText } | null>`(select json_build_object('_id',
          b.id, 'name', b.name) from brands b where b.id = "products"."brand_id")`,
        categories: sql<{ _id: string; title: LocalizedText }[]>`coalesce((select
          json_agg(json_build_object('_id', c.id, 'title', c.title) order by c.parent_id nulls first,
          c.sequence) from product_categories pc join categories c on c.id = pc.category_id
          where pc.product_id = ${pid}), '[]'::json)`,
        image: sql<string | null>`(select i.file from product_images i where i.product_id = ${pid}
          order by i.sequence limit 1)`,
        variants: sql<{
          count: number
          stock: number
          skus: string[] | null
          low: boolean | null
        }>`(
          select json_build_object('count', count(*), 'stock', coalesce(sum(v.stock), 0),
          'skus', json_agg(v.sku order by v.sequence), 'low', bool_or(v.stock <= v.low_stock_threshold))
          from product_variants v where v.product_id = ${pid})`,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(products)
      .where(and(...conditions))
      .orderBy(...ORDER[filter.sort])
      .limit(filter.limit)
      .offset(filter.offset)
    return rows
  },

  /** Whether a page past the end still has a total: counted apart, like the shop's list. */
  async count(db: Tx, storeId: string) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(eq(products.storeId, storeId))
    return row?.n ?? 0
  },

  async product(db: Tx, storeId: string, id: string) {
    const [row] = await db
      .select({
        product: products,
        categoryIds: sql<string[]>`coalesce((select json_agg(pc.category_id) from
          product_categories pc where pc.product_id = ${products.id}), '[]'::json)`,
      })
      .from(products)
      .where(and(eq(products.id, id), eq(products.storeId, storeId)))
    return row ?? null
  },

  /** The product row locked for an edit (ADR 043: a product edit takes only this lock). */
  async lockProduct(tx: Tx, storeId: string, id: string): Promise<ProductRow | null> {
    const [row] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.storeId, storeId)))
      .for('update')
    return row ?? null
  },

  async variantsOf(db: Tx, productIds: string[]): Promise<VariantJson[]> {
    if (!productIds.length) return []
    const rows = await db
      .select({
        json: sql<VariantJson>`${variantJson}, 'on_sale', ${salePriceNow('v')} is not null)`,
      })
      .from(sql`product_variants v left join colours c on c.id = v.colour_id`)
      .where(
        sql`v.product_id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
      .orderBy(sql`v.product_id, v.sequence, v.id`)
    return rows.map((r) => r.json)
  },

  async variants(db: Tx, ids: string[]): Promise<VariantJson[]> {
    if (!ids.length) return []
    const rows = await db
      .select({
        json: sql<VariantJson>`${variantJson}, 'on_sale', ${salePriceNow('v')} is not null)`,
      })
      .from(sql`product_variants v left join colours c on c.id = v.colour_id`)
      .where(
        sql`v.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
      .orderBy(sql`v.id`)
    return rows.map((r) => r.json)
  },

  /** The variant's product (its store and id), unlocked. */
  async variantOwner(db: Tx, variantId: string) {
    const [row] = await db
      .select({ productId: productVariants.productId, storeId: products.storeId })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.id, variantId))
    return row ?? null
  },

  async variantRows(tx: Tx, ids: string[]) {
    if (!ids.length) return []
    return tx.select().from(productVariants).where(inArray(productVariants.id, ids))
  },

  async slugTaken(db: Tx, storeId: string, slug: string, exceptId?: string) {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.storeId, storeId),
          eq(products.slug, slug),
          exceptId ? ne(products.id, exceptId) : undefined,
        ),
      )
    return Boolean(row)
  },

  async skuTaken(db: Tx, sku: string, exceptId?: string) {
    const [row] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          sql`lower(${productVariants.sku}) = lower(${sku})`,
          exceptId ? ne(productVariants.id, exceptId) : undefined,
        ),
      )
    return Boolean(row)
  },

  /** Ids among `ids` that do not exist (the form's categories, brand, colour). */
  async missing(db: Tx, table: 'categories' | 'brands' | 'colours', ids: string[]) {
    if (!ids.length) return []
    const t = { categories, brands, colours }[table]
    const found = await db.select({ id: t.id }).from(t).where(inArray(t.id, ids))
    const known = new Set(found.map((r) => r.id))
    return ids.filter((id) => !known.has(id))
  },

  /** What the search text is made of besides the title: the brand's and categories' names. */
  async searchParts(db: Tx, brandId: string | null, categoryIds: string[]) {
    const [brand] = brandId
      ? await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId))
      : []
    const titles = categoryIds.length
      ? await db
          .select({ title: categories.title })
          .from(categories)
          .where(inArray(categories.id, categoryIds))
      : []
    return { brand: brand?.name ?? null, categories: titles.map((c) => c.title) }
  },

  async insertProduct(tx: Tx, values: typeof products.$inferInsert): Promise<ProductRow> {
    const [row] = await tx.insert(products).values(values).returning()
    if (!row) throw new Error('product insert returned nothing')
    return row
  },

  async updateProduct(tx: Tx, id: string, values: ProductValues): Promise<ProductRow> {
    const [row] = await tx.update(products).set(values).where(eq(products.id, id)).returning()
    if (!row) throw new Error('product update returned nothing')
    return row
  },

  async setCategories(tx: Tx, productId: string, categoryIds: string[]) {
    await tx.delete(productCategories).where(eq(productCategories.productId, productId))
    if (categoryIds.length)
      await tx
        .insert(productCategories)
        .values([...new Set(categoryIds)].map((categoryId) => ({ productId, categoryId })))
  },

  async insertVariant(
    tx: Tx,
    values: typeof productVariants.$inferInsert,
  ): Promise<typeof productVariants.$inferSelect> {
    const [row] = await tx.insert(productVariants).values(values).returning()
    if (!row) throw new Error('variant insert returned nothing')
    return row
  },

  async nextVariantSequence(tx: Tx, productId: string) {
    const [row] = await tx
      .select({ n: sql<number>`coalesce(max(${productVariants.sequence}) + 1, 0)`.mapWith(Number) })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
    return row?.n ?? 0
  },

  async updateVariant(tx: Tx, id: string, values: VariantValues) {
    if (!Object.keys(values).length) return
    await tx.update(productVariants).set(values).where(eq(productVariants.id, id))
  },

  /**
   * Keeps `price_from` equal to the cheapest price paid now, for these products (the caller
   * holds their variants), or for every product whose sale window opened or closed (`null`).
   * Answers the ids whose price changed.
   */
  async refreshPriceFrom(db: Tx, productIds: string[] | null): Promise<string[]> {
    const now = priceFromNow(pid)
    const rows = await db
      .update(products)
      .set({ priceFrom: now })
      .where(
        and(
          productIds ? inArray(products.id, [...productIds].sort()) : undefined,
          not(sql`${products.priceFrom} = ${now}`),
        ),
      )
      .returning({ id: products.id })
    return rows.map((r) => r.id)
  },

  async insertMovement(tx: Tx, values: typeof variantStockMovements.$inferInsert) {
    const [row] = await tx.insert(variantStockMovements).values(values).returning()
    if (!row) throw new Error('stock movement insert returned nothing')
    return row
  },

  async movements(db: Tx, variantId: string, limit: number, offset: number) {
    return db
      .select({
        movement: variantStockMovements,
        staffName: staffMembers.name,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(variantStockMovements)
      .leftJoin(staffMembers, eq(staffMembers.id, variantStockMovements.staffId))
      .where(eq(variantStockMovements.variantId, variantId))
      .orderBy(desc(variantStockMovements.createdAt), desc(variantStockMovements.id))
      .limit(limit)
      .offset(offset)
  },

  async options(db: Tx, storeId: string) {
    const [categoryRows, brandRows, colourRows] = await Promise.all([
      db
        .select({ id: categories.id, parentId: categories.parentId, title: categories.title })
        .from(categories)
        .where(eq(categories.storeId, storeId))
        .orderBy(sql`${categories.parentId} nulls first`, asc(categories.sequence)),
      db.select().from(brands).orderBy(sql`${brands.name}->>'en'`),
      db.select().from(colours).orderBy(sql`${colours.name}->>'en'`),
    ])
    return { categoryRows, brandRows, colourRows }
  },

  /** Every variant of the store's products with its product, for the CSV export: one statement. */
  async exportRows(db: Tx, storeId: string) {
    return db
      .select({
        product: products,
        variant: productVariants,
        brand: brands.slug,
        colour: colours.slug,
        categories: sql<string[]>`coalesce((select json_agg(c.slug order by c.parent_id nulls first,
          c.sequence) from product_categories pc join categories c on c.id = pc.category_id
          where pc.product_id = ${products.id}), '[]'::json)`,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(colours, eq(colours.id, productVariants.colourId))
      .where(eq(products.storeId, storeId))
      .orderBy(asc(products.slug), asc(productVariants.sequence), asc(productVariants.id))
  },

  /** Products of the store by slug with their brand's and categories' slugs (the import). */
  async productsBySlug(db: Tx, storeId: string, slugs: string[]) {
    if (!slugs.length) return []
    return db
      .select({
        product: products,
        brand: brands.slug,
        categories: sql<string[]>`coalesce((select json_agg(c.slug) from product_categories pc
          join categories c on c.id = pc.category_id where pc.product_id = ${products.id}), '[]'::json)`,
      })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(and(eq(products.storeId, storeId), inArray(products.slug, slugs)))
  },

  /** Variants of any store whose SKU (any case) is among `skus`. */
  async variantsBySku(db: Tx, skus: string[]) {
    if (!skus.length) return []
    return db
      .select({ id: productVariants.id, sku: productVariants.sku, storeId: products.storeId })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        sql`lower(${productVariants.sku}) in (${sql.join(
          skus.map((s) => sql`${s.toLowerCase()}`),
          sql`, `,
        )})`,
      )
  },

  /** Slug → id of the store's categories, and of all brands and colours (the import's names). */
  async slugIds(db: Tx, storeId: string) {
    const [categoryRows, brandRows, colourRows] = await Promise.all([
      db
        .select({ id: categories.id, slug: categories.slug })
        .from(categories)
        .where(eq(categories.storeId, storeId)),
      db.select({ id: brands.id, slug: brands.slug }).from(brands),
      db.select({ id: colours.id, slug: colours.slug }).from(colours),
    ])
    const map = (rows: { id: string; slug: string }[]) => new Map(rows.map((r) => [r.slug, r.id]))
    return { categories: map(categoryRows), brands: map(brandRows), colours: map(colourRows) }
  },

  /** Products locked in id order, after their variants (ADR 043's order: variants → product). */
  async lockProducts(tx: Tx, storeId: string, ids: string[]) {
    if (!ids.length) return []
    return tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), inArray(products.id, [...new Set(ids)].sort())))
      .orderBy(asc(products.id))
      .for('update')
  },

  async productCounts(db: Tx, storeId: string) {
    const [row] = await db
      .select({
        products: sql<number>`count(distinct ${products.id})`.mapWith(Number),
        variants: sql<number>`count(${productVariants.id})`.mapWith(Number),
      })
      .from(products)
      .leftJoin(productVariants, eq(productVariants.productId, products.id))
      .where(eq(products.storeId, storeId))
    return { products: row?.products ?? 0, variants: row?.variants ?? 0 }
  },
}
