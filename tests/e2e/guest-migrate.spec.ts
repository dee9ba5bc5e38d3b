import { expect, test } from './fixtures.ts'
import { logout, register, uniqueEmail } from './identity-helpers.ts'
import { closeAddedDialog } from './shop-helpers.ts'

/**
 * spec §4 and issue 3: a guest's temporary account becomes the registered one on sign-up, so the
 * cart filled as a guest is still there; logout starts a fresh guest session with an empty cart.
 */
const locales = [
  {
    code: 'en',
    prefix: '',
    keyword: 'Aberdeen',
    add: 'Add to cart',
    added: 'Added to your cart',
    cartLink: (n: number) => `Cart, ${n} item${n === 1 ? '' : 's'}`,
  },
  {
    code: 'zh',
    prefix: '/zh',
    keyword: '香港仔',
    add: '加入購物車',
    added: '已加入購物車',
    cartLink: (n: number) => `購物車，${n} 件`,
  },
] as const

for (const l of locales) {
  test(`${l.code}: a guest's cart survives sign-up, and logout empties the header cart`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await page.goto(`${l.prefix}/shop/main/product?keyword=${encodeURIComponent(l.keyword)}`)
    const card = page.getByTestId('product-results').getByTestId('product-card').first()
    const title = (await card.getByRole('heading').textContent())?.trim() ?? ''
    await card.getByRole('heading').getByRole('link').click()
    await page.getByRole('button', { name: l.add }).click()
    await closeAddedDialog(page, l.added)
    await expect(page.getByRole('link', { name: l.cartLink(1) })).toBeVisible()

    await register(page, l.prefix, uniqueEmail(`migrate-${l.code}`))
    await expect(page.getByRole('link', { name: l.cartLink(1) })).toBeVisible()
    await page.goto(`${l.prefix}/shop/main/cart`)
    const line = page.getByTestId('cart-line')
    await expect(line).toHaveCount(1)
    await expect(line).toContainText(title)

    await logout(page, l.prefix)
    await expect(page.getByRole('link', { name: l.cartLink(0) })).toBeVisible()
  })
}
