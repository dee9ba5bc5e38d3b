import type { LocalizedText } from '@shop/contract'
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** A shop front: the main store and the mini store (spec §9: fixed ids in configuration). */
export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  address: jsonb('address').$type<LocalizedText>().notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
