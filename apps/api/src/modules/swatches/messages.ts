import type { Locale, LocalizedText } from '@shop/contract'
import { pickText } from '@shop/contract'

type Swatches = {
  reference: string
  product: LocalizedText
  colours: { name: LocalizedText }[]
}

const sign = { en: 'Maison Harbour Interiors', zh: '海港居室設計', cn: '海港居室设计' }
const list = (s: Swatches, locale: Locale) =>
  s.colours.map((c) => `- ${pickText(c.name, locale)}`).join('\n')

/**
 * The shopper's two e-mails, in the language of the page they asked on. Like the enquiry receipt
 * they repeat nothing the shopper typed (no relay for someone else's text): only the reference,
 * the product and the colours, which are the shop's own words.
 */
export const swatchConfirmation: Record<
  Locale,
  (s: Swatches) => { subject: string; body: string }
> = {
  en: (s) => ({
    subject: `Your free swatches are requested (${s.reference})`,
    body: `Hello,\n\nThank you for your interest in ${pickText(s.product, 'en')}. We will post these swatches free of charge, usually within five working days:\n\n${list(s, 'en')}\n\nReference: ${s.reference}\n\nIf you did not ask for swatches, please ignore this message.\n\n${sign.en}`,
  }),
  zh: (s) => ({
    subject: `已收到你的免費布辦申請（${s.reference}）`,
    body: `你好：\n\n多謝你對「${pickText(s.product, 'zh')}」的興趣。我們會免費寄出以下布辦，一般於五個工作天內寄出：\n\n${list(s, 'zh')}\n\n參考編號：${s.reference}\n\n如你沒有索取布辦，請忽略此電郵。\n\n${sign.zh}`,
  }),
  cn: (s) => ({
    subject: `已收到您的免费布样申请（${s.reference}）`,
    body: `您好：\n\n感谢您对“${pickText(s.product, 'cn')}”的兴趣。我们会免费寄出以下布样，一般于五个工作日内寄出：\n\n${list(s, 'cn')}\n\n参考编号：${s.reference}\n\n如您没有索取布样，请忽略此邮件。\n\n${sign.cn}`,
  }),
}

export const swatchSent: Record<Locale, (s: Swatches) => { subject: string; body: string }> = {
  en: (s) => ({
    subject: `Your swatches are in the post (${s.reference})`,
    body: `Hello,\n\nYour swatches of ${pickText(s.product, 'en')} were posted today:\n\n${list(s, 'en')}\n\nReference: ${s.reference}\n\nWe hope they help you choose. Our team is happy to advise in our showrooms.\n\n${sign.en}`,
  }),
  zh: (s) => ({
    subject: `你的布辦已寄出（${s.reference}）`,
    body: `你好：\n\n「${pickText(s.product, 'zh')}」的布辦已於今天寄出：\n\n${list(s, 'zh')}\n\n參考編號：${s.reference}\n\n希望布辦有助你選擇。歡迎到我們的陳列室，團隊樂意為你提供意見。\n\n${sign.zh}`,
  }),
  cn: (s) => ({
    subject: `您的布样已寄出（${s.reference}）`,
    body: `您好：\n\n“${pickText(s.product, 'cn')}”的布样已于今天寄出：\n\n${list(s, 'cn')}\n\n参考编号：${s.reference}\n\n希望布样有助您选择。欢迎到我们的陈列室，团队乐意为您提供意见。\n\n${sign.cn}`,
  }),
}

/** The team reads requests in English, with what to post and where. */
export function swatchNotification(
  s: Swatches & { name: string; email: string; phone: string; address: string; language: Locale },
) {
  return {
    subject: `Swatch request ${s.reference}: ${pickText(s.product, 'en').slice(0, 80)}`,
    body: [
      `Reference: ${s.reference}`,
      `Product: ${pickText(s.product, 'en')}`,
      'Colours:',
      list(s, 'en'),
      `Name: ${s.name}`,
      `E-mail: ${s.email}`,
      `Phone: ${s.phone}`,
      `Address: ${s.address}`,
      `Language: ${s.language}`,
    ].join('\n'),
  }
}
