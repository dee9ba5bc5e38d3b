import type { MessageKey } from '@shop/contract/i18n/translate-from'
import { splitLocalePath } from '@shop/contract/locales'
import {
  NEWSLETTER_PROMPT_COOKIE,
  NEWSLETTER_PROMPT_DAYS,
} from '@shop/contract/newsletter-constants'
import type { FieldErrors } from './forms.ts'

/** What `/newsletter`'s action was asked: sign up, or follow a confirmation or unsubscribe link. */
export type NewsletterIntent = 'signup' | 'confirm' | 'unsubscribe'

/** The answer of `/newsletter`'s action; the address is echoed so nothing typed is lost. */
export type NewsletterResult =
  | { intent: NewsletterIntent; ok: true; email: string }
  | {
      intent: NewsletterIntent
      ok: false
      email: string
      fieldErrors: FieldErrors
      error: MessageKey
    }

/**
 * Pages where the sign-up dialog is never offered: buying, paying, signing in and the account
 * (the shopper is busy there), and the newsletter's own page.
 */
const QUIET = [
  /^\/shop\/main\/cart/,
  /^\/shop\/main\/order/,
  /^\/shop\/project\/order/,
  /^\/shop\/main\/product\/[^/]+\/book/,
  /^\/account/,
  /^\/authentication/,
  /^\/result/,
  /^\/newsletter/,
  /^\/checkout/,
]

export function promptAllowedOn(pathname: string): boolean {
  const { path } = splitLocalePath(pathname)
  return !QUIET.some((pattern) => pattern.test(path))
}

/** Whether this browser was offered the dialog already (the cookie is read here, never on the server). */
export function promptSeen(cookie: string): boolean {
  return new RegExp(`(?:^|;\\s*)${NEWSLETTER_PROMPT_COOKIE}=`).test(cookie)
}

/** Notes in this browser that the dialog was offered: it is not offered again. */
export function notePromptSeen() {
  const maxAge = NEWSLETTER_PROMPT_DAYS * 86_400
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari
  document.cookie = `${NEWSLETTER_PROMPT_COOKIE}=1; path=/; max-age=${maxAge}; samesite=lax`
}
