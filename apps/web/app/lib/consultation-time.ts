import { hkClock, hkDate, type Locale } from '@shop/contract/client'

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

/** A consultation's time: "Wed 25 Nov, 14:30–16:30" in Hong Kong time. */
export function consultationTime(startsAt: string, endsAt: string, locale: Locale): string {
  const separator = locale === 'en' ? ', ' : ' '
  return `${dayLabel(hkDate(startsAt), locale)}${separator}${hkClock(startsAt)}–${hkClock(endsAt)}`
}
