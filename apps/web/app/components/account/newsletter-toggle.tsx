import type { MemberNewsletter } from '@shop/contract'
import { Form } from 'react-router'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'
import { FormStatus } from '../form-field.tsx'
import { LocalizedLink } from '../localized-link.tsx'

/**
 * The member's newsletter toggle (issue 30, ADR 063): whether the account's address is on the
 * list, and one button to subscribe (the confirmation e-mail: double opt-in, with the consent
 * sentence shown here as on every sign-up form) or to unsubscribe. A plain post: no script needed.
 */
export function NewsletterToggle({
  newsletter,
  actionData,
}: {
  newsletter: MemberNewsletter
  actionData: FormResult | undefined
}) {
  const { t } = useTranslation()
  const pending = useIntentPending('newsletter')
  const { status, email } = newsletter
  const on = status === 'CONSENTING' || status === 'PENDING'
  return (
    <section aria-labelledby="newsletter-toggle-title" className="max-w-md space-y-4">
      <h2 id="newsletter-toggle-title" className="text-xl font-semibold">
        {t('newsletter.accountTitle')}
      </h2>
      <FormStatus result={actionData} />
      {status === 'NO_EMAIL' ? (
        <p className="text-stone-700 dark:text-stone-300" data-testid="newsletter-account-status">
          {t('newsletter.accountNoEmail')}{' '}
          <LocalizedLink to="/account/update-email" className="underline">
            {t('newsletter.accountAddEmail')}
          </LocalizedLink>
        </p>
      ) : (
        <Form method="post" className="space-y-4" data-testid="newsletter-account">
          <p
            className="break-words text-stone-700 dark:text-stone-300"
            data-testid="newsletter-account-status"
            data-status={status}
          >
            {status === 'CONSENTING'
              ? t('newsletter.accountConsenting', { email: email ?? '' })
              : status === 'PENDING'
                ? t('newsletter.accountPending', { email: email ?? '' })
                : t('newsletter.accountNone', { email: email ?? '' })}
          </p>
          {status !== 'CONSENTING' && (
            <p className="text-sm text-stone-600 dark:text-stone-400">{t('newsletter.consent')}</p>
          )}
          <input type="hidden" name="intent" value="newsletter" />
          <div className="flex flex-wrap gap-3">
            {status !== 'CONSENTING' && (
              <button
                type="submit"
                name="subscribed"
                value="1"
                disabled={pending}
                aria-busy={pending || undefined}
                className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
              >
                {status === 'PENDING'
                  ? t('newsletter.accountResend')
                  : t('newsletter.accountSubscribe')}
              </button>
            )}
            {on && (
              <button
                type="submit"
                name="subscribed"
                value="0"
                disabled={pending}
                aria-busy={pending || undefined}
                className={
                  status === 'CONSENTING'
                    ? 'rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60'
                    : 'rounded border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100 disabled:opacity-60 dark:border-stone-700 dark:hover:bg-stone-800'
                }
              >
                {t('newsletter.accountUnsubscribe')}
              </button>
            )}
          </div>
        </Form>
      )}
    </section>
  )
}
