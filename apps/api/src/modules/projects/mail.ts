import {
  formatMoney,
  hkInstant,
  type Locale,
  localePrefix,
  type PaymentInstructions,
  type PaymentRejectReason,
  projectPath,
} from '@shop/contract'
import type { Tx } from '#api/lib/db-tx.ts'
import { mailDate, mailIn, renderMail } from '#api/lib/mail-text.ts'
import { enqueue, enqueueForContact } from '../outbox/index.ts'
import type { QuotationFacts } from './repository.ts'

const day = (date: string, locale: Locale) => mailDate(hkInstant(date, '12:00'), locale)

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
  const text = mailIn(locale)
  if (mail.kind === 'handover' || mail.kind === 'model')
    return {
      subject: text(`projects.${mail.kind}.subject`),
      body: [text(`projects.${mail.kind}.lead`)],
    }
  const ordinal = mail.sequence === 1 ? 'first' : 'second'
  const values = {
    installment: text(`projects.installment.${ordinal}`),
    amount: formatMoney(mail.amount, locale),
  }
  const subject = text(`projects.${mail.kind}.subject`, {
    ordinal: text(`projects.ordinal.${ordinal}`),
  })
  switch (mail.kind) {
    case 'due': {
      const how = (['BANK_TRANSFER', 'FPS', 'PAYME'] as const).flatMap((m) => {
        const instruction = mail.pay[m]?.[locale] || mail.pay[m]?.en
        return instruction ? [`- ${instruction}`] : []
      })
      return {
        subject,
        body: [
          text('projects.due.lead', { ...values, date: day(mail.dueOn, locale) }),
          '',
          text('projects.due.how'),
          ...how,
        ],
      }
    }
    case 'confirmed':
      return {
        subject,
        body: [
          text('projects.confirmed.lead', values),
          ...(mail.paidInFull ? ['', text('projects.confirmed.full')] : []),
        ],
      }
    case 'rejected':
      return {
        subject,
        body: [
          text('projects.rejected.lead', {
            ...values,
            reason: text(`projects.rejectReasons.${mail.reason}`),
          }),
          ...(mail.note ? [text('projects.note', { note: mail.note })] : []),
          '',
          text('projects.rejected.again'),
        ],
      }
    default:
      return { subject, body: [text(`projects.${mail.kind}.lead`, values)] }
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
  const { subject, body } = lines(mail, locale)
  const link = new URL(projectPath(localePrefix(locale), quotation.id), publicUrl).toString()
  const name = (quotation.request as { contact_name?: string }).contact_name ?? ''
  const message = {
    language: locale,
    subject: renderMail(locale, 'referenced', { subject, reference: quotation.reference }),
    body: [
      renderMail(locale, 'hello', { name }),
      '',
      ...body,
      '',
      renderMail(locale, 'projects.link', { link }),
      '',
      renderMail(locale, 'sign'),
    ].join('\n'),
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
