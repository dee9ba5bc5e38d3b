import type { Browser } from '@playwright/test'
import { docsShot, expectNoHorizontalOverflow, OWNER, ready } from './admin-helpers.ts'
import { expect, test } from './fixtures.ts'
import {
  apiLogin,
  placeOfflineOrder,
  png,
  staffAction,
  staffLogin,
  uniquePhone,
} from './order-helpers.ts'

const API = '/api/v1'

/** The owner signed in at /admin/login in a browser of `width` (the back office in their language). */
async function ownerPage(
  browser: Browser,
  width: number,
  labels: { email: string; password: string; submit: string },
) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await ready(page)
  await page.getByLabel(labels.email).fill(OWNER.email)
  await page.getByLabel(labels.password).fill(OWNER.password)
  await page.getByRole('button', { name: labels.submit }).click()
  await expect(page).toHaveURL(/\/admin\/$/, { timeout: 20_000 })
  return page
}

/**
 * A partial refund (ADR 039): the customer's order page, the back-office order and its invoice
 * say "partially refunded" with what came back, in English at 1440 px and Chinese at 390 px.
 */
test('a partial refund reads partially refunded for the customer and in the back office', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000)
  const token = await apiLogin(request, null)
  const order = await placeOfflineOrder(request, baseURL ?? '', { token, phone: uniquePhone() })
  const auth = { authorization: `Bearer ${token}` }
  const file = await request.post(`${API}/files?purpose=payment_proof`, {
    headers: auth,
    multipart: { file: { name: 'fps.png', mimeType: 'image/png', buffer: png() } },
  })
  const proof = await request.put(`${API}/orders/${order.orderId}/upload`, {
    headers: auth,
    data: { image: (await file.json()).data.name },
  })
  expect(proof.status(), await proof.text()).toBe(200)
  await staffAction(request, order.orderId, 'payment-proof/approve')
  const details = await (
    await request.get(`${API}/orders/${order.orderId}/details`, { headers: auth })
  ).json()
  const asked = await request.post(`${API}/orders/${order.orderId}/refund-request`, {
    headers: auth,
    data: {
      reason: 'Both cushions arrived stained',
      refund_items: [{ product_variant_id: details.items[0].product_variant_id, qty: 2 }],
    },
  })
  expect(asked.status(), await asked.text()).toBeLessThan(300)
  const part = (Math.floor(Number((await asked.json()).amount) * 30) / 100).toFixed(2)
  await staffAction(request, order.orderId, 'refund-request/approve', {
    amount: part,
    offline_reference: 'FPS-778',
  })

  // the customer's order page (the private link), English wide and Chinese on a phone
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(order.accessPath)
  await ready(page)
  await expect(page.getByTestId('paid-status')).toHaveText('Partially refunded')
  await expect(page.getByTestId('order-refunded-amount')).toContainText(
    `−HK$${Number(part).toLocaleString('en-HK')}`,
  )
  await docsShot(page, 'refund-states-customer-en', true)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/zh${order.accessPath}`)
  await ready(page)
  await expect(page.getByTestId('paid-status')).toHaveText('部分退款')
  await expectNoHorizontalOverflow(page)
  await docsShot(page, 'refund-states-customer-zh', true)

  // the back office: the order, its invoice (the customer's language, English) and the list
  const desk = await ownerPage(browser, 1440, {
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
  })
  await desk.goto(`/admin/orders/${order.orderId}`)
  await ready(desk)
  await expect(desk.getByTestId('payment-status')).toHaveText('Partially refunded')
  await docsShot(desk, 'refund-states-order-en', true)
  await desk.goto(`/admin/orders/${order.orderId}/print/invoice`)
  await expect(desk.getByTestId('print-invoice')).toContainText('Partially refunded')
  await docsShot(desk, 'refund-states-invoice-en', true)
  await desk.goto('/admin/')
  await docsShot(desk, 'refund-states-dashboard-en', true)

  const owner = await staffLogin(request)
  const zh = await request.put(`${API}/admin/auth/me`, {
    headers: { authorization: `Bearer ${owner}` },
    data: { language: 'zh' },
  })
  expect(zh.status(), await zh.text()).toBe(200)
  try {
    const phone = await ownerPage(browser, 390, {
      email: 'E-mail',
      password: 'Password',
      submit: 'Sign in',
    })
    await phone.goto(`/admin/orders/${order.orderId}`)
    await ready(phone)
    await expect(phone.getByTestId('payment-status')).toHaveText('部分退款')
    await expectNoHorizontalOverflow(phone)
    await docsShot(phone, 'refund-states-order-zh', true)
    await phone.goto('/admin/orders?payment_status=partially_refunded')
    await docsShot(phone, 'refund-states-orders-zh', true)
  } finally {
    await request.put(`${API}/admin/auth/me`, {
      headers: { authorization: `Bearer ${owner}` },
      data: { language: 'en' },
    })
  }
})
