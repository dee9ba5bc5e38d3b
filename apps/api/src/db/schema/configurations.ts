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

/**
 * Scheduled jobs (issue 19): one row per job. A process runs a job only after winning its row for
 * the period (`lib/scheduled-jobs.ts`), so several processes on one database run it once.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
})
