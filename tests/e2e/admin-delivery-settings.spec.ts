import type { Locator, Page } from '@playwright/test'
import {
  adminLogin,
  docsShot,
  expectNoHorizontalOverflow,
  member,
  OWNER,
  otherBrowser,
  ready,
} from './admin-helpers.ts'
import { deliveryTexts, fillHomeDelivery } from './checkout-helpers.ts'
import { expect, test } from './fixtures.ts'
import { openFirstProduct } from './shop-helpers.ts'

/**
 * Delivery calendar and search synonyms in the back office (issue 27, ADR 050): the owner adds a
 * public holiday and a shopper's checkout no longer offers that day; a synonym group added in
 * English (the owner) and in Chinese (a manager on a phone) makes search find products by the new
 * word. Each journey takes back what it added, so the shared shop stays as the others expect.
 */
const PHONE = { width: 390, height: 844 }
const tag = Date.now().toString(36).replace(/\d/g, '')

/** The delivery dates the checkout's date select offers for Wan Chai (ISO dates). */
async function offeredDates(shopper: Page): Promise<string[]> {
  await fillHomeDelivery(shopper, deliveryTexts.en)
  const options = shopper
    .getByTestId('checkout-form')
    .getByLabel(deliveryTexts.en.date, { exact: true })
    .locator('option')
  return (
    await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))
  ).filter(Boolean)
}

async function saveDelivery(form: Locator, version: RegExp) {
  await form.getByRole('button', { name: 'Save delivery calendar' }).click()
  await expect(form.getByRole('status')).toHaveText(version)
}

test('en: the owner adds a public holiday and checkout no longer offers that day', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000)
  // a shopper with a sofa in the cart at checkout
  const { page: shopper } = await otherBrowser(browser)
  await openFirstProduct(shopper, '', 'Aberdeen')
  await shopper.getByRole('button', { name: 'Add to cart' }).click()
  await expect(shopper.getByTestId('toast-success')).toContainText('Added to your cart')
  await shopper.goto('/shop/main/cart')
  await shopper.getByRole('button', { name: 'Proceed to checkout' }).click()
  await expect(shopper.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await ready(shopper)
  const before = await offeredDates(shopper)
  // a day in the middle: the other journeys take the first one
  const holiday = before[Math.floor(before.length / 2)]
  if (!holiday) throw new Error('no delivery dates offered')

  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
  await page.goto('/admin/settings')
  await ready(page)
  const form = page.getByTestId('settings-delivery')
  const added = form.getByRole('group', { name: 'Add a holiday' })
  // a day without a name is refused, with the date kept
  await added.getByLabel('Date').fill(holiday)
  await form.getByRole('button', { name: 'Save delivery calendar' }).click()
  await expect(form.getByRole('alert')).toHaveText('Some fields need a look; nothing was saved.')
  await expect(added.getByLabel('Name (English)')).toHaveValue('')
  await expect(form.getByText('Fill this in.').first()).toBeVisible()
  await added.getByLabel('Name (English)').fill(`Make-up day ${tag}`)
  await added.getByLabel('Name (Traditional Chinese)').fill('補假')
  await saveDelivery(form, /^Saved as version \d+\.$/)
  const saved = form
    .getByTestId('holiday-row')
    .filter({ has: page.locator(`input[value="${holiday}"]`) })
  await expect(saved).toHaveCount(1)

  // the shopper's checkout, loaded again, no longer offers the day
  await shopper.reload()
  await expect(shopper.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await ready(shopper)
  const after = await offeredDates(shopper)
  expect(after).not.toContain(holiday)
  expect(after.length).toBe(before.length - 1)

  // the owner takes the holiday off again
  await page.setViewportSize(PHONE)
  await expectNoHorizontalOverflow(page)
  await saved.scrollIntoViewIfNeeded()
  await docsShot(page, 'delivery-settings-en-390')
  await saved.getByLabel('Remove this holiday').check()
  await saveDelivery(form, /^Saved as version \d+\.$/)
  await expect(saved).toHaveCount(0)
  await shopper.context().close()
})

/** Adds a group on /admin/search-synonyms; answers its row. */
async function addGroup(
  page: Page,
  words: string,
  texts: { label: string; add: string; done: string },
) {
  await page.goto('/admin/search-synonyms')
  await ready(page)
  const blank = page.getByTestId('synonym-new')
  await blank.getByLabel(texts.label).fill(words)
  await blank.getByRole('button', { name: texts.add }).click()
  await expect(blank.getByRole('status')).toHaveText(texts.done)
  // the list shows the group, and the blank form is empty again
  await expect(blank.getByRole('textbox')).toHaveValue('')
}

async function deleteGroup(page: Page, word: string, texts: { open: string; submit: string }) {
  const row = page.getByTestId('synonym-group').filter({
    has: page.locator(`input[value*="${word}"]`),
  })
  await row.getByText(texts.open).click()
  await row.getByRole('button', { name: texts.submit }).click()
  await expect(page.locator(`input[value*="${word}"]`)).toHaveCount(0)
}

async function searchFinds(page: Page, prefix: string, keyword: string) {
  await page.goto(`${prefix}/shop/main/product?keyword=${encodeURIComponent(keyword)}`)
  await expect(
    page.getByTestId('product-results').getByTestId('product-card').first(),
  ).toBeVisible()
}

test('en: the owner adds a synonym group and search finds products by the new word', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const word = `settee${tag}`
  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
  await page.goto('/admin/search-synonyms')
  await ready(page)
  // one word is refused, with what was typed kept
  const blank = page.getByTestId('synonym-new')
  await blank.getByLabel('New group').fill(word)
  await blank.getByRole('button', { name: 'Add group' }).click()
  await expect(blank.getByRole('alert')).toHaveText('Some fields need a look; nothing was saved.')
  await expect(blank.getByText('Give at least two different words.')).toBeVisible()
  await expect(blank.getByLabel('New group')).toHaveValue(word)
  await blank.getByLabel('New group').fill(`${word}, sofa`)
  await blank.getByRole('button', { name: 'Add group' }).click()
  await expect(blank.getByRole('status')).toHaveText('Group added. Searches use it now.')

  await searchFinds(page, '', word)
  await page.goto('/admin/search-synonyms')
  await ready(page)
  await deleteGroup(page, word, { open: 'Delete…', submit: 'Delete group' })
})

test('zh, 390 px: a manager adds a group in Chinese and search finds products by it', async ({
  browser,
  page: owner,
}) => {
  test.setTimeout(150_000)
  const page = await member(owner, browser, 'Manager', '繁體中文', PHONE)
  const word = '懶人梳化椅'
  await addGroup(page, `${word}，sofa`, {
    label: '新增一組',
    add: '新增',
    done: '已新增，搜尋即時使用。',
  })
  await expect(
    page.getByTestId('synonym-group').filter({ has: page.locator('input[value*="懒人梳化椅"]') }),
  ).toHaveCount(1)
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'synonyms-zh-390', true)
  await searchFinds(page, '/zh', word)
  // Simplified finds it too (words are kept folded)
  await searchFinds(page, '/cn', '懒人梳化椅')
  await page.goto('/admin/search-synonyms')
  await ready(page)
  await deleteGroup(page, '懒人梳化椅', { open: '刪除…', submit: '刪除此組' })
  await page.context().close()
})
