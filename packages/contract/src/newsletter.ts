import { z } from 'zod'
import { listSearch, pagedList, pagingQuery } from './http.ts'
import { NEWSLETTER_SOURCES, NEWSLETTER_STATUSES } from './newsletter-constants.ts'
import { optionalEmail } from './validators.ts'

/** A sign-up: the address and where the form was; the language is the page's (`x-store-locale`). */
export const newsletterSignUpBody = z.strictObject({
  email: optionalEmail.refine((v) => v !== '', { message: 'errors.emailFormat' }),
  source: z.enum(NEWSLETTER_SOURCES).default('page'),
  /** The page's path, as a record of where consent was given. */
  source_path: z.string().trim().max(300).optional(),
})
export type NewsletterSignUpBody = z.infer<typeof newsletterSignUpBody>

/**
 * The same answer whether the address is new, waiting or already subscribed: nothing tells
 * who is on the list.
 */
export const newsletterSignUpResponse = z
  .object({ status: z.literal('CHECK_EMAIL') })
  .meta({ id: 'NewsletterSignUp' })

/** The token of a confirmation or unsubscribe link. */
export const newsletterTokenBody = z.strictObject({ token: z.string().trim().min(1).max(200) })

/**
 * An unsubscribe link followed: `link` by its page's button, `one-click` by a mail program's
 * `List-Unsubscribe-Post` (RFC 8058). Kept in the consent record as how the withdrawal came.
 */
export const newsletterUnsubscribeBody = newsletterTokenBody.extend({
  via: z.enum(['link', 'one-click']).default('link'),
})
export type NewsletterUnsubscribeBody = z.infer<typeof newsletterUnsubscribeBody>

export const newsletterConfirmResponse = z
  .object({ status: z.literal('CONFIRMED'), email: z.string() })
  .meta({ id: 'NewsletterConfirmed' })

export const newsletterUnsubscribeResponse = z
  .object({ status: z.literal('UNSUBSCRIBED'), email: z.string() })
  .meta({ id: 'NewsletterUnsubscribed' })

/** The back office's list of subscriptions, newest first. */
export const adminNewsletterQuery = pagingQuery(50, 200).extend({
  q: listSearch,
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(NEWSLETTER_STATUSES).optional()),
})
export type AdminNewsletterQuery = z.infer<typeof adminNewsletterQuery>

export const adminNewsletterSubscriber = z.object({
  id: z.string(),
  email: z.string(),
  language: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  source: z.string(),
  source_path: z.string().nullable(),
  consent_version: z.string(),
  consent_text: z.string(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
  /** How the withdrawal came: `link`, `one-click` (the mail program's) or `account`. */
  unsubscribed_via: z.string().nullable(),
})
export type AdminNewsletterSubscriber = z.infer<typeof adminNewsletterSubscriber>
export const adminNewsletterSubscribers = pagedList(adminNewsletterSubscriber).meta({
  id: 'AdminNewsletterSubscribers',
})
export type AdminNewsletterSubscribers = z.infer<typeof adminNewsletterSubscribers>

/**
 * A member's own subscription, for the address of their account (the account page's toggle):
 * `NONE` when the address is not on the list (never, or unsubscribed), `NO_EMAIL` when the
 * account has no address.
 */
export const memberNewsletter = z
  .object({
    status: z.enum(['NONE', 'NO_EMAIL', 'PENDING', 'CONSENTING']),
    email: z.string().nullable(),
  })
  .meta({ id: 'MemberNewsletter' })
export type MemberNewsletter = z.infer<typeof memberNewsletter>

/** The toggle's answer: subscribing sends the confirmation e-mail (double opt-in, ADR 063). */
export const memberNewsletterBody = z.strictObject({
  subscribed: z.boolean(),
  source_path: z.string().trim().max(300).optional(),
})
export type MemberNewsletterBody = z.infer<typeof memberNewsletterBody>
