import { z } from 'zod'
import { HK_DISTRICT_CODES } from './hk-districts.ts'
import { localizedText } from './text.ts'
import { type TextLimit, tooLong } from './validators.ts'

/**
 * Showrooms and designers in the back office (issues 27 and 30, ADR 054): `/admin/showrooms` and
 * `/admin/designers`. The storefront's footer, contact page and booking read the same showrooms,
 * so what the shop shows is what can be booked. A Chinese side left empty is filled from the
 * other with OpenCC.
 */

const line = (max: TextLimit) => z.string().trim().max(max, tooLong(max))
/** English and at least one Chinese side. */
const trilingual = (max: TextLimit) =>
  z
    .object({
      en: line(max).min(1, 'errors.required'),
      zh: line(max).default(''),
      cn: line(max).default(''),
    })
    .superRefine((v, ctx) => {
      if (!v.zh && !v.cn) ctx.addIssue({ code: 'custom', path: ['zh'], message: 'errors.required' })
    })
/** Every side may stay empty (then nothing is shown). */
const optionalTrilingual = (max: TextLimit) =>
  z.object({ en: line(max).default(''), zh: line(max).default(''), cn: line(max).default('') })

/** A telephone number as shown ("+852 2345 6789"): digits, spaces, +, -, brackets. */
const shownPhone = line(40).regex(/^[+\d\s()-]*$/, 'admin.showrooms.errors.phone')

export const adminShowroomBody = z.strictObject({
  name: trilingual(100),
  address: trilingual(200),
  district: z.enum(HK_DISTRICT_CODES, { message: 'errors.required' }),
  phone: shownPhone.default(''),
  opening_text: optionalTrilingual(120).optional(),
  is_active: z.boolean().default(true),
})
export type AdminShowroomBody = z.input<typeof adminShowroomBody>
/** A change: only the fields sent (no defaults, so a part never resets the rest). */
export const adminShowroomPatch = z.strictObject({
  name: trilingual(100).optional(),
  address: trilingual(200).optional(),
  district: z.enum(HK_DISTRICT_CODES, { message: 'errors.required' }).optional(),
  phone: shownPhone.optional(),
  opening_text: optionalTrilingual(120).optional(),
  is_active: z.boolean().optional(),
})
export type AdminShowroomPatch = z.input<typeof adminShowroomPatch>

const districts = z
  .array(z.enum(HK_DISTRICT_CODES))
  .max(HK_DISTRICT_CODES.length)
  .refine((list) => new Set(list).size === list.length, 'errors.invalid')

export const adminDesignerBody = z.strictObject({
  name: line(100).min(1, 'errors.required'),
  title: trilingual(100),
  showroom_id: z.uuid({ message: 'errors.required' }),
  /** Districts whose flats they visit; none: they take no home visits. */
  home_visit_districts: districts.default([]),
  is_active: z.boolean().default(true),
})
export type AdminDesignerBody = z.input<typeof adminDesignerBody>
export const adminDesignerPatch = z.strictObject({
  name: line(100).min(1, 'errors.required').optional(),
  title: trilingual(100).optional(),
  showroom_id: z.uuid({ message: 'errors.required' }).optional(),
  home_visit_districts: districts.optional(),
  is_active: z.boolean().optional(),
})
export type AdminDesignerPatch = z.input<typeof adminDesignerPatch>

export const adminStudioParams = z.object({ id: z.string().min(1).max(64) })

export const adminShowroom = z
  .object({
    _id: z.string(),
    code: z.string(),
    name: localizedText,
    address: localizedText,
    district: z.string(),
    phone: z.string(),
    opening_text: localizedText.nullable(),
    is_active: z.boolean(),
    /** Active designers based here. */
    designers: z.number(),
    /** Held or confirmed bookings here starting from now. */
    future_bookings: z.number(),
  })
  .meta({ id: 'AdminShowroom' })
export type AdminShowroom = z.infer<typeof adminShowroom>
export const adminShowrooms = z
  .object({ data: z.array(adminShowroom), total: z.number() })
  .meta({ id: 'AdminShowrooms' })
export type AdminShowrooms = z.infer<typeof adminShowrooms>

export const adminDesigner = z
  .object({
    _id: z.string(),
    code: z.string(),
    name: z.string(),
    title: localizedText,
    showroom_id: z.string(),
    home_visit_districts: z.array(z.string()),
    is_active: z.boolean(),
    /** Weekly spans set in the studio hours; none: no slot is offered with them yet. */
    hours_count: z.number(),
    future_bookings: z.number(),
  })
  .meta({ id: 'AdminDesigner' })
export type AdminDesigner = z.infer<typeof adminDesigner>
export const adminDesigners = z
  .object({ data: z.array(adminDesigner), total: z.number() })
  .meta({ id: 'AdminDesigners' })
export type AdminDesigners = z.infer<typeof adminDesigners>

/** A showroom as the storefront shows it (footer, contact page): the active ones only. */
export const shownShowroom = z.object({
  _id: z.string(),
  code: z.string(),
  name: localizedText,
  address: localizedText,
  district: z.string(),
  phone: z.string(),
  opening_text: localizedText.nullable(),
})
export type ShownShowroom = z.infer<typeof shownShowroom>
