import { errorEnvelope, type ProductSummary, productList, toCents } from '@shop/contract'
import { like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { products } from '#api/db/schema/index.ts'
import { sortingListSeeds } from '#api/db/seed/configurations.ts'
import { MAIN_STORE_ID, MINI_STORE_ID } from '#api/db/seed/stores.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { productSearchFields } from './search.ts'
import { CHINESE_SORT_MAX_MATCHES } from './title-order.ts'

const filterUrl = (query = '', storeId = MAIN_STORE_ID) =>
  `/api/v1/stores/${storeId}/product-management/products/filter${query ? `?${query}` : ''}`

describe.each(testDatabases)('product filter on $name', (kind) => {
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

  const list = async (query = '') => {
    const response = await app.inject({ url: filterUrl(query), headers: { host: 'shop.example' } })
    expect(response.statusCode, response.body).toBe(200)
    return productList.parse(response.json())
  }
  /** Every product matching a query, following next_page_url to the end. */
  const all = async (query: string) => {
    let page = await list(`${query}&per_page=100`)
    const found: ProductSummary[] = [...page.data]
    while (page.next_page_url) {
      page = productList.parse((await app.inject(page.next_page_url)).json())
      found.push(...page.data)
    }
    return found
  }
  const slugs = (items: ProductSummary[]) => items.map((p) => p.slug)

  it('pages five products by default and links the next page', async () => {
    const page = await list()
    expect(page.data).toHaveLength(5)
    expect(page.total).toBeGreaterThanOrEqual(80)
    expect(page.current_page).toBe(1)
    expect(page.next_page_url).toBe(`http://shop.example${filterUrl('page=2&per_page=5')}`)
    const card = page.data[0] as ProductSummary
    expect(card.images[0]?.url).toMatch(/^\/api\/v1\/images\/[a-z0-9-]+\.webp$/)
    expect(card.price).toMatch(/^\d+\.\d{2}$/)
    expect(toCents(card.price)).toBeGreaterThan(0)
  })

  it('walks every page once, with no product twice and none missed', async () => {
    const first = await list('per_page=24')
    const seen: string[] = []
    let page = first
    for (;;) {
      seen.push(...page.data.map((p) => p._id))
      if (!page.next_page_url) break
      page = productList.parse((await app.inject(page.next_page_url)).json())
    }
    expect(seen).toHaveLength(first.total)
    expect(new Set(seen).size).toBe(first.total)
    const beyond = await list('per_page=24&page=99')
    expect(beyond).toMatchObject({ data: [], total: first.total, next_page_url: null })
  })

  it('filters by a category slug or id, and a parent category includes its children', async () => {
    const sofas = await all('categories=sofas')
    expect(sofas.length).toBeGreaterThanOrEqual(5)
    const livingRoom = await all('categories=living-room')
    expect(slugs(livingRoom)).toEqual(expect.arrayContaining(slugs(sofas)))
    expect(livingRoom.length).toBeGreaterThan(sofas.length)
    const both = await all('categories=sofas,beds')
    expect(both.length).toBe(sofas.length + (await all('categories=beds')).length)
  })

  it('combines brand, colour and price so one variant satisfies colour and price together', async () => {
    const found = await all(
      'categories=living-room&brands=peak-atelier&colours=navy&price_max=10000',
    )
    expect(found.length).toBeGreaterThan(0)
    for (const product of found) {
      expect(product.brand?.slug).toBe('peak-atelier')
      expect(product.colours.map((c) => c.slug)).toContain('navy')
    }
    // the Mid-Levels sofa comes in navy, but no navy one costs under HKD 10,000
    expect(slugs(found)).not.toContain('mid-levels-velvet-sofa')
    expect(slugs(await all('brands=peak-atelier&colours=navy'))).toContain('mid-levels-velvet-sofa')
  })

  it('keeps to the price range on the price actually paid', async () => {
    const found = await all('price_min=1000&price_max=3000')
    expect(found.length).toBeGreaterThan(3)
    // the card shows the cheapest variant; some variant is within the range
    for (const product of found) expect(toCents(product.price)).toBeLessThanOrEqual(3000_00)
  })

  it('sorts by every key of the product sorting list', async () => {
    const keys = sortingListSeeds.find((list) => list.slug === 'product')?.options.map((o) => o.key)
    for (const key of keys ?? []) expect((await list(`sort=${key}`)).data).toHaveLength(5)
    const cheap = (await list('sort=price-asc&per_page=30')).data.map((p) => toCents(p.price))
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b))
    const dear = (await list('sort=price-desc&per_page=30')).data.map((p) => toCents(p.price))
    expect(dear).toEqual([...dear].sort((a, b) => b - a))
    const newest = (await list('sort=newest&per_page=30')).data.map((p) => p.created_at)
    expect(newest).toEqual([...newest].sort().reverse())
  })

  it('orders names as a Chinese reader does: strokes on /zh, pinyin on /cn, with or without a keyword', async () => {
    // [slug, Traditional, Simplified]: first characters of 1, 3, 4, 7, 11 and 18 strokes, whose
    // pinyin is yi, da, mu, sha, shu and teng
    const names = [
      ['quillon-teng', '藤編扶手椅', '藤编扶手椅'],
      ['quillon-yi', '一字型書櫃', '一字型书柜'],
      ['quillon-shu', '梳化床', '梳化床'],
      ['quillon-da', '大班椅', '大班椅'],
      ['quillon-sha', '沙發凳', '沙发凳'],
      ['quillon-mu', '木茶几', '木茶几'],
    ] as const
    for (const [slug, zh, cn] of names) {
      const title = { en: `Quillon ${slug}`, zh, cn }
      await database.db.insert(products).values({
        storeId: MAIN_STORE_ID,
        slug,
        title,
        description: title,
        ...productSearchFields({ title, brand: null, categories: [], tags: [] }),
      })
    }
    app.catalogueCache.clear()
    const byStrokes = ['yi', 'da', 'mu', 'sha', 'shu', 'teng'].map((p) => `quillon-${p}`)
    const byPinyin = ['da', 'mu', 'sha', 'shu', 'teng', 'yi'].map((p) => `quillon-${p}`)
    expect(slugs(await all('keyword=quillon&sort=title-asc-zh'))).toEqual(byStrokes)
    expect(slugs(await all('keyword=quillon&sort=title-asc-cn'))).toEqual(byPinyin)
    // a page is cut from the ordered list
    expect(slugs((await list('keyword=quillon&sort=title-asc-zh&per_page=4&page=2')).data)).toEqual(
      byStrokes.slice(4),
    )
    // the whole catalogue, without a keyword, in the same order
    const ours = (found: ProductSummary[]) =>
      slugs(found).filter((slug) => slug.startsWith('quillon-'))
    expect(ours(await all('sort=title-asc-zh'))).toEqual(byStrokes)
    expect(ours(await all('sort=title-asc-cn'))).toEqual(byPinyin)
    // English stays A to Z
    expect(ours(await all('sort=title-asc'))).toEqual([...byStrokes].sort())
  })

  it('orders a keyword matching more than it sorts by Chinese names by their code points, paged alike', async () => {
    // more matches than title-order.ts reads: SQL orders them by code point, where 梳 (U+68B3,
    // 11 strokes) comes before 沙 (U+6C99, 7 strokes), and every page still holds its share
    const count = CHINESE_SORT_MAX_MATCHES + 1
    const rows = Array.from({ length: count }, (_, i) => {
      const n = String(i).padStart(4, '0')
      const first = i % 2 ? '沙' : '梳'
      const title = { en: `Brimfold ${n}`, zh: `${first}椅 ${n}`, cn: `${first}椅 ${n}` }
      return {
        storeId: MAIN_STORE_ID,
        slug: `brimfold-${n}`,
        title,
        description: title,
        ...productSearchFields({ title, brand: null, categories: [], tags: [] }),
      }
    })
    await database.db.insert(products).values(rows)
    app.catalogueCache.clear()
    const slug = (i: number) => `brimfold-${String(i).padStart(4, '0')}`
    try {
      const first = await list('keyword=brimfold&sort=title-asc-zh&per_page=24')
      expect(first.total).toBe(count)
      expect(slugs(first.data)).toEqual(Array.from({ length: 24 }, (_, i) => slug(i * 2)))
      const pages = Math.ceil(count / 24)
      const last = await list(`keyword=brimfold&sort=title-asc-cn&per_page=24&page=${pages}`)
      expect(slugs(last.data)).toHaveLength(count - 24 * (pages - 1))
      expect(slugs(last.data).at(-1)).toBe(slug(count - 2))
    } finally {
      await database.db.delete(products).where(like(products.slug, 'brimfold-%'))
      app.catalogueCache.clear()
    }
  })

  it('finds English words, whole or in part, in any case', async () => {
    const found = await all('keyword=Velvet')
    expect(found.length).toBeGreaterThan(2)
    for (const p of found) expect(JSON.stringify(p).toLowerCase()).toContain('velvet')
    expect(slugs(await all('keyword=sofa bed'))).toContain('tung-chung-sofa-bed')
    expect(await all('keyword=zzqx')).toEqual([])
  })

  it('finds Chinese in either script: 沙發 and 沙发 give the same products', async () => {
    const traditional = await all(`keyword=${encodeURIComponent('沙發')}`)
    const simplified = await all(`keyword=${encodeURIComponent('沙发')}`)
    expect(traditional.length).toBeGreaterThan(5)
    expect(slugs(traditional).sort()).toEqual(slugs(simplified).sort())
    expect(slugs(await all(`keyword=${encodeURIComponent('燈')}`))).toEqual(
      slugs(await all(`keyword=${encodeURIComponent('灯')}`)),
    )
  })

  it('folds scripts on the stored side too: a product titled only in Traditional is found in Simplified', async () => {
    const title = { en: '絲絨吊燈', zh: '絲絨吊燈', cn: '絲絨吊燈' }
    await database.db.insert(products).values({
      storeId: MAIN_STORE_ID,
      slug: 'traditional-only',
      title,
      description: title,
      ...productSearchFields({ title, brand: null, categories: [], tags: [] }),
    })
    // as any catalogue writer does: lists are cached for a few seconds otherwise
    app.catalogueCache.clear()
    expect(slugs(await all(`keyword=${encodeURIComponent('丝绒吊灯')}`))).toEqual([
      'traditional-only',
    ])
    expect(slugs(await all(`keyword=${encodeURIComponent('絨吊')}`))).toEqual(['traditional-only'])
    // characters present but not adjacent do not match
    expect(await all(`keyword=${encodeURIComponent('丝吊')}`)).toEqual([])
  })

  it('ignores punctuation in a keyword rather than treating it as a wildcard', async () => {
    const everything = (await list()).total
    expect((await list('keyword=%25')).total).toBe(everything)
    expect(slugs(await all('keyword=sofa%25_bed'))).toEqual(slugs(await all('keyword=sofa bed')))
  })

  it('answers a store without a catalogue with an empty list, an unknown store with 404', async () => {
    const mini = await app.inject(filterUrl('', MINI_STORE_ID))
    expect(productList.parse(mini.json())).toMatchObject({ data: [], total: 0 })
    const unknown = await app.inject(filterUrl('', '00000000-0000-4000-8000-000000000000'))
    expect(unknown.statusCode).toBe(404)
    expect(errorEnvelope.parse(unknown.json()).code).toBe('STORE_NOT_FOUND')
  })

  it.each([
    ['sort=cheapest', 'querystring.sort'],
    ['price_min=500&price_max=100', 'querystring.price_min'],
    ['price_min=-1', 'querystring.price_min'],
    ['price_max=lots', 'querystring.price_max'],
    ['per_page=0', 'querystring.per_page'],
    ['per_page=101', 'querystring.per_page'],
    ['page=0', 'querystring.page'],
    ['categories=Sofas!', 'querystring.categories'],
    [`keyword=${'x'.repeat(101)}`, 'querystring.keyword'],
  ])('rejects %s with a 400 naming %s', async (query, field) => {
    const response = await app.inject(filterUrl(query))
    expect(response.statusCode).toBe(400)
    const paths = errorEnvelope.parse(response.json()).errors?.map((e) => e.path) ?? []
    expect(paths.some((path) => path === field || path.startsWith(`${field}.`))).toBe(true)
  })
})
