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
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { accounts } from './identity.ts'
import { stores } from './stores.ts'

/**
 * Membership points ledger: the balance is the sum of an account's transactions; nothing else
 * stores it. Debits are negative. Writers lock the account row first (see membership/ledger.ts).
 * A credit is a lot: spendable from `available_at` (null: at once) until `expires_at`; debits are
 * taken from the lots that expire first (membership/position.ts).
 */
export const membershipTransactions = pgTable(
  'membership_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    /** POINTS_REASONS of the contract: EARNED, ORDER_DEBIT, VOUCHER_REDEEM, REVERSED ... */
    reason: text('reason').notNull(),
    orderId: uuid('order_id'),
    note: text('note').notNull().default(''),
    /** Earned points are pending until then (the order's refund window); null: available at once. */
    availableAt: timestamp('available_at', { withTimezone: true }),
    /** Credits: the end of the day the lot's points expire. Debits: that of the lot they took from. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** HKD this row adds to (EARNED) or takes from (REVERSED) the qualifying spend of tiers. */
    spend: numeric('spend', { precision: 12, scale: 2 }).notNull().default('0'),
    /** Points a reversal could not take back because they were already spent (never hidden). */
    shortfall: integer('shortfall').notNull().default(0),
    /** The staff member behind an ADJUSTMENT. */
    staffMemberId: uuid('staff_member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('membership_transactions_account_idx').on(t.accountId, t.createdAt),
    index('membership_transactions_order_idx').on(t.orderId),
    // the expiry job looks for lots past their date
    index('membership_transactions_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.points} > 0 and ${t.expiresAt} is not null`),
    check('membership_transactions_points_check', sql`${t.points} <> 0 or ${t.shortfall} > 0`),
    check('membership_transactions_shortfall_check', sql`${t.shortfall} >= 0`),
  ],
)

/**
 * Vouchers on offer for points (spec §7 `GET /vouchers/all`). Redeeming one issues a discount
 * code of its own (`vouchers` with `offer_id` and `owner_account_id`). `redeemed_count` changes
 * only under the offer's row lock.
 */
export const voucherOffers = pgTable(
  'voucher_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    terms: jsonb('terms').$type<LocalizedText>().notNull(),
    discountType: text('discount_type', {
      enum: ['FIXED', 'PERCENTAGE', 'FREE_DELIVERY'],
    }).notNull(),
    amountOff: numeric('amount_off', { precision: 12, scale: 2 }),
    percentOff: integer('percent_off'),
    maxDiscount: numeric('max_discount', { precision: 12, scale: 2 }),
    minSpend: numeric('min_spend', { precision: 12, scale: 2 }).notNull().default('0'),
    pointsPrice: integer('points_price').notNull(),
    /** Vouchers on offer in all; null: no limit. */
    stock: integer('stock'),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    perMemberLimit: integer('per_member_limit'),
    /** Days a redeemed voucher can be used. */
    validDays: integer('valid_days').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voucher_offers_store_created_idx').on(t.storeId, t.createdAt),
    index('voucher_offers_store_points_idx').on(t.storeId, t.pointsPrice),
    check('voucher_offers_points_price_check', sql`${t.pointsPrice} > 0`),
    check(
      'voucher_offers_redeemed_check',
      sql`${t.redeemedCount} >= 0 and (${t.stock} is null or ${t.redeemedCount} <= ${t.stock})`,
    ),
  ],
)
