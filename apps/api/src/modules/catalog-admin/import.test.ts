import { CATALOGUE_CSV_COLUMNS, importPreview, MAIN_STORE_ID, type StaffRole } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { STORE } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { auditOf, staffBearer, staffTokens } from '../admin-people/test-helpers.ts'
import { ordersApp } from '../orders/test-helpers.ts'
import { csvField } from './csv.ts'

const API = '/api/v1/admin'
let serial = 0
const tag = () => `${Date.now().toString(36)}${++serial}`
type Cells = Partial<Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string>>

/** One row per variant, as a shop owner would type it in a spreadsheet. */
function row(cells: Cells): Cells {
  return {
    status: 'active',
    title_zh: '海港燈',
    categories: '',
    tags: 'lamp',
    price: '1200',
    stock: '4',
    low_stock_threshold: '2',
    ...cells,
  }
}
const csv = (rows: Cells[], lineEnd = '\r\n') =>
  `\uFEFF${[
    CATALOGUE_CSV_COLUMNS.join(','),
    ...rows.map((r) => CATALOGUE_CSV_COLUMNS.map((c) => csvField(r[c] ?? '')).join(',')),
  ].join(lineEnd)}${lineEnd}`
function fiftyProducts(prefix: string) {
  return Array.from({ length: 50 }, (_, i) =>
    row({
      product_slug: `${prefix}-lamp-${i}`,
      title_en: `Harbour lamp ${i}, brass`,
      sku: `${prefix}-L${i}`.toUpperCase(),
      size_en: i % 2 ? '30 cm' : '',
    }),
  )
}

