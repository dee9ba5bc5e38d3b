import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/** A shopper: a registered customer or a temporary guest (login type TEMP, spec §6). */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['TEMP', 'REGISTERED'] }).notNull(),
    /** Staff see every order and make the back-office transitions (issue 7, ADR 015). */
    role: text('role', { enum: ['customer', 'staff'] })
      .notNull()
      .default('customer'),
    username: text('username').notNull().default(''),
    email: text('email'),
    areaCode: text('area_code'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    avatar: text('avatar').notNull().default(''),
    gender: text('gender').notNull().default(''),
    country: text('country').notNull().default(''),
    language: text('language', { enum: ['en', 'zh', 'cn'] })
      .notNull()
      .default('en'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Disabled by staff (issue 15): cannot sign in; sessions ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('accounts_phone_unique').on(t.areaCode, t.phone).where(sql`${t.phone} is not null`),
    // stale temporary accounts are swept by age
    index('accounts_temp_last_seen_idx').on(t.lastSeenAt).where(sql`${t.kind} = 'TEMP'`),
  ],
)

/**
 * One step of a session: an opaque access token and its refresh token, both stored as SHA-256
 * hashes and valid 1800 s from issue (spec §9). Each refresh uses the step's refresh token once
 * (`used_at`) and adds the next step to the same family; a used refresh token shown again
 * revokes the whole family (ADR 019).
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The sign-in this token descends from: every refresh keeps it. */
    familyId: uuid('family_id').notNull().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    /** Null only for tokens issued before refresh tokens existed. */
    refreshHash: text('refresh_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the refresh token was exchanged; it cannot be used again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash),
    uniqueIndex('auth_tokens_refresh_hash_unique').on(t.refreshHash),
    index('auth_tokens_account_idx').on(t.accountId),
    index('auth_tokens_family_idx').on(t.familyId),
  ],
)

/** One-time codes: hashed, single use, 15-minute expiry, attempts capped. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['VERIFY', 'RESET_PASSWORD', 'CHANGE_EMAIL', 'CHANGE_PHONE'],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('verification_codes_hash_unique').on(t.codeHash),
    index('verification_codes_account_purpose_idx').on(t.accountId, t.purpose),
  ],
)

export const deliveryRecipients = pgTable('delivery_recipients', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  address: text('address').notNull().default(''),
  areaCode: text('area_code').notNull().default(''),
  phone: text('phone').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const notificationSettings = pgTable('notification_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  isNotifiable: boolean('is_notifiable').notNull().default(true),
  channels: jsonb('channels').$type<('EMAIL' | 'SMS')[]>().notNull().default(['EMAIL']),
  language: text('language', { enum: ['en', 'zh', 'cn'] })
    .notNull()
    .default('en'),
  isAccept: boolean('is_accept').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Messages to send (e-mail, SMS), written in the same transaction as the change that causes them
 * and delivered after commit; failures are retried with back-off.
 */
/** A text file sent with an e-mail. */
export type MailAttachment = { filename: string; content_type: string; content: string }

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['EMAIL', 'SMS'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** Files sent with an e-mail (a consultation's .ics calendar entry), as text. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    language: text('language').notNull().default('en'),
    /**
     * The one-click unsubscribe address of a marketing e-mail (ADR 063, RFC 8058): the mail layer
     * sends it as `List-Unsubscribe` with `List-Unsubscribe-Post` (outbox/delivery.ts).
     */
    listUnsubscribe: text('list_unsubscribe'),
    status: text('status', { enum: ['PENDING', 'SENT', 'STORED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
  ],
)
