import type { Page } from '@playwright/test'
import { docsShot, expectNoHorizontalOverflow, member } from './admin-helpers.ts'
import { acceptTerms, deliveryTexts, fillHomeDelivery } from './checkout-helpers.ts'
import { expect, test } from './fixtures.ts'
import { uniqueEmail } from './identity-helpers.ts'
import { closeAddedDialog, openFirstProduct } from './shop-helpers.ts'

/**
 * Back office, discount codes (issue 27): a manager working in Chinese on a phone creates a code
 * with a total limit; a shopper uses it at checkout; the code's page then counts the order and
 * the discount it gave. A manager in English sees the list on a desktop.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

/** Opens the menu item `name` (folded into a menu on a phone). */
async function openMenu(page: Page, menu: string, name: string) {
  const folded = page.getByTestId('admin-menu')
  await folded.getByText(menu, { exact: true }).click()
  await folded.getByRole('link', { name }).click()
  await folded.locator('summary').click()
}

/** A guest buys one product with `code` by FPS; answers once the order is placed. */
async function shopperUses(page: Page, code: string) {
  await openFirstProduct(page, '', 'Aberdeen')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await closeAddedDialog(page, 'Added to your cart')
  // the header link opens the cart panel; its "View cart" opens the page (as in checkout.spec)
  await page.getByRole('link', { name: 'Cart, 1 item' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'View cart' }).click()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await page.getByRole('textbox', { name: 'Voucher code', exact: true }).fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(page.getByText(`Voucher ${code} applied`)).toBeVisible()
  await page.getByRole('button', { name: 'Proceed to checkout' }).click()
  await expect(page.getByTestId('summary-global')).toBeVisible()
  const form = page.getByTestId('checkout-form')
  await form.getByLabel('Recipient name').fill('Chan Tai Man')
  await form
    .getByLabel('Phone number')
    .fill(String(90_000_000 + Math.floor(Math.random() * 9_999_999)))
  await form.getByLabel('E-mail').fill(uniqueEmail('code'))
  await fillHomeDelivery(page, deliveryTexts.en)
  await acceptTerms(page, deliveryTexts.en)
  await page.getByRole('radio', { name: 'FPS', exact: true }).check()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/result\/order\/success\?reference=/)
}

test('zh: a manager creates a discount code on a phone and a shopper uses it at checkout', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const manager = await member(page, browser, 'Manager', '繁體中文', PHONE)
  const code = `HARBOUR${String(Date.now()).slice(-6)}`

  await openMenu(manager, '選單', '優惠碼')
  await expect(manager.getByRole('heading', { level: 1, name: '優惠碼' })).toBeVisible()
  await manager.getByRole('link', { name: '新增優惠碼' }).click()
  const form = manager.getByTestId('code-form')
  // a form without its titles is refused field by field, and what was typed stays
  await form.getByLabel('優惠碼', { exact: true }).fill(code.toLowerCase())
  await form.getByLabel('減免金額（HKD）').fill('88')
  await form.getByRole('button', { name: '建立優惠碼' }).click()
  await expect(manager.getByRole('alert')).toHaveText('請修正以下標示的欄位')
  await expect(form.getByLabel('名稱（英文）')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('優惠碼', { exact: true })).toHaveValue(code.toLowerCase())

  await form.getByLabel('名稱（英文）').fill('HKD 88 off')
  await form.getByLabel('名稱（繁體中文）').fill('減 HKD 88')
  await form.getByLabel('名稱（簡體中文）').fill('减 HKD 88')
  await form.getByLabel('總使用次數').fill('5')
  await form.getByRole('button', { name: '建立優惠碼' }).click()
  await expect(manager.getByRole('status')).toContainText('已建立優惠碼')
  await expect(manager.getByText(code, { exact: true })).toBeVisible()
  await expect(manager.getByTestId('usage-orders')).toHaveText('0 / 5')
  await expectNoHorizontalOverflow(manager)
  await docsShot(manager, 'discount-code-phone-zh', true)

  // a shopper uses it, typed in small letters
  const shopper = await browser.newPage()
  await shopperUses(shopper, code)

  await manager.reload()
  await expect(manager.getByTestId('usage-orders')).toHaveText('1 / 5')
  await expect(manager.getByTestId('usage-discounted')).toHaveText('HK$88')

  // the list finds it by part of the code, with its use counted
  await manager.goto(`/admin/discount-codes?search=${code.slice(-6)}`)
  await expect(manager.getByTestId('code-item')).toHaveCount(1)
  await expect(manager.getByTestId('code-used')).toHaveText('1 / 5')
  await expectNoHorizontalOverflow(manager)
  await docsShot(manager, 'discount-codes-phone-zh', true)
})

test('en: a manager sees the discount codes on a desktop, filtered by status', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const manager = await member(page, browser, 'Manager', 'English', DESKTOP)
  await manager.getByRole('link', { name: 'Discount codes' }).first().click()
  await expect(manager.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible()
  await manager.getByRole('link', { name: 'Expired', exact: true }).click()
  await expect(manager.getByText('LUNARNY24', { exact: true })).toBeVisible()
  await expect(manager.getByText('WELCOME10', { exact: true })).toBeHidden()
  await docsShot(manager, 'discount-codes-desktop-en', true)
  await manager.getByText('LUNARNY24', { exact: true }).click()
  await expect(manager.getByRole('heading', { level: 1, name: 'Edit discount code' })).toBeVisible()
  await docsShot(manager, 'discount-code-desktop-en', true)
})
