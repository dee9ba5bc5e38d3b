import { z } from 'zod'
import { deliveryDetails } from './checkout.ts'
import { listSearch, pagedList, pagingQuery } from './http.ts'
import { LOCALES } from './locales.ts'
import { money } from './money-schema.ts'
import { flatDetails } from './services.ts'
import { localizedText } from './text.ts'
import { tooLong } from './validators.ts'

/**
 * Renovation quotations (issue 17): asked for by a shopper (after a consultation or by form),
 * written and revised by staff as numbered versions, accepted (later a project) or cancelled.
 * An issued quotation past its latest version's `valid_until` reads as `expired`.
 */

export const QUOTATION_STATUSES = [
  'requested',
  'issued',
  'accepted',
  'cancelled',
  'expired',
] as const
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number]

/** The fixed line categories of the quotation editor; only furniture names a catalogue variant. */
export const QUOTATION_LINE_CATEGORIES = [
  'design',
  'demolition',
  'carpentry',
  'electrical',
  'plumbing',
  'painting',
  'furniture',
  'other',
] as const
export type QuotationLineCategory = (typeof QUOTATION_LINE_CATEGORIES)[number]

/** The storefront page of a quotation (spec §2 `shop/project/order/{id}`). */
export function quotationPath(prefix: string, quotationId: string): string {
  return `${prefix}/shop/project/order/${quotationId}`
}

export const quotationParams = z.object({ id: z.string().min(1).max(64) })

// ---------------------------------------------------------------- the shopper's side

/** `POST /stores/{id}/quotations`: the flat, the wishes, how to reach the shopper. */
export const requestQuotationBody = z.strictObject({
  flat: flatDetails,
  wishes: z.string().trim().max(4000, tooLong(4000)).default(''),
  contact: deliveryDetails,
  /** One of the caller's own consultations, when the quotation follows one. */
  booking_id: z.uuid().nullish(),
})
export type RequestQuotationBody = z.input<typeof requestQuotationBody>

/** `PUT /quotations/{id}/accept`: the version the shopper read (only the latest is accepted). */
export const acceptQuotationBody = z.strictObject({ version: z.number().int().min(1) })

/** `PUT /quotations/{id}/cancel` (spec §4 "cancel quotation"). */
export const cancelQuotationBody = z.strictObject({
  reason: z.string().trim().min(1, { message: 'errors.required' }).max(500),
})

/** `PUT /orders/{id}/cancelled`: no body for an order; a quotation's id needs the reason. */
export const orderCancelBody = z
  .strictObject({ reason: z.string().trim().max(500).optional() })
  .nullish()

export const quotationLine = z.object({
  category: z.enum(QUOTATION_LINE_CATEGORIES),
  description: z.string(),
  qty: z.number().int(),
  unit_price: money,
  amount: money,
  variant_id: z.string().nullable(),
})

const versionTotals = {
  version: z.number().int(),
  subtotal: money,
  discount: money,
  total: money,
  first_installment: money,
  second_installment: money,
  valid_until: z.string(),
  issued_at: z.string(),
}

/** A version as the shopper reads it: texts in the quotation's language. */
export const quotationVersion = z
  .object({
    ...versionTotals,
    lines: z.array(quotationLine),
    terms: z.string(),
    expired: z.boolean(),
    can_accept: z.boolean(),
  })
  .meta({ id: 'QuotationVersion' })
export type QuotationVersion = z.infer<typeof quotationVersion>

const quotationBase = {
  _id: z.string(),
  reference: z.string(),
  status: z.enum(QUOTATION_STATUSES),
  language: z.enum(LOCALES),
  created_at: z.string(),
  /** When it was accepted or cancelled (the projects issue starts from `accepted_at`). */
  accepted_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  accepted_version: z.number().int().nullable(),
  cancel_reason: z.string().nullable(),
}

export const quotationSummary = z
  .object({
    ...quotationBase,
    latest_version: z.number().int().nullable(),
    total: money.nullable(),
    valid_until: z.string().nullable(),
  })
  .meta({ id: 'QuotationSummary' })
export type QuotationSummary = z.infer<typeof quotationSummary>

