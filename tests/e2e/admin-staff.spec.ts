import { Secret, TOTP } from 'otpauth'
import {
  adminLogin,
  docsShot,
  expectNoHorizontalOverflow,
  invitationLink,
  invite,
  OWNER,
  otherBrowser,
  ready,
  STAFF_PASSWORD,
  uniqueStaffEmail,
} from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'

test('the owner invites a staff member, who signs in and sees only what the staff role allows', async ({
  page,
  browser,
}) => {
  // an invitation and three password hashes (two sign-ins, one new password) on a busy machine
  test.setTimeout(90_000)
  const email = uniqueStaffEmail('en')

  // a wrong password is refused with a clear message, and nothing is signed in
  await adminLogin(page, OWNER.email, 'not-the-password-1')
  await expect(page.getByRole('alert')).toHaveText(
    'Wrong e-mail or password, or this member is disabled',
  )
  await expect(page).toHaveURL(/\/admin\/login/)
  await docsShot(page, 'login-refused')

  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Back-office navigation' })
  await expect(nav.getByRole('link', { name: 'Staff' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible()

  // two-factor set-up: a QR code drawn on the server and the key in groups of four
  await page.goto('/admin/two-factor')
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  await expect(page.getByTestId('totp-secret')).toHaveText(/^(\S{4} )+\S{1,4}$/)
  await docsShot(page, 'two-factor')

  const link = await invite(page, { email, name: 'Wing Staff', role: 'Staff', language: 'English' })
  await docsShot(page, 'staff', true)

  // the same address twice is refused, and the team is unchanged
  const form = page.getByRole('region', { name: 'Invite someone' })
  await expect(form.getByLabel('E-mail')).toHaveValue('')
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Name').fill('Wing Again')
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Someone with this e-mail is already on the team',
  )
  await expect(page.locator(`[data-testid=staff-member][data-email="${email}"]`)).toHaveCount(1)
  const card = page.locator(`[data-testid=staff-member][data-email="${email}"]`)
  await expect(card).toContainText('Invited, not yet accepted')
  // a fresh invitation replaces the first one
  await card.getByRole('button', { name: 'Resend invitation' }).click()
  await expect(page.getByRole('status')).toHaveText(`A new invitation went to ${email}.`)
  const freshLink = await invitationLink(page, email)
  expect(freshLink).not.toBe(link)

  // the invitee opens the e-mailed link in their own browser
  const invitee = await otherBrowser(browser)
  await invitee.page.goto(link)
  await expect(invitee.page.getByRole('alert')).toHaveText(
    'This invitation link is no longer valid. Ask the owner to send a new one.',
  )
  await invitee.page.goto(freshLink)
  await ready(invitee.page)
  await expect(invitee.page.getByRole('heading', { name: 'Welcome, Wing Staff' })).toBeVisible()
  await invitee.page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD)
  await invitee.page.getByLabel('Password again').fill('Harbour2026other')
  await invitee.page.getByRole('button', { name: 'Set password and sign in' }).click()
  await expect(invitee.page.getByRole('alert')).toHaveText('The two passwords are not the same')
  await invitee.page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD)
  await invitee.page.getByLabel('Password again').fill(STAFF_PASSWORD)
  await invitee.page.getByRole('button', { name: 'Set password and sign in' }).click()

  // signed in: the staff role has no Staff or Audit log menu, and the pages answer 403
  await expect(invitee.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(invitee.page.getByTestId('admin-member')).toContainText('Signed in as Wing Staff')
  const inviteeNav = invitee.page.getByRole('navigation', { name: 'Back-office navigation' })
  await expect(inviteeNav.getByRole('link', { name: 'Orders' })).toBeVisible()
  await expect(inviteeNav.getByRole('link', { name: 'Staff' })).toHaveCount(0)
  await expect(inviteeNav.getByRole('link', { name: 'Audit log' })).toHaveCount(0)
  for (const path of ['/admin/staff', '/admin/audit']) {
    const answer = await invitee.page.goto(path)
    expect(answer?.status()).toBe(403)
    await expect(invitee.page.getByRole('heading', { name: 'Not allowed' })).toBeVisible()
  }

  // the owner disables the member: their session ends and they cannot sign in
  const member = async () => {
    await page.goto('/admin/staff')
    await ready(page)
    return page.locator(`[data-testid=staff-member][data-email="${email}"]`)
  }
  await (await member()).getByRole('button', { name: 'Disable' }).click()
  // it asks first, naming the member
  await expect(page).toHaveURL(/confirm=disable/)
  const asked = page
    .locator(`[data-testid=staff-member][data-email="${email}"]`)
    .getByTestId('staff-confirm')
  await expect(asked).toContainText('Disable Wing Staff?')
  const desk = page.viewportSize()
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoHorizontalOverflow(page)
  await asked.screenshot({ path: 'test-results/back-office/staff-confirm-disable-en-390.png' })
  if (desk) await page.setViewportSize(desk)
  await asked.getByRole('button', { name: 'Disable' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Wing Staff is disabled and signed out everywhere.',
  )
  await invitee.page.goto('/admin/')
  await expect(invitee.page).toHaveURL(/\/admin\/login/)
  await adminLogin(invitee.page, email, STAFF_PASSWORD)
  await expect(invitee.page.getByRole('alert')).toHaveText(
    'Wrong e-mail or password, or this member is disabled',
  )

  // enabled again as a manager, they sign in and find the audit log in their menu
  await (await member()).getByRole('button', { name: 'Enable' }).click()
  await expect(page.getByRole('status')).toHaveText('Wing Staff can sign in again.')
  const row = await member()
  await row.getByLabel('Role of Wing Staff').selectOption('manager')
  await row.getByRole('button', { name: 'Save role' }).click()
  await expect(page.getByRole('status')).toHaveText('The role of Wing Staff is now Manager.')
  await adminLogin(invitee.page, email, STAFF_PASSWORD)
  await expect(inviteeNav.getByRole('link', { name: 'Audit log' })).toBeVisible()
  await expect(inviteeNav.getByRole('link', { name: 'Staff' })).toHaveCount(0)

  // signing out ends the session: the back office asks to sign in again
  await invitee.page.goto('/admin')
  await ready(invitee.page)
  await invitee.page.getByRole('button', { name: 'Sign out' }).click()
  await expect(invitee.page.getByRole('status')).toHaveText('You have signed out.')
  await invitee.page.goto('/admin')
  await expect(invitee.page).toHaveURL(/\/admin\/login\?next=%2Fadmin/)
  await invitee.context.close()

  // the owner sees both steps in the audit log, with who did them
  await page.goto('/admin/audit')
  await ready(page)
  const invited = page
    .getByTestId('audit-entry')
    .filter({ hasText: email })
    .filter({ hasText: 'Staff member invited' })
  await expect(invited).toContainText(OWNER.email.split('@')[0] as string)
  // in words, never as codes: the action, the field and the value
  await expect(invited).toContainText('Role:')
  await expect(invited).not.toContainText('staff.invited')
  const accepted = page
    .getByTestId('audit-entry')
    .filter({ hasText: 'Staff member invitation accepted' })
    .filter({ hasText: 'Wing Staff' })
  await expect(accepted.first()).toContainText('Invitation pending:')
  await page.goto('/admin/audit?action=staff.invited')
  await expect(
    page.getByTestId('audit-entry').filter({ hasText: 'Staff member invitation accepted' }),
  ).toHaveCount(0)
  await docsShot(page, 'audit', true)
})

test('a manager invited in Chinese works in Chinese, sees the audit log but not staff, and can switch to English', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const email = uniqueStaffEmail('zh')
  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const link = await invite(page, { email, name: '陳經理', role: 'Manager', language: '繁體中文' })

  const invitee = await otherBrowser(browser)
  const p = invitee.page
  await p.goto(link)
  await ready(p)
  await expect(p.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK')
  await expect(p.getByRole('heading', { name: '歡迎，陳經理' })).toBeVisible()
  await expect(p.getByText('你獲邀以「經理」身份加入')).toBeVisible()
  // the contract's own rule, in the invitee's language
  await p.getByLabel('密碼', { exact: true }).fill('short1')
  await p.getByLabel('再次輸入密碼').fill('short1')
  await p.getByRole('button', { name: '設定密碼並登入' }).click()
  await expect(p.getByRole('alert')).not.toHaveText('')
  await expect(p.getByRole('alert')).not.toContainText('Password')
  await docsShot(p, 'invitation-zh')
  await p.getByLabel('密碼', { exact: true }).fill(STAFF_PASSWORD)
  await p.getByLabel('再次輸入密碼').fill(STAFF_PASSWORD)
  await p.getByRole('button', { name: '設定密碼並登入' }).click()

  await expect(p.getByRole('heading', { level: 1, name: '概覽' })).toBeVisible()
  const nav = p.getByRole('navigation', { name: '後台導覽' })
  await expect(nav.getByRole('link', { name: '操作記錄' })).toBeVisible()
  await expect(nav.getByRole('link', { name: '員工' })).toHaveCount(0)
  const answer = await p.goto('/admin/staff')
  expect(answer?.status()).toBe(403)
  await expect(p.getByRole('heading', { name: '沒有權限' })).toBeVisible()

  // the manager reads the log: the owner's invitation of them, by name
  await p.goto(`/admin/audit?action=staff.invited`)
  await ready(p)
  await expect(p.getByRole('heading', { level: 1, name: '操作記錄' })).toBeVisible()
  await expect(p.getByTestId('audit-entry').filter({ hasText: email })).toContainText('員工已邀請')
  await docsShot(p, 'audit-zh', true)

  // a wrong password after signing out is refused in the member's language
  await p.getByRole('button', { name: '登出' }).click()
  await expect(p.getByRole('status')).toHaveText('你已登出。')
  await p.getByLabel('電郵').fill(email)
  await p.getByLabel('密碼').fill('Harbour2026wrong')
  await p.getByRole('button', { name: '登入' }).click()
  await expect(p.getByRole('alert')).toHaveText('電郵或密碼不正確，或此帳戶已停用')
  await p.getByLabel('密碼').fill(STAFF_PASSWORD)
  await p.getByRole('button', { name: '登入' }).click()
  await expect(p.getByRole('heading', { level: 1, name: '概覽' })).toBeVisible()

  // switching to English is saved as the member's preference
  await p.getByRole('button', { name: /切換語言/ }).click()
  await expect(p.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await p.reload()
  await expect(p.locator('html')).toHaveAttribute('lang', 'en')
  await expect(
    p
      .getByRole('navigation', { name: 'Back-office navigation' })
      .getByRole('link', { name: 'Audit log' }),
  ).toBeVisible()
  await invitee.context.close()
})

test('a member turns two-factor sign-in on and is asked for the code at the next sign-in', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const email = uniqueStaffEmail('totp')
  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const link = await invite(page, { email, name: 'Ka Ho', role: 'Staff', language: 'English' })

  const invitee = await otherBrowser(browser)
  const p = invitee.page
  await p.goto(link)
  await ready(p)
  await p.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD)
  await p.getByLabel('Password again').fill(STAFF_PASSWORD)
  await p.getByRole('button', { name: 'Set password and sign in' }).click()
  await expect(p.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  await p.goto('/admin/two-factor')
  await ready(p)
  const key = (await p.getByTestId('totp-secret').textContent())?.replace(/\s/g, '') ?? ''
  const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 })
  // a code of an hour ago is refused, and the same key stays on screen for the next try
  await p.getByLabel('Code from the app').fill(totp.generate({ timestamp: Date.now() - 3_600_000 }))
  await p.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(p.getByRole('alert')).toHaveText(
    'That code is not right. Check the time on your phone and try again',
  )
  await expect(p.getByTestId('totp-secret')).toHaveText(key.replace(/(.{4})(?=.)/g, '$1 '))
  await p.getByLabel('Code from the app').fill(totp.generate())
  await p.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(p.getByRole('status')).toHaveText(
    'Two-factor sign-in is on. You will be asked for a code each time you sign in.',
  )

  // next sign-in: e-mail and password, then the code field appears on the same page
  await p.goto('/admin/')
  await ready(p)
  await p.getByRole('button', { name: 'Sign out' }).click()
  await expect(p.getByRole('status')).toHaveText('You have signed out.')
  await adminLogin(p, email, STAFF_PASSWORD)
  await expect(p.getByRole('alert')).toHaveText(
    'Enter the 6-digit code from your authenticator app',
  )
  // the next period's code: the one used to turn it on cannot be used twice
  await p.getByLabel('Password').fill(STAFF_PASSWORD)
  await p
    .getByLabel('Code from your authenticator app')
    .fill(totp.generate({ timestamp: Date.now() + 30_000 }))
  await p.getByRole('button', { name: 'Sign in' }).click()
  await expect(p.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await invitee.context.close()
})

test('at 390 px the sign-in page and the signed-in layout fit the screen; the menu opens without script', async ({
  browser,
}) => {
  test.setTimeout(60_000)
  const phone = await otherBrowser(browser, { width: 390, height: 844 })
  const p = phone.page
  await p.goto('/admin/login')
  await ready(p)
  await expectNoHorizontalOverflow(p)
  await docsShot(p, 'login-390')
  await adminLogin(p, OWNER.email, OWNER.password)
  await expect(p.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expectNoHorizontalOverflow(p)
  // the side menu folds into a <details> on a phone
  const menu = p.getByTestId('admin-menu')
  await expect(menu.getByRole('link', { name: 'Orders' })).toBeHidden()
  await menu.getByText('Menu').click()
  await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible()
  await expectNoHorizontalOverflow(p)
  await docsShot(p, 'dashboard-390')
  // an unknown back-office address: the 404 page, with the menu still there
  const missing = await p.goto('/admin/no-such-page')
  expect(missing?.status()).toBe(404)
  await expect(p.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(p.getByTestId('admin-menu')).toBeVisible()
  await phone.context.close()

  // without JavaScript the same menu opens and signing in still works
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  })
  const bare = await context.newPage()
  // a page asked for before signing in is where the member lands after it
  await bare.goto('/admin/staff')
  await expect(bare).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fstaff$/)
  await bare.getByLabel('E-mail').fill(OWNER.email)
  await bare.getByLabel('Password').fill(OWNER.password)
  await bare.getByRole('button', { name: 'Sign in' }).click()
  await expect(bare.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
  await bare.getByTestId('admin-menu').getByText('Menu').click()
  await expect(bare.getByTestId('admin-menu').getByRole('link', { name: 'Staff' })).toBeVisible()
  await context.close()
})

test('back-office pages are never indexed and the storefront does not point to them', async ({
  page,
  request,
}) => {
  const answer = await page.goto('/admin/login')
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex, nofollow')
  // a bare document: none of the storefront's header or footer
  await expect(page.locator('header nav[aria-label="Main navigation"]')).toHaveCount(0)
  await expect(page.locator('footer')).toHaveCount(0)
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin')
  // a sign-in posted from another site is refused before it reaches the API
  const forged = await request.post('/admin/login', {
    headers: { origin: 'https://evil.test' },
    form: { email: OWNER.email, password: OWNER.password },
    maxRedirects: 0,
  })
  expect([400, 403]).toContain(forged.status())
  expect(forged.headers()['set-cookie'] ?? '').not.toContain('staff_session')
  // before signing in, the language switch is remembered by this browser
  await ready(page)
  await page.getByRole('button', { name: 'Switch language: 繁體中文' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '登入後台' })).toBeVisible()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK')
  await expect(page.getByLabel('電郵')).toBeVisible()
  await page.goto('/')
  await expect(page.locator('a[href^="/admin"]')).toHaveCount(0)
})
