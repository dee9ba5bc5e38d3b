import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { adminLogin, OWNER } from './admin-helpers.ts'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { ready, uniqueEmail } from './identity-helpers.ts'

/**
 * The newsletter (issue 30, ADR 063): the dialog offered once (never on the cart), a sign-up from
 * the dialog, the footer or the page without script, the confirmation e-mail in the shopper's
 * language read from the outbox, confirm once, unsubscribe with the e-mail's link; and the staff's
 * CSV of consenting subscribers. These browsers start as new visitors (no dialog cookie).
 */
test.use({ storageState: { cookies: [], origins: [] } })
const PHONE = { width: 390, height: 844 }
const SHOTS = 'test-results/newsletter'
/** The dialog's delay (PROMPT_DELAY_MS). */
const DELAY = 8_000
/** Real time a page is given to show a dialog its timer opened (it loads the dialog's code). */
const MARGIN = 1_500

/**
 * The shopper stays on the page past the delay: its clock (installed before the first visit)
 * moves on at once instead of the journey waiting eight seconds; the margin stays real.
 */
async function stay(page: Page) {
  await page.clock.fastForward(DELAY)
  await page.waitForTimeout(MARGIN)
}

const promptCookie = async (page: Page) =>
  (await page.context().cookies()).some((c) => c.name === 'newsletter_prompt')

/** The links of the newest confirmation e-mail to `email` (the development outbox). */
async function mailLinks(page: Page, email: string, subject: string) {
  let body = ''
  await expect
    .poll(async () => {
      const answer = await page.request.get(
        `/api/v1/dev/outbox?recipient=${encodeURIComponent(email)}`,
      )
      const messages: { subject: string; body: string }[] = (await answer.json()).data
      body = messages.find((m) => m.subject === subject)?.body ?? ''
      return body
    })
    .toContain('/newsletter?confirm=')
  const link = (kind: string) =>
    new URL(body.match(new RegExp(`https?://\\S+/newsletter\\?${kind}=[\\w-]+`))?.[0] ?? '')
  const confirm = link('confirm')
  const unsubscribe = link('unsubscribe')
  return {
    body,
    confirm: confirm.pathname + confirm.search,
    unsubscribe: unsubscribe.pathname + unsubscribe.search,
  }
}

test('en, 390 px: never on the cart, offered once, closed with Escape; footer sign-up, confirm once, unsubscribe', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.clock.install()
  await page.setViewportSize(PHONE)
  // not on the cart, however long the shopper stays
  await page.goto('/shop/main/cart')
  await ready(page)
  await stay(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await promptCookie(page)).toBe(false)

  await page.goto('/blog')
  await ready(page)
  await page.clock.fastForward(DELAY)
  const dialog = page.getByRole('dialog', { name: 'Ideas for your home, once a month' })
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  await expect(dialog.getByLabel('E-mail')).toBeFocused()
  await expect(dialog.getByTestId('newsletter-consent')).toContainText('direct marketing')
  await page.screenshot({ path: `${SHOTS}/dialog-en-390.png` })
  expect(await seriousViolations(page)).toEqual([])
  // focus stays in the dialog
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(await promptCookie(page)).toBe(true)
  // offered once: not again on the next page
  await page.goto('/')
  await ready(page)
  await stay(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // the footer's form: a wrong address is refused in place, then the sign-up is taken
  const email = uniqueEmail('news-en')
  const footer = page.getByTestId('footer-newsletter')
  await footer.getByLabel('E-mail').fill('not-an-email')
  await footer.getByRole('button', { name: 'Sign up' }).click()
  await expect(footer.getByRole('alert')).toHaveText('Email Incorrect Format')
  await footer.getByLabel('E-mail').fill(email)
  await footer.getByRole('button', { name: 'Sign up' }).click()
  await expect(footer.getByRole('status')).toContainText(`open the e-mail we sent to ${email}`)

  const mail = await mailLinks(page, email, 'Please confirm your newsletter sign-up')
  expect(mail.body).toContain('Unsubscribe with one click:')
  await page.goto(mail.confirm)
  await ready(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your sign-up')
  await page.getByRole('button', { name: 'Confirm my sign-up' }).click()
  await expect(page.getByTestId('newsletter-done')).toHaveText(
    `You are subscribed at ${email}. Thank you! Every newsletter has a link to unsubscribe.`,
  )
  // the link works once
  await page.goto(mail.confirm)
  await ready(page)
  await page.getByRole('button', { name: 'Confirm my sign-up' }).click()
  await expect(page.getByTestId('newsletter-confirm').getByRole('alert')).toHaveText(
    'This link is not valid or was already used.',
  )

  await page.goto(mail.unsubscribe)
  await ready(page)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByTestId('newsletter-done')).toHaveText(
    `${email} is unsubscribed. We will not send our newsletter to it again.`,
  )
})

