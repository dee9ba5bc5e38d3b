import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { PASSWORD, ready, register, uniqueEmail } from './identity-helpers.ts'
import { apiLogin, placeOfflineOrder, uniquePhone } from './order-helpers.ts'
import { closeAddedDialog, openFirstProduct } from './shop-helpers.ts'

/**
 * Phone first (issue 14; spec §1 breakpoints, §2 shared layout): every main page at every width
 * of the spec, in en, zh and cn, signed out and signed in, is no wider than the viewport, keeps
 * each header label on one line and keeps the wishlist and cart icons on screen. One page per
 * language is resized in place, so a language costs one load per page, not one per width.
 */
const WIDTHS = [360, 390, 480, 575, 577, 767, 991, 1199, 1367, 1430]
const HEIGHT = 800
const SCREENSHOT_WIDTH = 390

const locales = [
  { code: 'en', prefix: '', keyword: 'Aberdeen', add: 'Add to cart', added: 'Added to your cart' },
  { code: 'zh', prefix: '/zh', keyword: '香港仔', add: '加入購物車', added: '已加入購物車' },
  { code: 'cn', prefix: '/cn', keyword: '香港仔', add: '加入购物车', added: '已加入购物车' },
] as const

type Problems = { overflow: string | null; wrapped: string[]; offscreen: string[] }

/**
 * Runs in the page: the horizontal overflow with the elements that cause it (the widest ones
 * whose parent still fits), header labels that wrap onto a second line, and header icons that
 * are hidden or off-screen.
 */
function measure(): Problems {
  const name = (el: Element) => {
    const id = el.id ? `#${el.id}` : ''
    const testId = el.getAttribute('data-testid')
    const cls = (el.getAttribute('class') ?? '').split(/\s+/).slice(0, 4).join('.')
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)
    return `<${el.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}${cls ? `.${cls}` : ''}> "${text}"`
  }
  const width = window.innerWidth
  let overflow: string | null = null
  if (document.documentElement.scrollWidth > width) {
    const beyond = (el: Element) => {
      const box = el.getBoundingClientRect()
      return box.width > 1 && (box.right > width + 0.5 || box.left < -0.5)
    }
    const causes = [...document.body.querySelectorAll('*')]
      .filter((el) => beyond(el) && !(el.parentElement && beyond(el.parentElement)))
      .map((el) => ({ el, size: el.getBoundingClientRect().width }))
      .sort((a, b) => b.size - a.size)
      .slice(0, 3)
      .map(({ el, size }) => `${name(el)} ${Math.round(size)}px`)
    overflow = `page is ${document.documentElement.scrollWidth}px wide; widest: ${causes.join(', ') || '(none found)'}`
  }
  const header = document.querySelector('body > header, header')
  // a label on two lines: any in the header; elsewhere a one-word label (CJK labels are one word)
  const wrapped: string[] = []
  const labels = document.querySelectorAll('header a, header summary, button, summary, [role=tab]')
  for (const el of labels) {
    const inHeader = Boolean(header?.contains(el))
    if (!inHeader && /\s/.test((el.textContent ?? '').trim())) continue
    if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      // visually hidden names (sr-only) are clipped to a pixel: not a label anyone sees
      if ((text.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top)
      if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 4) {
        wrapped.push(name(el))
        break
      }
    }
  }
  const offscreen: string[] = []
  for (const testId of ['wishlist-link', 'cart-link']) {
    const el = header?.querySelector(`[data-testid=${testId}]`)
    const box = el?.getBoundingClientRect()
    if (!el || !box || !el.checkVisibility() || box.left < 0 || box.right > width)
      offscreen.push(testId)
  }
  return { overflow, wrapped, offscreen }
}

async function checkWidths(page: Page, label: string, locale: string, screenshot?: string) {
  const failures: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT })
    const found = await page.evaluate(measure)
    const where = `${label} at ${width}px in ${locale}`
    if (found.overflow) failures.push(`${where}: ${found.overflow}`)
    for (const el of found.wrapped) failures.push(`${where}: label on two lines: ${el}`)
    for (const el of found.offscreen) failures.push(`${where}: ${el} not on screen`)
    if (screenshot && width === SCREENSHOT_WIDTH) {
      await page.screenshot({ path: `test-results/layout-widths/${screenshot}`, fullPage: true })
    }
  }
  return failures
}

