import { expect, type Page, test } from '@playwright/test'
import { login, PASSWORD, ready, register, uniqueEmail } from './identity-helpers.ts'

/**
 * Back office (issue 15): a visitor's enquiry is answered from the inbox and the reply reaches
 * them; a blog comment is hidden with a reason and leaves the post page. In English and
 * Traditional Chinese (the visitor's page and the staff member's back office).
 */
const locales = [
  {
    code: 'en',
    prefix: '',
    sent: 'Thank you. We have received your message',
    replySubject: 'Reply to your enquiry',
    sentNotice: 'Your reply was sent',
    replied: 'Replied',
    hiddenNotice: 'Hidden: it no longer shows on the site',
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
    sentNotice: '回覆已發送',
    replied: '已回覆',
    hiddenNotice: '已隱藏：網站上不再顯示',
    hiddenStatus: '已隱藏',
    required: '此欄必須填寫',
    send: '發送回覆',
    hide: '隱藏',
  },
] as const

// the journeys share the owner's login and switch its back-office language: one at a time
test.describe.configure({ mode: 'serial' })

/** The journeys' owner signs in at /admin/login and works in `language`. */
async function staffSignIn(page: Page, language: 'en' | 'zh') {
  // straight to a page of this journey: the dashboard's data URL (/admin.data) lies outside the
  // staff cookie's path (/admin), so a client-side visit to /admin itself would not be signed in
  await page.goto('/admin/login?next=%2Fadmin%2Fenquiries')
  await ready(page)
  await page.locator('input[name=email]').fill(process.env.E2E_STAFF_EMAIL as string)
  await page.locator('input[name=password]').fill(process.env.E2E_STAFF_PASSWORD as string)
  await page.locator('main button[type=submit]').click()
  // a password hash takes a while on a busy machine
  await expect(page).toHaveURL(/\/admin\/enquiries$/, { timeout: 30_000 })
  await useLanguage(page, language)
}

/** The language switch saves the member's preference, as the menu's button does. */
async function useLanguage(page: Page, language: 'en' | 'zh') {
  const saved = await page.request.post('/admin/language', {
    form: { language, next: '/admin/enquiries' },
  })
  expect(saved.ok()).toBe(true)
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `docs/back-office/${name}.png`, fullPage: true })
}

for (const locale of locales) {
  const { code, prefix } = locale

  test(`${code}: an enquiry is answered from the inbox and the visitor receives the reply`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    const email = uniqueEmail(`enquiry-${code}`)
    const subject = `Walk-in wardrobe ${code} ${Date.now()}`
    const reply = `Thank you for your message. Our designer Ada will call you on Monday (${code}).`

    // the visitor writes from the contact page
    const visitor = await browser.newPage()
    await visitor.goto(`${prefix}/contact-us`)
    await ready(visitor)
    const form = visitor.getByTestId('enquiry-form')
    await form.locator('input[name=name]').fill('Lam Ka Yan')
    await form.locator('input[name=email]').fill(email)
    await form.locator('input[name=subject]').fill(subject)
    await form.locator('textarea[name=description]').fill('Could you design a walk-in wardrobe?')
    await form.locator('button[type=submit]').click()
    await expect(visitor.getByRole('status')).toContainText(locale.sent)

    // the owner answers it from the inbox
    await staffSignIn(page, code)
    await page.goto('/admin/enquiries')
    const row = page.getByTestId('enquiry-list').locator('li').filter({ hasText: subject })
    await expect(row).toHaveCount(1)
    if (code === 'en') await shot(page, 'enquiries-inbox')
    await row.getByRole('link', { name: subject }).click()
    await expect(page.getByTestId('enquiry-message')).toContainText('walk-in wardrobe')
    const replyForm = page.getByTestId('reply-form')
    const send = replyForm.getByRole('button', { name: locale.send })
    await send.click()
    await expect(page.getByRole('alert').filter({ hasText: locale.required })).toBeVisible()
    await replyForm.locator('textarea[name=body]').fill(reply)
    await send.click()
    await expect(page.getByRole('status').filter({ hasText: locale.sentNotice })).toBeVisible()
    await expect(page.getByTestId('enquiry-status')).toHaveText(locale.replied)
    await expect(page.getByTestId('enquiry-thread')).toContainText(reply)
    await expect(replyForm.locator('textarea[name=body]')).toHaveValue('')
    if (code === 'zh') await shot(page, 'enquiry-thread-zh')

    // the visitor receives it, in their language, with the staff member's text as written
    await expect
      .poll(async () => {
        const response = await visitor.request.get(
          `/api/v1/dev/outbox?recipient=${encodeURIComponent(email)}`,
        )
        const { data } = (await response.json()) as { data: { subject: string; body: string }[] }
        return data.find((m) => m.subject.includes(locale.replySubject))?.body ?? ''
      })
      .toContain(reply)

    // the inbox files it under "replied"
    await page.goto('/admin/enquiries?status=replied')
    await expect(
      page.getByTestId('enquiry-list').locator('li').filter({ hasText: subject }),
    ).toContainText(locale.replied)
    await visitor.close()
  })

  test(`${code}: a blog comment hidden with a reason leaves the post page`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    const member = await browser.newPage()
    await register(member, prefix, uniqueEmail(`moderation-${code}`), 'Ho Wing')
    await member.goto(`${prefix}/blog`)
    await member.getByTestId('post-link').first().click()
    await ready(member)
    const postUrl = member.url()
    const text = `Buy cheap tiles at spam.example ${code} ${Date.now()}`
    const form = member.getByTestId('comment-form')
    await form.locator('textarea').fill(text)
    await form.locator('button[type=submit]').click()
    await expect(member.getByTestId('comment').filter({ hasText: text })).toHaveCount(1)

    await staffSignIn(page, code)
    await page.goto('/admin/moderation?kind=comment')
    const item = page.getByTestId('moderation-item').filter({ hasText: text })
    await expect(item).toHaveCount(1)
    const hide = item.getByRole('button', { name: locale.hide })
    await hide.click()
    await expect(item.getByRole('alert')).toContainText(locale.required)
    await item.locator('input[name=reason]').fill('Advertising')
    await hide.click()
    await expect(item.getByRole('status')).toContainText(locale.hiddenNotice)
    await expect(item.getByTestId('moderation-status')).toHaveText(locale.hiddenStatus)
    if (code === 'en') await shot(page, 'moderation')

    await member.goto(postUrl)
    await expect(member.getByTestId('comment').filter({ hasText: text })).toHaveCount(0)
    await member.close()
  })
}

