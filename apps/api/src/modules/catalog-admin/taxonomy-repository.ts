import type { LocalizedText } from '@shop/contract'
import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm'
import { brands, categories, colours, products } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type CategoryRow = typeof categories.$inferSelect
export type BrandRow = typeof brands.$inferSelect
export type ColourRow = typeof colours.$inferSelect

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const nameMatches = (name: SQL | unknown, slug: unknown, search?: string) =>
  search
    ? or(sql`${name}::text ilike ${likeText(search)}`, sql`${slug} ilike ${likeText(search)}`)
    : undefined

const categoryProducts = sql<number>`(select count(*)::int from product_categories pc
  where pc.category_id = "categories"."id")`
const categoryChildren = sql<number>`(select count(*)::int from categories child
  where child.parent_id = "categories"."id")`
const brandProducts = sql<number>`(select count(*)::int from products p
  where p.brand_id = "brands"."id")`
// pictures name a colour too: a colour only a picture uses is still in use
const colourProducts = sql<number>`(select count(*)::int from (
  select v.product_id from product_variants v where v.colour_id = "colours"."id"
  union select i.product_id from product_images i where i.colour_id = "colours"."id") used)`

/** SQL of the back office's categories, brands and colours (ADR 044). */
export const taxonomyRepository = {
  /** Every category of the store with its counts, parents first then by place: one statement. */
  async categories(db: Tx, storeId: string) {
    return db
      .select({
        category: categories,
        productsCount: categoryProducts,
        childrenCount: categoryChildren,
      })
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.sequence), asc(sql`${categories.title}->>'en'`), asc(categories.id))
  },

  async category(db: Tx, storeId: string, id: string) {
    const [row] = await db
      .select({
        category: categories,
        productsCount: categoryProducts,
        childrenCount: categoryChildren,
      })
      .from(categories)
      .where(and(eq(categories.storeId, storeId), eq(categories.id, id)))
    return row
  },

  /**
   * Locks the store's whole tree (rows in id order): two staff nesting A under B and B under A at
   * once would otherwise each pass the cycle check. The tree is small; writes to it are rare.
   */
  async lockTree(tx: Tx, storeId: string): Promise<CategoryRow[]> {
    return tx
      .select()
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.id))
      .for('update')
  },

  async insertCategory(tx: Tx, values: typeof categories.$inferInsert): Promise<CategoryRow> {
    const [row] = await tx.insert(categories).values(values).returning()
    if (!row) throw new Error('category insert returned nothing')
    return row
  },

  async updateCategory(tx: Tx, id: string, values: Partial<typeof categories.$inferInsert>) {
    await tx.update(categories).set(values).where(eq(categories.id, id))
  },

  async deleteCategory(tx: Tx, id: string) {
    await tx.delete(categories).where(eq(categories.id, id))
  },

  async categorySlugTaken(db: Tx, storeId: string, slug: string, exceptId?: string) {
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.storeId, storeId),
          eq(categories.slug, slug),
          exceptId ? ne(categories.id, exceptId) : undefined,
        ),
      )
    return Boolean(row)
  },

  async brands(db: Tx, search: string | undefined, limit: number, offset: number) {
    const where = nameMatches(brands.name, brands.slug, search)
    const [rows, [total]] = await Promise.all([
      db
        .select({ brand: brands, productsCount: brandProducts })
        .from(brands)
        .where(where)
        .orderBy(asc(sql`${brands.name}->>'en'`), asc(brands.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(brands).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  async brand(db: Tx, id: string, lock = false) {
    const query = db
      .select({ brand: brands, productsCount: brandProducts })
      .from(brands)
      .where(eq(brands.id, id))
    const [row] = lock ? await query.for('update', { of: brands }) : await query
    return row
  },

  async insertBrand(tx: Tx, values: typeof brands.$inferInsert): Promise<BrandRow> {
    const [row] = await tx.insert(brands).values(values).returning()
    if (!row) throw new Error('brand insert returned nothing')
    return row
  },

  async updateBrand(tx: Tx, id: string, values: Partial<typeof brands.$inferInsert>) {
    await tx.update(brands).set(values).where(eq(brands.id, id))
  },

  async deleteBrand(tx: Tx, id: string) {
    await tx.delete(brands).where(eq(brands.id, id))
  },

  async colours(db: Tx, search: string | undefined, limit: number, offset: number) {
    const where = nameMatches(colours.name, colours.slug, search)
    const [rows, [total]] = await Promise.all([
      db
        .select({ colour: colours, productsCount: colourProducts })
        .from(colours)
        .where(where)
        .orderBy(asc(sql`${colours.name}->>'en'`), asc(colours.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: sql<number>`count(*)::int` }).from(colours).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  },

  async colour(db: Tx, id: string, lock = false) {
    const query = db
      .select({ colour: colours, productsCount: colourProducts })
      .from(colours)
      .where(eq(colours.id, id))
    const [row] = lock ? await query.for('update', { of: colours }) : await query
    return row
  },

  async insertColour(tx: Tx, values: typeof colours.$inferInsert): Promise<ColourRow> {
    const [row] = await tx.insert(colours).values(values).returning()
    if (!row) throw new Error('colour insert returned nothing')
    return row
  },

  async updateColour(tx: Tx, id: string, values: Partial<typeof colours.$inferInsert>) {
    await tx.update(colours).set(values).where(eq(colours.id, id))
  },

  async deleteColour(tx: Tx, id: string) {
    await tx.delete(colours).where(eq(colours.id, id))
  },

  /** Brands and colours have one slug space each, across stores. */
  async slugTaken(db: Tx, table: 'brands' | 'colours', slug: string, exceptId?: string) {
    const t = table === 'brands' ? brands : colours
    const [row] = await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.slug, slug), exceptId ? ne(t.id, exceptId) : undefined))
    return Boolean(row)
  },

  /**
   * What the search text of the products under a renamed brand or category is made of: title,
   * tags, brand name and category titles, one statement.
   */
  async searchSources(tx: Tx, by: { brandId: string } | { categoryId: string }) {
    const where =
      'brandId' in by
        ? eq(products.brandId, by.brandId)
        : sql`exists (select 1 from product_categories pc
            where pc.product_id = "products"."id" and pc.category_id = ${by.categoryId})`
    return tx
      .select({
        id: products.id,
        title: products.title,
        tags: products.tags,
        brand: sql<LocalizedText | null>`(select b.name from brands b
          where b.id = "products"."brand_id")`,
        categories: sql<LocalizedText[]>`coalesce((select json_agg(c.title)
          from product_categories pc join categories c on c.id = pc.category_id
          where pc.product_id = "products"."id"), '[]'::json)`,
      })
      .from(products)
      .where(where)
  },

  async setSearchFields(tx: Tx, id: string, fields: { searchText: string; searchTerms: string[] }) {
    await tx.update(products).set(fields).where(eq(products.id, id))
  },
}
