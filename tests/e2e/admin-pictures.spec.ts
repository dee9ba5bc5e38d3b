import sharp from 'sharp'
import { docsShot, expectNoHorizontalOverflow, member, ready } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'

/**
 * Product pictures in the back office (issue 27): a manager on a phone, in Chinese, uploads two
 * pictures at once, describes one (Simplified filled by OpenCC), moves it first and sees that
 * order on the storefront's product page; a manager on a desktop, in English, drops a third
 * picture on the upload area and deletes one after confirming.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
const word = `rattan${Date.now().toString(36)}`
let editUrl = ''
let shopUrl = ''

const picture = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer()
const filesShown = (page: import('@playwright/test').Page) =>
  page
    .getByTestId('picture-row')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-file')))

test.describe.configure({ mode: 'serial' })

test('zh, 390 px: a manager uploads two pictures, describes one and moves it first', async ({
  browser,
  page: owner,
}) => {
  test.setTimeout(180_000)
  const page = await member(owner, browser, 'Manager', '繁體中文', PHONE)
  await page.goto('/admin/products/new')
  await ready(page)
  const form = page.getByTestId('product-form')
  await form.getByLabel('名稱（英文）').fill(`Harbour ${word} chair`)
  await form.getByLabel('名稱（繁體中文）').fill(`海港藤椅 ${word}`)
  await form.getByRole('button', { name: '建立產品' }).click()
  await expect(page.getByRole('status')).toHaveText('產品已建立。請在下面加入款式。')
  await ready(page)
  editUrl = new URL(page.url()).pathname
  const variantForm = page.getByTestId('variant-form')
  await variantForm.getByLabel('SKU').fill(`${word}-1`.toUpperCase())
  await variantForm.getByLabel('價錢（港幣）').fill('1800')
  await variantForm.getByLabel('現有庫存').fill('4')
  await variantForm.getByRole('button', { name: '加入款式' }).click()
  await expect(variantForm.getByRole('status')).toHaveText('已加入款式。')
  await form.getByLabel('狀態').selectOption({ label: '發售中' })
  await form.getByRole('button', { name: '儲存產品' }).click()
  await expect(form.getByRole('status')).toHaveText('已儲存。')

  // two at once from the file input (a phone offers its camera for image/*)
  const upload = page.getByTestId('picture-upload')
  const input = upload.getByLabel('選擇圖片或拍照')
  await expect(input).toHaveAttribute('accept', 'image/*')
  await expect(input).toHaveAttribute('multiple', '')
  await input.setInputFiles([
    { name: 'sand.png', mimeType: 'image/png', buffer: await picture('#d8c3a0') },
    { name: 'navy.png', mimeType: 'image/png', buffer: await picture('#1f2f5a') },
  ])
  await upload.getByRole('button', { name: '上載圖片' }).click()
  await expect(upload.getByRole('status').last()).toHaveText('已加入圖片：2 張。')
  await expect(page.getByTestId('picture-row')).toHaveCount(2)
  const [sand, navy] = await filesShown(page)

  const second = page.getByTestId('picture-row').nth(1)
  await second.getByLabel('替代文字（繁體中文）').fill('深藍色藤椅')
  await second.getByRole('button', { name: '儲存圖片' }).click()
  await expect(second.getByRole('status')).toHaveText('已儲存圖片。')
  await expect(second.getByLabel('替代文字（簡體中文）')).toHaveValue('深蓝色藤椅')

  await second.getByRole('button', { name: '上移' }).click()
  await expect(page.getByTestId('pictures').getByRole('status').first()).toHaveText('已儲存次序。')
  await expect.poll(() => filesShown(page)).toEqual([navy, sand])
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'catalogue-pictures-zh-390', true)

  // the storefront's gallery shows them in that order at once
  await page.goto(`/zh/shop/main/product?keyword=${word}`)
  await ready(page)
  await page
    .getByRole('link', { name: `海港藤椅 ${word}` })
    .first()
    .click()
  // the product's own address, once the click has got there (not the list's)
  await expect(page).toHaveURL(/\/zh\/shop\/main\/product\/[0-9a-f-]{36}\//)
  await ready(page)
  shopUrl = new URL(page.url()).pathname.replace(/^\/zh/, '')
  const gallery = page.getByRole('list', { name: '圖片' }).locator('img')
  await expect(gallery.first()).toHaveAttribute('alt', '深藍色藤椅')
  await expect(gallery.first()).toHaveAttribute('src', new RegExp(`${navy}`))
  await expect(gallery.nth(1)).toHaveAttribute('src', new RegExp(`${sand}`))
  await page.context().close()
})

test('en, 1440 px: a manager drops a third picture and deletes one after confirming', async ({
  browser,
  page: owner,
}) => {
  test.setTimeout(180_000)
  const page = await member(owner, browser, 'Manager', 'English', DESKTOP)
  await page.goto(editUrl)
  await ready(page)
  await expect(page.getByRole('heading', { name: 'Pictures' })).toBeVisible()
  const [navy, sand] = await filesShown(page)

  // dropped on the area, uploaded with its progress shown
  const dropped = await page.evaluateHandle(async () => {
    const canvas = document.createElement('canvas')
    canvas.width = 320
    canvas.height = 240
    const context = canvas.getContext('2d')
    if (context) {
      context.fillStyle = '#4a7a4a'
      context.fillRect(0, 0, 320, 240)
    }
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((b) => resolve(b as Blob), 'image/png'),
    )
    const transfer = new DataTransfer()
    transfer.items.add(new File([blob], 'green.png', { type: 'image/png' }))
    return transfer
  })
  await page.getByTestId('picture-drop').dispatchEvent('drop', { dataTransfer: dropped })
  await expect(page.getByTestId('picture-upload').getByRole('status').last()).toHaveText(
    'Pictures added: 1.',
  )
  await expect(page.getByTestId('picture-row')).toHaveCount(3)

  await ready(page)

  // deleting asks first
  const last = page.locator(`[data-file="${sand}"]`)
  const confirm = page.getByTestId('picture-delete-confirm')
  await expect(async () => {
    await last.getByRole('link', { name: 'Delete…' }).click()
    await expect(page).toHaveURL(/delete=/, { timeout: 3000 })
    await expect(confirm).toContainText('Delete this picture?', { timeout: 3000 })
  }).toPass({ timeout: 20_000 })
  await docsShot(page, 'catalogue-pictures-en-1440', true)
  await confirm.getByRole('button', { name: 'Delete picture' }).click()
  await expect(page.getByTestId('pictures').getByRole('status').first()).toHaveText(
    'Picture deleted.',
  )
  await expect(page.getByTestId('picture-row')).toHaveCount(2)
  await expect(page.locator(`[data-file="${sand}"]`)).toHaveCount(0)

  const shop = await page.context().newPage()
  await shop.goto(`/zh${shopUrl}`)
  await ready(shop)
  const gallery = shop.getByRole('list', { name: '圖片' }).locator('img')
  await expect(gallery).toHaveCount(2)
  await expect(gallery.first()).toHaveAttribute('src', new RegExp(`${navy}`))
  await page.context().close()
})