test('zh, 390 px: sign up in the dialog, the e-mail in Chinese, confirm and unsubscribe', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.clock.install()
  await page.setViewportSize(PHONE)
  await page.goto('/zh')
  await ready(page)
  await page.clock.fastForward(DELAY)
  const dialog = page.getByRole('dialog', { name: '家居靈感，每月一封' })
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  await page.screenshot({ path: `${SHOTS}/dialog-zh-390.png` })
  const email = uniqueEmail('news-zh')
  await dialog.getByLabel('電郵').fill(email)
  await dialog.getByRole('button', { name: '訂閱' }).click()
  await expect(dialog.getByRole('status')).toContainText(`請打開我們寄往 ${email} 的電郵`)
  await dialog.getByRole('button', { name: '不用了，謝謝' }).click()
  await expect(dialog).toBeHidden()

  const mail = await mailLinks(page, email, '請確認訂閱電子報')
  expect(mail.confirm).toMatch(/^\/zh\/newsletter\?confirm=/)
  expect(mail.body).toContain('一按取消訂閱：')
  await page.goto(mail.confirm)
  await ready(page)
  await page.getByRole('button', { name: '確認訂閱' }).click()
  await expect(page.getByTestId('newsletter-done')).toContainText(`已為 ${email} 訂閱電子報`)
  await page.screenshot({ path: `${SHOTS}/confirmed-zh-390.png` })
  await page.goto(mail.unsubscribe)
  await ready(page)
  await page.getByRole('button', { name: '取消訂閱' }).click()
  await expect(page.getByTestId('newsletter-done')).toContainText(`已為 ${email} 取消訂閱`)
  await page.screenshot({ path: `${SHOTS}/unsubscribed-zh-390.png` })
})

test('cn, 390 px, without script: the page signs up and the link confirms', async ({ browser }) => {
  test.setTimeout(60_000)
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
  const page = await context.newPage()
  await page.goto('/cn/newsletter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('家居灵感，每月一封')
  await page.screenshot({ path: `${SHOTS}/page-cn-390.png`, fullPage: true })
  const email = uniqueEmail('news-cn')
  const form = page.getByTestId('newsletter-form-page')
  await form.getByLabel('邮箱').fill(email)
  await form.getByRole('button', { name: '订阅' }).click()
  await expect(page.getByTestId('newsletter-sent').first()).toContainText(
    `请打开我们发往 ${email} 的邮件`,
  )
  const mail = await mailLinks(page, email, '请确认订阅电子报')
  await page.goto(mail.confirm)
  await page.getByRole('button', { name: '确认订阅' }).click()
  await expect(page.getByTestId('newsletter-done')).toContainText(`已为 ${email} 订阅电子报`)
  await page.goto(mail.unsubscribe)
  await page.getByRole('button', { name: '取消订阅' }).click()
  await expect(page.getByTestId('newsletter-done')).toContainText(`已为 ${email} 取消订阅`)
  await context.close()
})

test('staff: the subscribers list and the CSV of consenting subscribers', async ({ page }) => {
  test.setTimeout(90_000)
  const consenting = uniqueEmail('news-csv')
  const pending = uniqueEmail('news-pending')
  for (const email of [consenting, pending]) {
    const answer = await page.request.post('/api/v1/newsletter/subscriptions', {
      headers: { 'x-store-locale': 'zh' },
      data: { email, source: 'page', source_path: '/zh/newsletter' },
    })
    expect(answer.status()).toBe(202)
  }
  const mail = await mailLinks(page, consenting, '請確認訂閱電子報')
  const token = new URLSearchParams(mail.confirm.split('?')[1]).get('confirm')
  const confirmed = await page.request.post('/api/v1/newsletter/confirmations', {
    data: { token },
  })
  expect(confirmed.status()).toBe(200)

  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
  await page.goto(`/admin/newsletter?status=all&q=${encodeURIComponent('news-')}`)
  await ready(page)
  const row = (email: string) =>
    page.getByTestId('newsletter-subscriber').filter({ hasText: email })
  await expect(row(consenting).getByTestId('newsletter-status')).toHaveText('Subscribed')
  await expect(row(pending).getByTestId('newsletter-status')).toHaveText('Waiting for confirmation')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('newsletter-export').click(),
  ])
  const csv = await readFile((await download.path()) ?? '', 'utf8')
  expect(csv).toContain('email,language,confirmed_at,signed_up_at,consent_version,consent_text')
  expect(csv).toContain(`${consenting},zh,`)
  expect(csv).not.toContain(pending)
})
