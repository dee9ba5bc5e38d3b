import { z } from 'zod'
import { ADMIN_PEOPLE_PAGE_SIZE } from './admin-people-constants.ts'
import { colour } from './catalog.ts'
import { hkAddress, orderHkAddress } from './delivery.ts'
import { listSearch, pagedList, pagingQuery } from './http.ts'
import { localizedText } from './text.ts'
import { areaCode, optionalEmail, optionalPhone, tooLong } from './validators.ts'

/**
 * Free fabric swatches (issue 30, ADR 071): a shopper asks for up to five of a product's colours
 * by post to a Hong Kong address; staff mark the request sent. Guests and members alike.
 */

/** At most this many colours in one request. */
export const SWATCH_MAX = 5
/** The same product's swatches once per e-mail address in this many days. */
export const SWATCH_REPEAT_DAYS = 30
export const SWATCH_STATUSES = ['requested', 'sent'] as const
export type SwatchStatus = (typeof SWATCH_STATUSES)[number]

/** `POST /swatch-requests`. Contact and address are the checkout's rules (ADR 051, ADR 066). */
export const swatchRequestBody = z.strictObject({
  product_id: z.uuid({ message: 'swatches.errors.productGone' }),
  colour_ids: z
    .array(z.uuid({ message: 'swatches.errors.chooseColour' }), {
      error: 'swatches.errors.chooseColour',
    })
    .min(1, { message: 'swatches.errors.chooseColour' })
    .max(SWATCH_MAX, { message: 'swatches.errors.tooManyColours' })
    .refine((ids) => new Set(ids).size === ids.length, {
      message: 'swatches.errors.chooseColour',
    }),
  name: z.string().trim().min(1, { message: 'errors.required' }).max(100, tooLong(100)),
  email: optionalEmail.refine((v) => v !== '', { message: 'errors.required' }),
  area_code: areaCode.default('852'),
  phone: optionalPhone.refine((v) => v !== '', { message: 'errors.required' }),
  address: hkAddress,
  consent: z.literal(true, { error: 'swatches.errors.consent' }),
  website: z.string().max(500).optional().describe('Honeypot: leave empty'),
})
export type SwatchRequestBody = z.input<typeof swatchRequestBody>

export const swatchRequest = z
  .object({
    _id: z.string(),
    /** `SW-XXXXXXXX`, as in the shopper's e-mails. */
    reference: z.string(),
    product: z.object({ _id: z.string(), title: localizedText }),
    colours: z.array(colour.pick({ _id: true, name: true, hex: true })),
    status: z.enum(SWATCH_STATUSES),
    created_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .meta({ id: 'SwatchRequest' })
export type SwatchRequest = z.infer<typeof swatchRequest>

/** `GET /swatch-requests`: a member's own requests, newest first. */
export const swatchRequestList = z
  .object({ data: z.array(swatchRequest) })
  .meta({ id: 'SwatchRequestList' })

// ---------------------------------------------------------------- back office

/** `GET /admin/swatch-requests`. */
export const adminSwatchQuery = pagingQuery(ADMIN_PEOPLE_PAGE_SIZE, 100).extend({
  status: z.enum(SWATCH_STATUSES).optional(),
  /** Part of the reference (`SW-…`), the shopper's name, e-mail or phone. */
  q: listSearch,
})

export const adminSwatchRequest = swatchRequest
  .extend({
    name: z.string(),
    email: z.string(),
    /** `+852 9123 4567`. */
    phone: z.string(),
    address: orderHkAddress,
    language: z.enum(['en', 'zh', 'cn']),
    member_id: z.string().nullable(),
  })
  .meta({ id: 'AdminSwatchRequest' })
export type AdminSwatchRequest = z.infer<typeof adminSwatchRequest>
export const adminSwatchList = pagedList(adminSwatchRequest).meta({ id: 'AdminSwatchList' })
export const adminSwatchParams = z.object({ id: z.string().min(1).max(64) })
