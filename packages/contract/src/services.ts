import { z } from 'zod'
import { checkoutResponse, deliveryDetails, returnUrl } from './checkout.ts'
import { HK_TIME_ZONE } from './hk-time.ts'
import { money } from './money-schema.ts'
import { localizedText } from './text.ts'

/**
 * Design services (issue 17): consultations booked in free slots, quotations written by staff.
 * Times are instants (ISO with Z); the studio works in Hong Kong time (UTC+8, no daylight saving).
 */

export const CONSULTATION_FORMATS = ['SHOWROOM', 'VIDEO', 'HOME_VISIT'] as const
export type ConsultationFormat = (typeof CONSULTATION_FORMATS)[number]
export const STUDIO_TIME_ZONE = HK_TIME_ZONE

/** The configuration document `design-services`. */
export const designServicesSettings = z
  .object({
    /** Minutes between possible starts (and the unit a booking holds). */
    slot_step_minutes: z.number().int().min(5).max(120),
    /** A booking starts at least this long after it is made. */
    lead_hours: z
      .number()
      .min(0)
      .max(24 * 14),
    /** How far ahead slots are offered. */
    horizon_days: z.number().int().min(1).max(120),
    /** Travel time held before and after a home visit. */
    home_visit_buffer_minutes: z.number().int().min(0).max(240),
    /** A customer may reschedule or cancel until this long before the start. */
    change_cutoff_hours: z
      .number()
      .min(0)
      .max(24 * 14),
  })
  .meta({ id: 'DesignServicesSettings' })
export type DesignServicesSettings = z.infer<typeof designServicesSettings>

export const showroom = z
  .object({
    _id: z.string(),
    code: z.string(),
    name: localizedText,
    address: localizedText,
    district: z.string(),
  })
  .meta({ id: 'Showroom' })
export type Showroom = z.infer<typeof showroom>

/** `GET /stores/{id}/design-services`: where consultations happen and which districts are served. */
export const designServicesInfo = z
  .object({
    showrooms: z.array(showroom),
    home_visit_districts: z.array(z.string()),
    settings: designServicesSettings,
  })
  .meta({ id: 'DesignServicesInfo' })
export type DesignServicesInfo = z.infer<typeof designServicesInfo>

/** `GET /stores/{id}/consultations/{variant_id}/slots`. */
export const consultationSlotsQuery = z.object({
  showroom_id: z.uuid().optional(),
  district: z
    .string()
    .regex(/^[a-z-]{2,40}$/)
    .optional(),
  /** Hong Kong date to start from (default: today). */
  from: z.iso.date().optional(),
  days: z.coerce.number().int().min(1).max(42).default(14),
})

export const consultationSlot = z.object({
  starts_at: z.string(),
  ends_at: z.string(),
  /** How many designers are free then (the studio assigns one). */
  designers_free: z.number().int().min(1),
})

export const consultationSlots = z
  .object({
    variant_id: z.string(),
    format: z.enum(CONSULTATION_FORMATS),
    duration_minutes: z.number().int(),
    time_zone: z.literal(STUDIO_TIME_ZONE),
    days: z.array(z.object({ date: z.string(), slots: z.array(consultationSlot) })),
  })
  .meta({ id: 'ConsultationSlots' })
export type ConsultationSlots = z.infer<typeof consultationSlots>

/** The flat the consultation or quotation is about. */
/** An empty number box on a form says "required" (a form sends it as undefined). */
const requiredNumber = () =>
  z.number({ error: (issue) => (issue.input === undefined ? 'errors.required' : undefined) })

export const flatDetails = z.strictObject({
  size_sqft: requiredNumber().int().min(50).max(20_000),
  rooms: requiredNumber().int().min(0).max(20),
  style: z.string().trim().max(1000).default(''),
  /** Home visits: where (street, building, floor and flat). */
  address: z.string().trim().max(300).default(''),
  /** Uploaded photos or floor plans (names from `POST /files`). */
  files: z.array(z.string().min(1).max(200)).max(10).default([]),
})
export type FlatDetails = z.infer<typeof flatDetails>

export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'completed'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

export const booking = z
  .object({
    _id: z.string(),
    order_id: z.string(),
    order_reference: z.string(),
    status: z.enum(BOOKING_STATUSES),
    format: z.enum(CONSULTATION_FORMATS),
    product_title: localizedText,
    starts_at: z.string(),
    ends_at: z.string(),
    showroom: showroom.nullable(),
    district: z.string().nullable(),
    designer: z.object({ _id: z.string(), name: z.string(), title: localizedText }),
    flat: flatDetails,
    deposit: money,
    /** Until when the customer may reschedule or cancel themselves. */
    changeable_until: z.string(),
    can_change: z.boolean(),
    rescheduled_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'Booking' })
export type Booking = z.infer<typeof booking>

/** `POST /stores/{id}/bookings`: book a consultation and pay its deposit like an order. */
export const bookConsultationBody = z
  .strictObject({
    variant_id: z.uuid(),
    starts_at: z.iso.datetime({ offset: true }),
    showroom_id: z.uuid().nullish(),
    district: z
      .string()
      .regex(/^[a-z-]{2,40}$/)
      .nullish(),
    flat: flatDetails,
    contact: deliveryDetails,
    payment_method: z.enum(['ONLINE', 'BANK_TRANSFER', 'FPS', 'PAYME']),
    terms_accepted: z.literal(true, { error: 'errors.termsRequired' }),
    success_url: returnUrl,
    cancel_url: returnUrl,
  })
  .superRefine((body, ctx) => {
    if (!body.contact.email && !body.contact.phone)
      ctx.addIssue({
        code: 'custom',
        path: ['contact', 'email'],
        message: 'errors.contactRequired',
      })
  })
export type BookConsultationBody = z.input<typeof bookConsultationBody>

export const bookingResponse = checkoutResponse.extend({ booking }).meta({ id: 'BookingResult' })
export type BookingResponse = z.infer<typeof bookingResponse>

/** `PUT /bookings/{id}/reschedule`. */
export const rescheduleBody = z.strictObject({ starts_at: z.iso.datetime({ offset: true }) })
/** `PUT /bookings/{id}/cancel`. */
export const cancelBookingBody = z.strictObject({ reason: z.string().trim().max(500).default('') })
export const bookingParams = z.object({ id: z.string().min(1).max(64) })
