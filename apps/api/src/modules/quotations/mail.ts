import { formatPhone, type Locale, localePrefix, quotationPath } from '@shop/contract'
import type { Tx } from '#api/lib/db-tx.ts'
import { fromCents, toCents } from '#api/lib/money.ts'
import { enqueue, enqueueForContact } from '../outbox/index.ts'
import type { QuotationRow, VersionRow } from './repository.ts'
import type { StoredRequest } from './views.ts'

const date = (d: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale === 'zh' ? 'zh-HK' : 'zh-CN', {
    timeZone: 'Asia/Hong_Kong',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(d)
const hkd = (amount: string) => `HK$${fromCents(toCents(amount))}`

const TEXT = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    requested: {
      subject: 'We have your quotation request',
      lead: 'Thank you: our designers will prepare your quotation and write to you.',
    },
    issued: {
      subject: 'Your quotation is ready',
      lead: (v: number) =>
        v > 1 ? `We have revised your quotation (version ${v}).` : 'Your quotation is ready.',
    },
    total: 'Total',
    first: 'First installment',
    second: 'Second installment',
    valid: 'Valid until',
    link: 'Read, accept or cancel it here',
    sign: 'Maison Harbour Interiors',
  },
  zh: {
    hello: (name: string) => `${name} 你好：`,
    requested: {
      subject: '我們已收到你的報價要求',
      lead: '多謝你的查詢，我們的設計師會為你準備報價並與你聯絡。',
    },
    issued: {
      subject: '你的報價已準備好',
      lead: (v: number) => (v > 1 ? `我們已修訂你的報價（第 ${v} 版）。` : '你的報價已準備好。'),
    },
    total: '總額',
    first: '第一期款項',
    second: '第二期款項',
    valid: '有效期至',
    link: '查看、接受或取消報價',
    sign: '海港居室設計',
  },
  cn: {
    hello: (name: string) => `${name} 您好：`,
    requested: {
      subject: '我们已收到您的报价请求',
      lead: '感谢您的咨询，我们的设计师会为您准备报价并与您联系。',
    },
    issued: {
      subject: '您的报价已准备好',
      lead: (v: number) => (v > 1 ? `我们已修订您的报价（第 ${v} 版）。` : '您的报价已准备好。'),
    },
    total: '总额',
    first: '第一期款项',
    second: '第二期款项',
    valid: '有效期至',
    link: '查看、接受或取消报价',
    sign: '海港居室设计',
  },
} satisfies Record<Locale, unknown>

/** The storefront page of the quotation in the customer's language. */
export const quotationLink = (publicUrl: string, row: QuotationRow) =>
  new URL(quotationPath(localePrefix(row.language), row.id), publicUrl).toString()

/** To the customer, e-mail or else SMS, in the quotation's language, inside the caller's transaction. */
async function toCustomer(tx: Tx, row: QuotationRow, subject: string, lines: string[]) {
  const t = TEXT[row.language]
  const name = (row.request as StoredRequest).contact_name
  const body = [t.hello(name), '', ...lines, '', t.sign].join('\n')
  const message = { language: row.language, subject: `${subject} (${row.reference})`, body }
  await enqueueForContact(tx, { email: row.contactEmail, phone: row.contactPhone }, message)
}

export async function mailRequested(tx: Tx, row: QuotationRow, link: string) {
  const t = TEXT[row.language]
  await toCustomer(tx, row, t.requested.subject, [t.requested.lead, '', `${t.link}: ${link}`])
}

export async function mailIssued(tx: Tx, row: QuotationRow, version: VersionRow, link: string) {
  const t = TEXT[row.language]
  await toCustomer(tx, row, t.issued.subject, [
    t.issued.lead(version.version),
    '',
    `${t.total}: ${hkd(version.total)}`,
    `${t.first}: ${hkd(version.firstInstallment)}`,
    `${t.second}: ${hkd(version.secondInstallment)}`,
    `${t.valid}: ${date(version.validUntil, row.language)}`,
    '',
    `${t.link}: ${link}`,
  ])
}

/** The team's note of a request, an acceptance or a cancellation (English, the studio's inbox). */
export async function mailTeam(
  tx: Tx,
  teamEmail: string,
  row: QuotationRow,
  event: 'requested' | 'accepted' | 'cancelled',
  detail: string[],
) {
  const request = row.request as StoredRequest
  const subject = {
    requested: 'Quotation requested',
    accepted: 'Quotation accepted',
    cancelled: 'Quotation cancelled',
  }[event]
  await enqueue(tx, {
    channel: 'EMAIL',
    recipient: teamEmail,
    language: 'en',
    subject: `${subject}: ${row.reference}`,
    body: [
      `${row.reference} · ${request.contact_name}`,
      `Contact: ${[row.contactEmail, row.contactPhone && formatPhone(row.contactPhone)].filter(Boolean).join(' / ')}`,
      `Flat: ${request.flat.size_sqft} sq ft, ${request.flat.rooms} rooms`,
      ...detail,
    ].join('\n'),
  })
}
