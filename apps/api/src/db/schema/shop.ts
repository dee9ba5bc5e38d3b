import type { LocalizedText } from '@shop/contract'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { products, productVariants } from './catalog.ts'
import { accounts } from './identity.ts'
import { voucherOffers } from './membership.ts'
import { stores } from './stores.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** One line per account, store and variant; prices are never stored here (spec §7: server prices). */
export const cartItems = pgTable(
  'cart_items',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    /** Paid with membership points instead of HKD (only variants with a points price). */
    usePoints: boolean('use_points').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.storeId, t.variantId] }),
    check('cart_items_qty_check', sql`${t.qty} > 0`),
  ],
)

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.productId] }),
    index('wishlist_items_account_created_idx').on(t.accountId, t.createdAt),
  ],
)

/**
 * Discount codes (global discounts): percentage or fixed HKD, with minimum spend, validity window
 * and usage limits. `used_count` changes only under a row lock at checkout and release.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    code: text('code').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    discountType: text('discount_type', {
      enum: ['PERCENTAGE', 'FIXED', 'FREE_DELIVERY'],
    }).notNull(),
    /** Percent (1-100) for PERCENTAGE, HKD for FIXED, 0 for FREE_DELIVERY. */
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    maxDiscount: numeric('max_discount', { precision: 12, scale: 2 }),
    minSpend: numeric('min_spend', { precision: 12, scale: 2 }).notNull().default('0'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perAccountLimit: integer('per_account_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Only for a person with no earlier order (by account, contact e-mail or phone). */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Bought with points (issue 16): the offer, and the member who alone can use the code. */
    offerId: uuid('offer_id').references(() => voucherOffers.id),
    ownerAccountId: uuid('owner_account_id').references(() => accounts.id, {
      onDelete: 'cascade',
    }),
    pointsSpent: integer('points_spent').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('vouchers_store_code_unique').on(t.storeId, t.code),
    // "My vouchers", and the per-member limit of an offer
    index('vouchers_owner_created_idx')
      .on(t.ownerAccountId, t.createdAt)
      .where(sql`${t.ownerAccountId} is not null`),
    index('vouchers_offer_owner_idx')
      .on(t.offerId, t.ownerAccountId)
      .where(sql`${t.offerId} is not null`),
    check('vouchers_used_count_check', sql`${t.usedCount} >= 0`),
  ],
)

/** Who used which voucher on which order; released (deleted) when an unpaid order is released. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('voucher_redemptions_voucher_account_idx').on(t.voucherId, t.accountId),
    unique('voucher_redemptions_order_unique').on(t.orderId),
  ],
)

/** A free gift added when the cart reaches a spend threshold. */
export const giftRules = pgTable('gift_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  minSpend: numeric('min_spend', { precision: 12, scale: 2 }).notNull(),
  variantId: uuid('variant_id')
    .notNull()
    .references(() => productVariants.id),
  qty: integer('qty').notNull().default(1),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
})

/** Couriers per store and country with a flat fee and a free-delivery threshold. */
export const couriers = pgTable(
  'couriers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    code: text('code').notNull(),
    countryCode: text('country_code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    fee: numeric('fee', { precision: 12, scale: 2 }).notNull(),
    freeThreshold: numeric('free_threshold', { precision: 12, scale: 2 }),
    estimatedDays: text('estimated_days').notNull().default(''),
    sequence: integer('sequence').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    unique('couriers_store_code_country_unique').on(t.storeId, t.code, t.countryCode),
    index('couriers_store_country_idx').on(t.storeId, t.countryCode, t.sequence),
  ],
)
