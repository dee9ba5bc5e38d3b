import { expect, test } from './fixtures.ts'
import { ready } from './identity-helpers.ts'
import { closeAddedDialog, openFirstProduct } from './shop-helpers.ts'

/** Cart journey (issue 5, Web) in English and Traditional Chinese, as a guest. */
const locales = [
  {
    code: 'en',
    prefix: '',
    keyword: 'Aberdeen',
    add: 'Add to cart',
    added: 'Added to your cart',
    panel: 'Shopping cart',
    subtotal: 'Subtotal',
    viewCart: 'View cart',
    checkout: 'Proceed to checkout',
    qty: 'Qty 1',
    cartLink: (n: number) => `Cart, ${n} item${n === 1 ? '' : 's'}`,
    more: /^One more /,
    quantity: /^Quantity of /,
    voucher: 'Voucher code',
    apply: 'Apply',
    applied: 'Voucher WELCOME10 applied',
    discount: 'Voucher discount',
    remove: /^Remove /,
    empty: 'Your cart is empty.',
  },
  {
    code: 'zh',
    prefix: '/zh',
    keyword: '香港仔',
    add: '加入購物車',
    added: '已加入購物車',
    panel: '購物車',
    subtotal: '小計',
    viewCart: '查看購物車',
    checkout: '前往結帳',
    qty: '數量 1',
    cartLink: (n: number) => `購物車，${n} 件`,
    more: /^增加一件 /,
    quantity: / 的數量$/,
    voucher: '優惠碼',
    apply: '使用',
    applied: '已使用優惠碼 WELCOME10',
    discount: '優惠碼折扣',
    remove: /^移除 /,
    empty: '購物車是空的。',
  },
] as const

for (const l of locales) {
  test(`guest adds a product, changes quantity, applies a voucher and removes it (${l.code})`, async ({
    page,
  }) => {
    await page.goto(`${l.prefix}/shop/main/product?keyword=${encodeURIComponent(l.keyword)}`)
    await expect(page.getByRole('link', { name: l.cartLink(0) })).toBeVisible()
    await page
      .getByTestId('product-results')
      .getByTestId('product-card')
      .first()
      .getByRole('heading')
      .getByRole('link')
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await page.getByRole('button', { name: l.add }).click()
    await closeAddedDialog(page, l.added)
    const cartLink = page.getByRole('link', { name: l.cartLink(1) })
    await expect(cartLink).toBeVisible()

    // the header link opens the cart panel: the line, its price and the subtotal
    await cartLink.click()
    const panel = page.getByRole('dialog', { name: l.panel })
    await expect(panel.getByTestId('cart-panel-line')).toHaveCount(1)
    // spec §9: the side cart panel is 300 px wide
    expect(await panel.evaluate((e) => e.getBoundingClientRect().width)).toBe(300)
    await expect(panel.getByTestId('cart-panel-line')).toContainText(l.qty)
    await expect(panel.getByTestId('cart-panel-subtotal')).toContainText(l.subtotal)
    await expect(panel.getByTestId('cart-panel-subtotal')).toContainText('HK$')
    await expect(panel.getByRole('link', { name: l.checkout })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(cartLink).toBeFocused()
    await cartLink.click()
    await panel.getByRole('link', { name: l.viewCart }).click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/shop/main/cart`))
    await expect(panel).toBeHidden()
    const line = page.getByTestId('cart-line')
    await expect(line).toHaveCount(1)
    await expect(line.getByLabel(l.quantity)).toHaveText('1')
    const subtotal = await page.getByTestId('summary-subtotal').textContent()

    await line.getByRole('button', { name: l.more }).click()
    await expect(line.getByLabel(l.quantity)).toHaveText('2')
    await expect(page.getByTestId('summary-subtotal')).not.toHaveText(subtotal ?? '')
    await expect(page.getByRole('link', { name: l.cartLink(2) })).toBeVisible()

    await page.getByRole('textbox', { name: l.voucher, exact: true }).fill('WELCOME10')
    await page.getByRole('button', { name: l.apply, exact: true }).click()
    await expect(page).toHaveURL(/voucher=WELCOME10/)
    await expect(page.getByText(l.applied)).toBeVisible()
    await expect(page.getByTestId('summary-global')).toContainText(l.discount)

    await line.getByRole('button', { name: l.remove }).click()
    await expect(page.getByText(l.empty)).toBeVisible()
    await expect(page.getByRole('link', { name: l.cartLink(0) })).toBeVisible()
    await page.getByRole('link', { name: l.cartLink(0) }).click()
    await expect(page.getByRole('dialog', { name: l.panel })).toContainText(l.empty)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('adds to the cart with a plain post and picks lines with a GET form', async ({ page }) => {
    await openFirstProduct(page, '', 'Aberdeen')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible()
    await page.getByRole('link', { name: 'Cart, 1 item' }).click()

    const line = page.getByTestId('cart-line')
    await expect(page.getByTestId('summary-total')).not.toContainText('HK$0')
    await line.getByRole('checkbox').uncheck()
    await page.getByRole('button', { name: 'Update totals' }).click()
    await expect(page).toHaveURL(/selected=&/)
    await expect(page.getByText('Select the items to order.')).toBeVisible()
    await expect(page.getByTestId('summary-total')).toContainText('HK$0')
    await expect(line.getByRole('checkbox')).not.toBeChecked()
  })
})

test('a refused add raises the count at once, then shows the error and the reloaded count', async ({
  page,
}) => {
  await openFirstProduct(page, '', 'Aberdeen')
  await ready(page)
  // the add is held until the count has been seen, then reaches the server for a variant that
  // does not exist, which the server refuses
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.pathname.startsWith('/shop/main/product/'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      await held
      const postData = (route.request().postData() ?? '').replace(
        /product_variant_id=[^&]*/,
        'product_variant_id=00000000-0000-4000-8000-000000000000',
      )
      return route.continue({ postData })
    },
  )
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  release()
  // issue 30: the refusal is said in the form, not in the add-to-cart dialog
  await expect(page.getByTestId('variant-picker').getByRole('alert')).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
})
