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

/**
 * After "Add to cart": waits for the add-to-cart dialog (spec §4, ADR 064) that says `added`,
 * then closes it with Escape, so the page is usable again and the focus back on the button.
 */
export async function closeAddedDialog(page: Page, added = 'Added to your cart') {
  const dialog = page.getByRole('dialog', { name: added })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}
