import type { HkAddress } from '@shop/contract'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { accounts } from './identity.ts'

/**
 * A member's address book (issue 30, ADR 066): delivery addresses in Hong Kong, at most
 * `MAX_SAVED_ADDRESSES` per member, at most one of them the default.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    name: text('name').notNull(),
    areaCode: text('area_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The checkout's structured address, already checked and normalised. */
    address: jsonb('address').$type<HkAddress>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_addresses_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('saved_addresses_one_default').on(t.accountId).where(sql`${t.isDefault}`),
  ],
)