describe.each(testDatabases)('catalogue CSV import on $name', (kind) => {
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

  const send = (path: string, body: string | Buffer, role: StaffRole = 'owner') =>
    app.inject({
      method: 'POST',
      url: `${API}/products/import${path}`,
      headers: { ...staffBearer(tokens[role]), 'content-type': 'text/csv' },
      payload: body,
    })
  const find = async (search: string) =>
    (
      await app.inject({
        url: `${API}/products?search=${encodeURIComponent(search)}`,
        headers: staffBearer(tokens.owner),
      })
    ).json().data as { _id: string; slug: string; stock: number }[]

  it('previews 50 products with two bad rows: names both rows and writes nothing', async () => {
    const prefix = `pv${tag()}`
    const rows = fiftyProducts(prefix)
    rows[9] = { ...rows[9], price: 'twelve' }
    rows[30] = { ...rows[30], title_en: '', stock: '-3' }
    const response = await send('/preview', csv(rows))
    expect(response.statusCode, response.body).toBe(200)
    const preview = importPreview.parse(response.json())
    expect(preview.counts).toEqual({ create: 48, update: 0, unchanged: 0, error: 2 })
    const bad = preview.rows.filter((r) => r.action === 'error')
    expect(bad.map((r) => r.row)).toEqual([11, 32])
    expect(bad[0]?.errors).toEqual([{ field: 'price', message: 'admin.catalog.errors.price' }])
    expect(bad[1]?.errors.map((e) => e.field)).toEqual(['title_en', 'stock'])
    expect(await find(prefix)).toEqual([])
  })

  it('applies nothing when a row has an error, and answers the rows', async () => {
    const prefix = `ae${tag()}`
    const rows = fiftyProducts(prefix)
    rows[3] = { ...rows[3], colour: 'no-such-colour' }
    const response = await send('', csv(rows))
    expect(response.statusCode, response.body).toBe(422)
    expect(response.json().errors).toEqual([
      { path: '5.colour', message: 'admin.catalog.errors.unknownColour' },
    ])
    expect(await find(prefix)).toEqual([])
  })

  it('applies a valid file in one go: creates, updates, and the stock history says "CSV import"', async () => {
    const prefix = `ok${tag()}`
    const rows = fiftyProducts(prefix).slice(0, 3)
    rows.push(row({ ...rows[0], sku: `${prefix}-L0B`.toUpperCase(), size_en: '45 cm' }))
    const first = await send('', csv(rows, '\n'))
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().counts).toMatchObject({ create: 4, error: 0 })
    expect(first.json().products).toEqual({ create: 3, update: 0 })
    const [created] = await find(`${prefix}-lamp-0`)
    expect(created?.stock).toBe(8)

    rows[0] = { ...rows[0], stock: '9', price: '1500', title_en: "=cmd|' /C calc'!A0" }
    rows[3] = { ...rows[3], title_en: rows[0]?.title_en }
    const second = await send('', csv(rows))
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json().counts).toMatchObject({ create: 0, update: 2, unchanged: 2 })
    const details = await app.inject({
      url: `${API}/products/${created?._id}`,
      headers: staffBearer(tokens.owner),
    })
    const variant = details.json().variants.find((v: { sku: string }) => v.sku.endsWith('-L0'))
    expect(variant).toMatchObject({ stock: 9, price: '1500.00' })
    expect(details.json().title.en).toBe("=cmd|' /C calc'!A0")
    const history = await app.inject({
      url: `${API}/variants/${variant._id}/stock-history`,
      headers: staffBearer(tokens.owner),
    })
    expect(history.json().data[0]).toMatchObject({ reason: 'CSV import', before: 4, after: 9 })
    const audit = await auditOf(app, MAIN_STORE_ID)
    expect(audit.filter((a) => a.action === 'catalog.imported').at(-1)?.note).toBe(
      '0 created, 2 updated, 2 unchanged',
    )

    // the formula cell goes out defused and the shop shows the product
    const exported = await app.inject({
      url: `${API}/products/export`,
      headers: staffBearer(tokens.owner),
    })
    expect(exported.body).toContain(`,'=cmd|' /C calc'!A0,`)
    const shop = await app.inject(
      `${STORE}/product-management/products/filter?keyword=${encodeURIComponent('Harbour lamp 1, brass')}`,
    )
    expect(shop.statusCode, shop.body).toBe(200)
    expect(shop.json().data.map((p: { title: { en: string } }) => p.title.en)).toContain(
      'Harbour lamp 1, brass',
    )
  })

  it('reads its own export back as all unchanged', async () => {
    const exported = await app.inject({
      url: `${API}/products/export`,
      headers: staffBearer(tokens.owner),
    })
    const response = await send('/preview', exported.rawPayload)
    expect(response.statusCode, response.body).toBe(200)
    const { counts, rows } = importPreview.parse(response.json())
    expect(
      rows.filter((r) => r.action !== 'unchanged').slice(0, 3),
      JSON.stringify(rows.filter((r) => r.action !== 'unchanged').slice(0, 3)),
    ).toEqual([])
    expect(counts.unchanged).toBeGreaterThan(50)
  })

  it('refuses the staff role: the import is a product write', async () => {
    const body = csv(fiftyProducts(`rr${tag()}`).slice(0, 1))
    expect((await send('/preview', body, 'staff')).statusCode).toBe(403)
    expect((await send('', body, 'staff')).statusCode).toBe(403)
    expect((await send('/preview', body, 'manager')).statusCode).toBe(200)
  })

  it('answers hostile files with a reason, never a 500', async () => {
    const huge = csv([row({ product_slug: 'huge', title_en: 'x'.repeat(300_000), sku: 'HUGE-1' })])
    const cases: [string | Buffer, number, string][] = [
      ['', 422, 'admin.import.errors.empty'],
      [Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x89, 0x50]), 422, 'admin.import.errors.notText'],
      ['"open,quote\r\n', 422, 'admin.import.errors.unclosedQuote'],
      ['a,b\r\n1,2\r\n', 422, 'admin.import.errors.missingColumn'],
    ]
    for (const [body, status, message] of cases) {
      const response = await send('/preview', body)
      expect(response.statusCode, response.body).toBe(status)
      expect(response.json().errors[0].message).toBe(message)
    }
    const long = await send('/preview', huge)
    expect(long.statusCode, long.body).toBe(200)
    expect(long.json().rows[0].errors).toContainEqual({
      field: 'title_en',
      message: 'admin.import.errors.tooLong',
    })
    const tooBig = await send('/preview', 'x'.repeat(3 * 1024 * 1024))
    expect(tooBig.statusCode).toBe(413)
  })
})
