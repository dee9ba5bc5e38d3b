import { z } from 'zod'
import { PAYMENT_STATUSES } from './checkout.ts'
import { BOOKING_STATUSES, booking } from './services.ts'
import { localizedText } from './text.ts'

/**
 * Back office for consultations (issue 17): the calendar of bookings, moving, cancelling and
 * completing one, and the studio's weekly hours and closures. Dates are Hong Kong calendar days
 * (`YYYY-MM-DD`), times of day Hong Kong wall-clock `HH:MM`; instants are ISO with Z.
 */

/** At most this many days in one calendar answer (a week view with some room). */
export const ADMIN_CALENDAR_MAX_DAYS = 31
/** Closures listed by `GET /admin/studio` when no range is given: from today this many days. */
export const ADMIN_STUDIO_CLOSURE_DAYS = 120

const idParam = z.string().min(1).max(64)
const hkDay = z.iso.date()
const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000

export const adminBookingParams = z.object({ id: idParam })

/** `GET /admin/bookings`: bookings starting in [from, to] (Hong Kong days, inclusive). */
export const adminBookingsQuery = z
  .object({
    from: hkDay,
    to: hkDay,
    showroom_id: z.uuid().optional(),
    designer_id: z.uuid().optional(),
    status: z.enum(BOOKING_STATUSES).optional(),
  })
  .refine((q) => q.from <= q.to && dayCount(q.from, q.to) < ADMIN_CALENDAR_MAX_DAYS, {
    path: ['to'],
    message: 'admin.studio.errors.range',
  })
export type AdminBookingsQuery = z.input<typeof adminBookingsQuery>

/** A booking as staff see it: the customer's booking plus who they are and how it is paid. */
export const adminBooking = booking
  .extend({
    /** The consultation (format and length), for the free times it may move to. */
    variant_id: z.string(),
    customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    payment_status: z.enum(PAYMENT_STATUSES),
    language: z.enum(['en', 'zh', 'cn']),
    cancel_reason: z.string().nullable(),
  })
  .meta({ id: 'AdminBooking' })
export type AdminBooking = z.infer<typeof adminBooking>

export const adminBookingList = z
  .object({ from: z.string(), to: z.string(), data: z.array(adminBooking) })
  .meta({ id: 'AdminBookingList' })
export type AdminBookingList = z.infer<typeof adminBookingList>

/** `PUT /admin/bookings/{id}/move`: a free slot of the same consultation; a designer if wanted. */
export const adminBookingMoveBody = z.strictObject({
  starts_at: z.iso.datetime({ offset: true }),
  designer_id: z.uuid().optional(),
})
export type AdminBookingMoveBody = z.infer<typeof adminBookingMoveBody>

/** `PUT /admin/bookings/{id}/cancel`: the reason goes to the customer in their language. */
export const adminBookingCancelBody = z.strictObject({
  reason: z.string().trim().min(1, 'errors.required').max(500),
})

// ---------------------------------------------------------------- studio hours and closures

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/
export const hhmm = z.string().regex(HHMM, 'admin.studio.errors.time')

export const openingSpan = z.strictObject({
  /** 0 Sunday … 6 Saturday. */
  weekday: z.number().int().min(0).max(6),
  opens_at: hhmm,
  closes_at: hhmm,
})
export type OpeningSpan = z.infer<typeof openingSpan>

/** `PUT /admin/studio/hours`: the whole week of one showroom or one designer. */
export const adminStudioHoursBody = z
  .strictObject({
    showroom_id: z.uuid().optional(),
    designer_id: z.uuid().optional(),
    hours: z.array(openingSpan).max(7 * 4),
  })
  .superRefine((body, ctx) => {
    if (!body.showroom_id === !body.designer_id)
      ctx.addIssue({ code: 'custom', path: ['showroom_id'], message: 'admin.studio.errors.owner' })
    body.hours.forEach((span, i) => {
      if (span.opens_at >= span.closes_at)
        ctx.addIssue({
          code: 'custom',
          path: ['hours', i, 'closes_at'],
          message: 'admin.studio.errors.order',
        })
      const overlaps = body.hours.some(
        (other, j) =>
          j < i &&
          other.weekday === span.weekday &&
          other.opens_at < span.closes_at &&
          span.opens_at < other.closes_at,
      )
      if (overlaps)
        ctx.addIssue({
          code: 'custom',
          path: ['hours', i, 'opens_at'],
          message: 'admin.studio.errors.overlap',
        })
    })
  })
export type AdminStudioHoursBody = z.infer<typeof adminStudioHoursBody>

const closureReason = z.strictObject({
  en: z.string().trim().min(1, 'errors.required').max(200),
  zh: z.string().trim().min(1, 'errors.required').max(200),
  cn: z.string().trim().min(1, 'errors.required').max(200),
})

/** `POST /admin/studio/closures`: studio-wide (no ids), a showroom's or a designer's. */
export const adminClosureBody = z
  .strictObject({
    showroom_id: z.uuid().optional(),
    designer_id: z.uuid().optional(),
    starts_on: hkDay,
    ends_on: hkDay,
    reason: closureReason,
  })
  .superRefine((body, ctx) => {
    if (body.showroom_id && body.designer_id)
      ctx.addIssue({
        code: 'custom',
        path: ['designer_id'],
        message: 'admin.studio.errors.oneOwner',
      })
    if (body.ends_on < body.starts_on)
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'admin.studio.errors.dates' })
    else if (dayCount(body.starts_on, body.ends_on) > 366)
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: 'admin.studio.errors.dates' })
  })
export type AdminClosureBody = z.infer<typeof adminClosureBody>

export const adminClosure = z
  .object({
    _id: z.string(),
    showroom_id: z.string().nullable(),
    designer_id: z.string().nullable(),
    starts_on: z.string(),
    ends_on: z.string(),
    reason: localizedText,
    is_public_holiday: z.boolean(),
  })
  .meta({ id: 'AdminClosure' })
export type AdminClosure = z.infer<typeof adminClosure>

const weeklyHours = z.array(
  z.object({ weekday: z.number(), opens_at: z.string(), closes_at: z.string() }),
)

/** `GET /admin/studio?from&to`: who keeps hours, their weeks, and the closures in the range. */
export const adminStudioQuery = z.object({ from: hkDay.optional(), to: hkDay.optional() })

export const adminStudio = z
  .object({
    showrooms: z.array(
      z.object({
        _id: z.string(),
        code: z.string(),
        name: localizedText,
        district: z.string(),
        hours: weeklyHours,
      }),
    ),
    designers: z.array(
      z.object({
        _id: z.string(),
        code: z.string(),
        name: z.string(),
        showroom_id: z.string(),
        home_visit_districts: z.array(z.string()),
        hours: weeklyHours,
      }),
    ),
    from: z.string(),
    to: z.string(),
    closures: z.array(adminClosure),
  })
  .meta({ id: 'AdminStudio' })
export type AdminStudio = z.infer<typeof adminStudio>

export const adminClosureParams = z.object({ id: idParam })
