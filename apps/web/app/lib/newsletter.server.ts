import {
  newsletterConfirmResponse,
  newsletterSignUpBody,
  newsletterSignUpResponse,
  newsletterTokenBody,
  newsletterUnsubscribeResponse,
} from '@shop/contract'
import type { MessageKey } from '@shop/contract/client'
import { data, type RouterContextProvider } from 'react-router'
import { ApiError, apiRequest } from './api.server.ts'
import { clientIpHeaders, localeHeaders } from './form-action.server.ts'
import { type FieldErrors, text, validate } from './forms.ts'
import type { NewsletterIntent, NewsletterResult } from './newsletter.ts'

const refused = (
  intent: NewsletterIntent,
  email: string,
  toast: MessageKey,
  status: number,
  fieldErrors: FieldErrors = {},
) => data<NewsletterResult>({ intent, ok: false, email, fieldErrors, toast }, { status })

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
 * `/newsletter`'s action, for the footer's form, the dialog and the page alike (a plain post
 * without script, a fetcher with it): a sign-up in the page's language, or the button of a
 * confirmation or unsubscribe link (never done by merely opening the link, so mail scanners that
 * fetch links change nothing).
 */
export async function newsletterAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData()
  const intent = text(form, 'intent')
  const headers = { ...localeHeaders(request), ...clientIpHeaders(request) }
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
                body: JSON.stringify(parsed.body),
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
  if (!parsed.ok) return refused('signup', email, parsed.toast, 400, parsed.fieldErrors)
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
