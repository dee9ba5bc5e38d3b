import type { Locale } from '@shop/contract'

const sign = { en: 'Maison Harbour Interiors', zh: '海港居室設計', cn: '海港居室设计' }

type Reply = { reference: string; name: string; staffName: string; body: string }

/**
 * A staff reply by e-mail: greeting, subject and signature in the enquiry's language, the staff
 * member's text exactly as written.
 */
export const enquiryReplyMessage: Record<
  Locale,
  (reply: Reply) => { subject: string; body: string }
> = {
  en: (r) => ({
    subject: `Reply to your enquiry ${r.reference}`,
    body: `Hello ${r.name},\n\n${r.body}\n\n${r.staffName}\n${sign.en}\n\nReference: ${r.reference}.`,
  }),
  zh: (r) => ({
    subject: `回覆你的查詢 ${r.reference}`,
    body: `${r.name} 你好：\n\n${r.body}\n\n${r.staffName}\n${sign.zh}\n\n參考編號：${r.reference}`,
  }),
  cn: (r) => ({
    subject: `回复您的查询 ${r.reference}`,
    body: `${r.name} 您好：\n\n${r.body}\n\n${r.staffName}\n${sign.cn}\n\n参考编号：${r.reference}`,
  }),
}
