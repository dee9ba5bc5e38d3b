import {
  addDays,
  DELIVERY_SLOTS,
  DELIVERY_WINDOW_DAYS,
  type DeliveryRules,
  type DeliverySlotChoice,
  deliveryDaysOf,
  type HkDistrict,
  hkDate,
  hkHoliday,
  isoWeekday,
  NO_DELIVERY_RULES,
} from '@shop/contract'

/**
 * The delivery calendar (ADR 022), pure so it can be tested with a fixed clock: days are
 * Hong Kong calendar dates (`YYYY-MM-DD`), whatever the server's own time zone.
 */

/**
 * Which days are holidays and which weekdays a district is served: the built-in lists with what
 * staff saved in the back office (issue 27, ADR 050) — holidays added, a district's days replaced.
 */
export type DeliveryCalendar = {
  isHoliday(date: string): boolean
  daysOf(district: HkDistrict): readonly number[]
}

export function deliveryCalendar(rules: DeliveryRules = NO_DELIVERY_RULES): DeliveryCalendar {
  const added = new Set(rules.holidays.map((holiday) => holiday.date))
  const days = new Map(rules.districts.map((district) => [district.code, district.days]))
  return {
    isHoliday: (date) => added.has(date) || hkHoliday(date) !== undefined,
    daysOf: (district) => days.get(district.code) ?? deliveryDaysOf(district),
  }
}
const BUILT_IN = deliveryCalendar()

/** Not a Sunday and not a Hong Kong general holiday. */
export const isWorkingDay = (date: string, calendar = BUILT_IN) =>
  isoWeekday(date) !== 7 && !calendar.isHoliday(date)

/** `days` working days after `date` (the date itself when 0). */
export function addWorkingDays(date: string, days: number, calendar = BUILT_IN): string {
  let day = date
  for (let left = days; left > 0; ) {
    day = addDays(day, 1)
    if (isWorkingDay(day, calendar)) left -= 1
  }
  return day
}

/** spec: earliest = today + the lines' lead time in working days; the last bookable day. */
export function deliveryWindow(now: Date, leadTimeDays: number, calendar = BUILT_IN) {
  const today = hkDate(now)
  const earliest = addWorkingDays(today, leadTimeDays, calendar)
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
  calendar = BUILT_IN,
): SlotProblem | null {
  const weekday = isoWeekday(choice.date)
  if (weekday === 7) return 'sunday'
  if (calendar.isHoliday(choice.date)) return 'holiday'
  if (!calendar.daysOf(district).includes(weekday)) return 'district_off_day'
  const window = deliveryWindow(now, leadTimeDays, calendar)
  if (choice.date < window.earliest) return 'too_early'
  if (choice.date > window.last) return 'too_late'
  if (!DELIVERY_SLOTS.some((slot) => slot.code === choice.slot)) return 'unknown_slot'
  return null
}

/** Every day a district can be delivered to within the window, with its slots. */
export function availableDates(
  district: HkDistrict,
  now: Date,
  leadTimeDays: number,
  calendar = BUILT_IN,
) {
  const window = deliveryWindow(now, leadTimeDays, calendar)
  const dates: { date: string; slots: (typeof DELIVERY_SLOTS)[number][] }[] = []
  for (let day = window.earliest; day <= window.last; day = addDays(day, 1)) {
    if (!slotProblem({ date: day, slot: 'AM' }, district, now, leadTimeDays, calendar))
      dates.push({ date: day, slots: [...DELIVERY_SLOTS] })
  }
  return { ...window, dates }
}
