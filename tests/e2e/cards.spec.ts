import type { Page } from '@playwright/test'
import { acceptTerms, deliveryTexts, fillHomeDelivery } from './checkout-helpers.ts'
import { expect, test } from './fixtures.ts'
import { ready, register, save, uniqueEmail } from './identity-helpers.ts'
import { closeAddedDialog, openFirstProduct } from './shop-helpers.ts'

/**
 * Saved cards (issue 5, Web; spec §4 credit cards, §7 Credit cards): a member binds cards on the
 * test gateway's page (in the member's language), makes one the default and deletes one.
 */
const locales = [
  {
    code: 'en',
    prefix: '',
    add: 'Add a card',
    setup: 'Add a card to your account',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    name: 'Name on card',
    save: 'Save card',
    saved: 'Card saved',
    back: 'Saved cards',
    isDefault: 'Default',
    makeDefault: /^Make .* the default$/,
    remove: /^Delete /,
    empty: 'You have no saved cards yet.',
  },
  {
    code: 'zh',
    prefix: '/zh',
    add: '新增信用卡',
    setup: '新增信用卡至你的帳戶',
    number: '卡號',
    expiry: '到期日（月/年）',
    cvc: '安全碼（CVC）',
    name: '持卡人姓名',
    save: '儲存信用卡',
    saved: '信用卡已儲存',
    back: '已儲存信用卡',
    isDefault: '預設',
    makeDefault: /^把.*設為預設$/,
    remove: /^刪除/,
    empty: '你尚未儲存任何信用卡。',
  },
] as const
type L = (typeof locales)[number]

async function bindCard(page: Page, l: L, expiry: string) {
  await page.getByRole('button', { name: l.add }).click()
  await expect(page).toHaveURL(/\/payments\/test-gateway\/sessions\//)
  await expect(page.getByText(l.setup)).toBeVisible()
  await page.getByLabel(l.number).fill('4242 4242 4242 4242')
  await page.getByLabel(l.expiry).fill(expiry)
  await page.getByLabel(l.cvc).fill('123')
  await page.getByLabel(l.name).fill('Chan Tai Man')
  await page.getByRole('button', { name: l.save }).click()
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/result/bind_card/success`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.saved)
  await page.getByRole('link', { name: l.back, exact: true }).last().click()
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/account/cards`))
}

for (const l of locales) {
  test(`${l.code}: a member binds two cards, makes the second the default and deletes the first`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await register(page, l.prefix, uniqueEmail(`cards-${l.code}`))
    await page.goto(`${l.prefix}/account/cards`)
    await expect(page.getByText(l.empty)).toBeVisible()

    await bindCard(page, l, '11/38')
    const cards = page.getByTestId('saved-card')
    await expect(cards).toHaveCount(1)
    await expect(cards.first().getByTestId('default-badge')).toHaveText(l.isDefault)
    await bindCard(page, l, '04/37')
    await expect(cards).toHaveCount(2)

    const first = cards.filter({ hasText: '11/2038' })
    const second = cards.filter({ hasText: '04/2037' })
    await expect(first.getByTestId('default-badge')).toBeVisible()
    await ready(page)
    await second.getByRole('button', { name: l.makeDefault }).click()
    await expect(second.getByTestId('default-badge')).toBeVisible()
    await expect(first.getByTestId('default-badge')).toHaveCount(0)
    await expect(page.getByTestId('toast-success')).toBeVisible()

    await first.getByRole('button', { name: l.remove }).click()
    await expect(cards.filter({ visible: true })).toHaveCount(1)
    await page.reload()
    await expect(cards).toHaveCount(1)
    await expect(second.getByTestId('default-badge')).toBeVisible()
  })
}

test('a member checks out with the recipient prefilled and pays with the saved card', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const l = locales[0]
  await register(page, l.prefix, uniqueEmail('cards-checkout'))
  await page.goto('/account/cards')
  await bindCard(page, l, '11/38')

  await page.goto('/account/delivery-recipient')
  const delivery = page.getByTestId('delivery-form')
  await delivery.locator('input[name=name]').fill('May Wong')
  await delivery.locator('input[name=address]').fill('1 Harbour Road, Wan Chai')
  await delivery.locator('input[name=phone]').fill('91234567')
  await save(page, 'delivery-form', 'Success')

  await openFirstProduct(page, '', 'Stanley')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  // the count rises at once; the line is saved when the dialog says so
  await closeAddedDialog(page)
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  await page.goto('/shop/main/cart?step=checkout')
  const form = page.getByTestId('checkout-form')
  await expect(form.getByLabel('Recipient name')).toHaveValue('May Wong')
  // the saved recipient has one address line: it starts the street of the Hong Kong address
  await expect(form.getByLabel('Street and number', { exact: true })).toHaveValue(
    '1 Harbour Road, Wan Chai',
  )
  await expect(form.getByLabel('Phone number')).toHaveValue('91234567')
  await expect(form.getByRole('radio', { name: 'Saved card' })).toBeChecked()
  await expect(form.getByLabel('Card to charge')).toContainText('VISA ending 4242')
  await fillHomeDelivery(page, deliveryTexts.en)
  await acceptTerms(page, deliveryTexts.en)
  await form.getByRole('button', { name: 'Place order' }).click()

  await expect(page).toHaveURL(/\/payments\/test-gateway\/sessions\//)
  await expect(page.getByText('Pay with your saved card')).toBeVisible()
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(/\/result\/order\/success/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order')
})
