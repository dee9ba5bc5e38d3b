import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { seedId } from '@shop/api/db/seed/catalog-ids'
import { MAIN_STORE_ID } from '@shop/contract/constants'
import { docsShot, expectNoHorizontalOverflow, member, ready } from './admin-helpers.ts'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'

/**
 * Showrooms and designers in the back office (issues 27 and 30, ADR 054): a manager working in
 * Chinese on a phone adds a showroom and a designer based there and sets their weeks; a shopper
 * then finds the showroom in the footer, on the contact page and among the booking's places.
 * A manager in English cannot make the designer inactive while a booking lies ahead, and closing
 * the showroom asks for a confirmation, after which the shop no longer names it.
 */
const STORE = `/api/v1/stores/${MAIN_STORE_ID}`
const WIDE = { width: 1440, height: 900 }
const WEEKDAYS = ['星期一', '星期二', '星期三', '星期四', '星期五', '星期六']

async function consultationId(request: APIRequestContext): Promise<string> {
  const list = await request.get(
    `${STORE}/product-management/products/filter?categories=design-consultation&per_page=50`,
  )
  const products: { _id: string; title: { en: string } }[] = (await list.json()).data
  const found = products.find((p) => p.title.en === 'Showroom design consultation')
  if (!found) throw new Error('no seeded consultation')
  return found._id
}

/** Opens a week of the studio page and fills Monday to Saturday 10:00–18:00. */
async function fillWeek(page: Page, name: string) {
  const title = page.getByRole('heading', { level: 3, name: `${name} 的每週時間` })
  await title.click()
  const form = page.getByRole('form', { name: `${name} 的每週時間` })
  for (const day of WEEKDAYS) {
    await form.getByLabel(`${day}: 開始`, { exact: true }).fill('10:00')
    await form.getByLabel(`${day}: 結束`, { exact: true }).fill('18:00')
  }
  await form.getByRole('button', { name: '儲存時間' }).click()
  await expect(page.getByRole('status').first()).toContainText(name)
}

