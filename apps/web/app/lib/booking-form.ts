import {
  bookConsultationBody,
  type ConsultationFormat,
  flatDetails,
  type PaymentMethod,
  type ProductDetails,
} from '@shop/contract'
import { hkDistrict, type Locale, pickText } from '@shop/contract/client'
import { z } from 'zod'
import { text } from './forms.ts'
import { chosenFiles, filesOf } from './order-forms.ts'

type Variant = ProductDetails['variants'][number]
export type ConsultationVariant = Variant & {
  consultation_format: NonNullable<Variant['consultation_format']>
}

/** A consultation product's formats: its variants that have one (issue 17). */
export const consultationVariants = (product: ProductDetails) =>
  product.variants.filter((v): v is ConsultationVariant => v.consultation_format !== null)

/** A Hong Kong district's name in the page's language ("sha-tin" → "沙田區"). */
export function districtName(code: string, locale: Locale): string {
  const district = hkDistrict(code)
  return district ? pickText(district.name, locale) : code
}

/** How many days of free slots one page shows (the "later weeks" link moves by as many). */
export const SLOT_DAYS = 14

/** At most this many photos or plans with a booking (the contract's `flat.files`). */
export const MAX_FLAT_FILES = 10

/** The text fields of the booking form, as it names them (and posts them back). */
export const BOOKING_FIELDS = [
  'starts_at',
  'size_sqft',
  'rooms',
  'style',
  'address',
  'name',
  'area_code',
  'phone',
  'email',
  'payment_method',
  'terms_accepted',
] as const
export type BookingField = (typeof BOOKING_FIELDS)[number]
export type BookingValues = Record<BookingField, string>

export function bookingValues(form: FormData): BookingValues {
  return Object.fromEntries(BOOKING_FIELDS.map((name) => [name, text(form, name)])) as BookingValues
}

/** "620" → 620; empty or anything but digits → NaN, which the rules below refuse. */
export function wholeNumber(value: string): number {
  const trimmed = value.trim()
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

const passes = (schema: z.ZodType) => (value: unknown) => schema.safeParse(value).success

/**
 * The booking form, checked in the browser and again in the action (STYLE §1): the contract's
 * `bookConsultationBody` as `body`, plus the chosen files themselves (uploaded by the action), a
 * friendlier word for the fields a shopper most often leaves empty (the rule is still the
 * contract's), and the visit's address, which a home visit cannot do without.
 */
export const bookingForm = z.object({
  starts_at: z.string().min(1, { message: 'booking.errors.slotRequired' }),
  size_sqft: z
    .number({ error: 'booking.errors.sizeRequired' })
    .refine(passes(flatDetails.shape.size_sqft), {
      message: 'booking.errors.sizeRequired',
    }),
  rooms: z
    .number({ error: 'booking.errors.roomsRequired' })
    .refine(passes(flatDetails.shape.rooms), {
      message: 'booking.errors.roomsRequired',
    }),
  // its own object, so the rule runs even when other fields are wrong (all errors at once)
  visit: z
    .object({ format: z.string(), address: z.string() })
    .refine((v) => v.format !== 'HOME_VISIT' || v.address.trim() !== '', {
      path: ['address'],
      message: 'booking.errors.addressRequired',
    }),
  files: chosenFiles(MAX_FLAT_FILES),
  body: bookConsultationBody,
})

/** Where the payment page sends the shopper back (spec §2 result routes, type `appointment`). */
export function appointmentResultUrls(origin: string, prefix: string) {
  const base = `${origin.replace(/\/$/, '')}${prefix}/result/appointment`
  return { success_url: `${base}/success`, cancel_url: `${base}/cancelled` }
}

/**
 * FormData of the booking form → what `bookingForm` checks. The files travel as their names
 * until the action has uploaded them (`POST /files`) and put the stored names in their place.
 */
export function bookingFormInput(form: FormData, urls: { origin: string; prefix: string }) {
  const format = text(form, 'format') as ConsultationFormat
  const files = filesOf(form, 'files')
  const address = format === 'HOME_VISIT' ? text(form, 'address') : ''
  const size = wholeNumber(text(form, 'size_sqft'))
  const rooms = wholeNumber(text(form, 'rooms'))
  return {
    starts_at: text(form, 'starts_at'),
    size_sqft: size,
    rooms,
    visit: { format, address },
    files,
    body: {
      variant_id: text(form, 'variant_id'),
      starts_at: text(form, 'starts_at'),
      showroom_id: format === 'SHOWROOM' ? text(form, 'showroom_id') || null : null,
      district: format === 'HOME_VISIT' ? text(form, 'district') || null : null,
      flat: {
        size_sqft: size,
        rooms,
        style: text(form, 'style'),
        address,
        files: files.map((file) => (file.name || 'upload').slice(0, 200)),
      },
      contact: {
        name: text(form, 'name'),
        area_code: text(form, 'area_code'),
        phone: text(form, 'phone'),
        email: text(form, 'email'),
      },
      payment_method: text(form, 'payment_method') as PaymentMethod,
      terms_accepted: text(form, 'terms_accepted') === 'yes',
      ...appointmentResultUrls(urls.origin, urls.prefix),
    },
  }
}
