import type { QuotationDetails } from '@shop/contract'
import { formatMoney, type Locale } from '@shop/contract/client'
import { useId } from 'react'
import { Form } from 'react-router'
import type { FormResult } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useIntentPending } from '#web/lib/use-intent-pending.ts'

const button =
  'rounded px-4 py-2 font-medium disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-brand-700'
const summary = `${button} inline-block cursor-pointer list-none [&::-webkit-details-marker]:hidden`

/**
 * Accept and cancel both ask first: a disclosure that states what follows, so the confirmation
 * works without JavaScript; the answer is stated on the page after the post.
 */
export function QuotationActions({
  quotation,
  locale,
  result,
}: {
  quotation: QuotationDetails
  locale: Locale
  result: FormResult | undefined
}) {
  const { t } = useTranslation()
  const reasonId = useId()
  const accepting = useIntentPending('accept')
  const cancelling = useIntentPending('cancel')
  const latest = quotation.versions[0]
  const reasonError = result && !result.ok ? result.fieldErrors.reason : undefined
  if (!quotation.can_cancel && !(quotation.can_accept && latest?.can_accept)) return null
  return (
    <div
      className="flex flex-col gap-4 sm:flex-row sm:items-start print:hidden"
      data-testid="quotation-actions"
    >
      {quotation.can_accept && latest?.can_accept && (
        <details className="min-w-0 sm:flex-1" data-testid="accept-quotation">
          <summary className={`${summary} bg-brand-700 text-white hover:bg-brand-900`}>
            {t('quotations.accept.button')}
          </summary>
          <Form method="post" className="mt-3 space-y-3 rounded border border-brand-200 p-4">
            <input type="hidden" name="version" value={latest.version} />
            <p role="note">
              {t('quotations.accept.confirm', {
                version: latest.version,
                total: formatMoney(latest.total, locale),
                first: formatMoney(latest.first_installment, locale),
              })}
            </p>
            <button
              type="submit"
              name="intent"
              value="accept"
              disabled={accepting}
              aria-busy={accepting || undefined}
              className={`${button} bg-brand-700 text-white hover:bg-brand-900`}
            >
              {accepting
                ? t('quotations.accept.sending')
                : t('quotations.accept.yes', { version: latest.version })}
            </button>
          </Form>
        </details>
      )}
      {quotation.can_cancel && (
        <details
          className="min-w-0 sm:flex-1"
          data-testid="cancel-quotation"
          open={Boolean(reasonError)}
        >
          <summary
            className={`${summary} border border-red-700 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950`}
          >
            {t('quotations.cancel.button')}
          </summary>
          <Form
            method="post"
            noValidate
            className="mt-3 space-y-3 rounded border border-red-200 p-4 dark:border-red-900"
          >
            <p role="note">{t('quotations.cancel.confirm')}</p>
            <div className="space-y-1">
              <label htmlFor={reasonId} className="block text-sm font-medium">
                {t('quotations.cancel.reason')}
              </label>
              <textarea
                id={reasonId}
                name="reason"
                rows={3}
                maxLength={500}
                required
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                className="w-full rounded border border-stone-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-900"
              />
              {reasonError && (
                <p id={`${reasonId}-error`} className="text-sm text-red-700 dark:text-red-400">
                  {t(reasonError)}
                </p>
              )}
            </div>
            <button
              type="submit"
              name="intent"
              value="cancel"
              disabled={cancelling}
              aria-busy={cancelling || undefined}
              className={`${button} bg-red-700 text-white hover:bg-red-800`}
            >
              {cancelling ? t('quotations.cancel.sending') : t('quotations.cancel.yes')}
            </button>
          </Form>
        </details>
      )}
    </div>
  )
}