test('zh on a phone: a manager adds a showroom and a designer; a shopper sees the showroom in the footer, on the contact page and in booking', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  const tag = randomUUID().slice(0, 6)
  const roomEn = `Tai Koo studio ${tag}`
  const roomZh = `太古工作室 ${tag}`
  const designer = `Fion Lam ${tag}`
  const manager = await member(page, browser, 'Manager', '繁體中文')

  // the showroom: a refused form keeps what was typed and names the field
  await manager.goto('/admin/showrooms')
  await ready(manager)
  await expect(manager.getByRole('heading', { level: 1, name: '陳列室' })).toBeVisible()
  const form = manager.getByTestId('showroom-new')
  await form.getByLabel('英文名稱').fill(roomEn)
  await form.getByLabel('繁體中文名稱').fill(roomZh)
  await form.getByLabel('英文地址').fill('Shop 3, 1 Tai Koo Shing Road, Quarry Bay')
  await form.getByLabel('繁體中文地址').fill('鰂魚涌太古城道1號3號舖')
  await form.getByLabel('地區').selectOption({ label: '東區' })
  await form.getByLabel('顯示給顧客的電話').fill('phone me')
  await form.getByRole('button', { name: '新增' }).click()
  await expect(manager.getByTestId('showroom-new').getByRole('alert')).toHaveText(
    '只可使用數字、空格、+、- 及括號',
  )
  const again = manager.getByTestId('showroom-new')
  await expect(again.getByLabel('英文名稱')).toHaveValue(roomEn)
  await again.getByLabel('顯示給顧客的電話').fill('+852 2345 6720')
  await again.getByLabel('英文營業時間（文字）').fill('Mon–Sat 10:00–18:00')
  await again.getByLabel('繁體中文營業時間').fill('星期一至六 10:00–18:00')
  await again.getByRole('button', { name: '新增' }).click()
  await expect(manager.getByRole('status').first()).toHaveText('已新增。')
  const row = manager.getByTestId('showroom-row').filter({ hasText: roomZh })
  await expect(row).toContainText('鰂魚涌太古城道1號3號舖')
  await expect(row).toContainText('+852 2345 6720')
  await expectNoHorizontalOverflow(manager)
  expect(await seriousViolations(manager)).toEqual([])
  await docsShot(manager, 'showrooms-390-zh', true)

  // the designer based there; not offered until their week is set
  await manager.goto('/admin/designers')
  await ready(manager)
  const team = manager.getByTestId('designer-new')
  await team.getByLabel('姓名').fill(designer)
  await team.getByLabel('英文職銜').fill('Interior designer')
  await team.getByLabel('繁體中文職銜').fill('室內設計師')
  await team.getByLabel('陳列室（陳列室諮詢）').selectOption({ label: roomZh })
  await team.getByRole('checkbox', { name: '東區' }).check()
  await team.getByRole('button', { name: '新增' }).click()
  await expect(manager.getByRole('status').first()).toHaveText('已新增。')
  const person = manager.getByTestId('designer-row').filter({ hasText: designer })
  await expect(person).toContainText('室內設計師')
  await expect(person.getByTestId('no-hours')).toContainText('尚未設定每週時間')
  await expectNoHorizontalOverflow(manager)
  expect(await seriousViolations(manager)).toEqual([])
  await docsShot(manager, 'designers-390-zh', true)

  await person.getByRole('link', { name: '設定每週時間' }).click()
  await expect(manager.getByRole('heading', { level: 1, name: '工作室時間' })).toBeVisible()
  await ready(manager)
  await fillWeek(manager, roomZh)
  await fillWeek(manager, designer)

  // a shopper: the footer and the contact page name it, booking offers it with free times
  const shopperContext = await browser.newContext({ viewport: WIDE })
  const shopper = await shopperContext.newPage()
  await shopper.goto('/contact-us')
  await expect(shopper.getByTestId('contact-showroom').filter({ hasText: roomEn })).toContainText(
    'Mon–Sat 10:00–18:00',
  )
  await expect(shopper.getByTestId('footer-showrooms')).toContainText(roomEn)
  await expect(shopper.getByTestId('footer-showrooms')).toContainText('Wong Chuk Hang showroom')
  expect(await seriousViolations(shopper)).toEqual([])
  await docsShot(shopper, 'contact-showrooms-1440', true)
  await shopper.goto(`/shop/main/product/${await consultationId(shopper.request)}/book`)
  const place = shopper.getByRole('radio', { name: new RegExp(roomEn) })
  await expect(place).toBeVisible()
  await expect(shopper.getByRole('radio', { name: /Wong Chuk Hang showroom/ })).toBeVisible()
  await shopperContext.close()
})

