import type { Locator, Page } from '@playwright/test'
import {
  adminLogin,
  docsShot,
  expectNoHorizontalOverflow,
  member,
  OWNER,
  otherBrowser,
  ready,
  saveDelivery,
} from './admin-helpers.ts'
import { seriousViolations } from './axe.ts'
import { deliveryTexts, fillHomeDelivery } from './checkout-helpers.ts'
import { expect, test } from './fixtures.ts'
import { apiLogin, placeOfflineOrder, uniquePhone } from './order-helpers.ts'
import { closeAddedDialog, openFirstProduct } from './shop-helpers.ts'

/**
 * Site settings (issue 27): a manager, in Chinese on a phone, changes the home hero and the shop's
 * address, sees the hero on the home page and the address on an invoice; then, in English on a
 * desktop, finds both changes in the versions and restores the version before them (asked first),
 * which also leaves the shared shop as the other journeys expect it; the owner adds a public
 * holiday and a shopper's checkout no longer offers that day (issue 27, ADR 050); last, a manager
 * changes the site's description and the home page's metadata says it, then puts it back (the
 * carrying fee's journeys are in delivery-fees.spec.ts, run after all others); then a manager, in
 * Chinese on a phone, changes the home page's offers and the footer's links, sees them on the
 * storefront in the three languages and saves the old ones again. Every save makes
 * a settings version and a form saved from an older version is refused, so these journeys run one
 * after the other, in this file only.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
const tag = Date.now().toString(36)
const hero = { en: `Autumn living ${tag}`, zh: `秋日客廳 ${tag}` }
const address = { en: `3/F, 9 Kwun Tong Road, Kowloon ${tag}`, zh: `九龍觀塘道9號3樓 ${tag}` }
let versionBefore = 0

test.describe.configure({ mode: 'serial' })

test('zh, 390 px: a manager changes the home hero and the shop address', async ({
  browser,
  page: owner,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const page = await member(owner, browser, 'Manager', '繁體中文', PHONE)
  await page.goto('/admin/settings')
  await ready(page)
  await expect(page.getByRole('heading', { level: 1, name: '網站設定' })).toBeVisible()
  const seo = page.getByRole('heading', { level: 2, name: '網站標題、描述及頁尾' })
  await seo.scrollIntoViewIfNeeded()
  await expect(seo).toBeVisible()
  await docsShot(page, 'seo-settings-zh-390')
  versionBefore = Number(
    (await page.getByTestId('settings-version').textContent())?.match(/\d+/)?.[0],
  )

  const home = page.getByTestId('settings-home')
  const slide = home.getByRole('group', { name: '第 1 張' })
  await slide.getByLabel('標題（英文）').fill(hero.en)
  await slide.getByLabel('標題（繁體中文）').fill(hero.zh)
  await slide.getByLabel('按鈕文字（英文）').fill('See sofas')
  await slide.getByLabel('按鈕文字（繁體中文）').fill('睇梳化')
  // a link to another site is refused, with what was typed kept
  await slide.getByLabel('連結').fill('https://elsewhere.example')
  await home.getByRole('button', { name: '儲存橫幅' }).click()
  await expect(home.getByRole('alert')).toHaveText('部分欄位需要修改；尚未儲存任何內容。')
  await expect(slide.getByLabel('標題（繁體中文）')).toHaveValue(hero.zh)
  await slide.getByLabel('連結').fill('/shop/main/product?category=sofas')
  // the shop's address is being typed in its own form while the hero is saved
  const shop = page.getByTestId('settings-shop')
  await shop.getByLabel('地址（英文）').fill(address.en)
  await home.getByRole('button', { name: '儲存橫幅' }).click()
  await expect(home.getByRole('status')).toHaveText(`已儲存為第 ${versionBefore + 1} 版。`)
  await expect(page.getByTestId('settings-version')).toContainText(`第 ${versionBefore + 1} 版`)
  // the page read the new version back: only the hero's form shows it, the address typed stays
  await expect(shop.getByLabel('地址（英文）')).toHaveValue(address.en)

  await shop.getByLabel('地址（英文）').fill(address.en)
  await shop.getByLabel('地址（繁體中文）').fill(address.zh)
  await shop.getByLabel('地址（簡體中文）').fill('')
  // a WhatsApp number of letters is refused; the shop's mobile is taken
  await shop.getByLabel('WhatsApp 號碼（選填）').fill('chat to us')
  await shop.getByRole('button', { name: '儲存商店資料' }).click()
  await expect(shop.getByRole('alert')).toHaveText('部分欄位需要修改；尚未儲存任何內容。')
  await expect(shop.getByLabel('地址（英文）')).toHaveValue(address.en)
  await shop.getByLabel('WhatsApp 號碼（選填）').fill('9123 4567')
  await shop.getByRole('button', { name: '儲存商店資料' }).click()
  await expect(shop.getByRole('status')).toHaveText(`已儲存為第 ${versionBefore + 2} 版。`)
  await expect(page.getByTestId('settings-version')).toContainText(`第 ${versionBefore + 2} 版`)
  // the Simplified address was filled by OpenCC
  await expect(shop.getByLabel('地址（簡體中文）')).toHaveValue(`九龙观塘道9号3楼 ${tag}`)
  // a manager sees the payment instructions but cannot change them
  await expect(page.getByRole('button', { name: '儲存付款指示' })).toHaveCount(0)
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'settings-zh-390', true)

  // the home page shows the new hero at once
  await page.goto('/zh')
  await ready(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.zh)

  // and an invoice prints the new address
  const token = await apiLogin(request, null)
  const placed = await placeOfflineOrder(request, baseURL ?? '', { token, phone: uniquePhone() })
  // at once: a page whose render straddled the save never keeps the old address for others
  await page.goto(`/admin/orders/${placed.orderId}/print/invoice`)
  await expect(page.getByTestId('print-invoice')).toContainText(address.en)

  // shoppers can ask about a product on WhatsApp, the product named in the first message
  await openFirstProduct(page, '/zh', 'Aberdeen')
  await expect(page).toHaveURL(/\/zh\/shop\/main\/product\/[0-9a-f-]{36}\//)
  await ready(page)
  const whatsapp = page.getByRole('link', { name: /WhatsApp 查詢/ })
  const productTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  const href = new URL((await whatsapp.getAttribute('href')) ?? '')
  expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/85291234567')
  expect(href.searchParams.get('text')).toContain(productTitle)
  await expect(whatsapp).toHaveAttribute('target', '_blank')
  await page.context().close()
})

test('en, 1440 px: the versions name both changes; restoring asks first', async ({
  browser,
  page: owner,
}) => {
  test.setTimeout(120_000)
  const page = await member(owner, browser, 'Manager', 'English', DESKTOP)
  await page.goto('/admin/settings')
  await ready(page)
  const history = page.getByTestId('settings-history')
  await expect(history.getByRole('listitem').first()).toContainText('Shop details')
  await expect(history.getByRole('listitem').nth(1)).toContainText('Home page hero')
  // the row of the version before both changes (its date follows its number directly in the
  // row's text, so the row is found by its number's own element)
  const before = history
    .getByRole('listitem')
    .filter({ has: page.getByText(`Version ${versionBefore}`, { exact: true }) })
  await before.getByRole('link', { name: 'Restore…' }).click()
  const confirm = page.getByTestId('confirm-restore')
  await expect(confirm).toContainText(`Bring back version ${versionBefore}?`)
  await docsShot(page, 'settings-en-1440', true)
  await confirm.getByRole('button', { name: `Restore version ${versionBefore}` }).click()
  await expect(page.getByRole('status').first()).toHaveText(
    `Version ${versionBefore} is back, as version ${versionBefore + 3}.`,
  )
  await page.goto('/')
  await ready(page)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(hero.en)
  await page.context().close()
})

/** The delivery dates the checkout's date select offers for Wan Chai (ISO dates). */
async function offeredDates(shopper: Page): Promise<string[]> {
  await fillHomeDelivery(shopper, deliveryTexts.en)
  const options = shopper
    .getByTestId('checkout-form')
    .getByLabel(deliveryTexts.en.date, { exact: true })
    .locator('option')
  return (
    await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value))
  ).filter(Boolean)
}

