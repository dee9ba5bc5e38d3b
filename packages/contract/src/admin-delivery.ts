import { z } from 'zod'
import { DEFAULT_CARRYING_FEE_PER_FLOOR } from './hk-delivery.ts'
import { HK_DISTRICT_CODES } from './hk-districts.ts'

/**
 * Delivery rules in the back office (issue 27, ADR 050): public holidays added to the gazetted
 * list (HK_HOLIDAYS) and each district's delivery weekdays, kept under `delivery` in the versioned
 * site configuration. The slots call and checkout read the latest. Messages are catalogue keys.
 */

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'admin.settings.errors.date')
  // a day the calendar has: 2027-02-31 would otherwise be read as 3 March
  .refine((v) => {
    const day = new Date(`${v}T00:00:00Z`)
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v
  }, 'admin.settings.errors.date')
const name = (max: number) => z.string().trim().max(max, 'admin.settings.errors.tooLong')

/** A day without deliveries added by staff (a newly gazetted holiday, a typhoon make-up day). */
export const addedHoliday = z.object({
  date: isoDate,
  name: z.object({
    en: name(80).min(1, 'admin.settings.errors.required'),
    zh: name(80).default(''),
    cn: name(80).default(''),
  }),
})
export type AddedHoliday = z.infer<typeof addedHoliday>

/** Weekdays 1 (Monday) … 6 (Saturday): the courier never works Sundays. */
const weekdays = z.array(z.number().int().min(1).max(6)).max(6)

/** The carrying fee per floor and piece, in HKD: whole dollars or cents ("40", "45.5"). */
export const MAX_CARRYING_FEE = '9999.99'
const carryingFee = z
  .string()
  .trim()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, 'admin.settings.errors.carryingFee')

/** Deliveries one time slot (AM or PM) takes on one day; 0 on a date closes that date's slots. */
export const MAX_SLOT_CAPACITY = 500
const capacity = (min: number) =>
  z
    .number({ error: 'admin.settings.errors.capacity' })
    .int('admin.settings.errors.capacity')
    .min(min, 'admin.settings.errors.capacity')
    .max(MAX_SLOT_CAPACITY, 'admin.settings.errors.capacity')

/** A date whose slots take another number of deliveries than usual (a van off, a busy Saturday). */
export const capacityDay = z.object({ date: isoDate, capacity: capacity(0) })
export type CapacityDay = z.infer<typeof capacityDay>
export const MAX_CAPACITY_DAYS = 60

function uniqueDates(list: { date: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>()
  list.forEach((entry, i) => {
    if (seen.has(entry.date))
      ctx.addIssue({
        code: 'custom',
        path: [i, 'date'],
        message: 'admin.settings.errors.dateTwice',
      })
    seen.add(entry.date)
  })
}

export const MAX_ADDED_HOLIDAYS = 60
const calendarShape = {
  holidays: z
    .array(addedHoliday)
    .max(MAX_ADDED_HOLIDAYS, 'admin.settings.errors.tooManyHolidays')
    .superRefine(uniqueDates),
  /** Only districts whose days differ from the built-in ones (HK_DISTRICTS) are listed. */
  districts: z
    .array(z.object({ code: z.enum(HK_DISTRICT_CODES), days: weekdays }))
    .max(HK_DISTRICT_CODES.length),
}
/**
 * What a delivery costs and how many a slot takes (issue 27, ADR 053): the carrying fee per floor
 * cart and checkout charge, and the deliveries each slot of a day takes (null: no limit), with
 * dates that take another number.
 */
const costShape = {
  carrying_fee_per_floor: carryingFee,
  slot_capacity: capacity(1).nullable(),
  capacity_days: z
    .array(capacityDay)
    .max(MAX_CAPACITY_DAYS, 'admin.settings.errors.tooManyCapacityDays')
    .superRefine(uniqueDates),
}

/** As stored: a version saved before a part existed reads that part's default. */
export const deliveryRules = z.object({
  ...calendarShape,
  carrying_fee_per_floor: costShape.carrying_fee_per_floor.default(DEFAULT_CARRYING_FEE_PER_FLOOR),
  slot_capacity: costShape.slot_capacity.default(null),
  capacity_days: costShape.capacity_days.default([]),
})
export type DeliveryRules = z.infer<typeof deliveryRules>
export const NO_DELIVERY_RULES: DeliveryRules = {
  holidays: [],
  districts: [],
  carrying_fee_per_floor: DEFAULT_CARRYING_FEE_PER_FLOOR,
  slot_capacity: null,
  capacity_days: [],
}
/** A save sends the whole part: a field left out is refused, never reset to its default. */
export const deliveryRulesBody = z.object({
  ...calendarShape,
  ...costShape,
  version: z.number().int().min(1),
})
export type DeliveryRulesBody = z.input<typeof deliveryRulesBody>

/** The deliveries a slot of this date takes under these rules; null when there is no limit. */
export function slotCapacityOn(rules: DeliveryRules, date: string): number | null {
  const day = rules.capacity_days.find((d) => d.date === date)
  return day ? day.capacity : rules.slot_capacity
}
