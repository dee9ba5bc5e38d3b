import { type Booking, type Locale, localePrefix } from '@shop/contract'
import type { Tx } from '#api/lib/db-tx.ts'
import { enqueueForContact } from '../outbox/index.ts'
import { calendarFile } from './ics.ts'

type Kind = 'booked' | 'rescheduled' | 'cancelled' | 'reminder'

const when = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale === 'zh' ? 'zh-HK' : 'zh-CN', {
    timeZone: 'Asia/Hong_Kong',
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))

const FORMAT: Record<Locale, Record<Booking['format'], string>> = {
  en: { SHOWROOM: 'Showroom consultation', VIDEO: 'Video consultation', HOME_VISIT: 'Home visit' },
  zh: { SHOWROOM: '陳列室諮詢', VIDEO: '視像諮詢', HOME_VISIT: '上門諮詢' },
  cn: { SHOWROOM: '陈列室咨询', VIDEO: '视频咨询', HOME_VISIT: '上门咨询' },
}

const TEXT: Record<
  Locale,
  Record<Kind, { subject: string; lead: string }> & {
    hello: (name: string) => string
    at: string
    with: string
    video: string
    home: string
    change: (until: string) => string
    link: string
    /** Why the studio cancelled (staff cancels send their reason). */
    reason: string
    sign: string
  }
> = {
  en: {
    booked: { subject: 'Your consultation is booked', lead: 'Your consultation is booked:' },
    rescheduled: {
      subject: 'Your consultation has moved',
      lead: 'Your consultation now takes place:',
    },
    cancelled: {
      subject: 'Your consultation is cancelled',
      lead: 'This consultation is cancelled:',
    },
    reminder: {
      subject: 'Your consultation is tomorrow',
      lead: 'A reminder of your consultation:',
    },
    hello: (name) => `Hello ${name},`,
    at: 'Where',
    with: 'Designer',
    video: 'By video call (we send the link the day before)',
    home: 'At your home',
    change: (until) => `You can reschedule or cancel until ${until} (Hong Kong time).`,
    link: 'Your booking',
    reason: 'Reason',
    sign: 'Maison Harbour Interiors',
  },
  zh: {
    booked: { subject: '你的設計諮詢已預約', lead: '你的設計諮詢已預約：' },
    rescheduled: { subject: '你的設計諮詢已改期', lead: '你的設計諮詢改為：' },
    cancelled: { subject: '你的設計諮詢已取消', lead: '以下設計諮詢已取消：' },
    reminder: { subject: '明天的設計諮詢提示', lead: '提提你明天的設計諮詢：' },
    hello: (name) => `${name} 你好：`,
    at: '地點',
    with: '設計師',
    video: '視像會議（我們會於前一天發送連結）',
    home: '府上',
    change: (until) => `你可於 ${until}（香港時間）前改期或取消。`,
    link: '你的預約',
    reason: '原因',
    sign: '海港居室設計',
  },
  cn: {
    booked: { subject: '您的设计咨询已预约', lead: '您的设计咨询已预约：' },
    rescheduled: { subject: '您的设计咨询已改期', lead: '您的设计咨询改为：' },
    cancelled: { subject: '您的设计咨询已取消', lead: '以下设计咨询已取消：' },
    reminder: { subject: '明天的设计咨询提示', lead: '提醒您明天的设计咨询：' },
    hello: (name) => `${name} 您好：`,
    at: '地点',
    with: '设计师',
    video: '视频会议（我们会于前一天发送链接）',
    home: '府上',
    change: (until) => `您可于 ${until}（香港时间）前改期或取消。`,
    link: '您的预约',
    reason: '原因',
    sign: '海港居室设计',
  },
}

/** Where and what a consultation is, in a language (the e-mail's lines, the calendar entry). */
function describe(booking: Booking, locale: Locale) {
  const t = TEXT[locale]
  const place =
    booking.format === 'SHOWROOM' && booking.showroom
      ? `${booking.showroom.name[locale]}, ${booking.showroom.address[locale]}`
      : booking.format === 'VIDEO'
        ? t.video
        : `${t.home}${booking.flat.address ? `: ${booking.flat.address}` : ''}`
  const title = `${FORMAT[locale][booking.format]} · ${booking.product_title[locale]}`
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
  const t = TEXT[locale]
  const { place, title } = describe(booking, locale)
  const body = [
    t.hello(to.name),
    '',
    t[kind].lead,
    `${title}`,
    `${when(booking.starts_at, locale)} – ${when(booking.ends_at, locale).slice(-5)}`,
    `${t.at}: ${place}`,
    `${t.with}: ${booking.designer.name}`,
    ...(reason ? [`${t.reason}: ${reason}`] : []),
    '',
    ...(kind === 'cancelled' ? [] : [t.change(when(booking.changeable_until, locale)), '']),
    `${t.link}: ${link}`,
    '',
    t.sign,
  ].join('\n')
  const subject = `${t[kind].subject} (${booking.order_reference})`
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
