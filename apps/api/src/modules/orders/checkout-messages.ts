import { type Locale, ORDER_LINK_TTL_DAYS } from '@shop/contract'

type Values = {
  name: string
  reference: string
  total: string
  points: number
  offline: boolean
  /** The order's private link: see the order and, for offline payment, upload the proof. */
  link: string
}

const sign = { en: 'Maison Harbour Interiors', zh: '海港居室設計', cn: '海港居室设计' }

/** The order confirmation (spec §4 Checkout), in the shopper's language. */
export const orderSubmitted: Record<Locale, (v: Values) => { subject: string; body: string }> = {
  en: (v) => ({
    subject: `Order ${v.reference} received`,
    body: `Hello ${v.name},\n\nThank you for your order ${v.reference} (HKD ${v.total}${v.points ? ` and ${v.points} points` : ''}).\n${v.offline ? 'Please upload your payment proof on the order page so we can confirm it.' : 'We will confirm as soon as the payment is through.'}\n\nYour order page (a private link, do not share it; it works for ${ORDER_LINK_TTL_DAYS} days, no sign-in needed):\n${v.link}\n\n${sign.en}`,
  }),
  zh: (v) => ({
    subject: `已收到訂單 ${v.reference}`,
    body: `${v.name} 你好：\n\n多謝你的訂單 ${v.reference}（HKD ${v.total}${v.points ? `及 ${v.points} 積分` : ''}）。\n${v.offline ? '請於訂單頁面上載付款證明，以便我們確認。' : '付款完成後我們會立即確認。'}\n\n你的訂單頁面（私人連結，請勿分享；${ORDER_LINK_TTL_DAYS} 日內有效，毋須登入）：\n${v.link}\n\n${sign.zh}`,
  }),
  cn: (v) => ({
    subject: `已收到订单 ${v.reference}`,
    body: `${v.name} 您好：\n\n感谢您的订单 ${v.reference}（HKD ${v.total}${v.points ? `及 ${v.points} 积分` : ''}）。\n${v.offline ? '请于订单页面上传付款证明，以便我们确认。' : '付款完成后我们会立即确认。'}\n\n您的订单页面（私人链接，请勿分享；${ORDER_LINK_TTL_DAYS} 天内有效，无须登录）：\n${v.link}\n\n${sign.cn}`,
  }),
}
