import { type Locale, localePrefix, NEWSLETTER_CONFIRM_HOURS } from '@shop/contract'
import { renderMail, renderMailText } from '#api/lib/mail-text.ts'

/** `/newsletter` in the subscriber's language, with a link's token in its query. */
export function newsletterLink(
  publicUrl: string,
  locale: Locale,
  kind: 'confirm' | 'unsubscribe',
  token: string,
): string {
  const url = new URL(`${localePrefix(locale)}/newsletter`, publicUrl)
  url.searchParams.set(kind, token)
  return url.toString()
}

/**
 * The footer every marketing e-mail ends with (PDPO: a way to opt out in each one): why it came
 * and the one-click unsubscribe link of this subscription.
 */
export function marketingFooter(publicUrl: string, locale: Locale, unsubscribeToken: string) {
  const link = newsletterLink(publicUrl, locale, 'unsubscribe', unsubscribeToken)
  return renderMail(locale, 'newsletter.footer', { link })
}

/**
 * Every e-mail of the newsletter list (the confirmation and any mailing) is written through this:
 * the unsubscribe footer ends its body, and the same link is its `listUnsubscribe`, which the mail
 * layer sends as `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). A mail program's
 * one-click post and a click on the footer's link reach the same page (routes/newsletter.tsx).
 */
export function marketingMessage(
  publicUrl: string,
  locale: Locale,
  unsubscribeToken: string,
  message: { subject: string; body: string },
) {
  return {
    language: locale,
    subject: message.subject,
    body: `${message.body}\n\n--\n${marketingFooter(publicUrl, locale, unsubscribeToken)}`,
    listUnsubscribe: newsletterLink(publicUrl, locale, 'unsubscribe', unsubscribeToken),
  }
}

/** The double opt-in e-mail: the confirmation link, and the unsubscribe footer of every mailing. */
export function confirmationMessage(
  publicUrl: string,
  locale: Locale,
  tokens: { confirm: string; unsubscribe: string },
) {
  return marketingMessage(
    publicUrl,
    locale,
    tokens.unsubscribe,
    renderMailText(locale, 'newsletter.confirm', {
      link: newsletterLink(publicUrl, locale, 'confirm', tokens.confirm),
      hours: NEWSLETTER_CONFIRM_HOURS,
    }),
  )
}
