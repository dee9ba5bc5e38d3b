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
 * Issue 27, back-office quality (ADR 052): a staff member on a phone, in Chinese, finds an
 * enquiry by part of the sender's phone number, the seed's demo quotation and project by part of
 * the reference and of the customer's name; the search stays in the address.
 */
const PHONE = { width: 390, height: 844 }
const word = Date.now().toString(36)
const phone = `5${String(Date.now()).slice(-7)}`

test('zh, 390 px: a staff member finds an enquiry, a quotation and a project by part of what the customer gave', async ({
  browser,
  page: owner,
}) => {
  test.setTimeout(150_000)
  const sent = await owner.request.post('/api/v1/enquiries', {
    headers: { 'x-store-locale': 'zh' },
    data: {
      name: `林嘉欣 ${word}`,
      area_code: '852',
      phone,
      subject: '書房訂造傢俬',
      description: '請問可否安排上門量度？',
    },
  })
  expect(sent.status()).toBe(201)
  const page = await member(owner, browser, 'Staff', '繁體中文', PHONE)

  // the phone as the customer said it, with +852 and spaces
  await page.goto('/admin/enquiries?status=all')
  await ready(page)
  const enquirySearch = page.getByTestId('enquiry-search')
  await enquirySearch.getByLabel('搜尋').fill(`+852 ${phone.slice(0, 4)} ${phone.slice(4)}`)
  await enquirySearch.getByRole('button', { name: '搜尋' }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  const enquiries = page.getByTestId('enquiry-list').locator('li')
  await expect(enquiries).toHaveCount(1)
  await expect(enquiries).toContainText(`林嘉欣 ${word}`)
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'list-search-enquiries-zh-390', true)

  // part of a reference, in any case; the tabs keep the search
  await page.goto('/admin/quotations')
  await ready(page)
  const quotationSearch = page.getByTestId('quotation-search')
  await quotationSearch.getByLabel('搜尋').fill('demo01')
  await quotationSearch.getByRole('button', { name: '搜尋' }).click()
  // the search has answered (the list before it may already hold one card, with tabs that do not
  // carry the search yet)
  await expect(page).toHaveURL(/[?&]q=demo01/)
  await expect(page.getByTestId('quotation-item')).toHaveCount(1)
  await expect(page.getByTestId('quotation-item')).toContainText('QT-261001-DEMO01')
  await page.getByTestId('quotation-tabs').getByRole('link', { name: '已接受' }).click()
  await expect(page).toHaveURL(/status=accepted.*q=demo01|q=demo01.*status=accepted/)
  await expect(page.getByTestId('quotation-item')).toHaveCount(1)
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'list-search-quotations-zh-390', true)

  // part of the customer's name finds the project; someone else's finds nothing
  await page.goto('/admin/projects')
  await ready(page)
  await page.getByTestId('project-filters').getByLabel('搜尋').fill('tai man')
  await page.getByRole('button', { name: '顯示' }).click()
  await expect(page.getByTestId('project-item').first()).toContainText('QT-261001-DEMO01')
  await expectNoHorizontalOverflow(page)
  await page.goto(`/admin/projects?q=${word}`)
  await expect(page.getByText(`沒有符合「${word}」的項目。`)).toBeVisible()
  await page.context().close()
})

test('en: the dashboard lists sold-out variants, each linked to its product', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
  await ready(page)
  const soldOut = page.getByTestId('dashboard-sold-out')
  await expect(soldOut).toBeVisible()
  await expect(page.getByText('Refunded today')).toBeVisible()
  await soldOut.getByRole('listitem').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/)
  await page.goto('/admin/')
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'dashboard-sold-out-en-390', true)
})

test('en, 390 px: removing a studio closure asks first; keeping it changes nothing', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
  await page.goto('/admin/studio')
  await ready(page)
  const closures = page.getByTestId('closures').getByRole('listitem')
  const before = await closures.count()
  expect(before).toBeGreaterThan(0)
  await closures
    .first()
    .getByRole('button', { name: /^Remove the closure/ })
    .click()
  await expect(page).toHaveURL(/[?&]remove=/)
  const asked = page.getByTestId('closure-confirm')
  await expect(asked).toContainText('Those days can be booked again.')
  await expectNoHorizontalOverflow(page)
  await asked.screenshot({ path: 'test-results/back-office/closure-confirm-en-390.png' })
  await asked.getByRole('link', { name: 'Keep it' }).click()
  await expect(page.getByTestId('closure-confirm')).toHaveCount(0)
  await expect(closures).toHaveCount(before)
})
