import { z } from 'zod'
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './checkout.ts'
import { pagedList, pagingQuery } from './http.ts'
import { MONEY_PATTERN } from './money.ts'
import { money } from './money-schema.ts'
import {
  ORDER_PAGE_SIZE,
  ORDER_PAGE_SIZE_MAX,
  ORDER_STATUSES,
  orderDetails,
  orderSummary,
  REFUND_STATUSES,
  refundDue,
  refundRequest,
} from './orders.ts'
import type { StaffPermission } from './staff-roles.ts'
import { localizedText } from './text.ts'

/**
 * The back office's orders, refunds and dashboard (issue 15). Staff routes under `/admin`; the
 * back-office screens parse their forms and the answers with these schemas.
 */

// ---------------------------------------------------------------- constants

/** A variant with this many units or fewer (but some) is "low stock" on the dashboard. */
export const LOW_STOCK_THRESHOLD = 3
/** How many low-stock variants the dashboard lists (the lowest first). */
export const LOW_STOCK_LIST_SIZE = 10
export const REFUNDS_PAGE_SIZE = 20

/** What staff may do with an order right now (the back office shows these). */
export const STAFF_ORDER_ACTIONS = [
  'approve_proof',
  'reject_proof',
  'ship',
  'deliver',
  'complete',
  'cancel',
  'approve_refund',
  'reject_refund',
] as const
export type StaffOrderAction = (typeof STAFF_ORDER_ACTIONS)[number]

/** The permission (staff-roles.ts) each staff action needs: role ∩ state = the buttons shown. */
export const STAFF_ACTION_PERMISSION = {
  approve_proof: 'orders.payment',
  reject_proof: 'orders.payment',
  ship: 'orders.fulfil',
  deliver: 'orders.fulfil',
  complete: 'orders.fulfil',
  cancel: 'orders.cancel',
  approve_refund: 'refunds.decide',
  reject_refund: 'refunds.decide',
} as const satisfies Record<StaffOrderAction, StaffPermission>

// ---------------------------------------------------------------- list

/** A Hong Kong calendar day, `YYYY-MM-DD`. */
const hkDate = z.iso.date({ message: 'admin.orders.errors.dateFormat' })
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v)

/**
 * `GET /admin/orders`: every order, newest first; filters by status, refund state, payment
 * method, created day range (Hong Kong days, both ends included) and `q` — a reference, an
 * e-mail or a phone number (each indexed). Empty form fields count as not given.
 */
export const adminOrdersQuery = pagingQuery(ORDER_PAGE_SIZE, ORDER_PAGE_SIZE_MAX).extend({
  status: z.preprocess(blankToUndefined, z.enum(ORDER_STATUSES).optional()),
  refund_status: z.preprocess(blankToUndefined, z.enum(REFUND_STATUSES).optional()),
  payment_method: z.preprocess(blankToUndefined, z.enum(PAYMENT_METHODS).optional()),
  payment_status: z.preprocess(blankToUndefined, z.enum(PAYMENT_STATUSES).optional()),
  from: z.preprocess(blankToUndefined, hkDate.optional()),
  to: z.preprocess(blankToUndefined, hkDate.optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().min(1).max(254).optional()),
})
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>

const shipment = z
  .object({
    courier_name: z.string(),
    tracking_number: z.string(),
    shipped_at: z.string(),
    delivered_at: z.string().nullable(),
  })
  .meta({ id: 'Shipment' })
export type Shipment = z.infer<typeof shipment>

export const adminOrderSummary = orderSummary
  .extend({
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    recipient_name: z.string(),
    staff_actions: z.array(z.enum(STAFF_ORDER_ACTIONS)),
  })
  .meta({ id: 'AdminOrderSummary' })
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>
export const adminOrderList = pagedList(adminOrderSummary).meta({ id: 'AdminOrderList' })
export type AdminOrderList = z.infer<typeof adminOrderList>

// ---------------------------------------------------------------- details

