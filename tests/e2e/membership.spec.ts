import { expect, test } from './fixtures.ts'
import { PASSWORD, ready, register, uniqueEmail } from './identity-helpers.ts'
import {
  API,
  addToCart,
  axeFindings,
  cents,
  checkOutWithCard,
  locales,
  newestOrderId,
  OFFER,
  productForOffer,
  screenshots,
} from './membership-helpers.ts'
import { apiLogin, staffAction, staffLogin } from './order-helpers.ts'
import { openFirstProduct } from './shop-helpers.ts'

/**
 * Membership journey (issue 16, Storefront) in en and cn: a member pays an order with the test
 * card, staff ship and complete it, its points turn available at once (MEMBERSHIP_PENDING_DAYS=0
 * in playwright.config.ts), the member buys "HK$100 off orders from HK$1,000" with points, uses it
 * from My vouchers in the cart and pays HK$100 less; the membership page shows the tier, the
 * balance with its expiry date and both movements.
 */
for (const l of locales) {
  test(`a member earns points on a card order, buys a voucher with them and pays less with it (${l.code})`, async ({
    page,
    context,
    request,
    baseURL,
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
    // "copy code" (with script): the clipboard holds the code and a toast says so
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await ready(page)
    await result.getByRole('button', { name: l.copy }).click()
    await expect(page.getByTestId('toast-success')).toContainText(l.copied(code))
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
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
