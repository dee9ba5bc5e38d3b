import { expect, test } from './fixtures.ts'
import { ready, uniqueEmail } from './identity-helpers.ts'
import { type CheckoutTexts, placeOfflineOrderInShop, uniquePhone } from './order-helpers.ts'

/**
 * Issue 30, ADR 068, at 390 px: a shopper places an order by the shop's screens, opens it and
 * moves its delivery to another day and time with the "Change delivery time" form; the order
 * shows the new slot and the timeline line, and the e-mail with the new time is in the mailbox.
 * English through the private link of the success page (as a guest from the e-mail), Chinese
 * through the shopper's own order page. The refusals are proved by the API
 * (`orders/lifecycle/delivery-slot.test.ts`).
 */
const locales: {
  code: 'en' | 'zh' | 'cn'
  prefix: string
  shop: CheckoutTexts
  via: 'link' | 'member'
  title: string
  choice: string
  submit: string
  done: string
  timeline: string
  subject: string
}[] = [
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
    via: 'link',
    title: 'Change delivery time',
    choice: 'New delivery day and time',
    submit: 'Change delivery time',
    done: 'Delivery time changed. We have e-mailed you the new time.',
    timeline: 'Delivery time changed',
    subject: 'new delivery time',
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
    via: 'member',
    title: '更改送貨時間',
    choice: '新的送貨日期及時段',
    submit: '更改送貨時間',
    done: '已更改送貨時間，新時間已電郵給你。',
    timeline: '已更改送貨時間',
    subject: '新的送貨時間',
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
    via: 'member',
    title: '更改送货时间',
    choice: '新的送货日期及时段',
    submit: '更改送货时间',
    done: '已更改送货时间，新时间已电邮给您。',
    timeline: '已更改送货时间',
    subject: '新的送货时间',
  },
]

test.use({ viewport: { width: 390, height: 844 } })

for (const l of locales) {
  test(`a shopper moves the delivery of an order to another day and time (${l.code})`, async ({
    page,
    request,
  }, testInfo) => {
    // a whole checkout through the screens first: more than the default 30 s
    test.setTimeout(120_000)
    const email = uniqueEmail(`slot-change-${l.code}`)
    const { reference } = await placeOfflineOrderInShop(
      page,
      request,
      l.prefix,
      l.shop,
      uniquePhone(),
      email,
    )
    const href = (await page.getByTestId('order-access-link').getAttribute('href')) ?? ''
    const orderId = /order\/([0-9a-f-]{36})/.exec(href)?.[1]
    expect(orderId, 'order id in the private link').toBeTruthy()
    await page.goto(l.via === 'link' ? href : `${l.prefix}/shop/main/order/${orderId}`)
    await ready(page)
    const before = await page.getByTestId('order-slot').innerText()

    const panel = page.getByTestId('change-delivery-slot')
    await panel.locator('summary', { hasText: l.title }).click()
    const select = panel.getByLabel(l.choice)
    // the last day offered, in the afternoon: surely not the first day checkout took
    const options = select.locator('option')
    const last = options.last()
    const wanted = (await last.innerText()).trim()
    await select.selectOption(await last.getAttribute('value'))
    await page.screenshot({
      path: testInfo.outputPath(`slot-form-${l.code}-390.png`),
      fullPage: true,
    })
    await panel.getByRole('button', { name: l.submit }).click()

    await expect(page.getByTestId('slot-changed')).toHaveText(l.done)
    await expect(page).toHaveURL(/slot_changed=1/)
    await expect(page.getByTestId('order-slot')).toContainText(wanted)
    expect(before).not.toContain(wanted)
    await expect(page.getByTestId('timeline')).toContainText(l.timeline)
    await page.screenshot({
      path: testInfo.outputPath(`slot-changed-${l.code}-390.png`),
      fullPage: true,
    })

    // the e-mail in the order's language, with the new time as the order page words it
    const mailbox = await page.context().newPage()
    await mailbox.goto(`/dev/mailbox?recipient=${encodeURIComponent(email)}`)
    const mail = mailbox.getByTestId('mail').filter({ hasText: l.subject })
    await expect(mail).toHaveCount(1)
    await expect(mail).toContainText(reference)
    await expect(mail).toContainText(wanted)
    await mailbox.close()
  })
}
