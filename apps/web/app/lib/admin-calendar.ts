/**
 * Dates of the consultation calendar (issue 17): Hong Kong days (UTC+8 all year, no daylight
 * saving), so server and browser show the same day and time.
 */
const HK_OFFSET = 8 * 3600_000
const DAY = 86_400_000

export type CalendarView = 'day' | 'week'

/** The Hong Kong calendar date (`YYYY-MM-DD`) of an instant. */
export const hkDay = (at: Date | string) =>
  new Date(new Date(at).getTime() + HK_OFFSET).toISOString().slice(0, 10)

/** The Hong Kong wall-clock time (`HH:MM`) of an instant. */
export const hkTime = (at: string) =>
  new Date(new Date(at).getTime() + HK_OFFSET).toISOString().slice(11, 16)

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

const isDate = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))

/**
 * The days a calendar page shows: one day, or the week (Monday to Sunday) holding `date`;
 * a missing or malformed date means today. `previous` and `next` are the neighbouring pages.
 */
export function calendarRange(view: string | null, date: string | null, now = new Date()) {
  const kind: CalendarView = view === 'day' ? 'day' : 'week'
  const day = isDate(date) ? date : hkDay(now)
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
