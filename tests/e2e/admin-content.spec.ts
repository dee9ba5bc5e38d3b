import type { Page } from '@playwright/test'
import { hkDateTime } from '@shop/contract/client'
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
 * Back office, content (issue 27): the owner writes a journal post and schedules it; the shop
 * leaves it out until its Hong Kong publish time has passed. A manager working in Chinese on a
 * phone adds a paragraph to the About page and reads it on /zh.
 */
const PHONE = { width: 390, height: 844 }
const HOUR = 3_600_000

/** A `datetime-local` value in Hong Kong time, `offset` from now. */
const hongKongLocal = (offset: number) => hkDateTime(Date.now() + offset)

/** Opens the menu item `name` (folded into a menu on a phone). */
async function openMenu(page: Page, menu: string, name: string) {
  const folded = page.getByTestId('admin-menu')
  await folded.getByText(menu, { exact: true }).click()
  await folded.getByRole('link', { name }).click()
  await folded.locator('summary').click()
}

/** The storefront's answer for an address, as a visitor without an account gets it. */
async function shopStatus(page: Page, path: string) {
  const response = await page.request.get(path)
  return response.status()
}

test('en: the owner writes a journal post, schedules it, and the shop shows it once due', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const slug = `window-seats-${Date.now()}`
  const title = `Window seats for small flats ${Date.now()}`
  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
  await page.goto('/admin/content/posts')
  await ready(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible()
  await page.getByRole('link', { name: 'Write a post' }).click()

  const form = page.getByTestId('content-form')
  // a post without its address or excerpt is refused field by field, and what was typed stays
  await form.getByLabel('Title (English)').fill(title)
  await form.getByLabel('Title (Traditional Chinese)').fill('細單位的窗台座位')
  await form.getByLabel('Address', { exact: true }).fill('Not An Address')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please check the marked fields.')
  await expect(form.getByLabel('Address', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Title (English)')).toHaveValue(title)

  await form.getByLabel('Address', { exact: true }).fill(slug)
  await form.getByLabel('Excerpt (English)').fill('A bench, cushions and storage below.')
  await form.getByLabel('Excerpt (Traditional Chinese)').fill('長櫈、坐墊及下方收納。')
  await form
    .getByLabel('Text (English)')
    .fill('<p>Measure the sill first.</p><script>alert(1)</script>')
  await form.getByLabel('Text (Traditional Chinese)').fill('<p>先量度窗台。</p>')
  await form.getByRole('checkbox', { name: 'Small-space living' }).check()
  await form.getByLabel('State').selectOption({ label: 'Scheduled' })
  // tomorrow in Hong Kong: not on the shop yet
  await form.getByLabel('Publish at (Hong Kong time)').fill(hongKongLocal(24 * HOUR))
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Post written (version 1).')
  await expect(page.getByTestId('content-status')).toHaveText('Scheduled')
  const id = page.url().match(/\/admin\/content\/posts\/([0-9a-f-]{36})/)?.[1]
  expect(id).toBeTruthy()
  const address = `/blog/${id}/${slug}`
  expect(await shopStatus(page, address)).toBe(404)

  // the preview shows the cleaned text, in each language; Simplified was filled from Traditional
  const preview = page.getByTestId('content-preview')
  await expect(preview.getByText('Measure the sill first.')).toBeVisible()
  await expect(preview.locator('script')).toHaveCount(0)
  await preview.getByRole('link', { name: 'Simplified Chinese', exact: true }).click()
  await expect(preview.getByRole('heading', { name: '细单位的窗台座位' })).toBeVisible()

  // a minute ago in Hong Kong: due, so the shop shows it
  await form.getByLabel('Publish at (Hong Kong time)').fill(hongKongLocal(-60_000))
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved as version 2.')
  await expect(page.getByTestId('content-status')).toHaveText('Published')
  await expect.poll(() => shopStatus(page, address), { timeout: 15_000 }).toBe(200)
  const visitor = await page.context().browser()?.newPage()
  if (!visitor) throw new Error('no browser')
  await visitor.goto(address)
  await expect(visitor.getByTestId('post-article').locator('h1')).toHaveText(title)
  await visitor.close()

  // version 1 brought back, after asking: scheduled for tomorrow again, off the shop
  await page.getByRole('link', { name: 'Restore…' }).click()
  await expect(page.getByTestId('confirm-restore')).toContainText('Bring version 1 back?')
  await page.getByRole('button', { name: 'Restore version 1' }).click()
  await expect(page.getByRole('status')).toHaveText('Version 1 brought back as version 3.')
  await expect(page.getByTestId('content-status')).toHaveText('Scheduled')
  await expect(page.getByTestId('content-version')).toHaveCount(3)
  await expect.poll(() => shopStatus(page, address), { timeout: 15_000 }).toBe(404)
  await page.setViewportSize(PHONE)
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'content-post-en-390', true)

  await page.goto(`/admin/content/posts?status=scheduled&search=${slug}`)
  await expect(page.getByTestId('content-item')).toHaveCount(1)
  await docsShot(page, 'content-post-en')
})

test('zh: a manager adds a paragraph to the About page on a phone and reads it on /zh', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const manager = await member(page, browser, 'Manager', '繁體中文', PHONE)
  const words = `歡迎預約參觀陳列室（${Date.now()}）`

  await openMenu(manager, '選單', '網站內容')
  await expect(manager.getByRole('heading', { level: 1, name: '網站內容' })).toBeVisible()
  await expectNoHorizontalOverflow(manager)
  await docsShot(manager, 'content-list-zh-390', true)
  await manager.getByRole('link', { name: '頁面', exact: true }).click()
  await manager.getByRole('link', { name: '關於我們' }).click()
  await expect(manager.getByRole('heading', { level: 1, name: '編輯頁面' })).toBeVisible()

  const body = manager.getByLabel('內文（繁體中文）')
  await body.fill(`${await body.inputValue()}\n<p>${words}</p>`)
  await manager.getByRole('button', { name: '儲存', exact: true }).click()
  await expect(manager.getByRole('status')).toContainText('已儲存為第')
  await expect(manager.getByTestId('content-status')).toHaveText('已發佈')
  await manager.getByRole('link', { name: '繁體中文', exact: true }).click()
  await expect(manager.getByTestId('content-preview').getByText(words)).toBeVisible()
  await expectNoHorizontalOverflow(manager)
  await docsShot(manager, 'content-page-zh-390', true)

  await expect
    .poll(
      async () => {
        await manager.goto('/zh/about-us')
        return manager.getByText(words).count()
      },
      { timeout: 15_000 },
    )
    .toBe(1)
  await expect(manager.getByTestId('content-about-us').locator('h1')).toHaveText('關於我們')
})
