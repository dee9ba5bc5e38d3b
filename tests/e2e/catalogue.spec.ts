import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { ready } from './identity-helpers.ts'

/** Catalogue journeys (issue 4) in English and Simplified Chinese. */
const locales = [
  {
    code: 'en',
    prefix: '',
    livingRoom: 'Living room',
    walnut: 'Walnut',
    maxPrice: 'Maximum price',
    apply: 'Apply filters',
    list: 'List',
    perPage: 'Per page',
    page2: 'Page 2',
    size: 'Size',
    colour: 'Colour',
    reviews: /^Reviews \(\d+\)$/,
    keyword: 'Aberdeen',
    showing: /Showing 13–24 of \d+/,
    itemCode: 'Item code',
    quickView: 'Quick view',
    details: 'View full details',
  },
  {
    code: 'cn',
    prefix: '/cn',
    livingRoom: '客厅',
    walnut: '胡桃木色',
    maxPrice: '最高价格',
    apply: '应用筛选',
    list: '列表',
    perPage: '每页数量',
    page2: '第 2 页',
    size: '尺寸',
    colour: '颜色',
    reviews: /^评价（\d+）$/,
    keyword: '香港仔真皮',
    showing: /显示第 13–24 项/,
    itemCode: '货品编号',
    quickView: '快速预览',
    details: '查看完整信息',
  },
] as const

const results = (page: Page) => page.getByTestId('product-results')
const cards = (page: Page) => results(page).getByTestId('product-card')

