import type { Page } from '@playwright/test'
import {
  acceptTerms,
  deliveryTexts,
  fillHomeDelivery,
  fillHomeDeliveryWithoutScript,
} from './checkout-helpers.ts'
import { expect, test } from './fixtures.ts'
import { ready, uniqueEmail } from './identity-helpers.ts'
import { closeAddedDialog, openFirstProduct } from './shop-helpers.ts'

/**
 * Checkout journeys (issue 5, Web; spec §4 Checkout) in en, zh and cn: a guest fills the cart with two products,
 * orders one of them with a voucher, and pays online with a test card, has it declined, or orders
 * offline with FPS. Test cards: apps/api/src/modules/payments/test-gateway.ts.
 */
const CARD_OK = '4242 4242 4242 4242'
const CARD_DECLINED = '4000 0000 0000 0002'

const locales = [
  {
    code: 'en',
    prefix: '',
    keywords: ['Aberdeen', 'Stanley'],
    add: 'Add to cart',
    viewCart: 'View cart',
    added: 'Added to your cart',
    cartLink: (n: number) => `Cart, ${n} item${n === 1 ? '' : 's'}`,
    include: /^Include .*Aberdeen/,
    voucher: 'Voucher code',
    apply: 'Apply',
    applied: 'Voucher WELCOME10 applied',
    proceed: 'Proceed to checkout',
    name: 'Recipient name',
    phone: 'Phone number',
    email: 'E-mail',
    online: 'Credit or debit card',
    fps: 'FPS',
    place: 'Place order',
    gateway: { number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'Security code (CVC)' },
    gatewayName: 'Name on card',
    pay: 'Pay',
    success: 'Thank you for your order',
    paymentFailed: 'Your payment did not go through',
    declined: /Your card was declined\. Your order MH-\d{6}-\w+ is kept for you/,
    left: /The payment was not completed\. Your order MH-\d{6}-\w+ is kept for you/,
    payAgain: 'Pay again',
    gatewayCancel: 'Cancel and go back',
    reference: 'Order reference: ',
    fpsHowTo: 'FPS to ID 1234567',
    required: 'This field is required',
  },
  {
    code: 'zh',
    prefix: '/zh',
    keywords: ['香港仔', '赤柱'],
    add: '加入購物車',
    viewCart: '查看購物車',
    added: '已加入購物車',
    cartLink: (n: number) => `購物車，${n} 件`,
    include: /^將 .*香港仔/,
    voucher: '優惠碼',
    apply: '使用',
    applied: '已使用優惠碼 WELCOME10',
    proceed: '前往結帳',
    name: '收貨人姓名',
    phone: '電話號碼',
    email: '電郵',
    online: '信用卡或扣賬卡',
    fps: '轉數快',
    place: '提交訂單',
    gateway: { number: '卡號', expiry: '到期日（月/年）', cvc: '安全碼（CVC）' },
    gatewayName: '持卡人姓名',
    pay: '付款',
    success: '多謝惠顧',
    paymentFailed: '付款未能完成',
    declined: /你的信用卡付款被拒。訂單 MH-\d{6}-\w+ 已為你保留/,
    left: /付款未完成。訂單 MH-\d{6}-\w+ 已為你保留/,
    payAgain: '重新付款',
    gatewayCancel: '取消並返回',
    reference: '訂單編號：',
    fpsHowTo: '轉數快付款至識別碼 1234567',
    required: '此欄必須填寫',
  },
  {
    code: 'cn',
    prefix: '/cn',
    keywords: ['香港仔', '赤柱'],
    add: '加入购物车',
    viewCart: '查看购物车',
    added: '已加入购物车',
    cartLink: (n: number) => `购物车，${n} 件`,
    include: /^将 .*香港仔/,
    voucher: '优惠码',
    apply: '使用',
    applied: '已使用优惠码 WELCOME10',
    proceed: '前往结账',
    name: '收货人姓名',
    phone: '电话号码',
    email: '电邮',
    online: '信用卡或借记卡',
    fps: '转数快',
    place: '提交订单',
    gateway: { number: '卡号', expiry: '有效期（月/年）', cvc: '安全码（CVC）' },
    gatewayName: '持卡人姓名',
    pay: '付款',
    success: '感谢您的订购',
    paymentFailed: '付款未能完成',
    declined: /您的信用卡付款被拒。订单 MH-\d{6}-\w+ 已为您保留/,
    left: /付款未完成。订单 MH-\d{6}-\w+ 已为您保留/,
    payAgain: '重新付款',
    gatewayCancel: '取消并返回',
    reference: '订单编号：',
    fpsHowTo: '转数快付款至识别码 1234567',
    required: '此栏必须填写',
  },
] as const
type L = (typeof locales)[number]

