import type { Page, TestInfo } from '@playwright/test'
import { type MessageKey, translate } from '@shop/contract'
import { seriousViolations } from './axe.ts'
import {
  acceptTerms,
  type DeliveryTexts,
  deliveryTexts,
  fillHomeDelivery,
  pickDay,
} from './checkout-helpers.ts'
import { expect, test } from './fixtures.ts'
import { ready, register, uniqueEmail } from './identity-helpers.ts'
import { productForOffer } from './membership-helpers.ts'
import { closeAddedDialog } from './shop-helpers.ts'

/**
 * The address book (issue 30, ADR 066) at phone width: a member saves an address in the account
 * and checkout fills it in; or ticks "Save this address" at checkout and the next checkout fills
 * it in. Texts come from the contract's catalogues and the shared checkout helpers.
 */
const PHONE = { width: 390, height: 844 }

/** Signs up at the default width (the account menu is in the header there), then turns phone-sized. */
async function member(page: Page, prefix: string, code: string) {
  await page.goto(`${prefix}/authentication/register/email`)
  await ready(page)
  await register(page, prefix, uniqueEmail(code))
  await page.setViewportSize(PHONE)
}

type Code = 'en' | 'zh' | 'cn'
/** The words the journey clicks, from the contract's catalogue of the page's language. */
const byCode = (code: Code) => ({
  code,
  prefix: code === 'en' ? '' : `/${code}`,
  add: translate(code, 'catalog.addToCart'),
  added: translate(code, 'cart.added'),
  proceed: translate(code, 'checkout.proceed'),
  name: translate(code, 'checkout.name'),
  phone: translate(code, 'checkout.phone'),
  place: translate(code, 'checkout.placeOrder'),
})
type L = ReturnType<typeof byCode>
const say = (l: L, key: MessageKey, values?: Record<string, string | number>) =>
  translate(l.code, key, values)

async function addToCart(page: Page, l: L, productId: string) {
  await page.goto(`${l.prefix}/shop/main/product/${productId}`)
  await ready(page)
  await page.getByRole('button', { name: l.add, exact: true }).click()
  await closeAddedDialog(page, l.added)
}

/** A long street with an unbroken word: the page must wrap it, never scroll sideways. */
const LONG_STREET = `Flat 2301, ${'Tsuen-Wan-Plaza-Commercial-Centre-'.repeat(2)}Tower 3, 888 Castle Peak Road`

async function fillAddressForm(page: Page, l: L, d: DeliveryTexts, label: string, street: string) {
  const form = page.getByTestId('address-form')
  await form.getByLabel(say(l, 'addresses.label')).fill(label)
  await form.getByLabel(l.name, { exact: true }).fill('Wong Siu Ming')
  await form.getByLabel(l.phone, { exact: true }).fill('+852 9123-4567')
  await form.getByLabel(d.region, { exact: true }).selectOption({ label: d.hongKongIsland })
  await form.getByLabel(d.district, { exact: true }).selectOption({ label: d.wanChai })
  await form.getByLabel(d.street, { exact: true }).fill(street)
  await form.getByLabel(d.building, { exact: true }).fill('Harbour Centre')
  await form.getByLabel(d.floor, { exact: true }).fill('12')
  await form.getByLabel(d.flat, { exact: true }).fill('A')
  await form.getByRole('radio', { name: d.lift }).check()
  await form.getByRole('button', { name: say(l, 'addresses.save') }).click()
}

async function toCheckout(page: Page, l: L) {
  await page.goto(`${l.prefix}/shop/main/cart`)
  await ready(page)
  await page.getByRole('button', { name: l.proceed }).click()
  await expect(page).toHaveURL(/step=checkout/)
  await ready(page)
  return page.getByTestId('checkout-form')
}

