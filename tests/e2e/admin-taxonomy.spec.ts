import type { Page } from '@playwright/test'
import { docsShot, expectNoHorizontalOverflow, member, ready } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'

/**
 * Categories, brands and colours in the back office (issue 27, ADR 044): a manager working in
 * Chinese on a phone adds a category and finds it among the storefront's category filters; in
 * English on a desktop another renames it, nests it and moves it, and the storefront and its header
 * menu follow.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
const word = Date.now().toString(36)

test.describe.configure({ mode: 'serial' })

/** The storefront keeps public answers a few seconds: reload until the filter shows `name`. */
async function seeCategoryFilter(page: Page, path: string, name: string) {
  await expect(async () => {
    await page.goto(path)
    await ready(page)
    await expect(
      page.getByRole('checkbox', { name, exact: true, includeHidden: true }),
    ).toBeAttached({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}

/** Likewise the header menu, whose category links follow the categories (ADR 044 amendment). */
async function seeMenuLink(page: Page, path: string, name: string) {
  await expect(async () => {
    await page.goto(path)
    await ready(page)
    await expect(
      page.locator('header').getByRole('link', { name, exact: true, includeHidden: true }),
    ).toBeAttached({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}

test('zh, 390 px: a manager adds a category and the storefront filters show it', async ({
  browser,
  page: owner,
}) => {
  test.setTimeout(150_000)
  const page = await member(owner, browser, 'Manager', '繁體中文', PHONE)
  await page.goto('/admin/categories')
  await expect(page.getByRole('heading', { level: 1, name: '類別' })).toBeVisible()
  await ready(page)
  const form = page.getByTestId('category-new')
  await form.getByLabel('名稱（英文）').fill(`Lanterns ${word}`)
  await form.getByLabel('名稱（繁體中文）').fill(`燈籠 ${word}`)
  await form.getByRole('button', { name: '新增' }).click()
  await expect(page.getByRole('status')).toHaveText('已新增。')
  const row = page.getByTestId('category-row').filter({ hasText: `燈籠 ${word}` })
  await expect(row).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'taxonomy-categories-zh-390', true)

  await page.goto('/admin/colours')
  await ready(page)
  await expect(page.getByTestId('swatch').first()).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'taxonomy-colours-zh-390', true)

  // the Simplified name was filled by OpenCC: the storefront in Simplified shows it
  await seeCategoryFilter(page, '/cn/shop/main/product', `灯笼 ${word}`)
  await page.context().close()
})

test('en, 1440 px: a manager renames and moves the category; the storefront follows', async ({
  browser,
  page: owner,
}) => {
  test.setTimeout(150_000)
  const page = await member(owner, browser, 'Manager', 'English', DESKTOP)
  await page.goto('/admin/categories')
  await ready(page)
  const row = page.getByTestId('category-row').filter({ hasText: `Lanterns ${word}` })
  await row.getByRole('link', { name: 'Edit' }).click()
  const edit = page.getByTestId('category-edit')
  await edit.getByLabel('Name (English)').fill(`Paper lanterns ${word}`)
  await edit.getByLabel('Parent').selectOption({ label: 'Lighting & Décor' })
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved.')
  const renamed = page.getByTestId('category-row').filter({ hasText: `Paper lanterns ${word}` })
  await renamed.getByRole('button', { name: `Move Paper lanterns ${word} up` }).click()
  await expect(page.getByRole('status')).toHaveText('Moved.')
  await docsShot(page, 'taxonomy-categories-en-1440', true)

  await page.goto('/admin/brands')
  await ready(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible()
  await docsShot(page, 'taxonomy-brands-en-1440', true)

  await seeCategoryFilter(page, '/shop/main/product', `Paper lanterns ${word}`)
  // nested under Lighting & Décor, the header menu lists it there under its new name
  await seeMenuLink(page, '/', `Paper lanterns ${word}`)
  await page.context().close()
})
