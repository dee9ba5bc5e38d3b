import {
  DELIVERY_SLOTS,
  DELIVERY_WINDOW_DAYS,
  type DeliverySlotChoice,
  deliveryDaysOf,
  HK_TIME_ZONE,
  type HkDistrict,
  hkHoliday,
  isoWeekday,
} from '@shop/contract'

/**
 * The delivery calendar (ADR 022), pure so it can be tested with a fixed clock: days are
 * Hong Kong calendar dates (`YYYY-MM-DD`), whatever the server's own time zone.
 */

const hongKongDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: HK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The date in Hong Kong at this instant. */
export function hongKongToday(now: Date): string {
  return hongKongDate.format(now)
}

export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + days)
  return next.toISOString().slice(0, 10)
}

/** Not a Sunday and not a Hong Kong general holiday. */
export const isWorkingDay = (date: string) => isoWeekday(date) !== 7 && !hkHoliday(date)

/** `days` working days after `date` (the date itself when 0). */
export function addWorkingDays(date: string, days: number): string {
  let day = date
  for (let left = days; left > 0; ) {
    day = addDays(day, 1)
    if (isWorkingDay(day)) left -= 1
  }
  return day
}

/** spec: earliest = today + the lines' lead time in working days; the last bookable day. */
export function deliveryWindow(now: Date, leadTimeDays: number) {
  const today = hongKongToday(now)
  const earliest = addWorkingDays(today, leadTimeDays)
  const last = addDays(today, DELIVERY_WINDOW_DAYS)
  // made to order: weeks away, so the window follows the earliest day (two weeks of choices)
  const latest = addDays(earliest, 14)
  return { today, earliest, last: latest > last ? latest : last }
}

export type SlotProblem =
  | 'sunday'
  | 'holiday'
  | 'district_off_day'
  | 'too_early'
  | 'too_late'
  | 'unknown_slot'

/**
 * Why a slot cannot be booked, or null when it can. The kind of day is judged before the window,
 * so a shopper hears "no deliveries on Sundays" rather than "too far ahead" for a far Sunday.
 */
export function slotProblem(
  choice: DeliverySlotChoice,
  district: HkDistrict,
  now: Date,
  leadTimeDays: number,
): SlotProblem | null {
  const weekday = isoWeekday(choice.date)
  if (weekday === 7) return 'sunday'
  if (hkHoliday(choice.date)) return 'holiday'
  if (!deliveryDaysOf(district).includes(weekday)) return 'district_off_day'
  const window = deliveryWindow(now, leadTimeDays)
  if (choice.date < window.earliest) return 'too_early'
  if (choice.date > window.last) return 'too_late'
  if (!DELIVERY_SLOTS.some((slot) => slot.code === choice.slot)) return 'unknown_slot'
  return null
}

/** Every day a district can be delivered to within the window, with its slots. */
export function availableDates(district: HkDistrict, now: Date, leadTimeDays: number) {
  const window = deliveryWindow(now, leadTimeDays)
  const dates: { date: string; slots: (typeof DELIVERY_SLOTS)[number][] }[] = []
  for (let day = window.earliest; day <= window.last; day = addDays(day, 1)) {
    if (!slotProblem({ date: day, slot: 'AM' }, district, now, leadTimeDays))
      dates.push({ date: day, slots: [...DELIVERY_SLOTS] })
  }
  return { ...window, dates }
}
