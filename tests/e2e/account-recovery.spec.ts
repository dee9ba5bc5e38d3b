import { expect, test } from './fixtures.ts'
import {
  home,
  login,
  logout,
  NEW_PASSWORD,
  PASSWORD,
  register,
  uniqueEmail,
} from './identity-helpers.ts'

/** The latest outbox message to a recipient, read on the development mailbox page. */
async function latestMail(page: import('@playwright/test').Page, recipient: string) {
  await page.goto(`/dev/mailbox?recipient=${encodeURIComponent(recipient)}`)
  return page.getByTestId('mail').first()
}

test('a forgotten password is reset through the e-mailed link', async ({ page }) => {
  // sign-up, reset and sign-in each hash a password: near 30 s with two journeys at once in CI
  test.setTimeout(60_000)
  const email = uniqueEmail('reset')
  await register(page, '', email)
  await logout(page, '')

  await page.goto('/authentication/forget-password/email')
  await page.locator('#main input[name=email]').fill(email)
  await page.locator('#main form button[type=submit]').last().click()
  await expect(page.getByRole('status').first()).toBeVisible()

  const mail = await latestMail(page, email)
  await mail.locator('a[href*="/authentication/reset-password?verification_code="]').click()
  await expect(page).toHaveURL(/\/authentication\/reset-password\?verification_code=/)
  const resetUrl = page.url()
  await page.locator('input[name=new_password]').fill(NEW_PASSWORD)
  await page.locator('#main form button[type=submit]').last().click()
  await expect(page).toHaveURL(/\/authentication\/login\/email\?reset=1$/)

  // the code is single use: the same link now goes to the failure page (spec §2)
  await page.goto(resetUrl)
  await expect(page).toHaveURL(/\/result\/verification_code\/failure$/)

  await login(page, '', email, NEW_PASSWORD)
  await expect(page).toHaveURL(home(''))
})

test('a verification page with a wrong code goes to the failure page', async ({ page }) => {
  await page.goto('/zh/authentication/verify?verification_code=000000')
  await expect(page).toHaveURL(/\/zh\/result\/verification_code\/failure$/)
  await page.goto('/authentication/reset-password?verification_code=nope')
  await expect(page).toHaveURL(/\/result\/verification_code\/failure$/)
})

test('the e-mail changes with a code sent to the current address', async ({ page }) => {
  // sign-up, two codes, sign-out and sign-in: five password hashes on a 2-core CI machine
  test.setTimeout(60_000)
  const email = uniqueEmail('change')
  const next = uniqueEmail('changed')
  await register(page, '', email)
  await page.goto('/account/profile')
  await page.getByRole('link', { name: 'Change e-mail' }).click()
  await expect(page).toHaveURL(/\/account\/update-email$/)
  await page.getByRole('button', { name: 'Send a code to my current e-mail' }).click()
  await expect(page.getByRole('status').first()).toBeVisible()

  const mail = await latestMail(page, email)
  const code = (await mail.innerText()).match(/\b\d{6}\b/)?.[0]
  expect(code).toBeTruthy()

  await page.goto('/account/update-email')
  await page.locator('input[name=verification_code]').fill('000000')
  await page.locator('#main input[name=email]').fill(next)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('#main').getByRole('alert')).toContainText('The code is wrong')

  await page.locator('input[name=verification_code]').fill(code as string)
  await page.locator('#main input[name=email]').fill(next)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('current-email')).toHaveText(next)

  await logout(page, '')
  await login(page, '', next, PASSWORD)
  await expect(page).toHaveURL(home(''))
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('registration, a profile edit and logout work as plain forms', async ({ page }) => {
    await register(page, '', uniqueEmail('nojs'))
    await page.goto('/account/profile')
    await page.locator('input[name=username]').fill('Ka Ho Lee')
    await page.getByTestId('profile-form').locator('button[type=submit]').click()
    await expect(page.getByRole('status').filter({ hasText: 'Success' })).toBeVisible()
    await expect(page.getByTestId('profile-name')).toHaveText('Ka Ho Lee')
    await logout(page, '')
  })
})
