import {
  type DeliverySlotChoice,
  formatDeliverySlot,
  formatMoney,
  type Locale,
  localePrefix,
  orderAccessPath,
} from '@shop/contract'
import type { Tx } from '#api/lib/db-tx.ts'
import { renderMail } from '#api/lib/mail-text.ts'
import { enqueueForContact } from '../outbox/index.ts'
import { issueAccessLink } from './access-links.ts'
import { orderConfirmation } from './checkout-messages.ts'
import type { OrderRow } from './order-json.ts'
import { ordersRepository } from './repository.ts'

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
  | 'delivery_rescheduled'

/** What some e-mails add: the courier and tracking number of a shipped order. */
export type MailExtra = {
  tracking?: { courier: string; number: string }
  /** Membership points a completed order earned, and when they can be spent (issue 16). */
  points?: { points: number; availableAt: Date }
  /** The home delivery's new day and time (issue 30, ADR 068). */
  slot?: DeliverySlotChoice
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
    slot: options.slot ? formatDeliverySlot(options.slot, locale) : '',
  }
  const link = new URL(`${localePrefix(locale)}/shop/main/order/${order.id}`, options.publicUrl)
  const body = [
    renderMail(locale, 'hello', values),
    '',
    renderMail(locale, `order.${slug}.body`, values),
    ...(options.tracking
      ? [
          renderMail(locale, 'order.tracking', {
            courier: options.tracking.courier,
            number: options.tracking.number,
          }),
        ]
      : []),
    ...(options.points
      ? [
          renderMail(locale, 'order.pointsEarned', {
            points: String(options.points.points),
            date: hkDate.format(options.points.availableAt),
          }),
        ]
      : []),
    ...(options.note ? [renderMail(locale, 'order.note', { note: options.note })] : []),
    renderMail(locale, 'order.link', { link: link.toString() }),
    '',
    renderMail(locale, 'sign'),
  ].join('\n')
  const subject = renderMail(locale, `order.${slug}.subject`, values)
  await enqueueForContact(
    tx,
    { email: order.contactEmail, phone: order.contactPhone },
    { language: locale, subject, body },
  )
}

/**
 * The order confirmation of an online order, once its payment is through (issue 30), inside the
 * transaction that marks it paid: a new private link (the checkout's is not kept in clear), the
 * order as written, in its language; e-mail, else SMS.
 */
export async function paidConfirmation(tx: Tx, order: OrderRow, publicUrl: string) {
  const access = await issueAccessLink(tx, order.id)
  const path = orderAccessPath(localePrefix(order.language), order.id, access.token)
  const written = await ordersRepository.find(tx, order.id)
  if (!written) return
  const message = orderConfirmation(
    written,
    order.language,
    {},
    new URL(path, publicUrl).toString(),
  )
  await enqueueForContact(
    tx,
    { email: order.contactEmail, phone: order.contactPhone },
    { language: order.language, ...message },
  )
}
