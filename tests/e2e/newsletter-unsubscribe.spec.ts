import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { ready, register, uniqueEmail } from './identity-helpers.ts'

/**
 * Leaving the newsletter (issue 30, ADR 063 amended 2026-11-28), at 390 px: a sign-up on the page,
 * confirmed through the mailbox's link; the e-mail's `List-Unsubscribe` header is its footer's
 * link; in English the shopper follows the footer's link and presses the button, in Chinese the
 * mail program posts `List-Unsubscribe=One-Click` to it with no cookie at all. A member subscribes
 * and unsubscribes on the account's notifications page (en, zh, and cn without script).
 */
const PHONE = { width: 390, height: 844 }
const SHOTS = 'test-results/newsletter-unsubscribe'

type Mail = { subject: string; body: string; headers: Record<string, string> }

/** The newest e-mail to `email` with this subject (the development outbox), headers included. */
async function mailTo(page: Page, email: string, subject: string): Promise<Mail> {
  let mail: Mail | undefined
  await expect
    .poll(async () => {
      const answer = await page.request.get(
        `/api/v1/dev/outbox?recipient=${encodeURIComponent(email)}`,
      )
      const messages: Mail[] = (await answer.json()).data
      mail = messages.find((m) => m.subject === subject)
      return Boolean(mail)
    })
    .toBe(true)
  return mail as Mail
}

/** A link of the e-mail's body, as a path on this server. */
function linkOf(body: string, kind: 'confirm' | 'unsubscribe') {
  const url = new URL(
    body.match(new RegExp(`https?://\\S+/newsletter\\?${kind}=[\\w-]+`))?.[0] ?? '',
  )
  return url.pathname + url.search
}

const LANGS = {
  en: {
    prefix: '',
    emailLabel: 'E-mail',
    submit: 'Sign up',
    subject: 'Please confirm your newsletter sign-up',
    confirm: 'Confirm my sign-up',
    unsubscribeTitle: 'Unsubscribe from the newsletter',
    unsubscribe: 'Unsubscribe',
    done: (email: string) =>
      `${email} is unsubscribed. We will not send our newsletter to it again.`,
  },
  zh: {
    prefix: '/zh',
    emailLabel: '電郵',
    submit: '訂閱',
    subject: '請確認訂閱電子報',
    confirm: '確認訂閱',
    unsubscribeTitle: '取消訂閱電子報',
    unsubscribe: '取消訂閱',
    done: (email: string) => email,
  },
} as const

