import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { ready, register, uniqueEmail } from './identity-helpers.ts'
import { closeAddedDialog } from './shop-helpers.ts'

/**
 * Shared pages for shoppers with a session (issue 31, ADR 057): home, the product list and product
 * pages are the kept page for everyone whose browser runs script, their header and hearts filled in
 * by one request; without script their pages are rendered for them. Either way the header counts,
 * the account name and the hearts are the shopper's own after adding, removing and signing in.
 */
const LIST = '/shop/main/product?keyword=Aberdeen'
const heartName = /^Add .*Aberdeen.* to wishlist$/
const cartLink = (n: number) => `Cart, ${n} item${n === 1 ? '' : 's'}`
const wishlistLink = (n: number) => `Wishlist, ${n} item${n === 1 ? '' : 's'}`

/** Loads a shared page; with script, waits for the shopper's own parts to be fetched. */
async function open(page: Page, path: string, script: boolean) {
  if (!script) return void (await page.goto(path))
  const personal = page.waitForResponse((r) => r.url().includes('/resources/personal'))
  await page.goto(path)
  expect((await personal).status()).toBe(200)
  await ready(page)
}

async function header(page: Page, counts: { cart: number; wishlist: number }) {
  await expect(page.getByRole('link', { name: cartLink(counts.cart) })).toBeVisible()
  await expect(page.getByRole('link', { name: wishlistLink(counts.wishlist) })).toBeVisible()
}

const firstCard = (page: Page) =>
  page.getByTestId('product-results').getByTestId('product-card').first()

for (const script of [true, false]) {
  test(`header counts, name and hearts stay the shopper's own on shared pages (script ${script ? 'on' : 'off'})`, async ({
    browser,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(90_000)
    const context = await browser.newContext({ extraHTTPHeaders, javaScriptEnabled: script })
    const page = await context.newPage()
    // the first page a browser sees is rendered for it; with script, it notes that script runs
    await page.goto(LIST)
    if (script) await ready(page)
    await header(page, { cart: 0, wishlist: 0 })

    // a guest's heart and add to cart
    const heart = firstCard(page).getByRole('button', { name: heartName })
    await heart.click()
    await expect(firstCard(page).getByRole('button', { name: heartName })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await header(page, { cart: 0, wishlist: 1 })
    await firstCard(page).getByRole('heading').getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (script) await ready(page)
    const product = page.url().split('?')[0] ?? ''
    await page.getByRole('button', { name: 'Add to cart' }).click()
    if (script) await closeAddedDialog(page)
    await header(page, { cart: 1, wishlist: 1 })

    // a new load of the product page, the list and home: the same counts and hearts
    await open(page, product, script)
    await header(page, { cart: 1, wishlist: 1 })
    const pageHeart = page.getByRole('main').getByRole('button', { name: heartName }).first()
    await expect(pageHeart).toHaveAttribute('aria-pressed', 'true')
    await open(page, LIST, script)
    await header(page, { cart: 1, wishlist: 1 })
    await expect(firstCard(page).getByRole('button', { name: heartName })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await open(page, '/', script)
    await header(page, { cart: 1, wishlist: 1 })

    // the cart page counts the header in its own call: the same figures, also after removing
    // the line; the shared pages then show the empty cart
    await page.goto('/shop/main/cart')
    if (script) await ready(page)
    await header(page, { cart: 1, wishlist: 1 })
    await page
      .getByTestId('cart-line')
      .getByRole('button', { name: /^Remove / })
      .click()
    await expect(page.getByText('Your cart is empty.')).toBeVisible()
    await header(page, { cart: 0, wishlist: 1 })
    // leaving the cart page by a link of the footer (kept markup, then drawn live with script)
    await page
      .locator('[data-kept="footer-links"]')
      .getByRole('link', { name: 'All products' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible()
    await header(page, { cart: 0, wishlist: 1 })
    await open(page, product, script)
    await header(page, { cart: 0, wishlist: 1 })

    // signing up keeps the guest's wishlist; the header names the member on a shared page
    const name = `Ivy ${script ? 'Script' : 'Plain'} ${Date.now() % 100_000}`
    await register(page, '', uniqueEmail(`shared-${script ? 'on' : 'off'}`), name)
    await open(page, LIST, script)
    await expect(page.getByTestId('account-menu')).toContainText(name)
    await header(page, { cart: 0, wishlist: 1 })
    await expect(firstCard(page).getByRole('button', { name: heartName })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await context.close()
  })
}

test('a stranger never sees a member’s name or counts on the page the member was served', async ({
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(60_000)
  const member = await browser.newContext({ extraHTTPHeaders })
  const page = await member.newPage()
  const name = `Kit Shared ${Date.now() % 100_000}`
  await register(page, '', uniqueEmail('shared-stranger'), name)
  await open(page, LIST, true)
  await firstCard(page).getByRole('button', { name: heartName }).click()
  await expect(page.getByRole('link', { name: wishlistLink(1) })).toBeVisible()
  await open(page, LIST, true)
  await expect(page.getByTestId('account-menu')).toContainText(name)

  for (const javaScriptEnabled of [true, false]) {
    const stranger = await browser.newContext({ extraHTTPHeaders, javaScriptEnabled })
    const theirs = await stranger.newPage()
    await theirs.goto(LIST)
    if (javaScriptEnabled) await ready(theirs)
    await expect(theirs.getByTestId('account-link')).toBeVisible()
    await expect(theirs.locator('body')).not.toContainText(name)
    await header(theirs, { cart: 0, wishlist: 0 })
    await stranger.close()
  }
  await member.close()
})
