import type { LocalizedText } from '@shop/contract'
import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** A shop front: the main store and the mini store (spec §9: fixed ids in configuration). */
export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  address: jsonb('address').$type<LocalizedText>().notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  /** Working days from order to delivery of goods in stock ("Delivered in 2–4 working days"). */
  deliveryMinDays: integer('delivery_min_days').notNull().default(2),
  deliveryMaxDays: integer('delivery_max_days').notNull().default(4),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
