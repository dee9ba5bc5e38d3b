import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { ready, uniqueEmail } from './identity-helpers.ts'
import { openFirstProduct } from './shop-helpers.ts'

/**
 * The product page's choices (Repulse Bay linen sofa, seeded: 2-seater and 3-seater in sage are
 * sold out, charcoal and oatmeal in the 3-seater are in stock): the pictures follow the colour, a
 * sold-out choice offers a back-in-stock e-mail, the quick view adds a chosen variant.
 */
const locales = [
  {
    code: 'en',
    prefix: '',
    keyword: 'Repulse Bay linen',
    pictures: 'Pictures',
    enlarge: 'Enlarge picture',
    size: 'Size',
    colour: 'Colour',
    threeSeater: /^3-seater/,
    oatmeal: 'Oatmeal',
    charcoal: 'Charcoal',
    sageSoldOut: 'Sage, sold out',
    soldOut: 'Sold out',
    delivery: 'Delivered in 2–4 working days',
    addToCart: 'Add to cart',
    email: 'E-mail address',
    notify: 'Notify me',
    badEmail: 'Email Incorrect Format',
    subscribed: (email: string) => `Thank you. We will e-mail ${email} once it is back in stock.`,
    already: (email: string) => `${email} is already on the list for this one.`,
    quickView: 'Quick view',
    added: 'Added to your cart',
    line: '3-seater · W215 cm / Oatmeal',
    pictureN: (n: number, count: number) => `Picture ${n} of ${count}`,
    next: 'Next picture',
    zoomIn: 'Zoom in',
    dimensions:
      'Repulse Bay linen sofa, dimensions drawing: width 170, 215 or 280 cm, depth 95 cm, height 82 cm',
    zoomOut: 'Zoom out',
  },
  {
    code: 'zh',
    prefix: '/zh',
    keyword: '淺水灣亞麻',
    pictures: '圖片',
    enlarge: '放大圖片',
    size: '尺寸',
    colour: '顏色',
    threeSeater: /^三座位/,
    oatmeal: '燕麥色',
    charcoal: '炭灰色',
    sageSoldOut: '鼠尾草綠，已售罄',
    soldOut: '售罄',
    delivery: '2至4個工作天內送達',
    addToCart: '加入購物車',
    email: '電郵地址',
    notify: '通知我',
    badEmail: '電郵格式不正確',
    subscribed: (email: string) => `多謝！貨品到貨時，我們會發送電郵至 ${email}。`,
    already: (email: string) => `${email} 已登記此貨品的到貨通知`,
    quickView: '快速預覽',
    added: '已加入購物車',
    line: '三座位 · 闊215厘米 / 燕麥色',
    pictureN: (n: number, count: number) => `第 ${n} 張圖片，共 ${count} 張`,
    next: '下一張圖片',
    zoomIn: '拉近細看',
    dimensions: '淺水灣亞麻布藝梳化尺寸圖：闊170、215或280厘米，深95厘米，高82厘米',
    zoomOut: '還原大小',
  },
] as const

/** The picture the slider shows first: its file names the colour (sof-01-1 oatmeal, -3 charcoal). */
const firstPicture = (page: Page, name: string) =>
  page.getByRole('region', { name }).getByRole('listitem').first().getByRole('img')

