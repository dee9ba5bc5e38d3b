import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import type { Database } from '../client.ts'
import { productImages, productReviews, products, productVariants } from '../schema/index.ts'
import { catalogueRows } from './catalog.ts'
import { seed } from './index.ts'

describe('seeded catalogue contents', () => {
  const { products: rows, variants, images } = catalogueRows

  it('offers at least 80 goods and services priced from about HKD 200 to 60,000', () => {
    expect(rows.length).toBeGreaterThanOrEqual(80)
    const prices = variants.map((v) => Number(v.price))
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(200)
    expect(Math.max(...prices)).toBeLessThanOrEqual(60_000)
    const types = new Set(rows.map((p) => p.serviceType).filter(Boolean))
    expect(types).toEqual(new Set(['appointment', 'quotation', 'project']))
  })

  it('has sales, points prices and sold-out products, and every product a picture', () => {
    expect(variants.some((v) => v.salePrice !== null)).toBe(true)
    expect(variants.some((v) => v.pointsPrice !== null)).toBe(true)
    const stockOf = (id: string) =>
      variants.filter((v) => v.productId === id).reduce((sum, v) => sum + (v.stock ?? 0), 0)
    expect(rows.filter((p) => stockOf(p.id as string) === 0).length).toBeGreaterThan(3)
    for (const product of rows) {
      expect(images.filter((i) => i.productId === product.id).length).toBeGreaterThanOrEqual(2)
    }
  })

  it('sells the Repulse Bay sofa in every size, but the 3-seater in sage is sold out', () => {
    // the product-page journeys choose this combination to ask for a back-in-stock e-mail
    const sofa = variants.filter((v) => v.sku?.startsWith('SOF-01-'))
    expect(sofa.find((v) => v.sku === 'SOF-01-2-SAGE')?.stock).toBe(0)
    expect(sofa.find((v) => v.sku === 'SOF-01-2-CHARCOAL')?.stock).toBeGreaterThan(0)
    expect(sofa.find((v) => v.sku === 'SOF-01-1-CHARCOAL')?.stock).toBeGreaterThan(0)
  })

  it('makes several furniture pieces to order, with a lead time in days', () => {
    const made = rows.filter((p) => p.leadTimeMinDays)
    expect(made.length).toBeGreaterThanOrEqual(3)
    for (const p of made) {
      expect(p.kind).toBe('goods')
      expect(p.leadTimeMaxDays).toBeGreaterThanOrEqual(p.leadTimeMinDays as number)
    }
  })

  it('gives unique slugs and SKUs', () => {
    expect(new Set(rows.map((p) => p.slug)).size).toBe(rows.length)
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length)
  })
})

describe.each(testDatabases)('seeding the catalogue on $name', (kind) => {
  let database: Database
  beforeAll(async () => {
    database = await seededDatabase(kind)
  })
  afterAll(async () => {
    await database?.close()
  })

  const counts = async () =>
    Promise.all(
      [products, productVariants, productImages, productReviews].map(async (table) => {
        const [row] = await database.db.select({ n: count() }).from(table)
        return row?.n
      }),
    )

  it('writes every row, and seeding again changes nothing', async () => {
    const before = await counts()
    expect(before[0]).toBe(catalogueRows.products.length)
    expect(before[1]).toBe(catalogueRows.variants.length)
    await seed(database.db)
    expect(await counts()).toEqual(before)
  })

  it('keeps an owner edit when seeding again', async () => {
    const lamp = eq(products.slug, 'lantern-table-lamp')
    await database.db.update(products).set({ sequence: 999 }).where(lamp)
    await seed(database.db)
    const [row] = await database.db
      .select({ sequence: products.sequence })
      .from(products)
      .where(lamp)
    expect(row?.sequence).toBe(999)
  })
})
