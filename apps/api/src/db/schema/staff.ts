import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * The people who run the shop from the back office (issue 15). Separate from shoppers' accounts:
 * their own sign-in, sessions and cookie, so a customer token never opens a staff route.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'manager', 'staff'] }).notNull(),
    /** Null until the invitation is accepted. */
    passwordHash: text('password_hash'),
    /** Base32 secret of the authenticator app; sign-in asks for a code once it is set. */
    totpSecret: text('totp_secret'),
    /** The last accepted code's time step: a code is used once. */
    totpLastStep: text('totp_last_step'),
    language: text('language', { enum: ['en', 'zh'] })
      .notNull()
      .default('en'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    invitedBy: uuid('invited_by'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_members_email_unique').on(sql`lower(${t.email})`)],
)

/** A staff sign-in: an opaque token stored as its SHA-256, valid a working day. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_unique').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
)

/** The owner's invitation: a link (token stored as SHA-256) to choose a password, used once. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_unique').on(t.tokenHash),
    index('staff_invitations_staff_idx').on(t.staffId),
  ],
)

/**
 * Every change a staff member makes: who, when, what, before → after. Written in the transaction
 * of the change, so a change that fails leaves no row and no change is left unattributed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
)
