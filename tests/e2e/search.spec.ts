import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { ready } from './identity-helpers.ts'

/** Search journeys (issue 14: "search by 梳化, 沙发, couch and sofs finds sofas") in en and zh. */
const locales = [
  {
    code: 'en',
    prefix: '',
    typed: 'couch',
    sofa: /sofa/i,
    heading: (keyword: string) => `Results for “${keyword}”`,
    didYouMean: 'Did you mean',
  },
  {
    code: 'zh',
    prefix: '/zh',
    typed: '梳化',
    sofa: /梳化|沙發/,
    heading: (keyword: string) => `「${keyword}」的搜尋結果`,
    didYouMean: '你是否要找',
  },
] as const

const cards = (page: Page) => page.getByTestId('product-results').getByTestId('product-card')

for (const l of locales) {
  test.describe(`search in ${l.code}`, () => {
    test('the header icon opens the overlay with the box focused; suggestions come while typing and the keys pick one', async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/`)
      // a click before the page's script has taken over follows the link to the product list
      await ready(page)
      await page.getByTestId('search-link').click()
      const dialog = page.getByRole('dialog')
      const box = dialog.getByRole('combobox')
      await expect(box).toBeFocused()
      await box.pressSequentially(l.typed, { delay: 30 })
      const listbox = dialog.getByRole('listbox')
      const products = listbox.getByTestId('search-option-product')
      await expect(products.first()).toBeVisible()
      await expect(products.first().locator('img')).toHaveAttribute('src', /\.webp\?width=96$/)
      await expect(products.first()).toContainText(/HK\$|\$/)
      await expect(listbox.getByTestId('search-option-category').first()).toBeVisible()
      await expect(box).toHaveAttribute('aria-expanded', 'true')
      // spec §9: search results at most 350 px high
      const height = await listbox.evaluate((el) => el.getBoundingClientRect().height)
      expect(height).toBeLessThanOrEqual(350)

      await box.press('ArrowDown')
      const first = products.first()
      await expect(first).toHaveAttribute('aria-selected', 'true')
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await first.getAttribute('id')) ?? '',
      )
      const title = ((await first.locator('span').nth(1).textContent()) ?? '').trim()
      await box.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/shop/main/product/[0-9a-f-]{36}/`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    })

    test('Enter in the overlay searches; Escape closes it and focus returns to the icon', async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/shop/main/cart`)
      await ready(page)
      const icon = page.getByTestId('search-link')
      await icon.click()
      await page.getByRole('dialog').getByRole('combobox').fill('sofs')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
      await expect(icon).toBeFocused()
      await icon.click()
      const box = page.getByRole('dialog').getByRole('combobox')
      await box.fill('sofs')
      await box.press('Enter')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.heading('sofs'))
      await expect(cards(page).first()).toContainText(l.sofa)
    })

    for (const keyword of ['梳化', '沙发', '沙發', 'couch', 'sofs']) {
      test(`searching ${keyword} lists sofas under a heading naming the search`, async ({
        page,
      }) => {
        await page.goto(`${l.prefix}/shop/main/product?keyword=${encodeURIComponent(keyword)}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.heading(keyword))
        await expect(page).toHaveTitle(new RegExp(l.heading(keyword)))
        const found = cards(page)
        expect(await found.count()).toBeGreaterThanOrEqual(5)
        for (const text of await found.getByRole('heading').allTextContents()) {
          expect(text).toMatch(l.sofa)
        }
      })
    }

    test('a search that finds nothing offers the nearest word', async ({ page }) => {
      await page.goto(`${l.prefix}/shop/main/product?keyword=armchiar`)
      await expect(page.getByTestId('product-results')).toHaveCount(0)
      const offer = page.getByTestId('did-you-mean')
      await expect(offer).toContainText(l.didYouMean)
      await offer.getByRole('link', { name: 'armchair' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.heading('armchair'))
      await expect(cards(page).first()).toBeVisible()
    })
  })
}

test.describe('without script, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('the icon opens the product list, whose search box is visible and searches', async ({
    page,
  }) => {
    await page.goto('/zh')
    await page.getByTestId('search-link').click()
    await expect(page).toHaveURL(/\/zh\/shop\/main\/product$/)
    const box = page.getByRole('searchbox', { name: '搜尋產品' })
    await expect(box).toBeVisible()
    await box.fill('couch')
    await box.press('Enter')
    await expect(page).toHaveURL(/keyword=couch/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('「couch」的搜尋結果')
    await expect(cards(page).first()).toContainText(/梳化|沙發/)
  })
})