async function addProduct(page: Page, l: L, keyword: string, count: number) {
  await openFirstProduct(page, l.prefix, keyword)
  // the dialog comes from the page's script: a click before it takes over posts the form instead
  await ready(page)
  await page.getByRole('button', { name: l.add }).click()
  await closeAddedDialog(page, l.added)
  await expect(page.getByRole('link', { name: l.cartLink(count) })).toBeVisible()
}

/** Two products in the cart, only the second selected, WELCOME10 applied, on the checkout step. */
async function toCheckout(page: Page, l: L) {
  await addProduct(page, l, l.keywords[0], 1)
  await addProduct(page, l, l.keywords[1], 2)
  // the header link opens the cart panel; its "View cart" opens the page
  await page.getByRole('link', { name: l.cartLink(2) }).click()
  await expect(page.getByTestId('cart-panel-line')).toHaveCount(2)
  await page.getByRole('dialog').getByRole('link', { name: l.viewCart }).click()
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  const total = await page.getByTestId('summary-total').textContent()
  await page.getByRole('checkbox', { name: l.include }).uncheck()
  await expect(page).toHaveURL(/selected=/)
  await expect(page.getByTestId('summary-total')).not.toHaveText(total ?? '')
  await page.getByRole('textbox', { name: l.voucher, exact: true }).fill('WELCOME10')
  await page.getByRole('button', { name: l.apply, exact: true }).click()
  await expect(page.getByText(l.applied)).toBeVisible()
  await page.getByRole('button', { name: l.proceed }).click()
  await expect(page).toHaveURL(/step=checkout/)
  await expect(page.getByTestId('checkout-line')).toHaveCount(1)
  await expect(page.getByTestId('summary-global')).toBeVisible()
}

/** A new person each time: WELCOME10 is once per e-mail or phone, whichever account (ADR 019). */
async function fillContact(page: Page, l: L) {
  const form = page.getByTestId('checkout-form')
  await form.getByLabel(l.name).fill('Chan Tai Man')
  await form.getByLabel(l.phone).fill(String(90_000_000 + Math.floor(Math.random() * 9_999_999)))
  await form.getByLabel(l.email).fill(uniqueEmail(l.code))
}

/** Contact, a Hong Kong address by lift with the first delivery day, and the terms agreed. */
async function fillRecipient(page: Page, l: L) {
  await fillContact(page, l)
  await fillHomeDelivery(page, deliveryTexts[l.code])
  await acceptTerms(page, deliveryTexts[l.code])
}

