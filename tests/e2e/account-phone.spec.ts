import { expect, test } from './fixtures.ts'
import { ready, register, uniqueEmail } from './identity-helpers.ts'

/** Changing the phone number with a typed code (spec §7 change-phone-request + change-phone). */
const locales = [
  {
    code: 'en',
    prefix: '',
    changeLink: 'Change phone number',
    request: 'Send me a code',
    codeLabel: 'Verification code',
    phone: 'New phone number',
    save: 'Save',
    changed: 'Your phone number has been changed.',
    wrongFormat: 'Phone Incorrect Format',
  },
  {
    code: 'zh',
    prefix: '/zh',
    changeLink: '更改電話號碼',
    request: '發送驗證碼給我',
    codeLabel: '驗證碼',
    phone: '新電話號碼',
    save: '儲存',
    changed: '你的電話號碼已更改。',
    wrongFormat: '電話格式不正確',
  },
] as const

for (const l of locales) {
  test(`${l.code}: change the phone number with a code from the mailbox`, async ({ page }) => {
    test.setTimeout(60_000)
    const email = uniqueEmail(`phone-${l.code}`)
    await register(page, l.prefix, email)
    await page.goto(`${l.prefix}/account/profile`)
    await page.getByRole('link', { name: l.changeLink }).click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/account/update-phone$`))
    await ready(page)
    await page.getByRole('button', { name: l.request }).click()
    await expect(
      page.getByRole('status').or(page.getByTestId('toast-success')).first(),
    ).toBeVisible()

    // a phone with letters is refused before anything is sent
    await page.getByLabel(l.codeLabel).fill('000000')
    await page.getByLabel(l.phone).fill('9123abcd')
    await page.getByRole('button', { name: l.save }).click()
    await expect(page.getByText(l.wrongFormat).first()).toBeVisible()

    const mailbox = await page.context().newPage()
    await mailbox.goto(`/dev/mailbox?recipient=${encodeURIComponent(email)}`)
    const text = await mailbox.getByTestId('mail').first().innerText()
    const code = text.match(/\b(\d{6})\b/)?.[1]
    expect(code).toBeTruthy()
    await mailbox.close()

    await page.getByLabel(l.codeLabel).fill(code ?? '')
    const phone = `9${String(Date.now()).slice(-7)}`
    await page.getByLabel(l.phone).fill(phone)
    await page.getByRole('button', { name: l.save }).click()
    await expect(page.getByTestId('toast-success')).toContainText(l.changed)
    await page.goto(`${l.prefix}/account/profile`)
    // shown the way people write it (ADR 051)
    await expect(page.getByTestId('profile-phone')).toHaveText(
      `+852 ${phone.slice(0, 4)} ${phone.slice(4)}`,
    )
  })
}
