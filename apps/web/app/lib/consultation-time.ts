import type { Locale } from '@shop/contract/client'
import { formatDateTime } from './format-date.ts'

const WEEKDAYS: Record<Locale, string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  zh: ['日', '一', '二', '三', '四', '五', '六'],
  cn: ['日', '一', '二', '三', '四', '五', '六'],
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * A Hong Kong date (YYYY-MM-DD) as a day heading: "Wed 25 Nov", "11月25日（三）". Written out
 * rather than through Intl, so the server and every browser draw the same text.
 */
export function dayLabel(date: string, locale: Locale): string {
  const [year, month, day] = date.split('-').map(Number)
  if (!year || !month || !day) return date
  const weekday = WEEKDAYS[locale][new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
  return locale === 'en'
    ? `${weekday} ${day} ${MONTHS[month - 1]}`
    : `${month}月${day}日（${weekday}）`
}

/** An instant's time of day in Hong Kong (UTC+8, no daylight saving): "14:30". */
export function hkTime(iso: string): string {
  return formatDateTime(iso).slice(11)
}

/** An instant's date in Hong Kong: "2026-11-25". */
export function hkDate(iso: string): string {
  const [day, month, year] = formatDateTime(iso).slice(0, 10).split('/')
  return `${year}-${month}-${day}`
}

/** A consultation's time: "Wed 25 Nov, 14:30–16:30" in Hong Kong time. */
export function consultationTime(startsAt: string, endsAt: string, locale: Locale): string {
  const separator = locale === 'en' ? ', ' : ' '
  return `${dayLabel(hkDate(startsAt), locale)}${separator}${hkTime(startsAt)}–${hkTime(endsAt)}`
}

/** A Hong Kong date moved by whole days (the "earlier / later weeks" links). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`)
  moved.setUTCDate(moved.getUTCDate() + days)
  return moved.toISOString().slice(0, 10)
}
