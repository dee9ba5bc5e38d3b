/**
 * Hong Kong calendar days (UTC+8 all year, no daylight saving): the back office filters and
 * counts by them. Bounds are instants, so the created_at indexes serve the range.
 */
const HK_OFFSET_MS = 8 * 3600 * 1000
const DAY_MS = 24 * 3600 * 1000

/** The Hong Kong day of an instant, `YYYY-MM-DD`. */
export function hkDay(now: Date): string {
  return new Date(now.getTime() + HK_OFFSET_MS).toISOString().slice(0, 10)
}

/** [start, end) of a Hong Kong day. */
export function hkDayRange(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00+08:00`)
  return { start, end: new Date(start.getTime() + DAY_MS) }
}
