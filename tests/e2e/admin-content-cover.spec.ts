import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { docsShot, expectNoHorizontalOverflow, member, ready } from './admin-helpers.ts'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

/**
 * Back office, content (issue 27, ADR 049): a manager uploads a journal post's cover from a
 * desktop in English (a file that is not a picture is refused first, nothing typed is lost),
 * publishes it and finds the cover on /blog in the three languages, then removes the cover and
 * the list and the article show none; a manager on a phone in
 * Chinese edits the FAQ's questions in two tabs, and the later save is told, keeps its text and
 * replaces the newer version only when saved again.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
const stamp = Date.now().toString(36)

const photo = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#b98a5e' } })
    .jpeg()
    .toBuffer()

/** Polls the storefront (its page cache keeps a page a few seconds) until `check` holds. */
async function onShop(page: Page, path: string, check: () => Promise<number>) {
  await expect
    .poll(
      async () => {
        await page.goto(path)
        return check()
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0)
}

test('en, 1440 px: a cover uploaded, a bad file refused, the post on /blog in three languages', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(180_000)
  const page = await member(owner, browser, 'Manager', 'English', DESKTOP)
  const title = `Reading corners ${stamp}`
  await page.goto('/admin/content/posts/new')
  await ready(page)
  const form = page.getByTestId('content-form')
  await form.getByLabel('Title (English)').fill(title)
  await form.getByLabel('Title (Traditional Chinese)').fill(`閱讀角落 ${stamp}`)
  await form.getByLabel('Excerpt (English)').fill('A lamp, a chair and a shelf.')
  await form.getByLabel('Excerpt (Traditional Chinese)').fill('一盞燈、一張椅、一個書架。')
  await form.getByLabel('Text (English)').fill('<p>Start with the light.</p>')
  await form.getByLabel('Address', { exact: true }).fill(`reading-corners-${stamp}`)
  await form.getByRole('checkbox', { name: 'Small-space living' }).check()
  await form.getByLabel('State').selectOption({ label: 'Published' })

  // not a picture: refused on the cover field, what was typed stays
  const upload = form.getByLabel('Upload a cover picture')
  await expect(upload).toHaveAttribute('accept', 'image/*')
  await upload.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('these are notes, not a picture'),
  })
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'This file is not a picture: use JPEG, PNG, WebP or HEIF.',
  )
  await expect(form.getByLabel('Upload a cover picture')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Title (English)')).toHaveValue(title)

  await form
    .getByLabel('Upload a cover picture')
    .setInputFiles({ name: 'corner.jpg', mimeType: 'image/jpeg', buffer: await photo() })
  await form.getByLabel('Cover description (English)').fill('An armchair under a brass lamp')
  await form.getByLabel('Cover description (Traditional Chinese)').fill('黃銅燈下的扶手椅')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Post written (version 1).')
  await expect(page.getByTestId('content-status')).toHaveText('Published')
  const cover = page.getByTestId('cover-now')
  await expect(cover).toHaveAttribute('src', /\/images\/cover-[0-9a-f-]{36}\.jpg\?width=320$/)
  await expect(cover).toHaveAttribute('alt', 'An armchair under a brass lamp')
  const file = (await cover.getAttribute('src'))?.match(/cover-[^?]+/)?.[0] ?? ''
  // the preview shows the cover as the article will, described in the language picked
  const preview = page.getByTestId('content-preview')
  await expect(preview.getByTestId('preview-cover')).toHaveAttribute('src', new RegExp(file))
  await preview.getByRole('link', { name: 'Simplified Chinese', exact: true }).click()
  await expect(preview.getByTestId('preview-cover')).toHaveAttribute('alt', '黄铜灯下的扶手椅')
  const id = page.url().match(/\/admin\/content\/posts\/([0-9a-f-]{36})/)?.[1] ?? ''
  expect(await seriousViolations(page)).toEqual([])
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'content-cover-en-1440', true)

  const visitor = await browser.newPage({ viewport: DESKTOP })
  for (const [prefix, alt] of [
    ['', 'An armchair under a brass lamp'],
    ['/zh', '黃銅燈下的扶手椅'],
    ['/cn', '黄铜灯下的扶手椅'],
  ] as const) {
    const card = visitor
      .getByTestId('post-list')
      .locator('article')
      .filter({ has: visitor.locator(`a[href*="/blog/${id}/"]`) })
    await onShop(visitor, `${prefix}/blog`, () => card.count())
    const picture = card.locator('img')
    await expect(picture).toHaveAttribute('src', new RegExp(`${file}\\?width=640$`))
    await expect(picture).toHaveAttribute('srcset', new RegExp(`${file}\\?width=360 360w`))
    await expect(picture).toHaveJSProperty('complete', true)
    await card.getByTestId('post-link').click()
    const article = visitor.getByTestId('post-article')
    const shown = article.locator(`img[src*="${file}"]`)
    await expect(shown).toHaveAttribute('alt', alt)
    await expect(shown).toHaveAttribute('srcset', new RegExp(`${file}\\?width=1600 1600w`))
    // decoded once loaded (a busy machine may not have it yet when the page is ready)
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
  }

  // the cover removed on save: the list and the article show none, and no broken picture
  await page.getByLabel('Remove the cover when saved (the post shows no picture)').check()
  await page.getByTestId('content-form').getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved as version 2.')
  await expect(page.getByTestId('cover-now')).toHaveCount(0)
  await expect(page.getByLabel('Or one of the journal’s pictures')).toHaveValue('')
  await expect(page.getByTestId('content-preview').getByTestId('preview-cover')).toHaveCount(0)
  const card = visitor
    .getByTestId('post-list')
    .locator('article')
    .filter({ has: visitor.locator(`a[href*="/blog/${id}/"]`) })
  await expect
    .poll(
      async () => {
        await visitor.goto('/blog')
        return (await card.count()) === 1 && (await card.locator('img').count()) === 0
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  await card.screenshot({ path: 'test-results/back-office/blog-card-without-cover-en.png' })
  await card.getByTestId('post-link').click()
  await expect(visitor.getByTestId('post-article')).toContainText('Start with the light.')
  await visitor.screenshot({ path: 'test-results/back-office/post-without-cover-en.png' })
  await expect(visitor.getByTestId('post-cover')).toHaveCount(0)
  // nothing drawn in the article's place: no picture at all, so none broken
  await expect(visitor.getByTestId('post-article').locator('img')).toHaveCount(0)
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/brand\/og-image\.svg$/,
  )
  await visitor.close()
})