test('en: a designer with a booking ahead cannot be made inactive; closing a showroom asks first and the shop stops naming it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  const tag = randomUUID().slice(0, 6)
  const roomEn = `Mong Kok corner ${tag}`
  const manager = await member(page, browser, 'Manager', 'English', WIDE)

  await manager.goto('/admin/showrooms')
  await ready(manager)
  const form = manager.getByTestId('showroom-new')
  await form.getByLabel('Name in English').fill(roomEn)
  await form.getByLabel('Name in Simplified Chinese').fill(`旺角角落 ${tag}`)
  await form.getByLabel('Address in English').fill('2/F, 8 Argyle Street, Mong Kok')
  await form.getByLabel('Address in Traditional Chinese').fill('旺角亞皆老街8號2樓')
  await form.getByLabel('District').selectOption({ label: 'Yau Tsim Mong' })
  await form.getByRole('button', { name: 'Add' }).click()
  await expect(manager.getByRole('status').first()).toHaveText('Added.')
  const row = manager.getByTestId('showroom-row').filter({ hasText: roomEn })
  // the Traditional name was filled from the Simplified one
  await row.getByRole('link', { name: /Edit/ }).click()
  const edit = manager.getByTestId('showroom-edit')
  await expect(edit.getByLabel('Name in Traditional Chinese')).toHaveValue(`旺角角落 ${tag}`)

  // close it: asked first, then gone from the footer
  await edit.getByRole('checkbox', { name: 'Active (offered to customers)' }).uncheck()
  await edit.getByRole('button', { name: 'Save' }).click()
  const asked = manager.getByTestId('showroom-edit')
  await expect(asked.getByRole('alert')).toContainText('Make this inactive?')
  await asked.getByRole('checkbox', { name: 'Yes, make it inactive' }).check()
  await asked.getByRole('button', { name: 'Save' }).click()
  await expect(manager.getByRole('status').first()).toHaveText('Saved.')
  await expect(manager.getByTestId('showroom-row').filter({ hasText: roomEn })).toContainText(
    'Inactive',
  )
  const shopperContext = await browser.newContext({ viewport: WIDE })
  const shopper = await shopperContext.newPage()
  await shopper.goto('/contact-us')
  await expect(shopper.getByTestId('footer-showrooms')).toContainText('Wong Chuk Hang showroom')
  await expect(shopper.getByTestId('footer-showrooms')).not.toContainText(roomEn)
  await shopperContext.close()

  // a seeded designer with a booking ahead: refused, naming how many to move
  const login = await manager.request.post('/api/v1/auth/login', {
    data: { type: 'TEMP' },
    headers: { 'x-store-locale': 'en' },
  })
  const token = (await login.json()).token as string
  const videoId = seedId('variant:SRV-01:1:-')
  const days = (
    await (await manager.request.get(`${STORE}/consultations/${videoId}/slots?days=28`)).json()
  ).days as {
    slots: { starts_at: string }[]
  }[]
  const slot = days.flatMap((d) => d.slots).at(-1)
  if (!slot) throw new Error('no free video slot')
  const booked = await manager.request.post(`${STORE}/bookings`, {
    headers: { authorization: `Bearer ${token}`, 'x-store-locale': 'en' },
    data: {
      variant_id: videoId,
      starts_at: slot.starts_at,
      flat: { size_sqft: 500, rooms: 2, style: 'Warm', address: '' },
      contact: {
        name: 'Lee Ka Yan',
        area_code: '852',
        phone: '',
        email: `designer-${tag}@example.hk`,
      },
      payment_method: 'FPS',
      terms_accepted: true,
      success_url: `${new URL(login.url()).origin}/shop/main/result/success`,
      cancel_url: `${new URL(login.url()).origin}/shop/main/result/failed`,
    },
  })
  expect(booked.status()).toBe(201)
  const name = (await booked.json()).booking.designer.name as string

  await manager.goto('/admin/designers')
  await ready(manager)
  const person = manager.getByTestId('designer-row').filter({ hasText: name })
  await person.getByRole('link', { name: /Edit/ }).click()
  const editDesigner = manager.getByTestId('designer-edit')
  await editDesigner.getByRole('checkbox', { name: 'Active (offered to customers)' }).uncheck()
  await editDesigner.getByRole('button', { name: 'Save' }).click()
  await manager
    .getByTestId('designer-edit')
    .getByRole('checkbox', { name: 'Yes, make it inactive' })
    .check()
  await manager.getByTestId('designer-edit').getByRole('button', { name: 'Save' }).click()
  await expect(manager.getByTestId('designer-edit').getByRole('alert')).toContainText(
    /Bookings ahead with this designer: \d+\. Move or cancel them in the calendar first\./,
  )
  await expect(manager.getByTestId('designer-row').filter({ hasText: name })).toContainText(
    'Active',
  )
  expect(await seriousViolations(manager)).toEqual([])
  await docsShot(manager, 'designer-bookings-refused-1440', true)
})
