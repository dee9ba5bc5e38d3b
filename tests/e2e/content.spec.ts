import { expect, test } from './fixtures.ts'
import { ready, register, uniqueEmail } from './identity-helpers.ts'

/** Journal, contact form and content pages in English and Traditional Chinese (spec §2, §4, §7). */
const locales = [
  {
    code: 'en',
    prefix: '',
    like: 'Like this article',
    unlike: 'Unlike this article',
    sent: 'Thank you. We have received your message',
    receipt: 'We have received your enquiry',
    required: 'This field is required',
    footer: 'Customer care',
    terms: ['Payment terms', 'Refund policy', 'Privacy policy', 'Terms & conditions', 'Disclaimer'],
  },
  {
    code: 'zh',
    prefix: '/zh',
    like: '喜歡這篇文章',
    unlike: '取消喜歡',
    sent: '多謝你的訊息',
    receipt: '我們已收到你的查詢',
    required: '此欄必須填寫',
    footer: '顧客服務',
    terms: ['付款條款及收費', '退款政策', '私隱政策', '條款及細則', '免責聲明'],
  },
] as const

const TERMS_SLUGS = [
  'payment-terms-and-special-fees',
  'refund-policy',
  'privacy-policy',
  'terms-and-conditions',
  'disclaimer',
]

for (const locale of locales) {
  const { code, prefix } = locale

  test(`${code}: a visitor reads a post and is invited to sign in`, async ({ page }) => {
    await page.goto(`${prefix}/blog`)
    await expect(page.getByTestId('post-list').getByTestId('post-link')).toHaveCount(10)
    await page.getByTestId('next-page').click()
    await expect(page).toHaveURL(/page=2/)
    // the seeded two, and any post a back-office journey beside this one has just published
    await expect(page.getByTestId('post-list').getByTestId('post-link').nth(1)).toBeVisible()
    await page.getByTestId('post-link').first().click()
    await expect(page.getByTestId('post-article').locator('h1')).toBeVisible()
    await expect(page.getByTestId('sign-in-invite')).toBeVisible()
    await expect(page.getByTestId('like-button')).toHaveCount(0)
    await expect(page.getByTestId('related-posts')).toBeVisible()
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent()
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Article' })
  })

  test(`${code}: a member likes, unlikes and comments on a post`, async ({ page }) => {
    test.setTimeout(90_000)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await register(page, prefix, uniqueEmail(`blog-${code}`), 'Siu Ming')
    await page.goto(`${prefix}/blog?q=terrazzo&category=material-care`)
    await page.getByTestId('post-link').first().click()
    await ready(page)
    const like = page.getByTestId('like-button')
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    // other journeys may like the same post at the same time: the count rises by one from here
    const before = Number((await page.getByTestId('like-count').textContent())?.match(/\d+/)?.[0])
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.ok())
    await like.click()
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    await expect(like).toContainText(locale.unlike)
    await expect(page.getByTestId('like-count')).toContainText(String(before + 1))
    await saved
    await page.reload()
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'true')

    // the liked post is listed in the account
    const postUrl = page.url()
    await page.goto(`${prefix}/account/liked-posts`)
    await expect(page.getByTestId('liked-posts').getByTestId('post-link')).toHaveCount(1)
    await page.goto(postUrl)
    await ready(page)
    const unsaved = page.waitForResponse((r) => r.request().method() === 'POST' && r.ok())
    await page.getByTestId('like-button').click()
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByTestId('like-button')).toContainText(locale.like)
    await unsaved
    await page.reload()
    await expect(page.getByTestId('like-button')).toHaveAttribute('aria-pressed', 'false')

    // a comment shows at once and stays once accepted; markup in it stays text
    await ready(page)
    const form = page.getByTestId('comment-form')
    await form.locator('textarea').fill('   ')
    await form.locator('button[type=submit]').click()
    await expect(page.getByTestId('toast-error')).toContainText(locale.required)
    const text = `Sealed ours last spring <img src=x onerror=alert(1)> ${code}`
    await form.locator('textarea').fill(text)
    await form.locator('button[type=submit]').click()
    const comment = page.getByTestId('comment').filter({ hasText: text })
    await expect(comment).toHaveAttribute('data-status', 'ACTIVE')
    await expect(comment).toContainText('Siu Ming')
    await expect(form.locator('textarea')).toHaveValue('')
    await page.reload()
    await expect(page.getByTestId('comment').filter({ hasText: text })).toHaveCount(1)
    await expect(page.locator('[data-testid="comments"] img')).toHaveCount(0)
    expect(dialogs).toEqual([])
  })

  test(`${code}: an enquiry reaches the team and the sender gets a receipt`, async ({ page }) => {
    const email = uniqueEmail(`enquiry-${code}`)
    await page.goto(`${prefix}/contact-us`)
    await expect(page.getByTestId('store-address').first()).not.toBeEmpty()
    await expect(page.getByTestId('directions-link').first()).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    )
    // the honeypot is out of reach of people and screen readers
    await expect(page.getByRole('textbox', { name: /empty|留空/ })).toHaveCount(0)
    await ready(page)
    const form = page.getByTestId('enquiry-form')
    await form.locator('input[name=name]').fill('Chan Siu Ming')
    await form.locator('input[name=email]').fill(email)
    await form.locator('input[name=subject]').fill(`Study renovation ${code}`)
    await form.locator('button[type=submit]').click()
    await expect(page.getByTestId('toast-error')).toContainText(locale.required)
    await form.locator('textarea[name=description]').fill('We would like a quote for a study.')
    await form.locator('button[type=submit]').click()
    await expect(page.getByRole('status')).toContainText(locale.sent)

    await page.goto(`/dev/mailbox?recipient=${encodeURIComponent(email)}`)
    await expect(page.getByTestId('mail').first()).toContainText(locale.receipt)
    await page.goto('/dev/mailbox?recipient=hello%40maisonharbour.hk')
    await expect(
      page.getByTestId('mail').filter({ hasText: `Study renovation ${code}` }),
    ).toHaveCount(1)
  })

  test(`${code}: every terms page opens from the footer`, async ({ page }) => {
    await page.goto(prefix || '/')
    for (const [i, title] of locale.terms.entries()) {
      const footer = page.locator('footer').getByRole('navigation', { name: locale.footer })
      await footer.getByRole('link', { name: title }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/${TERMS_SLUGS[i]}$`))
      await expect(page.getByTestId(`content-${TERMS_SLUGS[i]}`).locator('h1')).toBeVisible()
      await expect(page.locator('.rich-text h2').first()).toBeVisible()
    }
  })

  test(`${code}: the FAQ opens and closes each answer`, async ({ page }) => {
    await page.goto(`${prefix}/faq`)
    const first = page.getByTestId('faq-item').first()
    await expect(first).not.toHaveAttribute('open')
    await first.locator('summary').click()
    await expect(first).toHaveAttribute('open')
    await page.goto(`${prefix}/about-us`)
    await expect(page.getByTestId('section-team').locator('li')).toHaveCount(4)
    await expect(page.getByTestId('section-testimonials').locator('figure')).toHaveCount(3)
  })
}

test('without JavaScript the journal filters and pages through the URL', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/blog')
  await page.getByLabel('Keyword').fill('水磨石')
  await page.getByRole('button', { name: 'Show articles' }).click()
  await expect(page).toHaveURL(/q=%E6%B0%B4%E7%A3%A8%E7%9F%B3/)
  await expect(page.getByTestId('post-list').getByTestId('post-link')).toHaveCount(2)
  await context.close()
})
