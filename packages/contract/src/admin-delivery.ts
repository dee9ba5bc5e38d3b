import { z } from 'zod'
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
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'admin.settings.errors.date')
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

export const MAX_ADDED_HOLIDAYS = 60
export const deliveryRules = z.object({
  holidays: z
    .array(addedHoliday)
    .max(MAX_ADDED_HOLIDAYS, 'admin.settings.errors.tooManyHolidays')
    .superRefine((list, ctx) => {
      const seen = new Set<string>()
      list.forEach((holiday, i) => {
        if (seen.has(holiday.date))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'date'],
            message: 'admin.settings.errors.dateTwice',
          })
        seen.add(holiday.date)
      })
    }),
  /** Only districts whose days differ from the built-in ones (HK_DISTRICTS) are listed. */
  districts: z
    .array(z.object({ code: z.enum(HK_DISTRICT_CODES), days: weekdays }))
    .max(HK_DISTRICT_CODES.length),
})
export type DeliveryRules = z.infer<typeof deliveryRules>
export const NO_DELIVERY_RULES: DeliveryRules = { holidays: [], districts: [] }
export const deliveryRulesBody = deliveryRules.extend({ version: z.number().int().min(1) })
export type DeliveryRulesBody = z.input<typeof deliveryRulesBody>
