import {
  memberNewsletter,
  memberNewsletterBody,
  newsletterConfirmResponse,
  newsletterSignUpBody,
  newsletterSignUpResponse,
  newsletterTokenBody,
  newsletterUnsubscribeBody,
  newsletterUnsubscribeResponse,
} from '@shop/contract'
import type { MessageKey } from '@shop/contract/client'
import { data, type RouterContextProvider } from 'react-router'
import { ApiError, apiRequest } from './api.server.ts'
import { apiFailure, clientIpHeaders, formFailure, localeHeaders } from './form-action.server.ts'
import { type FieldErrors, type FormResult, text, validate } from './forms.ts'
import type { NewsletterIntent, NewsletterResult } from './newsletter.ts'

const refused = (
  intent: NewsletterIntent,
  email: string,
  error: MessageKey,
  status: number,
  fieldErrors: FieldErrors = {},
) => data<NewsletterResult>({ intent, ok: false, email, fieldErrors, error }, { status })

/** An API refusal in the shopper's words: a dead or expired link, too many tries, a server fault. */
function failure(intent: NewsletterIntent, email: string, error: unknown) {
  if (!(error instanceof ApiError)) throw error
  if (error.status === 429) return refused(intent, email, 'errors.tooManyAttempts', 429)
  if (error.status === 410) return refused(intent, email, 'newsletter.linkExpired', 410)
  if (error.status === 404 || error.status === 400) {
    if (intent !== 'signup') return refused(intent, email, 'newsletter.linkInvalid', 404)
    return refused(intent, email, 'errors.emailFormat', 400, { email: 'errors.emailFormat' })
  }
  return refused(intent, email, 'toast.serverError', 502)
}

/**
 * The token of a one-click unsubscribe (RFC 8058): a post of `List-Unsubscribe=One-Click` to the
 * `List-Unsubscribe` address of a newsletter e-mail, which is the link of its footer,
 * `/newsletter?unsubscribe=…`. Null for every other post.
 */
export function oneClickToken(request: Request, form: FormData): string | null {
  if (form.get('List-Unsubscribe') !== 'One-Click') return null
  return new URL(request.url).searchParams.get('unsubscribe')?.slice(0, 200) ?? ''
}

/**
 * `/newsletter`'s action, for the footer's form, the dialog and the page alike (a plain post
 * without script, a fetcher with it): a sign-up in the page's language, or the button of a
 * confirmation or unsubscribe link (never done by merely opening the link, so mail scanners that
 * fetch links change nothing).
 */
export async function newsletterAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData()
  const headers = { ...localeHeaders(request), ...clientIpHeaders(request) }
  const oneClick = oneClickToken(request, form)
  if (oneClick !== null) {
    // a mail program's unsubscribe button (RFC 8058): the token is the link's, no session needed
    const parsed = validate(newsletterUnsubscribeBody, { token: oneClick, via: 'one-click' })
    if (!parsed.ok) return refused('unsubscribe', '', 'newsletter.linkInvalid', 404)
    try {
      const answer = await apiRequest(
        context,
        '/newsletter/unsubscriptions',
        newsletterUnsubscribeResponse,
        { method: 'POST', body: JSON.stringify(parsed.body), headers },
      )
      return { intent: 'unsubscribe', ok: true, email: answer.email } satisfies NewsletterResult
    } catch (error) {
      return failure('unsubscribe', '', error)
    }
  }
  const intent = text(form, 'intent')
  if (intent === 'confirm' || intent === 'unsubscribe') {
    const parsed = validate(newsletterTokenBody, { token: text(form, 'token') })
    if (!parsed.ok) return refused(intent, '', 'newsletter.linkInvalid', 404)
    try {
      const answer =
        intent === 'confirm'
          ? await apiRequest(context, '/newsletter/confirmations', newsletterConfirmResponse, {
              method: 'POST',
              body: JSON.stringify(parsed.body),
              headers,
            })
          : await apiRequest(
              context,
              '/newsletter/unsubscriptions',
              newsletterUnsubscribeResponse,
              {
                method: 'POST',
                body: JSON.stringify({ ...parsed.body, via: 'link' }),
                headers,
              },
            )
      return { intent, ok: true, email: answer.email } satisfies NewsletterResult
    } catch (error) {
      return failure(intent, '', error)
    }
  }
  const email = text(form, 'email')
  const source = text(form, 'source')
  const parsed = validate(newsletterSignUpBody, {
    email,
    source: ['footer', 'modal', 'page', 'account'].includes(source) ? source : 'page',
    source_path: text(form, 'source_path').slice(0, 300) || undefined,
  })
  if (!parsed.ok) return refused('signup', email, parsed.error, 400, parsed.fieldErrors)
  try {
    await apiRequest(context, '/newsletter/subscriptions', newsletterSignUpResponse, {
      method: 'POST',
      body: JSON.stringify(parsed.body),
      headers,
    })
    return { intent: 'signup', ok: true, email: parsed.body.email } satisfies NewsletterResult
  } catch (error) {
    return failure('signup', email, error)
  }
}

/** Whether the member's address is on the list (the account's notifications page). */
export function memberNewsletterStatus(context: Readonly<RouterContextProvider>) {
  return apiRequest(context, '/account/newsletter', memberNewsletter)
}

/**
 * The member's toggle (`intent=newsletter`, `subscribed=1|0`): on sends the confirmation e-mail
 * in the page's language (double opt-in, ADR 063), off ends the subscription at once.
 */
export async function saveMemberNewsletter(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
): Promise<FormResult | ReturnType<typeof formFailure<MessageKey>>> {
  const parsed = validate(memberNewsletterBody, {
    subscribed: text(form, 'subscribed') === '1',
    source_path: new URL(request.url).pathname,
  })
  if (!parsed.ok) return formFailure({}, parsed.error)
  try {
    await apiRequest(context, '/account/newsletter', memberNewsletter, {
      method: 'PUT',
      body: JSON.stringify(parsed.body),
      headers: { ...localeHeaders(request), ...clientIpHeaders(request) },
    })
  } catch (error) {
    return apiFailure(error)
  }
  return {
    ok: true,
    message: parsed.body.subscribed
      ? 'newsletter.accountCheckEmail'
      : 'newsletter.accountUnsubscribed',
  }
}