async function placeWithFps(page: Page, l: L, d: DeliveryTexts) {
  await acceptTerms(page, d)
  await page.getByRole('radio', { name: say(l, 'checkout.methodFps') }).check()
  await page.getByRole('button', { name: l.place }).click()
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/result/order/success`))
}

async function look(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true })
  expect(await seriousViolations(page, name)).toEqual([])
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, `${name} is no wider than the phone`).toBeLessThanOrEqual(390)
}

for (const code of ['en', 'zh'] as const) {
  const l = byCode(code)
  const d = deliveryTexts[code]

  test(`${code}: an address saved in the account is filled in at checkout, and another can be chosen`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    await member(page, l.prefix, `book-${code}`)
    await page.goto(`${l.prefix}/account/addresses`)
    await ready(page)
    await expect(page.getByTestId('addresses-empty')).toBeVisible()
    await fillAddressForm(page, l, d, 'Home', '8 Harbour Road')
    await expect(
      page.getByRole('status').filter({ hasText: say(l, 'addresses.added') }),
    ).toBeVisible()
    const cards = page.getByTestId('saved-address')
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText('+852 9123 4567')
    await expect(cards.first().getByTestId('default-badge')).toBeVisible()
    // a second one, not the default; its long street wraps inside the page
    await fillAddressForm(page, l, d, 'Office', LONG_STREET)
    await expect(cards).toHaveCount(2)
    await look(page, testInfo, `address-book-${code}`)

    const { productId } = await productForOffer(request)
    await addToCart(page, l, productId)
    const form = await toCheckout(page, l)
    // the default address and its recipient, filled in
    await expect(form.getByLabel(d.street, { exact: true })).toHaveValue('8 Harbour Road')
    await expect(form.getByLabel(d.district, { exact: true })).toHaveValue('wan-chai')
    await expect(form.getByLabel(l.name, { exact: true })).toHaveValue('Wong Siu Ming')
    await expect(form.getByLabel(l.phone, { exact: true })).toHaveValue('91234567')
    await expect(form.getByRole('radio', { name: d.lift })).toBeChecked()
    const options = form.getByTestId('saved-address-option')
    await expect(options).toHaveCount(2)
    await expect(options.first()).toHaveAttribute('aria-current', 'true')
    await look(page, testInfo, `checkout-prefilled-${code}`)
    // the other saved address fills the fields in its turn
    await options.nth(1).click()
    await expect(page).toHaveURL(/address=/)
    await expect(form.getByLabel(d.street, { exact: true })).toHaveValue(LONG_STREET)
    await expect(options.nth(1)).toHaveAttribute('aria-current', 'true')
    await ready(page)
    await pickDay(form, d, '10:00–13:00')
    await placeWithFps(page, l, d)
  })

  test(`${code}: "save this address" at checkout fills in the next checkout`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    await member(page, l.prefix, `save-${code}`)
    const { productId } = await productForOffer(request)
    await addToCart(page, l, productId)
    let form = await toCheckout(page, l)
    await expect(form.getByTestId('saved-address-option')).toHaveCount(0)
    await form.getByLabel(l.name, { exact: true }).fill('Chan Tai Man')
    await form.getByLabel(l.phone, { exact: true }).fill('9876 5432')
    await fillHomeDelivery(page, d, { walkUp: true })
    await form.getByRole('checkbox', { name: say(l, 'checkout.saveAddress') }).check()
    await placeWithFps(page, l, d)

    await addToCart(page, l, productId)
    form = await toCheckout(page, l)
    await expect(form.getByLabel(d.street, { exact: true })).toHaveValue('123 Hip Wo Street')
    await expect(form.getByLabel(d.district, { exact: true })).toHaveValue('kwun-tong')
    await expect(form.getByRole('radio', { name: d.stairs })).toBeChecked()
    await expect(form.getByLabel(d.floors, { exact: true })).toHaveValue('5')
    await expect(form.getByLabel(l.phone, { exact: true })).toHaveValue('98765432')
    await expect(form.getByTestId('saved-address-option')).toHaveCount(1)
    // and the address book has it, the default
    await page.goto(`${l.prefix}/account/addresses`)
    await expect(page.getByTestId('saved-address')).toHaveCount(1)
    await expect(page.getByTestId('default-badge')).toBeVisible()
  })
}

test('cn: the address book and the filled-in checkout at 390 px', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const l = byCode('cn')
  const d = deliveryTexts.cn
  await member(page, l.prefix, 'book-cn')
  await page.goto(`${l.prefix}/account/addresses`)
  await ready(page)
  await fillAddressForm(page, l, d, '住宅', LONG_STREET)
  await expect(page.getByTestId('saved-address')).toHaveCount(1)
  await look(page, testInfo, 'address-book-cn')
  const { productId } = await productForOffer(request)
  await addToCart(page, l, productId)
  const form = await toCheckout(page, l)
  await expect(form.getByLabel(d.street, { exact: true })).toHaveValue(LONG_STREET)
  await look(page, testInfo, 'checkout-prefilled-cn')
})

test("another member's address is never shown to edit", async ({ page, browser }) => {
  const l = byCode('en')
  const d = deliveryTexts.en
  await member(page, '', 'book-owner')
  await page.goto('/account/addresses')
  await ready(page)
  await fillAddressForm(page, l, d, 'Home', '1 Owner Street')
  const href = await page.getByTestId('edit-address').getAttribute('href')
  const id = href?.match(/edit=([0-9a-f-]{36})/)?.[1]
  expect(id, 'the edit link names the address').toBeTruthy()
  const other = await (await browser.newContext()).newPage()
  await member(other, '', 'book-other')
  await other.goto(`/account/addresses?edit=${id}`)
  await ready(other)
  // not in this member's book: nothing of it is shown, the add form is
  await expect(other.getByRole('heading', { name: say(l, 'addresses.add') })).toBeVisible()
  await expect(other.getByText('1 Owner Street')).toHaveCount(0)
  await expect(other.getByTestId('addresses-empty')).toBeVisible()
  await other.context().close()
})
