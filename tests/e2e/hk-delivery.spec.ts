import { acceptTerms, deliveryTexts, fillHomeDelivery } from './checkout-helpers.ts'
import { expect, test } from './fixtures.ts'
import { uniqueEmail } from './identity-helpers.ts'
import { closeAddedDialog, openFirstProduct } from './shop-helpers.ts'

/**
 * Home delivery in Hong Kong (ADR 022): a guest orders a sofa to a walk-up in Kwun Tong (stairs to
 * 5/F) for a delivery slot, pays by FPS, and finds the carrying fee (HK$40 × 5 floors × 1 piece),
 * the slot and the free gift in the checkout summary, on the success page, on the order page and
 * in the confirmation e-mail, in the page's language.
 */
const locales = [
  {
    code: 'en',
    prefix: '',
    keyword: 'Aberdeen',
    add: 'Add to cart',
    added: 'Added to your cart',
    proceed: 'Proceed to checkout',
    name: 'Recipient name',
    phone: 'Phone number',
    email: 'E-mail',
    fps: 'FPS',
    place: 'Place order',
    termsRequired: 'Please agree to the terms and conditions to place your order',
    carrying: 'Carrying fee (stairs)',
    fee: 'HK$200',
    gift: 'Linen cushion cover',
    success: 'Thank you for your order',
    fpsHowTo: 'FPS to ID 1234567',
    address: 'Flat B, 5/F, Wing Fat Building, 123 Hip Wo Street, Kwun Tong, Kowloon',
    access: 'Stairs, 5 floors',
    mail: {
      carrying: 'Carrying fee (stairs, 5 floors): HK$200',
      slot: 'Delivery slot: ',
      gift: 'free gift',
      howTo: 'FPS to ID 1234567',
    },
  },
  {
    code: 'zh',
    prefix: '/zh',
    keyword: '香港仔',
    add: '加入購物車',
    added: '已加入購物車',
    proceed: '前往結帳',
    name: '收貨人姓名',
    phone: '電話號碼',
    email: '電郵',
    fps: '轉數快',
    place: '提交訂單',
    termsRequired: '請先同意條款及細則，才可提交訂單',
    carrying: '搬運費（樓梯）',
    fee: 'HK$200',
    gift: '亞麻咕𠱸套',
    success: '多謝惠顧',
    fpsHowTo: '轉數快付款至識別碼 1234567',
    address: '九龍 觀塘區 123 Hip Wo Street Wing Fat Building 5樓B室',
    access: '樓梯，5 層',
    mail: {
      carrying: '搬運費（樓梯，5 層）：HK$200',
      slot: '送貨時段：',
      gift: '免費贈品',
      howTo: '轉數快付款至識別碼 1234567',
    },
  },
] as const

