import { z } from 'zod'
import {
  order,
  orderItem,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  returnUrl,
  WALLET_PAYMENT_METHODS,
} from './checkout.ts'
import { FILE_BASE_PATH, MAX_REVIEW_IMAGES } from './constants.ts'
import { deliverySlotChoice } from './delivery.ts'
import { pagedList, pagingQuery } from './http.ts'
import { money } from './money-schema.ts'
import { ORDER_LINK_TOKEN } from './order-links.ts'
import { normalisePhone } from './phone.ts'
import { localizedText } from './text.ts'
import { optionalEmail } from './validators.ts'

/**
 * Orders and after-sales (issue 7; spec §3 Order / Refund request / Order review, §4 Order
 * statuses, §5 review images and guest lookup, §7 Orders and File upload, §8 order errors).
 * The API registers these schemas on its routes; the web parses forms and answers with them.
 */

// ---------------------------------------------------------------- constants

/** Every status an order can be in; `current_status` is one of these (spec §4). */
export const ORDER_STATUSES = [
  'submitted',
  'pending',
  'paid',
  'shipped',
  'completed',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * Slugs of the status timeline (`statuses[].slug`): the order statuses plus after-sales events
 * that are recorded without changing `current_status`.
 */
export const ORDER_TIMELINE_SLUGS = [
  ...ORDER_STATUSES,
  'refund_requested',
  'refund_approved',
  'refund_rejected',
  // a payment captured after the order was released, owed back (issue 13)
  'refund_due',
  // consultation orders: the appointment moved, held or cancelled (issue 30)
  'rescheduled',
  'booking_completed',
  'booking_cancelled',
  // a declined or abandoned online payment, and the shopper's switch of method (issue 30)
  'payment_failed',
  'payment_method_changed',
  // a goods order's home delivery moved to another day or time by its shopper (issue 30)
  'delivery_rescheduled',
] as const
export type OrderTimelineSlug = (typeof ORDER_TIMELINE_SLUGS)[number]

/**
 * spec §3: the order label "paid" or "waiting for payment"; ADR 039 adds the refund states so
 * the shopper is told the truth once money came back.
 */
export const PAID_STATUSES = [
  'paid',
  'waiting_for_payment',
  'partially_refunded',
  'refunded',
] as const
export type PaidStatus = (typeof PAID_STATUSES)[number]

/** spec §3: refund/return states of an order's latest refund request. */
export const REFUND_STATUSES = ['waiting_for_approval', 'approved', 'rejected'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

/**
 * Why money is owed back without a refund request: paid for an order already released, or a
 * project installment paid twice (a second capture after it was settled, ADR 038).
 */
export const REFUND_DUE_REASONS = ['paid_after_release', 'installment_paid_twice'] as const
export type RefundDueReason = (typeof REFUND_DUE_REASONS)[number]

/**
 * What the customer may do with an order right now, computed by the API from the transition
 * rules so the web shows buttons without re-deriving them (spec §4 actions).
 */
export const ORDER_ACTIONS = [
  'upload_proof',
  'cancel',
  'confirm_completion',
  'review',
  'request_refund',
  // an unpaid order whose payment failed or was left: online again or another way (issue 30)
  'pay_again',
  // a home delivery not dispatched yet moves to another day or time (issue 30, ADR 068)
  'change_delivery_slot',
] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

/** Offline payment methods wait for a payment proof (spec §3 checkout.offline.image). */
export const OFFLINE_PAYMENT_METHODS = ['BANK_TRANSFER', 'FPS', 'PAYME'] as const

/** Order list page size (spec §9 gives none; the demo pagination of 12 is not product behaviour). */
export const ORDER_PAGE_SIZE = 10
export const ORDER_PAGE_SIZE_MAX = 50

/** Largest accepted upload: 8 MiB (phone photos of receipts fit; bigger is refused with 413). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024
/** What an upload may be, judged by its content, never by its name (SVG is refused). */
export const UPLOAD_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
  /** A project's 3D design (issue 18), stored through the back office only. */
  'model/gltf-binary',
  'model/gltf+json',
] as const
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number]
/** The `accept` attribute of upload inputs; the API still checks the bytes. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/avif,application/pdf'
export const MAX_REFUND_IMAGES = 5
export const MAX_REVIEW_COMMENT = 1000
export const MAX_REFUND_REASON = 1000

/**
 * Why a file is uploaded, sent as `?purpose=` on `POST /files`: payment proofs and refund
 * evidence are private (owner and staff, token required); review images are public.
 */
