import { adminLogin, OWNER, ready } from './admin-helpers.ts'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

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
  expect(await seriousViolations(page), 'login').toEqual([])
  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  expect(await seriousViolations(page), 'dashboard').toEqual([])
  for (const path of ['/admin/staff', '/admin/audit', '/admin/two-factor']) {
    await page.goto(path)
    await ready(page)
    expect(await seriousViolations(page), path).toEqual([])
  }
  expect(errors).toEqual([])
})
