import type { Browser, Page } from '@playwright/test'
import {
  adminLogin,
  docsShot,
  expectNoHorizontalOverflow,
  invite,
  OWNER,
  otherBrowser,
  STAFF_PASSWORD,
  uniqueStaffEmail,
} from './admin-helpers.ts'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { login, PASSWORD, ready, register, uniqueEmail } from './identity-helpers.ts'

/**
 * Back office (issue 15): a visitor's enquiry is answered from the inbox and the reply reaches
 * them; a blog comment hidden with a reason leaves the post page; a disabled customer cannot sign
 * in. In English (the owner) and Traditional Chinese (a staff member invited in Chinese), on the
 * visitor's side and the staff's.
 */
const locales = [
  {
    code: 'en',
    prefix: '',
    sent: 'Thank you. We have received your message',
    replySubject: 'Reply to your enquiry',
    greeting: 'Hello Lam Ka Yan,',
    sentNotice: 'Your reply was sent and added to the thread.',
    replied: 'Replied',
    hiddenNotice: 'Hidden: it no longer shows on the site.',
    hiddenStatus: 'Hidden',
    required: 'This field is required',
    send: 'Send reply',
    hide: 'Hide',
  },
  {
    code: 'zh',
    prefix: '/zh',
    sent: '多謝你的訊息',
    replySubject: '回覆你的查詢',
    greeting: 'Lam Ka Yan 你好：',
    sentNotice: '回覆已發送並加入對話。',
    replied: '已回覆',
    hiddenNotice: '已隱藏：網站上不再顯示。',
    hiddenStatus: '已隱藏',
    required: '此欄必須填寫',
    send: '發送回覆',
    hide: '隱藏',
  },
] as const

const shot = (page: Page, name: string) => docsShot(page, name, true)

/**
 * Someone to work in the back office in `code`: the owner (English), or a staff member the owner
 * invites in Chinese (the owner's own language preference is left alone for other journeys).
 */
async function backOffice(page: Page, browser: Browser, code: 'en' | 'zh'): Promise<Page> {
  await adminLogin(page, OWNER.email, OWNER.password)
  // a password hash takes a while on a busy machine
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
  if (code === 'en') return page
  const name = '何小姐'
  const link = await invite(page, {
    email: uniqueStaffEmail('people'),
    name,
    role: 'Staff',
    language: '繁體中文',
  })
  const { page: member } = await otherBrowser(browser)
  await member.goto(link)
  await ready(member)
  await member.getByLabel('密碼', { exact: true }).fill(STAFF_PASSWORD)
  await member.getByLabel('再次輸入密碼').fill(STAFF_PASSWORD)
  await member.getByRole('button', { name: '設定密碼並登入' }).click()
  await expect(member.getByRole('heading', { level: 1, name: '概覽' })).toBeVisible({
    timeout: 30_000,
  })
  return member
}

