import {
  HK_TIME_ZONE,
  hkInstant,
  type Locale,
  localePrefix,
  type PaymentInstructions,
  type PaymentRejectReason,
  projectPath,
} from '@shop/contract'
import type { Tx } from '#api/lib/db-tx.ts'
import { fromCents, toCents } from '#api/lib/money.ts'
import { enqueue, enqueueForContact } from '../outbox/index.ts'
import type { QuotationFacts } from './repository.ts'

const hkd = (amount: string) => `HK$${fromCents(toCents(amount))}`
const day = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale === 'zh' ? 'zh-HK' : 'zh-CN', {
    timeZone: HK_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(hkInstant(date, '12:00'))

const REJECT = {
  en: {
    NOT_RECEIVED: 'we have not received this payment in our account',
    AMOUNT_DIFFERS: 'the amount received differs from the receipt',
    WRONG_ACCOUNT: 'the payment went to an account that is not ours',
    UNREADABLE: 'the receipt cannot be read',
    DUPLICATE: 'this payment was already recorded',
    OTHER: 'see the note below',
  },
  zh: {
    NOT_RECEIVED: '我們的帳戶尚未收到這筆款項',
    AMOUNT_DIFFERS: '收到的金額與收據不符',
    WRONG_ACCOUNT: '款項並非付至本公司帳戶',
    UNREADABLE: '收據無法辨認',
    DUPLICATE: '這筆款項已經記錄',
    OTHER: '請參閱以下備註',
  },
  cn: {
    NOT_RECEIVED: '我们的账户尚未收到这笔款项',
    AMOUNT_DIFFERS: '收到的金额与收据不符',
    WRONG_ACCOUNT: '款项并非付至本公司账户',
    UNREADABLE: '收据无法辨认',
    DUPLICATE: '这笔款项已经记录',
    OTHER: '请参阅以下备注',
  },
} satisfies Record<Locale, Record<PaymentRejectReason, string>>

const TEXT = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    installment: (n: number) => (n === 1 ? 'first installment' : 'second installment'),
    due: {
      subject: (n: number) => `Your ${n === 1 ? 'first' : 'second'} installment is due`,
      lead: (what: string, amount: string, on: string) =>
        `The ${what} of ${amount} is due by ${on}.`,
      how: 'Pay online on your project page, or by bank transfer, FPS or PayMe and add the receipt there:',
    },
    received: {
      subject: 'We have your payment record',
      lead: (what: string, amount: string) =>
        `Thank you: we have your receipt for ${amount} towards the ${what}. Our team checks it and confirms the payment.`,
    },
    confirmed: {
      subject: 'Payment confirmed',
      lead: (what: string, amount: string) =>
        `We have confirmed your payment of ${amount} towards the ${what}.`,
      full: 'Your project is now paid in full. Thank you!',
    },
    rejected: {
      subject: 'We could not confirm your payment',
      lead: (what: string, amount: string, reason: string) =>
        `We could not confirm your payment of ${amount} towards the ${what}: ${reason}.`,
      again: 'Please check it and add the payment again, or contact us.',
    },
    refundDue: {
      subject: 'We will return your extra payment',
      lead: (what: string, amount: string) =>
        `We received a second payment of ${amount} for the ${what}, which was already paid. This extra payment will be returned to you the same way you paid it; you do not need to do anything.`,
    },
    handover: {
      subject: 'Your home is ready for handover',
      lead: 'The works are finished. Please check everything and confirm completion on your project page.',
    },
    model: {
      subject: 'Your 3D design is ready',
      lead: 'Your designer has added the 3D design of your home: turn it around and walk through it on your project page.',
    },
    note: 'Note',
    link: 'Your project',
    sign: 'Maison Harbour Interiors',
  },
  zh: {
    hello: (name: string) => `${name} 你好：`,
    installment: (n: number) => (n === 1 ? '第一期款項' : '第二期款項'),
    due: {
      subject: (n: number) => `你的${n === 1 ? '第一' : '第二'}期款項已到期`,
      lead: (what: string, amount: string, on: string) =>
        `${what} ${amount} 須於 ${on} 或之前繳付。`,
      how: '請在項目頁面網上付款，或以銀行轉帳、轉數快或 PayMe 付款後在該頁上載收據：',
    },
    received: {
      subject: '我們已收到你的付款記錄',
      lead: (what: string, amount: string) =>
        `多謝你：我們已收到${what} ${amount} 的收據，團隊核對後會確認付款。`,
    },
    confirmed: {
      subject: '付款已確認',
      lead: (what: string, amount: string) => `我們已確認你繳付${what} ${amount}。`,
      full: '你的項目已全數付清，多謝！',
    },
    rejected: {
      subject: '我們未能確認你的付款',
      lead: (what: string, amount: string, reason: string) =>
        `我們未能確認你繳付${what} ${amount}：${reason}。`,
      again: '請檢查後重新提交付款記錄，或與我們聯絡。',
    },
    refundDue: {
      subject: '我們會退還你多付的款項',
      lead: (what: string, amount: string) =>
        `我們再次收到你繳付${what}的 ${amount}，但該期款項已經繳清。這筆多付的款項會以你原來的付款方式退還給你，你毋須採取任何行動。`,
    },
    handover: {
      subject: '你的新居已可交收',
      lead: '工程已完成，請檢查後在項目頁面確認完成。',
    },
    model: {
      subject: '你的 3D 設計已準備好',
      lead: '設計師已上載你家的 3D 設計，可在項目頁面轉動及瀏覽。',
    },
    note: '備註',
    link: '你的項目',
    sign: '海港居室設計',
  },
  cn: {
    hello: (name: string) => `${name} 您好：`,
    installment: (n: number) => (n === 1 ? '第一期款项' : '第二期款项'),
    due: {
      subject: (n: number) => `您的${n === 1 ? '第一' : '第二'}期款项已到期`,
      lead: (what: string, amount: string, on: string) =>
        `${what} ${amount} 须于 ${on} 或之前缴付。`,
      how: '请在项目页面在线付款，或以银行转账、转数快或 PayMe 付款后在该页上传收据：',
    },
    received: {
      subject: '我们已收到您的付款记录',
      lead: (what: string, amount: string) =>
        `感谢您：我们已收到${what} ${amount} 的收据，团队核对后会确认付款。`,
    },
    confirmed: {
      subject: '付款已确认',
      lead: (what: string, amount: string) => `我们已确认您缴付${what} ${amount}。`,
      full: '您的项目已全数付清，谢谢！',
    },
    rejected: {
      subject: '我们未能确认您的付款',
      lead: (what: string, amount: string, reason: string) =>
        `我们未能确认您缴付${what} ${amount}：${reason}。`,
      again: '请检查后重新提交付款记录，或与我们联系。',
    },
    refundDue: {
      subject: '我们会退还您多付的款项',
      lead: (what: string, amount: string) =>
        `我们再次收到您缴付${what}的 ${amount}，但该期款项已经缴清。这笔多付的款项会以您原来的付款方式退还给您，您无需采取任何行动。`,
    },
    handover: {
      subject: '您的新居已可交收',
      lead: '工程已完成，请检查后在项目页面确认完成。',
    },
    model: {
      subject: '您的 3D 设计已准备好',
      lead: '设计师已上传您家的 3D 设计，可在项目页面转动及浏览。',
    },
    note: '备注',
    link: '您的项目',
    sign: '海港居室设计',
  },
} satisfies Record<Locale, unknown>

