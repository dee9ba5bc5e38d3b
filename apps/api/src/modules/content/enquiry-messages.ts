import type { Locale } from '@shop/contract'

type Enquiry = {
  reference: string
  name: string
  email: string
  phone: string
  subject: string
  description: string
  language: Locale
}

const sign = { en: 'Maison Harbour Interiors', zh: '海港居室設計', cn: '海港居室设计' }

/**
 * The confirmation repeats nothing the sender typed except the reference: otherwise the form
 * would let anyone mail their own text to any address under our name.
 */
export const enquiryConfirmation: Record<
  Locale,
  (reference: string) => { subject: string; body: string }
> = {
  en: (reference) => ({
    subject: `We have received your enquiry (${reference})`,
    body: `Hello,\n\nThank you for contacting ${sign.en}. Our design team has received your enquiry, reference ${reference}, and will reply within two working days (Monday to Saturday, 10:00 to 19:00).\n\nIf you did not send this enquiry, please ignore this message.`,
  }),
  zh: (reference) => ({
    subject: `我們已收到你的查詢（${reference}）`,
    body: `你好：\n\n多謝聯絡${sign.zh}。我們的設計團隊已收到你的查詢，參考編號 ${reference}，將於兩個工作天內回覆（星期一至六，上午10時至晚上7時）。\n\n如你沒有提交此查詢，請忽略此電郵。`,
  }),
  cn: (reference) => ({
    subject: `我们已收到您的查询（${reference}）`,
    body: `您好：\n\n感谢联系${sign.cn}。我们的设计团队已收到您的查询，参考编号 ${reference}，将于两个工作日内回复（星期一至六，上午10时至晚上7时）。\n\n如您没有提交此查询，请忽略此邮件。`,
  }),
}

/** The team reads enquiries in English, with the sender's language noted. */
export function enquiryNotification(enquiry: Enquiry): { subject: string; body: string } {
  return {
    subject: `New enquiry ${enquiry.reference}: ${enquiry.subject.slice(0, 80)}`,
    body: [
      `Reference: ${enquiry.reference}`,
      `Name: ${enquiry.name}`,
      `E-mail: ${enquiry.email || '-'}`,
      `Phone: ${enquiry.phone || '-'}`,
      `Language: ${enquiry.language}`,
      `Subject: ${enquiry.subject}`,
      '',
      enquiry.description,
    ].join('\n'),
  }
}
