import { PRODUCT_SORT_KEYS, productFilterQuery } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import {
  categories,
  colours,
  productCategories,
  products,
  productVariants,
} from '#api/db/schema/index.ts'
import { MAIN_STORE_ID, MINI_STORE_ID } from '#api/db/seed/stores.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { filterSnapshot } from './filter-snapshot.ts'
import { type ProductRepository, productRepository } from './product-repository.ts'
import { productSearchFields } from './search.ts'

describe.each(testDatabases)('product list from the kept snapshot on $name', (kind) => {
  let database: Database
  let repo: ProductRepository
  let statements = 0

  beforeAll(async () => {
    database = await seededDatabase(kind, { onQuery: () => statements++ })
    repo = productRepository(database.db)
  })
  afterAll(async () => {
    await database?.close()
  })

  const snapshotOf = (maxProducts = 2_000) =>
    filterSnapshot({
      ttlMs: 60_000,
      maxProducts,
      maxStores: 4,
      load: (storeId, limit) => repo.snapshotRows(storeId, limit),
    })
  const query = (params: Record<string, string>) => productFilterQuery.parse(params)

  /** Filter combinations a shopper can make, with ids and slugs read from the seeded catalogue. */
  async function variedFilters(): Promise<Record<string, string>[]> {
    const one = async (statement: ReturnType<typeof sql>) =>
      ((await database.db.execute(statement)) as unknown as { rows: { v: string }[] }).rows.map(
        (r) => r.v,
      )
    const [parentId] = await one(
      sql`select id::text v from categories where parent_id is null order by slug limit 1`,
    )
    const [childId] = await one(
      sql`select id::text v from categories where parent_id is not null order by slug limit 1`,
    )
    const [brandId] = await one(sql`select id::text v from brands order by slug limit 1`)
    const [colourId] = await one(sql`select id::text v from colours order by slug limit 1`)
    // prices exactly as written, so a bound equal to a price is checked on both sides
    const prices = await one(sql`select distinct coalesce(sale_price, price)::text v
      from product_variants order by 1 limit 40`)
    const price = (i: number) => prices[i % prices.length] as string
    return [
      {},
      { categories: 'living-room' },
      { categories: 'sofas,beds' },
      { categories: 'living-room', price_min: '1299.50', price_max: '1299.50' },
      { categories: `${parentId},dining` },
      { categories: childId as string },
      { categories: 'no-such-room' },
      { brands: 'peak-atelier' },
      { brands: `${brandId},peak-atelier` },
      { colours: 'navy,oatmeal,walnut' },
      { colours: colourId as string },
      { brands: 'peak-atelier', colours: 'navy' },
      { price_min: price(3) },
      { price_max: price(7) },
      { price_min: price(2), price_max: price(2) },
      { price_min: '1000', price_max: '3000' },
      { price_min: '1299.5' },
      { price_min: '0.1', price_max: '1e5' },
      { colours: 'oatmeal,walnut', price_max: '60000', categories: 'living-room,dining' },
      { colours: 'navy', price_min: price(11) },
      { categories: 'living-room', brands: 'peak-atelier', price_min: '500' },
      { price_min: '9999999' },
    ]
  }

  /**
   * What the seed lacks: products only in a child category (the seed puts each in the parent too)
   * and twins of one price and place, which only the id orders.
   */
  async function addEdgeProducts() {
    const [sofas] = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.slug} = 'sofas' and ${categories.storeId} = ${MAIN_STORE_ID}`)
    const [navy] = await database.db
      .select({ id: colours.id })
      .from(colours)
      .where(sql`${colours.slug} = 'navy'`)
    for (const i of [1, 2, 3]) {
      const title = { en: `Twin sofa ${i}`, zh: '梳化', cn: '沙发' }
      const [row] = await database.db
        .insert(products)
        .values({
          storeId: MAIN_STORE_ID,
          slug: `twin-sofa-${i}`,
          title,
          description: title,
          sequence: 5,
          priceFrom: '1299.50',
          ...productSearchFields({ title, brand: null, categories: [], tags: [] }),
        })
        .returning({ id: products.id })
      const productId = row?.id as string
      await database.db
        .insert(productCategories)
        .values({ productId, categoryId: sofas?.id as string })
      await database.db.insert(productVariants).values({
        productId,
        sku: `TWIN-${i}`,
        price: '1500.00',
        salePrice: '1299.50',
        colourId: i === 1 ? (navy?.id ?? null) : null,
      })
    }
  }

  it('answers exactly like the statement for varied filters, every sort and page', async () => {
    await addEdgeProducts()
    const snapshot = snapshotOf()
    let compared = 0
    for (const filters of await variedFilters()) {
      for (const sort of PRODUCT_SORT_KEYS) {
        for (const [page, perPage] of [
          [1, 7],
          [2, 7],
          [3, 7],
          [1, 100],
          [40, 24],
        ]) {
          const q = query({ ...filters, sort, page: String(page), per_page: String(perPage) })
          const expected = await repo.filterIds(MAIN_STORE_ID, q)
          expect(await snapshot.ids(MAIN_STORE_ID, q), JSON.stringify(q)).toEqual(expected)
          if (expected.ids.length) compared++
        }
      }
    }
    // the combinations found products, so equal answers were not just empty ones
    expect(compared).toBeGreaterThan(300)
  })

  it('reads the store once while kept, and again after a clear, seeing the new product', async () => {
    const snapshot = snapshotOf()
    statements = 0
    await snapshot.ids(MAIN_STORE_ID, query({ price_min: '100' }))
    await snapshot.ids(MAIN_STORE_ID, query({ sort: 'newest', page: '2' }))
    expect(statements).toBe(1)
    const title = { en: 'Aaa snapshot stool', zh: '凳', cn: '凳' }
    const [added] = await database.db
      .insert(products)
      .values({
        storeId: MAIN_STORE_ID,
        slug: 'snapshot-stool',
        title,
        description: title,
        sequence: -1,
        ...productSearchFields({ title, brand: null, categories: [], tags: [] }),
      })
      .returning({ id: products.id })
    const first = query({ per_page: '1' })
    expect((await snapshot.ids(MAIN_STORE_ID, first))?.ids).not.toEqual([added?.id])
    snapshot.clear()
    expect((await snapshot.ids(MAIN_STORE_ID, first))?.ids).toEqual([added?.id])
    expect(await snapshot.ids(MAIN_STORE_ID, first)).toEqual(
      await repo.filterIds(MAIN_STORE_ID, first),
    )
  })

  it('leaves keywords and stores too large to keep to SQL, and keeps no empty store', async () => {
    expect(await snapshotOf().ids(MAIN_STORE_ID, query({ keyword: 'sofa' }))).toBeNull()
    expect(await snapshotOf(10).ids(MAIN_STORE_ID, query({}))).toBeNull()
    const snapshot = snapshotOf()
    statements = 0
    expect(await snapshot.ids(MINI_STORE_ID, query({}))).toEqual({ ids: [], total: 0 })
    expect(await snapshot.ids(MINI_STORE_ID, query({}))).toEqual({ ids: [], total: 0 })
    expect(statements).toBe(2)
  })
})
