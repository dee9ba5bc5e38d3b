import { localePrefix } from '@shop/contract/locales'
import type { NewsletterSource } from '@shop/contract/newsletter-constants'
import { useId } from 'react'
import { useActionData, useFetcher, useLocation } from 'react-router'
import { useTranslation } from '../lib/i18n.tsx'
import type { NewsletterResult } from '../lib/newsletter.ts'
import { useLocale } from '../lib/use-root-data.ts'
import { LocalizedLink } from './localized-link.tsx'

type Props = {
  source: NewsletterSource
  /** `/newsletter` itself also shows what a plain post (no script) from any form answered. */
  showPageAnswer?: boolean
}

/**
 * The newsletter sign-up (issue 30, ADR 063): the address, the consent sentence it is given
 * under (the same words the API records) and the privacy policy. A plain post to `/newsletter`
 * without script; with script a fetcher, answered in place. Nothing in it depends on the shopper,
 * so shared pages stay the same for everyone.
 */
export function NewsletterForm({ source, showPageAnswer }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const ids = useId()
  const { pathname } = useLocation()
  const fetcher = useFetcher<NewsletterResult>()
  const pageData = useActionData<NewsletterResult>()
  const pageAnswer = showPageAnswer && pageData?.intent === 'signup' ? pageData : undefined
  const result = fetcher.data ?? pageAnswer
  const error = result && !result.ok ? (result.fieldErrors.email ?? result.error) : undefined
  if (result?.ok)
    return (
      <p role="status" className="text-green-800 dark:text-green-300" data-testid="newsletter-sent">
        {t('newsletter.checkEmail', { email: result.email })}
      </p>
    )
  const busy = fetcher.state !== 'idle'
  return (
    <fetcher.Form
      method="post"
      action={`${localePrefix(locale)}/newsletter`}
      noValidate
      preventScrollReset
      data-testid={`newsletter-form-${source}`}
    >
      <input type="hidden" name="intent" value="signup" />
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="source_path" value={pathname} />
      <label htmlFor={`${ids}-email`} className="block text-sm font-medium">
        {t('newsletter.email')}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={`${ids}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          required
          defaultValue={result?.email ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${ids}-consent${error ? ` ${ids}-error` : ''}`}
          className="min-w-0 flex-1 basis-48 rounded border border-stone-300 bg-white px-3 py-2 text-stone-900 aria-[invalid=true]:border-red-600 dark:border-stone-600 dark:bg-stone-900 dark:text-stone-100"
        />
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {busy ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
      </div>
      {error && (
        <p id={`${ids}-error`} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {t(error)}
        </p>
      )}
      <p
        id={`${ids}-consent`}
        className="mt-2 text-xs text-stone-600 dark:text-stone-300"
        data-testid="newsletter-consent"
      >
        {t('newsletter.consent')}
      </p>
      <p className="mt-1 text-xs">
        <LocalizedLink to="/privacy-policy" className="underline underline-offset-2">
          {t('newsletter.privacy')}
        </LocalizedLink>
      </p>
    </fetcher.Form>
  )
}
