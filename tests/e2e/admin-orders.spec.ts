import { randomInt } from 'node:crypto'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { docsShot } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'
import { ready, register, uniqueEmail } from './identity-helpers.ts'
import {
  apiLogin,
  placeOfflineOrder,
  placeOfflineOrderInShop,
  png,
  STAFF,
  staffLogin,
  uniquePhone,
} from './order-helpers.ts'

/**
 * The back office's orders journey (issue 15), with the back office in English and in Traditional
 * Chinese: a customer pays by FPS with a proof; a staff member confirms and ships with a tracking
 * number; the customer sees it and asks for a refund; a manager approves part of it; the audit
 * log names each of them. Screenshots for docs/back-office.md: see `docsShot`.
 */
const API = '/api/v1'
const STAFF_PASSWORD = 'HarbourStaff2026x'

const runs = [
  {
    code: 'en' as const,
    prefix: '',
    shop: {
      oneMore: 'One more',
      add: 'Add to cart',
      added: 'Added to your cart',
      proceed: 'Proceed to checkout',
      name: 'Recipient name',
      phone: 'Phone number',
      email: 'E-mail',
      fps: 'FPS',
      place: 'Place order',
      success: 'Thank you for your order',
    },
    upload: 'Upload payment proof',
    uploaded: 'Payment proof uploaded',
    shipped: 'Shipped',
    invoice: 'Invoice',
    packingSlip: 'Packing slip',
    refundQty: /^Quantity of .+ to refund \(up to 2\)$/,
    reason: 'Reason',
    refundSubmit: 'Send refund request',
    refundSent: 'Refund request sent',
    admin: {
      email: 'E-mail',
      password: 'Password',
      signIn: 'Sign in',
      search: 'Reference, name, e-mail or phone',
      show: 'Show orders',
      confirm: 'Confirm payment',
      confirmed: 'Payment confirmed. The customer has been told.',
      courier: 'Courier',
      tracking: 'Tracking number',
      ship: 'Mark shipped',
      shippedDone: 'Marked shipped. The customer has the tracking number.',
      decide: 'Decide',
      amount: 'Amount to refund (HKD)',
      reference: 'Transfer reference',
      approve: 'Approve refund',
      approved: 'Refund approved.',
      paid: 'Paid',
      shippedStatus: 'Shipped',
      byStaff: 'by Staff',
    },
  },
  {
    code: 'zh' as const,
    prefix: '/zh',
    shop: {
      oneMore: '增加一件',
      add: '加入購物車',
      added: '已加入購物車',
      proceed: '前往結帳',
      name: '收貨人姓名',
      phone: '電話號碼',
      email: '電郵',
      fps: '轉數快',
      place: '提交訂單',
      success: '多謝惠顧',
    },
    upload: '上載付款證明',
    uploaded: '已上載付款證明',
    shipped: '已發貨',
    invoice: '發票',
    packingSlip: '裝箱單',
    refundQty: /^.+ 的退款數量（最多 2）$/,
    reason: '原因',
    refundSubmit: '提交退款申請',
    refundSent: '已提交退款申請',
    admin: {
      email: '電郵',
      password: '密碼',
      signIn: '登入',
      search: '訂單編號、姓名、電郵或電話',
      show: '顯示訂單',
      confirm: '確認付款',
      confirmed: '已確認付款，並已通知顧客。',
      courier: '速遞公司',
      tracking: '追蹤編號',
      ship: '標記為已發貨',
      shippedDone: '已標記為已發貨，顧客已收到追蹤編號。',
      decide: '處理',
      amount: '退款金額（港幣）',
      reference: '轉帳參考編號',
      approve: '批核退款',
      approved: '已批核退款。',
      paid: '已付款',
      shippedStatus: '已發貨',
      byStaff: '由 Staff',
    },
  },
]

/** A back-office member of `role` in `language`, invited by the owner and accepted (API). */
async function member(
  request: APIRequestContext,
  role: 'staff' | 'manager',
  language: 'en' | 'zh',
  name: string,
) {
  const owner = await staffLogin(request)
  const email = uniqueEmail(`${role}-${language}`).replace('shopper-', 'staff-')
  const invited = await request.post(`${API}/admin/staff`, {
    headers: { authorization: `Bearer ${owner}` },
    data: { email, name, role, language },
  })
  expect(invited.status(), await invited.text()).toBe(201)
  const outbox = await request.get(`${API}/dev/outbox?recipient=${encodeURIComponent(email)}`)
  const body: string = (await outbox.json()).data[0]?.body ?? ''
  const token = /\/admin\/invitation\/([A-Za-z0-9_-]+)/.exec(body)?.[1]
  expect(token, 'invitation link').toBeTruthy()
  const accepted = await request.post(`${API}/admin/invitations/${token}/accept`, {
    data: { password: STAFF_PASSWORD },
  })
  expect(accepted.status(), await accepted.text()).toBe(200)
  return { email, name }
}

