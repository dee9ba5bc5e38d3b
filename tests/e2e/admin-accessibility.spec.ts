import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { adminLogin, OWNER, ready } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'

/** axe (WCAG 2.1 A and AA): no serious or critical violation on the back-office shell's pages. */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('axe: the sign-in, dashboard, staff, audit and two-factor pages have no serious violation', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/admin/login')
  await ready(page)
  expect(await violations(page), 'login').toEqual([])
  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  expect(await violations(page), 'dashboard').toEqual([])
  for (const path of ['/admin/staff', '/admin/audit', '/admin/two-factor']) {
    await page.goto(path)
    await ready(page)
    expect(await violations(page), path).toEqual([])
  }
  expect(errors).toEqual([])
})