test('en: the owner adds a public holiday and checkout no longer offers that day', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000)
  // a shopper with a sofa in the cart at checkout
  const { page: shopper } = await otherBrowser(browser)
  await openFirstProduct(shopper, '', 'Aberdeen')
  await shopper.getByRole('button', { name: 'Add to cart' }).click()
  await closeAddedDialog(shopper, 'Added to your cart')
  await shopper.goto('/shop/main/cart')
  await shopper.getByRole('button', { name: 'Proceed to checkout' }).click()
  await expect(shopper.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await ready(shopper)
  const before = await offeredDates(shopper)
  // a day in the middle: the other journeys take the first one
  const holiday = before[Math.floor(before.length / 2)]
  if (!holiday) throw new Error('no delivery dates offered')

  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
  await page.goto('/admin/settings')
  await ready(page)
  const form = page.getByTestId('settings-delivery')
  const added = form.getByRole('group', { name: 'Add a holiday' })
  // a day without a name is refused, with the date kept
  await added.getByLabel('Date').fill(holiday)
  await form.getByRole('button', { name: 'Save delivery calendar' }).click()
  await expect(form.getByRole('alert')).toHaveText('Some fields need a look; nothing was saved.')
  await expect(added.getByLabel('Name (English)')).toHaveValue('')
  await expect(form.getByText('Fill this in.').first()).toBeVisible()
  await added.getByLabel('Name (English)').fill(`Make-up day ${tag}`)
  await added.getByLabel('Name (Traditional Chinese)').fill('補假')
  await saveDelivery(form, /^Saved as version \d+\.$/)
  const saved = form
    .getByTestId('holiday-row')
    .filter({ has: page.locator(`input[value="${holiday}"]`) })
  await expect(saved).toHaveCount(1)

  // the shopper's checkout, loaded again, no longer offers the day
  await shopper.reload()
  await expect(shopper.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await ready(shopper)
  const after = await offeredDates(shopper)
  expect(after).not.toContain(holiday)
  expect(after.length).toBe(before.length - 1)

  // the owner takes the holiday off again
  await page.setViewportSize(PHONE)
  await expectNoHorizontalOverflow(page)
  await saved.scrollIntoViewIfNeeded()
  await docsShot(page, 'delivery-settings-en-390')
  await saved.getByLabel('Remove this holiday').check()
  await saveDelivery(form, /^Saved as version \d+\.$/)
  await expect(saved).toHaveCount(0)
  await shopper.context().close()
})