async function addToCart(page: Page, l: (typeof locales)[number]) {
  await page.getByRole('button', { name: l.add, exact: true }).click()
  await closeAddedDialog(page, l.added)
}

for (const l of locales) {
  test.describe(`layout widths (${l.code})`, () => {
    // ten widths for each page; a loaded machine lays a page out in up to a second
    test.setTimeout(240_000)
    let failures: string[] = []
    const visit = async (page: Page, label: string, path: string, screenshot?: string) => {
      await page.setViewportSize({ width: WIDTHS[0] as number, height: HEIGHT })
      if (path) await page.goto(`${l.prefix}${path}`)
      await ready(page)
      const shot = l.code === 'zh' && screenshot ? `${screenshot}-zh-390.png` : undefined
      failures.push(...(await checkWidths(page, label, l.code, shot)))
    }
    test.beforeEach(() => {
      failures = []
    })

    test('signed out: home, lists, content, login, product, cart and checkout', async ({
      page,
    }) => {
      await visit(page, 'home', '/', 'home')
      await visit(page, 'product list', '/shop/main/product', 'list')
      await visit(page, 'blog list', '/blog')
      await visit(page, 'about-us', '/about-us')
      await visit(page, 'login', '/authentication/login/email')
      await openFirstProduct(page, l.prefix, l.keyword)
      await visit(page, 'product page', '', 'product')
      await addToCart(page, l)
      await visit(page, 'cart', '/shop/main/cart')
      await visit(page, 'checkout', '/shop/main/cart?step=checkout')
      await expect(page.getByTestId('checkout-form')).toBeVisible()
      expect(failures, failures.join('\n')).toEqual([])
    })

    test('signed in with a long e-mail: home, every account page, cart, checkout, an order and its private page', async ({
      page,
      request,
      baseURL,
    }) => {
      // a long name: the header shows it beside the account icon; a long e-mail (one word, no
      // place to break) on the account pages that show it
      const email = `christopher.chan.tai.man.${uniqueEmail(`widths-${l.code}`).replace('@example.com', '')}@harbour-interiors-design.example.com`
      await register(page, l.prefix, email, 'Christopher Chan Tai Man')
      await visit(page, 'home (signed in)', '/')
      await visit(page, 'account (signed in)', '/account', 'account')
      for (const [label, path] of [
        ['profile', '/account/profile'],
        ['delivery recipient', '/account/delivery-recipient'],
        ['password', '/account/password'],
        ['addresses', '/account/addresses'],
        ['membership', '/account/membership'],
        ['my vouchers', '/account/vouchers'],
        ['wishlist', '/account/wishlist'],
        ['consultations', '/account/consultations'],
        ['liked posts', '/account/liked-posts'],
        ['change e-mail', '/account/update-email'],
        ['orders', '/shop/main/order'],
        ['quotations and projects', '/shop/project/order'],
      ] as const)
        await visit(page, `${label} (signed in)`, path, label === 'profile' ? 'profile' : undefined)
      await openFirstProduct(page, l.prefix, l.keyword)
      await addToCart(page, l)
      await visit(page, 'cart (signed in)', '/shop/main/cart', 'cart')
      await visit(page, 'checkout (signed in)', '/shop/main/cart?step=checkout', 'checkout')
      await expect(page.getByTestId('checkout-form')).toBeVisible()
      const token = await apiLogin(request, { login_id: email, password: PASSWORD })
      const { orderId, accessPath } = await placeOfflineOrder(request, baseURL as string, {
        token,
        phone: uniquePhone(),
      })
      await visit(page, 'order (signed in)', `/shop/main/order/${orderId}`)
      await visit(page, 'order (private link)', accessPath, 'order-link')
      expect(failures, failures.join('\n')).toEqual([])
    })
  })
}
