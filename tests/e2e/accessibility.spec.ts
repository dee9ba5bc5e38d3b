import type { Page } from '@playwright/test'
import { seriousViolationResults } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { ready, register, uniqueEmail } from './identity-helpers.ts'
import { apiLogin, placeOfflineOrder, uniquePhone } from './order-helpers.ts'
import { closeAddedDialog, openFirstProduct } from './shop-helpers.ts'

/**
 * Accessibility (issue 14): axe finds no serious or critical violation (WCAG 2.1 A and AA) on
 * home, product list, product, cart, checkout and account, in en, zh and cn, light and dark; and
 * none of those pages writes an error to the console.
 */
const locales = [
  { code: 'en', prefix: '', keyword: 'sofa', add: 'Add to cart', added: 'Added to your cart' },
  { code: 'zh', prefix: '/zh', keyword: '梳化', add: '加入購物車', added: '已加入購物車' },
  { code: 'cn', prefix: '/cn', keyword: '沙发', add: '加入购物车', added: '已加入购物车' },
] as const

type Finding = { page: string; rule: string; impact: string; help: string; targets: string[] }

async function audit(page: Page, label: string): Promise<Finding[]> {
  return (await seriousViolationResults(page)).map((v) => ({
    page: label,
    rule: v.id,
    impact: v.impact ?? '',
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }))
}

for (const l of locales) {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe: no serious or critical violations and no console errors (${l.code}, ${theme})`, async ({
      page,
      context,
      baseURL,
    }) => {
      // six pages audited, a sign-up in between: minutes on a busy machine
      test.setTimeout(240_000)
      const consoleErrors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`)
      })
      page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`))
      await context.addCookies([{ name: 'store_theme', value: theme, url: baseURL as string }])
      const findings: Finding[] = []
      const check = async (label: string, path?: string) => {
        if (path) await page.goto(`${l.prefix}${path}`)
        await ready(page)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        findings.push(...(await audit(page, label)))
      }

      await check('home', '/')
      await check('product list', '/shop/main/product')
      await openFirstProduct(page, l.prefix, l.keyword)
      await check('product')
      await page.getByRole('button', { name: l.add, exact: true }).click()
      await closeAddedDialog(page, l.added)
      await check('cart', '/shop/main/cart')
      await check('checkout', '/shop/main/cart?step=checkout')
      await expect(page.getByTestId('checkout-form')).toBeVisible()
      await register(page, l.prefix, uniqueEmail(`axe-${l.code}-${theme}`))
      await check('account', '/account')

      expect(
        { findings, consoleErrors },
        JSON.stringify({ findings, consoleErrors }, null, 2),
      ).toEqual({
        findings: [],
        consoleErrors: [],
      })
    })
  }
}

/**
 * Every other page type a shopper meets (issue 30: axe 0 serious in light, dark and right to
 * left on every page type): content, blog, sign-in pages, an order, and the signed-in lists. Each
 * mode in one language (the six pages above already run in all three, light and dark); right to
 * left also walks the six pages above.
 */
const modes = [
  { mode: 'rtl', code: 'en', prefix: '', cookie: { name: 'store_dir', value: 'rtl' } },
  { mode: 'dark', code: 'zh', prefix: '/zh', cookie: { name: 'store_theme', value: 'dark' } },
  { mode: 'light', code: 'cn', prefix: '/cn', cookie: null },
] as const

const publicPages = [
  ['blog', '/blog'],
  ['about us', '/about-us'],
  ['contact', '/contact-us'],
  ['faq', '/faq'],
  ['compare', '/shop/main/compare'],
  ['vouchers', '/vouchers'],
  ['newsletter', '/newsletter'],
  ['sign in', '/authentication/login/email'],
  ['sign up', '/authentication/register/email'],
  ['forgotten password', '/authentication/forget-password/email'],
  ['guest order lookup', '/shop/main/order/guest'],
  ['not found', '/no-such-page'],
] as const

const memberPages = [
  ['orders', '/shop/main/order'],
  ['quotations', '/shop/project/order'],
  ['wishlist', '/account/wishlist'],
  ['addresses', '/account/addresses'],
  ['membership', '/account/membership'],
  ['my vouchers', '/account/vouchers'],
  ['consultations', '/account/consultations'],
  ['liked posts', '/account/liked-posts'],
] as const

for (const m of modes) {
  test(`axe: every page type, ${m.mode} (${m.code})`, async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    test.setTimeout(420_000)
    if (m.cookie) await context.addCookies([{ ...m.cookie, url: baseURL as string }])
    const findings: Finding[] = []
    const check = async (label: string, path?: string) => {
      if (path) await page.goto(`${m.prefix}${path}`)
      await ready(page)
      if (m.mode === 'rtl') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      else await expect(page.locator('html')).toHaveAttribute('data-theme', m.mode)
      findings.push(...(await audit(page, label)))
    }

    for (const [label, path] of publicPages) await check(label, path)
    await page.goto(`${m.prefix}/blog`)
    await page.getByTestId('post-list').getByRole('link').first().click()
    await expect(page).toHaveURL(/\/blog\/[^/]+/)
    await check('blog post')
    // an order's own page, reached by its private link
    const token = await apiLogin(request, null)
    const placed = await placeOfflineOrder(request, baseURL ?? '', { token, phone: uniquePhone() })
    await check('order', placed.accessPath)
    if (m.mode === 'rtl') {
      const l = locales[0]
      await check('home', '/')
      await check('product list', '/shop/main/product')
      await openFirstProduct(page, l.prefix, l.keyword)
      await check('product')
      await page.getByRole('button', { name: l.add, exact: true }).click()
      await closeAddedDialog(page, l.added)
      await check('cart', '/shop/main/cart')
      await check('checkout', '/shop/main/cart?step=checkout')
    }
    await register(page, m.prefix, uniqueEmail(`axe-${m.mode}`))
    await check('account', '/account')
    for (const [label, path] of memberPages) await check(label, path)

    expect(findings, JSON.stringify(findings, null, 2)).toEqual([])
  })
}
