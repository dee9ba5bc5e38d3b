import type { Browser, Locator } from '@playwright/test'
import {
  adminLogin,
  docsShot,
  expectNoHorizontalOverflow,
  member,
  OWNER,
  otherBrowser,
  ready,
  saveDelivery,
} from './admin-helpers.ts'
import { deliveryTexts, fillHomeDelivery } from './checkout-helpers.ts'
import { expect, test } from './fixtures.ts'
import { closeAddedDialog, openFirstProduct } from './shop-helpers.ts'

/**
 * The carrying fee per floor (issue 27, ADR 053): the owner (English) and a manager (Chinese, on a
 * phone) change it and a shopper's checkout states and charges it, then they put it back. The fee
 * is one for the whole shop and other journeys (hk-delivery.spec.ts) expect the usual HK$40, so
 * this file runs in its own project after every other journey (playwright.config.ts), one test
 * after the other.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }

test.describe.configure({ mode: 'serial' })

const SHOPPERS = {
  en: { prefix: '', keyword: 'Aberdeen', add: 'Add to cart', added: 'Added to your cart' },
  zh: { prefix: '/zh', keyword: '香港仔', add: '加入購物車', added: '已加入購物車' },
} as const
const PROCEED = { en: 'Proceed to checkout', zh: '前往結帳' } as const

/** A shopper with a sofa at checkout, delivering to a walk-up five floors up by stairs. */
async function walkUpCheckout(browser: Browser, language: 'en' | 'zh') {
  const s = SHOPPERS[language]
  const { page } = await otherBrowser(browser, language === 'zh' ? PHONE : DESKTOP)
  await openFirstProduct(page, s.prefix, s.keyword)
  await page.getByRole('button', { name: s.add }).click()
  await closeAddedDialog(page, s.added)
  await page.goto(`${s.prefix}/shop/main/cart`)
  await page.getByRole('button', { name: PROCEED[language] }).click()
  await expect(page).toHaveURL(/step=checkout/)
  await ready(page)
  await fillHomeDelivery(page, deliveryTexts[language], { walkUp: true })
  return page
}

/** The delivery form's carrying fee field, in the staff member's language. */
const feeField = (form: Locator, zh = false) =>
  form.getByLabel(zh ? '每層搬運費（港幣）' : 'Carrying fee per floor (HKD)')

test('en: the owner changes the carrying fee and a shopper at checkout is charged the new fee', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000)
  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
  await page.goto('/admin/settings')
  await ready(page)
  const form = page.getByTestId('settings-delivery')
  const before = await feeField(form).inputValue()
  expect(before).toMatch(/^\d+\.\d{2}$/)

  // a fee that is not an amount is refused, what was typed kept; a capacity below 1 too
  await feeField(form).fill('forty')
  await form.getByLabel('Deliveries per time slot').fill('0')
  await form.getByRole('button', { name: 'Save delivery calendar' }).click()
  await expect(form.getByRole('alert')).toHaveText('Some fields need a look; nothing was saved.')
  await expect(feeField(form)).toHaveValue('forty')
  await expect(form.getByText('Enter an amount in HKD from 0 to 9999.99')).toBeVisible()
  await expect(form.getByText('Enter a whole number from 1 to 500')).toBeVisible()

  // HK$57 a floor: five floors for the sofa make HK$285
  await feeField(form).fill('57')
  await form.getByLabel('Deliveries per time slot').fill('')
  await saveDelivery(form, /^Saved as version \d+\.$/)
  await expect(feeField(form)).toHaveValue('57.00')
  const shopper = await walkUpCheckout(browser, 'en')
  try {
    await expect(
      shopper.getByText('Carrying fee: HK$57 per floor for each piece of furniture.'),
    ).toBeVisible()
    await expect(shopper.getByTestId('summary-carrying')).toContainText('HK$285')
  } finally {
    // the other journeys charge the usual fee
    await feeField(form).fill(before)
    await saveDelivery(form, /^Saved as version \d+\.$/)
  }
  await expect(feeField(form)).toHaveValue(before)
  await shopper.context().close()
})

test('zh, 390 px: a manager changes the carrying fee in Chinese and the checkout says it', async ({
  browser,
  page: owner,
}) => {
  test.setTimeout(150_000)
  const page = await member(owner, browser, 'Manager', '繁體中文', PHONE)
  await page.goto('/admin/settings')
  await ready(page)
  const form = page.getByTestId('settings-delivery')
  const before = await feeField(form, true).inputValue()
  await feeField(form, true).fill('63.5')
  await form.getByRole('button', { name: '儲存送貨日曆' }).click()
  await expect(form.getByRole('status')).toHaveText(/^已儲存為第 \d+ 版。$/)
  await expect(feeField(form, true)).toHaveValue('63.50')
  await expectNoHorizontalOverflow(page)
  await feeField(form, true).scrollIntoViewIfNeeded()
  await docsShot(page, 'delivery-fees-zh-390')
  const shopper = await walkUpCheckout(browser, 'zh')
  try {
    await expect(shopper.getByText('搬運費：每件傢俬每層 HK$63.50。')).toBeVisible()
    // HK$63.50 × 5 floors
    await expect(shopper.getByTestId('summary-carrying')).toContainText('HK$317.50')
    await expectNoHorizontalOverflow(shopper)
  } finally {
    await feeField(form, true).fill(before)
    await form.getByRole('button', { name: '儲存送貨日曆' }).click()
    await expect(form.getByRole('status')).toHaveText(/^已儲存為第 \d+ 版。$/)
  }
  await shopper.context().close()
  await page.context().close()
})
