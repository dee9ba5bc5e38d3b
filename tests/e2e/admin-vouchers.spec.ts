import type { Page } from '@playwright/test'
import {
  docsShot,
  expectNoHorizontalOverflow,
  member,
  OWNER,
  otherBrowser,
} from './admin-helpers.ts'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { ready, register, uniqueEmail } from './identity-helpers.ts'

/**
 * Back office, membership (issue 16): a manager creates a voucher offer bought with points, finds
 * it in the list and changes its stock; a staff member (working in Chinese) sees the offers but
 * cannot create one; a manager adjusts a customer's points with a reason. On a 390 px phone.
 */
const PHONE = { width: 390, height: 844 }

const shot = (page: Page, name: string) => docsShot(page, name, true)

/** Opens the menu item `name` (folded into "Menu" on a phone). */
async function openMenu(page: Page, menu: string, name: string) {
  const folded = page.getByTestId('admin-menu')
  await folded.getByText(menu, { exact: true }).click()
  await folded.getByRole('link', { name }).click()
  // folded again, so the page itself is what a phone shows
  await folded.locator('summary').click()
}

test('en: a manager creates a voucher offer, finds it in the list and changes its stock', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const manager = await member(page, browser, 'Manager', 'English')
  const title = `HKD 150 off lighting ${Date.now()}`

  await openMenu(manager, 'Menu', 'Vouchers')
  await expect(manager.getByRole('heading', { level: 1, name: 'Vouchers' })).toBeVisible()
  await manager.getByRole('link', { name: 'New offer' }).click()
  await expect(manager.getByRole('heading', { level: 1, name: 'New voucher offer' })).toBeVisible()
  await ready(manager)
  const form = manager.getByTestId('offer-form')

  // a form with the Chinese titles and the price missing is refused field by field, and what
  // was typed stays
  await form.getByLabel('Title (English)').fill(title)
  await form.getByLabel('Amount off (HKD)').fill('150')
  await form.getByRole('button', { name: 'Create offer' }).click()
  await expect(manager.getByRole('alert')).toHaveText('Please correct the fields marked below')
  const zhTitle = form.getByLabel('Title (Traditional Chinese)')
  await expect(zhTitle).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Points price')).toHaveAccessibleDescription(
    'This field is required',
  )
  await expect(form.getByLabel('Title (English)')).toHaveValue(title)
  await expect(form.getByLabel('Amount off (HKD)')).toHaveValue('150')

  // the percentage fields show only for a percentage discount
  await expect(form.getByLabel('Percent off')).toBeHidden()
  await form.getByLabel('Discount type').selectOption({ label: 'Percentage off' })
  await expect(form.getByLabel('Percent off')).toBeVisible()
  await expect(form.getByLabel('Amount off (HKD)')).toBeHidden()
  await form.getByLabel('Discount type').selectOption({ label: 'Amount off' })

  await zhTitle.fill('燈飾減 HKD 150')
  await form.getByLabel('Title (Simplified Chinese)').fill('灯饰减 HKD 150')
  await form.getByLabel('Terms (English)').fill('Orders from HKD 1,200. One voucher per order.')
  await form.getByLabel('Minimum spend (HKD)').fill('1200')
  await form.getByLabel('Points price').fill('1500')
  await form.getByLabel('Stock', { exact: true }).fill('40')
  await form.getByLabel('Limit per member').fill('2')
  await form.getByLabel('Valid for (days after redeeming)').fill('60')
  await form.getByLabel('Starts').fill('2026-12-01T10:00')
  await form.getByLabel('Ends').fill('2027-02-28T22:00')
  await form.getByRole('button', { name: 'Create offer' }).click()
  await expect(manager.getByRole('status')).toHaveText('Voucher offer created.')
  await expect(manager.getByRole('heading', { level: 1, name: 'Edit voucher offer' })).toBeVisible()
  await expectNoHorizontalOverflow(manager)
  expect(await seriousViolations(manager)).toEqual([])
  await shot(manager, 'voucher-offer-390')

  // the list shows it with its price, stock, limits and dates
  await manager.getByRole('link', { name: 'All voucher offers' }).click()
  const item = manager.getByTestId('offer-item').filter({ hasText: title })
  await expect(item).toHaveCount(1)
  await expect(item).toContainText('HK$150 off')
  await expect(item).toContainText('1500 points')
  await expect(item.getByTestId('offer-stock')).toHaveText('40 / 40')
  await expect(item).toContainText('From 01/12/2026 10:00 · Until 28/02/2027 22:00')
  await expect(item).toContainText('Min. spend HK$1,200')
  await expect(item.getByTestId('offer-status')).toHaveText('Active')
  await expectNoHorizontalOverflow(manager)
  expect(await seriousViolations(manager)).toEqual([])
  await shot(manager, 'vouchers-390')

  // the stock changes; what was saved is what the form and the list show
  await item.getByRole('link', { name: title }).click()
  await ready(manager)
  await expect(form.getByLabel('Starts')).toHaveValue('2026-12-01T10:00')
  await form.getByLabel('Stock', { exact: true }).fill('25')
  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect(manager.getByRole('status')).toHaveText('Changes saved.')
  await expect(form.getByLabel('Stock', { exact: true })).toHaveValue('25')
  await manager.getByRole('link', { name: 'All voucher offers' }).click()
  await expect(
    manager.getByTestId('offer-item').filter({ hasText: title }).getByTestId('offer-stock'),
  ).toHaveText('25 / 25')
  // an address that names no offer is the 404 page, not an error
  for (const id of ['not-an-offer', '00000000-0000-4000-8000-000000000000'])
    expect((await manager.goto(`/admin/vouchers/${id}`))?.status(), id).toBe(404)
})

