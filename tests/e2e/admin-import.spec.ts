import { CATALOGUE_CSV_COLUMNS } from '@shop/contract'
import {
  adminLogin,
  docsShot,
  expectNoHorizontalOverflow,
  member,
  OWNER,
  ready,
} from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'

/**
 * The catalogue CSV import (issue 27, ADR 048): the owner uploads 50 products with two bad rows,
 * the preview names both and nothing is applied; the fixed file is applied and a new product is
 * found on the storefront. A manager working in Chinese on a phone sees the same screens.
 */
const PHONE = { width: 390, height: 844 }
const word = `lamp${Date.now().toString(36)}`
// one product of the file has a name of its own, to find it on the storefront among the 50
const lantern = `Lantern ${Math.random().toString(36).slice(2, 10)}`

function csv(rows: Record<string, string>[]) {
  const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v)
  const lines = rows.map((r) => CATALOGUE_CSV_COLUMNS.map((c) => cell(r[c] ?? '')).join(','))
  return Buffer.from(`\uFEFF${[CATALOGUE_CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`)
}
// drafts, but for the one the journey buys: 50 more products on sale would change the shop the
// journeys beside this one read (their lists, counts and first products)
const products = (count: number, prefix = word) =>
  Array.from({ length: count }, (_, i) => ({
    product_slug: `${prefix}-${i}`,
    status: 'draft',
    title_en: `Peak ${prefix} lamp ${i}, brass`,
    title_zh: `山頂銅燈 ${i}`,
    tags: 'lamp',
    sku: `${prefix}-${i}`.toUpperCase(),
    size_en: '30 cm',
    price: '1280',
    stock: '5',
    low_stock_threshold: '2',
  }))
const upload = (name: string, body: Buffer) => ({ name, mimeType: 'text/csv', buffer: body })

test.describe.configure({ mode: 'serial' })

test('the owner previews 50 products with two bad rows, fixes them and applies; the shop sells one', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(PHONE)
  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
  await page.goto('/admin/products')
  await ready(page)
  await page.getByRole('link', { name: 'Import CSV' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible()
  await ready(page)

  const rows = products(50)
  rows[7] = { ...rows[7], title_en: lantern, status: 'active' } as (typeof rows)[number]
  const bad = rows.map((r) => ({ ...r }))
  bad[6] = { ...rows[6], price: 'about 1200' } as (typeof rows)[number]
  bad[40] = { ...rows[40], stock: '-2' } as (typeof rows)[number]
  await page.getByLabel('CSV file (UTF-8, as exported)').setInputFiles(upload('bad.csv', csv(bad)))
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByTestId('import-summary')).toHaveText(
    '48 to create, 0 to update, 0 unchanged, 2 with errors',
  )
  await expect(
    page.getByText('Row 8: price – Enter an amount in HKD, e.g. 1299 or 1299.50'),
  ).toBeVisible()
  await expect(page.getByText('Row 42: stock – Enter a whole number')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0)
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'import-preview-en-390', true)

  // nothing was applied
  await page.goto(`/admin/products?search=${word}`)
  await ready(page)
  await expect(page.getByText('No product matches.')).toBeVisible()

  await page.goto('/admin/products/import')
  await ready(page)
  await page
    .getByLabel('CSV file (UTF-8, as exported)')
    .setInputFiles(upload('good.csv', csv(rows)))
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect(page.getByTestId('import-summary')).toHaveText(
    '50 to create, 0 to update, 0 unchanged, 0 with errors',
  )
  await page.getByRole('button', { name: 'Apply 50 changes' }).click()
  await expect(page.getByTestId('import-applied')).toHaveText(
    'Imported: 50 variants created, 0 updated, 0 unchanged.',
  )
  await expectNoHorizontalOverflow(page)

  await page.goto(`/shop/main/product?keyword=${encodeURIComponent(lantern)}`)
  await ready(page)
  await page.getByRole('link', { name: lantern }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: lantern })).toBeVisible()

  await page.goto('/admin/orders')
  await ready(page)
  await expect(page.getByRole('heading', { name: 'Export for the accountant' })).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'orders-export-en-390', true)
})

test('zh, 390 px: a manager sees the preview and the order export in Chinese', async ({
  browser,
  page: owner,
}) => {
  test.setTimeout(150_000)
  const page = await member(owner, browser, 'Manager', '繁體中文', PHONE)
  await page.goto('/admin/products/import')
  await ready(page)
  await expect(page.getByRole('heading', { level: 1, name: '匯入產品' })).toBeVisible()
  const rows = products(3, `${word}zh`)
  rows[1] = { ...rows[1], title_en: '' } as (typeof rows)[number]
  await page.getByLabel('CSV 檔案（UTF-8，與匯出相同）').setInputFiles(upload('zh.csv', csv(rows)))
  await page.getByRole('button', { name: '預覽' }).click()
  await expect(page.getByTestId('import-summary')).toHaveText('新增 2，更新 0，不變 0，錯誤 1')
  await expect(page.getByText(/^第 3 行：title_en – /)).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'import-preview-zh-390', true)
  await page.goto('/admin/orders')
  await ready(page)
  await expect(page.getByRole('heading', { name: '匯出給會計' })).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'orders-export-zh-390', true)
  await page.context().close()
})