/** `consultation`: a flat's photos and floor plans sent with a booking (issue 17), private. */
/** `project_model`: a project's 3D design (issue 18), stored by staff for the customer, private. */
/** `site_picture`: a picture of the home hero uploaded by staff in the settings (issue 27), public. */
export const FILE_PURPOSES = [
  'payment_proof',
  'refund',
  'review',
  'consultation',
  'project_model',
  'site_picture',
] as const
export type FilePurpose = (typeof FILE_PURPOSES)[number]
export const PUBLIC_FILE_PURPOSES: readonly FilePurpose[] = ['review', 'site_picture']
export const fileUrl = (name: string) => `${FILE_BASE_PATH}/${name}`

/** Error codes of the order and file calls and the catalogue key the web shows for each (§8). */
export const ORDER_ERROR_MESSAGE_KEYS = {
  ORDER_NOT_FOUND: 'orderErrors.orderNotFound',
  ORDER_TRANSITION_NOT_ALLOWED: 'orderErrors.transitionNotAllowed',
  REVIEW_NOT_ALLOWED: 'orderErrors.reviewNotAllowed',
  ALREADY_REVIEWED: 'orderErrors.alreadyReviewed',
  ITEM_NOT_IN_ORDER: 'orderErrors.itemNotInOrder',
  REFUND_NOT_ALLOWED: 'orderErrors.refundNotAllowed',
  REFUND_ALREADY_OPEN: 'orderErrors.refundAlreadyOpen',
  REFUND_QTY_EXCEEDED: 'orderErrors.refundQtyExceeded',
  REFUND_REQUEST_NOT_FOUND: 'orderErrors.refundRequestNotFound',
  REFUND_PROVIDER_FAILED: 'orderErrors.refundProviderFailed',
  FILE_REQUIRED: 'orderErrors.fileRequired',
  FILE_TYPE_NOT_ALLOWED: 'orderErrors.fileTypeNotAllowed',
  FILE_TOO_LARGE: 'orderErrors.fileTooLarge',
  IMAGE_TOO_LARGE: 'orderErrors.imageTooLarge',
  IMAGE_UNREADABLE: 'orderErrors.imageUnreadable',
  FILE_NOT_FOUND: 'orderErrors.fileNotFound',
  FILE_NOT_USABLE: 'orderErrors.fileNotUsable',
  STAFF_ONLY: 'orderErrors.staffOnly',
  RATE_LIMITED: 'orderErrors.rateLimited',
  ORDER_NOT_PAYABLE: 'orderErrors.notPayable',
  ORDER_ALREADY_DISPATCHED: 'orderErrors.alreadyDispatched',
  ORDER_NOT_HOME_DELIVERY: 'orderErrors.notHomeDelivery',
  DELIVERY_SLOT_NOT_CHANGEABLE: 'orderErrors.slotNotChangeable',
} as const
export type OrderErrorCode = keyof typeof ORDER_ERROR_MESSAGE_KEYS

// ---------------------------------------------------------------- files

/** A stored file's generated name: random, so it cannot be guessed (e.g. `q3V…9x.webp`). */
export const fileName = z.string().regex(/^[A-Za-z0-9_-]{16,64}\.(jpg|png|webp|pdf|glb|gltf)$/, {
  message: 'orderErrors.fileNotFound',
})

