import type { Page, TestInfo } from '@playwright/test'
import { seedId } from '@shop/api/db/seed/catalog-ids'
import { type MessageKey, translate } from '@shop/contract'
import { member, otherBrowser } from './admin-helpers.ts'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { ready, uniqueEmail } from './identity-helpers.ts'

/**
 * Free swatches (issue 30, ADR 071) at phone width: a shopper asks for swatches of a sofa from its
 * product page, staff mark the request sent in the back office, and both e-mails reach the
 * shopper in their language. Chinese (Simplified) is also filled in without script. Texts come
 * from the contract's catalogues.
 */
const PHONE = { width: 390, height: 844 }
const SOFA = seedId('product:SOF-02') // Tai Hang bouclé sofa: ivory, oatmeal
type Code = 'en' | 'zh' | 'cn'
const prefixOf = (code: Code) => (code === 'en' ? '' : `/${code}`)
const say = (code: Code, key: MessageKey, values?: Record<string, string | number>) =>
  translate(code, key, values)

async function look(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true })
  expect(await seriousViolations(page, name)).toEqual([])
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, `${name} is no wider than the phone`).toBeLessThanOrEqual(390)
}

/** Fills everything but the colours and the consent. */
async function fillContactAndAddress(page: Page, code: Code, email: string) {
  const form = page.getByTestId('swatch-form')
  await form.getByLabel(say(code, 'contact.name'), { exact: true }).fill('Lam Ka Yan')
  await form.getByLabel(say(code, 'contact.email'), { exact: true }).fill(email)
  // the one phone rule: spaces, +852 and full-width digits are all taken
  await form.getByLabel(say(code, 'contact.phone'), { exact: true }).fill('+852 ９１２３-４５６７')
  await form.getByLabel(say(code, 'checkout.region'), { exact: true }).selectOption('kowloon')
  await form
    .getByLabel(say(code, 'checkout.district'), { exact: true })
    .selectOption('kowloon-city')
  await form
    .getByLabel(say(code, 'checkout.street'), { exact: true })
    .fill('1 Prince Edward Road West')
  await form.getByLabel(say(code, 'checkout.floor'), { exact: true }).fill('12')
  await form.getByLabel(say(code, 'checkout.accessLift')).check()
}

async function mailbox(page: Page, email: string) {
  await page.goto(`/dev/mailbox?recipient=${encodeURIComponent(email)}`)
  return page.getByTestId('mail')
}

