import { expect, type Page } from '@playwright/test'

/** Shared steps of the identity journeys. */
export const PASSWORD = 'Harbour2024'
export const NEW_PASSWORD = 'Kowloon2025'

let counter = 0
export function uniqueEmail(code: string): string {
  counter += 1
  return `shopper-${code}-${Date.now()}-${counter}@example.com`
}

/**
 * Client-side checks and toasts need the page hydrated: the root marks `<html data-hydrated>`
 * once React has taken over; then the page's first requests settle.
 */
export async function ready(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
}

export function home(prefix: string): RegExp {
  return new RegExp(`^[^?#]+://[^/]+${prefix || ''}/?$`)
}

export async function register(page: Page, prefix: string, email: string, username = 'May Chan') {
  await page.goto(`${prefix}/authentication/register/email`)
  const form = page.getByTestId('register-form')
  await form.locator('input[name=username]').fill(username)
  await form.locator('input[name=email]').fill(email)
  await form.locator('input[name=password]').fill(PASSWORD)
  await form.locator('button[type=submit]').click()
  await expect(page).toHaveURL(home(prefix))
  await expect(page.getByTestId('account-menu')).toBeVisible()
}

export async function login(page: Page, prefix: string, email: string, password: string) {
  await page.goto(`${prefix}/authentication/login/email`)
  const form = page.getByTestId('login-form')
  await form.locator('input[name=login_id]').fill(email)
  await form.locator('input[name=password]').fill(password)
  await form.locator('button[type=submit]').click()
}

export async function logout(page: Page, prefix: string) {
  await page.getByTestId('account-menu').locator('summary').click()
  await page.getByTestId('account-menu').getByTestId('logout').click()
  await expect(page).toHaveURL(home(prefix))
  await expect(page.getByTestId('account-link')).toBeVisible()
}

/** Saves a dashboard form and waits for the spec §8 success toast (bottom centre). */
export async function save(page: Page, testId: string, success: string) {
  await ready(page)
  await page.getByTestId(testId).locator('button[type=submit]').click()
  await expect(page.getByTestId('toast-success')).toContainText(success)
}
