import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { PASSWORD, ready, register, uniqueEmail } from './identity-helpers.ts'
import {
  apiLogin,
  placeOfflineOrder,
  placeOfflineOrderInShop,
  png,
  staffAction,
  uniquePhone,
} from './order-helpers.ts'

/** Orders and after-sales (issue 7, Web) in English and Simplified Chinese. */
const locales = [
  {
    code: 'en',
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
    submitted: 'Submitted',
    pending: 'Pending',
    completed: 'Completed',
    waiting: 'Waiting for payment',
    offline: 'Bank transfer, FPS and PayMe',
    paid: 'Paid',
    upload: 'Upload payment proof',
    uploaded: 'Payment proof uploaded',
    notAnImage: 'Only JPEG, PNG or WebP images and PDF files can be uploaded',
    staffCompletes: false,
    confirm: 'Confirm completion',
    completedToast: 'The order is completed',
    fourStars: '4 stars',
    comment: 'Comment',
    reviewSubmit: 'Submit review',
    reviewed: 'Thank you for your review',
    reviewsTab: /^Reviews \(\d+\)$/,
    reason: 'Reason',
    refundQty: /^Quantity of .+ to refund \(up to 2\)$/,
    refundSubmit: 'Send refund request',
    refundSent: 'Refund request sent',
    refundWaiting: 'Waiting for approval',
    findOrder: 'Find an order',
    orderId: 'Order ID',
    phone: 'Phone number',
    lookup: 'Find order',
    notFound: 'Order not found',
  },
  {
    code: 'cn',
    prefix: '/cn',
    shop: {
      oneMore: '增加一件',
      add: '加入购物车',
      added: '已加入购物车',
      proceed: '前往结账',
      name: '收货人姓名',
      phone: '电话号码',
      email: '电邮',
      fps: '转数快',
      place: '提交订单',
      success: '感谢您的订购',
    },
    submitted: '已提交',
    pending: '处理中',
    completed: '已完成',
    waiting: '等待付款',
    offline: '银行转账、转数快及 PayMe',
    paid: '已付款',
    upload: '上传付款证明',
    uploaded: '已上传付款证明',
    notAnImage: '只可上传 JPEG、PNG、WebP 图片或 PDF 文件',
    staffCompletes: true,
    confirm: '确认完成',
    completedToast: '订单已完成',
    fourStars: '4 星',
    comment: '评语',
    reviewSubmit: '提交评价',
    reviewed: '谢谢你的评价',
    reviewsTab: /^评价（\d+）$/,
    reason: '原因',
    refundQty: /^.+ 的退款数量（最多 2）$/,
    refundSubmit: '提交退款申请',
    refundSent: '已提交退款申请',
    refundWaiting: '等待审批',
    findOrder: '查询订单',
    orderId: '订单 ID',
    phone: '电话号码',
    lookup: '查询订单',
    notFound: '找不到订单',
  },
] as const

const status = (page: Page) => page.getByTestId('order-view').getByTestId('order-status').first()

