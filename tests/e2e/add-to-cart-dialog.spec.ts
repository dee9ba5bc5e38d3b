import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { ready } from './identity-helpers.ts'
import { openFirstProduct } from './shop-helpers.ts'

/**
 * The add-to-cart dialog (spec §4, issue 30, ADR 064) and "spend HK$X more for free delivery", at
 * 390 px, as a guest. The seeded Velvet cushion (HK$380) is far below the Harbour van's HK$5,000;
 * the Aberdeen leather sofa (HK$26,800) is above it.
 */
const locales = [
  {
    code: 'en',
    prefix: '',
    cushion: 'Velvet cushion',
    sofa: 'Aberdeen leather sofa',
    add: 'Add to cart',
    added: 'Added to your cart',
    quantity: 'Quantity 1',
    subtotal: (n: number) => `Cart subtotal (${n} item${n === 1 ? '' : 's'})`,
    more: /^Spend HK\$[\d,]+ more for free delivery with Maison Harbour van \(2-person delivery\)$/,
    free: 'Free delivery with Maison Harbour van (2-person delivery)',
    viewCart: 'View cart',
    continue: 'Continue shopping',
    outOfStock: 'Sorry, there is not enough stock for this item',
  },
  {
    code: 'zh',
    prefix: '/zh',
    cushion: '絲絨咕𠱸',
    sofa: '香港仔真皮梳化',
    add: '加入購物車',
    added: '已加入購物車',
    quantity: '數量 1',
    subtotal: (n: number) => `購物車小計（${n} 件）`,
    more: /^再買 HK\$[\d,]+ 即可享海港居室專車（兩人送貨）免費送貨$/,
    free: '已享海港居室專車（兩人送貨）免費送貨',
    viewCart: '查看購物車',
    continue: '繼續購物',
    outOfStock: '抱歉，此貨品庫存不足',
  },
  {
    code: 'cn',
    prefix: '/cn',
    cushion: '丝绒靠垫',
    sofa: '香港仔真皮沙发',
    add: '加入购物车',
    added: '已加入购物车',
    quantity: '数量 1',
    subtotal: (n: number) => `购物车小计（${n} 件）`,
    more: /^再买 HK\$[\d,]+ 即可享海港居室专车（两人送货）免费送货$/,
    free: '已享海港居室专车（两人送货）免费送货',
    viewCart: '查看购物车',
    continue: '继续购物',
    outOfStock: '抱歉，此商品库存不足',
  },
] as const

test.use({ viewport: { width: 390, height: 844 } })

for (const l of locales) {
  test(`the dialog says what was added, keeps the focus and follows the free-delivery hint (${l.code})`, async ({
    page,
  }) => {
    await openFirstProduct(page, l.prefix, l.cushion)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.cushion)
    await ready(page)
    const add = page.getByRole('button', { name: l.add, exact: true })
    await add.click()

    const dialog = page.getByRole('dialog', { name: l.added })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(l.cushion)
    await expect(dialog).toContainText(l.quantity)
    await expect(dialog.getByTestId('added-subtotal')).toContainText(l.subtotal(1))
    await expect(dialog.getByTestId('added-subtotal')).toContainText('HK$380')
    const hint = dialog.getByTestId('free-delivery')
    await expect(hint).toHaveText(l.more)
    const first = await hint.textContent()
    // the focus is inside the dialog, the header counts the unit, nothing serious for axe
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
    await expect(page.getByTestId('cart-count')).toHaveText('1')
    if (l.code !== 'cn') expect(await seriousViolations(page, 'add-to-cart dialog')).toEqual([])

    // Escape closes it and gives the focus back to "Add to cart"
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(add).toBeFocused()

    // a second add from the keyboard: the hint says less is missing; "Continue shopping" closes
    await page.keyboard.press('Enter')
    await expect(dialog.getByTestId('added-subtotal')).toContainText(l.subtotal(2))
    await expect(dialog.getByTestId('added-subtotal')).toContainText('HK$760')
    await expect(hint).toHaveText(l.more)
    const second = await hint.textContent()
    expect(second).not.toBe(first)
    await dialog.getByRole('button', { name: l.continue }).click()
    await expect(dialog).toBeHidden()
    await expect(add).toBeFocused()
    await expect(page.getByTestId('cart-count')).toHaveText('2')

    // the cart page says the same; a sofa above the threshold makes delivery free
    await page.goto(`${l.prefix}/shop/main/cart`)
    await expect(page.getByTestId('free-delivery')).toHaveText(second ?? '')
    await openFirstProduct(page, l.prefix, l.sofa)
    await ready(page)
    await page.getByRole('button', { name: l.add, exact: true }).click()
    await expect(dialog.getByTestId('free-delivery')).toHaveText(l.free)
    await dialog.getByRole('link', { name: l.viewCart }).click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/shop/main/cart$`))
    await expect(page.getByTestId('free-delivery')).toHaveText(l.free)
    await expect(page.getByTestId('summary-shipping')).toContainText('HK$0')
  })

  test(`a refused add is said in the form, in the page's language, with no dialog (${l.code})`, async ({
    page,
  }) => {
    await openFirstProduct(page, l.prefix, l.cushion)
    await ready(page)
    // more than the stock holds (the box is bounded by the stock, so the post is changed)
    await page.route(
      (url) => url.pathname.includes('/shop/main/product/'),
      async (route) => {
        const body = route.request().postData()
        if (route.request().method() !== 'POST' || !body) return route.continue()
        return route.continue({ postData: body.replace(/qty=\d+/, 'qty=999') })
      },
    )
    const add = page.getByRole('button', { name: l.add, exact: true })
    await add.click()
    // the refusal reloads the product (its stock may have changed) before the form says it
    await expect(page.getByRole('alert').filter({ hasText: l.outOfStock })).toBeVisible({
      timeout: 15_000,
    })
    await expect(page.getByRole('dialog', { name: l.added })).toHaveCount(0)
    await expect(page.getByTestId('cart-count')).toHaveCount(0)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const l of locales.slice(0, 2)) {
    test(`the plain post's page says what was added and how far free delivery is (${l.code})`, async ({
      page,
    }) => {
      await openFirstProduct(page, l.prefix, l.cushion)
      await page.getByRole('button', { name: l.add, exact: true }).click()
      const status = page.getByRole('status').filter({ hasText: l.added })
      await expect(status).toBeVisible()
      await expect(status).toContainText(l.cushion)
      await expect(status).toContainText(l.quantity)
      await expect(status.getByTestId('added-subtotal')).toContainText(l.subtotal(1))
      await expect(status.getByTestId('free-delivery')).toHaveText(l.more)
      await status.getByRole('link', { name: l.viewCart }).click()
      await expect(page.getByTestId('cart-line')).toHaveCount(1)
      await expect(page.getByTestId('free-delivery')).toHaveText(l.more)
    })
  }
})