for (const l of locales) {
  test(`${l.code}: a walk-up delivery with a slot shows the carrying fee and the slot everywhere`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const d = deliveryTexts[l.code]
    const email = uniqueEmail(`walkup-${l.code}`)
    await openFirstProduct(page, l.prefix, l.keyword)
    await page.getByRole('button', { name: l.add }).click()
    await closeAddedDialog(page, l.added)
    await page.goto(`${l.prefix}/shop/main/cart`)
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await page.getByRole('button', { name: l.proceed }).click()
    await expect(page).toHaveURL(/step=checkout/)

    const form = page.getByTestId('checkout-form')
    await form.getByLabel(l.name).fill('Chan Tai Man')
    await form.getByLabel(l.phone).fill(String(90_000_000 + Math.floor(Math.random() * 9_999_999)))
    await form.getByLabel(l.email).fill(email)
    // the free gift of the cart is in the checkout summary too
    await expect(page.getByTestId('checkout-gift')).toContainText(l.gift)
    await expect(page.getByTestId('summary-carrying')).toHaveCount(0)
    const day = await fillHomeDelivery(page, d, { walkUp: true, slot: '14:00–18:00' })
    // the summary follows the form: the fee of 5 floors for one piece, and the slot
    await expect(page.getByTestId('summary-carrying')).toContainText(l.carrying)
    await expect(page.getByTestId('summary-carrying')).toContainText(l.fee)
    await expect(page.getByTestId('summary-slot')).toContainText(`${day.trim()}`)
    await expect(page.getByTestId('summary-slot')).toContainText('14:00–18:00')
    const total = (await page.getByTestId('summary-total').textContent())?.replace(/^\D+/, '') ?? ''
    await page.getByRole('radio', { name: l.fps, exact: true }).check()

    // spec: the terms must be agreed to, in the shopper's language, before anything is sent
    await page.getByRole('button', { name: l.place }).click()
    await expect(page.getByTestId('toast-error')).toContainText(l.termsRequired)
    await expect(page.getByTestId('terms')).toContainText(l.termsRequired)
    await acceptTerms(page, d)
    await page.getByRole('button', { name: l.place }).click()

    // the success page: the order summary, the address and slot, and how to pay by FPS
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/result/order/success\\?`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.success)
    const summary = page.getByTestId('order-summary')
    await expect(summary.getByTestId('order-item')).toHaveCount(2)
    await expect(summary.getByTestId('order-items')).toContainText(l.gift)
    await expect(summary.getByTestId('order-carrying')).toContainText(l.fee)
    await expect(summary.getByTestId('order-total')).toContainText(total)
    await expect(summary.getByTestId('order-address')).toContainText(l.address)
    await expect(summary.getByTestId('order-access')).toContainText(l.access)
    await expect(summary.getByTestId('order-slot')).toContainText(day.trim())
    await expect(summary.getByTestId('order-slot')).toContainText('14:00–18:00')
    await expect(page.getByTestId('payment-instructions')).toContainText(l.fpsHowTo)

    // the order page (the guest's session owns it) says the same, and repeats how to pay
    const orderId = new URL(page.url()).searchParams.get('order')
    await page.goto(`${l.prefix}/shop/main/order/${orderId}`)
    await expect(page.getByTestId('order-carrying')).toContainText(l.fee)
    await expect(page.getByTestId('order-slot')).toContainText('14:00–18:00')
    await expect(page.getByTestId('payment-instructions')).toContainText(l.fpsHowTo)

    // the confirmation e-mail, in the language of the page the order was placed from
    await page.goto(`/dev/mailbox?recipient=${encodeURIComponent(email)}`)
    const mail = page.getByTestId('mail').first()
    await expect(mail).toContainText(l.mail.carrying)
    await expect(mail).toContainText(`${l.mail.slot}${day.trim()}`)
    await expect(mail).toContainText(l.mail.gift)
    await expect(mail).toContainText(l.address)
    await expect(mail).toContainText(l.mail.howTo)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  // every step is a full page load, the dates and fee a post of their own
  test.setTimeout(60_000)

  test('the district brings its delivery days and the carrying fee after a plain post', async ({
    page,
  }) => {
    const d = deliveryTexts.en
    await openFirstProduct(page, '', 'Stanley')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('link', { name: 'Cart, 1 item' }).click()
    await page.getByRole('button', { name: 'Proceed to checkout' }).click()
    const form = page.getByTestId('checkout-form')
    await form.getByLabel('Recipient name').fill('Chan Tai Man')
    await form.getByLabel('E-mail').fill(uniqueEmail('nojs-walkup'))
    await form.getByLabel(d.region, { exact: true }).selectOption({ label: d.kowloon })
    await form.getByLabel(d.district, { exact: true }).selectOption({ label: d.kwunTong })
    await form.getByLabel(d.street, { exact: true }).fill('123 Hip Wo Street')
    await form.getByLabel(d.floor, { exact: true }).fill('3')
    await form.getByRole('radio', { name: d.stairs }).check()
    await form.getByLabel(d.floors, { exact: true }).fill('3')
    // no days yet: the button posts the form and the page comes back with them
    await expect(form.getByLabel(d.date, { exact: true })).toHaveCount(0)
    await form.getByRole('button', { name: d.showDates }).click()
    const date = form.getByLabel(d.date, { exact: true })
    await expect(date.locator('option').nth(1)).toBeAttached()
    // nothing typed was lost, and the summary prices 3 floors for the coffee table
    await expect(form.getByLabel('Recipient name')).toHaveValue('Chan Tai Man')
    await expect(form.getByLabel(d.street, { exact: true })).toHaveValue('123 Hip Wo Street')
    await expect(form.getByLabel(d.floors, { exact: true })).toHaveValue('3')
    await expect(page.getByTestId('summary-carrying')).toContainText('HK$120')
    await date.selectOption({ index: 1 })
    await form.getByRole('radio', { name: '10:00–13:00' }).check()
    await form.getByRole('radio', { name: 'Bank transfer' }).check()
    // the terms box left empty: refused next to it, the chosen day kept
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByTestId('terms')).toContainText(
      'Please agree to the terms and conditions to place your order',
    )
    await expect(form.getByLabel(d.date, { exact: true })).not.toHaveValue('')
    await acceptTerms(page, d)
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page).toHaveURL(/\/result\/order\/success\?/)
    await expect(page.getByTestId('order-carrying')).toContainText('HK$120')
    await expect(page.getByTestId('payment-instructions')).toContainText('HSBC')
  })
})
