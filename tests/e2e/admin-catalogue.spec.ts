import { docsShot, expectNoHorizontalOverflow, member, ready } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'
import { register, uniqueEmail } from './identity-helpers.ts'
import { placeOfflineOrderInShop, uniquePhone } from './order-helpers.ts'

/**
 * Back-office catalogue (issue 27): a manager, working in Chinese on a phone, creates a product
 * with two variants (Simplified filled by OpenCC), publishes it and finds it on the storefront in
 * three languages; then, in English on a desktop, changes a price and the stock and sees both on
 * the product page.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

const word = `sideboard${Date.now().toString(36)}`
let productUrl = ''

test.describe.configure({ mode: 'serial' })

test('zh, 390 px: a manager creates a product with two variants and publishes it', async ({
  browser,
  page: owner,
}) => {
  test.setTimeout(150_000)
  // a manager working in Chinese on a phone (the shared owner's language stays as it is)
  const page = await member(owner, browser, 'Manager', '繁體中文', PHONE)
  await page.goto('/admin/products/new')
  await ready(page)
  await expect(page.getByRole('heading', { level: 1, name: '新增產品' })).toBeVisible()
  const form = page.getByTestId('product-form')
  await form.getByLabel('名稱（英文）').fill(`Harbour ${word}`)
  await form.getByLabel('名稱（繁體中文）').fill(`海港橡木餐邊櫃 ${word}`)
  await form.getByLabel('描述（繁體中文）').fill('實木製造，配黃銅把手。')
  await form.getByRole('button', { name: '建立產品' }).click()
  await expect(page.getByRole('status')).toHaveText('產品已建立。請在下面加入款式。')
  await ready(page)
  // the Simplified title was filled by OpenCC on save, and stays editable
  await expect(form.getByLabel('名稱（簡體中文）')).toHaveValue(`海港橡木餐边柜 ${word}`)

  for (const [sku, size, price] of [
    [`${word}-160`.toUpperCase(), '160 厘米', '6800'],
    [`${word}-200`.toUpperCase(), '200 厘米', '8800'],
  ] as const) {
    const variantForm = page.getByTestId('variant-form')
    await variantForm.getByLabel('SKU').fill(sku)
    await variantForm.getByLabel('尺寸（繁體中文）').fill(size)
    await variantForm.getByLabel('價錢（港幣）').fill(price)
    await variantForm.getByLabel('現有庫存').fill('3')
    await variantForm.getByRole('button', { name: '加入款式' }).click()
    await expect(page.getByTestId('variant-form').getByRole('status')).toHaveText('已加入款式。')
    await expect(page.locator(`[data-sku="${sku}"]`)).toBeVisible()
  }

  await form.getByLabel('狀態').selectOption({ label: '發售中' })
  await form.getByRole('button', { name: '儲存產品' }).click()
  await expect(form.getByRole('status')).toHaveText('已儲存。')
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'catalogue-product-zh-390', true)

  await page.goto(`/admin/products?search=${word}`)
  await ready(page)
  const item = page.getByTestId('product-item')
  await expect(item).toHaveCount(1)
  await expect(item.getByTestId('product-status')).toHaveText('發售中')
  await expect(item.getByTestId('product-stock')).toHaveText('庫存不多 · 6 件')
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'catalogue-list-zh-390', true)
  await page.context().close()
})

test('the new product is found on the storefront in English, Traditional and Simplified', async ({
  page,
}) => {
  for (const [prefix, title] of [
    ['', `Harbour ${word}`],
    ['/zh', `海港橡木餐邊櫃 ${word}`],
    ['/cn', `海港橡木餐边柜 ${word}`],
  ] as const) {
    await page.goto(`${prefix}/shop/main/product?keyword=${word}`)
    await ready(page)
    await page.getByRole('link', { name: title }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  }
  productUrl = new URL(page.url()).pathname.replace(/^\/cn/, '')
})

test('en, 1440 px: a manager changes a price and the stock and sees both on the storefront', async ({
  browser,
  page: owner,
}) => {
  test.setTimeout(150_000)
  const page = await member(owner, browser, 'Manager', 'English', DESKTOP)
  const context = page.context()
  await page.goto(`/admin/products?search=${word}`)
  await ready(page)
  await page.getByRole('link', { name: `Harbour ${word}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible()
  await ready(page)

  const sku = `${word}-160`.toUpperCase()
  const row = page.locator(`[data-sku="${sku}"]`)
  await row.getByLabel('Price (HKD)', { exact: true }).fill('5900')
  await row.getByRole('button', { name: 'Save variant' }).click()
  await expect(row.getByRole('status')).toHaveText('Variant saved.')
  await row.getByLabel('Add or take (e.g. 5 or -2)').fill('1')
  await row.getByLabel('Reason').fill('Delivery from the workshop')
  await row.getByRole('button', { name: 'Apply' }).click()
  await expect(row.getByRole('status')).toHaveText(`Stock of ${sku} is now 4.`)
  await expect(row.getByTestId('variant-stock')).toHaveText('Stock: 4')
  await row.getByRole('link', { name: 'Stock history' }).click()
  const history = page.getByTestId('stock-history')
  await expect(history.getByRole('row').nth(1)).toContainText('3 → 4 (+1)')
  await expect(history.getByRole('row').nth(1)).toContainText('Delivery from the workshop')
  await docsShot(page, 'catalogue-product-en-1440', true)

  // the export a spreadsheet opens: a byte-order mark, Chinese intact, one row per variant
  const csv = await page.request.get('/admin/products/export')
  expect(csv.headers()['content-type']).toContain('text/csv')
  const text = (await csv.body()).toString('utf8')
  expect(text.startsWith('\uFEFF')).toBe(true)
  expect(text.split('\r\n').filter((line) => line.includes(word.toUpperCase()))).toHaveLength(2)
  expect(text).toContain(`海港橡木餐边柜 ${word}`)

  // the storefront shows both at once: the caches were cleared after the commit
  const shop = await context.newPage()
  await shop.goto(productUrl)
  await ready(shop)
  await expect(shop.getByText(/5,900/).first()).toBeVisible()
  await expect(shop.getByTestId('stock').first()).toContainText('Only 4 left')
  await context.close()
})

test('zh, 390 px: a manager restocks both variants at once and gives one a new price', async ({
  browser,
  page: owner,
}) => {
  test.setTimeout(150_000)
  const page = await member(owner, browser, 'Manager', '繁體中文', PHONE)
  await page.goto('/admin/products')
  await ready(page)
  await page.getByRole('link', { name: '批量修改' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '批量修改價錢和庫存' })).toBeVisible()
  await page.getByRole('searchbox').fill(word)
  await page.getByRole('button', { name: '顯示' }).click()
  await expect(page.getByTestId('bulk-product')).toHaveCount(1)
  await ready(page)
  const skus = [`${word}-160`.toUpperCase(), `${word}-200`.toUpperCase()]
  // nothing ticked: the page says so and changes nothing
  await page.getByLabel('增加或減少（例如 5 或 -2）').fill('5')
  await page.getByLabel('原因').fill('佛山貨櫃到貨')
  await page.getByRole('button', { name: '更改庫存' }).click()
  await expect(page.getByRole('alert')).toHaveText('請剔選至少一個款式。')
  for (const sku of skus) await page.getByLabel(`選擇 ${sku}`).check()
  await page.getByLabel('增加或減少（例如 5 或 -2）').fill('5')
  await page.getByLabel('原因').fill('佛山貨櫃到貨')
  await page.getByRole('button', { name: '更改庫存' }).click()
  await expect(page.getByRole('status')).toHaveText('已更改 2 個款式。')
  // 4 and 3 before (the price-and-stock journey left 4 of the first)
  await expect(page.locator(`[data-sku="${skus[0]}"]`).getByTestId('bulk-stock')).toContainText(
    '9 件',
  )
  await expect(page.locator(`[data-sku="${skus[1]}"]`).getByTestId('bulk-stock')).toContainText(
    '8 件',
  )
  await page.getByLabel(`選擇 ${skus[1]}`).check()
  await page.getByLabel('新價錢（港幣）').fill('8200')
  await page.getByRole('button', { name: '設定這個價錢' }).click()
  await expect(page.getByRole('status')).toHaveText('已更改 1 個款式。')
  await expect(page.locator(`[data-sku="${skus[1]}"]`).getByTestId('bulk-price')).toContainText(
    '8,200',
  )
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'catalogue-bulk-zh-390', true)
  await page.context().close()
})

test('a shopper buys the new product; archived, it leaves the shop and the old order still opens', async ({
  browser,
  page: owner,
  request,
}) => {
  test.setTimeout(150_000)
  const shopper = await browser.newPage()
  await register(shopper, '', uniqueEmail('archived-product'))
  const productId = productUrl.split('/').filter(Boolean).at(3) ?? ''
  expect(productId, 'the product id in its storefront address').toMatch(/^[0-9a-f-]{36}$/)
  const { reference } = await placeOfflineOrderInShop(
    shopper,
    request,
    '',
    {
      oneMore: 'One more',
      add: 'Add to cart',
      added: 'Added to your cart',
      proceed: 'Proceed to checkout',
      name: 'Recipient name',
      phone: 'Phone number',
      email: 'E-mail',
      fps: 'FPS',
      place: 'Place order',
      success: 'Thank you for your order',
    },
    uniquePhone(),
    'archive@example.hk',
    { productId },
  )

  // the manager archives the product
  const page = await member(owner, browser, 'Manager', 'English', DESKTOP)
  await page.goto(`/admin/products?search=${word}`)
  await ready(page)
  await page.getByRole('link', { name: `Harbour ${word}` }).click()
  await ready(page)
  const form = page.getByTestId('product-form')
  await form.getByLabel('Status').selectOption({ label: 'Archived' })
  await form.getByRole('button', { name: 'Save product' }).click()
  await expect(form.getByRole('status')).toHaveText('Saved.')
  await page.context().close()

  // gone from the shop and its search …
  const gone = await shopper.goto(productUrl)
  expect(gone?.status()).toBe(404)
  await shopper.goto(`/shop/main/product?keyword=${word}`)
  await ready(shopper)
  await expect(shopper.getByRole('link', { name: `Harbour ${word}` })).toHaveCount(0)
  // … while the order that bought it still opens with its line
  await shopper.goto('/shop/main/order')
  await ready(shopper)
  const row = shopper.getByTestId('order-row').filter({ hasText: reference })
  await row.getByRole('link').first().click()
  await ready(shopper)
  await expect(shopper.getByRole('main')).toContainText(reference)
  await expect(shopper.getByRole('main')).toContainText(`Harbour ${word}`)
  await shopper.close()
})
