import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { pointsForSpend, toCents } from '@shop/contract/client'
import { acceptTerms, deliveryTexts, fillHomeDelivery } from './checkout-helpers.ts'
import { expect, test } from './fixtures.ts'
import { PASSWORD, ready, register, uniqueEmail } from './identity-helpers.ts'
import { apiLogin, staffAction, staffLogin } from './order-helpers.ts'
import { openFirstProduct } from './shop-helpers.ts'

/**
 * Membership journey (issue 16, Storefront) in en and cn: a member pays an order with the test
 * card, staff ship and complete it, its points turn available at once (MEMBERSHIP_PENDING_DAYS=0
 * in playwright.config.ts), the member buys "HK$100 off orders from HK$1,000" with points, uses it
 * from My vouchers in the cart and pays HK$100 less; the membership page shows the tier, the
 * balance with its expiry date and both movements.
 */
const API = '/api/v1'
const STORE = `${API}/stores/6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0001`
const CARD_OK = '4242 4242 4242 4242'
/** The seeded offer bought here (apps/api/src/db/seed/shop.ts): 1,000 points, from HK$1,000. */
const OFFER = { points: 1000, minSpendCents: 1000_00, offCents: 100_00 }

const locales = [
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
    applied: (code: string) => `已使用优惠码 ${code}`,
    used: '已使用',
    usedOnOrder: '已用于订单',
  },
] as const
type L = (typeof locales)[number]

/** HK$ in the page as whole cents ("HK$1,234.50" → 123450). */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100)

/**
 * A plain, well-stocked product (no sale, no points price, one variant so the page shows its
 * price) and how many of it make an order of at least HK$1,000 that earns the offer's points.
 */
