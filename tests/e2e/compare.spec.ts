import type { Page } from '@playwright/test'
import { expectNoHorizontalOverflow, ready } from './admin-helpers.ts'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

/**
 * Compare (spec §2 "compare", issue 30): a shopper on a phone puts three sofas side by side from
 * their product pages, reads price, colours and the specification rows in their language, takes
 * one out; without script the same forms work and a fifth product is refused with a word.
 */
const PHONE = { width: 390, height: 844 }
const SHOTS = 'test-results/compare'

const texts = {
  en: {
    prefix: '',
    add: 'Add to compare',
    heading: 'Compare products',
    price: 'Price',
    colours: 'Colours',
    remove: (title: string) => `Remove ${title} from the comparison`,
    full: 'You can compare up to 4 products. Remove one to add another.',
    empty: 'Nothing to compare yet.',
    clear: 'Clear the comparison',
  },
  zh: {
    prefix: '/zh',
    add: '加入比較',
    heading: '比較產品',
    price: '價錢',
    colours: '顏色',
    remove: (title: string) => `從比較中移除${title}`,
    full: '最多可比較 4 件產品。請先移除一件，再加入另一件。',
    empty: '尚未加入要比較的產品。',
    clear: '清除比較',
  },
} as const

/** The addresses of the first `count` products of a category, in the page's language. */
async function productLinks(page: Page, prefix: string, category: string, count: number) {
  await page.goto(`${prefix}/shop/main/product?category=${category}&per_page=12`)
  const links = page.getByTestId('product-card').getByRole('heading').getByRole('link')
  await expect(links.first()).toBeVisible()
  const hrefs = await links.evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href))
  expect(hrefs.length).toBeGreaterThanOrEqual(count)
  return hrefs.slice(0, count)
}

for (const language of ['en', 'zh'] as const) {
  const l = texts[language]
  test(`${language}, 390 px: three sofas side by side, one taken out`, async ({ browser }) => {
    test.setTimeout(90_000)
    const context = await browser.newContext({ viewport: PHONE })
    const page = await context.newPage()
    const titles: string[] = []
    for (const href of await productLinks(page, l.prefix, 'sofas', 3)) {
      await page.goto(href)
      await ready(page)
      titles.push((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')
      await page.getByTestId('add-to-compare').click()
      await expect(page.getByRole('heading', { level: 1, name: l.heading })).toBeVisible()
    }
    const table = page.getByTestId('compare-table')
    const headers = table.getByRole('columnheader')
    await expect(headers).toHaveCount(3)
    for (const title of titles) await expect(table).toContainText(title)
    await expect(table.getByRole('rowheader', { name: l.price })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: l.colours })).toBeVisible()
    // every price cell shows Hong Kong dollars
    const priceRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: l.price }) })
    await expect(priceRow.getByRole('cell')).toHaveCount(3)
    for (const cell of await priceRow.getByRole('cell').all())
      await expect(cell).toContainText('HK$')
    // the page itself never scrolls sideways; the table does, inside its own region
    await expectNoHorizontalOverflow(page)
    expect(await seriousViolations(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS}/compare-${language}-390.png`, fullPage: true })

    await table.getByRole('button', { name: l.remove(titles[1] ?? '') }).click()
    await expect(headers).toHaveCount(2)
    await expect(table).not.toContainText(titles[1] ?? '')
    await page.getByRole('button', { name: l.clear }).click()
    await expect(page.getByTestId('compare-empty')).toContainText(l.empty)
    await context.close()
  })
}

test('without JavaScript: the same forms, and a fifth product is refused with a word', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
  const page = await context.newPage()
  const l = texts.zh
  const hrefs = [
    ...(await productLinks(page, l.prefix, 'sofas', 3)),
    ...(await productLinks(page, l.prefix, 'dining', 2)),
  ]
  for (const href of hrefs) {
    await page.goto(href)
    await page.getByTestId('add-to-compare').click()
    await expect(page.getByRole('heading', { level: 1, name: l.heading })).toBeVisible()
  }
  await expect(page).toHaveURL(/\/zh\/shop\/main\/compare\?note=full$/)
  await expect(page.getByRole('status')).toHaveText(l.full)
  await expect(page.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(4)
  await context.close()
})
