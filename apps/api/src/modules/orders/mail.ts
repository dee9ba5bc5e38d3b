import { formatMoney, type Locale, localePrefix, translate } from '@shop/contract'
import type { Tx } from '../../lib/db-tx.ts'
import { enqueue } from '../outbox/outbox.ts'
import type { OrderRow } from './order-json.ts'

export type MailSlug =
  | 'pending'
  | 'paid'
  | 'proof_rejected'
  | 'shipped'
  | 'completed'
  | 'cancelled'
  | 'expired'
  | 'refund_requested'
  | 'refund_approved'
  | 'refund_rejected'
  | 'refund_due'

/** What some e-mails add: the courier and tracking number of a shipped order. */
export type MailExtra = {
  tracking?: { courier: string; number: string }
  /** Membership points a completed order earned, and when they can be spent (issue 16). */
  points?: { points: number; availableAt: Date }
}

const hkDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Hong_Kong',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

/**
 * Tells the customer about a transition, in the order's language, through the outbox inside the
 * caller's transaction (delivered after commit). E-mail when the order has one, SMS otherwise.
 */
export async function notifyCustomer(
  tx: Tx,
  order: OrderRow,
  slug: MailSlug,
  options: { publicUrl: string; note?: string; amount?: string } & MailExtra,
): Promise<void> {
  const locale: Locale = order.language
  const values = {
    reference: order.reference,
    // HK$1,234.50 as on every page (issue 30), not HKD and a bare number
    amount: options.amount ? formatMoney(options.amount, locale) : '',
    name: order.recipient.name,
  }
  const link = new URL(`${localePrefix(locale)}/shop/main/order/${order.id}`, options.publicUrl)
  const body = [
    translate(locale, 'orderMail.greeting', values),
    '',
    translate(locale, `orderMail.${slug}.body`, values),
    ...(options.tracking
      ? [
          translate(locale, 'orderMail.tracking', {
            courier: options.tracking.courier,
            number: options.tracking.number,
          }),
        ]
      : []),
    ...(options.points
      ? [
          translate(locale, 'orderMail.pointsEarned', {
            points: String(options.points.points),
            date: hkDate.format(options.points.availableAt),
          }),
        ]
      : []),
    ...(options.note ? [translate(locale, 'orderMail.note', { note: options.note })] : []),
    translate(locale, 'orderMail.link', { link: link.toString() }),
    '',
    translate(locale, 'orderMail.sign'),
  ].join('\n')
  const subject = translate(locale, `orderMail.${slug}.subject`, values)
  if (order.contactEmail) {
    await enqueue(tx, {
      channel: 'EMAIL',
      recipient: order.contactEmail,
      language: locale,
      subject,
      body,
    })
  } else if (order.contactPhone) {
    await enqueue(tx, {
      channel: 'SMS',
      recipient: `+${order.contactPhone}`,
      language: locale,
      subject,
      body,
    })
  }
}
