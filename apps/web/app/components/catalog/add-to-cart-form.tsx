import { useEffect, useRef, useState } from 'react'
import { useActionData, useFetcher } from 'react-router'
import type { FormResult } from '../../lib/forms.ts'
import { useTranslation } from '../../lib/i18n.tsx'
import { useResultToast } from '../../lib/use-form-feedback.ts'

/** One fetcher key, so the header can count the units being added (spec §4 optimistic count). */
export const ADD_TO_CART_FETCHER = 'add-to-cart'

/**
 * "Add to cart" of the product page. The quantity box and the variant id live in the variant
 * picker and join this form through `form="add-to-cart"`. With script the post runs in a fetcher
 * and answers with a toast; without it the page re-renders with the message below the button.
 */
export function AddToCartForm() {
  const { t } = useTranslation()
  const fetcher = useFetcher<FormResult>({ key: ADD_TO_CART_FETCHER })
  const pageResult = useActionData<FormResult>()
  // the keyed fetcher keeps its answer: toast only when this post settles, not on a remount
  const [settled, setSettled] = useState<FormResult>()
  const posting = useRef(false)
  useEffect(() => {
    if (fetcher.state !== 'idle') posting.current = true
    else if (posting.current) {
      posting.current = false
      setSettled(fetcher.data)
    }
  }, [fetcher.state, fetcher.data])
  useResultToast(settled)
  return (
    <fetcher.Form id="add-to-cart" method="post" preventScrollReset className="mt-4">
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="rounded bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {t('catalog.addToCart')}
      </button>
      {pageResult && (
        <p
          role={pageResult.ok ? 'status' : 'alert'}
          className={`mt-2 text-sm ${pageResult.ok ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-400'}`}
        >
          {pageResult.ok ? t(pageResult.message ?? 'toast.success') : t(pageResult.toast)}
        </p>
      )}
    </fetcher.Form>
  )
}
