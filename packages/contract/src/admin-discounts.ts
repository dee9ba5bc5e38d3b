import { z } from 'zod'
import { pagedList, pagingQuery } from './http.ts'
import { VOUCHER_DISCOUNT_TYPES } from './membership-rules.ts'
import { money } from './money-schema.ts'

/**
 * Discount codes in the back office (issue 27): the cart's shop-wide codes such as WELCOME10, not
 * the vouchers bought with points (membership.ts). Staff write the amount or the percentage.
 */
export const DISCOUNT_CODE_TYPES = ['FIXED', 'PERCENTAGE'] as const
/** A code's state now: switched off, waiting for its start, past its end, or usable. */
export const DISCOUNT_CODE_STATUSES = ['active', 'scheduled', 'expired', 'disabled'] as const
export type DiscountCodeStatus = (typeof DISCOUNT_CODE_STATUSES)[number]

/** Letters, digits, dashes and underscores; stored in capitals (codes match in any case). */
export const discountCodeText = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, 'admin.discounts.errors.codeFormat')
  .transform((s) => s.toUpperCase())

/** A start or end: an ISO time with its offset, this century (the database refuses year 0). */
const codeTime = z.iso
  .datetime({ offset: true })
  .refine(
    (v) => Date.parse(v) >= Date.UTC(2000, 0, 1) && Date.parse(v) < Date.UTC(2100, 0, 1),
    'errors.invalid',
  )
/** The cart shows the title beside the discount, in the shopper's language: all three needed. */
const titleText = z
  .string()
  .max(200)
  .refine((s) => s.trim() !== '', 'errors.required')
const codeTitle = z.object({ en: titleText, zh: titleText, cn: titleText })

/** Create or edit a discount code; the amount that does not fit the type is ignored. */
export const adminDiscountCodeBody = z
  .strictObject({
    code: discountCodeText,
    title: codeTitle,
    discount_type: z.enum(DISCOUNT_CODE_TYPES),
    amount_off: money.nullable().default(null),
    percent_off: z.number().int().min(1).max(100).nullable().default(null),
    max_discount: money.nullable().default(null),
    min_spend: money.default('0.00'),
    starts_at: codeTime.nullable().default(null),
    ends_at: codeTime.nullable().default(null),
    usage_limit: z.number().int().min(1).max(1_000_000).nullable().default(null),
    per_customer_limit: z.number().int().min(1).max(1000).nullable().default(null),
    first_order_only: z.boolean().default(false),
    is_active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.discount_type === 'FIXED' && !v.amount_off)
      ctx.addIssue({ code: 'custom', path: ['amount_off'], message: 'errors.required' })
    if (v.discount_type === 'PERCENTAGE' && !v.percent_off)
      ctx.addIssue({ code: 'custom', path: ['percent_off'], message: 'errors.required' })
    if (v.starts_at && v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'errors.endsBeforeStart' })
  })
export type AdminDiscountCodeBody = z.input<typeof adminDiscountCodeBody>

export const adminDiscountCode = z
  .object({
    _id: z.string(),
    code: z.string(),
    title: z.object({ en: z.string(), zh: z.string(), cn: z.string() }),
    discount_type: z.enum(VOUCHER_DISCOUNT_TYPES),
    amount_off: money.nullable(),
    percent_off: z.number().nullable(),
    max_discount: money.nullable(),
    min_spend: money,
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    usage_limit: z.number().int().nullable().describe('Orders that may use it in all; null: any'),
    per_customer_limit: z.number().int().nullable(),
    first_order_only: z.boolean(),
    is_active: z.boolean(),
    status: z.enum(DISCOUNT_CODE_STATUSES),
    used_count: z.number().int().min(0).describe('Orders holding it now (released ones give back)'),
    created_at: z.string(),
  })
  .meta({ id: 'AdminDiscountCode' })
export type AdminDiscountCode = z.infer<typeof adminDiscountCode>

/** Staff list, newest first: search by part of the code, filter by status now. */
export const adminDiscountCodesQuery = pagingQuery(20, 100).extend({
  search: z.string().trim().max(64).optional(),
  status: z.enum(DISCOUNT_CODE_STATUSES).optional(),
})
export const adminDiscountCodes = pagedList(adminDiscountCode).meta({ id: 'AdminDiscountCodes' })
export type AdminDiscountCodes = z.infer<typeof adminDiscountCodes>

export const discountCodeParams = z.object({ id: z.string().min(1).max(64) })

/** A code with what it did: the orders that used it and how much they took off. */
export const adminDiscountCodeDetails = adminDiscountCode
  .extend({
    usage: z.object({
      orders: z.number().int().min(0),
      discounted: money,
      recent: z.array(
        z.object({
          _id: z.string(),
          reference: z.string(),
          status: z.string(),
          discount: money,
          total: money,
          created_at: z.string(),
        }),
      ),
    }),
  })
  .meta({ id: 'AdminDiscountCodeDetails' })
export type AdminDiscountCodeDetails = z.infer<typeof adminDiscountCodeDetails>
