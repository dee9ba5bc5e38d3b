import {
  adminBrand,
  adminCategories,
  adminCategory,
  adminColour,
  categoryHierarchy,
  productFilters,
  productSearchList,
  type StaffRole,
} from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { STORE } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { auditOf, rolesFor, staffBearer, staffTokens } from '../admin-people/test-helpers.ts'
import { ordersApp } from '../orders/test-helpers.ts'

const API = '/api/v1/admin'
const CATALOGUE = `${STORE}/product-management`
let serial = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`

describe.each(testDatabases)('back-office categories, brands and colours on $name', (kind) => {
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

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    role: StaffRole = 'manager',
  ) =>
    app.inject({
      method,
      url: `${API}${url}`,
      headers: staffBearer(tokens[role]),
      ...(payload ? { payload } : {}),
    })
  async function category(body: object = {}) {
    const response = await call('POST', '/categories', {
      title: { en: 'Rattan chairs', zh: '藤椅' },
      slug: unique('rattan-chairs'),
      ...body,
    })
    expect(response.statusCode, response.body).toBe(201)
    return adminCategory.parse(response.json())
  }
  async function productIn(categoryIds: string[], brandId: string | null = null) {
    const response = await call('POST', '/products', {
      title: { en: 'Harbour rattan chair', zh: '海港藤椅' },
      status: 'active',
      slug: unique('harbour-rattan-chair'),
      category_ids: categoryIds,
      brand_id: brandId,
    })
    expect(response.statusCode, response.body).toBe(201)
    const product = response.json() as { _id: string }
    const variant = await call('POST', `/products/${product._id}/variants`, {
      sku: unique('HRC').toUpperCase(),
      price: '1200',
      stock: 3,
    })
    expect(variant.statusCode, variant.body).toBe(201)
    return product
  }
  const tree = async () =>
    categoryHierarchy.parse((await app.inject(`${CATALOGUE}/categories/all/hierachy`)).json())

  it('answers 401 without a staff session and 403 to a role the table refuses', async () => {
    for (const path of ['/categories', '/brands', '/colours']) {
      expect((await app.inject(`${API}${path}`)).statusCode, path).toBe(401)
      for (const { role, allowed } of rolesFor('catalog.view'))
        expect((await call('GET', path, undefined, role)).statusCode, `${path} ${role}`).toBe(
          allowed ? 200 : 403,
        )
    }
    const bodies = {
      '/categories': { title: { en: 'Stools', zh: '凳' } },
      '/brands': { name: { en: 'Harbour Works', zh: '海港工房' } },
      '/colours': { name: { en: 'Sea green', zh: '海綠' }, hex: '#2e8b57' },
    }
    for (const [path, body] of Object.entries(bodies)) {
      for (const { role, allowed } of rolesFor('catalog.manage')) {
        const response = await call('POST', path, body, role)
        expect(response.statusCode, `${path} ${role}`).toBe(allowed ? 201 : 403)
        if (!allowed) expect(response.json().code).toBe('STAFF_FORBIDDEN')
      }
    }
  })

  it('creates a category in zh with Simplified filled by OpenCC, at the end of the tree, audited', async () => {
    const created = await category()
    expect(created).toMatchObject({
      title: { en: 'Rattan chairs', zh: '藤椅', cn: '藤椅' },
      parent_id: null,
      active: true,
      products_count: 0,
    })
    const list = adminCategories.parse((await call('GET', '/categories?per_page=500')).json())
    const tops = list.data.filter((c) => c.parent_id === null)
    expect(tops.at(-1)?._id).toBe(created._id)
    const [row] = await auditOf(app, created._id)
    expect(row).toMatchObject({ action: 'category.created', entityType: 'category' })
    expect(row?.after).toMatchObject({ slug: created.slug, title: created.title })
  })

  it('names each wrong field: title, slug, parent, hex', async () => {
    const bad = await call('POST', '/categories', {
      title: { en: '', zh: '' },
      slug: 'Not a slug!',
      parent_id: 'nope',
    })
    expect(bad.statusCode).toBe(400)
    const paths = (bad.json().errors as { path: string }[]).map((e) => e.path).sort()
    expect(paths).toEqual(expect.arrayContaining(['body.parent_id', 'body.slug', 'body.title.en']))
    const missingParent = await call('POST', '/categories', {
      title: { en: 'Orphans', zh: '孤兒' },
      parent_id: crypto.randomUUID(),
    })
    expect(missingParent.statusCode).toBe(422)
    expect(missingParent.json().errors).toEqual([
      { path: 'parent_id', message: 'admin.taxonomy.errors.noParent' },
    ])
    const hex = await call('POST', '/colours', { name: { en: 'Teal', zh: '藍綠' }, hex: '#12345' })
    expect(hex.statusCode).toBe(400)
    expect(hex.json().errors).toEqual([{ path: 'body.hex', message: 'admin.taxonomy.errors.hex' }])
    const colour = await call('POST', '/colours', {
      name: { en: 'Teal', zh: '', cn: '蓝绿' },
      hex: '#00AABB',
    })
    expect(colour.statusCode, colour.body).toBe(201)
    expect(adminColour.parse(colour.json())).toMatchObject({
      hex: '#00aabb',
      name: { en: 'Teal', zh: '藍綠', cn: '蓝绿' },
    })
  })

  it('refuses a slug already used, per field, for categories, brands and colours', async () => {
    const first = await category()
    const again = await call('POST', '/categories', {
      title: { en: 'Other', zh: '其他' },
      slug: first.slug,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().errors).toEqual([
      { path: 'slug', message: 'admin.taxonomy.errors.slugTaken' },
    ])
    const other = await category()
    const rename = await call('PATCH', `/categories/${other._id}`, { slug: first.slug })
    expect(rename.statusCode).toBe(409)

    const slug = unique('harbour-works')
    const brand = await call('POST', '/brands', { name: { en: 'Harbour', zh: '海港' }, slug })
    expect(brand.statusCode, brand.body).toBe(201)
    const brandAgain = await call('POST', '/brands', { name: { en: 'H', zh: '港' }, slug })
    expect(brandAgain.statusCode).toBe(409)
    const colourSlug = unique('sea-green')
    const colourBody = { name: { en: 'Sea', zh: '海' }, hex: '#2e8b57', slug: colourSlug }
    expect((await call('POST', '/colours', colourBody)).statusCode).toBe(201)
    const colourAgain = await call('POST', '/colours', colourBody)
    expect(colourAgain.statusCode).toBe(409)
    expect(colourAgain.json().errors[0].path).toBe('slug')
  })

  it('nests a category under a parent, refuses a cycle and a third level', async () => {
    const parent = await category({ title: { en: 'Outdoor', zh: '戶外' } })
    const child = await category({ parent_id: parent._id })
    expect(child.parent_id).toBe(parent._id)

    const cycle = await call('PATCH', `/categories/${parent._id}`, { parent_id: child._id })
    expect(cycle.statusCode).toBe(422)
    expect(cycle.json()).toMatchObject({
      code: 'CATEGORY_CYCLE',
      errors: [{ path: 'parent_id', message: 'admin.taxonomy.errors.cycle' }],
    })
    const self = await call('PATCH', `/categories/${parent._id}`, { parent_id: parent._id })
    expect(self.json().code).toBe('CATEGORY_CYCLE')

    const grandchild = await call('POST', '/categories', {
      title: { en: 'Too deep', zh: '太深' },
      parent_id: child._id,
    })
    expect(grandchild.statusCode).toBe(422)
    expect(grandchild.json().code).toBe('CATEGORY_TOO_DEEP')
    // a parent with children cannot itself go under another
    const other = await category()
    const under = await call('PATCH', `/categories/${parent._id}`, { parent_id: other._id })
    expect(under.json().code).toBe('CATEGORY_TOO_DEEP')

    const node = (await tree()).find((n) => n._id === parent._id)
    expect(node?.children.map((c) => c._id)).toEqual([child._id])
    const audit = await auditOf(app, parent._id)
    expect(audit.map((r) => r.action)).toEqual(['category.created'])
  })

  it('moves a category up and down among its siblings, as the storefront tree shows', async () => {
    const parent = await category()
    const a = await category({ parent_id: parent._id, title: { en: 'A', zh: '甲' } })
    const b = await category({ parent_id: parent._id, title: { en: 'B', zh: '乙' } })
    const c = await category({ parent_id: parent._id, title: { en: 'C', zh: '丙' } })
    const order = async () =>
      (await tree()).find((n) => n._id === parent._id)?.children.map((x) => x._id)
    expect(await order()).toEqual([a._id, b._id, c._id])
    const up = await call('POST', `/categories/${c._id}/move`, { direction: 'up' })
    expect(up.statusCode, up.body).toBe(200)
    expect(await order()).toEqual([a._id, c._id, b._id])
    await call('POST', `/categories/${a._id}/move`, { direction: 'down' })
    expect(await order()).toEqual([c._id, a._id, b._id])
    // at the top already: nothing changes
    expect((await call('POST', `/categories/${c._id}/move`, { direction: 'up' })).statusCode).toBe(
      200,
    )
    expect(await order()).toEqual([c._id, a._id, b._id])
    const bad = await call('POST', `/categories/${c._id}/move`, { direction: 'sideways' })
    expect(bad.statusCode).toBe(400)
    const audit = await auditOf(app, c._id)
    expect(audit.at(-1)).toMatchObject({
      action: 'category.moved',
      before: { sequence: 2 },
      after: { sequence: 1 },
    })
  })

  it('shows a new or renamed category in the storefront tree and filters right after the change', async () => {
    await tree() // read once, so a cache would hold the old answer
    const created = await category({ title: { en: 'Lanterns', zh: '燈籠' } })
    expect((await tree()).some((n) => n._id === created._id && n.title.zh === '燈籠')).toBe(true)

    const product = await productIn([created._id])
    const filtered = async () =>
      productSearchList.parse(
        (await app.inject(`${CATALOGUE}/products/filter?categories=${created.slug}`)).json(),
      )
    expect((await filtered()).data.map((p) => p._id)).toEqual([product._id])

    const renamed = await call('PATCH', `/categories/${created._id}`, {
      title: { en: 'Paper lanterns', zh: '紙燈籠', cn: '' },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(adminCategory.parse(renamed.json()).title.cn).toBe('纸灯笼')
    const node = (await tree()).find((n) => n._id === created._id)
    expect(node?.title).toEqual({ en: 'Paper lanterns', zh: '紙燈籠', cn: '纸灯笼' })
    const audit = await auditOf(app, created._id)
    expect(audit.at(-1)).toMatchObject({
      action: 'category.updated',
      before: { title: { en: 'Lanterns', zh: '燈籠', cn: '灯笼' } },
      after: { title: { en: 'Paper lanterns', zh: '紙燈籠', cn: '纸灯笼' } },
    })
    // search reads the category's new name
    const found = productSearchList.parse(
      (
        await app.inject(`${CATALOGUE}/products/filter?keyword=${encodeURIComponent('紙燈籠')}`)
      ).json(),
    )
    expect(found.data.map((p) => p._id)).toContain(product._id)

    const off = await call('PATCH', `/categories/${created._id}`, { active: false })
    expect(adminCategory.parse(off.json()).active).toBe(false)
    expect((await tree()).some((n) => n._id === created._id)).toBe(false)
  })

  it('shows a renamed brand in the storefront filters right after the change', async () => {
    const created = await call('POST', '/brands', {
      name: { en: 'Kowloon Cane', zh: '九龍藤' },
      slug: unique('kowloon-cane'),
    })
    const brand = adminBrand.parse(created.json())
    await productIn([], brand._id)
    const filters = async () =>
      productFilters.parse((await app.inject(`${CATALOGUE}/products/filters`)).json())
    expect((await filters()).brands.find((b) => b._id === brand._id)?.name.en).toBe('Kowloon Cane')
    const renamed = await call('PATCH', `/brands/${brand._id}`, {
      name: { en: 'Kowloon Rattan', zh: '九龍藤器' },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect((await filters()).brands.find((b) => b._id === brand._id)?.name).toEqual({
      en: 'Kowloon Rattan',
      zh: '九龍藤器',
      cn: '九龙藤器',
    })
  })

  it('refuses to delete what products use, saying how many; deletes what nothing uses', async () => {
    const used = await category()
    await productIn([used._id])
    await productIn([used._id])
    const refused = await call('DELETE', `/categories/${used._id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'CATEGORY_IN_USE',
      message: expect.stringContaining('2 products'),
      errors: [{ path: 'products_count', message: 'admin.taxonomy.errors.inUse' }],
    })
    expect((await call('GET', `/categories/${used._id}`)).statusCode).toBe(200)

    const parent = await category()
    await category({ parent_id: parent._id })
    expect((await call('DELETE', `/categories/${parent._id}`)).json().code).toBe(
      'CATEGORY_HAS_CHILDREN',
    )

    const brand = adminBrand.parse(
      (await call('POST', '/brands', { name: { en: 'Used', zh: '用' } })).json(),
    )
    await productIn([], brand._id)
    const brandRefused = await call('DELETE', `/brands/${brand._id}`)
    expect(brandRefused.statusCode).toBe(409)
    expect(brandRefused.json().message).toContain('1 product uses this brand')

    const free = await category()
    expect((await call('DELETE', `/categories/${free._id}`, undefined, 'staff')).statusCode).toBe(
      403,
    )
    expect((await call('DELETE', `/categories/${free._id}`)).statusCode).toBe(204)
    expect((await call('GET', `/categories/${free._id}`)).statusCode).toBe(404)
    expect((await auditOf(app, free._id)).map((r) => r.action)).toEqual([
      'category.created',
      'category.deleted',
    ])
    expect((await call('DELETE', `/colours/${crypto.randomUUID()}`)).statusCode).toBe(404)
    expect(
      (await call('PATCH', '/brands/not-an-id', { name: { en: 'x', zh: 'x' } })).statusCode,
    ).toBe(404)
  })
})