/** What a shopper may upload for (a project's 3D model and the site's pictures: staff only). */
export const CUSTOMER_UPLOAD_PURPOSES = FILE_PURPOSES.filter(
  (p): p is Exclude<FilePurpose, 'project_model' | 'site_picture'> =>
    p !== 'project_model' && p !== 'site_picture',
)
export const uploadQuery = z.object({
  purpose: z.enum(CUSTOMER_UPLOAD_PURPOSES).default('payment_proof'),
})
export type UploadQuery = z.input<typeof uploadQuery>

/** One uploaded file; other calls reference it by `name`. */
export const uploadedFile = z
  .object({
    name: fileName,
    /** Where to fetch it; private purposes need the bearer token of the owner or staff. */
    url: z.string(),
    purpose: z.enum(FILE_PURPOSES),
    content_type: z.enum(UPLOAD_CONTENT_TYPES),
    size: z.number().int().min(1),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'UploadedFile' })
export type UploadedFile = z.infer<typeof uploadedFile>
/** `POST /files` answers `{data}` (spec §7: the web collects each response's data). */
export const uploadResponse = z.object({ data: uploadedFile }).meta({ id: 'UploadResult' })
export type UploadResponse = z.infer<typeof uploadResponse>
export const fileParams = z.object({ name: fileName })
export const fileBytes = z.any().describe('File bytes (image/jpeg, image/png, image/webp or PDF)')

// ---------------------------------------------------------------- orders

/** Any text: an id that is not one of ours answers the same 404 as an unknown one. */
export const orderParams = z.object({ id: z.string().min(1).max(64) })
export const refundRequestParams = orderParams.extend({ refund_id: z.uuid() })

/** `GET /orders/all` and `/orders/all/offline`: the caller's orders, newest first. */
export const ordersQuery = pagingQuery(ORDER_PAGE_SIZE, ORDER_PAGE_SIZE_MAX).extend({
  store_id: z.uuid().optional(),
})
export type OrdersQuery = z.input<typeof ordersQuery>

/**
 * `GET /orders/{id}/details/guest`: the order id plus the e-mail or the phone on the order
 * (spec §5). A wrong id, e-mail or phone all answer the same 404 "Order not found".
 */
export const guestOrderQuery = z
  .object({
    email: optionalEmail.optional(),
    /** The one phone rule (`normalisePhone`): 852 9123 4567, +852 9123-4567 or 9123 4567. */
    phone: z
      .string()
      .max(40, { message: 'errors.phoneFormat' })
      .overwrite(normalisePhone)
      .refine((v) => v === '' || /^\d{4,20}$/.test(v), { message: 'errors.phoneFormat' })
      .optional(),
  })
  .refine((q) => Boolean(q.email || q.phone), {
    message: 'errors.contactRequired',
    path: ['email'],
  })
export type GuestOrderQuery = z.input<typeof guestOrderQuery>

/** An order line with what after-sales needs. */
export const orderDetailsItem = orderItem
  .extend({
    refunded_qty: z.number().int().min(0),
    /** Bought minus refunded minus what an open refund request holds; 0 for gifts. */
    refundable_qty: z.number().int().min(0),
    is_reviewed: z.boolean(),
  })
  .meta({ id: 'OrderDetailsItem' })
export type OrderDetailsItem = z.infer<typeof orderDetailsItem>

