/**
 * Hong Kong time and calendar, written once for the API, the storefront and the back office
 * (ADR 060). Hong Kong is UTC+8 all year with no daylight saving, so a wall-clock time converts to
 * an instant by a fixed offset and server and browser agree whatever their own time zone.
 * Calendar dates are `YYYY-MM-DD` strings. Browser-safe: no zod, no Intl.
 */
export const HK_TIME_ZONE = 'Asia/Hong_Kong'
export const HK_OFFSET_MS = 8 * 3_600_000
export const DAY_MS = 86_400_000

/** An instant: a `Date`, an ISO text or milliseconds; nothing (or not an instant) reads as ''. */
export type Instant = Date | string | number | null | undefined

/**
 * The instant as Hong Kong's wall clock reads it, in ISO form (`2026-11-25T01:30:00.000Z`), or ''
 * for nothing or an invalid instant, so a strange value in an address never becomes a 500.
 */
function wallClock(at: Instant): string {
  if (at === null || at === undefined || at === '') return ''
  const time = new Date(at).getTime()
  return Number.isNaN(time) ? '' : new Date(time + HK_OFFSET_MS).toISOString()
}

/** The Hong Kong calendar date of an instant; `hkDate(new Date())` is today in Hong Kong. */
export const hkDate = (at: Instant): string => wallClock(at).slice(0, 10)

/** The Hong Kong time of day of an instant, `HH:MM`. */
export const hkClock = (at: Instant): string => wallClock(at).slice(11, 16)

/** The Hong Kong date and time of an instant as a `datetime-local` value, `YYYY-MM-DDTHH:MM`. */
export const hkDateTime = (at: Instant): string => wallClock(at).slice(0, 16)

/** The instant of a Hong Kong wall-clock time (`HH:MM`) on a Hong Kong date. */
export const hkInstant = (date: string, time = '00:00'): Date =>
  new Date(`${date}T${time}:00+08:00`)

/** A Hong Kong day as instants, [start, end): what a "from … to" filter on timestamps needs. */
export function hkDayRange(date: string): { start: Date; end: Date } {
  const start = hkInstant(date)
  return { start, end: new Date(start.getTime() + DAY_MS) }
}

/** A calendar date moved by whole days (negative for earlier); crosses months and years. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay()

/** 1 Monday … 7 Sunday. */
export const isoWeekday = (date: string): number => weekdayOf(date) || 7

/** `value` when it is a real calendar date `YYYY-MM-DD` (2027-02-31 is not), otherwise null. */
export function parseHkDate(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value ? value : null
}

/**
 * A `datetime-local` value typed in Hong Kong time as an ISO time with `+08:00`; empty is null,
 * anything else passes on unchanged for the schema to refuse with its own message.
 */
export function fromHkDateTime(value: string): string | null {
  const text = value.trim()
  if (!text) return null
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? `${text}:00+08:00` : text
}
