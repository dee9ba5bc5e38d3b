import type { BrowserContext, Page, TestInfo } from '@playwright/test'
import type { Locale, MessageKey } from '@shop/contract/client'
import { translate } from '@shop/contract/i18n/index'
import { seriousViolations } from './axe.ts'
import {
  acceptTerms,
  deliveryTexts,
  fillHomeDelivery,
  fillHomeDeliveryWithoutScript,
} from './checkout-helpers.ts'
import { expect, test } from './fixtures.ts'
import { logout, PASSWORD, ready, register, uniqueEmail } from './identity-helpers.ts'
import { productForOffer } from './membership-helpers.ts'
import { closeAddedDialog } from './shop-helpers.ts'

/**
 * Issue 30 (ADR 065): a member's session ends while they fill the checkout (signed out in another
 * tab, or the session cookie gone). Placing the order places nothing and loses nothing: the
 * sign-in page says the cart and details are kept, and signing in comes back to the checkout with
 * both, where the order is placed. With script in en, zh and cn, and without script, at 390 px.
 */
const prefixes: Record<Locale, string> = { en: '', zh: '/zh', cn: '/cn' }

function texts(code: Locale) {
  const t = (key: MessageKey) => translate(code, key)
  return { t, prefix: prefixes[code], d: deliveryTexts[code] }
}

/** A member with one product in the cart, on the checkout step. */
async function memberAtCheckout(page: Page, code: Locale, script = true) {
  const { t, prefix } = texts(code)
  const email = uniqueEmail(`resume-${code}`)
  // the account menu the helpers use shows from 480 px; the journey itself runs at 390 px
  await page.setViewportSize({ width: 1280, height: 900 })
  await register(page, prefix, email)
  await page.setViewportSize({ width: 390, height: 844 })
  const { productId } = await productForOffer(page.request)
  await page.goto(`${prefix}/shop/main/product/${productId}`)
  if (script) await ready(page)
  await page.getByRole('button', { name: t('catalog.addToCart'), exact: true }).click()
  // with script the add-to-cart dialog says so; without, the page comes back after the post
  if (script) await closeAddedDialog(page, t('cart.added'))
  else await page.waitForLoadState()
  await page.goto(`${prefix}/shop/main/cart`)
  await page.getByRole('button', { name: t('checkout.proceed') }).click()
  await expect(page).toHaveURL(/step=checkout/)
  await expect(page.getByTestId('checkout-line')).toHaveCount(1)
  return email
}

/** Name, phone and e-mail as a shopper types them; answers what was typed. */
async function fillContact(page: Page, code: Locale) {
  const { t } = texts(code)
  const form = page.getByTestId('checkout-form')
  const typed = {
    name: code === 'en' ? 'Chan Tai Man' : '陳大文',
    phone: String(90_000_000 + Math.floor(Math.random() * 9_999_999)),
    email: uniqueEmail(`resume-order-${code}`),
  }
  await form.getByLabel(t('checkout.name')).fill(typed.name)
  await form.getByLabel(t('checkout.phone')).fill(typed.phone)
  await form.getByLabel(t('checkout.email')).fill(typed.email)
  await form.getByRole('radio', { name: t('checkout.methodFps') }).check()
  return typed
}

/** The sign-in page says why and what is kept; signing in comes back to the checkout step. */
async function signInAgain(
  page: Page,
  code: Locale,
  email: string,
  shot: (n: string) => Promise<void>,
) {
  const { t, prefix } = texts(code)
  await expect(page).toHaveURL(
    new RegExp(`${prefix}/authentication/login/email\\?next=.*step%3Dcheckout.*&kept=1`),
  )
  await expect(page.getByTestId('session-ended')).toHaveText(t('auth.checkoutKept'))
  await shot('sign-in')
  const form = page.getByTestId('login-form')
  await form.locator('input[name=login_id]').fill(email)
  await form.locator('input[name=password]').fill(PASSWORD)
  await form.locator('button[type=submit]').click()
  await expect(page).toHaveURL(new RegExp(`${prefix}/shop/main/cart\\?.*step=checkout`))
  await expect(page.getByTestId('checkout-kept')).toHaveText(t('checkout.detailsKept'))
}

/** The checkout step as it was typed, the cart line included, then the order placed. */
async function placeKept(page: Page, code: Locale, typed: Record<string, string>) {
  const { t, prefix, d } = texts(code)
  const form = page.getByTestId('checkout-form')
  await expect(page.getByTestId('checkout-line')).toHaveCount(1)
  await expect(form.getByLabel(t('checkout.name'))).toHaveValue(typed.name ?? '')
  await expect(form.getByLabel(t('checkout.phone'))).toHaveValue(typed.phone ?? '')
  await expect(form.getByLabel(t('checkout.email'))).toHaveValue(typed.email ?? '')
  await expect(form.getByLabel(d.street, { exact: true })).toHaveValue('8 Harbour Road')
  await expect(form.getByLabel(d.floor, { exact: true })).toHaveValue('12')
  await expect(form.getByRole('radio', { name: d.lift })).toBeChecked()
  await expect(form.getByRole('radio', { name: t('checkout.methodFps') })).toBeChecked()
  await expect(form.getByLabel(d.date, { exact: true })).not.toHaveValue('')
  // the terms are agreed to again when the order is placed
  await expect(form.getByRole('checkbox', { name: d.terms })).not.toBeChecked()
  await acceptTerms(page, d)
  await form.getByRole('button', { name: t('checkout.placeOrder') }).click()
  await expect(page).toHaveURL(new RegExp(`${prefix}/result/order/success\\?reference=`))
  await expect(page.getByTestId('order-reference')).toContainText(/MH-\d{6}-/)
}

function shooter(page: Page, testInfo: TestInfo, code: Locale) {
  return async (name: string) => {
    // from the top, so the sticky header is not drawn over the page
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: testInfo.outputPath(`${code}-${name}.png`), fullPage: true })
    expect(await seriousViolations(page, name)).toEqual([])
  }
}

for (const code of ['en', 'zh', 'cn'] as const) {
  test(`${code}: signed out in another tab at checkout, signs in again and places the order with the cart and details kept`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000)
    const { t, prefix, d } = texts(code)
    const shot = shooter(page, testInfo, code)
    const email = await memberAtCheckout(page, code)
    await ready(page)
    const typed = await fillContact(page, code)
    await fillHomeDelivery(page, d)
    await acceptTerms(page, d)

    // another tab of the same browser signs out
    const other = await page.context().newPage()
    await other.setViewportSize({ width: 1280, height: 900 })
    await other.goto(`${prefix}/`)
    await logout(other, prefix)
    await other.close()

    await page.getByRole('button', { name: t('checkout.placeOrder') }).click()
    await signInAgain(page, code, email, shot)
    await ready(page)
    await shot('checkout-kept')
    await placeKept(page, code, typed)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('zh: the session cookie gone at checkout, the order is placed after signing in with plain form posts', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const code = 'zh'
    const { t, d } = texts(code)
    const email = await memberAtCheckout(page, code, false)
    const typed = await fillContact(page, code)
    await fillHomeDeliveryWithoutScript(page, d)
    await acceptTerms(page, d)
    await clearSession(page.context())

    await page.getByRole('button', { name: t('checkout.placeOrder') }).click()
    await signInAgain(page, code, email, async () => undefined)
    await placeKept(page, code, typed)
  })
})

/** The browser loses its session cookie (expired, cleared): nothing else of the page changes. */
async function clearSession(context: BrowserContext) {
  await context.clearCookies({ name: 'store_session' })
}