test('en: a customer disabled from the back office cannot sign in until enabled again', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('disabled')
  const customer = await browser.newPage()
  await register(customer, '', email, 'Cheung Mei')

  await staffSignIn(page, 'en')
  await page.goto('/admin/customers')
  await page.getByRole('searchbox').fill(email)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByTestId('customer-list').getByRole('link', { name: 'Cheung Mei' }).click()
  await expect(page.getByTestId('customer-state')).toHaveText('Active')
  await page.getByRole('button', { name: 'Disable account' }).click()
  // a confirmation first; nothing changed yet
  await expect(page.getByTestId('confirm-disabled')).toContainText('signed out everywhere')
  await expect(page.getByTestId('customer-state')).toHaveText('Active')
  await shot(page, 'customer-disable-confirmation')
  await page
    .getByTestId('confirm-disabled')
    .getByRole('button', { name: 'Disable account' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'sessions have ended' })).toBeVisible()
  await expect(page.getByTestId('customer-state')).toContainText('Disabled since')

  // the customer's session has ended, and signing in again is refused in words
  await customer.goto('/account')
  await expect(customer.getByTestId('account-link')).toBeVisible()
  await login(customer, '', email, PASSWORD)
  await expect(customer.getByTestId('toast-error')).toContainText('This account has been disabled')

  await page.getByRole('button', { name: 'Enable account' }).click()
  await page.getByTestId('confirm-disabled').getByRole('button', { name: 'Enable account' }).click()
  await expect(page.getByTestId('customer-state')).toHaveText('Active')
  await login(customer, '', email, PASSWORD)
  await expect(customer.getByTestId('account-menu')).toBeVisible()
  await customer.close()
})

test('the customers, enquiries and moderation screens fit a 390 px phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  // a customer with a long address and an enquiry with a long subject to lay out
  const customer = await browser.newPage()
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
  await customer.close()
  await page.setViewportSize({ width: 390, height: 844 })
  await staffSignIn(page, 'zh')
  const paths = ['/admin/customers', '/admin/enquiries?status=all', '/admin/moderation?kind=review']
  for (const path of paths) {
    await page.goto(path)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, path).toBeLessThanOrEqual(390)
  }
  await page.goto('/admin/customers')
  await page.getByTestId('customer-list').getByRole('link').first().click()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await shot(page, 'customer-phone-zh')
  await page.goto('/admin/enquiries?status=all')
  await page.getByTestId('enquiry-list').getByRole('link').first().click()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await useLanguage(page, 'en')
})
