import { expect, test } from './fixtures.ts'
import { ready, register, uniqueEmail } from './identity-helpers.ts'
import { placeOfflineOrderInShop, uniquePhone } from './order-helpers.ts'

/** Issue 30: every text a shopper meets is in the page's language and says what is true. */
const locales = [
  { code: 'en', prefix: '', pageLoading: 'Page loading' },
  { code: 'zh', prefix: '/zh', pageLoading: '頁面載入中' },
  { code: 'cn', prefix: '/cn', pageLoading: '页面加载中' },
] as const

for (const l of locales) {
  test(`the page loading bar is named in the page's language (${l.code})`, async ({ page }) => {
    await page.goto(`${l.prefix}/shop/main/product`)
    await ready(page)
    // hidden while idle, so read by attribute rather than by role
    await expect(page.locator('[role=progressbar]')).toHaveAttribute('aria-label', l.pageLoading)
  })
}

const shop = {
  en: {
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
  zh: {
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
  cn: {
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
} as const

const proof = {
  en: {
    where: 'open your order (link above) and upload the proof there',
    upload: 'Upload payment proof',
    wrongType: 'Only JPEG, PNG or WebP images and PDF files can be uploaded',
  },
  zh: {
    where: '請開啟上方連結的訂單頁面，在該頁上載付款證明',
    upload: '上載付款證明',
    wrongType: '只可上載 JPEG、PNG、WebP 圖片或 PDF 檔案',
  },
  cn: {
    where: '请打开上方链接的订单页面，在该页上传付款证明',
    upload: '上传付款证明',
    wrongType: '只可上传 JPEG、PNG、WebP 图片或 PDF 文件',
  },
} as const

for (const l of locales) {
  test(`an FPS guest is told where to upload the proof and why a wrong file is refused (${l.code})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 390, height: 844 })
    await placeOfflineOrderInShop(page, request, l.prefix, shop[l.code], uniquePhone())
    const details = page.getByTestId('payment-details')
    await expect(details).toContainText(proof[l.code].where)
    await expect(details).not.toContainText(/below|下方/)
    await page.screenshot({
      path: testInfo.outputPath(`fps-success-${l.code}.png`),
      fullPage: true,
    })

    await page.getByTestId('order-access-link').click()
    await ready(page)
    const form = page.getByTestId('proof-form')
    await form.locator('input[type=file]').setInputFiles({
      name: 'receipt.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>',
      ),
    })
    await form.getByRole('button', { name: proof[l.code].upload }).click()
    // beside the input, where it stays after the toast has gone
    const input = form.locator('input[type=file]')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(form).toContainText(proof[l.code].wrongType)
    await expect(page.getByTestId('proof-current')).toHaveCount(0)
    await page.screenshot({
      path: testInfo.outputPath(`proof-refused-${l.code}.png`),
      fullPage: true,
    })
  })
}

const lookup = {
  en: { orderId: 'Order ID or reference', phone: 'Phone number', submit: 'Find order' },
  zh: { orderId: '訂單 ID 或編號', phone: '電話號碼', submit: '查詢訂單' },
  cn: { orderId: '订单 ID 或编号', phone: '电话号码', submit: '查询订单' },
} as const

const fullWidth = (digits: string) =>
  [...digits].map((d) => String.fromCharCode(0xff10 + Number(d))).join('')

/** One phone rule (ADR 051): each language types the number another way. */
const typings = {
  en: (p: string) => `${p.slice(0, 4)} ${p.slice(4)}`,
  zh: (p: string) => `+852 ${p.slice(0, 4)}-${p.slice(4)}`,
  cn: (p: string) => fullWidth(p),
} as const

for (const l of locales) {
  test(`checkout takes the phone as people type it, shows it as +852 9123 4567 and finds the order by it (${l.code})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 390, height: 844 })
    const digits = uniquePhone()
    const { reference } = await placeOfflineOrderInShop(
      page,
      request,
      l.prefix,
      shop[l.code],
      typings[l.code](digits),
    )
    const shown = `+852 ${digits.slice(0, 4)} ${digits.slice(4)}`
    await expect(page.getByTestId('order-summary')).toContainText(shown)
    await page.screenshot({ path: testInfo.outputPath(`phone-${l.code}.png`), fullPage: true })

    // order lookup reads the number by the same rule, typed yet another way
    await page.goto(`${l.prefix}/shop/main/order/guest`)
    await ready(page)
    const form = page.getByTestId('guest-lookup-form')
    await form.getByLabel(lookup[l.code].orderId).fill(reference)
    await form.getByLabel(lookup[l.code].phone).fill(`852${digits}`)
    await form.getByRole('button', { name: lookup[l.code].submit }).click()
    const found = page.getByTestId('order-private-page')
    await expect(found).toContainText(reference)
    await expect(found).toContainText(shown)
  })
}

