import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test'
import { pointsForSpend, toCents } from '@shop/contract/client'
import { seriousViolations } from './axe.ts'
import { acceptTerms, deliveryTexts, fillHomeDelivery } from './checkout-helpers.ts'
import { ready, uniqueEmail } from './identity-helpers.ts'
import { closeAddedDialog } from './shop-helpers.ts'

/** Shared steps and texts of the membership journeys (membership.spec.ts). */
export const API = '/api/v1'
const STORE = `${API}/stores/6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0001`
const CARD_OK = '4242 4242 4242 4242'
/** The seeded offer bought here (apps/api/src/db/seed/shop.ts): 1,000 points, from HK$1,000. */
export const OFFER = { points: 1000, minSpendCents: 1000_00, offCents: 100_00 }

export const locales = [
  {
    code: 'en',
    prefix: '',
    add: 'Add to cart',
    added: 'Added to your cart',
    proceed: 'Proceed to checkout',
    name: 'Recipient name',
    phone: 'Phone number',
    email: 'E-mail',
    online: 'Credit or debit card',
    place: 'Place order',
    gateway: { number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'Security code (CVC)' },
    gatewayName: 'Name on card',
    pay: 'Pay',
    success: 'Thank you for your order',
    earn: /^Earn [\d,]+ points?$/,
    cartEarn: /^You'll earn [\d,]+ points?$/,
    membership: 'Membership',
    tier: 'Member',
    earned: 'Earned on an order',
    spentOnVouchers: 'Spent on vouchers',
    expires: /points? expires? on \d{2}\/\d{2}\/\d{4}/,
    available: 'Available',
    voucherShop: 'Spend points in the voucher shop',
    type: 'Voucher type',
    amountOff: 'Amount off',
    sort: 'Sort by',
    pointsAsc: 'Points: low to high',
    offer: 'HK$100 off orders from HK$1,000',
    redeem: 'Redeem',
    confirmTitle: 'Confirm your vouchers',
    confirm: 'Confirm and spend points',
    ready: 'Your voucher is ready',
    myVouchers: 'My vouchers',
    useInCart: 'Use in cart',
    copy: 'Copy code',
    copied: (code: string) => `Code ${code} copied`,
    applied: (code: string) => `Voucher ${code} applied`,
    used: 'Used',
    usedOnOrder: 'Used on order',
  },
  {
    code: 'cn',
    prefix: '/cn',
    add: '加入购物车',
    added: '已加入购物车',
    proceed: '前往结账',
    name: '收货人姓名',
    phone: '电话号码',
    email: '电邮',
    online: '信用卡或借记卡',
    place: '提交订单',
    gateway: { number: '卡号', expiry: '有效期（月/年）', cvc: '安全码（CVC）' },
    gatewayName: '持卡人姓名',
    pay: '付款',
    success: '感谢您的订购',
    earn: /^可赚取 [\d,]+ 积分$/,
    cartEarn: /^此订单可赚取 [\d,]+ 积分$/,
    membership: '会员积分',
    tier: '会员',
    earned: '订单赚取',
    spentOnVouchers: '兑换优惠券',
    expires: /积分将于 \d{2}\/\d{2}\/\d{4} 到期/,
    available: '已生效',
    voucherShop: '到优惠券商店使用积分',
    type: '优惠类型',
    amountOff: '现金折扣',
    sort: '排序',
    pointsAsc: '积分由低至高',
    offer: '满 HK$1,000 减 HK$100',
    redeem: '兑换',
    confirmTitle: '确认兑换优惠券',
    confirm: '确认并使用积分',
    ready: '已兑换 1 张优惠券',
    myVouchers: '我的优惠券',
    useInCart: '在购物车使用',
    copy: '复制优惠码',
    copied: (code: string) => `已复制优惠码 ${code}`,
    applied: (code: string) => `已使用优惠码 ${code}`,
    used: '已使用',
    usedOnOrder: '已用于订单',
  },
] as const
export type L = (typeof locales)[number]

/** HK$ in the page as whole cents ("HK$1,234.50" → 123450). */
export const cents = (text: string | null) =>
  Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100)

/**
 * A plain, well-stocked product (no sale, no points price, one variant so the page shows its
 * price) and how many of it make an order of at least HK$1,000 that earns the offer's points.
 */
