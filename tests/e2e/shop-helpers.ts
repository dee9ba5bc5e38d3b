import { expect, type Page } from '@playwright/test'

/** Searches the main shop for `keyword` and opens the first product it finds. */
export async function openFirstProduct(page: Page, prefix: string, keyword: string) {
  await page.goto(`${prefix}/shop/main/product?keyword=${encodeURIComponent(keyword)}`)
  await page
    .getByTestId('product-results')
    .getByTestId('product-card')
    .first()
    .getByRole('heading')
    .getByRole('link')
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}
