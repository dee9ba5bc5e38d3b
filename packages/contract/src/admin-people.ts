import { z } from 'zod'
import {
  ADMIN_PEOPLE_PAGE_SIZE,
  ENQUIRY_REPLY_MAX,
  ENQUIRY_STATUSES,
  MODERATION_KINDS,
  MODERATION_REASON_MAX,
  MODERATION_STATUSES,
} from './admin-people-constants.ts'
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './checkout.ts'
import { listSearch, pagedList, pagingQuery } from './http.ts'
import { money } from './money-schema.ts'
import { ORDER_STATUSES } from './orders.ts'
import { localizedText } from './text.ts'

export * from './admin-people-constants.ts'

/**
 * Back office (issue 15): customers, enquiries and moderation. Staff routes under `/admin`;
 * the screens parse forms and answers with the same schemas.
 */

const adminPaging = pagingQuery(ADMIN_PEOPLE_PAGE_SIZE, 100)
/** Ids travel as strings; one that is not a known id answers 404, whatever its shape. */
const idParam = z.string().min(1).max(64)

// ---------------------------------------------------------------- customers

/** `GET /admin/customers?q=`: registered accounts whose e-mail, phone or name holds `q`. */
export const adminCustomersQuery = adminPaging.extend({
  q: z.string().trim().max(120).optional(),
})
export type AdminCustomersQuery = z.input<typeof adminCustomersQuery>

export const adminCustomer = z
  .object({
    _id: z.string(),
    username: z.string(),
    email: z.string(),
    area_code: z.string(),
    phone: z.string(),
    language: z.enum(['en', 'zh', 'cn']),
    is_verified: z.boolean(),
    disabled: z.boolean(),
    disabled_at: z.string().nullable(),
    created_at: z.string(),
    last_seen_at: z.string(),
    order_count: z.number().int().min(0),
  })
  .meta({ id: 'AdminCustomer' })
export type AdminCustomer = z.infer<typeof adminCustomer>
export const adminCustomerList = pagedList(adminCustomer).meta({ id: 'AdminCustomerList' })
export type AdminCustomerList = z.infer<typeof adminCustomerList>