const limits = {
  en: { name: 'Name', submit: 'Send message', tooLong: 'This can be up to 100 characters' },
  zh: { name: '姓名', submit: '傳送訊息', tooLong: '此欄最多 100 字' },
  cn: { name: '姓名', submit: '发送信息', tooLong: '此栏最多 100 字' },
} as const

for (const l of locales) {
  test(`a name over its limit is stopped by maxlength, and a pasted one is told the limit (${l.code})`, async ({
    page,
  }) => {
    await page.goto(`${l.prefix}/contact-us`)
    await ready(page)
    const form = page.getByTestId('enquiry-form')
    const name = form.getByLabel(limits[l.code].name, { exact: true })
    await expect(name).toHaveAttribute('maxlength', '100')
    // what an old browser or a script lets through still gets a message naming the limit
    await name.evaluate((input) => input.removeAttribute('maxlength'))
    await name.fill('陳'.repeat(150))
    await form.getByRole('button', { name: limits[l.code].submit }).click()
    await expect(form).toContainText(limits[l.code].tooLong)
    await expect(name).toHaveAttribute('aria-invalid', 'true')
  })
}

for (const l of locales) {
  test(`the profile keeps a long e-mail and its "Change" link within a 390 px screen (${l.code})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000)
    const email = uniqueEmail(`a-rather-long-mailbox-name-for-the-width-check-${l.code}`).replace(
      '@example.com',
      '@harbour-interiors-example.com.hk',
    )
    await register(page, l.prefix, email, 'Wong Siu Ming Christopher Alexander Harbourview')
    // signed up at desktop width (the account menu is in the header there), read on a phone
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${l.prefix}/account/profile`)
    await ready(page)
    await expect(page.getByTestId('profile-email')).toHaveText(email)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    for (const link of await page.locator('dl a').all()) {
      const box = await link.boundingBox()
      expect(box && box.x + box.width).toBeLessThanOrEqual(390)
    }
    await page.screenshot({ path: testInfo.outputPath(`profile-${l.code}.png`), fullPage: true })
  })
}

for (const l of locales) {
  test(`on a phone the filter panel stays open while several filters are ticked (${l.code})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${l.prefix}/shop/main/product`)
    await ready(page)
    const panel = page.getByTestId('filter-panel')
    await panel.locator('summary').click()
    await expect(panel).toHaveAttribute('open', '')
    // spec §9: the mobile filter panel is at most 350 px wide
    const box = await panel.locator('form').boundingBox()
    expect(box?.width).toBeLessThanOrEqual(350)
    const boxes = panel.locator('input[type=checkbox]:not([name=category])')
    for (const index of [0, 1]) {
      const before = page.url()
      await boxes.nth(index).check()
      await expect(page).not.toHaveURL(before)
      await ready(page)
      // still open, the ticked box ticked: the next choice is one tap away
      await expect(panel).toHaveAttribute('open', '')
      await expect(boxes.nth(index)).toBeChecked()
    }
  })
}
