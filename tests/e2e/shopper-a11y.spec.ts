import type { Page } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { PASSWORD, ready, register, uniqueEmail } from './identity-helpers.ts'
import { apiLogin, placeOfflineOrder, uniquePhone } from './order-helpers.ts'
import { closeAddedDialog, openFirstProduct } from './shop-helpers.ts'

/**
 * Accessibility defects a shopper met (issue 30): link names that do not contain their visible text
 * (order and quotation cards, the profile's "Change" links), dark-mode blog counts below 4.5:1,
 * and the keyboard focus dropped to the page's top after "Add to cart".
 */
const API = '/api/v1'
const STORE = `${API}/stores/6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0001`

const locales = [
  { code: 'en', prefix: '', changeEmail: 'Change e-mail', changePhone: 'Change phone number' },
  { code: 'zh', prefix: '/zh', changeEmail: '更改電郵', changePhone: '更改電話號碼' },
  { code: 'cn', prefix: '/cn', changeEmail: '更改电邮', changePhone: '更改电话号码' },
] as const

/** Asks for a quotation through the shop's form (en); the list then shows its card. */
async function requestQuotation(page: Page) {
  const answer = await page.request.get(`${STORE}/product-management/products/filter?per_page=100`)
  const products: { _id: string; service_type: string | null }[] = (await answer.json()).data
  const service = products.find((p) => p.service_type === 'quotation')
  expect(service, 'a quotation service in the seed').toBeTruthy()
  await page.goto(`/shop/main/product/${(service as { _id: string })._id}`)
  await ready(page)
  await page.getByRole('link', { name: 'Request a quotation' }).click()
  await ready(page)
  const form = page.getByTestId('quotation-request-form')
  await form.getByLabel('Number of rooms').fill('3')
  await form.getByLabel('Size (sq ft)').fill('650')
  await form.getByLabel('What would you like done?').fill('A brighter living room')
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request received')
}

test('order and quotation cards and the profile "Change" links are named by their visible text (en, zh, cn)', async ({
  page,
  request,
  baseURL,
}) => {
  // a sign-up, an order, a quotation and nine audits on a busy two-core machine
  test.setTimeout(120_000)
  const email = uniqueEmail('a11y-names')
  await register(page, '', email)
  const token = await apiLogin(request, { login_id: email, password: PASSWORD })
  const { reference } = await placeOfflineOrder(request, baseURL as string, {
    token,
    phone: uniquePhone(),
  })
  await requestQuotation(page)

  const findings: string[] = []
  for (const l of locales) {
    await page.goto(`${l.prefix}/shop/main/order`)
    await ready(page)
    await expect(page.getByTestId('order-row')).toContainText(reference)
    findings.push(...(await seriousViolations(page, `${l.code} orders`)))

    await page.goto(`${l.prefix}/shop/project/order`)
    await ready(page)
    await expect(page.getByTestId('quotation-row')).toHaveCount(1)
    findings.push(...(await seriousViolations(page, `${l.code} quotations`)))

    await page.goto(`${l.prefix}/account/profile`)
    await ready(page)
    // the link's name starts with what it shows: "Change" + what it changes
    await expect(page.getByRole('link', { name: l.changeEmail, exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: l.changePhone, exact: true })).toBeVisible()
    findings.push(...(await seriousViolations(page, `${l.code} profile`)))
  }
  expect(findings, findings.join('\n')).toEqual([])
})

test('dark mode: the blog list and a post with its counts have no serious violations', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000)
  await context.addCookies([{ name: 'store_theme', value: 'dark', url: baseURL as string }])
  await page.goto('/blog')
  await ready(page)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const findings = await seriousViolations(page, 'blog list')
  await page
    .getByTestId('post-list')
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .first()
    .click()
  await expect(page.getByTestId('like-count')).toBeVisible()
  await ready(page)
  findings.push(...(await seriousViolations(page, 'blog post')))
  expect(findings, findings.join('\n')).toEqual([])
})

test('keyboard: after Enter on "Add to cart" the dialog takes the focus and gives it back', async ({
  page,
}) => {
  await openFirstProduct(page, '', 'sofa')
  await ready(page)
  const add = page.getByRole('button', { name: 'Add to cart', exact: true })
  await add.focus()
  await page.keyboard.press('Enter')
  await closeAddedDialog(page)
  await expect(add).toBeFocused()
  // and a second Enter adds again from there, without Tabbing back through the page
  await page.keyboard.press('Enter')
  await closeAddedDialog(page)
  await expect(add).toBeFocused()
})