export const adminCustomerDetails = adminCustomer
  .extend({
    gender: z.string(),
    country: z.string(),
    /** Newest first, at most ADMIN_CUSTOMER_RECENT (`order_count` says how many in all). */
    orders: z.array(
      z.object({
        _id: z.string(),
        reference: z.string(),
        status: z.enum(ORDER_STATUSES),
        payment_status: z.enum(PAYMENT_STATUSES),
        payment_method: z.enum(PAYMENT_METHODS),
        total: money,
        created_at: z.string(),
      }),
    ),
    /** Read-only until the membership issue: the balance is the sum of the whole ledger. */
    points: z.object({
      balance: z.number().int(),
      ledger: z.array(
        z.object({
          _id: z.string(),
          points: z.number().int(),
          reason: z.string(),
          order_reference: z.string().nullable(),
          note: z.string(),
          created_at: z.string(),
        }),
      ),
    }),
    /** Vouchers the customer used, newest first. */
    vouchers: z.array(
      z.object({
        code: z.string(),
        title: localizedText,
        order_reference: z.string().nullable(),
        used_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'AdminCustomerDetails' })
export type AdminCustomerDetails = z.infer<typeof adminCustomerDetails>

export const adminCustomerParams = z.object({ id: idParam })
/** `POST /admin/customers/{id}/verification`: where the new link went. */
export const adminVerificationSent = z
  .object({ message: z.string(), sent_to: z.string() })
  .meta({ id: 'AdminVerificationSent' })
/** `PUT /admin/customers/{id}`: a disabled account cannot sign in and its sessions end. */
export const adminCustomerUpdateBody = z.strictObject({ disabled: z.boolean() })
export type AdminCustomerUpdateBody = z.infer<typeof adminCustomerUpdateBody>

// ---------------------------------------------------------------- enquiries

/** `GET /admin/enquiries?status=`: newest first. */
export const adminEnquiriesQuery = adminPaging.extend({
  status: z.enum(ENQUIRY_STATUSES).optional(),
  /** Part of the reference (`ENQ-…`), the sender's name, e-mail or phone. */
  q: listSearch,
})
export type AdminEnquiriesQuery = z.input<typeof adminEnquiriesQuery>

export const adminEnquiry = z
  .object({
    _id: z.string(),
    /** `ENQ-XXXXXXXX`, as in the sender's receipt. */
    reference: z.string(),
    name: z.string(),
    email: z.string(),
    /** `+852 91234567`, or empty. */
    phone: z.string(),
    subject: z.string(),
    status: z.enum(ENQUIRY_STATUSES),
    language: z.enum(['en', 'zh', 'cn']),
    reply_count: z.number().int().min(0),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminEnquiry' })
export type AdminEnquiry = z.infer<typeof adminEnquiry>
export const adminEnquiryList = pagedList(adminEnquiry).meta({ id: 'AdminEnquiryList' })
export type AdminEnquiryList = z.infer<typeof adminEnquiryList>

export const adminEnquiryReply = z.object({
  _id: z.string(),
  body: z.string(),
  created_at: z.string(),
  staff: z.object({ _id: z.string(), name: z.string() }),
})
export type AdminEnquiryReply = z.infer<typeof adminEnquiryReply>

export const adminEnquiryDetails = adminEnquiry
  .extend({
    description: z.string(),
    /** Oldest first: the thread reads top to bottom. */
    replies: z.array(adminEnquiryReply),
  })
  .meta({ id: 'AdminEnquiryDetails' })
export type AdminEnquiryDetails = z.infer<typeof adminEnquiryDetails>

export const adminEnquiryParams = z.object({ id: idParam })
/** `POST /admin/enquiries/{id}/replies`: sent as written, by e-mail (SMS for phone-only). */
export const adminEnquiryReplyBody = z.strictObject({
  body: z
    .string()
    .trim()
    .min(1, { message: 'errors.required' })
    .max(ENQUIRY_REPLY_MAX, { message: 'errors.messageTooLong' }),
})
export type AdminEnquiryReplyBody = z.infer<typeof adminEnquiryReplyBody>
/** `PUT /admin/enquiries/{id}`: close it, or open it again. */
export const adminEnquiryUpdateBody = z.strictObject({ status: z.enum(['new', 'closed']) })
export type AdminEnquiryUpdateBody = z.infer<typeof adminEnquiryUpdateBody>

// ---------------------------------------------------------------- moderation

export const adminModerationQuery = adminPaging.extend({
  kind: z.enum(MODERATION_KINDS).default('comment'),
  status: z.enum(MODERATION_STATUSES).optional(),
})
export type AdminModerationQuery = z.input<typeof adminModerationQuery>

export const adminModerationItem = z
  .object({
    _id: z.string(),
    kind: z.enum(MODERATION_KINDS),
    status: z.enum(MODERATION_STATUSES),
    /** The comment or review text, plain. */
    text: z.string(),
    author: z.string(),
    /** Stars of a review; null for comments. */
    rating: z.number().int().min(1).max(5).nullable(),
    /** What it is about: the blog post or the product. */
    target: z.object({ _id: z.string(), slug: z.string(), title: localizedText }),
    /** The order a review was written from, if any. */
    order_reference: z.string().nullable(),
    moderation_reason: z.string(),
    moderated_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminModerationItem' })
export type AdminModerationItem = z.infer<typeof adminModerationItem>
export const adminModerationList = pagedList(adminModerationItem).meta({
  id: 'AdminModerationList',
})
export type AdminModerationList = z.infer<typeof adminModerationList>

export const adminModerationParams = z.object({ kind: z.enum(MODERATION_KINDS), id: idParam })
/** `PUT /admin/moderation/{kind}/{id}`: hiding needs a reason; it is kept with the item. */
export const adminModerationBody = z
  .strictObject({
    status: z.enum(MODERATION_STATUSES),
    reason: z
      .string()
      .trim()
      .max(MODERATION_REASON_MAX, { message: 'errors.messageTooLong' })
      .default(''),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'HIDDEN' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'errors.required' })
    }
  })
export type AdminModerationBody = z.input<typeof adminModerationBody>
