import { expect, test } from './fixtures.ts'
import { home, login, PASSWORD, register, uniqueEmail } from './identity-helpers.ts'

/**
 * "Log out everywhere" (ADR 019) in English with script and in Traditional Chinese without: the
 * shopper signed in on two browsers ends both sessions from the account page of one.
 */
const locales = [
  { code: 'en', prefix: '', script: true, button: 'Log out everywhere' },
  { code: 'zh', prefix: '/zh', script: false, button: '登出所有裝置' },
] as const

for (const locale of locales) {
  const { code, prefix } = locale

  test(`${code}: log out everywhere signs out this browser and the other one`, async ({
    browser,
    extraHTTPHeaders,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail(code)
    const here = await browser.newContext({ extraHTTPHeaders, javaScriptEnabled: locale.script })
    const elsewhere = await browser.newContext({ extraHTTPHeaders })
    const page = await here.newPage()
    const other = await elsewhere.newPage()

    await register(page, prefix, email)
    await login(other, prefix, email, PASSWORD)
    await expect(other).toHaveURL(home(prefix))
    await expect(other.getByTestId('account-menu')).toBeVisible()

    await page.goto(`${prefix}/account`)
    await page.getByRole('button', { name: locale.button }).click()
    // signed out here like a normal logout: home, in the same language, with the login link
    await expect(page).toHaveURL(home(prefix))
    await expect(page.getByTestId('account-link')).toBeVisible()
    const loginPage = `${prefix}/authentication/login/email?next=${encodeURIComponent(`${prefix}/account`)}`
    await page.goto(`${prefix}/account`)
    await expect(page).toHaveURL(loginPage)

    // and on the other browser, at its next page, which says its session ended
    await other.goto(`${prefix}/account`)
    await expect(other).toHaveURL(`${loginPage}&expired=1`)
    await expect(other.getByTestId('account-link')).toBeVisible()
    await expect(other.getByTestId('session-ended')).toBeVisible()

    // signing in again works as before, and comes back to the account page
    const form = other.getByTestId('login-form')
    await form.locator('input[name=login_id]').fill(email)
    await form.locator('input[name=password]').fill(PASSWORD)
    await form.locator('button[type=submit]').click()
    await expect(other).toHaveURL(new RegExp(`${prefix}/account$`))
    await expect(other.getByTestId('account-menu')).toBeVisible()

    await here.close()
    await elsewhere.close()
  })
}
