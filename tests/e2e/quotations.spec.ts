import type { APIRequestContext, Browser, Page } from '@playwright/test'
import {
  adminLogin,
  docsShot,
  expectNoHorizontalOverflow,
  invite,
  OWNER,
  otherBrowser,
  STAFF_PASSWORD,
  uniqueStaffEmail,
} from './admin-helpers.ts'
import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { PASSWORD, ready, register, uniqueEmail } from './identity-helpers.ts'
import { apiLogin, staffLogin } from './order-helpers.ts'

/**
 * Renovation quotations (issue 17; spec §2 `shop/project/order/{id}`, §4 "cancel quotation"):
 * a signed-up customer asks for a quotation, staff write a two-installment version in the
 * back office, the customer accepts it; another is cancelled with a reason; an expired one
 * cannot be accepted. Customers on a 390 px phone; screenshots of each page to look at.
 */
const PHONE = { width: 390, height: 844 }
const API = '/api/v1'
const STORE = `${API}/stores/6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0001`

/** Screenshots of the customer's pages (not committed) and of the back office (docsShot). */
const customerShot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/quotations/${name}.png`, fullPage: true })

const TEXTS = {
  en: {
    prefix: '',
    request: 'Request a quotation',
    size: 'Size (sq ft)',
    rooms: 'Number of rooms',
    wishes: 'What would you like done?',
    name: 'Name',
    submit: 'Send request',
    required: 'This field is required',
    received: 'Request received',
    mine: 'My quotations',
    requested: 'Requested: we are preparing it',
    waiting: 'Waiting for your reply',
  },
  zh: {
    prefix: '/zh',
    request: '索取報價',
    size: '面積（平方呎）',
    rooms: '房間數目',
    wishes: '你希望我們做甚麼？',
    name: '姓名',
    submit: '提交要求',
    required: '此欄必須填寫',
    received: '已收到你的要求',
    mine: '我的報價',
    requested: '已提交：我們正在準備報價',
    waiting: '等待你的回覆',
  },
  cn: {
    prefix: '/cn',
    request: '索取报价',
    size: '面积（平方尺）',
    rooms: '房间数目',
    wishes: '您希望我们做什么？',
    name: '姓名',
    submit: '提交要求',
    required: '此栏必须填写',
    received: '已收到您的要求',
    mine: '我的报价',
    requested: '已提交：我们正在准备报价',
    waiting: '等待您的回复',
  },
} as const
type Lang = keyof typeof TEXTS

/** A quotation-type service product of the seed (its page links to the request form). */
async function quotationProduct(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`${STORE}/product-management/products/filter?per_page=100`)
  const products: { _id: string; service_type: string | null }[] = (await answer.json()).data
  const found = products.find((p) => p.service_type === 'quotation')
  expect(found, 'a quotation service in the seed').toBeTruthy()
  return (found as { _id: string })._id
}

/**
 * The customer signs up, opens a quotation service and asks for a quotation. An empty size is
 * refused first, in the page's language, with the wishes kept. Answers the quotation's id.
 */
async function requestQuotation(page: Page, lang: Lang, email: string, wishes: string) {
  const l = TEXTS[lang]
  // signed up on a wide screen (the account menu folds away on a phone), then on the phone
  await register(page, l.prefix, email)
  await page.setViewportSize(PHONE)
  await page.goto(`${l.prefix}/shop/main/product/${await quotationProduct(page.request)}`)
  await ready(page)
  await page.getByRole('link', { name: l.request }).click()
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/shop/project/order/new$`))
  await ready(page)
  const form = page.getByTestId('quotation-request-form')
  // a member's form starts with their name
  await expect(form.getByLabel(l.name)).toHaveValue('May Chan')
  await form.getByLabel(l.rooms).fill('3')
  await form.getByLabel(l.wishes).fill(wishes)
  await form.getByRole('button', { name: l.submit }).click()
  await expect(form.getByText(l.required)).toBeVisible()
  await expect(form.getByLabel(l.wishes)).toHaveValue(wishes)
  await customerShot(page, `request-${lang}`)
  await form.getByLabel(l.size).fill('650')
  await form.getByRole('button', { name: l.submit }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.received)
  const id = new URL(page.url()).searchParams.get('quotation') ?? ''
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  await page.getByTestId('quotations-link').click()
  const row = page.getByTestId('quotation-row')
  await expect(row).toHaveCount(1)
  await expect(row.getByTestId('quotation-status')).toHaveText(l.requested)
  await customerShot(page, `list-${lang}`)
  return id
}

