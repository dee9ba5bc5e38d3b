import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { hkDate } from '@shop/contract/client'
import { adminLogin, OWNER, otherBrowser, ready } from './admin-helpers.ts'
import { deliveryTexts } from './checkout-helpers.ts'
import { expect, test } from './fixtures.ts'
import { register } from './identity-helpers.ts'
import { staffLogin } from './order-helpers.ts'

/**
 * Design services end to end (issue 17, "Done when"): a guest books a home visit for a Sha Tin
 * flat, pays the deposit by test card, gets the e-mail with the .ics and reschedules; signs up
 * and keeps the booking; staff find it in the calendar and write a two-installment quotation
 * after the visit; the customer accepts it, and cancels a second quotation with a reason, which
 * staff see. The pieces have their own journeys (consultation, admin-studio, quotations); this
 * one strings them together in one customer's story. Staff work in English.
 */
const STORE = '/api/v1/stores/6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0001'

const texts = {
  en: {
    prefix: '',
    cta: 'Book a consultation',
    homeVisitVariant: 'Home visit · 2 hours',
    district: 'Your district',
    shaTin: 'Sha Tin',
    size: 'Size (sq ft)',
    rooms: 'Rooms',
    address: 'Address of the visit',
    name: 'Your name',
    phone: 'Phone number',
    email: 'E-mail',
    online: 'Credit or debit card',
    book: 'Book',
    gateway: { number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'Security code (CVC)' },
    gatewayName: 'Name on card',
    pay: 'Pay',
    booked: 'Your consultation is booked',
    openOrder: 'Open your order page',
    confirmed: 'Confirmed',
    reschedule: 'Reschedule',
    moveHere: 'Move to this time',
    moved: 'Your consultation was moved',
    homeVisit: 'Home visit',
    orderLink: (reference: string) => `Order ${reference}`,
    viewQuotation: (reference: string) => `Open quotation ${reference}`,
    waiting: 'Waiting for your reply',
    accept: 'Accept this quotation',
    acceptYes: 'Yes, accept version 1',
    acceptDone: 'Quotation accepted',
    accepted: 'Accepted',
    projectStage: 'Stage: Design',
    requestLink: 'Request a quotation',
    requestSize: 'Size (sq ft)',
    requestRooms: 'Number of rooms',
    wishes: 'What would you like done?',
    submit: 'Send request',
    received: 'Request received',
    cancel: 'Cancel quotation',
    cancelYes: 'Yes, cancel the quotation',
    cancelReason: 'Why do you cancel?',
    reason: 'We will do the bathroom next year.',
    cancelDone: 'Quotation cancelled',
    cancelled: 'Cancelled',
    // the quotation's own language, in the staff editor (whose labels are English)
    language: 'English',
  },
  zh: {
    prefix: '/zh',
    cta: '預約設計諮詢',
    homeVisitVariant: '上門 · 2小時',
    district: '你的地區',
    shaTin: '沙田區',
    size: '面積（平方呎）',
    rooms: '房間數目',
    address: '上門地址',
    name: '姓名',
    phone: '電話號碼',
    email: '電郵',
    online: '信用卡或扣賬卡',
    book: '確認預約',
    gateway: { number: '卡號', expiry: '到期日（月/年）', cvc: '安全碼（CVC）' },
    gatewayName: '持卡人姓名',
    pay: '付款',
    booked: '已預約設計諮詢',
    openOrder: '開啟你的訂單頁面',
    confirmed: '已確認',
    reschedule: '更改時間',
    moveHere: '改到此時間',
    moved: '已更改諮詢時間',
    homeVisit: '上門度尺',
    orderLink: (reference: string) => `訂單 ${reference}`,
    viewQuotation: (reference: string) => `查看報價 ${reference}`,
    waiting: '等待你的回覆',
    accept: '接受此報價',
    acceptYes: '確認接受第 1 版',
    acceptDone: '已接受報價',
    accepted: '已接受',
    projectStage: '階段：設計',
    requestLink: '索取報價',
    requestSize: '面積（平方呎）',
    requestRooms: '房間數目',
    wishes: '你希望我們做甚麼？',
    submit: '提交要求',
    received: '已收到你的要求',
    cancel: '取消報價',
    cancelYes: '確認取消報價',
    cancelReason: '取消原因',
    reason: '浴室明年才裝修。',
    cancelDone: '報價已取消',
    cancelled: '已取消',
    language: 'Traditional Chinese',
  },
} as const

