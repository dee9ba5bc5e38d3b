import type { Locale } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * The newsletter's consent record (PDPO, ADR 063): one row per sign-up, never deleted. A row is
 * pending until its confirmation link is followed, consenting from `confirmed_at` until
 * `unsubscribed_at`. It keeps the exact consent sentence the shopper was shown, its language and
 * version, and the page it was given on.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** The language of the page it was given on; every e-mail to this subscriber is in it. */
    language: text('language').$type<Locale>().notNull(),
    /** The consent sentence as shown, word for word, in `language`. */
    consentText: text('consent_text').notNull(),
    /** Which wording (NEWSLETTER_CONSENT_VERSION when it was shown). */
    consentVersion: text('consent_version').notNull(),
    /** Where the form was: `footer`, `modal` or `page`, and the page's path. */
    source: text('source').notNull(),
    sourcePath: text('source_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** SHA-256 of the confirmation link's token; cleared when used (single use). */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * The one-click unsubscribe link's token, for the life of the subscription: every marketing
     * e-mail written later must carry it, so it is kept as it is (it can do nothing but this).
     */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /**
     * How the withdrawal came: `link` (the button of the e-mail's link), `one-click` (the mail
     * program's unsubscribe, RFC 8058) or `account` (the member's account page).
     */
    unsubscribedVia: text('unsubscribed_via'),
  },
  (t) => [
    // one live subscription per address; an unsubscribed row stays as the record
    uniqueIndex('newsletter_subscriptions_live_email')
      .on(t.email)
      .where(sql`${t.unsubscribedAt} is null`),
    index('newsletter_subscriptions_email').on(t.email),
    uniqueIndex('newsletter_subscriptions_confirm_token').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscriptions_unsubscribe_token').on(t.unsubscribeToken),
    index('newsletter_subscriptions_confirmed').on(t.confirmedAt),
  ],
)
