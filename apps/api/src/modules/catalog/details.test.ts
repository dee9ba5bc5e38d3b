import { errorEnvelope, productDetails, productList, reviewList, toCents } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { seedId } from '#api/db/seed/catalog-ids.ts'
import { MAIN_STORE_ID, MINI_STORE_ID } from '#api/db/seed/stores.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { deliveryRepository } from './delivery-repository.ts'

const SOFA = seedId('product:SOF-03') // Mid-Levels velvet sofa: three colours, on sale
const SOLD_OUT = seedId('product:SOF-05')
const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const product = (pid: string, tail: string, storeId = MAIN_STORE_ID) =>
  `/api/v1/stores/${storeId}/product-management/products/${pid}/${tail}`

describe.each(testDatabases)('product page calls on $name', (kind) => {
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

  it('gives a product with its variants, pictures, categories and review summary', async () => {
    const response = await app.inject(product(SOFA, 'details'))
    expect(response.statusCode).toBe(200)
    const details = productDetails.parse(response.json())
    expect(details.title.zh).toBe('半山絲絨梳化')
    expect(details.is_liked).toBe(false)
    expect(details.categories.map((c) => c.slug)).toEqual(['living-room', 'sofas'])
    // three sizes in three colours, each a distinct SKU, all on sale
    expect(details.variants).toHaveLength(9)
    expect(new Set(details.variants.map((v) => v.sku)).size).toBe(9)
    // prices are money strings (ADR 020), compared in cents
    const paid = details.variants.map((v) => toCents(v.sale_price ?? v.price))
    for (const v of details.variants)
      expect(toCents(v.sale_price ?? '')).toBeLessThan(toCents(v.price))
    expect(toCents(details.price)).toBe(Math.min(...paid))
    expect(toCents(details.original_price)).toBeGreaterThan(toCents(details.price))
    // every colour has a picture showing it
    for (const image of details.images.filter((i) => i.variant_id)) {
      expect(details.variants.map((v) => v._id)).toContain(image.variant_id)
    }
    // each colour shows the whole sofa and a close-up; the dimensions drawing is every colour's
    expect(details.images).toHaveLength(7)
    const drawing = details.images.find((i) => i.url.includes('dimensions'))
    expect(drawing).toMatchObject({ variant_id: null, colour_id: null })
    expect(drawing?.alt).toMatchObject({
      en: expect.stringMatching(/dimensions drawing: width 170, 215 or 280 cm, depth 95 cm/),
      zh: expect.stringMatching(/尺寸圖：闊170、215或280厘米，深95厘米，高82厘米$/),
    })
    expect(details.specification.map((row) => row.label.en)).toContain('Material')

    const reviews = reviewList.parse((await app.inject(product(SOFA, 'reviews'))).json())
    expect(details.reviews.count).toBe(reviews.total)
  })

  it('names the colour each picture shows, one for every colour', async () => {
    const details = productDetails.parse((await app.inject(product(SOFA, 'details'))).json())
    const colourIds = new Set(details.variants.map((v) => v.colour?._id))
    // and no more: the one picture of every colour is the dimensions drawing
    const shown = details.images.map((i) => i.colour_id).filter((id) => id !== null)
    expect(new Set(shown)).toEqual(colourIds)
    // the linen cushion comes in four colours: the fourth has its picture too
    const cushion = productDetails.parse(
      (await app.inject(product(seedId('product:TXT-01'), 'details'))).json(),
    )
    expect(cushion.colours).toHaveLength(4)
    expect(new Set(cushion.images.map((i) => i.colour_id)).size).toBe(4)
  })

  it('gives goods from stock a delivery window and made-to-order goods their lead time', async () => {
    const details = async (key: string) =>
      productDetails.parse((await app.inject(product(seedId(`product:${key}`), 'details'))).json())
    expect(await details('SOF-01')).toMatchObject({
      delivery_days: { min: 2, max: 4 },
      lead_time_days: null,
    })
    expect(await details('SOF-06')).toMatchObject({
      delivery_days: null,
      lead_time_days: { min: 42, max: 56 },
    })
    expect(await details('SRV-01')).toMatchObject({ delivery_days: null, lead_time_days: null })
    // the list carries the lead time too (no extra statement: a column of the product row)
    const listed = productList.parse(
      (
        await app.inject(
          `/api/v1/stores/${MAIN_STORE_ID}/product-management/products/filter?categories=sofas&per_page=20`,
        )
      ).json(),
    )
    const made = listed.data.filter((p) => p.lead_time_days)
    expect(made.map((p) => p.slug).sort()).toEqual(['shek-o-modular-sofa', 'victoria-chaise-sofa'])

    // what the cart and checkout read per variant
    const ids = ['SOF-01:0:oatmeal', 'SOF-06:0:charcoal', 'SRV-01:0:-'].map((k) =>
      seedId(`variant:${k}`),
    )
    const windows = await deliveryRepository.forVariants(database.db, ids)
    expect(ids.map((id) => windows.get(id))).toEqual([
      { lead_time_days: null, delivery_days: { min: 2, max: 4 } },
      { lead_time_days: { min: 42, max: 56 }, delivery_days: null },
      { lead_time_days: null, delivery_days: null },
    ])
  })

  it('shows a sold-out product with no stock on any variant', async () => {
    const details = productDetails.parse((await app.inject(product(SOLD_OUT, 'details'))).json())
    expect(details.stock).toBe(0)
    expect(details.variants.every((v) => v.stock === 0)).toBe(true)
  })

  it('marks services with their type', async () => {
    const consultation = seedId('product:SRV-01')
    const details = productDetails.parse(
      (await app.inject(product(consultation, 'details'))).json(),
    )
    expect(details).toMatchObject({ kind: 'service', service_type: 'appointment' })
    expect(details.variants.map((v) => v.size?.en)).toContain('Home visit · 2 hours')
  })

  it('gives each consultation variant its format and length, and goods none', async () => {
    const consultation = seedId('product:SRV-01')
    const details = productDetails.parse(
      (await app.inject(product(consultation, 'details'))).json(),
    )
    expect(
      details.variants.map((v) => [v.size?.en, v.consultation_format, v.duration_minutes]),
    ).toEqual(
      expect.arrayContaining([
        ['Showroom · 1 hour', 'SHOWROOM', 60],
        ['Video call · 1 hour', 'VIDEO', 60],
        ['Home visit · 2 hours', 'HOME_VISIT', 120],
      ]),
    )
    const goods = productDetails.parse((await app.inject(product(SOLD_OUT, 'details'))).json())
    expect(goods.variants.every((v) => v.consultation_format === null)).toBe(true)
  })

  it('lists published reviews newest first, all on one page by default', async () => {
    const listed = productList.parse(
      (
        await app.inject(
          `/api/v1/stores/${MAIN_STORE_ID}/product-management/products/filter?per_page=100`,
        )
      ).json(),
    )
    const reviewed = listed.data.filter((p) => p.reviews.count >= 2)
    expect(reviewed.length).toBeGreaterThan(5)
    for (const p of reviewed.slice(0, 5)) {
      const page = reviewList.parse((await app.inject(product(p._id, 'reviews'))).json())
      expect(page.total).toBe(p.reviews.count)
      expect(page.data).toHaveLength(page.total)
      expect(page.next_page_url).toBeNull()
      const dates = page.data.map((r) => r.created_at)
      expect(dates).toEqual([...dates].sort().reverse())
      for (const review of page.data) {
        expect(review.status).toBe('ACTIVE')
        expect(review.images.length).toBeLessThanOrEqual(5)
      }
    }
  })

  it('pages reviews when asked', async () => {
    const listed = productList.parse(
      (
        await app.inject(
          `/api/v1/stores/${MAIN_STORE_ID}/product-management/products/filter?per_page=100`,
        )
      ).json(),
    )
    const pid = listed.data.find((p) => p.reviews.count >= 2)?._id as string
    const all = reviewList.parse((await app.inject(product(pid, 'reviews'))).json())
    const first = reviewList.parse((await app.inject(product(pid, 'reviews?per_page=1'))).json())
    expect(first.total).toBe(all.total)
    expect(first.data[0]?._id).toBe(all.data[0]?._id)
    expect(first.next_page_url).toContain('page=2')
  })

  it('relates up to 12 products that share a category, never the product itself', async () => {
    const url = `/api/v1/stores/${MAIN_STORE_ID}/related-products-urls?product_id=${SOFA}`
    const related = productList.parse((await app.inject(url)).json())
    expect(related.data).toHaveLength(12)
    expect(related.data.map((p) => p._id)).not.toContain(SOFA)
    // the other sofas share two categories, so they come first
    expect(
      related.data.slice(0, 7).every((p) => p.slug.includes('sofa') || p.slug.includes('chaise')),
    ).toBe(true)
    const alias = `/api/v1/stores/${MAIN_STORE_ID}/product-management/related-products-urls?product_id=${SOFA}`
    expect(productList.parse((await app.inject(alias)).json()).data).toEqual(related.data)
    expect(related.next_page_url).toContain('page=2')
  })

  it.each([
    [product(UNKNOWN, 'details'), 'PRODUCT_NOT_FOUND'],
    [product(UNKNOWN, 'reviews'), 'PRODUCT_NOT_FOUND'],
    [product(SOFA, 'details', MINI_STORE_ID), 'PRODUCT_NOT_FOUND'],
    [product(SOFA, 'details', UNKNOWN), 'STORE_NOT_FOUND'],
    [product(SOFA, 'reviews', UNKNOWN), 'STORE_NOT_FOUND'],
    [
      `/api/v1/stores/${MAIN_STORE_ID}/related-products-urls?product_id=${UNKNOWN}`,
      'PRODUCT_NOT_FOUND',
    ],
  ])('answers %s with 404 %s', async (url, code) => {
    const response = await app.inject(url)
    expect(response.statusCode).toBe(404)
    expect(errorEnvelope.parse(response.json()).code).toBe(code)
  })

  it.each([
    [product('123', 'details'), 'params.pid'],
    [product(SOFA, 'reviews?per_page=abc'), 'querystring.per_page'],
    [`/api/v1/stores/${MAIN_STORE_ID}/related-products-urls`, 'querystring.product_id'],
    [
      `/api/v1/stores/${MAIN_STORE_ID}/related-products-urls?product_id=sofa`,
      'querystring.product_id',
    ],
  ])('rejects %s with a 400 naming %s', async (url, field) => {
    const response = await app.inject(url)
    expect(response.statusCode).toBe(400)
    expect(errorEnvelope.parse(response.json()).errors?.map((e) => e.path)).toContain(field)
  })
})