export type ProjectMail =
  | { kind: 'due'; sequence: number; amount: string; dueOn: string; pay: PaymentInstructions }
  | { kind: 'received'; sequence: number; amount: string }
  | { kind: 'confirmed'; sequence: number; amount: string; paidInFull: boolean }
  | {
      kind: 'rejected'
      sequence: number
      amount: string
      reason: PaymentRejectReason
      note: string
    }
  | { kind: 'refund_due'; sequence: number; amount: string }
  | { kind: 'handover' }
  | { kind: 'model' }

function lines(mail: ProjectMail, locale: Locale): { subject: string; body: string[] } {
  const t = TEXT[locale]
  switch (mail.kind) {
    case 'due': {
      const how = (['BANK_TRANSFER', 'FPS', 'PAYME'] as const).flatMap((m) => {
        const text = mail.pay[m]?.[locale] || mail.pay[m]?.en
        return text ? [`- ${text}`] : []
      })
      return {
        subject: t.due.subject(mail.sequence),
        body: [
          t.due.lead(t.installment(mail.sequence), hkd(mail.amount), day(mail.dueOn, locale)),
          '',
          t.due.how,
          ...how,
        ],
      }
    }
    case 'received':
      return {
        subject: t.received.subject,
        body: [t.received.lead(t.installment(mail.sequence), hkd(mail.amount))],
      }
    case 'confirmed':
      return {
        subject: t.confirmed.subject,
        body: [
          t.confirmed.lead(t.installment(mail.sequence), hkd(mail.amount)),
          ...(mail.paidInFull ? ['', t.confirmed.full] : []),
        ],
      }
    case 'rejected':
      return {
        subject: t.rejected.subject,
        body: [
          t.rejected.lead(
            t.installment(mail.sequence),
            hkd(mail.amount),
            REJECT[locale][mail.reason],
          ),
          ...(mail.note ? [`${t.note}: ${mail.note}`] : []),
          '',
          t.rejected.again,
        ],
      }
    case 'refund_due':
      return {
        subject: t.refundDue.subject,
        body: [t.refundDue.lead(t.installment(mail.sequence), hkd(mail.amount))],
      }
    case 'handover':
      return { subject: t.handover.subject, body: [t.handover.lead] }
    case 'model':
      return { subject: t.model.subject, body: [t.model.lead] }
  }
}

/** Tells the customer (e-mail, else SMS) in the project's language, inside the caller's transaction. */
export async function tellCustomer(
  tx: Tx,
  quotation: QuotationFacts,
  publicUrl: string,
  mail: ProjectMail,
) {
  const locale = quotation.language
  const t = TEXT[locale]
  const { subject, body } = lines(mail, locale)
  const link = new URL(projectPath(localePrefix(locale), quotation.id), publicUrl).toString()
  const name = (quotation.request as { contact_name?: string }).contact_name ?? ''
  const message = {
    language: locale,
    subject: `${subject} (${quotation.reference})`,
    body: [t.hello(name), '', ...body, '', `${t.link}: ${link}`, '', t.sign].join('\n'),
  }
  await enqueueForContact(
    tx,
    { email: quotation.contactEmail, phone: quotation.contactPhone },
    message,
  )
}

/** The studio's note (English): a receipt to check, a completion confirmed, money to refund. */
export async function tellTeam(
  tx: Tx,
  teamEmail: string,
  quotation: QuotationFacts,
  subject: string,
  detail: string[],
) {
  await enqueue(tx, {
    channel: 'EMAIL',
    recipient: teamEmail,
    language: 'en',
    subject: `${subject}: ${quotation.reference}`,
    body: detail.join('\n'),
  })
}
