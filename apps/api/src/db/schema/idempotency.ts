import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './identity.ts'

/**
 * `Idempotency-Key` of a call that creates money, points or bookings (ADR 040): claimed first in
 * the transaction of the effect, so a concurrent twin waits on the key; the answer is kept in the
 * same transaction and given again to every later call with the same key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Which call: `booking`, `voucher-redeem`, `payment-record`, `quotation-request`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The answer's body; null only inside the claiming transaction. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.scope, t.key] })],
)