for (const locale of locales) {
  const { code, prefix } = locale

  test(`${code}: an enquiry is answered from the inbox and the visitor receives the reply`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000)
    const email = uniqueEmail(`enquiry-${code}`)
    const subject = `Walk-in wardrobe ${code} ${Date.now()}`
    const reply = `Thank you for your message.\nOur designer Ada will call you on Monday (${code}).`

    // the visitor writes from the contact page
    const { page: visitor } = await otherBrowser(browser)
    await visitor.goto(`${prefix}/contact-us`)
    await ready(visitor)
    const form = visitor.getByTestId('enquiry-form')
    await form.locator('input[name=name]').fill('Lam Ka Yan')
    await form.locator('input[name=email]').fill(email)
    await form.locator('input[name=subject]').fill(subject)
    await form.locator('textarea[name=description]').fill('Could you design a walk-in wardrobe?')
    await form.locator('button[type=submit]').click()
    await expect(visitor.getByRole('status')).toContainText(locale.sent)

    // the staff member answers it from the inbox (new enquiries first)
    const staff = await backOffice(page, browser, code)
    await staff.goto('/admin/enquiries')
    const row = staff.getByTestId('enquiry-list').locator('li').filter({ hasText: subject })
    await expect(row).toHaveCount(1)
    if (code === 'en') await shot(staff, 'enquiries-inbox')
    await row.getByRole('link', { name: subject }).click()
    await expect(staff.getByTestId('enquiry-message')).toContainText('walk-in wardrobe')
    await ready(staff)
    const replyForm = staff.getByTestId('reply-form')
    const send = replyForm.getByRole('button', { name: locale.send })
    // an empty reply is refused with the reason, and nothing is sent
    await send.click()
    await expect(staff.getByRole('alert').filter({ hasText: locale.required })).toBeVisible()
    await replyForm.locator('textarea[name=body]').fill(reply)
    await send.click()
    await expect(staff.getByRole('status').filter({ hasText: locale.sentNotice })).toBeVisible()
    await expect(staff.getByTestId('enquiry-status')).toHaveText(locale.replied)
    await expect(staff.getByTestId('enquiry-thread')).toContainText('Our designer Ada')
    await expect(replyForm.locator('textarea[name=body]')).toHaveValue('')
    if (code === 'zh') await shot(staff, 'enquiry-thread-zh')

    // the visitor receives it once, greeted in their language, the staff member's text as written
    let mails: { subject: string; body: string }[] = []
    await expect
      .poll(async () => {
        const answer = await visitor.request.get(
          `/api/v1/dev/outbox?recipient=${encodeURIComponent(email)}`,
        )
        const { data } = (await answer.json()) as { data: { subject: string; body: string }[] }
        mails = data.filter((m) => m.subject.includes(locale.replySubject))
        return mails.length
      })
      .toBe(1)
    expect(mails[0]?.body).toContain(locale.greeting)
    expect(mails[0]?.body).toContain(reply)

    // the inbox files it under "replied", with the thread
    await staff.goto('/admin/enquiries?status=replied')
    const replied = staff.getByTestId('enquiry-list').locator('li').filter({ hasText: subject })
    await expect(replied.getByTestId('enquiry-status')).toHaveText(locale.replied)
  })

  test(`${code}: a blog comment hidden with a reason leaves the post page`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000)
    const { page: member } = await otherBrowser(browser)
    await register(member, prefix, uniqueEmail(`moderation-${code}`), 'Ho Wing')
    await member.goto(`${prefix}/blog`)
    await member.getByTestId('post-link').first().click()
    // the post itself, not the list the click left: only then is its address the post's
    await expect(member.getByTestId('post-article')).toBeVisible()
    await ready(member)
    const postUrl = member.url()
    const text = `Buy cheap tiles at spam.example ${code} ${Date.now()}`
    const form = member.getByTestId('comment-form')
    await form.locator('textarea').fill(text)
    await form.locator('button[type=submit]').click()
    await expect(member.getByTestId('comment').filter({ hasText: text })).toHaveCount(1)

    const staff = await backOffice(page, browser, code)
    await staff.goto('/admin/moderation?kind=comment')
    await ready(staff)
    const item = staff.getByTestId('moderation-item').filter({ hasText: text })
    await expect(item).toHaveCount(1)
    const hide = item.getByRole('button', { name: locale.hide })
    // hiding needs a reason
    await hide.click()
    await expect(item.getByRole('alert')).toContainText(locale.required)
    await item.getByRole('textbox').fill('Advertising')
    await hide.click()
    await expect(item.getByRole('status')).toHaveText(locale.hiddenNotice)
    await expect(item.getByTestId('moderation-status')).toHaveText(locale.hiddenStatus)
    await expect(item).toContainText('Advertising')
    if (code === 'en') await shot(staff, 'moderation')

    await member.goto(postUrl)
    await expect(member.getByTestId('comments')).toBeVisible()
    await expect(member.getByTestId('comment').filter({ hasText: text })).toHaveCount(0)
  })
}

test('en: a customer disabled from the back office cannot sign in until enabled again', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const email = uniqueEmail('disabled')
  const { page: customer } = await otherBrowser(browser)
  await register(customer, '', email, 'Cheung Mei')

  const staff = await backOffice(page, browser, 'en')
  await staff.goto('/admin/customers')
  await ready(staff)
  await staff.getByRole('searchbox').fill(email)
  await staff.getByRole('button', { name: 'Search' }).click()
  await staff.getByTestId('customer-list').getByRole('link', { name: 'Cheung Mei' }).click()
  await expect(staff.getByTestId('customer-state')).toHaveText('Active')
  await ready(staff)
  await staff.getByRole('button', { name: 'Disable account' }).click()
  // a confirmation first; nothing has changed yet
  const confirm = staff.getByTestId('confirm-disabled')
  await expect(confirm).toContainText('signed out everywhere')
  await expect(staff.getByTestId('customer-state')).toHaveText('Active')
  await shot(staff, 'customer-disable-confirmation')
  await confirm.getByRole('button', { name: 'Disable account' }).click()
  await expect(
    staff
      .getByRole('status')
      .filter({ hasText: 'The account is disabled and its sessions have ended.' }),
  ).toBeVisible()
  await expect(staff.getByTestId('customer-state')).toContainText('Disabled since')

  // the customer's session has ended, and signing in again is refused in words
  await customer.goto('/account')
  await expect(customer.getByTestId('account-link')).toBeVisible()
  await login(customer, '', email, PASSWORD)
  await expect(customer.getByTestId('toast-error')).toContainText('This account has been disabled')

  await staff.getByRole('button', { name: 'Enable account' }).click()
  await staff
    .getByTestId('confirm-disabled')
    .getByRole('button', { name: 'Enable account' })
    .click()
  await expect(staff.getByTestId('customer-state')).toHaveText('Active')
  await login(customer, '', email, PASSWORD)
  await expect(customer.getByTestId('account-menu')).toBeVisible()
})

