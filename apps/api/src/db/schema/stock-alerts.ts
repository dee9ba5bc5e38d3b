import type { Locale } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { productVariants } from './catalog.ts'

/**
 * "E-mail me when it is back": a shopper's wish to hear once when a sold-out variant returns.
 * Written only while the variant's row is locked (docs/architecture.md, lock order), so a
 * subscription and the restock that answers it cannot miss each other.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** The language of the page it was asked on; the e-mail is written in it. */
    language: text('language').$type<Locale>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set in the transaction that queued the e-mail; a notified wish is never sent again. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    // one waiting wish per variant and address; after the e-mail the shopper may ask again
    uniqueIndex('stock_alerts_waiting_unique')
      .on(t.variantId, t.email)
      .where(sql`${t.notifiedAt} is null`),
  ],
)
