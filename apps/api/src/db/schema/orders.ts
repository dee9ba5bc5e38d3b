import {
  type DeliverySlotCode,
  FILE_PURPOSES,
  type HkAddress,
  type LocalizedText,
  PAYMENT_STATUSES,
  REFUND_DUE_REASONS,
} from '@shop/contract'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { products, productVariants } from './catalog.ts'
import { accounts } from './identity.ts'
import { projectInstallments, projects } from './projects.ts'
import { vouchers } from './shop.ts'
import { stores } from './stores.ts'

const money = (name: string) => numeric(name, { precision: 12, scale: 2 })

export const ORDER_STATUSES = [
  'submitted',
  'pending',
  'paid',
  'shipped',
  'completed',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const PAYMENT_METHODS = [
  'ONLINE',
  'SAVED_CARD',
  'ALIPAY_HK',
  'WECHAT_PAY_HK',
  'BANK_TRANSFER',
  'FPS',
  'PAYME',
] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const REFUND_STATUSES = ['waiting_for_approval', 'approved', 'rejected'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

export type OrderDelivery = {
  method: 'DELIVERY' | 'PICKUP'
  country_code: string
  courier: { _id: string; code: string; name: LocalizedText } | null
  pickup_location: { _id: string; code: string; name: LocalizedText; address: LocalizedText } | null
}
export type OrderRecipient = {
  name: string
  address: string
  area_code: string
  phone: string
  email: string
}
export type PaymentProof = { image: string; uploaded_at: string }

/**
 * An order: prices, titles and delivery are snapshots taken at checkout. The id is a random UUID
 * (not guessable); `reference` is the number people read out. Guests find it by id plus the
 * contact e-mail or phone (issue 7), hence the indexed contact columns.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('submitted'),
    /** Where the money stands (ADR 039); text without a check, so no migration for new states. */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    currency: text('currency').notNull().default('HKD'),
    subtotal: money('subtotal').notNull(),
    discountLocal: money('discount_local').notNull(),
    discountGlobal: money('discount_global').notNull(),
    shippingFee: money('shipping_fee').notNull(),
    /** Stairs to a walk-up: per floor for each piece of furniture (ADR 022); part of total. */
    carryingFee: money('carrying_fee').notNull().default('0'),
    total: money('total').notNull(),
    pointsTotal: integer('points_total').notNull().default(0),
    voucherId: uuid('voucher_id').references(() => vouchers.id),
    voucherCode: text('voucher_code'),
    delivery: jsonb('delivery').$type<OrderDelivery>().notNull(),
    /** One line in `address` for older readers; the structured address below for Hong Kong. */
    recipient: jsonb('recipient').$type<OrderRecipient>().notNull(),
    /** Delivery in Hong Kong: region, district, street, floor, flat and access (ADR 022). */
    deliveryAddress: jsonb('delivery_address').$type<HkAddress>(),
    /** The booked delivery day (Hong Kong date) and time slot. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliverySlot: text('delivery_slot').$type<DeliverySlotCode>(),
    /** When the shopper agreed to the terms and conditions at checkout. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    language: text('language', { enum: ['en', 'zh', 'cn'] })
      .notNull()
      .default('en'),
    /** Offline payment proof (spec §3 checkout.offline.image); filled by the upload call. */
    paymentProof: jsonb('payment_proof').$type<PaymentProof>(),
    /** Unpaid online orders are released after this moment (expiry sweep). */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    /** Stock, voucher and points given back (cancelled or expired before payment). */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** State of the latest refund request (spec §3 refund labels); null when none was made. */
    refundStatus: text('refund_status', { enum: REFUND_STATUSES }),
    /** Set by staff when the order leaves (issue 15): the courier and its tracking number. */
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the back office's order search reads (part of a reference, a name, an e-mail, a
     * phone), lower-cased in one column so one trigram index serves every part.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(reference || ' ' || coalesce(contact_email, '') || ' ' || coalesce(contact_phone, '') || ' ' || coalesce(recipient->>'name', '') || ' ' || coalesce(recipient->>'email', '') || ' ' || coalesce(recipient->>'phone', ''))`,
    ),
  },
  (t) => [
    uniqueIndex('orders_reference_unique').on(t.reference),
    index('orders_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('orders_account_created_idx').on(t.accountId, t.storeId, t.createdAt),
    // the order list without a store filter, and the staff list by status (issue 7)
    index('orders_account_only_created_idx').on(t.accountId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_refund_status_idx')
      .on(t.refundStatus, t.createdAt)
      .where(sql`${t.refundStatus} is not null`),
    index('orders_contact_email_idx').on(sql`lower(${t.contactEmail})`),
    index('orders_contact_phone_idx').on(t.contactPhone),
    // the back office's order list by payment method (issue 15)
    index('orders_payment_method_created_idx').on(t.paymentMethod, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    // the courier's round of a day
    index('orders_delivery_date_idx')
      .on(t.deliveryDate, t.deliverySlot)
      .where(sql`${t.deliveryDate} is not null`),
    index('orders_unpaid_expiry_idx')
      .on(t.paymentExpiresAt)
      .where(sql`${t.paymentStatus} = 'unpaid' and ${t.releasedAt} is null`),
    check('orders_total_check', sql`${t.total} >= 0 and ${t.subtotal} >= 0`),
  ],
)

/** Lines of an order with price snapshots; refunded_qty is for after-sales (issue 7). */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    productTitle: jsonb('product_title').$type<LocalizedText>().notNull(),
    variantTitle: jsonb('variant_title').$type<LocalizedText>().notNull(),
    image: text('image'),
    qty: integer('qty').notNull(),
    originalPricePerUnit: money('original_price_per_unit').notNull(),
    discountedPricePerUnit: money('discounted_price_per_unit').notNull(),
    originalSubtotalPrice: money('original_subtotal_price').notNull(),
    subtotalPrice: money('subtotal_price').notNull(),
    globalDiscount: money('global_discount').notNull(),
    pointsPerUnit: integer('points_per_unit').notNull().default(0),
    subtotalPoints: integer('subtotal_points').notNull().default(0),
    isGift: boolean('is_gift').notNull().default(false),
    refundedQty: integer('refunded_qty').notNull().default(0),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.sequence),
    check('order_items_qty_check', sql`${t.qty} > 0 and ${t.refundedQty} between 0 and ${t.qty}`),
  ],
)

/** spec §3/§4: statuses [{slug, created_at, updated_at}] of an order, oldest first. */
export const orderStatuses = pgTable(
  'order_statuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_statuses_order_idx').on(t.orderId, t.createdAt)],
)

/**
 * `Idempotency-Key` of a checkout: claimed first in the checkout transaction, so a concurrent
 * twin waits on the key and then answers with the same order.
 */
export const checkoutIdempotency = pgTable(
  'checkout_idempotency',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
)

/**
 * A customer's refund request (spec §3 Refund request). One open request per order at a time,
 * enforced by the partial unique index as well as by the order row lock (issue 7).
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('waiting_for_approval'),
    reason: text('reason').notNull(),
    /** File names (uploaded with purpose refund). */
    images: text('images').array().notNull().default([]),
    amount: money('amount').notNull(),
    points: integer('points').notNull().default(0),
    staffNote: text('staff_note').notNull().default(''),
    /** What staff approved (issue 15): the asked amount or less, never above what was paid. */
    approvedAmount: money('approved_amount'),
    /** Offline payments are refunded by hand: the bank transfer / FPS reference staff recorded. */
    offlineReference: text('offline_reference'),
    /** Online payments are refunded through the provider after commit (ADR 015). */
    providerStatus: text('provider_status', {
      enum: ['not_needed', 'pending', 'succeeded', 'failed'],
    }),
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refund_requests_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('refund_requests_one_open')
      .on(t.orderId)
      .where(sql`${t.status} = 'waiting_for_approval'`),
    check('refund_requests_amount_check', sql`${t.amount} >= 0 and ${t.points} >= 0`),
  ],
)

/** Lines of a refund request: which order line, how many, and what they give back. */
export const refundRequestItems = pgTable(
  'refund_request_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundRequestId: uuid('refund_request_id')
      .notNull()
      .references(() => refundRequests.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id'),
    qty: integer('qty').notNull(),
    amount: money('amount').notNull(),
    points: integer('points').notNull().default(0),
  },
  (t) => [
    index('refund_request_items_request_idx').on(t.refundRequestId),
    index('refund_request_items_order_item_idx').on(t.orderItemId),
    check('refund_request_items_qty_check', sql`${t.qty} > 0`),
  ],
)

/**
 * Files uploaded through `POST /files` (payment proofs, refund evidence, review images). The
 * name is random; private purposes are served to the owner and staff only (ADR 015).
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    name: text('name').primaryKey(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    purpose: text('purpose', {
      enum: FILE_PURPOSES,
    }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an order, review or refund first references the file; never-used uploads are swept. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('uploaded_files_account_idx').on(t.accountId, t.createdAt),
    index('uploaded_files_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`),
  ],
)

