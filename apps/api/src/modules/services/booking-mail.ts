import { type Booking, type Locale, localePrefix } from '@shop/contract'
import type { Tx } from '#api/lib/db-tx.ts'
import { mailDate, mailIn, renderMail } from '#api/lib/mail-text.ts'
import { enqueueForContact } from '../outbox/index.ts'
import { calendarFile } from './ics.ts'

type Kind = 'booked' | 'rescheduled' | 'cancelled' | 'reminder'

const when = (iso: string, locale: Locale) =>
  mailDate(new Date(iso), locale, {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })

/** Where and what a consultation is, in a language (the e-mail's lines, the calendar entry). */
function describe(booking: Booking, locale: Locale) {
  const place =
    booking.format === 'SHOWROOM' && booking.showroom
      ? `${booking.showroom.name[locale]}, ${booking.showroom.address[locale]}`
      : booking.format === 'VIDEO'
        ? renderMail(locale, 'booking.video')
        : booking.flat.address
          ? renderMail(locale, 'booking.homeAt', { address: booking.flat.address })
          : renderMail(locale, 'booking.home')
  const title = `${renderMail(locale, `booking.formats.${booking.format}`)} · ${booking.product_title[locale]}`
  return { place, title }
}

/**
 * A consultation's calendar entry (RFC 5545): the one sent with its e-mails and the one its
 * order page offers, the same event (one UID, a higher SEQUENCE after each move).
 */
export function bookingCalendar(
  booking: Booking,
  locale: Locale,
  link: string,
  cancelled = booking.status === 'cancelled',
): string {
  const { place, title } = describe(booking, locale)
  return calendarFile({
    uid: `${booking._id}@maisonharbour.hk`,
    sequence: booking.rescheduled_count + (cancelled ? 1 : 0),
    startsAt: new Date(booking.starts_at),
    endsAt: new Date(booking.ends_at),
    summary: title,
    location: place,
    description: `${booking.order_reference} · ${booking.designer.name}\n${link}`,
    url: link,
    cancelled,
  })
}

/**
 * The consultation's e-mail (booked, moved, cancelled, reminder) in the booking's language with
 * its calendar entry attached, through the outbox in the caller's transaction. SMS without e-mail.
 */
export async function notifyBooking(
  tx: Tx,
  kind: Kind,
  booking: Booking,
  to: { email: string | null; phone: string | null; name: string },
  locale: Locale,
  link: string,
  reason = '',
): Promise<void> {
  const text = mailIn(locale)
  const { place, title } = describe(booking, locale)
  const until = when(booking.changeable_until, locale)
  const body = [
    text('hello', { name: to.name }),
    '',
    text(`booking.${kind}.lead`),
    title,
    `${when(booking.starts_at, locale)} – ${when(booking.ends_at, locale).slice(-5)}`,
    text('booking.place', { place }),
    text('booking.designer', { name: booking.designer.name }),
    ...(reason ? [text('booking.reason', { reason })] : []),
    '',
    ...(kind === 'cancelled' ? [] : [text('booking.change', { until }), '']),
    text('booking.link', { link }),
    '',
    text('sign'),
  ].join('\n')
  const subject = text('referenced', {
    subject: text(`booking.${kind}.subject`),
    reference: booking.order_reference,
  })
  // the calendar file goes with an e-mail only
  const attachments = to.email
    ? [
        {
          filename: 'consultation.ics',
          content_type: 'text/calendar; charset=utf-8',
          content: bookingCalendar(booking, locale, link, kind === 'cancelled'),
        },
      ]
    : []
  await enqueueForContact(tx, to, { language: locale, subject, body, attachments })
}

export const bookingLink = (publicUrl: string, locale: Locale, path: string) =>
  new URL(`${localePrefix(locale)}${path}`, publicUrl).toString()
