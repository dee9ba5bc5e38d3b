/**
 * The newsletter (issue 30, ADR 063), the browser-safe part: no zod.
 */

/**
 * The wording of the consent sentence (`newsletter.consent` in the catalogues). Change it together
 * with the sentence in all three languages: every subscription keeps the version and the sentence
 * it was given under.
 */
export const NEWSLETTER_CONSENT_VERSION = '2026-11-a'

/** Where a sign-up form was: the footer of every page, the offered dialog, `/newsletter`, the account. */
export const NEWSLETTER_SOURCES = ['footer', 'modal', 'page', 'account'] as const
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number]

/** A confirmation link works this long, once. */
export const NEWSLETTER_CONFIRM_HOURS = 72

/**
 * Set by the page's script when the dialog was offered (shown, dismissed or answered): it is
 * offered once per browser. Read in the browser only, so shared pages stay the same for all.
 */
export const NEWSLETTER_PROMPT_COOKIE = 'newsletter_prompt'
export const NEWSLETTER_PROMPT_DAYS = 365

export const NEWSLETTER_STATUSES = ['PENDING', 'CONSENTING', 'UNSUBSCRIBED'] as const
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number]