for (const [locale, lang] of Object.entries(LANGS)) {
  test(`${locale}, 390 px: sign up, confirm through the mailbox, leave through the e-mail's unsubscribe link`, async ({
    page,
    playwright,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize(PHONE)
    await page.goto(`${lang.prefix}/newsletter`)
    await ready(page)
    const email = uniqueEmail(`leave-${locale}`)
    const form = page.locator('#main').getByTestId('newsletter-form-page')
    await form.getByLabel(lang.emailLabel).fill(email)
    await form.getByRole('button', { name: lang.submit }).click()
    await expect(page.locator('#main').getByTestId('newsletter-sent')).toContainText(email)

    const mail = await mailTo(page, email, lang.subject)
    const unsubscribe = linkOf(mail.body, 'unsubscribe')
    // the mail layer's headers name the footer's link, for the mail program's own button
    expect(mail.headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<https?://[^>]+${unsubscribe.replace(/[?]/g, '\\?')}>$`),
    )
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    await page.goto(linkOf(mail.body, 'confirm'))
    await ready(page)
    await page.locator('#main').getByRole('button', { name: lang.confirm }).click()
    await expect(page.getByTestId('newsletter-done')).toContainText(email)

    if (locale === 'zh') {
      // the mail program's one-click: a bare POST from elsewhere, no cookie, no Origin of ours
      const mailProgram = await playwright.request.newContext({
        baseURL: new URL(page.url()).origin,
        extraHTTPHeaders: { origin: 'https://mail.example.net' },
      })
      const oneClick = await mailProgram.post(unsubscribe, {
        form: { 'List-Unsubscribe': 'One-Click' },
        maxRedirects: 0,
      })
      expect(oneClick.status()).toBe(200)
      await mailProgram.dispose()
      // a forged token is refused in the page's words, never a 500
      const forged = await page.request.post(`${lang.prefix}/newsletter?unsubscribe=forged`, {
        form: { 'List-Unsubscribe': 'One-Click' },
      })
      expect(forged.status()).toBe(404)
    }

    // the link opened shows the page in the subscriber's language; its button answers the same
    await page.goto(unsubscribe)
    await ready(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.unsubscribeTitle)
    await page.screenshot({ path: `${SHOTS}/unsubscribe-${locale}-390.png`, fullPage: true })
    await page.locator('#main').getByRole('button', { name: lang.unsubscribe }).click()
    await expect(page.getByTestId('newsletter-done')).toContainText(lang.done(email))
    await page.screenshot({ path: `${SHOTS}/unsubscribed-${locale}-390.png` })
  })
}

const ACCOUNT = {
  en: {
    prefix: '',
    none: 'You do not receive our newsletter at',
    subscribe: 'Subscribe',
    pending: 'We sent a confirmation link to',
    consenting: 'You receive our newsletter at',
    unsubscribe: 'Unsubscribe',
    subject: 'Please confirm your newsletter sign-up',
    confirm: 'Confirm my sign-up',
  },
  zh: {
    prefix: '/zh',
    none: '你未有以',
    subscribe: '訂閱',
    pending: '我們已向',
    consenting: '你正以',
    unsubscribe: '取消訂閱',
    subject: '請確認訂閱電子報',
    confirm: '確認訂閱',
  },
  cn: {
    prefix: '/cn',
    none: '您未以',
    subscribe: '订阅',
    pending: '我们已向',
    consenting: '您正以',
    unsubscribe: '取消订阅',
    subject: '请确认订阅电子报',
    confirm: '确认订阅',
  },
} as const

for (const [locale, lang] of Object.entries(ACCOUNT)) {
  const noScript = locale === 'cn'
  test(`${locale}, 390 px${noScript ? ', without script' : ''}: a member subscribes on the account page, confirms, and unsubscribes`, async ({
    browser,
  }) => {
    test.setTimeout(120_000)
    const email = uniqueEmail(`member-nl-${locale}`)
    // register with script (on a wide screen, where the header shows the account menu), then the
    // toggle at 390 px in a page with or without script
    const context = await browser.newContext()
    const setup = await context.newPage()
    await register(setup, lang.prefix, email)
    await setup.close()
    const page = noScript
      ? await (async () => {
          const bare = await browser.newContext({
            viewport: PHONE,
            javaScriptEnabled: false,
            storageState: await context.storageState(),
          })
          return bare.newPage()
        })()
      : await context.newPage()
    await page.setViewportSize(PHONE)
    const settle = async () => (noScript ? undefined : ready(page))

    await page.goto(`${lang.prefix}/account/notifications`)
    await settle()
    const toggle = page.locator('#main').getByTestId('newsletter-account')
    const status = toggle.getByTestId('newsletter-account-status')
    await expect(status).toContainText(lang.none)
    await expect(status).toContainText(email)
    await toggle.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/account-${locale}-390.png`, fullPage: true })

    await toggle.getByRole('button', { name: lang.subscribe, exact: true }).click()
    await expect(status).toHaveAttribute('data-status', 'PENDING')
    await expect(status).toContainText(lang.pending)
    await page.screenshot({ path: `${SHOTS}/account-pending-${locale}-390.png`, fullPage: true })

    const mail = await mailTo(page, email, lang.subject)
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    await page.goto(linkOf(mail.body, 'confirm'))
    await settle()
    await page.locator('#main').getByRole('button', { name: lang.confirm }).click()
    await expect(page.getByTestId('newsletter-done')).toContainText(email)

    await page.goto(`${lang.prefix}/account/notifications`)
    await settle()
    await expect(status).toHaveAttribute('data-status', 'CONSENTING')
    await expect(status).toContainText(lang.consenting)
    await page.screenshot({ path: `${SHOTS}/account-consenting-${locale}-390.png`, fullPage: true })
    await toggle.getByRole('button', { name: lang.unsubscribe, exact: true }).click()
    await expect(status).toHaveAttribute('data-status', 'NONE')
    await expect(page.locator('#main').getByRole('status').first()).toBeVisible()
    await context.close()
    await page.context().close()
  })
}