test('the customers, enquiries and moderation screens fit a 390 px phone and pass axe', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  // a customer with a long address and an enquiry with a long subject to lay out
  const { page: customer } = await otherBrowser(browser)
  await register(customer, '/zh', uniqueEmail('phone-width-layout-with-a-long-address'), '陳大文')
  const sent = await customer.request.post('/api/v1/enquiries', {
    headers: { 'x-store-locale': 'zh' },
    data: {
      name: '陳大文',
      email: uniqueEmail('phone-enquiry'),
      subject: '想為將軍澳三房單位設計整體廚房及衣櫃，請問可否安排上門量度？',
      description: '你好，我們想在明年初入伙前完成。',
    },
  })
  expect(sent.status()).toBe(201)

  const staff = await backOffice(page, browser, 'zh')
  await staff.setViewportSize({ width: 390, height: 844 })
  const check = async (name: string) => {
    await ready(staff)
    await expectNoHorizontalOverflow(staff)
    expect(await seriousViolations(staff), name).toEqual([])
  }
  for (const path of ['/admin/customers', '/admin/enquiries?status=all', '/admin/moderation']) {
    await staff.goto(path)
    await check(path)
  }
  await staff.goto('/admin/moderation?kind=review')
  await check('reviews')
  await staff.goto('/admin/customers')
  await staff.getByTestId('customer-list').getByRole('link').first().click()
  await check('customer')
  // the staff role looks but does not disable accounts or resend links: no such buttons
  await expect(staff.getByTestId('customer-page')).toBeVisible()
  await expect(staff.getByTestId('customer-actions')).toHaveCount(0)
  await shot(staff, 'customer-phone-zh')
  await staff.goto('/admin/enquiries?status=all')
  await staff.getByTestId('enquiry-list').getByRole('link').first().click()
  await check('enquiry')
})

test('without script: a reply, closing and hiding work as plain forms', async ({ browser }) => {
  test.setTimeout(150_000)
  const { page: visitor } = await otherBrowser(browser)
  const subject = `Balcony planters ${Date.now()}`
  const sent = await visitor.request.post('/api/v1/enquiries', {
    data: {
      name: 'Yip Sau Lan',
      email: uniqueEmail('nojs'),
      subject,
      description: 'Do you make planters for a narrow balcony?',
    },
  })
  expect(sent.status()).toBe(201)

  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.getByLabel('E-mail').fill(OWNER.email)
  await page.getByLabel('Password').fill(OWNER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 30_000 })

  await page.goto('/admin/enquiries')
  await page.getByRole('link', { name: subject }).click()
  await page.getByRole('button', { name: 'Send reply' }).click()
  await expect(page.getByRole('alert')).toContainText('This field is required')
  await page.getByRole('textbox').fill('Yes: we will send you three designs this week.')
  await page.getByRole('button', { name: 'Send reply' }).click()
  await expect(page.getByRole('status')).toHaveText('Your reply was sent and added to the thread.')
  await expect(page.getByTestId('enquiry-thread')).toContainText('three designs')
  await page.getByRole('button', { name: 'Close enquiry' }).click()
  await expect(page.getByRole('status')).toHaveText('The enquiry is closed.')
  await expect(page.getByTestId('enquiry-status')).toHaveText('Closed')

  await page.goto('/admin/moderation?kind=review&status=ACTIVE')
  const item = page.getByTestId('moderation-item').first()
  const text = (await item.getByTestId('moderation-text').textContent()) ?? ''
  await item.getByRole('textbox').fill('Names a neighbour')
  await item.getByRole('button', { name: 'Hide' }).click()
  // hidden under "Shown", it leaves the list; the page still says how it went
  await expect(page.getByRole('status')).toHaveText('Hidden: it no longer shows on the site.')
  await page.goto('/admin/moderation?kind=review&status=HIDDEN')
  const hidden = page.getByTestId('moderation-item').filter({ hasText: text.slice(0, 40) })
  await expect(hidden.first()).toContainText('Names a neighbour')
  await hidden.first().getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('status')).toHaveText('Approved: it shows on the site.')
  await context.close()
})