export async function productForOffer(request: APIRequestContext) {
  const config = await (await request.get(`${API}/configuration/latest`)).json()
  const rate: number = config.membership?.points_per_hkd ?? 0
  expect(rate, 'a configured earn rate').toBeGreaterThan(0)
  const list = await request.get(`${STORE}/product-management/products/filter?per_page=60`)
  const products: { _id: string; kind: string }[] = (await list.json()).data
  for (const summary of products.filter((p) => p.kind === 'goods')) {
    const details = await request.get(`${STORE}/product-management/products/${summary._id}/details`)
    const product = await details.json()
    const variant = product.variants[0]
    if (product.variants.length !== 1 || variant.sale_price || variant.points_price) continue
    const unit = toCents(variant.price)
    const qty = Math.max(
      Math.ceil(OFFER.minSpendCents / unit),
      Math.ceil(OFFER.points / Math.max(pointsForSpend(unit, rate), 1)),
    )
    if (qty <= 5 && variant.stock >= qty * 2 + 5) return { productId: product._id as string, qty }
  }
  throw new Error('no product in the seed makes a HK$1,000 order')
}

export async function addToCart(page: Page, l: L, productId: string, qty: number) {
  await page.goto(`${l.prefix}/shop/main/product/${productId}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await ready(page)
  await page.getByTestId('variant-picker').locator('input[name=qty]').fill(String(qty))
  await page.getByRole('button', { name: l.add, exact: true }).click()
  await closeAddedDialog(page, l.added)
}

/** From the cart's "Proceed" to the success page, paying with the test card. */
export async function checkOutWithCard(page: Page, l: L) {
  await page.getByRole('button', { name: l.proceed }).click()
  await expect(page).toHaveURL(/step=checkout/)
  await ready(page)
  // the checkout summary says the points too
  await expect(page.getByTestId('summary-earn')).toHaveText(l.cartEarn)
  const form = page.getByTestId('checkout-form')
  await form.getByLabel(l.name).fill('Chan Tai Man')
  await form.getByLabel(l.phone).fill(String(90_000_000 + Math.floor(Math.random() * 9_999_999)))
  await form.getByLabel(l.email).fill(uniqueEmail(`points-order-${l.code}`))
  await fillHomeDelivery(page, deliveryTexts[l.code])
  await acceptTerms(page, deliveryTexts[l.code])
  await page.getByRole('radio', { name: l.online }).check()
  await page.getByRole('button', { name: l.place }).click()
  await expect(page).toHaveURL(/\/payments\/test-gateway\/sessions\//)
  await page.getByLabel(l.gateway.number).fill(CARD_OK)
  await page.getByLabel(l.gateway.expiry).fill('12/39')
  await page.getByLabel(l.gateway.cvc).fill('123')
  await page.getByLabel(l.gatewayName).fill('Chan Tai Man')
  await page.getByRole('button', { name: l.pay, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/result/order/success`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.success)
}

/** The newest order of the signed-in member: its id from the orders list's link. */
export async function newestOrderId(page: Page, l: L): Promise<string> {
  await page.goto(`${l.prefix}/shop/main/order`)
  const href = await page
    .getByTestId('order-row')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href')
  const id = href?.match(/[0-9a-f-]{36}/)?.[0]
  expect(id, 'the order in the list').toBeTruthy()
  return id as string
}

/** Serious or critical WCAG 2.1 A/AA violations axe finds on the page as it is. */
export async function axeFindings(page: Page, label: string): Promise<string[]> {
  return seriousViolations(page, label)
}

/**
 * The three membership pages at phone width in the three languages: pictured for a look, and
 * audited with axe (no serious or critical WCAG 2.1 A/AA violation).
 */
export async function screenshots(page: Page, testInfo: TestInfo) {
  const findings: string[] = []
  for (const prefix of ['', '/zh', '/cn']) {
    for (const [name, path] of [
      ['membership', '/account/membership'],
      ['voucher-shop', '/vouchers'],
      ['my-vouchers', '/account/vouchers?status=used'],
    ]) {
      await page.goto(`${prefix}${path}`)
      await ready(page)
      await page.screenshot({
        path: testInfo.outputPath(`${name}-${prefix.slice(1) || 'en'}-390.png`),
        fullPage: true,
      })
      findings.push(...(await axeFindings(page, `${prefix}${path}`)))
    }
  }
  expect(findings).toEqual([])
}