test('zh: a staff member sees the voucher offers but cannot create or edit one', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const staff = await member(page, browser, 'Staff', '繁體中文')
  // the owner (working in English) puts a free-delivery voucher on offer
  const stamp = Date.now()
  await page.goto('/admin/vouchers/new')
  await ready(page)
  const form = page.getByTestId('offer-form')
  await form.getByLabel('Title (English)').fill(`Free delivery ${stamp}`)
  await form.getByLabel('Title (Traditional Chinese)').fill(`免運費禮券 ${stamp}`)
  await form.getByLabel('Title (Simplified Chinese)').fill(`免运费礼券 ${stamp}`)
  await form.getByLabel('Discount type').selectOption({ label: 'Free delivery' })
  await expect(form.getByLabel('Amount off (HKD)')).toBeHidden()
  await form.getByLabel('Points price').fill('800')
  await form.getByLabel('Stock', { exact: true }).fill('12')
  await form.getByRole('button', { name: 'Create offer' }).click()
  await expect(page.getByRole('status')).toHaveText('Voucher offer created.')

  await openMenu(staff, '選單', '禮券')
  await expect(staff.getByRole('heading', { level: 1, name: '禮券' })).toBeVisible()
  const item = staff.getByTestId('offer-item').filter({ hasText: `免運費禮券 ${stamp}` })
  await expect(item).toContainText('免運費')
  await expect(item).toContainText('800 積分')
  await expect(item.getByTestId('offer-stock')).toHaveText('12 / 12')
  await expect(item.getByTestId('offer-status')).toHaveText('生效中')
  // no link to the form either
  await expect(item.getByRole('link')).toHaveCount(0)
  await expect(staff.getByRole('link', { name: '新增禮券' })).toHaveCount(0)
  await expect(staff.getByRole('navigation', { name: '顯示' })).toBeVisible()
  await expectNoHorizontalOverflow(staff)
  await shot(staff, 'vouchers-staff-zh-390')
  // the address itself answers the 403 page in their language
  const response = await staff.goto('/admin/vouchers/new')
  expect(response?.status()).toBe(403)
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('沒有權限')
})

