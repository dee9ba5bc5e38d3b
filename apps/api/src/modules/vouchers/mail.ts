import { hkDate, type Locale, type LocalizedText } from '@shop/contract'
import type { Tx } from '#api/lib/db-tx.ts'
import type { Account } from '../identity/index.ts'
import { sendToAccount } from '../identity/index.ts'

type Redeemed = { title: LocalizedText; terms: LocalizedText; points: number; validUntil: Date }
type Text = {
  subject: (n: number) => string
  greeting: (name: string) => string
  intro: (n: number, points: number, title: string) => string
  code: (code: string, day: string) => string
  terms: string
  howTo: string
  sign: string
}

const texts: Record<Locale, Text> = {
  en: {
    subject: (n) => (n === 1 ? 'Your voucher code' : `Your ${n} voucher codes`),
    greeting: (name) => `Hello ${name},`,
    intro: (n, points, title) =>
      `Thank you for redeeming ${points.toLocaleString('en')} points for ${n} × "${title}".`,
    code: (code, day) => `- ${code} (valid until ${day}, Hong Kong time)`,
    terms: 'Terms:',
    howTo:
      'Enter the code in your cart at checkout. Each code can be used once, by your account only.',
    sign: 'Maison Harbour Interiors',
  },
  zh: {
    subject: (n) => (n === 1 ? '你的優惠碼' : `你的 ${n} 個優惠碼`),
    greeting: (name) => `${name} 你好：`,
    intro: (n, points, title) =>
      `多謝你以 ${points.toLocaleString('en')} 積分兌換 ${n} 張「${title}」。`,
    code: (code, day) => `- ${code}（有效期至 ${day}，香港時間）`,
    terms: '條款：',
    howTo: '結帳時在購物車輸入優惠碼即可使用。每個優惠碼只可使用一次，並只限你的帳戶使用。',
    sign: '海港居室設計',
  },
  cn: {
    subject: (n) => (n === 1 ? '您的优惠码' : `您的 ${n} 个优惠码`),
    greeting: (name) => `${name} 您好：`,
    intro: (n, points, title) =>
      `感谢您以 ${points.toLocaleString('en')} 积分兑换 ${n} 张「${title}」。`,
    code: (code, day) => `- ${code}（有效期至 ${day}，香港时间）`,
    terms: '条款：',
    howTo: '结账时在购物车输入优惠码即可使用。每个优惠码只可使用一次，并只限您的账户使用。',
    sign: '海港居室设计',
  },
}

/**
 * "Voucher redeemed" (issue 16): the codes, their terms and last day, in the member's language,
 * written to the outbox in the redeem's transaction (sent only if it commits).
 */
export async function sendVouchersRedeemed(
  tx: Tx,
  account: Account,
  redeemed: Redeemed,
  codes: string[],
): Promise<void> {
  const locale = account.language
  const t = texts[locale]
  const body = [
    t.greeting(account.username || account.email || ''),
    '',
    t.intro(codes.length, redeemed.points, redeemed.title[locale]),
    '',
    ...codes.map((code) => t.code(code, hkDate(redeemed.validUntil))),
    '',
    t.terms,
    redeemed.terms[locale],
    '',
    t.howTo,
    '',
    t.sign,
  ].join('\n')
  await sendToAccount(tx, account, { subject: t.subject(codes.length), body })
}