for (const l of locales) {
  test(`member pays an FPS order with a proof, it is completed, reviews an item and asks for a refund (${l.code})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const email = uniqueEmail(`order-${l.code}`)
    await register(page, l.prefix, email)
    const placed = await placeOfflineOrderInShop(page, request, l.prefix, l.shop, uniquePhone())

    // the list: status labels in the shopper's language, paid status, link to the details
    await page.goto(`${l.prefix}/shop/main/order`)
    const row = page.getByTestId('order-row')
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(placed.reference)
    await expect(row.getByTestId('order-status')).toHaveText(l.submitted)
    await expect(row.getByTestId('paid-status')).toHaveText(l.waiting)
    // the FPS order is among the offline-payment orders too
    await page.getByRole('link', { name: l.offline }).click()
    await expect(page).toHaveURL(/payment=offline/)
    await expect(page.getByRole('link', { name: l.offline })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(placed.reference)
    await row.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/shop/main/order/[0-9a-f-]{36}$`))
    const order = { ...placed, orderId: new URL(page.url()).pathname.split('/').pop() ?? '' }
    await ready(page)

    // spec §4: a refused proof (text named .png) shows pending at once, then falls back with the reason
    const proofForm = page.getByTestId('proof-form')
    await proofForm.locator('input[type=file]').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    })
    await proofForm.getByRole('button', { name: l.upload }).click()
    await expect(page.getByTestId('toast-error')).toContainText(l.notAnImage)
    await expect(status(page)).toHaveText(l.submitted)
    await expect(page.getByTestId('proof-current')).toHaveCount(0)

    // payment proof: previewed once chosen, status pending at once, shown through the storefront
    await proofForm
      .locator('input[type=file]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png() })
    await expect(proofForm.getByTestId('file-preview').locator('img')).toBeVisible()
    await proofForm.getByRole('button', { name: l.upload }).click()
    await expect(status(page)).toHaveText(l.pending)
    await expect(page.getByTestId('toast-success')).toContainText(l.uploaded)
    const proof = page.getByTestId('proof-current').locator('img')
    await expect(proof).toBeVisible()
    await expect
      .poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    // the proof is private: the same address without the shopper's session finds nothing
    const proofSrc = (await proof.getAttribute('src')) ?? ''
    expect(proofSrc).toMatch(/^\/resources\/files\//)
    expect((await request.get(proofSrc)).status()).toBe(404)

    // staff approves the proof (paid); then staff completes, or ships and the shopper confirms
    await staffAction(request, order.orderId, 'payment-proof/approve')
    if (l.staffCompletes) {
      await staffAction(request, order.orderId, 'completed')
      await page.reload()
      await ready(page)
      await expect(status(page)).toHaveText(l.completed)
    } else {
      await staffAction(request, order.orderId, 'shipped', {
        courier_name: 'SF Express',
        tracking_number: 'SF0000000001',
      })
      await page.reload()
      await ready(page)
      await page.getByRole('button', { name: l.confirm }).click()
      await expect(status(page)).toHaveText(l.completed)
      await expect(page.getByTestId('toast-success')).toContainText(l.completedToast)
    }
    await expect(page.getByTestId('order-view').getByTestId('paid-status')).toHaveText(l.paid)
    await expect(page.getByTestId('timeline').getByRole('listitem')).toHaveCount(
      l.staffCompletes ? 4 : 5,
    )

    // a review of the item, with a photo; then it is on the product page
    const comment = `Solid and well made (${l.code} ${Date.now()})`
    const review = page.getByTestId('review-form')
    await review.getByLabel(l.fourStars).check({ force: true })
    await review.getByLabel(l.comment).fill(comment)
    await review
      .locator('input[type=file]')
      .setInputFiles({ name: 'sofa.png', mimeType: 'image/png', buffer: png(64, 64) })
    await review.getByRole('button', { name: l.reviewSubmit }).click()
    await expect(page.getByTestId('toast-success')).toContainText(l.reviewed)
    await expect(page.getByTestId('written-review')).toContainText(comment)
    await expect(page.getByTestId('review-form')).toHaveCount(0)

    // a refund of one of the two bought: waiting for approval
    const refund = page.getByTestId('refund-form')
    await refund.getByLabel(l.refundQty).fill('1')
    await refund.getByLabel(l.reason).fill('One cushion arrived stained')
    await refund.getByRole('button', { name: l.refundSubmit }).click()
    await expect(page.getByTestId('toast-success')).toContainText(l.refundSent)
    await expect(page.getByTestId('refund-status')).toHaveText(l.refundWaiting)
    await expect(page.getByTestId('order-refund-status')).toContainText(l.refundWaiting)

    await page.goto(`${l.prefix}/shop/main/product/${order.productId}`)
    await page.getByText(l.reviewsTab).click()
    const shown = page.getByTestId('reviews').getByRole('listitem').filter({ hasText: comment })
    await expect(shown).toBeVisible()
    await expect
      .poll(() =>
        shown
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0)
  })

  test(`a guest finds an order by id and phone; a wrong phone reads "Order not found" (${l.code})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const phone = uniquePhone()
    const token = await apiLogin(request, null)
    const order = await placeOfflineOrder(request, baseURL ?? '', { token, phone })

    await page.goto(`${l.prefix}/`)
    const accountIcon = page.getByTestId('account-link')
    await accountIcon.locator('summary').click()
    await accountIcon.getByRole('link', { name: l.findOrder }).click()
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/shop/main/order/guest$`))
    await ready(page)

    const form = page.getByTestId('guest-lookup-form')
    await form.getByLabel(l.orderId).fill(order.orderId)
    await form.getByLabel(l.phone).fill('90000000')
    await form.getByRole('button', { name: l.lookup }).click()
    await expect(page.getByTestId('toast-error')).toContainText(l.notFound)
    await expect(page.getByTestId('order-private-page')).toHaveCount(0)

    await form.getByLabel(l.phone).fill(phone)
    await form.getByRole('button', { name: l.lookup }).click()
    // a match opens the order's private page, where the guest can upload the payment proof
    await expect(page).toHaveURL(
      new RegExp(`${l.prefix}/shop/main/order/${order.orderId}/access/[A-Za-z0-9_-]{43}$`),
    )
    const found = page.getByTestId('order-private-page')
    await expect(found).toContainText(order.reference)
    await expect(found.getByTestId('order-status')).toHaveText(l.submitted)
    await expect(found.getByTestId('proof-form')).toBeVisible()
    // only the proof: cancelling, reviews and refunds stay with the account
    await expect(found.getByTestId('cancel-form')).toHaveCount(0)
  })
}

