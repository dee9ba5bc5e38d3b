import { expect, test } from './fixtures.ts'
import { ready } from './identity-helpers.ts'

/** Issue 30: every text a shopper meets is in the page's language and says what is true. */
const locales = [
  { code: 'en', prefix: '', pageLoading: 'Page loading' },
  { code: 'zh', prefix: '/zh', pageLoading: '頁面載入中' },
  { code: 'cn', prefix: '/cn', pageLoading: '页面加载中' },
] as const

for (const l of locales) {
  test(`the page loading bar is named in the page's language (${l.code})`, async ({ page }) => {
    await page.goto(`${l.prefix}/shop/main/product`)
    await ready(page)
    // hidden while idle, so read by attribute rather than by role
    await expect(page.locator('[role=progressbar]')).toHaveAttribute('aria-label', l.pageLoading)
  })
}