for (const l of locales) {
  test.describe(`product page (${l.code})`, () => {
    test('the pictures follow the colour; a sold-out choice takes a back-in-stock e-mail', async ({
      page,
    }) => {
      await openFirstProduct(page, l.prefix, l.keyword)
      await ready(page)
      // opens on the first choice in stock: the 2-seater in charcoal, shown in charcoal
      await expect(firstPicture(page, l.pictures)).toHaveAttribute('src', /sof-01-3\.webp/)
      await expect(page.getByTestId('delivery')).toHaveText(l.delivery)

      const sizes = page.getByRole('group', { name: l.size })
      const colours = page.getByRole('group', { name: new RegExp(`^${l.colour}`) })
      await sizes.locator('label').filter({ hasText: l.threeSeater }).click()
      await colours.locator('label', { has: page.getByRole('radio', { name: l.oatmeal }) }).click()
      await expect(colours.getByRole('radio', { name: l.oatmeal })).toBeChecked()
      await expect(firstPicture(page, l.pictures)).toHaveAttribute('src', /sof-01-1\.webp/)

      await colours.locator('label', { has: page.getByRole('radio', { name: l.charcoal }) }).click()
      await expect(firstPicture(page, l.pictures)).toHaveAttribute('src', /sof-01-3\.webp/)
      // the lightbox opens on the chosen colour's picture
      await page.getByRole('link', { name: l.enlarge }).click()
      await expect(page.getByTestId('lightbox').getByRole('img')).toHaveAttribute(
        'src',
        /sof-01-3\.webp/,
      )
      await page.keyboard.press('Escape')
      await expect(page.getByTestId('lightbox')).toBeHidden()

      // sage is sold out in the 3-seater: marked in words, still chosen to ask for it
      const sage = colours.locator('label', {
        has: page.getByRole('radio', { name: l.sageSoldOut }),
      })
      await expect(sage).toContainText(l.soldOut)
      await sage.click()
      await expect(sage.getByRole('radio')).toBeChecked()
      await expect(firstPicture(page, l.pictures)).toHaveAttribute('src', /sof-01-2\.webp/)
      const alert = page.getByTestId('stock-alert')
      await expect(alert).toContainText(l.soldOut)
      await expect(page.getByRole('button', { name: l.addToCart })).toHaveCount(0)

      // a mistyped address is answered next to the field and kept
      await alert.getByLabel(l.email).fill('may.chan@example')
      await alert.getByRole('button', { name: l.notify }).click()
      await expect(alert.getByRole('alert')).toHaveText(l.badEmail)
      await expect(alert.getByLabel(l.email)).toHaveValue('may.chan@example')

      const email = uniqueEmail(l.code)
      await alert.getByLabel(l.email).fill(email)
      await alert.getByRole('button', { name: l.notify }).click()
      await expect(alert.getByRole('status')).toHaveText(l.subscribed(email))

      // asking again for the same choice is answered kindly, once more nothing added
      await page.goto(`${page.url().split('?')[0]}?size=3-seater-w215-cm&colour=sage`)
      await ready(page)
      await page.getByTestId('stock-alert').getByLabel(l.email).fill(email)
      await page.getByTestId('stock-alert').getByRole('button', { name: l.notify }).click()
      await expect(page.getByTestId('stock-alert').getByRole('status')).toContainText(
        l.already(email),
      )
    })

    test('390 px: the chosen colour has several pictures, stepped through and zoomed in', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await openFirstProduct(page, l.prefix, l.keyword)
      await ready(page)
      // charcoal: the whole sofa, a close-up and the dimensions drawing, a thumbnail for each
      const slider = page.getByRole('region', { name: l.pictures })
      const shown = slider.getByRole('list', { name: l.pictures }).getByRole('listitem')
      await expect(shown).toHaveCount(3)
      await expect(shown.nth(1).getByRole('img')).toHaveAttribute('src', /sof-01-3-detail\.webp/)
      await slider.getByRole('link', { name: l.pictureN(2, 3) }).click()
      await expect(slider.getByRole('link', { name: l.pictureN(2, 3) })).toHaveAttribute(
        'aria-current',
        'true',
      )

      // enlarged on the close-up, zoomed in to look around, then on to the next picture
      await slider.getByRole('link', { name: l.enlarge }).click()
      const lightbox = page.getByTestId('lightbox')
      await expect(lightbox.getByRole('img')).toHaveAttribute('src', /sof-01-3-detail\.webp/)
      await expect(lightbox).toContainText(l.pictureN(2, 3))
      const zoom = lightbox.getByRole('button', { name: l.zoomIn })
      await expect(zoom).toHaveAttribute('aria-pressed', 'false')
      await zoom.click()
      await expect(lightbox.getByRole('button', { name: l.zoomOut })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await expect(lightbox.getByRole('img')).toHaveAttribute('src', /width=2048/)
      const frame = page.getByTestId('lightbox-frame')
      // twice as wide as the screen's frame: there is more to scroll to
      await expect
        .poll(() => frame.evaluate((el) => el.scrollWidth / el.clientWidth))
        .toBeGreaterThan(1.8)
      await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
      await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100)
      await page.screenshot({ path: test.info().outputPath(`zoomed-${l.code}.png`) })
      await lightbox.getByRole('button', { name: l.next }).click()
      // the last picture is the dimensions drawing, its measurements said in the page's language
      await expect(lightbox.getByRole('img')).toHaveAttribute(
        'src',
        /sof-01-dimensions\.webp\?width=1024/,
      )
      await expect(lightbox.getByRole('img')).toHaveAttribute('alt', l.dimensions)
      await expect(lightbox).toContainText(l.pictureN(3, 3))
      await expect(lightbox.getByRole('button', { name: l.zoomIn })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(lightbox).toBeHidden()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      )
    })

    test('the quick view adds the chosen size and colour to the cart', async ({ page }) => {
      await page.goto(`${l.prefix}/shop/main/product?keyword=${encodeURIComponent(l.keyword)}`)
      await ready(page)
      const open = page
        .getByTestId('product-results')
        .getByTestId('product-card')
        .first()
        .getByRole('link', { name: new RegExp(l.quickView) })
      // by keyboard: the dialog takes the focus and gives it back
      await open.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog')
      const view = dialog.getByTestId('quick-view')
      await expect(view).toBeVisible()
      await view
        .getByRole('group', { name: l.size })
        .locator('label')
        .filter({ hasText: l.threeSeater })
        .click()
      const colours = view.getByRole('group', { name: new RegExp(`^${l.colour}`) })
      await colours.locator('label', { has: page.getByRole('radio', { name: l.oatmeal }) }).click()
      await expect(view.getByRole('img')).toHaveAttribute('src', /sof-01-1\.webp/)
      const add = view.getByRole('button', { name: l.addToCart })
      await add.click()
      // the add-to-cart dialog opens over the quick view with the chosen variant (ADR 064)
      const added = page.getByRole('dialog', { name: l.added })
      await expect(added).toContainText(l.line)
      await expect(page.getByTestId('cart-count')).toHaveText('1')
      await page.keyboard.press('Escape')
      await expect(added).toBeHidden()
      await expect(add).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(open).toBeFocused()

      await page.goto(`${l.prefix}/shop/main/cart`)
      await expect(page.getByRole('main')).toContainText(l.line)
    })
  })
}