async function productForOffer(request: APIRequestContext) {
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

async function addToCart(page: Page, l: L, productId: string, qty: number) {
  await page.goto(`${l.prefix}/shop/main/product/${productId}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await ready(page)
  await page.getByTestId('variant-picker').locator('input[name=qty]').fill(String(qty))
  await page.getByRole('button', { name: l.add, exact: true }).click()
  await expect(page.getByTestId('toast-success')).toContainText(l.added)
}

/** From the cart's "Proceed" to the success page, paying with the test card. */
async function checkOutWithCard(page: Page, l: L) {
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
async function newestOrderId(page: Page, l: L): Promise<string> {
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
async function axeFindings(page: Page, label: string): Promise<string[]> {
  const audit = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return audit.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * The three membership pages at phone width in the three languages: pictured for a look, and
 * audited with axe (no serious or critical WCAG 2.1 A/AA violation).
 */
async function screenshots(page: Page, testInfo: TestInfo) {
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

for (const l of locales) {
  test(`a member earns points on a card order, buys a voucher with them and pays less with it (${l.code})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    // a hydration mismatch or a failed script of the shop shows here (the test card gateway's
    // own page is not the shop's)
    const consoleErrors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' && !page.url().includes('/payments/test-gateway/'))
        consoleErrors.push(`${page.url()}: ${m.text()}`)
    })
    page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`))
    const { productId, qty } = await productForOffer(request)
    await register(page, l.prefix, uniqueEmail(`points-${l.code}`))
    // shoppers are mostly on phones: after signing up (whose helper reads the desktop header) the
    // journey runs at 390 px
    await page.setViewportSize({ width: 390, height: 844 })

    // points on the product page and in the cart summary
    await addToCart(page, l, productId, qty)
    await expect(page.getByTestId('earn-points')).toHaveText(l.earn)
    await page.screenshot({ path: testInfo.outputPath(`product-${l.code}-390.png`) })
    await page.goto(`${l.prefix}/shop/main/cart`)
    await expect(page.getByTestId('summary-earn')).toHaveText(l.cartEarn)
    await page.screenshot({ path: testInfo.outputPath(`cart-${l.code}-390.png`), fullPage: true })
    await checkOutWithCard(page, l)

    // staff ship and complete the paid order; with no refund window its points are available
    const orderId = await newestOrderId(page, l)
    await staffAction(request, orderId, 'shipped', {
      courier_name: 'SF Express',
      tracking_number: `SF${Date.now()}`,
    })
    await staffAction(request, orderId, 'completed')

    await page.goto(`${l.prefix}/account/membership`)
    await expect(page.getByRole('heading', { level: 2, name: l.membership })).toBeVisible()
    await expect(page.getByTestId('tier-name')).toHaveText(l.tier)
    const earned = cents(await page.getByTestId('balance-available').textContent()) / 100
    expect(earned).toBeGreaterThanOrEqual(OFFER.points)
    await expect(page.getByTestId('balance-expiry')).toContainText(l.expires)
    const earnedRow = page.getByTestId('points-row').filter({ hasText: l.earned })
    await expect(earnedRow).toHaveCount(1)
    await expect(earnedRow.getByTestId('points-state')).toHaveText(l.available)

    // the voucher shop, filtered to amounts off and sorted by points; redeem with a confirmation
    await page.getByRole('link', { name: l.voucherShop }).click()
    await ready(page)
    await page.getByLabel(l.type).selectOption({ label: l.amountOff })
    await expect(page).toHaveURL(/discount_type=FIXED/)
    await page.getByLabel(l.sort, { exact: true }).selectOption({ label: l.pointsAsc })
    await expect(page).toHaveURL(/sort=points-asc&discount_type=FIXED/)
    // the cheapest amount off first: the seeded HK$100 voucher
    await expect(page.getByTestId('voucher-offer').first()).toContainText(l.offer)
    const offer = page.getByTestId('voucher-offer').filter({ hasText: l.offer }).first()
    await offer.getByRole('button', { name: l.redeem }).click()
    const confirmation = page.getByTestId('redeem-confirmation')
    await expect(confirmation.getByRole('heading', { name: l.confirmTitle })).toBeFocused()
    await expect(confirmation.getByTestId('points-now')).toContainText(earned.toLocaleString('en'))
    await expect(confirmation.getByTestId('points-after')).toContainText(
      (earned - OFFER.points).toLocaleString('en'),
    )
    await page.screenshot({ path: testInfo.outputPath(`confirm-${l.code}-390.png`) })
    expect(await axeFindings(page, 'confirmation')).toEqual([])
    await confirmation.getByRole('button', { name: l.confirm }).click()
    const result = page.getByTestId('redeem-result')
    await expect(result.getByRole('heading', { name: l.ready })).toBeVisible()
    const code = (await result.getByTestId('voucher-code').textContent()) ?? ''
    expect(code).toMatch(/^[A-Z0-9-]{6,}$/)
    await page.screenshot({ path: testInfo.outputPath(`redeemed-${l.code}-390.png`) })

    // My vouchers → "use in cart" puts the code in the cart's voucher field; the total drops
    await addToCart(page, l, productId, qty)
    await page.goto(`${l.prefix}/shop/main/cart`)
    const before = cents(await page.getByTestId('summary-total').textContent())
    await page.goto(`${l.prefix}/account/vouchers`)
    const mine = page.getByTestId('redeemed-voucher').filter({ hasText: code })
    await mine.getByRole('link', { name: l.useInCart }).click()
    await expect(page).toHaveURL(new RegExp(`/shop/main/cart\\?voucher=${code}`))
    await expect(page.getByRole('textbox', { name: /voucher|优惠码/i })).toHaveValue(code)
    await expect(page.getByText(l.applied(code))).toBeVisible()
    const after = cents(await page.getByTestId('summary-total').textContent())
    expect(before - after).toBe(OFFER.offCents)
    await checkOutWithCard(page, l)

    // the code is used on that order; the ledger shows what was earned and what was spent
    await page.goto(`${l.prefix}/account/vouchers?status=used`)
    await expect(page.getByTestId('redeemed-voucher').filter({ hasText: code })).toContainText(
      l.usedOnOrder,
    )
    await page.goto(`${l.prefix}/account/membership`)
    await expect(page.getByTestId('balance-available')).toHaveText(
      (earned - OFFER.points).toLocaleString('en'),
    )
    await expect(
      page.getByTestId('points-row').filter({ hasText: l.spentOnVouchers }),
    ).toContainText(`−${OFFER.points.toLocaleString('en')}`)
    // the en journey also pictures the pages at phone width in the three languages
    if (l.code === 'en') await screenshots(page, testInfo)
    expect(consoleErrors).toEqual([])
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('a guest filters the voucher shop, logs in to redeem, comes back to the confirmation, buys a voucher and puts it in the cart', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    // a member with 300 points from staff (the back office's audited adjustment)
    const email = uniqueEmail('points-nojs')
    const signUp = await request.post(`${API}/auth/register`, {
      data: { type: 'EMAIL', username: 'May Chan', email, password: PASSWORD },
    })
    expect(signUp.status(), await signUp.text()).toBeLessThan(300)
    const token = await apiLogin(request, { login_id: email, password: PASSWORD })
    const me = await (
      await request.get(`${API}/auth/user`, { headers: { authorization: `Bearer ${token}` } })
    ).json()
    const adjusted = await request.post(`${API}/admin/customers/${me.user.account._id}/points`, {
      headers: { authorization: `Bearer ${await staffLogin(request)}` },
      data: { points: 300, reason: 'Welcome gift' },
    })
    expect(adjusted.status(), await adjusted.text()).toBe(200)

    // the filter is a GET form with its own button
    await page.goto('/vouchers')
    await page.getByLabel('Voucher type').selectOption({ label: 'Free delivery' })
    await page.getByRole('button', { name: 'Show vouchers' }).click()
    await expect(page).toHaveURL(/discount_type=FREE_DELIVERY/)
    const offers = page.getByTestId('voucher-offer')
    await expect(offers.filter({ hasText: 'Amount off' })).toHaveCount(0)
    const offer = offers.filter({ hasText: 'Free delivery on one order' }).first()
    await offer.getByRole('button', { name: 'Redeem' }).click()

    // a guest logs in and comes back to the confirmation
    await expect(page).toHaveURL(/\/authentication\/login\/email\?next=/)
    // switching to phone sign-in keeps where to come back to
    await expect(page.getByRole('link', { name: 'Phone', exact: true })).toHaveAttribute(
      'href',
      /type=PHONE&next=%2Fvouchers%3F/,
    )
    const form = page.getByTestId('login-form')
    await form.locator('input[name=login_id]').fill(email)
    await form.locator('input[name=password]').fill(PASSWORD)
    await form.locator('button[type=submit]').click()
    await expect(page).toHaveURL(/\/vouchers\?.*confirm=/)
    const confirmation = page.getByTestId('redeem-confirmation')
    await expect(confirmation.getByTestId('points-now')).toHaveText(/300$/)
    await expect(confirmation.getByTestId('points-cost')).toHaveText(/−300$/)
    await expect(confirmation.getByTestId('points-after')).toHaveText(/0$/)
    await confirmation.getByRole('button', { name: 'Confirm and spend points' }).click()

    // the answer is the page itself: the code, and the points left
    const result = page.getByTestId('redeem-result')
    await expect(result).toContainText('You spent 300 points. You have 0 points left.')
    const code = (await result.getByTestId('voucher-code').textContent()) ?? ''
    // the result is an address of its own: a reload shows the same code and buys nothing more
    await expect(page).toHaveURL(/\/vouchers\?redeemed=/)
    await page.reload()
    await expect(result.getByTestId('voucher-code')).toHaveText(code)
    await expect(page.getByTestId('shop-points')).toHaveText('You have 0 points to spend')

    // My vouchers' "Use in cart" (a plain link) fills the cart's voucher field
    await openFirstProduct(page, '', 'Stanley')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.goto('/account/vouchers')
    await page
      .getByTestId('redeemed-voucher')
      .filter({ hasText: code })
      .getByRole('link', { name: 'Use in cart' })
      .click()
    await expect(page).toHaveURL(new RegExp(`/shop/main/cart\\?voucher=${code}`))
    await expect(page.getByRole('textbox', { name: 'Voucher code', exact: true })).toHaveValue(code)
    await expect(page.getByText(`Voucher ${code} applied`)).toBeVisible()

    // a second try with no points left is refused in words, nothing bought
    await page.goto(`/vouchers?discount_type=FREE_DELIVERY`)
    await offers
      .filter({ hasText: 'Free delivery on one order' })
      .first()
      .getByRole('button', { name: 'Redeem' })
      .click()
    await expect(page.getByTestId('redeem-confirmation')).toContainText(
      'You need 300 more points for this.',
    )
    await expect(page.getByRole('button', { name: 'Confirm and spend points' })).toBeDisabled()
  })
})

test('the membership pages and the redeem confirmation pass axe in dark mode at phone width (zh)', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'store_theme', value: 'dark', url: baseURL as string }])
  await register(page, '/zh', uniqueEmail('points-dark'))
  await page.setViewportSize({ width: 390, height: 844 })
  const findings: string[] = []
  for (const path of ['/zh/account/membership', '/zh/vouchers', '/zh/account/vouchers']) {
    await page.goto(path)
    await ready(page)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    findings.push(...(await axeFindings(page, path)))
  }
  // a new member has no points: the confirmation says how many are missing and cannot be sent
  await page.goto('/zh/vouchers')
  await ready(page)
  await page.getByTestId('voucher-offer').first().getByRole('button', { name: '兌換' }).click()
  const confirmation = page.getByTestId('redeem-confirmation')
  await expect(confirmation).toContainText(/您還需要 [\d,]+ 積分。/)
  await expect(confirmation.getByRole('button', { name: '確認並使用積分' })).toBeDisabled()
  findings.push(...(await axeFindings(page, 'confirmation')))
  expect(findings).toEqual([])
})