for (const code of ['en', 'zh'] as const) {
  const staffLanguage = code === 'zh' ? '繁體中文' : 'English'
  const marked =
    code === 'zh' ? '已標示為寄出，並已電郵通知顧客。' : 'Marked as sent; the shopper was e-mailed.'
  const markSent = code === 'zh' ? '標示為已寄出' : 'Mark as sent'

  test(`${code}: a shopper requests swatches, staff mark them sent, and both e-mails arrive`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000)
    const email = uniqueEmail(`swatches-${code}`)
    const { page: shopper } = await otherBrowser(browser, PHONE)
    await shopper.goto(`${prefixOf(code)}/shop/main/product/${SOFA}`)
    await ready(shopper)
    await shopper.getByTestId('request-swatches').click()
    await expect(shopper).toHaveURL(/\/swatches\?product=/)
    await ready(shopper)
    const form = shopper.getByTestId('swatch-form')
    const ivory = form.getByLabel(code === 'en' ? 'Ivory' : '象牙白')
    // the colour shown on the product page comes ticked
    await expect(ivory).toBeChecked()
    await ivory.uncheck()
    await fillContactAndAddress(shopper, code, email)
    // no colour and no consent: refused in the shopper's language, nothing typed is lost
    await form.getByRole('button', { name: say(code, 'swatches.submit') }).click()
    await expect(form).toContainText(say(code, 'swatches.errors.chooseColour'))
    await expect(form).toContainText(say(code, 'swatches.errors.consent'))
    await expect(form.getByLabel(say(code, 'contact.email'), { exact: true })).toHaveValue(email)
    await expect(form.getByLabel(say(code, 'contact.name'), { exact: true })).toHaveAttribute(
      'maxlength',
      '100',
    )
    await ivory.check()
    await form.getByLabel(code === 'en' ? 'Oatmeal' : '燕麥色').check()
    await form.getByLabel(say(code, 'swatches.consent')).check()
    await look(shopper, testInfo, `swatches-form-${code}`)
    await form.getByRole('button', { name: say(code, 'swatches.submit') }).click()
    await expect(shopper.getByRole('status').first()).toContainText(say(code, 'swatches.sent'))
    const reference = (await shopper.getByTestId('swatch-reference').innerText()).trim()
    expect(reference).toMatch(/^SW-[0-9A-F]{8}$/)
    await look(shopper, testInfo, `swatches-sent-${code}`)

    // asking again for the same sofa is refused with the reason
    await shopper.goto(`${prefixOf(code)}/swatches?product=${SOFA}`)
    await ready(shopper)
    await fillContactAndAddress(shopper, code, email)
    await form.getByLabel(code === 'en' ? 'Ivory' : '象牙白').check()
    await form.getByLabel(say(code, 'swatches.consent')).check()
    await form.getByRole('button', { name: say(code, 'swatches.submit') }).click()
    await expect(
      shopper
        .getByRole('alert')
        .filter({ hasText: say(code, 'swatches.errors.duplicate') })
        .first(),
    ).toBeVisible()

    const confirmation = (await mailbox(shopper, email)).filter({ hasText: reference })
    await expect(confirmation).toHaveCount(1)
    await expect(confirmation).toContainText(
      code === 'en' ? 'Your free swatches are requested' : '已收到你的免費布辦申請',
    )

    // staff at phone width find the request and mark it sent
    const staff = await member(page, browser, 'Staff', staffLanguage)
    await staff.goto(`/admin/swatch-requests?q=${encodeURIComponent(email)}`)
    await ready(staff)
    const item = staff.getByTestId('swatch-item').filter({ hasText: reference })
    await expect(item).toHaveCount(1)
    await expect(item).toContainText('+852 9123 4567')
    await look(staff, testInfo, `swatches-admin-${code}`)
    await item.getByRole('button', { name: markSent }).click()
    await expect(staff.getByText(marked)).toBeVisible()
    await staff.goto(`/admin/swatch-requests?status=sent&q=${encodeURIComponent(email)}`)
    await expect(staff.getByTestId('swatch-item').filter({ hasText: reference })).toHaveCount(1)

    const sent = (await mailbox(shopper, email)).filter({
      hasText: code === 'en' ? 'Your swatches are in the post' : '你的布辦已寄出',
    })
    await expect(sent).toHaveCount(1)
  })
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE })

  test('cn: the form refuses and keeps what was typed, then sends', async ({ page }, testInfo) => {
    const code = 'cn'
    const email = uniqueEmail('swatches-cn')
    await page.goto(`/cn/swatches?product=${SOFA}`)
    const form = page.getByTestId('swatch-form')
    await fillContactAndAddress(page, code, email)
    await form.getByLabel('燕麦色').check()
    await form.getByRole('button', { name: say(code, 'swatches.submit') }).click()
    // the server's answer: the missing consent named, the rest as typed
    await expect(form).toContainText(say(code, 'swatches.errors.consent'))
    await expect(form.getByLabel(say(code, 'contact.email'), { exact: true })).toHaveValue(email)
    await expect(form.getByLabel('燕麦色')).toBeChecked()
    await expect(form.getByLabel(say(code, 'checkout.street'), { exact: true })).toHaveValue(
      '1 Prince Edward Road West',
    )
    await page.screenshot({
      path: testInfo.outputPath('swatches-refused-cn-390.png'),
      fullPage: true,
    })
    await form.getByLabel(say(code, 'swatches.consent')).check()
    await form.getByRole('button', { name: say(code, 'swatches.submit') }).click()
    await expect(page.getByRole('status').first()).toContainText(say(code, 'swatches.sent'))
    await page.screenshot({ path: testInfo.outputPath('swatches-sent-cn-390.png'), fullPage: true })
    const mail = (await mailbox(page, email)).first()
    await expect(mail).toContainText('已收到您的免费布样申请')
  })
})
