import { integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'

/**
 * Versioned configuration documents keyed by slug ('site', 'customer-locales',
 * 'sorting-list:product' ...). The owner publishes a new version; readers take the latest.
 */
export const configurations = pgTable(
  'configurations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // the unique index also serves "latest version of a slug" lookups
  (t) => [unique('configurations_slug_version_unique').on(t.slug, t.version)],
)
