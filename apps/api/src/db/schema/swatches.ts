import type { HkAddress, Locale, LocalizedText } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'
import { accounts } from './identity.ts'

/** A colour as it was when the shopper chose it: the back office posts what was asked for. */
export type SwatchColour = { id: string; name: LocalizedText; hex: string }

/**
 * Free fabric swatches a shopper asked for (issue 30, ADR 071): up to five of a product's
 * colours posted to a Hong Kong address; `requested` until staff mark it `sent`.
 */
export const swatchRequests = pgTable(
  'swatch_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colours: jsonb('colours').$type<SwatchColour[]>().notNull(),
    /** The signed-in member who asked; null for a guest. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Lower-cased; with the product, one request per 30 days. */
    email: text('email').notNull(),
    areaCode: text('area_code').notNull(),
    phone: text('phone').notNull(),
    address: jsonb('address').$type<HkAddress>().notNull(),
    /** The page's language; both e-mails are written in it. */
    language: text('language').$type<Locale>().notNull(),
    ip: text('ip').notNull().default(''),
    status: text('status', { enum: ['requested', 'sent'] })
      .notNull()
      .default('requested'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the back office searches: the `SW-…` reference, name, e-mail, phone (lower case). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower('sw-' || left(id::text, 8) || ' ' || name || ' ' || email || ' ' || area_code || ' ' || phone)`,
    ),
  },
  (t) => [
    index('swatch_requests_repeat_idx').on(t.email, t.productId, t.createdAt),
    index('swatch_requests_status_created_idx').on(t.status, t.createdAt),
    index('swatch_requests_account_idx').on(t.accountId, t.createdAt),
    index('swatch_requests_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
)