/** A back-office member of the Staff role working in Chinese, in a phone-sized browser. */
async function chineseStaff(page: Page, browser: Browser): Promise<Page> {
  await adminLogin(page, OWNER.email, OWNER.password)
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
  const link = await invite(page, {
    email: uniqueStaffEmail('quotations'),
    name: '黃設計師',
    role: 'Staff',
    language: '繁體中文',
  })
  const { page: staff } = await otherBrowser(browser, PHONE)
  await staff.goto(link)
  await ready(staff)
  await staff.getByLabel('密碼', { exact: true }).fill(STAFF_PASSWORD)
  await staff.getByLabel('再次輸入密碼').fill(STAFF_PASSWORD)
  await staff.getByRole('button', { name: '設定密碼並登入' }).click()
  await expect(staff.getByRole('heading', { level: 1, name: '概覽' })).toBeVisible({
    timeout: 30_000,
  })
  return staff
}

type Line = { category: string; description: string; qty: string; price: string }

/** Fills line `n` of the editor (labels of the staff member's language). */
async function fillLine(page: Page, n: number, line: Line, labels: typeof EDITOR.en) {
  const row = page.getByTestId('quotation-line').nth(n)
  await row.getByLabel(labels.category).selectOption({ label: line.category })
  await row.getByLabel(labels.description).fill(line.description)
  await row.getByLabel(labels.qty).fill(line.qty)
  await row.getByLabel(labels.price).fill(line.price)
}

const EDITOR = {
  en: {
    category: 'Category',
    description: 'Description (English)',
    qty: 'Qty',
    price: 'Unit price (HKD)',
    firstKind: 'First installment as',
    percent: 'Percentage of the total',
    first: 'First installment',
    terms: 'Terms (English)',
    required: 'This field is required',
  },
  zh: {
    category: '類別',
    description: '說明（英文）',
    qty: '數量',
    price: '單價（港幣）',
    firstKind: '第一期款項計算方式',
    percent: '總額百分比',
    first: '第一期款項',
    terms: '條款（繁體中文）',
    required: '此欄必須填寫',
  },
}

/** Staff open the quotation from "To write" and issue version 1 with two lines at 40 % first. */
async function writeQuotation(staff: Page, reference: string, lang: 'en' | 'zh') {
  const e = EDITOR[lang]
  await staff.goto(`/admin/quotations?status=requested`)
  await ready(staff)
  await staff.getByRole('link', { name: reference }).click()
  await ready(staff)
  const editor = staff.getByTestId('quotation-editor')
  await fillLine(
    staff,
    0,
    {
      category: lang === 'en' ? 'Carpentry' : '木工',
      description: 'Built-in wardrobe, oak veneer',
      qty: '1',
      price: '38000',
    },
    e,
  )
  await fillLine(
    staff,
    1,
    {
      category: lang === 'en' ? 'Electrical' : '電工',
      description: 'Rewire the living room',
      qty: '2',
      price: '',
    },
    e,
  )
  await editor.getByLabel(e.firstKind).selectOption({ label: e.percent })
  await editor.getByLabel(e.first, { exact: true }).fill('40')
  await editor
    .getByLabel(e.terms)
    .fill(
      lang === 'en'
        ? 'Works start within 14 days of the first installment.'
        : '收到第一期款項後 14 天內開工。',
    )
  // a line without its price is refused next to it, and nothing typed is lost
  await editor.locator('button[value=issue]').click()
  const second = staff.getByTestId('quotation-line').nth(1)
  await expect(second.getByText(e.required)).toBeVisible()
  await expect(staff.getByTestId('quotation-line').nth(0).getByLabel(e.description)).toHaveValue(
    'Built-in wardrobe, oak veneer',
  )
  await expect(second.getByLabel(e.description)).toHaveValue('Rewire the living room')
  await second.getByLabel(e.price).fill('6000')
  await expect(editor.getByTestId('quotation-estimate')).toContainText('HK$50,000')
  await expectNoHorizontalOverflow(staff)
  await docsShot(staff, `quotation-editor-${lang}`, true)
  await editor.locator('button[value=issue]').click()
  await expect(
    staff
      .getByRole('status')
      .filter({ hasText: lang === 'en' ? 'Version 1 issued' : '已發出第 1 版' })
      .first(),
  ).toBeVisible()
}