for (const l of locales) {
  test.describe(`catalogue in ${l.code}`, () => {
    test('filters by category, colour and price; switches view and page size; pages through', async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/shop/main/product`)
      // a filter applies itself through the page's script: wait for it to take over
      await ready(page)
      await page.getByRole('checkbox', { name: l.livingRoom, exact: true }).check()
      await expect(page).toHaveURL(/category=living-room/)
      // the colour swatch is the visible part of the checkbox
      await page.locator('label', { has: page.getByRole('checkbox', { name: l.walnut }) }).click()
      await expect(page).toHaveURL(/colour=walnut/)
      await expect(page.getByRole('checkbox', { name: l.walnut })).toBeChecked()
      await expect(page.getByRole('status').filter({ hasText: /\d/ })).toBeVisible()
      // the filter form is drawn anew when the list's data arrives: type once it has
      await ready(page)
      await page.getByLabel(l.maxPrice).fill('30000')
      await expect(page.getByLabel(l.maxPrice)).toHaveValue('30000')
      await page.getByLabel(l.maxPrice).press('Enter')
      await expect(page).toHaveURL(/category=living-room&colour=walnut&price_max=30000$/)
      await expect(cards(page).first()).toBeVisible()
      const count = await cards(page).count()
      expect(count).toBeGreaterThan(0)
      // the filters are still shown as chosen after the page reloaded its data
      await expect(page.getByRole('checkbox', { name: l.walnut })).toBeChecked()

      await page.getByRole('link', { name: l.list, exact: true }).click()
      await expect(page).toHaveURL(/view=list/)
      await expect(results(page)).toHaveAttribute('data-view', 'list')
      await expect(cards(page)).toHaveCount(count)

      await page.goto(`${l.prefix}/shop/main/product`)
      await expect(cards(page)).toHaveCount(12)
      await page.getByLabel(l.perPage).selectOption('24')
      await expect(page).toHaveURL(/per_page=24/)
      await expect(cards(page)).toHaveCount(24)
      await page.getByLabel(l.perPage).selectOption('12')
      await expect(cards(page)).toHaveCount(12)
      await page.getByRole('link', { name: l.page2, exact: true }).click()
      await expect(page).toHaveURL(/page=2/)
      await expect(page.getByRole('status').filter({ hasText: l.showing })).toBeVisible()
      await expect(page.getByRole('link', { name: l.page2, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      )
    })

    test('opens a product, picks a size and colour, sees stock and reviews', async ({ page }) => {
      await page.goto(`${l.prefix}/shop/main/product?keyword=${encodeURIComponent(l.keyword)}`)
      // quick view from the card, closed with Escape (a click before the page's script has taken
      // over follows the link instead)
      await ready(page)
      await cards(page)
        .first()
        .getByRole('link', { name: new RegExp(l.quickView) })
        .click()
      await expect(page.getByRole('dialog').getByRole('link', { name: l.details })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
      await cards(page).first().getByRole('heading').getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const sku = page.getByText(l.itemCode)
      const before = await sku.textContent()

      const sizes = page.getByRole('group', { name: l.size })
      await sizes.locator('label').nth(1).click()
      await expect(sizes.getByRole('radio').nth(1)).toBeChecked()
      await expect(sku).not.toHaveText(before ?? '')
      const afterSize = await sku.textContent()
      const colours = page.getByRole('group', { name: new RegExp(`^${l.colour}`) })
      await colours.locator('label').nth(1).click()
      await expect(colours.getByRole('radio').nth(1)).toBeChecked()
      await expect(sku).not.toHaveText(afterSize ?? '')
      // the stock bar, or for a sold-out choice the back-in-stock form in its place
      await expect(page.getByTestId('stock').or(page.getByTestId('stock-alert'))).toBeVisible()

      await page.getByText(l.reviews).click()
      await expect(page.getByTestId('reviews').getByRole('listitem').first()).toBeVisible()
    })
  })
}

test('sorting by name follows the reader: strokes on /zh, pinyin on /cn, A to Z in English', async ({
  page,
}) => {
  const orders = [
    { prefix: '/zh', label: '名稱（按筆劃）', collation: 'zh-Hant-HK-u-co-stroke' },
    { prefix: '/cn', label: '名称 A 至 Z（拼音）', collation: 'zh-Hans-CN-u-co-pinyin' },
    { prefix: '', label: 'Name: A to Z', collation: 'en' },
  ]
  for (const { prefix, label, collation } of orders) {
    await page.goto(`${prefix}/shop/main/product?sort=title-asc&per_page=48`)
    await expect(page.getByRole('combobox', { name: /Sort|排序/ })).toHaveValue('title-asc')
    await expect(
      page.getByRole('combobox', { name: /Sort|排序/ }).locator('option:checked'),
    ).toHaveText(label)
    const names = await cards(page).getByRole('heading').allInnerTexts()
    expect(names.length).toBeGreaterThan(10)
    // the browser's own collation of the names shown: the list is already in that order
    const sorted = await page.evaluate(
      ([list, locale]) => [...list].sort(new Intl.Collator(locale).compare),
      [names, collation] as const,
    )
    expect(names).toEqual(sorted)
  }
})

test('a filtered list renders the same without JavaScript, and its form still filters', async ({
  browser,
}) => {
  const url = '/cn/shop/main/product?category=living-room&colour=walnut&sort=price-asc&view=list'
  const withScript = await browser.newPage()
  await withScript.goto(url)
  const expected = await results(withScript).innerText()
  const withoutContext = await browser.newContext({ javaScriptEnabled: false })
  const without = await withoutContext.newPage()
  await without.goto(url)
  expect(await results(without).innerText()).toBe(expected)
  await expect(without.getByRole('checkbox', { name: '胡桃木色' })).toBeChecked()

  // a plain form post: the server tidies the URL and renders the filtered page
  await without.goto('/shop/main/product')
  await without.getByRole('checkbox', { name: 'Rugs' }).check()
  await without.getByTestId('filter-panel').getByRole('button', { name: 'Apply filters' }).click()
  await expect(without).toHaveURL(/\/shop\/main\/product\?category=rugs$/)
  await expect(without.getByRole('heading', { level: 1 })).toHaveText('Rugs')
  await expect(cards(without).first()).toBeVisible()
  await withoutContext.close()
})

test('a product address with a wrong slug redirects to the one in the page language', async ({
  page,
}) => {
  await page.goto('/shop/main/product?keyword=Aberdeen')
  const href = await cards(page).first().getByRole('heading').getByRole('link').getAttribute('href')
  const id = href?.split('/')[4]
  const response = await page.goto(`/zh/shop/main/product/${id}/wrong-slug`)
  expect(response?.status()).toBe(200)
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(
    `/zh/shop/main/product/${id}/香港仔真皮梳化`,
  )
  const ld = await page.locator('script[type="application/ld+json"]').textContent()
  expect(JSON.parse(ld ?? '[]').map((item: { '@type': string }) => item['@type'])).toEqual([
    'Product',
    'BreadcrumbList',
  ])
})

test('sitemap lists pages, posts and products in three languages with hreflang, robots points to it', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('hreflang="zh-Hant-HK"')
  expect(sitemap).toMatch(/<loc>[^<]*\/cn\/shop\/main\/product\/[0-9a-f-]{36}\/[^<]+<\/loc>/)
  expect(sitemap).toMatch(/<loc>[^<]*\/zh\/blog\/[^<]+<\/loc>/)
  expect(sitemap).toMatch(/<loc>[^<]*\/faq<\/loc>/)
  expect(sitemap.match(/<url>/g)?.length).toBeGreaterThan((80 + 12) * 3)
})
