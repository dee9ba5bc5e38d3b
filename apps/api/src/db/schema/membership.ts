import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './identity.ts'

/**
 * Membership points ledger: the balance is the sum of an account's transactions; nothing else
 * stores it. Debits are negative. Writers lock the account row first (see membership/ledger.ts).
 */
export const membershipTransactions = pgTable(
  'membership_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    /** ORDER_DEBIT, ORDER_RELEASE, PURCHASE_REWARD, ADJUSTMENT, VOUCHER_REDEEM ... */
    reason: text('reason').notNull(),
    orderId: uuid('order_id'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('membership_transactions_account_idx').on(t.accountId, t.createdAt),
    index('membership_transactions_order_idx').on(t.orderId),
    check('membership_transactions_points_check', sql`${t.points} <> 0`),
  ],
)