/** Signs a member in at /admin/login in a browser of their own. */
async function staffPage(browser: Browser, who: { email: string }, l: (typeof runs)[number]) {
  const t = l.admin
  // before sign-in the back office speaks the browser's language; each member has an address
  const context = await browser.newContext({
    locale: l.code === 'zh' ? 'zh-HK' : 'en-GB',
    extraHTTPHeaders: {
      'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    },
  })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await ready(page)
  await page.getByLabel(t.email).fill(who.email)
  await page.getByLabel(t.password).fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: t.signIn }).click()
  // a password hash takes its time on a busy machine
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 20_000 })
  return page
}

async function noHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }))
  expect(widths.scroll).toBeLessThanOrEqual(widths.client)
}

for (const l of runs) {
  test(`FPS order confirmed and shipped by staff, part refunded by a manager, all in the audit log (${l.code})`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000)
    const t = l.admin
    const staff = await member(request, 'staff', l.code, `Staff ${l.code.toUpperCase()}`)
    const manager = await member(request, 'manager', l.code, `Manager ${l.code.toUpperCase()}`)

    // the customer pays by FPS and uploads a proof
    await register(page, l.prefix, uniqueEmail(`bo-${l.code}`))
    const phone = uniquePhone()
    const placed = await placeOfflineOrderInShop(page, request, l.prefix, l.shop, phone)
    await page.goto(`${l.prefix}/shop/main/order`)
    await page.getByTestId('order-row').first().getByRole('link').click()
    await ready(page)
    const customerOrderUrl = page.url()
    const proofForm = page.getByTestId('proof-form')
    await proofForm
      .locator('input[type=file]')
      .setInputFiles({ name: 'fps-receipt.png', mimeType: 'image/png', buffer: png(120, 80) })
    await proofForm.getByRole('button', { name: l.upload }).click()
    await expect(page.getByTestId('toast-success')).toContainText(l.uploaded)

    // the staff member finds it by phone, sees the proof, confirms the payment and ships it
    const desk = await staffPage(browser, staff, l)
    await expect(desk.getByTestId('dashboard-figures')).toBeVisible()
    await docsShot(desk, `dashboard-${l.code}`, true)
    await desk.goto('/admin/orders')
    await desk.getByLabel(t.search).fill(phone)
    await desk.getByRole('button', { name: t.show }).click()
    const rows = desk.getByTestId('admin-orders').getByRole('listitem')
    await expect(rows).toHaveCount(1)
    await docsShot(desk, `orders-${l.code}`, true)
    await rows.getByRole('link', { name: placed.reference }).click()
    await ready(desk)
    const proof = desk.getByTestId('payment-proof')
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120)
    await desk.getByTestId('action-confirm').getByRole('button', { name: t.confirm }).click()
    await expect(desk.getByRole('status').filter({ hasText: t.confirmed })).toBeVisible()
    await expect(desk.getByTestId('order-status')).toHaveText(t.paid)
    const tracking = `SF${Date.now()}`
    const ship = desk.getByTestId('action-ship')
    await ship.getByLabel(t.courier).fill('SF Express')
    await ship.getByLabel(t.tracking).fill(tracking)
    await ship.getByRole('button', { name: t.ship }).click()
    await expect(desk.getByRole('status').filter({ hasText: t.shippedDone })).toBeVisible()
    await expect(desk.getByTestId('order-status')).toHaveText(t.shippedStatus)
    await expect(desk.getByTestId('admin-timeline')).toContainText(staff.name)
    await docsShot(desk, `order-${l.code}`, true)
    const orderPath = new URL(desk.url()).pathname

    // printable invoice and packing slip, in the customer's language
    await desk.goto(`${orderPath}/print/invoice`)
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(l.invoice)
    await expect(desk.getByTestId('print-invoice')).toContainText(placed.reference)
    await docsShot(desk, `invoice-${l.code}`, true)
    await desk.goto(`${orderPath}/print/packing-slip`)
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(l.packingSlip)

    // the customer sees "shipped" with the tracking number, and asks for a refund of one item
    await page.goto(customerOrderUrl)
    await ready(page)
    const shipment = page.getByTestId('timeline').getByTestId('shipment')
    await expect(shipment).toContainText(tracking)
    await expect(page.getByTestId('timeline')).toContainText(l.shipped)
    const refund = page.getByTestId('refund-form')
    await refund.getByLabel(l.refundQty).fill('1')
    await refund.getByLabel(l.reason).fill('One cushion arrived stained')
    await refund.getByRole('button', { name: l.refundSubmit }).click()
    await expect(page.getByTestId('toast-success')).toContainText(l.refundSent)

    // the manager approves part of it from the refunds page, with the FPS transfer reference
    const office = await staffPage(browser, manager, l)
    await office.goto('/admin/refunds')
    const waiting = office.getByTestId('waiting-refunds').getByRole('listitem').filter({
      hasText: placed.reference,
    })
    await docsShot(office, `refunds-${l.code}`, true)
    await waiting.getByRole('link', { name: t.decide }).click()
    await ready(office)
    const approve = office.getByTestId('action-approve_refund')
    const asked = await approve.getByLabel(t.amount).inputValue()
    const part = (Math.floor(Number(asked) * 50) / 100).toFixed(2)
    await approve.getByLabel(t.amount).fill(part)
    await approve.getByLabel(t.reference).fill(`FPS-${Date.now()}`)
    await approve.getByRole('button', { name: t.approve }).click()
    await expect(office.getByRole('status').filter({ hasText: t.approved })).toBeVisible()
    const refunded = office.getByTestId('refunded-amount')
    await expect
      .poll(async () => Number(((await refunded.textContent()) ?? '').replace(/[^0-9.]/g, '')))
      .toBeCloseTo(Number(part))

    // the customer sees what was approved, less than asked
    await page.goto(customerOrderUrl)
    await expect(page.getByTestId('refund-approved-amount')).toBeVisible()

    // the audit log names each of them, with the step they took
    const owner = await staffLogin(request)
    const audit = await request.get(
      `${API}/admin/audit?entity_type=order&entity_id=${orderPath.split('/').pop()}`,
      { headers: { authorization: `Bearer ${owner}` } },
    )
    const entries = (await audit.json()).data as { action: string; staff: { name: string } }[]
    expect(entries.map((e) => [e.action, e.staff.name]).sort()).toEqual(
      [
        ['order.payment_confirmed', staff.name],
        ['order.shipped', staff.name],
        ['refund.approved', manager.name],
      ].sort(),
    )
    await office.goto(`/admin/audit?entity_type=order&entity_id=${orderPath.split('/').pop()}`)
    await expect(office.getByRole('main')).toContainText(staff.name)
    await expect(office.getByRole('main')).toContainText(manager.name)
    // the steps in words of the member's language, never as codes
    await expect(office.getByRole('main')).toContainText(
      l.code === 'zh' ? '訂單已發貨' : 'Order shipped',
    )
    await expect(office.getByRole('main')).not.toContainText('order.shipped')
    await docsShot(office, `audit-order-${l.code}`, true)

    // on a phone: the order page fits 390 px without sideways scrolling
    await office.setViewportSize({ width: 390, height: 844 })
    await office.goto(orderPath)
    await ready(office)
    await noHorizontalOverflow(office)
    await docsShot(office, `order-phone-${l.code}`, true)
    await desk.context().close()
    await office.context().close()
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the owner filters the list, rejects a proof with a reason and confirms the next one', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    // a guest's FPS order with a proof, through the API
    const phone = uniquePhone()
    const token = await apiLogin(request, null)
    const order = await placeOfflineOrder(request, baseURL ?? '', { token, phone })
    const uploadProof = async () => {
      const file = await request.post(`${API}/files?purpose=payment_proof`, {
        headers: { authorization: `Bearer ${token}` },
        multipart: { file: { name: 'fps.png', mimeType: 'image/png', buffer: png() } },
      })
      expect(file.status(), await file.text()).toBe(201)
      const proof = await request.put(`${API}/orders/${order.orderId}/upload`, {
        headers: { authorization: `Bearer ${token}` },
        data: { image: (await file.json()).data.name },
      })
      expect(proof.status(), await proof.text()).toBe(200)
    }
    await uploadProof()

    await page.goto('/admin/login')
    await page.getByLabel('E-mail').fill(STAFF.email)
    await page.getByLabel('Password').fill(STAFF.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/admin\/$/, { timeout: 20_000 })

    // the filter form is a plain GET form
    await page.goto('/admin/orders')
    await page.getByLabel('Status').selectOption('pending')
    await page.getByLabel('Reference, name, e-mail or phone').fill(order.reference)
    await page.getByRole('button', { name: 'Show orders' }).click()
    await expect(page).toHaveURL(/status=pending/)
    await page.getByRole('link', { name: order.reference }).click()

    // a blank reason (spaces pass the browser's check) is refused by the server on the form;
    // with a reason the order goes back to submitted
    const reject = page.getByTestId('action-reject')
    await reject.getByLabel('Reason (sent to the customer)').fill('   ')
    await reject.getByRole('button', { name: 'Reject proof' }).click()
    await expect(page.getByTestId('action-reject').getByRole('alert')).toBeVisible()
    await expect(page.getByTestId('order-status')).toHaveText('Proof to check')
    await page
      .getByTestId('action-reject')
      .getByLabel('Reason (sent to the customer)')
      .fill('The amount is cut off')
    await page.getByTestId('action-reject').getByRole('button', { name: 'Reject proof' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Proof rejected.' })).toBeVisible()
    await expect(page.getByTestId('order-status')).toHaveText('Submitted')
    await expect(page.getByTestId('admin-timeline')).toContainText('Payment proof rejected')

    await uploadProof()
    // the page is a form post's answer: open it again rather than post again
    await page.goto(new URL(page.url()).pathname)
    await page
      .getByTestId('action-confirm')
      .getByRole('button', { name: 'Confirm payment' })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Payment confirmed.' })).toBeVisible()
    await expect(page.getByTestId('order-status')).toHaveText('Paid')
  })
})
