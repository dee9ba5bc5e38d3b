import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { seedId } from '#api/db/seed/catalog-ids.ts'
import { MAIN_STORE_ID } from '#api/db/seed/stores.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'

const base = `/api/v1/stores/${MAIN_STORE_ID}`
const SOFA = seedId('product:SOF-03')

describe.each(testDatabases)('SQL issued per request on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let statements: string[] = []

  beforeAll(async () => {
    database = await seededDatabase(kind, { onQuery: (text) => statements.push(text) })
    app = await buildApi(database)
    // start-up work (such as the guest-account sweep) is not part of any request
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })
  beforeEach(() => {
    statements = []
  })

  const countFor = async (url: string) => {
    statements = []
    const response = await app.inject(url)
    expect(response.statusCode, response.body).toBe(200)
    return statements.length
  }

  it('lists products in two statements whether the page holds 5 or 60', async () => {
    const filters =
      'categories=living-room,dining&colours=oatmeal,walnut&price_max=60000&keyword=oak'
    const counts = []
    for (const query of ['per_page=5', 'per_page=60', `per_page=60&${filters}`]) {
      // nothing kept: the page's ids and total, then the cards (products found: the store exists)
      app.catalogueCache.clear()
      counts.push(await countFor(`${base}/product-management/products/filter?${query}`))
    }
    expect(counts).toEqual([2, 2, 2])
  })

  it('answers a list with new filters without SQL when its cards are kept, reading only the ids for a keyword (issue 19)', async () => {
    app.catalogueCache.clear()
    await countFor(`${base}/product-management/products/filter?per_page=100`)
    const varied = `${base}/product-management/products/filter?per_page=24&price_min=1234&sort=price-desc`
    // the filters' snapshot was read with the first list (ADR 036)
    expect(await countFor(varied)).toBe(0)
    expect(await countFor(`${varied}&keyword=sofa`)).toBe(1)
    expect(statements.join('\n')).not.toMatch(/json_build_object/)
  })

  it('answers a repeated product list from its short cache, without SQL, until a catalogue write clears it', async () => {
    const url = `${base}/product-management/products/filter?per_page=24&sort=newest`
    app.catalogueCache.clear()
    const first = await app.inject(url)
    const again = await app.inject(url)
    expect(statements).toHaveLength(2)
    expect(again.body).toBe(first.body)
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8')
    app.catalogueCache.clear()
    expect(await countFor(url)).toBe(2)
  })

  it('loads a product page in one statement', async () => {
    expect(await countFor(`${base}/product-management/products/${SOFA}/details`)).toBe(1)
  })

  it('keeps every other catalogue call to at most three statements', async () => {
    for (const url of [
      `${base}/product-management/categories/all?per_page=25`,
      `${base}/product-management/categories/all/hierachy`,
      `${base}/product-management/products/${SOFA}/reviews`,
      `${base}/related-products-urls?product_id=${SOFA}&per_page=40`,
      `${base}/warehouses/all`,
    ]) {
      expect(await countFor(url), url).toBeLessThanOrEqual(3)
    }
  })

  it('can answer keyword searches from indexes rather than reading every product', async () => {
    // with sequential scans priced out, the plan shows which indexes a keyword search can use
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const result = await tx.execute(sql`explain select id from products
        where search_terms @> array['沙发'] and search_text like '%沙发%'
        and search_text like '%velvet%'`)
      return JSON.stringify(result)
    })
    expect(plan).toMatch(/products_search_terms_idx|products_search_text_trgm_idx/)
    expect(plan).not.toMatch(/Seq Scan/)
  })
})
