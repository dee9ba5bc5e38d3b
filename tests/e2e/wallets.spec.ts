import type { Page } from '@playwright/test'
import { acceptTerms, deliveryTexts, fillHomeDelivery } from './checkout-helpers.ts'
import { expect, test } from './fixtures.ts'
import { ready, uniqueEmail } from './identity-helpers.ts'
import { uniquePhone } from './order-helpers.ts'
import { closeAddedDialog, openFirstProduct } from './shop-helpers.ts'

/**
 * Issue 30, ADR 070, at 390 px: AlipayHK and WeChat Pay HK next to cards at checkout, paid on the
 * test gateway's wallet page; the order names the method. A declined WeChat Pay HK payment keeps
 * the order payable and it is paid again with the same wallet. The owner's on/off switch and the
 * API's refusal are proved by `apps/api/src/modules/payments/wallets.test.ts`.
 */
const locales = [
  {
    code: 'en' as const,
    prefix: '',
    keyword: 'Stanley',
    add: 'Add to cart',
    added: 'Added to your cart',
    proceed: 'Proceed to checkout',
    name: 'Recipient name',
    phone: 'Phone number',
    email: 'E-mail',
    alipay: 'AlipayHK',
    wechat: 'WeChat Pay HK',
    place: 'Place order',
    approve: 'Approve in AlipayHK',
    decline: 'Decline in WeChat Pay HK',
    approveWechat: 'Approve in WeChat Pay HK',
    paid: 'Paid',
    failed: 'Your payment did not go through',
    declined: /Your WeChat Pay HK payment was declined\. Your order MH-\d{6}-\w+ is kept/,
    payAgain: 'Pay again',
    openOrder: 'Open your order',
  },
  {
    code: 'zh' as const,
    prefix: '/zh',
    keyword: '赤柱',
    add: '加入購物車',
    added: '已加入購物車',
    proceed: '前往結帳',
    name: '收貨人姓名',
    phone: '電話號碼',
    email: '電郵',
    alipay: '支付寶香港',
    wechat: 'WeChat Pay 香港',
    place: '提交訂單',
    approve: '在支付寶香港確認付款',
    decline: '在WeChat Pay 香港拒絕付款',
    approveWechat: '在WeChat Pay 香港確認付款',
    paid: '已付款',
    failed: '付款未能完成',
    declined: /你的WeChat Pay 香港付款被拒。訂單 MH-\d{6}-\w+ 已為你保留/,
    payAgain: '重新付款',
    openOrder: '查看你的訂單',
  },
]
type L = (typeof locales)[number]

/** One product checked out as a guest with a wallet, up to the test gateway's wallet page. */
async function toWalletPage(page: Page, l: L, wallet: string) {
  await openFirstProduct(page, l.prefix, l.keyword)
  await page.getByRole('button', { name: l.add, exact: true }).click()
  await closeAddedDialog(page, l.added)
  await page.goto(`${l.prefix}/shop/main/cart`)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await page.getByRole('button', { name: l.proceed }).click()
  await expect(page).toHaveURL(/step=checkout/)
  const form = page.getByTestId('checkout-form')
  await form.getByLabel(l.name).fill('Chan Tai Man')
  await form.getByLabel(l.phone).fill(uniquePhone())
  await form.getByLabel(l.email).fill(uniqueEmail(`wallet-${l.code}`))
  await fillHomeDelivery(page, deliveryTexts[l.code])
  await acceptTerms(page, deliveryTexts[l.code])
  const radio = form.getByRole('radio', { name: wallet, exact: true })
  await radio.check()
  await expect(radio).toHaveAccessibleDescription(/.+/)
  await radio.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath(`checkout-${l.code}.png`) })
  await form.getByRole('button', { name: l.place }).click()
  await expect(page).toHaveURL(/\/payments\/test-gateway\/sessions\//)
  await expect(page.getByRole('heading', { level: 2, name: wallet })).toBeVisible()
}

test.use({ viewport: { width: 390, height: 844 } })

for (const l of locales) {
  test(`pays with AlipayHK on the test gateway; the order is paid and names it (${l.code})`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await toWalletPage(page, l, l.alipay)
    await page.screenshot({ path: test.info().outputPath(`gateway-${l.code}.png`), fullPage: true })
    await page.getByRole('button', { name: l.approve }).click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/result/order/success`))
    await ready(page)
    await expect(page.getByTestId('order-summary')).toContainText(l.alipay)
    // the guest's own session opens the order's page (the success page names the order)
    const orderId = new URL(page.url()).searchParams.get('order')
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/)
    await page.goto(`${l.prefix}/shop/main/order/${orderId}`)
    await ready(page)
    const view = page.getByTestId('order-view')
    await expect(view).toContainText(l.alipay)
    await expect(view).toContainText(l.paid)
    await page.getByText(l.alipay).first().scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`order-${l.code}.png`) })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  test(`a declined WeChat Pay HK payment keeps the order payable; paid again with it (${l.code})`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await toWalletPage(page, l, l.wechat)
    await page.getByRole('button', { name: l.decline }).click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/result/order/failure\\?order=`))
    await ready(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.failed)
    await expect(page.getByTestId('result-payment-message')).toHaveText(l.declined)
    const choices = page.getByTestId('pay-again')
    // the wallet that was declined comes first chosen
    await expect(choices.getByRole('radio', { name: l.wechat, exact: true })).toBeChecked()
    await expect(choices.getByRole('radio', { name: l.alipay, exact: true })).toBeVisible()
    await page.screenshot({
      path: test.info().outputPath(`declined-${l.code}.png`),
      fullPage: true,
    })
    await choices.getByRole('button', { name: l.payAgain }).click()
    await expect(page).toHaveURL(/\/payments\/test-gateway\/sessions\//)
    await page.getByRole('button', { name: l.approveWechat }).click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/result/order/success`))
    await ready(page)
    await expect(page.getByTestId('order-summary')).toContainText(l.wechat)
  })
}

test('the checkout in Simplified Chinese names both wallets (cn)', async ({ page }) => {
  test.setTimeout(90_000)
  await openFirstProduct(page, '/cn', '赤柱')
  await page.getByRole('button', { name: '加入购物车', exact: true }).click()
  await closeAddedDialog(page, '已加入购物车')
  await page.goto('/cn/shop/main/cart')
  await page.getByRole('button', { name: '前往结账' }).click()
  await expect(page).toHaveURL(/step=checkout/)
  const form = page.getByTestId('checkout-form')
  await expect(form.getByRole('radio', { name: '支付宝香港', exact: true })).toBeVisible()
  await expect(form.getByRole('radio', { name: '微信支付香港', exact: true })).toBeVisible()
  await form.getByRole('radio', { name: '微信支付香港', exact: true }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('checkout-cn.png') })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
