import {
  type AdminProductBody,
  type AdminVariantBody,
  adminProduct,
  adminProducts,
  adminVariant,
  productDetails,
  type StaffRole,
} from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { products, productVariants } from '#api/db/schema/index.ts'
import { guest, STORE } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { auditOf, rolesFor, staffBearer, staffTokens } from '../admin-people/test-helpers.ts'
import { ordersApp, placeOrder } from '../orders/test-helpers.ts'

const API = '/api/v1/admin'
const CATALOGUE = `${STORE}/product-management`
let serial = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`

const productBody = (overrides: Partial<AdminProductBody> = {}): AdminProductBody => ({
  title: { en: 'Harbour oak sideboard', zh: '海港橡木餐邊櫃', cn: '' },
  description: { en: '<p>Solid oak.</p><script>alert(1)</script>', zh: '<p>實木。</p>', cn: '' },
  specification: [
    { label: { en: 'Width', zh: '闊度', cn: '' }, value: { en: '180 cm', zh: '180 厘米', cn: '' } },
  ],
  tags: ['oak'],
  status: 'active',
  slug: unique('harbour-oak-sideboard'),
  ...overrides,
})
const variantBody = (overrides: Partial<AdminVariantBody> = {}): AdminVariantBody => ({
  sku: unique('HOS').toUpperCase(),
  size: { en: '180 cm', zh: '180 厘米', cn: '' },
  price: '8800',
  stock: 5,
  ...overrides,
})

describe.each(testDatabases)('back-office catalogue on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database)
    tokens = await staffTokens(app)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const as = (role: StaffRole) => staffBearer(tokens[role])
  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    role: StaffRole = 'manager',
  ) =>
    app.inject({ method, url: `${API}${url}`, headers: as(role), ...(payload ? { payload } : {}) })
  async function created(overrides: Partial<AdminProductBody> = {}) {
    const response = await call('POST', '/products', productBody(overrides))
    expect(response.statusCode, response.body).toBe(201)
    return adminProduct.parse(response.json())
  }
  async function withVariant(
    overrides: Partial<AdminVariantBody> = {},
    productOverrides: Partial<AdminProductBody> = {},
  ) {
    const product = await created(productOverrides)
    const response = await call('POST', `/products/${product._id}/variants`, variantBody(overrides))
    expect(response.statusCode, response.body).toBe(201)
    return { product, variant: adminVariant.parse(response.json()) }
  }
  const storefront = (id: string) => app.inject(`${CATALOGUE}/products/${id}/details`)

  it('answers 401 without a staff session and 403 to a role the table refuses', async () => {
    expect((await app.inject(`${API}/products`)).statusCode).toBe(401)
    expect(
      (await app.inject({ method: 'POST', url: `${API}/products`, payload: productBody() }))
        .statusCode,
    ).toBe(401)
    for (const { role, allowed } of rolesFor('catalog.manage')) {
      const response = await call('POST', '/products', productBody(), role)
      expect(response.statusCode, role).toBe(allowed ? 201 : 403)
      if (!allowed) expect(response.json().code).toBe('STAFF_FORBIDDEN')
    }
    for (const { role, allowed } of rolesFor('catalog.view')) {
      expect((await call('GET', '/products', undefined, role)).statusCode, role).toBe(
        allowed ? 200 : 403,
      )
    }
    const { variant } = await withVariant()
    const staff = await call(
      'POST',
      `/variants/${variant._id}/stock-adjustments`,
      { delta: 1, reason: 'count' },
      'staff',
    )
    expect(staff.statusCode).toBe(403)
  })

  it('creates a product in zh, filling Simplified with OpenCC and sanitising the description', async () => {
    const product = await created()
    expect(product.title).toEqual({
      en: 'Harbour oak sideboard',
      zh: '海港橡木餐邊櫃',
      cn: '海港橡木餐边柜',
    })
    expect(product.description.en).toBe('<p>Solid oak.</p>')
    expect(product.description.cn).toBe('<p>实木。</p>')
    expect(product.specification[0]?.label.cn).toBe('阔度')
    expect(product.status).toBe('active')
    // typed in Simplified only: Traditional filled the Hong Kong way
    const fromCn = await created({ title: { en: 'Lamp', zh: '', cn: '台灯' } })
    expect(fromCn.title.zh).toBe('枱燈')
  })

  it('names each refused field: title, slug format, prices, sale window, lead time', async () => {
    const bad = await call('POST', '/products', {
      ...productBody(),
      title: { en: '', zh: '', cn: '' },
      slug: 'Not a slug!',
      lead_time_min_days: 10,
      lead_time_max_days: 5,
    })
    expect(bad.statusCode).toBe(400)
    const paths = bad.json().errors.map((e: { path: string }) => e.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.title.en',
        'body.title.zh',
        'body.slug',
        'body.lead_time_max_days',
      ]),
    )
    const product = await created()
    const variant = await call('POST', `/products/${product._id}/variants`, {
      ...variantBody(),
      price: '-5',
      sale_price: '10.00',
      sale_starts_at: '2027-01-02T00:00:00+08:00',
      sale_ends_at: '2027-01-01T00:00:00+08:00',
      stock: -1,
    })
    expect(variant.statusCode).toBe(400)
    const variantPaths = variant.json().errors.map((e: { path: string }) => e.path)
    expect(variantPaths).toEqual(
      expect.arrayContaining(['body.price', 'body.sale_ends_at', 'body.stock']),
    )
    // stock is never edited directly: only through an adjustment
    const [first] = product.variants
    const withStock = await withVariant()
    expect(
      (await call('PATCH', `/variants/${withStock.variant._id}`, { stock: 99 })).statusCode,
    ).toBe(400)
    expect(first).toBeUndefined()
    // strange input never gives a 500
    expect((await call('GET', '/products/not-an-id')).statusCode).toBe(404)
    expect((await call('PATCH', '/variants/not-an-id', { price: '1.00' })).statusCode).toBe(404)
    expect(
      (
        await call('POST', '/products', {
          ...productBody(),
          category_ids: ['00000000-0000-4000-8000-000000000000'],
        })
      ).statusCode,
    ).toBe(422)
  })

  it('refuses a slug or SKU already used with a 409 naming the field', async () => {
    const { product, variant } = await withVariant()
    const slug = await call('POST', '/products', productBody({ slug: product.slug }))
    expect(slug.statusCode).toBe(409)
    expect(slug.json().errors).toEqual([
      { path: 'slug', message: 'admin.catalog.errors.slugTaken' },
    ])
    const sku = await call(
      'POST',
      `/products/${product._id}/variants`,
      variantBody({ sku: variant.sku.toLowerCase() }),
    )
    expect(sku.statusCode).toBe(409)
    expect(sku.json().errors).toEqual([{ path: 'sku', message: 'admin.catalog.errors.skuTaken' }])
  })

  it('audits a creation and an edit, before → after, only what changed', async () => {
    const product = await created()
    const response = await call('PATCH', `/products/${product._id}`, {
      title: { en: 'Harbour oak buffet', zh: '海港橡木餐櫃' },
    })
    expect(response.statusCode, response.body).toBe(200)
    const rows = await auditOf(app, product._id)
    expect(rows.map((r) => r.action)).toEqual(['product.created', 'product.updated'])
    expect(rows[1]?.before).toEqual({ title: product.title })
    expect(rows[1]?.after).toEqual({
      title: { en: 'Harbour oak buffet', zh: '海港橡木餐櫃', cn: '海港橡木餐柜' },
    })
  })

  it('shows a new price and stock on the storefront product page right after the edit', async () => {
    const word = `sideboard${Date.now().toString(36)}`
    const { product, variant } = await withVariant(
      {},
      { title: { en: `Harbour ${word}`, zh: '海港餐邊櫃', cn: '' } },
    )
    const before = productDetails.parse((await storefront(product._id)).json())
    expect(before.variants[0]).toMatchObject({ price: '8800.00', stock: 5 })
    expect((await call('PATCH', `/variants/${variant._id}`, { price: '7900.00' })).statusCode).toBe(
      200,
    )
    const adjusted = await call('POST', `/variants/${variant._id}/stock-adjustments`, {
      delta: 7,
      reason: 'Delivery from Foshan',
    })
    expect(adjusted.statusCode, adjusted.body).toBe(201)
    const after = productDetails.parse((await storefront(product._id)).json())
    expect(after.variants[0]).toMatchObject({ price: '7900.00', stock: 12 })
    const [row] = await database.db.select().from(products).where(eq(products.id, product._id))
    expect(row?.priceFrom).toBe('7900.00')
    // the list a shopper sees was cleared too: the new price is there at once
    const list = await app.inject(`${CATALOGUE}/products/filter?keyword=${word}`)
    expect(list.json().data.find((p: { _id: string }) => p._id === product._id)?.price).toBe(
      '7900.00',
    )
  })

  it('applies a sale price only inside its window, on the page and in the price from', async () => {
    const { product, variant } = await withVariant({ price: '1000' })
    const later = new Date(Date.now() + 86_400_000).toISOString()
    const patch = await call('PATCH', `/variants/${variant._id}`, {
      sale_price: '800',
      sale_starts_at: later,
    })
    expect(patch.json()).toMatchObject({ sale_price: '800.00', on_sale: false })
    let page = productDetails.parse((await storefront(product._id)).json())
    expect(page.variants[0]?.sale_price).toBeNull()
    const earlier = new Date(Date.now() - 1000).toISOString()
    const open = await call('PATCH', `/variants/${variant._id}`, { sale_starts_at: earlier })
    expect(open.json()).toMatchObject({ on_sale: true })
    page = productDetails.parse((await storefront(product._id)).json())
    expect(page.variants[0]?.sale_price).toBe('800.00')
    const [row] = await database.db.select().from(products).where(eq(products.id, product._id))
    expect(row?.priceFrom).toBe('800.00')
  })

  it('keeps a stock history per variant and refuses to go below zero', async () => {
    const { variant } = await withVariant({ stock: 4 })
    const set = await call('POST', `/variants/${variant._id}/stock-adjustments`, {
      set_to: 10,
      reason: 'Stock count',
    })
    expect(set.json().movement).toMatchObject({
      before: 4,
      after: 10,
      delta: 6,
      reason: 'Stock count',
    })
    const short = await call('POST', `/variants/${variant._id}/stock-adjustments`, {
      delta: -11,
      reason: 'Broken',
    })
    expect(short.statusCode).toBe(409)
    expect(short.json().code).toBe('STOCK_BELOW_ZERO')
    const both = await call('POST', `/variants/${variant._id}/stock-adjustments`, {
      delta: 1,
      set_to: 2,
      reason: 'x',
    })
    expect(both.statusCode).toBe(400)
    const noReason = await call('POST', `/variants/${variant._id}/stock-adjustments`, {
      delta: 1,
      reason: ' ',
    })
    expect(noReason.json().errors[0].path).toBe('body.reason')
    const history = await call('GET', `/variants/${variant._id}/stock-history`, undefined, 'staff')
    expect(history.statusCode).toBe(200)
    expect(
      history.json().data.map((m: { reason: string; after: number }) => [m.reason, m.after]),
    ).toEqual([
      ['Stock count', 10],
      ['Initial stock', 4],
    ])
    expect(history.json().data[0].staff.name).toBe('Test manager')
    const [row] = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variant._id))
    expect(row?.stock).toBe(10)
    const audit = await auditOf(app, variant._id)
    expect(audit.at(-1)).toMatchObject({
      action: 'variant.stock_adjusted',
      before: { stock: 4 },
      after: { stock: 10 },
      note: 'Stock count',
    })
  })

  it('bulk-edits prices and stock of many variants in one transaction, all or nothing', async () => {
    const a = await withVariant({ stock: 2 })
    const b = await withVariant({ stock: 8 })
    const ids = [a.variant._id, b.variant._id]
    const refused = await call('POST', '/variants/bulk', {
      variant_ids: ids,
      stock_delta: -3,
      reason: 'Damaged',
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().errors).toEqual([
      { path: a.variant._id, message: 'admin.catalog.errors.stockBelowZero' },
    ])
    const ok = await call('POST', '/variants/bulk', {
      variant_ids: ids,
      price: '500',
      stock_delta: 10,
      reason: 'Restock',
    })
    expect(ok.statusCode, ok.body).toBe(200)
    const byId = new Map(ok.json().variants.map((v: { _id: string }) => [v._id, v]))
    expect(byId.get(a.variant._id)).toMatchObject({ price: '500.00', stock: 12 })
    expect(byId.get(b.variant._id)).toMatchObject({ price: '500.00', stock: 18 })
    expect((await call('POST', '/variants/bulk', { variant_ids: ids })).statusCode).toBe(400)
  })

  it('lists products by title in any language, reference or SKU, with filters, sort and pages', async () => {
    const { product, variant } = await withVariant({ stock: 2, low_stock_threshold: 3 })
    const find = async (query: string) => {
      const response = await call('GET', `/products?${query}`, undefined, 'staff')
      expect(response.statusCode, response.body).toBe(200)
      return adminProducts.parse(response.json())
    }
    for (const search of [
      '餐边柜',
      '餐邊櫃',
      'oak sideboard',
      product.slug,
      variant.sku.toLowerCase(),
    ]) {
      const page = await find(`search=${encodeURIComponent(search)}&per_page=100`)
      expect(
        page.data.map((p) => p._id),
        search,
      ).toContain(product._id)
    }
    const low = await find(`search=${product.slug}&stock=low`)
    expect(low.data[0]).toMatchObject({
      _id: product._id,
      stock: 2,
      stock_state: 'low',
      variants_count: 1,
      skus: [variant.sku],
    })
    expect((await find(`search=${product.slug}&stock=sold_out`)).total).toBe(0)
    expect((await find(`search=${product.slug}&status=draft`)).total).toBe(0)
    const paged = await find('per_page=2&page=2&sort=price')
    expect(paged.data).toHaveLength(2)
    expect(paged.total).toBeGreaterThan(4)
    expect(paged.next_page_url).toContain('page=3')
    expect((await call('GET', '/products?sort=cheapest')).statusCode).toBe(400)
  })

  it('archives a product: gone from the shop, its old order still opens', async () => {
    const token = await guest(app)
    const { order, variant } = await placeOrder(app, database, token, { qty: 1 })
    const [row] = await database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variant.id))
    const productId = row?.productId as string
    const archived = await call('PATCH', `/products/${productId}`, { status: 'archived' })
    expect(archived.json().status).toBe('archived')
    expect((await storefront(productId)).statusCode).toBe(404)
    const [kept] = await database.db.select().from(products).where(eq(products.id, productId))
    const keyword = encodeURIComponent(kept?.title.en ?? '')
    const list = await app.inject(`${CATALOGUE}/products/filter?keyword=${keyword}`)
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().data.map((p: { _id: string }) => p._id)).not.toContain(productId)
    const opened = await app.inject({
      url: `/api/v1/orders/${order._id}/details`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(opened.statusCode, opened.body).toBe(200)
    expect(JSON.stringify(opened.json())).toContain(variant.id)
    await call('PATCH', `/products/${productId}`, { status: 'active' })
  })

  it('exports the catalogue as CSV for Excel: BOM, Chinese intact, one row per variant', async () => {
    const { product, variant } = await withVariant()
    const response = await call('GET', '/products/export', undefined, 'staff')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const text = response.body
    expect(text.startsWith('\uFEFF')).toBe(true)
    const [header, ...lines] = text.slice(1).trimEnd().split('\r\n')
    expect(header?.split(',')).toContain('sku')
    const line = lines.find((l) => l.includes(variant.sku))
    expect(line).toContain(
      `${product.slug},active,Harbour oak sideboard,海港橡木餐邊櫃,海港橡木餐边柜`,
    )
    expect(line).toContain(',8800.00,')
  })
})
