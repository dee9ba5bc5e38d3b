import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { seedId } from '@shop/api/db/seed/catalog-ids'
import { hkClock, hkDate } from '@shop/contract/client'
import { MAIN_STORE_ID } from '@shop/contract/constants'
import {
  adminLogin,
  docsShot,
  expectNoHorizontalOverflow,
  invite,
  OWNER,
  otherBrowser,
  ready,
  STAFF_PASSWORD,
  uniqueStaffEmail,
} from './admin-helpers.ts'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

/**
 * Back office, consultations (issue 17): staff find a booking (made through the API as a shopper
 * would) in the calendar and move it, and the customer's e-mail says so; a manager working in
 * Chinese closes a showroom for a day and the shoppers' slots of that day are gone. On a phone.
 */
const PHONE = { width: 390, height: 844 }
const STORE = `/api/v1/stores/${MAIN_STORE_ID}`
// the seeded consultation "Showroom design consultation" (SRV-01): its three formats
const VARIANT = {
  SHOWROOM: seedId('variant:SRV-01:0:-'),
  VIDEO: seedId('variant:SRV-01:1:-'),
}

type Day = { date: string; slots: { starts_at: string }[] }

async function slots(request: APIRequestContext, variant: string, query = ''): Promise<Day[]> {
  const answer = await request.get(`${STORE}/consultations/${variant}/slots?days=28&${query}`)
  expect(answer.ok()).toBe(true)
  return (await answer.json()).days
}