/** spec §3 Order: the checkout order plus labels, refund state and the allowed actions. */
export const orderDetails = order
  .extend({
    current_status: z.enum(ORDER_STATUSES),
    items: z.array(orderDetailsItem),
    paid_status: z.enum(PAID_STATUSES),
    /** State of the latest refund request; null when none was made. */
    refund_status: z.enum(REFUND_STATUSES).nullable(),
    is_offline: z.boolean(),
    /** HKD the order holds payment for: its total once paid, a late capture's amount (ADR 039). */
    paid_amount: money,
    /** HKD given back so far: approved refunds, or the settled refund of a late capture. */
    refunded_amount: money,
    /** HKD captured that must go back and has not yet (a payment after the order was released). */
    refund_due_amount: money,
    available_actions: z.array(z.enum(ORDER_ACTIONS)),
    /** Courier and tracking number once staff shipped it (issue 15); null before. */
    shipment: z
      .object({
        courier_name: z.string(),
        tracking_number: z.string(),
        shipped_at: z.string(),
        delivered_at: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'OrderDetails' })
export type OrderDetails = z.infer<typeof orderDetails>

/** A row of the order list: enough for the list page without the full details. */
export const orderSummary = z
  .object({
    _id: z.string(),
    reference: z.string(),
    store_id: z.string(),
    created_at: z.string(),
    current_status: z.enum(ORDER_STATUSES),
    paid_status: z.enum(PAID_STATUSES),
    payment_status: z.enum(PAYMENT_STATUSES),
    payment_method: z.enum(PAYMENT_METHODS),
    is_offline: z.boolean(),
    refund_status: z.enum(REFUND_STATUSES).nullable(),
    calculations: z.object({
      currency: z.literal('HKD'),
      price: z.object({ total: money }),
      point: z.object({ total: z.number().int() }),
    }),
    item_count: z.number().int().min(0),
    items: z.array(
      z.object({
        product_id: z.string().nullable(),
        product_title: localizedText,
        product_variant_title: localizedText,
        image: z.string().nullable(),
        qty: z.number().int(),
      }),
    ),
    checkout: z.object({ offline: z.object({ image: z.string().nullable() }) }),
    available_actions: z.array(z.enum(ORDER_ACTIONS)),
  })
  .meta({ id: 'OrderSummary' })
export type OrderSummary = z.infer<typeof orderSummary>
export const orderList = pagedList(orderSummary).meta({ id: 'OrderList' })
export type OrderList = z.infer<typeof orderList>

/** A file reference in a body: the `name` returned by `POST /files`. */
const fileRef = fileName

/** `PUT /orders/{id}/upload`: the payment proof of an offline order (→ pending at once). */
export const uploadProofBody = z.strictObject({ image: fileRef })
export type UploadProofBody = z.infer<typeof uploadProofBody>

/** How an unpaid order may be paid again: online (a new page) or one of the offline methods. */
export const PAY_AGAIN_METHODS = [
  'ONLINE',
  ...WALLET_PAYMENT_METHODS,
  ...OFFLINE_PAYMENT_METHODS,
] as const
export type PayAgainMethod = (typeof PAY_AGAIN_METHODS)[number]

/**
 * `POST /orders/{id}/pay-again` (and `/link`): a new attempt for an unpaid order whose payment
 * failed or was left (issue 30). The amount, stock, voucher and points stay as they were held.
 */
export const payAgainBody = z.strictObject({
  payment_method: z.enum(PAY_AGAIN_METHODS, { message: 'errors.required' }),
  success_url: returnUrl,
  cancel_url: returnUrl,
})
export type PayAgainBody = z.infer<typeof payAgainBody>
/** The order as it now is, and the payment page to open when the new attempt is online. */
export const payAgainResponse = z
  .object({ order: orderDetails, return_url: z.string().nullable() })
  .meta({ id: 'PayAgain' })
export type PayAgainResponse = z.infer<typeof payAgainResponse>

/**
 * `PUT /orders/{id}/delivery-slot` (and `/link`): another day and time for the home delivery of
 * an order not dispatched yet (issue 30, ADR 068); checked like checkout's slot.
 */
export const changeDeliverySlotBody = deliverySlotChoice
export type ChangeDeliverySlotBody = z.infer<typeof changeDeliverySlotBody>

// ---------------------------------------------------------------- private order links

/** A link token, checked for shape before any lookup. */
export const orderLinkToken = z.string().regex(ORDER_LINK_TOKEN)

/** A private link to one order: the order, the token, and when it stops opening the order. */
export const orderAccess = z
  .object({ order_id: z.string(), token: z.string(), expires_at: z.string() })
  .meta({ id: 'OrderAccess' })
export type OrderAccess = z.infer<typeof orderAccess>

// ---------------------------------------------------------------- reviews

export const orderReviewInput = z.strictObject({
  product_variant_id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(MAX_REVIEW_COMMENT).default(''),
  // spec §5 / §9: at most 5 review images
  images: z.array(fileRef).max(MAX_REVIEW_IMAGES).default([]),
})
/** `POST /orders/{id}/reviews`: completed orders only, once per item. */
export const orderReviewsBody = z.strictObject({
  reviews: z
    .array(orderReviewInput)
    .min(1)
    .max(200)
    .refine((r) => new Set(r.map((x) => x.product_variant_id)).size === r.length, {
      message: 'orderErrors.alreadyReviewed',
    }),
})
export type OrderReviewsBody = z.input<typeof orderReviewsBody>

export const orderReview = z
  .object({
    _id: z.string(),
    product_id: z.string(),
    product_variant_id: z.string(),
    product_title: localizedText,
    product_variant_title: localizedText,
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    images: z.array(z.string()).max(MAX_REVIEW_IMAGES),
    created_at: z.string(),
  })
  .meta({ id: 'OrderReview' })
export type OrderReview = z.infer<typeof orderReview>
/** `GET /orders/{id}/reviews` (oldest first) and the answer of the POST. */
export const orderReviewList = z.object({ data: z.array(orderReview) }).meta({ id: 'OrderReviews' })
export type OrderReviewList = z.infer<typeof orderReviewList>

// ---------------------------------------------------------------- refunds

/** `POST /orders/{id}/refund-request`: paid orders only, one open request at a time. */
export const refundRequestBody = z.strictObject({
  reason: z.string().trim().min(1, { message: 'errors.required' }).max(MAX_REFUND_REASON),
  images: z.array(fileRef).max(MAX_REFUND_IMAGES).default([]),
  refund_items: z
    .array(z.strictObject({ product_variant_id: z.uuid(), qty: z.number().int().min(1) }))
    .min(1)
    .max(200),
})
export type RefundRequestBody = z.input<typeof refundRequestBody>

export const refundRequest = z
  .object({
    _id: z.string(),
    order_id: z.string(),
    status: z.enum(REFUND_STATUSES),
    reason: z.string(),
    images: z.array(z.string()),
    refund_items: z.array(z.object({ product_variant_id: z.string(), qty: z.number().int() })),
    /** The refund_items with titles and the amount each gives back. */
    items: z.array(
      z.object({
        product_variant_id: z.string(),
        product_title: localizedText,
        product_variant_title: localizedText,
        qty: z.number().int(),
        amount: money,
        points: z.number().int(),
      }),
    ),
    amount: money,
    points: z.number().int(),
    /** Staff's reason when rejecting (shown to the customer). */
    staff_note: z.string(),
    /** What staff approved: the asked amount or less (issue 15); null until approved. */
    approved_amount: money.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'RefundRequest' })
export type RefundRequest = z.infer<typeof refundRequest>
/** `GET /orders/{id}/refund-request`: every request of the order, newest first. */
export const refundRequestList = z
  .object({ data: z.array(refundRequest) })
  .meta({ id: 'RefundRequests' })
export type RefundRequestList = z.infer<typeof refundRequestList>

// ---------------------------------------------------------------- staff

/**
 * A payment captured for an order that had already been released (issue 13), or a second capture
 * for a project installment (ADR 038): owed back to the customer, refunded through the provider,
 * retried until it is; staff see every one not settled.
 */
export const refundDue = z
  .object({
    _id: z.string(),
    /** The order the money was paid for; null for a project installment's. */
    order_id: z.string().nullable(),
    /** A project installment paid twice: its project (the accepted quotation's id) and number. */
    project_id: z.string().nullable(),
    installment_sequence: z.number().int().nullable(),
    amount: z.string().describe('HKD, two decimals'),
    reason: z.enum(REFUND_DUE_REASONS),
    status: z.enum(['due', 'refunded', 'failed']),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    provider_ref: z.string().nullable(),
    /** Refunded by hand by staff: the transfer reference they recorded. */
    manual_reference: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'RefundDue' })
export type RefundDue = z.infer<typeof refundDue>
export const refundDueList = z.object({ data: z.array(refundDue) }).meta({ id: 'RefundDueList' })
export const refundDueParams = z.object({ id: z.uuid() })
