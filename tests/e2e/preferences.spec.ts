import { expect, test } from './fixtures.ts'
import { openFirstProduct } from './shop-helpers.ts'

test.describe('language detection from the root', () => {
  test('a stored language cookie redirects / to its prefix', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'store_i18n', value: 'zh', url: baseURL as string }])
    await page.goto('/')
    await expect(page).toHaveURL(/\/zh$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK')
  })

  test('Accept-Language decides when there is no cookie', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'zh-CN',
      extraHTTPHeaders: { 'Accept-Language': 'zh-CN,zh;q=0.9' },
    })
    const page = await context.newPage()
    const response = await page.request.get('/', { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe('/cn')
    await page.goto('/')
    await expect(page).toHaveURL(/\/cn$/)
    await context.close()
  })

  test('the cookie wins over Accept-Language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'zh-HK' })
    await context.addCookies([{ name: 'store_i18n', value: 'en', url: baseURL as string }])
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL(`${baseURL}/`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.close()
  })

  test('detection redirects only from the root', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'zh-HK' })
    const page = await context.newPage()
    await page.goto('/about-us')
    await expect(page).toHaveURL(`${baseURL}/about-us`)
    await context.close()
  })
})

test('the language switcher keeps the page and remembers the choice', async ({ page, context }) => {
  await page.goto('/about-us')
  await page.getByTestId('language-switcher').locator('summary').click()
  await page.getByRole('button', { name: '简体中文' }).click()
  await expect(page).toHaveURL(/\/cn\/about-us$/)
  await expect(page.getByRole('heading', { name: '关于我们' })).toBeVisible()
  const cookie = (await context.cookies()).find((c) => c.name === 'store_i18n')
  expect(cookie?.value).toBe('cn')
  expect(cookie?.path).toBe('/')
  // roughly a year
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
  await page.goto('/')
  await expect(page).toHaveURL(/\/cn$/)
})

test('the language switcher works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/zh/contact-us')
  await page.getByTestId('language-switcher').locator('summary').click()
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/contact-us$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await context.close()
})

test('dark mode persists across reloads and pages', async ({ page }) => {
  await page.goto('/about-us')
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await page.getByTestId('toggle-theme').click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.goto('/zh')
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.getByTestId('toggle-theme').click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
})

test('right-to-left persists across reloads and pages', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await page.getByTestId('toggle-direction').click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.goto('/cn/about-us')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})

test('right to left keeps phone numbers and prices in their own order', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('toggle-direction').click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const phone = page.locator('footer').getByRole('link', { name: '+852 2345 6789' }).locator('bdi')
  await expect(phone).toHaveCSS('direction', 'ltr')
  await expect(page.getByTestId('product-card').first().locator('[dir=ltr]').first()).toHaveText(
    /^HK\$/,
  )
  await page.getByTestId('toggle-direction').click()
})

test('right to left: the stars stay stars and a Latin size reads as written', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('toggle-direction').click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.goto('/shop/main/product?keyword=sofa')
  // painted through the text, not a bar behind it
  const stars = page.getByTestId('product-results').locator('.rating-stars').first()
  await expect(stars).toHaveCSS('background-clip', 'text')
  await expect(stars).toHaveCSS('color', 'rgba(0, 0, 0, 0)')
  await openFirstProduct(page, '', 'Repulse Bay')
  const size = page.locator('label', { hasText: '3-seater' }).locator('bdi')
  await expect(size).toHaveText('3-seater · W215 cm')
  await expect(size).toHaveCSS('direction', 'ltr')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: 'test-results/rtl-product-390.png', fullPage: false })
})

test('dark mode lightens the logo in its own brown, not an inverted blue', async ({ page }) => {
  await page.goto('/about-us')
  await page.getByTestId('toggle-theme').click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.locator('header img.logo')).toHaveCSS('filter', 'invert(1) hue-rotate(180deg)')
  await page.getByTestId('toggle-theme').click()
})
