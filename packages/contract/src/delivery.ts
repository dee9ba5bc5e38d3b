import { z } from 'zod'
import {
  ACCESS_METHODS,
  DELIVERY_SLOT_CODES,
  DELIVERY_SLOTS,
  MAX_CARRY_FLOORS,
} from './hk-delivery.ts'
import { HK_DISTRICT_CODES, HK_REGION_CODES, hkDistrict } from './hk-districts.ts'
import { localizedText } from './text.ts'
import { tooLong } from './validators.ts'

/**
 * A Hong Kong home address and a delivery slot (ADR 022). Messages are catalogue keys, so the
 * checkout form and the API refuse a field with the same words in the shopper's language.
 */

// "5/F", "5 樓", "地下" and "g" all mean the same floor: kept as "5" or "G"
const floor = z
  .string({ error: 'errors.required' })
  .trim()
  .max(12)
  .transform((value) =>
    value
      .replace(/^(地下|地庫)$/, 'G')
      .replace(/\s*(\/\s*F|F|樓|楼)$/i, '')
      .trim()
      .toUpperCase(),
  )
  .pipe(
    z
      .string()
      .min(1, { error: 'errors.required' })
      .regex(/^[0-9A-Z]{1,4}$/, { error: 'errors.floorFormat' }),
  )

/** The structured delivery address of an order in Hong Kong. */
export const hkAddress = z
  .strictObject({
    region: z.enum(HK_REGION_CODES, { error: 'errors.regionRequired' }),
    district: z.enum(HK_DISTRICT_CODES, { error: 'errors.districtRequired' }),
    street: z
      .string({ error: 'errors.required' })
      .trim()
      .min(1, { error: 'errors.required' })
      .max(120, tooLong(120)),
    building: z.string().trim().max(120, tooLong(120)).default(''),
    floor,
    flat: z.string().trim().max(20, tooLong(20)).default(''),
    access: z.enum(ACCESS_METHODS, { error: 'errors.accessRequired' }),
    /** Floors carried up by stairs (walk-ups); 0 with a lift. */
    stairs_floors: z
      .number({ error: 'errors.stairsFloors' })
      .int({ error: 'errors.stairsFloors' })
      .min(0, { error: 'errors.stairsFloors' })
      .max(MAX_CARRY_FLOORS, { error: 'errors.stairsFloors' })
      .default(0),
  })
  .superRefine((address, ctx) => {
    if (hkDistrict(address.district)?.region !== address.region)
      ctx.addIssue({ code: 'custom', path: ['district'], message: 'errors.districtNotInRegion' })
    if (address.access === 'STAIRS' && address.stairs_floors < 1)
      ctx.addIssue({ code: 'custom', path: ['stairs_floors'], message: 'errors.stairsFloors' })
  })
  .transform((address) => (address.access === 'LIFT' ? { ...address, stairs_floors: 0 } : address))
export type HkAddressInput = z.input<typeof hkAddress>

/** The address as an order keeps and answers it (already checked and normalised). */
export const orderHkAddress = z
  .object({
    region: z.enum(HK_REGION_CODES),
    district: z.enum(HK_DISTRICT_CODES),
    street: z.string(),
    building: z.string(),
    floor: z.string(),
    flat: z.string(),
    access: z.enum(ACCESS_METHODS),
    stairs_floors: z.number().int(),
  })
  .meta({ id: 'OrderHkAddress' })
export type HkAddress = z.infer<typeof orderHkAddress>

/** A calendar day in Hong Kong, `YYYY-MM-DD`. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'errors.dateRequired' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: 'errors.dateRequired' })

/** The slot the shopper picked at checkout; the API checks it again against its rules. */
export const deliverySlotChoice = z
  .strictObject({
    date: calendarDate,
    slot: z.enum(DELIVERY_SLOT_CODES, { error: 'errors.slotRequired' }),
  })
  .meta({ id: 'DeliverySlotChoice' })
export type DeliverySlotChoice = z.output<typeof deliverySlotChoice>

export const deliverySlot = z
  .object({ code: z.enum(DELIVERY_SLOT_CODES), start: z.string(), end: z.string() })
  .meta({ id: 'DeliverySlot' })

/** A booked slot as an order shows it. */
export const orderDeliverySlot = z
  .object({
    date: z.string(),
    slot: z.enum(DELIVERY_SLOT_CODES),
    start: z.string(),
    end: z.string(),
  })
  .meta({ id: 'OrderDeliverySlot' })
export type OrderDeliverySlot = z.infer<typeof orderDeliverySlot>
export const slotOf = (choice: DeliverySlotChoice): OrderDeliverySlot => {
  const slot = DELIVERY_SLOTS.find((s) => s.code === choice.slot) ?? DELIVERY_SLOTS[0]
  return { date: choice.date, slot: choice.slot, start: slot.start, end: slot.end }
}

/**
 * `GET /stores/{id}/delivery-slots?district=&variant_ids=`: the days and slots open to a
 * district for these cart lines (their lead time), from the earliest date to the window's end.
 */
export const deliverySlotsQuery = z.object({
  district: z.enum(HK_DISTRICT_CODES, { error: 'errors.districtRequired' }),
  variant_ids: z
    .string()
    .max(8000)
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid()).max(200)),
})
export type DeliverySlotsQuery = z.input<typeof deliverySlotsQuery>

export const deliverySlots = z
  .object({
    district: z.enum(HK_DISTRICT_CODES),
    region: z.enum(HK_REGION_CODES),
    district_name: localizedText,
    /** Hong Kong's date when the answer was made. */
    today: z.string(),
    lead_time_days: z.number().int().min(0).describe('Working days the lines need'),
    earliest_date: z.string(),
    last_date: z.string(),
    dates: z.array(z.object({ date: z.string(), slots: z.array(deliverySlot) })),
  })
  .meta({ id: 'DeliverySlots' })
export type DeliverySlots = z.infer<typeof deliverySlots>
