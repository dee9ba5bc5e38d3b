import { expect, test } from './fixtures.ts'
import { ready } from './identity-helpers.ts'

const year = String(new Date().getFullYear())

const locales = [
  {
    code: 'en',
    prefix: '',
    lang: 'en',
    nav: 'Furniture',
    footer: 'Customer care',
    powered: 'Maison Harbour Interiors Limited',
    ogLocale: 'en_HK',
  },
  {
    code: 'zh',
    prefix: '/zh',
    lang: 'zh-Hant-HK',
    nav: '傢俬',
    footer: '顧客服務',
    powered: '海港居室設計有限公司',
    ogLocale: 'zh_HK',
  },
  {
    code: 'cn',
    prefix: '/cn',
    lang: 'zh-Hans',
    nav: '家具',
    footer: '顾客服务',
    powered: '海港居室设计有限公司',
    ogLocale: 'zh_CN',
  },
] as const

for (const locale of locales) {
  test(`home in ${locale.code} renders the localized header, footer and metadata`, async ({
    page,
  }) => {
    const response = await page.goto(locale.prefix || '/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', locale.lang)
    const nav = page.getByRole('navigation', { name: /Main navigation|主選單|主菜单/ }).first()
    await expect(nav.getByRole('link', { name: locale.nav, exact: true })).toBeVisible()
    const footer = page.locator('footer')
    await expect(footer.getByText(locale.footer, { exact: true })).toBeVisible()
    await expect(page.getByTestId('copyright')).toContainText(year)
    await expect(page.getByTestId('copyright')).toContainText(locale.powered)
    await expect(footer.getByRole('link', { name: '+852 2345 6789' })).toHaveAttribute(
      'href',
      'tel:+85223456789',
    )
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
      'content',
      locale.ogLocale,
    )
    await expect(page).toHaveTitle(/.+/)
  })

  test(`an unknown path in ${locale.code} answers the 404 page`, async ({ page }) => {
    const response = await page.goto(`${locale.prefix}/no/such/page`)
    expect(response?.status()).toBe(404)
    const texts = {
      en: 'Oops! The requested URL was not found.',
      zh: '糟糕！找不到所要求的網址。',
      cn: '糟糕！找不到所请求的网址。',
    }
    await expect(page.getByRole('heading', { name: texts[locale.code] })).toBeVisible()
    await page.getByTestId('not-found').getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${locale.prefix || ''}/?$`))
  })
}

test('pages titles carry the site suffix', async ({ page }) => {
  await page.goto('/zh/about-us')
  await expect(page).toHaveTitle('關於我們 | 海港居室設計')
  await expect(page.getByTestId('content-about-us').locator('h1')).toHaveText('關於我們')
})

test('every page has a canonical link and hreflang alternates for all languages', async ({
  page,
  baseURL,
}) => {
  await page.goto('/zh/about-us')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/zh/about-us`,
  )
  const alternates = await page
    .locator('link[rel="alternate"]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]))
  expect(alternates).toEqual([
    ['en', `${baseURL}/about-us`],
    ['zh-Hant-HK', `${baseURL}/zh/about-us`],
    ['zh-Hans', `${baseURL}/cn/about-us`],
    ['x-default', `${baseURL}/about-us`],
  ])
})

test('/not-found answers 404 with a link home', async ({ page }) => {
  const response = await page.goto('/cn/not-found')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('糟糕！找不到所请求的网址。')).toBeVisible()
})

test('a result page for an unknown type goes to not-found', async ({ page }) => {
  const response = await page.goto('/result/unknown/success')
  await expect(page).toHaveURL(/\/not-found$/)
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Oops! The requested URL was not found.')).toBeVisible()
})

test('a result page for a configured type shows its message', async ({ page }) => {
  await page.goto('/zh/result/order/failure')
  await expect(page.getByRole('heading', { name: '未能提交訂單' })).toBeVisible()
  await page.goto('/result/order/cancelled')
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible()
})

test('a verification page without a code goes to the verification failure page', async ({
  page,
}) => {
  await page.goto('/zh/authentication/verify')
  await expect(page).toHaveURL(/\/zh\/result\/verification_code\/failure$/)
  await expect(page.getByRole('heading', { name: '此連結無效' })).toBeVisible()
})

test('the mobile menu opens with the menu, login and languages', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/cn')
  // a kept page arrives at once: the menu button works only after hydration
  await ready(page)
  await page.getByRole('button', { name: '打开菜单' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('link', { name: '沙发' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: '登录' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'English' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('the mega-menu opens on keyboard focus', async ({ page }) => {
  await page.goto('/')
  const furniture = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Furniture', exact: true })
  await furniture.focus()
  await expect(page.getByTestId('megamenu').getByRole('link', { name: 'Sofas' })).toBeVisible()
})

test('skip links lead past the header and past the filters of a list', async ({ page }) => {
  await page.goto('/shop/main/product')
  await ready(page)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
  await page.getByRole('link', { name: 'Skip to results' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('#results')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.locator(':focus')).toBeVisible()
  await page.goto('/zh/blog')
  await expect(page.getByRole('link', { name: '跳至結果' })).toHaveAttribute('href', '#results')
})

test('back to top appears only once the page is scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/shop/main/product')
  await ready(page)
  await expect(page.getByTestId('back-to-top')).toHaveCount(0)
  await page.mouse.wheel(0, 2000)
  await expect(page.getByTestId('back-to-top')).toBeVisible()
  await page.getByTestId('back-to-top').click()
  await expect(page.getByTestId('back-to-top')).toHaveCount(0)
})

test('a field error clears as the field is filled; one error toast, under the header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/authentication/register/email')
  await ready(page)
  const form = page.getByTestId('register-form')
  await form.locator('button[type=submit]').click()
  await form.locator('button[type=submit]').click()
  const toasts = page.getByTestId('toast-error').locator('> div')
  await expect(toasts).toHaveCount(1)
  const header = await page.locator('header').boundingBox()
  const toast = await toasts.first().boundingBox()
  expect(toast?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
  const username = form.locator('input[name=username]')
  await expect(username).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('This field is required').first()).toBeVisible()
  await username.fill('May Chan')
  await expect(username).not.toHaveAttribute('aria-invalid', 'true')
})