test("en, 390 px: a manager changes the site's description and the home page's metadata follows", async ({
  browser,
  page: owner,
}) => {
  test.setTimeout(150_000)
  const page = await member(owner, browser, 'Manager', 'English', PHONE)
  const openForm = async () => {
    await page.goto('/admin/settings')
    await ready(page)
    return page.getByTestId('settings-seo')
  }
  const description = () => page.locator('meta[name="description"]')
  let form = await openForm()
  const field = () => form.getByLabel('Site description (English)')
  const old = await field().inputValue()
  expect(old).not.toBe('')

  // an empty English title is refused, what was typed kept
  const changed = `Interiors for small Hong Kong flats ${tag}`
  await field().fill(changed)
  await form.getByLabel('Site title (English)').fill('')
  await form.getByRole('button', { name: 'Save title and description' }).click()
  await expect(form.getByRole('alert')).toHaveText('Some fields need a look; nothing was saved.')
  await expect(field()).toHaveValue(changed)
  await expect(form.getByText('Fill this in.')).toBeVisible()
  await form.getByLabel('Site title (English)').fill('Maison Harbour Interiors')
  await form.getByRole('button', { name: 'Save title and description' }).click()
  await expect(form.getByRole('status')).toHaveText(/^Saved as version \d+\.$/)
  await expectNoHorizontalOverflow(page)
  // the whole page: the saved form is drawn again by the page's reload of its data, so a
  // scroll to the old element could find it gone
  await docsShot(page, 'seo-settings-en-390', true)

  await page.goto('/')
  await expect(description()).toHaveAttribute('content', changed)

  // the old description back
  form = await openForm()
  await field().fill(old)
  await form.getByRole('button', { name: 'Save title and description' }).click()
  await expect(form.getByRole('status')).toHaveText(/^Saved as version \d+\.$/)
  await page.goto('/')
  await expect(description()).toHaveAttribute('content', old)
  await page.context().close()
})

