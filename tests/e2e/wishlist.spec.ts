import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { logout, ready, register, uniqueEmail } from './identity-helpers.ts'
import { closeAddedDialog } from './shop-helpers.ts'

/**
 * Wishlist journeys (issue 5, Web; spec §4 Wishlist toggle, §8 wishlist-add-fail): hearts on
 * product cards and the product page, the header count, and the wishlist page in the account.
 */
const locales = [
  {
    code: 'en',
    prefix: '',
    keyword: 'Aberdeen',
    heart: /^Add .*Aberdeen.* to wishlist$/,
    link: (n: number) => `Wishlist, ${n} item${n === 1 ? '' : 's'}`,
    cartLink: (n: number) => `Cart, ${n} item${n === 1 ? '' : 's'}`,
    empty: 'Your wishlist is empty.',
  },
  {
    code: 'zh',
    prefix: '/zh',
    keyword: '香港仔',
    heart: /^把.*香港仔.*加入心願清單$/,
    link: (n: number) => `心願清單，${n} 件`,
    cartLink: (n: number) => `購物車，${n} 件`,
    empty: '你的心願清單是空的。',
  },
] as const

/** Clicks a heart and waits until its post and the page's reload of data have settled. */
async function toggle(page: Page, heart: Locator) {
  const posted = page.waitForResponse((r) => r.url().includes('/resources/wishlist'))
  await heart.click()
  await posted
  await ready(page)
}

const firstCard = (page: Page) =>
  page.getByTestId('product-results').getByTestId('product-card').first()

for (const l of locales) {
  test(`${l.code}: hearts on a card and the product page move the header count; the wishlist page lists and removes`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await page.goto(`${l.prefix}/shop/main/product?keyword=${encodeURIComponent(l.keyword)}`)
    await expect(page.getByRole('link', { name: l.link(0) })).toBeVisible()
    await ready(page)
    const heart = firstCard(page).getByRole('button', { name: l.heart })
    await expect(heart).toHaveAttribute('aria-pressed', 'false')

    // a guest's first heart: a temporary account, the heart pressed and the count up by one
    await toggle(page, heart)
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('link', { name: l.link(1) })).toBeVisible()
    await page.reload()
    await expect(firstCard(page).getByRole('button', { name: l.heart })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    // the product page knows, and toggles too
    await firstCard(page).getByRole('heading').getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await ready(page)
    const pageHeart = page.getByRole('main').getByRole('button', { name: l.heart }).first()
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true')
    await toggle(page, pageHeart)
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByRole('link', { name: l.link(0) })).toBeVisible()
    await toggle(page, pageHeart)
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('link', { name: l.link(1) })).toBeVisible()

    // the wishlist page is for members: signing up keeps the guest's wishlist
    await register(page, l.prefix, uniqueEmail(`wishlist-${l.code}`))
    await page.getByRole('link', { name: l.link(1) }).click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/account/wishlist`))
    const items = page.getByTestId('wishlist-items').getByTestId('product-card')
    await expect(items).toHaveCount(1)
    await ready(page)
    await toggle(page, items.first().getByRole('button', { name: l.heart }))
    await expect(page.getByText(l.empty)).toBeVisible()
    await expect(page.getByRole('link', { name: l.link(0) })).toBeVisible()

    // spec §4: logout clears the header counts
    await page.goto(`${l.prefix}/shop/main/product?keyword=${encodeURIComponent(l.keyword)}`)
    await ready(page)
    await toggle(page, firstCard(page).getByRole('button', { name: l.heart }))
    await expect(page.getByRole('link', { name: l.link(1) })).toBeVisible()
    await logout(page, l.prefix)
    await expect(page.getByRole('link', { name: l.link(0) })).toBeVisible()
    await expect(page.getByRole('link', { name: l.cartLink(0) })).toBeVisible()
  })
}

test('a refused heart springs back with the wishlist-add-fail toast', async ({ page }) => {
  await page.goto('/shop/main/product?keyword=Aberdeen')
  await ready(page)
  const card = firstCard(page)
  // the product disappears between the page view and the click (the heart carries its product)
  await card.getByTestId('heart').evaluate((button: HTMLButtonElement) => {
    button.value = '00000000-0000-4000-8000-000000000000'
  })
  // hold the answer back a moment: the count and the heart move before the server answers
  await page.route('**/resources/wishlist*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  const heart = card.getByRole('button', { name: locales[0].heart })
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('link', { name: locales[0].link(1) })).toBeVisible()
  // the answer is held back 1.5 s, then a guest account is made: allow for a busy machine
  await expect(page.getByTestId('toast-error')).toContainText(
    'Could not update your wishlist. Please try again.',
    { timeout: 15_000 },
  )
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByRole('link', { name: locales[0].link(0) })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the heart is a form post that comes back to the page', async ({ page }) => {
    await page.goto('/shop/main/product?keyword=Aberdeen')
    await firstCard(page).getByRole('button', { name: locales[0].heart }).click()
    await expect(page).toHaveURL(/\/shop\/main\/product\?keyword=Aberdeen$/)
    await expect(firstCard(page).getByRole('button', { name: locales[0].heart })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.getByRole('link', { name: locales[0].link(1) })).toBeVisible()
  })
})

test("a new guest's heart and add to cart sent together both land in one guest account", async ({
  page,
}) => {
  await page.goto('/shop/main/product?keyword=Aberdeen')
  await firstCard(page).getByRole('heading').getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await ready(page)
  // the heart's post is held until the add to cart has left too: both reach the server before
  // either answer can set the session cookie
  let addSent = () => {}
  const bothSent = new Promise<void>((resolve) => {
    addSent = resolve
  })
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/shop/main/product/')) addSent()
  })
  await page.route('**/resources/wishlist*', async (route) => {
    await bothSent
    await route.continue()
  })
  const posts = page.waitForResponse((r) => r.url().includes('/resources/wishlist'))
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: /^Add .* to wishlist$/ })
    .first()
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await posts
  await closeAddedDialog(page)
  await page.reload()
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
})