test('without JavaScript the colour travels in the address and the e-mail form posts plainly', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/shop/main/product?keyword=${encodeURIComponent('Repulse Bay linen')}`)
  await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click()
  await expect(page).toHaveURL(/\/shop\/main\/product\/[0-9a-f-]{36}\//)
  // choosing is a GET form: "Show this option" reloads with the choice in the address
  await page.getByRole('radio', { name: 'Oatmeal' }).check({ force: true })
  await page.getByRole('radio', { name: /^3-seater/ }).check({ force: true })
  await page.getByRole('button', { name: 'Show this option' }).click()
  await expect(page).toHaveURL(/size=3-seater-w215-cm&colour=oatmeal/)
  await expect(firstPicture(page, 'Pictures')).toHaveAttribute('src', /sof-01-1\.webp/)

  await page.goto(`${page.url().split('?')[0]}?size=3-seater-w215-cm&colour=sage`)
  await expect(firstPicture(page, 'Pictures')).toHaveAttribute('src', /sof-01-2\.webp/)
  const email = uniqueEmail('nojs')
  const alert = page.getByTestId('stock-alert')
  await alert.getByLabel('E-mail address').fill(email)
  await alert.getByRole('button', { name: 'Notify me' }).click()
  await expect(page.getByTestId('stock-alert').getByRole('status')).toHaveText(
    `Thank you. We will e-mail ${email} once it is back in stock.`,
  )
  await expect(page).toHaveURL(/colour=sage/)
  await context.close()
})
