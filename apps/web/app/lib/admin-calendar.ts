import { addDays, hkDate, parseHkDate, weekdayOf } from '@shop/contract/client'

/** The consultation calendar's pages (issue 17), in Hong Kong days from the contract's kernel. */
export type CalendarView = 'day' | 'week'

/**
 * The days a calendar page shows: one day, or the week (Monday to Sunday) holding `date`;
 * a missing or malformed date means today. `previous` and `next` are the neighbouring pages.
 */
export function calendarRange(view: string | null, date: string | null, now = new Date()) {
  const kind: CalendarView = view === 'day' ? 'day' : 'week'
  const day = parseHkDate(date) ?? hkDate(now)
  const from = kind === 'day' ? day : addDays(day, -((weekdayOf(day) + 6) % 7))
  const length = kind === 'day' ? 1 : 7
  const days = Array.from({ length }, (_, i) => addDays(from, i))
  return {
    view: kind,
    date: day,
    from,
    to: days.at(-1) as string,
    days,
    previous: addDays(from, -length),
    next: addDays(from, length),
  }
}
