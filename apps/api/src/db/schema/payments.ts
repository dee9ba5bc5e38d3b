import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { accounts } from './identity.ts'
import { orders } from './orders.ts'
import { projectInstallments } from './projects.ts'

/** A hosted payment (or card set-up) page at the provider, for one order or one card binding. */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['PAYMENT', 'CARD_SETUP'] }).notNull(),
    provider: text('provider').notNull(),
    /** The provider's id (Stripe checkout session id; our own id for the test gateway). */
    providerRef: text('provider_ref'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** A project installment paid online (issue 18) instead of an order. */
    installmentId: uuid('installment_id').references(() => projectInstallments.id, {
      onDelete: 'cascade',
    }),
    savedCardId: uuid('saved_card_id'),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    currency: text('currency').notNull().default('HKD'),
    status: text('status', { enum: ['open', 'succeeded', 'failed', 'cancelled', 'expired'] })
      .notNull()
      .default('open'),
    url: text('url').notNull().default(''),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_sessions_order_idx').on(t.orderId),
    index('payment_sessions_installment_idx').on(t.installmentId),
    // one open payment page per installment, so it cannot be paid twice in two tabs (ADR 038)
    uniqueIndex('payment_sessions_one_open_installment')
      .on(t.installmentId)
      .where(sql`${t.status} = 'open' and ${t.installmentId} is not null`),
    uniqueIndex('payment_sessions_provider_ref_unique')
      .on(t.provider, t.providerRef)
      .where(sql`${t.providerRef} is not null`),
  ],
)

/** Webhook events already applied, by provider and event id: a redelivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A saved card: only the gateway's reference and what a shopper needs to recognise it. */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_cards_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('credit_cards_one_default').on(t.accountId).where(sql`${t.isDefault}`),
  ],
)
