import type { MessageKey } from '@shop/contract/client'
import { useId } from 'react'
import { useTranslation } from '#web/lib/i18n.tsx'
import { LocalizedLink } from '../localized-link.tsx'

const MARK = '\u0000'

/**
 * "I have read and agree to the terms and conditions" (required; the API refuses an order
 * without it too). The link opens the terms page in a new tab, so the form stays as filled.
 */
export function TermsField({ checked, error }: { checked: boolean; error?: MessageKey }) {
  const { t } = useTranslation()
  const id = useId()
  // the sentence's word order differs by language: the link goes where the catalogue puts it
  const [before, after] = t('checkout.termsAgree', { terms: MARK }).split(MARK)
  return (
    <div className="space-y-1" data-testid="terms">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          name="terms_accepted"
          value="yes"
          defaultChecked={checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
        <label htmlFor={id}>
          {before}
          <LocalizedLink
            to="/terms-and-conditions"
            target="_blank"
            rel="noopener"
            className="text-brand-700 underline dark:text-brand-100"
          >
            {t('checkout.termsLink')}
          </LocalizedLink>
          {after}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {t(error)}
        </p>
      )}
    </div>
  )
}