test('en: a signed-up customer requests a quotation, staff write a two-installment quotation, the customer accepts it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const id = await requestQuotation(
    page,
    'en',
    uniqueEmail('quotation-en'),
    'Open kitchen, more storage in the bedrooms.',
  )
  await page.getByTestId('quotation-row').click()
  await expect(page).toHaveURL(new RegExp(`/shop/project/order/${id}$`))
  // the address changes before the new page renders: wait for its own heading
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(/^Quotation /)
  const reference = ((await heading.textContent()) ?? '').replace('Quotation ', '').trim()
  expect(reference).not.toBe('')

  const { page: staff } = await otherBrowser(browser, PHONE)
  await adminLogin(staff, OWNER.email, OWNER.password)
  await expect(staff).toHaveURL(/\/admin\/$/, { timeout: 30_000 })
  await writeQuotation(staff, reference, 'en')
  // it now waits for the customer
  await staff.goto('/admin/quotations?status=waiting')
  await ready(staff)
  await expect(staff.getByRole('link', { name: reference })).toBeVisible()
  await expectNoHorizontalOverflow(staff)
  await docsShot(staff, 'quotations-waiting-en', true)

  await page.reload()
  await ready(page)
  await expect(page.getByTestId('quotation-status')).toHaveText('Waiting for your reply')
  await expect(page.getByTestId('quotation-total')).toHaveText('HK$50,000')
  await expect(page.getByTestId('first-installment')).toHaveText('HK$20,000')
  await expect(page.getByTestId('second-installment')).toHaveText('HK$30,000')
  await expect(
    page.getByTestId('quotation-lines').getByText('Built-in wardrobe, oak veneer'),
  ).toBeVisible()
  await expect(page.getByText('Works start within 14 days of the first installment.')).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await customerShot(page, 'quotation-en')

  // accepting asks first, then says so
  await page.getByText('Accept this quotation').click()
  await expect(page.getByRole('note').filter({ hasText: 'total of HK$50,000' })).toBeVisible()
  await page.getByRole('button', { name: 'Yes, accept version 1' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Quotation accepted' }).first(),
  ).toBeVisible()
  // the accepted quotation is now a project (issue 18); the quotation itself stays readable
  await expect(page.getByTestId('project-stage')).toHaveText('Stage: Design')
  await page.goto(`${new URL(page.url()).pathname}?view=quotation`)
  await expect(page.getByTestId('quotation-status')).toHaveText('Accepted')
  await expect(page.getByTestId('quotation-notice')).toContainText('You accepted version 1')
  await expect(page.getByTestId('quotation-actions')).toHaveCount(0)

  // staff see it accepted
  await staff.goto(`/admin/quotations?status=accepted`)
  await expect(staff.getByRole('link', { name: reference })).toBeVisible()
})

