import {
  categoryHierarchy,
  categoryList,
  errorEnvelope,
  productFilters,
  toCents,
  warehouseList,
} from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { siteConfiguration } from '#api/db/seed/site-configuration.ts'
import { MAIN_STORE_ID, MINI_STORE_ID } from '#api/db/seed/stores.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'

const store = (id: string) => `/api/v1/stores/${id}`
const UNKNOWN_STORE = '00000000-0000-4000-8000-000000000000'

describe.each(testDatabases)('categories and warehouses on $name', (kind) => {
  let database: Database
  let app: FastifyInstance

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await buildApi(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const get = (url: string) => app.inject({ url, headers: { host: 'shop.example' } })

  it('pages categories 5 at a time, sorted by English title, with a followable next page', async () => {
    const first = categoryList.parse(
      (await get(`${store(MAIN_STORE_ID)}/product-management/categories/all`)).json(),
    )
    expect(first.data).toHaveLength(5)
    expect(first.total).toBe(25)
    const titles = first.data.map((c) => c.title.en)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)))
    expect(first.next_page_url).toMatch(/^http:\/\/shop\.example\/.*page=2/)

    const seen = [...first.data]
    let next = first.next_page_url
    while (next) {
      const page = categoryList.parse((await get(next.replace('http://shop.example', ''))).json())
      seen.push(...page.data)
      next = page.next_page_url
    }
    expect(new Set(seen.map((c) => c._id)).size).toBe(25)
  })

  it('nests children under parents, and every menu link names a real category', async () => {
    const response = await get(`${store(MAIN_STORE_ID)}/product-management/categories/all/hierachy`)
    expect(response.statusCode).toBe(200)
    const tree = categoryHierarchy.parse(response.json())
    const livingRoom = tree.find((node) => node.slug === 'living-room')
    expect(livingRoom?.children.map((c) => c.slug)).toEqual([
      'sofas',
      'armchairs',
      'coffee-tables',
      'tv-cabinets',
    ])
    for (const child of livingRoom?.children ?? []) expect(child.parent_id).toBe(livingRoom?._id)

    const slugs = new Set(tree.flatMap((node) => [node.slug, ...node.children.map((c) => c.slug)]))
    const linked = JSON.stringify(siteConfiguration.menu).match(/category=[a-z-]+/g) ?? []
    expect(linked.length).toBeGreaterThan(20)
    for (const link of linked) expect(slugs).toContain(link.replace('category=', ''))
  })

  it('lists each store its own warehouses', async () => {
    const main = warehouseList.parse((await get(`${store(MAIN_STORE_ID)}/warehouses/all`)).json())
    expect(main.data.map((w) => w.code)).toEqual(['WCH', 'KTW'])
    expect(main.next_page_url).toBeNull()
    const mini = warehouseList.parse((await get(`${store(MINI_STORE_ID)}/warehouses/all`)).json())
    expect(mini.data.map((w) => w.store_id)).toEqual([MINI_STORE_ID])
  })

  it('offers the brands and colours in use and the price range to filter by', async () => {
    const filters = productFilters.parse(
      (await get(`${store(MAIN_STORE_ID)}/product-management/products/filters`)).json(),
    )
    expect(filters.brands.map((b) => b.slug)).toContain('harbour-oak')
    expect(filters.colours.map((c) => c.slug)).toContain('walnut')
    expect(filters.colours.every((c) => /^#[0-9a-f]{6}$/.test(c.hex))).toBe(true)
    const [min, max] = [toCents(filters.price.min), toCents(filters.price.max)]
    expect(min).toBeGreaterThan(0)
    expect(min).toBeLessThan(max)
    expect(max).toBeLessThanOrEqual(60_000_00)
  })

  it.each([
    '/product-management/categories/all',
    '/product-management/categories/all/hierachy',
    '/product-management/products/filters',
    '/warehouses/all',
  ])('answers an unknown store with 404 on %s', async (path) => {
    const response = await get(`${store(UNKNOWN_STORE)}${path}`)
    expect(response.statusCode).toBe(404)
    expect(errorEnvelope.parse(response.json()).code).toBe('STORE_NOT_FOUND')
  })

  it.each([
    ['not-a-uuid/product-management/categories/all', 'params.id'],
    [`${MAIN_STORE_ID}/product-management/categories/all?per_page=0`, 'querystring.per_page'],
    [`${MAIN_STORE_ID}/product-management/categories/all?page=abc`, 'querystring.page'],
    [`${MAIN_STORE_ID}/warehouses/all?per_page=100000`, 'querystring.per_page'],
  ])('rejects %s with a 400 naming %s', async (path, field) => {
    const response = await get(`/api/v1/stores/${path}`)
    expect(response.statusCode).toBe(400)
    const body = errorEnvelope.parse(response.json())
    expect(body.errors?.map((e) => e.path)).toContain(field)
  })
})