test('member cancels an unpaid order after confirming; it shows cancelled at once and stays so (en)', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('order-cancel')
  await register(page, '', email)
  const token = await apiLogin(request, { login_id: email, password: PASSWORD })
  const order = await placeOfflineOrder(request, baseURL ?? '', { token, phone: uniquePhone() })

  await page.goto(`/shop/main/order/${order.orderId}`)
  await ready(page)
  await expect(status(page)).toHaveText('Submitted')
  const cancel = page.getByTestId('cancel-form')
  await cancel.getByText('Cancel order').click()
  await expect(cancel.getByRole('note')).toContainText(
    'The items, voucher and points it used are given back.',
  )
  await cancel.getByRole('button', { name: 'Yes, cancel this order' }).click()
  await expect(status(page)).toHaveText('Cancelled')
  await expect(page.getByTestId('toast-success')).toContainText('The order is cancelled')
  await expect(page.getByTestId('cancel-form')).toHaveCount(0)
  await expect(page.getByTestId('proof-form')).toHaveCount(0)
  await page.reload()
  await expect(status(page)).toHaveText('Cancelled')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('uploads a payment proof with a plain multipart post, and finds the order from the footer', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('order-nojs')
    await register(page, '', email)
    const token = await apiLogin(request, { login_id: email, password: PASSWORD })
    const phone = uniquePhone()
    const order = await placeOfflineOrder(request, baseURL ?? '', { token, phone })

    await page.goto(`/shop/main/order/${order.orderId}`)
    const proofForm = page.getByTestId('proof-form')
    // nothing chosen: refused with the reason, nothing changes
    await proofForm.getByRole('button', { name: 'Upload payment proof' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Please choose a file' })).toBeVisible()
    await expect(status(page)).toHaveText('Submitted')

    await page
      .getByTestId('proof-form')
      .locator('input[type=file]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png() })
    await page
      .getByTestId('proof-form')
      .getByRole('button', { name: 'Upload payment proof' })
      .click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Payment proof uploaded' }),
    ).toBeVisible()
    await expect(status(page)).toHaveText('Pending')
    await expect(page.getByTestId('proof-current').locator('img')).toBeVisible()

    // the reference on the success page finds it as well as the id
    await page.getByTestId('footer-guest-order').click()
    await page.getByLabel('Order ID').fill(order.reference)
    await page.getByLabel('Phone number').fill(phone)
    await page.getByRole('button', { name: 'Find order' }).click()
    await expect(page.getByTestId('order-private-page').getByTestId('order-status')).toHaveText(
      'Pending',
    )
  })
})