export const quotationRequest = z.object({ flat: flatDetails, wishes: z.string() })
/** Who asked, as given on the form (`phone` with its area code, digits only). */
export const quotationContact = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
})

/** `GET /quotations/{id}`: every issued version, newest first. */
export const quotationDetails = z
  .object({
    ...quotationBase,
    request: quotationRequest,
    contact: quotationContact,
    booking_id: z.string().nullable(),
    can_accept: z.boolean(),
    can_cancel: z.boolean(),
    versions: z.array(quotationVersion),
  })
  .meta({ id: 'QuotationDetails' })
export type QuotationDetails = z.infer<typeof quotationDetails>

export const quotationList = z
  .object({ data: z.array(quotationSummary) })
  .meta({ id: 'QuotationList' })

// ---------------------------------------------------------------- the back office

/** The first installment as an amount, or as a percentage of the total (two decimals). */
export const firstInstallmentInput = z.union([
  z.strictObject({ amount: money }),
  z.strictObject({ percent: z.number().min(0).max(100).multipleOf(0.01) }),
])
export type FirstInstallmentInput = z.infer<typeof firstInstallmentInput>

export const quotationLineInput = z
  .strictObject({
    category: z.enum(QUOTATION_LINE_CATEGORIES),
    description: z.strictObject({
      en: z.string().trim().min(1).max(500),
      zh: z.string().trim().max(500).default(''),
      cn: z.string().trim().max(500).default(''),
    }),
    qty: z.number().int().min(1).max(100_000),
    /** Omitted on a furniture line with a variant: the variant's current price. */
    unit_price: money.optional(),
    variant_id: z.uuid().nullish(),
  })
  .superRefine((line, ctx) => {
    if (line.variant_id && line.category !== 'furniture')
      ctx.addIssue({
        code: 'custom',
        path: ['variant_id'],
        message: 'Only a furniture line names a catalogue item',
      })
    if (!line.unit_price && !line.variant_id)
      ctx.addIssue({ code: 'custom', path: ['unit_price'], message: 'errors.required' })
  })
export type QuotationLineInput = z.output<typeof quotationLineInput>

/** `POST /admin/quotations/{id}/versions`: issue the first version or a revision. */
export const issueQuotationBody = z.strictObject({
  lines: z.array(quotationLineInput).min(1).max(100),
  discount: money.default('0.00'),
  first_installment: firstInstallmentInput,
  valid_until: z.iso.datetime({ offset: true }),
  terms: localizedText,
  note: z.string().trim().max(2000).default(''),
})
export type IssueQuotationBody = z.input<typeof issueQuotationBody>

/** `GET /admin/quotations`: `waiting` = issued and not expired (waiting for the customer). */
export const adminQuotationsQuery = pagingQuery(20, 100).extend({
  status: z.enum([...QUOTATION_STATUSES, 'waiting']).optional(),
  /** Part of the reference, the customer's name, e-mail or phone. */
  q: listSearch,
})

export const adminQuotationLine = quotationLine.extend({
  description: localizedText,
  /** The catalogue item a furniture line names: its SKU and product title (null when none). */
  item: z.object({ sku: z.string(), title: localizedText }).nullable(),
})

export const adminQuotationVersion = z
  .object({
    ...versionTotals,
    lines: z.array(adminQuotationLine),
    terms: localizedText,
    note: z.string(),
    issued_by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'AdminQuotationVersion' })

export const adminQuotationSummary = quotationSummary
  .extend({ contact_email: z.string().nullable(), contact_phone: z.string().nullable() })
  .meta({ id: 'AdminQuotationSummary' })
export type AdminQuotationSummary = z.infer<typeof adminQuotationSummary>
export const adminQuotationList = pagedList(adminQuotationSummary).meta({
  id: 'AdminQuotationList',
})

export const adminQuotationDetails = z
  .object({
    ...quotationBase,
    request: quotationRequest,
    contact: quotationContact,
    account_id: z.string().nullable(),
    /** The consultation it follows, with the order that booked it. */
    booking: z.object({ _id: z.string(), order_id: z.string(), starts_at: z.string() }).nullable(),
    versions: z.array(adminQuotationVersion),
  })
  .meta({ id: 'AdminQuotationDetails' })
export type AdminQuotationDetails = z.infer<typeof adminQuotationDetails>