async function payOnGateway(page: Page, l: L, card: string) {
  await expect(page).toHaveURL(/\/payments\/test-gateway\/sessions\//)
  await page.getByLabel(l.gateway.number).fill(card)
  await page.getByLabel(l.gateway.expiry).fill('12/39')
  await page.getByLabel(l.gateway.cvc).fill('123')
  await page.getByLabel(l.gatewayName).fill('Chan Tai Man')
  await page.getByRole('button', { name: l.pay, exact: true }).click()
}

for (const l of locales) {
  test.describe(`checkout (${l.code})`, () => {
    test.setTimeout(60_000)

    test('pays online with a test card and lands on the success page', async ({ page }) => {
      await toCheckout(page, l)
      // spec §5: a missing field is refused in the browser, in the shopper's language
      await page.getByRole('button', { name: l.place }).click()
      await expect(page.getByTestId('toast-error')).toContainText(l.required)
      await fillRecipient(page, l)
      await page.getByRole('radio', { name: l.online }).check()
      await page.getByRole('button', { name: l.place }).click()
      await payOnGateway(page, l, CARD_OK)
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/result/order/success`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.success)
      // the order is named, as for offline payment
      await expect(page.getByTestId('order-reference')).toContainText(l.reference)
      // the bought line left the cart; the unselected one stays
      await expect(page.getByRole('link', { name: l.cartLink(1) })).toBeVisible()
    })

    test('a declined card ends on the failure page of that order, kept payable', async ({
      page,
    }) => {
      await toCheckout(page, l)
      await fillRecipient(page, l)
      await page.getByRole('radio', { name: l.online }).check()
      await page.getByRole('button', { name: l.place }).click()
      await payOnGateway(page, l, CARD_DECLINED)
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/result/order/failure\\?order=`))
      // issue 30: the order is kept (its line is still being bought), with the Pay again choices
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.paymentFailed)
      await expect(page.getByTestId('result-payment-message')).toHaveText(l.declined)
      await expect(page.getByRole('button', { name: l.payAgain })).toBeVisible()
      await expect(page.getByRole('link', { name: l.cartLink(1) })).toBeVisible()
    })

    test('a payment cancelled on the gateway comes back to that order', async ({ page }) => {
      await toCheckout(page, l)
      await fillRecipient(page, l)
      await page.getByRole('radio', { name: l.online }).check()
      await page.getByRole('button', { name: l.place }).click()
      await expect(page).toHaveURL(/\/payments\/test-gateway\/sessions\//)
      await page.getByRole('button', { name: l.gatewayCancel }).click()
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/result/order/cancelled\\?order=`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.paymentFailed)
      await expect(page.getByTestId('result-payment-message')).toHaveText(l.left)
      await expect(page.getByRole('button', { name: l.payAgain })).toBeVisible()
    })

    test('orders with FPS and sees the reference and how to pay', async ({ page }) => {
      await toCheckout(page, l)
      await fillRecipient(page, l)
      const fps = page.getByRole('radio', { name: l.fps, exact: true })
      await expect(fps).toHaveAccessibleDescription(new RegExp(l.fpsHowTo))
      await fps.check()
      await page.getByRole('button', { name: l.place }).click()
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/result/order/success\\?reference=`))
      await expect(page.getByTestId('order-reference')).toContainText(
        new RegExp(`${l.reference}MH-\\d{6}-`),
      )
      await expect(page.getByTestId('payment-instructions')).toContainText(l.fpsHowTo)
      await expect(page.getByRole('link', { name: l.cartLink(1) })).toBeVisible()
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  // every step is a full page load (dates and fees are asked for with a post of their own)
  test.setTimeout(60_000)

  test('checks out offline with plain form posts; a double submit places one order', async ({
    page,
  }) => {
    await openFirstProduct(page, '', 'Stanley')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('link', { name: 'Cart, 1 item' }).click()
    await page.getByRole('button', { name: 'Proceed to checkout' }).click()
    await expect(page).toHaveURL(/step=checkout/)

    // the server checks the form too, and answers in the page
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page.getByText('This field is required').first()).toBeVisible()

    await fillContact(page, locales[0])
    await fillHomeDeliveryWithoutScript(page, deliveryTexts.en)
    await acceptTerms(page, deliveryTexts.en)
    await page.getByRole('radio', { name: 'Bank transfer' }).check()
    const form = page.getByTestId('checkout-form')
    // the same rendered form posted twice (a double click, a resubmit): one order
    const fields: Record<string, string> = {
      payment_method: 'BANK_TRANSFER',
      access: 'LIFT',
      slot: 'AM',
      terms_accepted: 'yes',
    }
    for (const name of ['intent', 'idempotency_key', 'selected', 'voucher', 'country', 'method']) {
      fields[name] = await form.locator(`input[name=${name}]`).inputValue()
    }
    for (const name of ['warehouse', 'name', 'area_code', 'phone', 'email', 'street', 'floor']) {
      fields[name] = await form.locator(`input[name=${name}]`).inputValue()
    }
    for (const name of ['region', 'district', 'date']) {
      fields[name] = await form.locator(`select[name=${name}]`).inputValue()
    }
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect(page).toHaveURL(/\/result\/order\/success\?reference=/)
    await expect(page.getByTestId('order-slot')).toContainText('10:00–13:00')
    const first = await page.getByTestId('order-reference').textContent()
    expect(first).toMatch(/MH-\d{6}-/)
    await expect(page.getByTestId('payment-instructions')).toContainText('HSBC')
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()

    const again = await page.request.post('/shop/main/cart', { form: fields, maxRedirects: 0 })
    expect(again.status()).toBe(302)
    const location = again.headers().location ?? ''
    expect(new URL(location, 'http://x').searchParams.get('reference')).toBe(
      first?.replace('Order reference: ', '').trim(),
    )
  })
})