/** The seeded consultation product (the design-consultation category's first service). */
async function consultationId(request: APIRequestContext): Promise<string> {
  const list = await request.get(
    `${STORE}/product-management/products/filter?categories=design-consultation&per_page=50`,
  )
  const products: { _id: string; title: { en: string } }[] = (await list.json()).data
  const found = products.find((p) => p.title.en === 'Showroom design consultation')
  if (!found) throw new Error('no seeded consultation')
  return found._id
}

/** Client-side choices need the page hydrated (the root marks `<html data-hydrated>`). */
async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/**
 * Opens the `n`-th day with free times of a slot picker and picks a time one in from its start
 * (en) or its end (zh); answers the day (YYYY-MM-DD, Hong Kong).
 */
async function pickTime(picker: Locator, n: number, code: 'en' | 'zh'): Promise<string> {
  const day = picker
    .locator('details')
    .filter({ has: picker.page().locator('label') })
    .nth(n)
  const date = (await day.getAttribute('data-day')) ?? ''
  if ((await day.getAttribute('open')) === null) await day.locator('summary').click()
  const times = day.locator('label')
  await expect(times.first()).toBeVisible()
  await (code === 'en' ? times.nth(1) : times.nth(-2)).click()
  return date
}

for (const code of ['en', 'zh'] as const) {
  const l = texts[code]
  test.describe(`design services (${code})`, () => {
    test.setTimeout(180_000)

    test('a guest books and pays a Sha Tin home visit, reschedules, signs up keeping it; staff quote from the calendar; the customer accepts one quotation and cancels another with a reason', async ({
      page,
      browser,
    }) => {
      const pageErrors: string[] = []
      page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`))

      // --- a guest books a home visit for a Sha Tin flat and pays the deposit by test card
      await page.goto(`${l.prefix}/shop/main/product/${await consultationId(page.request)}`)
      await hydrated(page)
      await page.getByText(l.homeVisitVariant, { exact: true }).click()
      await page.getByRole('link', { name: l.cta }).click()
      await expect(page).toHaveURL(/\/book\?variant=/)
      await hydrated(page)
      await page.getByLabel(l.district).selectOption({ label: l.shaTin })
      await expect(page).toHaveURL(/district=sha-tin/)
      const form = page.getByTestId('booking-form')
      // en and zh run side by side, and beside consultation.spec.ts (which books the first two
      // days at their ends): the third day with free times, one time in from either end
      await expect(form.locator('details[open] label').first()).toBeVisible()
      await pickTime(form.getByTestId('slot-picker'), 2, code)
      await form.getByLabel(l.size).fill('620')
      await form.getByLabel(l.rooms).fill('3')
      await form.getByLabel(l.address).fill('Flat 12A, Block 3, City One, Sha Tin')
      const email = `services-${code}-${randomUUID().slice(0, 8)}@example.hk`
      await form.getByLabel(l.name).fill('Wong Siu Ming')
      await form.getByLabel(l.phone).fill('61234567')
      await form.getByLabel(l.email).fill(email)
      await form.getByRole('radio', { name: l.online }).check()
      await form.getByRole('checkbox', { name: deliveryTexts[code].terms }).check()
      await form.getByRole('button', { name: l.book, exact: true }).click()

      await expect(page).toHaveURL(/\/payments\/test-gateway\/sessions\//)
      await page.getByLabel(l.gateway.number).fill('4242 4242 4242 4242')
      await page.getByLabel(l.gateway.expiry).fill('12/39')
      await page.getByLabel(l.gateway.cvc).fill('123')
      await page.getByLabel(l.gatewayName).fill('Wong Siu Ming')
      await page.getByRole('button', { name: l.pay, exact: true }).click()
      await expect(page).toHaveURL(/\/result\/appointment\/success\?reference=/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.booked)
      const reference = new URL(page.url()).searchParams.get('reference') ?? ''
      expect(reference).not.toBe('')

      // --- the confirmation e-mail carries the calendar entry
      const mailbox = await page.context().newPage()
      await mailbox.goto(`/dev/mailbox?recipient=${encodeURIComponent(email)}`)
      const attachment = mailbox.getByTestId('mail-attachment').first()
      await expect(attachment).toHaveText('consultation.ics')
      const [download] = await Promise.all([mailbox.waitForEvent('download'), attachment.click()])
      expect(await readFile((await download.path()) ?? '', 'utf8')).toContain('BEGIN:VEVENT')
      await mailbox.close()

      // --- the guest moves the visit to a later day, from the order page
      await page.getByRole('link', { name: l.openOrder }).click()
      const panel = page.getByTestId('booking-panel')
      await expect(panel.getByTestId('booking-status')).toHaveText(l.confirmed)
      const before = (await panel.getByTestId('booking-time').textContent()) ?? ''
      await hydrated(page)
      await panel.getByRole('link', { name: l.reschedule }).click()
      const move = panel.getByTestId('reschedule-form')
      const day = await pickTime(move, 3, code)
      await move.getByRole('button', { name: l.moveHere }).click()
      await expect(panel.getByTestId('booking-answer')).toContainText(l.moved)
      await expect(panel.getByTestId('booking-time')).not.toHaveText(before)

      // --- the guest signs up; the booking stays in the account
      await register(page, l.prefix, email, 'Wong Siu Ming')
      await page.goto(`${l.prefix}/account/consultations`)
      const mine = page.getByTestId('consultations').getByRole('listitem')
      await expect(mine).toHaveCount(1)
      await expect(mine).toContainText(l.homeVisit)
      await expect(mine).toContainText(l.confirmed)
      const startsAt = (await mine.locator('time').getAttribute('datetime')) ?? ''
      expect(hkDate(startsAt)).toBe(day)
      await mine.getByRole('link', { name: l.orderLink(reference) }).click()
      await expect(page.getByTestId('booking-panel').getByTestId('booking-status')).toHaveText(
        l.confirmed,
      )

      // --- staff find the visit in the calendar on its (new) day and write the quotation
      const { context: office, page: staff } = await otherBrowser(browser)
      await adminLogin(staff, OWNER.email, OWNER.password)
      await expect(staff).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
      await staff.goto(`/admin/calendar?view=day&date=${hkDate(startsAt)}`)
      await ready(staff)
      const item = staff.getByTestId('calendar-booking').filter({ hasText: reference })
      await expect(item).toContainText('Wong Siu Ming')
      await expect(item).toContainText('Home visit')
      await item.click()
      await expect(
        staff.getByRole('heading', { level: 1, name: `Booking ${reference}` }),
      ).toBeVisible()
      await ready(staff)
      await staff.getByTestId('write-quotation').click()
      await expect(staff).toHaveURL(/\/admin\/quotations\/[0-9a-f-]{36}$/)
      await ready(staff)
      // the address changes before the new page renders: wait for its own heading
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(/QT-\d{6}-/)
      const quoteRef = ((await staff.getByRole('heading', { level: 1 }).textContent()) ?? '').trim()
      expect(quoteRef).not.toBe('')
      const editor = staff.getByTestId('quotation-editor')
      const lines = [
        { category: 'Carpentry', en: 'Built-in wardrobe, oak veneer', zh: '橡木飾面嵌入式衣櫃' },
        { category: 'Electrical', en: 'Rewire the living room', zh: '客廳重新佈線' },
      ]
      for (const [n, line] of lines.entries()) {
        const row = staff.getByTestId('quotation-line').nth(n)
        await row.getByLabel('Category').selectOption({ label: line.category })
        await row.getByLabel(`Description (${l.language})`).fill(line[code])
        if (code === 'zh') await row.getByLabel('Description (English)').fill(line.en)
        await row.getByLabel('Qty').fill(n === 0 ? '1' : '2')
        await row.getByLabel('Unit price (HKD)').fill(n === 0 ? '38000' : '6000')
      }
      await editor.getByLabel('First installment as').selectOption({
        label: 'Percentage of the total',
      })
      await editor.getByLabel('First installment', { exact: true }).fill('40')
      await editor.getByLabel(`Terms (${l.language})`).fill('Works start within 14 days.')
      await expect(editor.getByTestId('quotation-estimate')).toContainText('HK$50,000')
      await editor.locator('button[value=issue]').click()
      await expect(
        staff.getByRole('status').filter({ hasText: 'Version 1 issued' }).first(),
      ).toBeVisible()

      // --- the customer opens it under "My quotations" and accepts it
      await page.goto(`${l.prefix}/shop/project/order`)
      await page.getByRole('link', { name: l.viewQuotation(quoteRef) }).click()
      await expect(page).toHaveURL(/\/shop\/project\/order\/[0-9a-f-]{36}$/)
      await ready(page)
      await expect(page.getByTestId('quotation-status')).toHaveText(l.waiting)
      await expect(page.getByTestId('quotation-total')).toHaveText('HK$50,000')
      await expect(page.getByTestId('first-installment')).toHaveText('HK$20,000')
      await expect(page.getByTestId('second-installment')).toHaveText('HK$30,000')
      await expect(
        page.getByTestId('quotation-lines').getByText(lines[0]?.[code] ?? ''),
      ).toBeVisible()
      await page.getByText(l.accept).click()
      await page.getByRole('button', { name: l.acceptYes }).click()
      await expect(page.getByRole('status').filter({ hasText: l.acceptDone }).first()).toBeVisible()
      // the accepted quotation is now a project (issue 18); the quotation stays readable
      await expect(page.getByTestId('project-stage')).toHaveText(l.projectStage)
      await page.goto(`${new URL(page.url()).pathname}?view=quotation`)
      await expect(page.getByTestId('quotation-status')).toHaveText(l.accepted)

      // --- another quotation: the customer asks through the request form, staff issue it
      await page.goto(`${l.prefix}/shop/project/order`)
      await page.getByRole('link', { name: l.requestLink }).first().click()
      await expect(page).toHaveURL(/\/shop\/project\/order\/new$/)
      await ready(page)
      const request = page.getByTestId('quotation-request-form')
      await request.getByLabel(l.requestSize).fill('620')
      await request.getByLabel(l.requestRooms).fill('3')
      await request.getByLabel(l.wishes).fill('Renovate the two bathrooms.')
      await request.getByRole('button', { name: l.submit }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.received)
      const second = new URL(page.url()).searchParams.get('quotation') ?? ''
      expect(second).toMatch(/^[0-9a-f-]{36}$/)
      // (writing a quotation in the editor is shown above; this one is issued through the API)
      const token = await staffLogin(staff.request)
      const issued = await staff.request.post(`/api/v1/admin/quotations/${second}/versions`, {
        headers: { authorization: `Bearer ${token}` },
        data: {
          lines: [
            {
              category: 'plumbing',
              description: { en: 'Two bathrooms', zh: '兩個浴室', cn: '两个浴室' },
              qty: 2,
              unit_price: '45000.00',
            },
          ],
          first_installment: { percent: 50 },
          valid_until: new Date(Date.now() + 14 * 86_400_000).toISOString(),
          terms: { en: 'Bathrooms only.', zh: '只限浴室。', cn: '只限浴室。' },
        },
      })
      expect(issued.status(), await issued.text()).toBe(201)

      // --- the customer cancels that one with a reason
      await page.goto(`${l.prefix}/shop/project/order/${second}`)
      await ready(page)
      await expect(page.getByTestId('quotation-status')).toHaveText(l.waiting)
      await expect(page.getByTestId('quotation-total')).toHaveText('HK$90,000')
      await page.getByText(l.cancel, { exact: true }).click()
      await page.getByTestId('cancel-quotation').getByLabel(l.cancelReason).fill(l.reason)
      await page.getByRole('button', { name: l.cancelYes }).click()
      await expect(page.getByRole('status').filter({ hasText: l.cancelDone }).first()).toBeVisible()
      await expect(page.getByTestId('quotation-status')).toHaveText(l.cancelled)

      // --- staff see it cancelled with the reason, and the first one accepted
      await staff.goto(`/admin/quotations/${second}`)
      await expect(staff.getByTestId('quotation-cancelled')).toHaveText(
        `Cancelled by the customer: ${l.reason}`,
      )
      await staff.goto('/admin/quotations?status=accepted')
      await expect(staff.getByRole('link', { name: quoteRef })).toBeVisible()
      await office.close()
      expect(pageErrors).toEqual([])
    })
  })
}
