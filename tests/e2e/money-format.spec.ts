import {
  formatMoney,
  fromCents,
  LOCALES,
  localePrefix,
  moneyFormatOptions,
  moneyLanguageTag,
  toCents,
} from '@shop/contract/client'
import { expect, test } from './fixtures.ts'
import { ready } from './identity-helpers.ts'

/**
 * Prices are rendered on the server (Node's ICU) and again on hydration (Chromium's ICU): the two
 * must write HKD identically in every language, or React throws the server's text away (ADR 020).
 */
const AMOUNTS = ['0.00', '0.30', '1299.50', '1280.00', '-12.05', '45800.00', '99999999999.99']

test('Node and Chromium write the same HKD text in en, zh and cn', async ({ page }) => {
  await page.goto('/robots.txt')
  const cases = LOCALES.flatMap((locale) =>
    AMOUNTS.map((amount) => ({
      tag: moneyLanguageTag(locale),
      options: moneyFormatOptions(toCents(amount) % 100 === 0 ? 0 : 2),
      text: fromCents(toCents(amount)),
      node: formatMoney(amount, locale),
    })),
  )
  const browser = await page.evaluate(
    (list) => list.map((c) => new Intl.NumberFormat(c.tag, c.options).format(c.text as never)),
    cases,
  )
  expect(browser).toEqual(cases.map((c) => c.node))
  expect(cases.find((c) => c.text === '1299.50')?.node).toBe('HK$1,299.50')
})

for (const locale of LOCALES) {
  test(`the product list hydrates its prices without a mismatch (${locale})`, async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    const prefix = localePrefix(locale)
    const response = await page.goto(`${prefix}/shop/main/product?sort=price-asc`)
    const served = (await response?.text()) ?? ''
    await ready(page)
    const shown = await page.getByTestId('product-results').innerText()
    const prices = shown.match(/HK\$[\d,]+(?:\.\d{2})?/g) ?? []
    expect(prices.length).toBeGreaterThan(0)
    // the hydrated page shows exactly the text the server wrote
    for (const price of prices) expect(served).toContain(price)
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([])
  })
}
