import { expect, test } from './fixtures.ts'
import { ready, uniqueEmail } from './identity-helpers.ts'
import { placeOfflineOrderInShop, png, uniquePhone } from './order-helpers.ts'

/**
 * The private order link (issue 14) in English and Traditional Chinese: a guest orders with FPS,
 * opens the link from the confirmation e-mail on another device (no session at all), sees how to
 * pay, uploads the proof and sees the order pending.
 */
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
    openOrder: 'Open your order page',
    private: 'Your private order page',
    howToPay: 'How to pay',
    fpsHowTo: 'FPS to ID 1234567',
    submitted: 'Submitted',
    pending: 'Pending',
    file: 'Receipt (image or PDF)',
    upload: 'Upload payment proof',
    uploaded: 'Payment proof uploaded',
    received: 'We have your payment proof',
    notFound: 'Order not found',
    lookup: 'Find your order',
  },
  {
    code: 'zh',
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
    openOrder: '開啟你的訂單頁面',
    private: '這是你的私人訂單頁面',
    howToPay: '付款方法',
    fpsHowTo: '轉數快付款至識別碼 1234567',
    submitted: '已提交',
    pending: '處理中',
    file: '收據（圖片或 PDF）',
    upload: '上載付款證明',
    uploaded: '已上載付款證明',
    received: '我們已收到你的付款證明',
    notFound: '找不到訂單',
    lookup: '查詢訂單',
  },
] as const

for (const l of locales) {
  test(`a guest pays by FPS, opens the private link from the e-mail on another device and uploads the proof (${l.code})`, async ({
    page,
    request,
    browser,
  }) => {
    // a whole checkout through the screens, then a second browser: more than the default 30 s
    test.setTimeout(90_000)
    const email = uniqueEmail(`order-link-${l.code}`)
    const { reference } = await placeOfflineOrderInShop(
      page,
      request,
      l.prefix,
      l.shop,
      uniquePhone(),
      email,
    )
    // the success page offers the private page at once
    const onSuccess = page.getByTestId('order-access-link')
    await expect(onSuccess).toHaveText(l.openOrder)
    await expect(page.getByTestId('payment-instructions')).toContainText(l.fpsHowTo)

    // the confirmation e-mail, in the page's language, carries the same kind of link
    const mailbox = await page.context().newPage()
    await mailbox.goto(`/dev/mailbox?recipient=${encodeURIComponent(email)}`)
    const mail = mailbox.getByTestId('mail').filter({ hasText: reference })
    await expect(mail).toHaveCount(1)
    const link = (await mail.innerText()).match(
      /https?:\/\/\S+\/shop\/main\/order\/[0-9a-f-]{36}\/access\/[A-Za-z0-9_-]{43}/,
    )?.[0]
    expect(link, 'private link in the confirmation e-mail').toBeTruthy()
    expect(new URL(link as string).pathname.startsWith(`${l.prefix}/shop/main/order/`)).toBe(true)
    await mailbox.close()

    // another device: a browser with no cookies of this shop at all
    const phone = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': `10.99.${Math.floor(Math.random() * 250)}.7` },
    })
    const other = await phone.newPage()
    await other.goto(new URL(link as string).pathname)
    await ready(other)
    const view = other.getByTestId('order-private-page')
    await expect(view).toContainText(l.private)
    await expect(view).toContainText(reference)
    await expect(view.getByTestId('order-status').first()).toHaveText(l.submitted)
    await expect(view.getByTestId('payment-instructions')).toContainText(l.fpsHowTo)

    const form = view.getByTestId('proof-form')
    await form
      .getByLabel(l.file)
      .setInputFiles({ name: 'fps-receipt.png', mimeType: 'image/png', buffer: png() })
    await form.getByRole('button', { name: l.upload }).click()
    await expect(other.getByTestId('toast-success')).toContainText(l.uploaded)
    await expect(view.getByTestId('order-status').first()).toHaveText(l.pending)
    await other.reload()
    await ready(other)
    await expect(view.getByTestId('order-status').first()).toHaveText(l.pending)
    await expect(view.getByTestId('proof-current')).toContainText(l.received)
    // paid for: how to pay is no longer shown
    await expect(view.getByTestId('payment-instructions')).toHaveCount(0)

    // a link with one character changed opens nothing, and says where to look instead
    const path = new URL(link as string).pathname
    const broken = `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`
    const answer = await other.goto(broken)
    expect(answer?.status()).toBe(404)
    const notFound = other.getByTestId('order-link-not-found')
    await expect(notFound).toContainText(l.notFound)
    await expect(notFound.getByRole('link', { name: l.lookup })).toBeVisible()
    await phone.close()
  })
}