/** A timeline entry: a status or event; `staff` names who did it when a staff member did. */
export const adminTimelineEntry = z
  .object({
    slug: z.string(),
    note: z.string(),
    created_at: z.string(),
    /** The audit action of a staff step (`order.shipped` …); null for customer and system steps. */
    action: z.string().nullable(),
    staff: z.object({ _id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'AdminTimelineEntry' })
export type AdminTimelineEntry = z.infer<typeof adminTimelineEntry>

/** A refund request with what staff decided: the amount, the transfer reference, the provider. */
export const adminRefundRequest = refundRequest
  .extend({
    offline_reference: z.string().nullable(),
    provider_status: z.enum(['not_needed', 'pending', 'succeeded', 'failed']).nullable(),
  })
  .meta({ id: 'AdminRefundRequest' })
export type AdminRefundRequest = z.infer<typeof adminRefundRequest>

export const adminOrderDetails = orderDetails
  .extend({
    account_id: z.string().nullable(),
    language: z.enum(['en', 'zh', 'cn']),
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    /** What this staff member may do now: allowed by the order's state and by their role. */
    staff_actions: z.array(z.enum(STAFF_ORDER_ACTIONS)),
    timeline: z.array(adminTimelineEntry),
    /** Payment proof file name (fetched through the back office's file proxy); null if none. */
    payment_proof: z.object({ name: z.string(), uploaded_at: z.string() }).nullable(),
    refund_requests: z.array(adminRefundRequest),
    refunds_due: z.array(refundDue),
  })
  .meta({ id: 'AdminOrderDetails' })
export type AdminOrderDetails = z.infer<typeof adminOrderDetails>

// ---------------------------------------------------------------- action bodies

const reason = z.string().trim().min(1, { message: 'errors.required' }).max(500)
const note = z.string().trim().max(500).default('')

/** `PUT /admin/orders/{id}/payment-proof/approve`, `/completed`, `/delivered`. */
export const staffActionBody = z.strictObject({ note })
export type StaffActionBody = z.input<typeof staffActionBody>
/** `PUT /admin/orders/{id}/payment-proof/reject`: the reason goes to the customer. */
export const proofRejectBody = z.strictObject({ reason })
export type ProofRejectBody = z.input<typeof proofRejectBody>
/** `PUT /admin/orders/{id}/shipped`: shown to the customer and in the shipped e-mail. */
export const shipBody = z.strictObject({
  courier_name: z.string().trim().min(1, { message: 'errors.required' }).max(120),
  tracking_number: z.string().trim().min(1, { message: 'errors.required' }).max(120),
  note,
})
export type ShipBody = z.input<typeof shipBody>
/** `PUT /admin/orders/{id}/cancel`: stock, voucher and points go back. */
export const staffCancelBody = z.strictObject({ reason })
export type StaffCancelBody = z.input<typeof staffCancelBody>
/**
 * `PUT /admin/orders/{id}/refund-request/approve`: the amount to refund (the asked amount or
 * less; never above what was paid minus what was refunded already). Offline payments are
 * refunded by hand: the transfer reference is then required.
 */
export const refundApproveBody = z.strictObject({
  amount: z
    .string()
    .trim()
    .transform((v) => (/^\d+$/.test(v) ? `${v}.00` : /^\d+\.\d$/.test(v) ? `${v}0` : v))
    .pipe(z.string().regex(MONEY_PATTERN, { message: 'admin.orders.errors.amountFormat' }))
    .refine((v) => !v.startsWith('-'), { message: 'admin.orders.errors.amountFormat' }),
  offline_reference: z.preprocess(blankToUndefined, z.string().trim().max(120).optional()),
  note,
})
export type RefundApproveBody = z.input<typeof refundApproveBody>
/** `PUT /admin/orders/{id}/refund-request/reject`: the reason goes to the customer. */
export const refundRejectBody = z.strictObject({ reason })
export type RefundRejectBody = z.input<typeof refundRejectBody>
/** `POST /admin/refunds-due/{id}/settle`: refunded by hand, with the transfer reference. */
export const refundDueSettleBody = z.strictObject({
  reference: z.string().trim().min(1, { message: 'errors.required' }).max(120),
})
export type RefundDueSettleBody = z.input<typeof refundDueSettleBody>

// ---------------------------------------------------------------- refunds page

export const adminRefundsQuery = pagingQuery(REFUNDS_PAGE_SIZE, 100)

/** A refund request waiting for a decision, with its order's reference. */
export const waitingRefund = z
  .object({
    _id: z.string(),
    order_id: z.string(),
    order_reference: z.string(),
    payment_method: z.enum(PAYMENT_METHODS),
    amount: money,
    reason: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'WaitingRefund' })
export type WaitingRefund = z.infer<typeof waitingRefund>
export const openRefundDue = refundDue
  .extend({
    /** The order's reference, or null for a project installment's refund due. */
    order_reference: z.string().nullable(),
    /** The project's reference (its quotation's), or null for an order's. */
    project_reference: z.string().nullable(),
  })
  .meta({ id: 'OpenRefundDue' })
export type OpenRefundDue = z.infer<typeof openRefundDue>

/** `GET /admin/refunds`: waiting requests (paged, oldest first) and every open refund due. */
export const adminRefunds = pagedList(waitingRefund)
  .extend({ refunds_due: z.array(openRefundDue) })
  .meta({ id: 'AdminRefunds' })
export type AdminRefunds = z.infer<typeof adminRefunds>

// ---------------------------------------------------------------- dashboard

export const lowStockVariant = z
  .object({
    product_id: z.string(),
    product_variant_id: z.string(),
    sku: z.string(),
    product_title: localizedText,
    stock: z.number().int(),
  })
  .meta({ id: 'LowStockVariant' })

/** `GET /admin/dashboard`: the figures of today (Hong Kong day) and what waits for staff. */
export const adminDashboard = z
  .object({
    /** The Hong Kong day the "today" figures count, `YYYY-MM-DD`. */
    day: z.string(),
    orders_today: z.number().int(),
    /**
     * Paid today (Hong Kong day): orders paid today, whatever day they were placed, and project
     * installment payments confirmed today. Refunds are not subtracted: see `refunded_today`.
     */
    revenue_today: money,
    /** The project installments' part of `revenue_today`. */
    installments_paid_today: money,
    /** Given back today: approved order refunds and refunds due marked refunded. */
    refunded_today: money,
    /** Orders waiting for staff to check their FPS or bank transfer proof. */
    awaiting_payment_confirmation: z.number().int(),
    /** Project payment records submitted and not yet confirmed or rejected. */
    payment_records_to_confirm: z.number().int(),
    refund_requests_waiting: z.number().int(),
    new_enquiries: z.number().int(),
    refunds_due: z.object({ count: z.number().int(), amount: money }),
    /** Orders whose money came back, in part or in full (ADR 039), whatever day. */
    refunded_orders: z.object({
      partially_refunded: z.number().int(),
      refunded: z.number().int(),
    }),
    low_stock_threshold: z.number().int(),
    /** Variants with 1 to `low_stock_threshold` units left, lowest first (at most 10). */
    low_stock: z.array(lowStockVariant),
    /** Variants with none left (the storefront shows them sold out). */
    sold_out: z.number().int(),
    /** The first of them by SKU (at most 10), each linked to its product in the back office. */
    sold_out_variants: z.array(lowStockVariant),
  })
  .meta({ id: 'AdminDashboard' })
export type AdminDashboard = z.infer<typeof adminDashboard>

/** The accountant's CSV: orders placed between two Hong Kong days, both included (ADR 048). */
export const ORDER_EXPORT_MAX_DAYS = 366
export const orderExportQuery = z.object({ from: hkDate, to: hkDate }).superRefine((v, ctx) => {
  const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'errors.endsBeforeStart' })
  else if (days >= ORDER_EXPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'admin.orders.errors.rangeTooLong' })
})
export const ORDER_EXPORT_COLUMNS = [
  'reference',
  'placed_at_hk',
  'customer_name',
  'email',
  'status',
  'payment_status',
  'payment_method',
  'subtotal',
  'discount',
  'shipping',
  'total',
  'refunded',
] as const