test('zh, 390 px: two tabs edit the FAQ; the later save is told, keeps its text, then replaces', async ({
  page: owner,
  browser,
}) => {
  test.setTimeout(180_000)
  const first = await member(owner, browser, 'Manager', '繁體中文', PHONE)
  const second = await first.context().newPage()
  await second.setViewportSize(PHONE)
  const mine = `可以預約晚上送貨嗎？（${stamp}）`
  const theirs = `陳列室星期日開放嗎？（${stamp}）`
  for (const tab of [first, second]) {
    await tab.goto('/admin/content/pages/faq')
    await ready(tab)
  }

  /** Fills the blank entry at the end of the questions. */
  async function addQuestion(tab: Page, question: string, answer: string) {
    const entry = tab.getByTestId('section-item-new')
    await entry.locator('summary').click()
    await entry.getByLabel('問題（英文）').fill(`Question ${stamp}`)
    await entry.getByLabel('問題（繁體中文）').fill(question)
    await entry.getByLabel('答案（繁體中文）').fill(`<p>${answer}</p>`)
  }

  await addQuestion(first, theirs, '星期日上午十一時至下午六時。')
  await first.getByRole('button', { name: '儲存', exact: true }).click()
  await expect(first.getByRole('status')).toContainText('已儲存為第')
  const newer = (await first.getByRole('status').textContent())?.match(/第 (\d+) 版/)?.[1] ?? ''

  // the second tab was opened before that save
  await addQuestion(second, mine, '可以，晚上七時至十時。')
  await second.getByRole('button', { name: '儲存', exact: true }).click()
  const stale = second.getByTestId('content-stale')
  await expect(stale).toContainText(`有人儲存了第 ${newer} 版`)
  await expect(stale.getByRole('link', { name: `在新分頁打開第 ${newer} 版` })).toHaveAttribute(
    'href',
    '/admin/content/pages/faq',
  )
  const kept = second.getByTestId('section-item').filter({ hasText: mine })
  await expect(kept).toHaveCount(1)
  await expect(kept.getByLabel('問題（繁體中文）')).toHaveValue(mine)
  await expectNoHorizontalOverflow(second)
  await docsShot(second, 'content-stale-zh-390', true)

  // saving again replaces the newer version on purpose
  await second.getByRole('button', { name: '儲存', exact: true }).click()
  await expect(second.getByRole('status')).toHaveText(`已儲存為第 ${Number(newer) + 1} 版。`)
  await expect(second.getByTestId('content-stale')).toHaveCount(0)
  expect(await seriousViolations(second)).toEqual([])

  const visitor = await browser.newPage({ viewport: PHONE })
  const question = visitor.getByTestId('faq-item').filter({ hasText: mine })
  await onShop(visitor, '/zh/faq', () => question.count())
  await expect(visitor.getByTestId('faq-item').filter({ hasText: theirs })).toHaveCount(0)
  await question.locator('summary').click()
  await expect(question).toContainText('可以，晚上七時至十時。')
  await onShop(visitor, '/cn/faq', () =>
    visitor
      .getByTestId('faq-item')
      .filter({ hasText: `可以预约晚上送货吗？（${stamp}）` })
      .count(),
  )
  await visitor.close()
})