/** A guest books a video consultation in the first free slot; answers the booking. */
async function bookVideo(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v1/auth/login', {
    data: { type: 'TEMP' },
    headers: { 'x-store-locale': 'en' },
  })
  const token = (await login.json()).token as string
  const first = (await slots(request, VARIANT.VIDEO)).flatMap((d) => d.slots)[0]
  if (!first) throw new Error('no free video slot')
  const answer = await request.post(`${STORE}/bookings`, {
    headers: { authorization: `Bearer ${token}`, 'x-store-locale': 'en' },
    data: {
      variant_id: VARIANT.VIDEO,
      starts_at: first.starts_at,
      flat: { size_sqft: 540, rooms: 2, style: 'Calm, light oak', address: '' },
      contact: { name: 'Chan Mei Ling', area_code: '852', phone: '', email },
      payment_method: 'FPS',
      terms_accepted: true,
      success_url: `${new URL(login.url()).origin}/shop/main/result/success`,
      cancel_url: `${new URL(login.url()).origin}/shop/main/result/cancelled`,
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  return (await answer.json()).booking as {
    _id: string
    starts_at: string
    order_reference: string
  }
}

async function mailSubjects(page: Page, email: string): Promise<string[]> {
  const answer = await page.request.get(`/api/v1/dev/outbox?recipient=${encodeURIComponent(email)}`)
  return ((await answer.json()).data as { subject: string }[]).map((m) => m.subject)
}

/** The owner invites a manager working in Chinese, who accepts on a phone. */
async function chineseManager(page: Page, browser: Browser): Promise<Page> {
  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
  const link = await invite(page, {
    email: uniqueStaffEmail('studio-manager'),
    name: '何經理',
    role: 'Manager',
    language: '繁體中文',
  })
  const { page: manager } = await otherBrowser(browser, PHONE)
  await manager.goto(link)
  await ready(manager)
  await manager.getByLabel('密碼', { exact: true }).fill(STAFF_PASSWORD)
  await manager.getByLabel('再次輸入密碼').fill(STAFF_PASSWORD)
  await manager.getByRole('button', { name: '設定密碼並登入' }).click()
  await expect(manager.getByRole('heading', { level: 1, name: '概覽' })).toBeVisible({
    timeout: 30_000,
  })
  return manager
}

test('en: staff see a booking in the calendar, move it to another free time, and the customer is e-mailed', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = `calendar-${Date.now()}@example.hk`
  const booking = await bookVideo(page.request, email)
  const day = hkDate(booking.starts_at)

  await page.setViewportSize(PHONE)
  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
  const menu = page.getByTestId('admin-menu')
  await menu.getByText('Menu', { exact: true }).click()
  await menu.getByRole('link', { name: 'Calendar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible()
  await menu.locator('summary').click()

  // the day of the booking: a list on the phone, the booking with its time and customer
  await page.goto(`/admin/calendar?view=day&date=${day}`)
  await ready(page)
  const item = page.getByTestId('calendar-booking').filter({ hasText: booking.order_reference })
  await expect(item).toContainText('Chan Mei Ling')
  await expect(item).toContainText(`${hkClock(booking.starts_at)}–`)
  await expect(item).toContainText('Video call')
  await expect(item).toContainText('Deposit not paid')
  await expectNoHorizontalOverflow(page)
  expect(await seriousViolations(page)).toEqual([])
  await docsShot(page, 'calendar-390', true)

  await item.click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Booking ${booking.order_reference}` }),
  ).toBeVisible()
  await ready(page)
  const details = page.getByTestId('booking-details')
  await expect(details).toContainText(email)
  await expect(details).toContainText('540 sq ft, 2 rooms')
  await expectNoHorizontalOverflow(page)
  expect(await seriousViolations(page)).toEqual([])
  await docsShot(page, 'booking-390', true)

  // move it to another free time: the page says so, the calendar and the customer's mail follow
  const move = page.getByTestId('booking-move')
  const choice = move.getByLabel('New time').locator('option').nth(3)
  const newStart = (await choice.getAttribute('value')) as string
  await move.getByLabel('New time').selectOption(newStart)
  await move.getByRole('button', { name: 'Move booking' }).click()
  await expect(page.getByRole('status').first()).toHaveText(
    'Booking moved. The customer has been e-mailed.',
  )
  await expect(details).toContainText(`${hkClock(newStart)}–`)
  await expect(page.getByTestId('booking-status')).toContainText('Moved 1 times')
  await expect
    .poll(() => mailSubjects(page, email))
    .toContain(`Your consultation has moved (${booking.order_reference})`)

  // a wide screen shows the week as a grid, the booking on its new day
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/admin/calendar?view=week&date=${hkDate(newStart)}`)
  await ready(page)
  await expect(
    page
      .getByTestId(`calendar-day-${hkDate(newStart)}`)
      .getByTestId('calendar-booking')
      .filter({ hasText: booking.order_reference }),
  ).toContainText(`${hkClock(newStart)}–`)
  await docsShot(page, 'calendar-week')
})

test('zh: a manager closes a showroom for a day and the shoppers no longer see that day’s times', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const info = await (await page.request.get(`${STORE}/design-services`)).json()
  const kwunTong = (info.showrooms as { _id: string; code: string }[]).find(
    (s) => s.code === 'kwun-tong',
  )?._id as string
  const query = `showroom_id=${kwunTong}`
  const days = await slots(page.request, VARIANT.SHOWROOM, query)
  // a day a couple of weeks ahead, so the other journeys' bookings are not in the way
  const open = days.filter((d) => d.slots.length > 0).at(-2)
  if (!open) throw new Error('no open day')

  const manager = await chineseManager(page, browser)
  const menu = manager.getByTestId('admin-menu')
  await menu.getByText('選單', { exact: true }).click()
  await menu.getByRole('link', { name: '工作室時間' }).click()
  await expect(manager.getByRole('heading', { level: 1, name: '工作室時間' })).toBeVisible()
  await menu.locator('summary').click()
  await ready(manager)

  const form = manager.getByTestId('add-closure')
  // a last day before the first is refused on that field, and what was typed stays
  await form.getByLabel('休息').selectOption({ label: '觀塘工作室' })
  await form.getByLabel('由').fill(open.date)
  await form.getByLabel('至（包括當日）').fill(days[0]?.date as string)
  await form.getByLabel('英文原因').fill('Stocktaking')
  await form.getByLabel('繁體中文原因').fill('盤點')
  await form.getByLabel('簡體中文原因').fill('盘点')
  await form.getByRole('button', { name: '新增休息日' }).click()
  await expect(form.getByRole('alert')).toHaveText('請更正以下標示的欄位')
  await expect(form.getByLabel('至（包括當日）')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('至（包括當日）')).toHaveAccessibleDescription(
    '最後一日要在第一日或之後（最多一年）',
  )
  await expect(form.getByLabel('英文原因')).toHaveValue('Stocktaking')

  await form.getByLabel('至（包括當日）').fill(open.date)
  await form.getByRole('button', { name: '新增休息日' }).click()
  await expect(form.getByRole('status')).toHaveText('已新增休息日。')
  const listed = manager.getByTestId('closures').getByRole('listitem').filter({ hasText: '盤點' })
  await expect(listed).toContainText(open.date)
  await expect(listed).toContainText('觀塘工作室')

  // the shoppers' times of that day at that showroom are gone at once
  const after = await slots(page.request, VARIANT.SHOWROOM, query)
  expect(after.find((d) => d.date === open.date)?.slots).toEqual([])
  await expectNoHorizontalOverflow(manager)
  expect(await seriousViolations(manager)).toEqual([])
  await docsShot(manager, 'studio-zh-390', true)

  // hours that overlap are refused on the field they are about
  const week = manager.getByTestId(/^week-showroom:/).first()
  await manager.getByText('觀塘工作室 的每週時間').click()
  await week.getByLabel('星期一: 開始').fill('10:00')
  await week.getByLabel('星期一: 結束').fill('14:00')
  await week.getByLabel('星期一 · 第二段時間: 開始').fill('13:00')
  await week.getByLabel('星期一 · 第二段時間: 結束').fill('18:00')
  await week.getByRole('button', { name: '儲存時間' }).click()
  await expect(week.getByRole('alert')).toHaveText('請更正以下標示的欄位')
  await expect(week.getByLabel('星期一 · 第二段時間: 開始')).toHaveAttribute('aria-invalid', 'true')
  await expect(week.getByText('這段時間與同日另一段重疊')).toBeVisible()
  expect(await seriousViolations(manager)).toEqual([])
  await expectNoHorizontalOverflow(manager)
})

test('en, without JavaScript: staff cancel a booking with a reason, and the customer’s e-mail gives it', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  const email = `cancel-${Date.now()}@example.hk`
  const booking = await bookVideo(page.request, email)
  // a browser of its own, from another network address (as fixtures.ts does for each journey)
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: PHONE,
    extraHTTPHeaders: { 'x-forwarded-for': `10.9.${Date.now() % 250}.${(Date.now() >> 8) % 250}` },
  })
  const plain = await context.newPage()
  await plain.goto('/admin/login')
  await plain.getByLabel('E-mail').fill(OWNER.email)
  await plain.getByLabel('Password').fill(OWNER.password)
  await plain.getByRole('button', { name: 'Sign in' }).click()
  await expect(plain.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  await plain.goto(`/admin/calendar/${booking._id}`)
  const cancel = plain.getByTestId('booking-cancel')
  await cancel.getByLabel('Reason (sent to the customer)').fill('Our designer is unwell that day')
  await cancel.getByRole('button', { name: 'Cancel booking' }).click()
  await expect(plain.getByRole('status').first()).toHaveText(
    'Booking cancelled. The customer has been told.',
  )
  await expect(plain.getByTestId('booking-status')).toContainText('Cancelled')
  await expect(plain.getByTestId('booking-details')).toContainText(
    'Our designer is unwell that day',
  )
  // nothing is left to do on a cancelled booking
  await expect(plain.getByTestId('booking-move')).toHaveCount(0)
  await expect
    .poll(async () => {
      const answer = await page.request.get(
        `/api/v1/dev/outbox?recipient=${encodeURIComponent(email)}`,
      )
      const mails = (await answer.json()).data as { subject: string; body: string }[]
      return mails.find((m) => m.subject.startsWith('Your consultation is cancelled'))?.body ?? ''
    })
    .toContain('Reason: Our designer is unwell that day')
  await context.close()
})