/**
 * A payment captured for an order that had already been released (cancelled or expired before
 * the money came in): the money is owed back. Written in the webhook's transaction, refunded
 * through the provider after commit (retried by the lifecycle sweep), and listed for staff until
 * settled (issue 13). One per payment session: a redelivered event finds it and changes nothing.
 * A project installment paid twice (ADR 038) is owed back the same way: such a row names the
 * installment and its project instead of an order.
 */
export const refundsDue = pgTable(
  'refunds_due',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    installmentId: uuid('installment_id').references(() => projectInstallments.id, {
      onDelete: 'cascade',
    }),
    paymentSessionId: uuid('payment_session_id').notNull(),
    amount: money('amount').notNull(),
    reason: text('reason', { enum: REFUND_DUE_REASONS }).notNull(),
    status: text('status', { enum: ['due', 'refunded', 'failed'] })
      .notNull()
      .default('due'),
    providerRef: text('provider_ref'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Settled by hand by staff (issue 15): the transfer reference they recorded. */
    manualReference: text('manual_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_due_session_unique').on(t.paymentSessionId),
    index('refunds_due_order_idx').on(t.orderId),
    index('refunds_due_project_idx').on(t.projectId),
    // an order's or an installment's, never both, never neither
    check(
      'refunds_due_owner_check',
      sql`(${t.orderId} is not null and ${t.projectId} is null and ${t.installmentId} is null)
        or (${t.orderId} is null and ${t.projectId} is not null and ${t.installmentId} is not null)`,
    ),
    // the sweep and the staff list read what is not settled yet
    index('refunds_due_open_idx').on(t.status, t.createdAt).where(sql`${t.status} <> 'refunded'`),
    check('refunds_due_amount_check', sql`${t.amount} >= 0`),
  ],
)

/**
 * Private order links (issue 14): the confirmation carries one so a guest can see the order and
 * upload the payment proof without an account. Only the SHA-256 of the token is kept; a link
 * opens one order until it expires. Guest lookup by id + contact mints a fresh one.
 */
export const orderAccessLinks = pgTable(
  'order_access_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_access_links_token_unique').on(t.tokenHash),
    index('order_access_links_order_idx').on(t.orderId),
  ],
)