test("en: a manager adjusts a customer's points with a reason and sees the balance and the line", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const email = uniqueEmail('points')
  const name = `Lau Points ${Date.now()}`
  const { page: customer } = await otherBrowser(browser)
  await register(customer, '', email, name)

  const manager = await member(page, browser, 'Manager', 'English')
  await manager.goto(`/admin/customers?q=${encodeURIComponent(email)}`)
  await manager.getByTestId('customer-list').getByRole('link', { name }).click()
  await ready(manager)
  await expect(manager.getByRole('heading', { level: 2, name: 'Membership' })).toBeVisible()
  await expect(manager.getByTestId('points-available')).toHaveText('0')

  const adjust = manager.getByTestId('adjust-points')
  // taking points the customer does not have is refused, and what was typed stays
  await adjust.getByLabel('Points').fill('-50')
  await adjust.getByLabel('Reason').fill('Test deduction')
  await adjust.getByRole('button', { name: 'Adjust points' }).click()
  await expect(manager.getByRole('alert')).toHaveText(
    'The customer does not have that many available points to take',
  )
  await expect(adjust.getByLabel('Points')).toHaveValue('-50')

  await adjust.getByLabel('Points').fill('300')
  await adjust.getByLabel('Reason').fill('Sofa delivered late: goodwill points')
  await adjust.getByRole('button', { name: 'Adjust points' }).click()
  await expect(manager.getByRole('status')).toHaveText('+300 points adjusted. Available now: 300.')
  await expect(manager.getByTestId('points-available')).toHaveText('300')
  const line = manager.getByTestId('points-transactions').locator('li').first()
  await expect(line).toContainText('+300')
  await expect(line).toContainText('Adjusted by staff')
  await expect(line).toContainText('Sofa delivered late: goodwill points')
  await expect(adjust.getByLabel('Points')).toHaveValue('')
  await expectNoHorizontalOverflow(manager)
  expect(await seriousViolations(manager)).toEqual([])
  await shot(manager, 'customer-membership-390')
})

test("without script: an offer is created and a customer's points adjusted as plain forms", async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const email = uniqueEmail('points-nojs')
  const name = `Ho No Script ${Date.now()}`
  const { page: customer } = await otherBrowser(browser)
  await register(customer, '', email, name)

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(OWNER.email)
  await page.getByLabel('Password').fill(OWNER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 30_000 })

  const title = `15% off rugs ${Date.now()}`
  await page.goto('/admin/vouchers/new')
  const form = page.getByTestId('offer-form')
  await form.getByLabel('Title (English)').fill(title)
  await form.getByLabel('Title (Traditional Chinese)').fill('地氈 85 折')
  await form.getByLabel('Title (Simplified Chinese)').fill('地毯 85 折')
  // the fields follow the discount type without script too
  await form.getByLabel('Discount type').selectOption({ label: 'Percentage off' })
  await expect(form.getByLabel('Amount off (HKD)')).toBeHidden()
  await form.getByLabel('Percent off').fill('15')
  await form.getByLabel('Largest discount (HKD)').fill('500')
  await form.getByRole('button', { name: 'Create offer' }).click()
  // refused for the missing points price; everything typed is still there
  await expect(page.getByRole('alert')).toHaveText('Please correct the fields marked below')
  await expect(form.getByLabel('Points price')).toHaveAccessibleDescription(
    'This field is required',
  )
  await expect(form.getByLabel('Title (English)')).toHaveValue(title)
  await expect(form.getByLabel('Discount type')).toHaveValue('PERCENTAGE')
  await expect(form.getByLabel('Largest discount (HKD)')).toHaveValue('500')
  await form.getByLabel('Points price').fill('2000')
  await form.getByRole('button', { name: 'Create offer' }).click()
  await expect(page.getByRole('status')).toHaveText('Voucher offer created.')
  await page.goto('/admin/vouchers?status=active')
  await expect(page.getByTestId('offer-item').filter({ hasText: title })).toContainText(
    '15% off, up to HK$500',
  )

  await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`)
  await page.getByRole('link', { name }).click()
  const adjust = page.getByTestId('adjust-points')
  await adjust.getByLabel('Points').fill('120')
  await adjust.getByRole('button', { name: 'Adjust points' }).click()
  await expect(page.getByRole('alert')).toHaveText('This field is required')
  await expect(adjust.getByLabel('Points')).toHaveValue('120')
  await adjust.getByLabel('Reason').fill('Showroom visit welcome gift')
  await adjust.getByRole('button', { name: 'Adjust points' }).click()
  await expect(page.getByRole('status')).toHaveText('+120 points adjusted. Available now: 120.')
  await expect(page.getByTestId('points-available')).toHaveText('120')
  await context.close()
})