test('zh, 390 px: a manager changes the home offers and the footer links; the storefront shows them in en, zh and cn, then they are put back', async ({
  browser,
  page: owner,
  request,
}) => {
  test.setTimeout(240_000)
  const latest = async () => (await request.get('/api/v1/configuration/latest')).json()
  const seeded = await latest()
  const page = await member(owner, browser, 'Manager', '繁體中文', PHONE)
  const openSettings = async () => {
    await page.goto('/admin/settings')
    await ready(page)
  }
  const saved = async (form: Locator, button: string) => {
    await form.getByRole('button', { name: button }).click()
    await expect(form.getByRole('status')).toHaveText(/^已儲存為第 \d+ 版。$/)
  }
  const offer = { en: `Winter rugs ${tag}`, zh: `溫暖冬日 ${tag}`, cn: `温暖冬日 ${tag}` }
  const group = { en: `Trade ${tag}`, zh: `商業客戶 ${tag}`, cn: `商业客户 ${tag}` }
  await openSettings()

  // the offers: a banner without English and linking elsewhere is refused, what was typed kept
  let banners = page.getByTestId('settings-banners')
  let added = banners.getByRole('group', { name: '新增推介' })
  await added.getByLabel('標題（繁體中文）').fill(offer.zh)
  await added.getByLabel('內文（繁體中文）').fill('羊毛地氈，冬天更暖。')
  await added.getByLabel('連結').fill('https://elsewhere.example')
  await banners.getByRole('button', { name: '儲存優惠推介' }).click()
  await expect(banners.getByRole('alert')).toHaveText('部分欄位需要修改；尚未儲存任何內容。')
  await expect(added.getByLabel('標題（繁體中文）')).toHaveValue(offer.zh)
  await expect(
    added.getByText('請輸入以 / 開頭的商店內地址，例如 /shop/main/product。'),
  ).toBeVisible()
  await expect(added.getByText('請填寫此欄。').first()).toBeVisible()
  await added.getByLabel('標題（英文）').fill(offer.en)
  await added.getByLabel('內文（英文）').fill('Wool underfoot, warmer winters.')
  await added.getByLabel('連結').fill('/shop/main/product?category=rugs')
  await added.getByLabel('陶土色').check()
  // the renovation banner goes; no question asked, the form only
  await banners.getByRole('group', { name: '推介 2' }).getByLabel('移除此推介').check()
  await saved(banners, '儲存優惠推介')
  banners = page.getByTestId('settings-banners')
  const second = banners.getByRole('group', { name: '推介 2' })
  await expect(second.getByLabel('標題（英文）')).toHaveValue(offer.en)
  // Simplified filled with OpenCC
  await expect(second.getByLabel('標題（簡體中文）')).toHaveValue(offer.cn)
  await second.scrollIntoViewIfNeeded()
  await docsShot(page, 'banners-settings-zh-390')

  // the footer: a script as a link is refused, what was typed kept
  let footer = page.getByTestId('settings-footer')
  const newGroup = footer.getByRole('group', { name: '新增分組' })
  await newGroup.getByLabel('分組標題（英文）').fill(group.en)
  await newGroup.getByLabel('分組標題（繁體中文）').fill(group.zh)
  const tradeLink = newGroup.getByRole('group', { name: '新增連結' })
  await tradeLink.getByLabel('連結文字（英文）').fill('Trade programme')
  await tradeLink.getByLabel('連結文字（繁體中文）').fill('商業計劃')
  await tradeLink.getByLabel('地址').fill('javascript:alert(1)')
  await footer.getByRole('button', { name: '儲存頁尾連結' }).click()
  await expect(footer.getByRole('alert')).toHaveText('部分欄位需要修改；尚未儲存任何內容。')
  await expect(
    tradeLink.getByText('請輸入以 / 開頭的商店頁面，或 https:// 開頭的地址。'),
  ).toBeVisible()
  await expect(newGroup.getByLabel('分組標題（英文）')).toHaveValue(group.en)
  await tradeLink.getByLabel('地址').fill('https://trade.example.hk/')
  // YouTube out, WhatsApp in
  await footer.getByRole('group', { name: '社交連結 3' }).getByLabel('移除此社交連結').check()
  const social = footer.getByRole('group', { name: '新增社交連結' })
  await social.getByLabel('平台').selectOption('WhatsApp')
  await social.getByLabel('地址').fill('https://wa.me/85223456789')
  await saved(footer, '儲存頁尾連結')
  footer = page.getByTestId('settings-footer')
  await expect(
    footer.getByRole('group', { name: '第 4 組' }).getByLabel('分組標題（簡體中文）'),
  ).toHaveValue(group.cn)
  await expectNoHorizontalOverflow(page)
  expect(await seriousViolations(page, 'settings')).toEqual([])
  await footer.getByRole('group', { name: '第 4 組' }).scrollIntoViewIfNeeded()
  await docsShot(page, 'footer-settings-zh-390')

  // the storefront, in each language, at once
  for (const [prefix, code] of [
    ['/', 'en'],
    ['/zh', 'zh'],
    ['/cn', 'cn'],
  ] as const) {
    await page.goto(prefix)
    await ready(page)
    const offers = page.getByTestId('home-offers')
    await expect(offers.getByRole('link')).toHaveCount(2)
    await expect(offers.getByRole('link').nth(1)).toContainText(offer[code])
    await expect(offers.getByRole('link').nth(1)).toHaveAttribute(
      'href',
      `${prefix === '/' ? '' : prefix}/shop/main/product?category=rugs`,
    )
    await expect(offers).not.toContainText(seeded.home.banners[1].title[code])
    await offers.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/back-office/home-offers-${code}-390.png` })
    const trade = page.locator('footer').getByRole('navigation', { name: group[code] })
    await expect(trade.getByRole('link')).toHaveAttribute('href', 'https://trade.example.hk/')
    await expect(page.locator('footer').getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/85223456789',
    )
    await expect(page.locator('footer').getByRole('link', { name: 'YouTube' })).toHaveCount(0)
    await trade.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/back-office/footer-${code}-390.png` })
  }

  // put back as they were: the renovation banner typed again, the group and WhatsApp removed
  await openSettings()
  banners = page.getByTestId('settings-banners')
  const renovation = seeded.home.banners[1]
  await banners.getByRole('group', { name: '推介 2' }).getByLabel('移除此推介').check()
  added = banners.getByRole('group', { name: '新增推介' })
  for (const [language, label] of [
    ['en', '英文'],
    ['zh', '繁體中文'],
    ['cn', '簡體中文'],
  ] as const) {
    await added.getByLabel(`標題（${label}）`).fill(renovation.title[language])
    await added.getByLabel(`內文（${label}）`).fill(renovation.text[language])
  }
  await added.getByLabel('連結').fill(renovation.link)
  await added.getByLabel('鼠尾草綠').check()
  await saved(banners, '儲存優惠推介')
  footer = page.getByTestId('settings-footer')
  await footer
    .getByRole('group', { name: '第 4 組' })
    .getByLabel('儲存時移除此分組及其連結')
    .check()
  await footer.getByRole('group', { name: '社交連結 3' }).getByLabel('移除此社交連結').check()
  const youtube = footer.getByRole('group', { name: '新增社交連結' })
  await youtube.getByLabel('平台').selectOption('YouTube')
  await youtube.getByLabel('地址').fill(seeded.footer.social_media[2].url)
  await saved(footer, '儲存頁尾連結')
  const after = await latest()
  expect(after.home.banners).toEqual(seeded.home.banners)
  expect(after.footer.sections).toEqual(seeded.footer.sections)
  expect(after.footer.social_media).toEqual(seeded.footer.social_media)
  await page.context().close()
})