test('zh, 390 px: staff pick a furniture line’s catalogue item by name; Enter searches and never issues; the item names the line in three languages', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const id = await requestQuotation(page, 'zh', uniqueEmail('quotation-pick'), '想要新茶几。')
  await page.goto(`/zh/shop/project/order/${id}`)
  const reference =
    (await page.getByRole('heading', { level: 1 }).textContent())?.replace('報價', '').trim() ?? ''
  const staff = await chineseStaff(await (await browser.newContext()).newPage(), browser)
  await staff.goto('/admin/quotations?status=requested')
  await staff.getByRole('link', { name: reference }).click()
  await ready(staff)
  const line = staff.getByTestId('quotation-line').first()
  await line.getByLabel('類別').selectOption({ label: '傢俬' })
  await line.getByLabel('數量').fill('1')
  // nothing found says so; Enter in the box searched instead of issuing the quotation
  await line.getByLabel('以名稱或 SKU 搜尋貨品').fill('沒有這件貨品')
  await line.getByLabel('以名稱或 SKU 搜尋貨品').press('Enter')
  await expect(line.getByTestId('item-picker-found')).toHaveText(
    '目錄中沒有貨品符合「沒有這件貨品」。',
  )
  await expect(staff.getByTestId('admin-quotation-version')).toHaveCount(0)
  await expect(line.getByLabel('數量')).toHaveValue('1')
  // by part of its Chinese name: each colour is its own item, with SKU and price
  await line.getByLabel('以名稱或 SKU 搜尋貨品').fill('赤柱圓形')
  await line.getByRole('button', { name: '搜尋貨品（第 1 行）' }).click()
  await expect(line.getByTestId('item-picker-found')).toHaveText(
    /^有 \d+ 件貨品符合「赤柱圓形」，請在清單中選擇。$/,
  )
  const list = line.getByLabel('目錄貨品（傢俬）')
  await expect(list).toBeFocused()
  const walnut = list.locator('option', { hasText: /赤柱圓形茶几.*COF-01/ }).last()
  await expect(walnut).toContainText('赤柱圓形茶几')
  await expect(walnut).toContainText('HK$')
  await list.selectOption({ label: (await walnut.textContent()) ?? '' })
  await expectNoHorizontalOverflow(staff)
  await docsShot(staff, 'quotation-item-picker-zh', true)
  await staff.getByTestId('quotation-editor').locator('button[value=issue]').click()
  await expect(staff.getByRole('status').filter({ hasText: '已發出第 1 版' }).first()).toBeVisible()
  // the line reads as the item, in the customer's language too, priced from the catalogue
  await expect(staff.getByTestId('admin-quotation-version')).toContainText('赤柱圓形茶几')
  await page.reload()
  await ready(page)
  await expect(page.getByTestId('quotation-lines')).toContainText('赤柱圓形茶几')
})

test('zh: staff working in Chinese write a quotation, the customer cancels it with a reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const id = await requestQuotation(page, 'zh', uniqueEmail('quotation-zh'), '想要開放式廚房。')
  await page.goto(`/zh/shop/project/order/${id}`)
  const reference =
    (await page.getByRole('heading', { level: 1 }).textContent())?.replace('報價', '').trim() ?? ''

  const staff = await chineseStaff(await (await browser.newContext()).newPage(), browser)
  await writeQuotation(staff, reference, 'zh')

  await page.reload()
  await ready(page)
  await expect(page.getByTestId('quotation-status')).toHaveText('等待你的回覆')
  await expect(page.getByTestId('quotation-total')).toHaveText('HK$50,000')
  await expect(page.getByText('收到第一期款項後 14 天內開工。')).toBeVisible()
  await expectNoHorizontalOverflow(page)
  await customerShot(page, 'quotation-zh')

  // a cancel without a reason is refused in Chinese; with one, the quotation says so plainly
  await page.getByText('取消報價', { exact: true }).click()
  await page.getByRole('button', { name: '確認取消報價' }).click()
  const cancel = page.getByTestId('cancel-quotation')
  await expect(cancel.getByText('此欄必須填寫')).toBeVisible()
  await cancel.getByLabel('取消原因').fill('預算有變，暫緩裝修。')
  await page.getByRole('button', { name: '確認取消報價' }).click()
  await expect(page.getByRole('status').filter({ hasText: '報價已取消' }).first()).toBeVisible()
  await expect(page.getByTestId('quotation-status')).toHaveText('已取消')
  await expect(page.getByTestId('quotation-notice')).toContainText('原因：預算有變，暫緩裝修。')
  await expect(page.getByTestId('quotation-actions')).toHaveCount(0)

  await staff.reload()
  await expect(staff.getByTestId('quotation-cancelled')).toHaveText(
    '客戶已取消：預算有變，暫緩裝修。',
  )
})

