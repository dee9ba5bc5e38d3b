import { expect, test } from './fixtures.ts'
import {
  home,
  login,
  logout,
  NEW_PASSWORD,
  PASSWORD,
  ready,
  register,
  save,
  uniqueEmail,
} from './identity-helpers.ts'

/** Sign-up, sign-in, account edits and guards in English and Traditional Chinese (spec §2, §4). */
const locales = [
  {
    code: 'en',
    prefix: '',
    emailFormat: 'Email Incorrect Format',
    success: 'Success',
    wrongPassword: 'The current password is not correct',
  },
  {
    code: 'zh',
    prefix: '/zh',
    emailFormat: '電郵格式不正確',
    success: '成功',
    wrongPassword: '現有密碼不正確',
  },
] as const

for (const locale of locales) {
  const { code, prefix } = locale

  test(`${code}: register, verify, log in, edit the account, change password`, async ({ page }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail(code)
    await register(page, prefix, email)

    // the verification link arrives in the outbox in the page's language
    await page.goto(`/dev/mailbox?recipient=${encodeURIComponent(email)}`)
    const link = page
      .locator(`a[href*="${prefix}/authentication/verify?verification_code="]`)
      .first()
    await expect(link).toBeVisible()
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/result/verification_code/success$`))
    await expect(page.getByTestId('result-success')).toBeVisible()

    await logout(page, prefix)
    await login(page, prefix, email, PASSWORD)
    await expect(page).toHaveURL(home(prefix))
    await expect(page.getByTestId('account-menu')).toBeVisible()

    await page.goto(`${prefix}/account`)
    await expect(page.getByTestId('verified-state')).toBeVisible()

    await page.goto(`${prefix}/account/profile`)
    // typed once the page answers to script, so the background save (and its toast) is what runs
    await ready(page)
    await page.locator('input[name=username]').fill('May Wong')
    await save(page, 'profile-form', locale.success)
    await expect(page.getByTestId('profile-name')).toHaveText('May Wong')
    await page.reload()
    await expect(page.locator('input[name=username]')).toHaveValue('May Wong')
    await expect(page.getByTestId('account-menu')).toContainText('May Wong')

    await page.goto(`${prefix}/account/delivery-recipient`)
    const delivery = page.getByTestId('delivery-form')
    await ready(page)
    await delivery.locator('input[name=name]').fill('May Wong')
    await delivery.locator('input[name=address]').fill('1 Harbour Road, Wan Chai')
    await delivery.locator('input[name=phone]').fill('91234567')
    await save(page, 'delivery-form', locale.success)
    await page.reload()
    await expect(delivery.locator('input[name=address]')).toHaveValue('1 Harbour Road, Wan Chai')

    await page.goto(`${prefix}/account/password`)
    const password = page.getByTestId('password-form')
    // a refused change shows the error toast and leaves the password as it was
    await ready(page)
    await password.locator('input[name=old_password]').fill('Wrong1234')
    await password.locator('input[name=new_password]').fill(NEW_PASSWORD)
    await password.locator('button[type=submit]').click()
    await expect(page.getByTestId('toast-error')).toContainText(locale.wrongPassword)
    await password.locator('input[name=old_password]').fill(PASSWORD)
    await password.locator('input[name=new_password]').fill(NEW_PASSWORD)
    await save(page, 'password-form', locale.success)
    // the fresh token keeps the shopper signed in after the change
    await page.reload()
    await expect(page.getByTestId('account-menu')).toBeVisible()

    await logout(page, prefix)
    await login(page, prefix, email, PASSWORD)
    await expect(page).toHaveURL(new RegExp(`${prefix}/authentication/login/email`))
    await login(page, prefix, email, NEW_PASSWORD)
    await expect(page).toHaveURL(home(prefix))
    await expect(page.getByTestId('account-menu')).toBeVisible()
  })

  test(`${code}: the account page sends a guest to the login page, and back there after it`, async ({
    page,
  }) => {
    const email = uniqueEmail(`back-${code}`)
    await register(page, prefix, email)
    await logout(page, prefix)
    await page.goto(`${prefix}/account/profile`)
    await expect(page).toHaveURL(
      `${prefix}/authentication/login/email?next=${encodeURIComponent(`${prefix}/account/profile`)}`,
    )
    // a guest who never had a session here is not told that one ended
    await expect(page.getByTestId('session-ended')).toHaveCount(0)
    await ready(page)
    const form = page.getByTestId('login-form')
    await form.locator('input[name=login_id]').fill(email)
    await form.locator('input[name=password]').fill(PASSWORD)
    await form.locator('button[type=submit]').click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/account/profile$`))
  })

  test(`${code}: guest-only pages send a signed-in shopper home`, async ({ page }) => {
    await register(page, prefix, uniqueEmail(code))
    await page.goto(`${prefix}/authentication/login/email`)
    await expect(page).toHaveURL(home(prefix))
    const response = await page.goto(`${prefix}/account/no-such-section`)
    expect(response?.status()).toBe(404)
  })

  test(`${code}: a bad e-mail on the login form shows the error toast`, async ({ page }) => {
    await page.goto(`${prefix}/authentication/login/email`)
    await ready(page)
    const form = page.getByTestId('login-form')
    await form.locator('input[name=login_id]').fill('not-an-email')
    await form.locator('input[name=password]').fill(PASSWORD)
    await expect(async () => {
      await form.locator('button[type=submit]').click()
      await expect(page.getByTestId('toast-error')).toContainText(locale.emailFormat, {
        timeout: 1000,
      })
    }).toPass()
    await expect(page).toHaveURL(new RegExp(`${prefix}/authentication/login/email$`))
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the login form shows the field error inline', async ({ page }) => {
    await page.goto('/authentication/login/email')
    const form = page.getByTestId('login-form')
    await form.locator('input[name=login_id]').fill('not-an-email')
    await form.locator('button[type=submit]').click()
    await expect(form.locator('input[name=login_id]')).toHaveAttribute('aria-invalid', 'true')
    await expect(form).toContainText('Email Incorrect Format')
  })
})

test('the mobile menu offers logout to a signed-in shopper', async ({ page }) => {
  await register(page, '', uniqueEmail('mobile'))
  // on a phone the account menu lives in the side menu (the header keeps search, wishlist, cart)
  await page.setViewportSize({ width: 390, height: 800 })
  await ready(page)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog').getByTestId('logout').click()
  await expect(page).toHaveURL(home(''))
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Log in' })).toBeVisible()
})