test('cn: an expired quotation cannot be accepted and says so', async ({ page, request }) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('quotation-cn')
  const id = await requestQuotation(page, 'cn', email, '浴室翻新。')
  // staff issue a version valid for a few seconds only (the API refuses a past date)
  const token = await staffLogin(request)
  const validFor = 12_000
  const issued = await request.post(`${API}/admin/quotations/${id}/versions`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      lines: [
        {
          category: 'plumbing',
          description: { en: 'New shower', zh: '新淋浴間', cn: '新淋浴间' },
          qty: 1,
          unit_price: '18000.00',
        },
      ],
      first_installment: { percent: 50 },
      valid_until: new Date(Date.now() + validFor).toISOString(),
      terms: { en: 'Valid briefly.', zh: '短期有效。', cn: '短期有效。' },
    },
  })
  expect(issued.status(), await issued.text()).toBe(201)
  const deadline = Date.now() + validFor

  await page.goto(`/cn/shop/project/order/${id}`)
  await ready(page)
  await expect(page.getByTestId('quotation-status')).toHaveText('等待您的回复')
  await expect(page.getByTestId('first-installment')).toHaveText('HK$9,000')
  await customerShot(page, 'quotation-cn')
  // the page was read before the date; the acceptance arrives after it
  await page.getByText('接受此报价').click()
  await page.waitForTimeout(Math.max(0, deadline - Date.now()) + 1_000)
  await page.getByRole('button', { name: '确认接受第 1 版' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '此报价已过期' }).first()).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('quotation-status')).toHaveText('已过期')
  await expect(page.getByTestId('quotation-notice')).toContainText('不能再接受')
  await expect(page.getByTestId('accept-quotation')).toHaveCount(0)
  await expectNoHorizontalOverflow(page)
  await customerShot(page, 'quotation-cn-expired')

  // and the API says the same to the owner
  const shopper = await apiLogin(request, { login_id: email, password: PASSWORD })
  const accept = await request.put(`${API}/quotations/${id}/accept`, {
    headers: { authorization: `Bearer ${shopper}` },
    data: { version: 1 },
  })
  expect(accept.status()).toBe(409)
  expect((await accept.json()).code).toBe('QUOTATION_EXPIRED')
})

test('en: without JavaScript a quotation is cancelled with a reason, and it prints without the shop frame', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('quotation-nojs')
  const id = await requestQuotation(page, 'en', email, 'A study instead of the third bedroom.')
  const token = await staffLogin(request)
  const issued = await request.post(`${API}/admin/quotations/${id}/versions`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      lines: [
        {
          category: 'design',
          description: { en: 'Design of the study' },
          qty: 1,
          unit_price: '12000.00',
        },
      ],
      first_installment: { amount: '2000.00' },
      valid_until: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      terms: { en: 'Design fee only.', zh: '', cn: '' },
    },
  })
  expect(issued.status(), await issued.text()).toBe(201)

  // with JavaScript, the issued quotation has no serious accessibility problem
  await page.goto(`/shop/project/order/${id}`)
  await ready(page)
  expect(await seriousViolations(page)).toEqual([])

  // the same shopper's session in a browser without JavaScript, on a phone
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: PHONE,
    storageState: await page.context().storageState(),
  })
  const plain = await context.newPage()
  await plain.goto(`/shop/project/order/${id}`)
  await expect(plain.getByTestId('quotation-total')).toHaveText('HK$12,000')
  await expect(plain.getByTestId('second-installment')).toHaveText('HK$10,000')
  // printed: the quotation only, no header or footer of the shop
  await plain.emulateMedia({ media: 'print' })
  await expect(plain.locator('body > header, footer').first()).toBeHidden()
  await expect(plain.getByTestId('quotation-lines')).toBeVisible()
  await plain.emulateMedia({ media: 'screen' })

  await plain.getByText('Cancel quotation', { exact: true }).click()
  await plain.getByRole('button', { name: 'Yes, cancel the quotation' }).click()
  await expect(
    plain.getByTestId('cancel-quotation').getByText('This field is required'),
  ).toBeVisible()
  await plain
    .getByTestId('cancel-quotation')
    .getByLabel('Why do you cancel?')
    .fill('We are moving instead.')
  await plain.getByRole('button', { name: 'Yes, cancel the quotation' }).click()
  await expect(plain.getByRole('status')).toHaveText('Quotation cancelled')
  await expect(plain.getByTestId('quotation-status')).toHaveText('Cancelled')
  await expect(plain.getByTestId('quotation-notice')).toContainText(
    'Reason: We are moving instead.',
  )
  await context.close()
})
