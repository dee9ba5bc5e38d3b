import { useEffect, useRef, useState } from 'react'
import { useActionData, useFetcher } from 'react-router'
import type { FormResult } from '../../lib/forms.ts'
import { useTranslation } from '../../lib/i18n.tsx'
import { useResultToast } from '../../lib/use-form-feedback.ts'
import { LocalizedLink } from '../localized-link.tsx'

/** One fetcher key, so the header can count the units being added (spec §4 optimistic count). */
export const ADD_TO_CART_FETCHER = 'add-to-cart'

type Props = {
  /** The form's id: the quantity box and the variant id join it through `form={id}`. */
  id: string
  /** The product page's address when posted from elsewhere (the quick view). */
  action?: string
  /** Also say the answer under the button (in a dialog, where the toasts sit behind it). */
  inline?: boolean
}

/**
 * "Add to cart" of the product page and the quick view. The quantity box and the variant id live
 * in the variant picker and join this form through `form={id}`. With script the post runs in a
 * fetcher and answers with a toast; without it the page re-renders with the message below the
 * button. The product page and a quick view share the fetcher (one header count); only the form
 * that posted answers.
 */
export function AddToCartForm({ id, action, inline = false }: Props) {
  const { t } = useTranslation()
  const fetcher = useFetcher<FormResult>({ key: ADD_TO_CART_FETCHER })
  const actionData = useActionData<FormResult & { intent?: string }>()
  // the page's own answer without script; a back-in-stock answer is not this form's
  const pageResult = action || actionData?.intent ? undefined : actionData
  // the keyed fetcher keeps its answer: toast only when this form's post settles
  const [settled, setSettled] = useState<FormResult>()
  const mine = useRef(false)
  const posting = useRef(false)
  useEffect(() => {
    if (!mine.current) return
    if (fetcher.state !== 'idle') posting.current = true
    else if (posting.current) {
      mine.current = false
      posting.current = false
      setSettled(fetcher.data)
    }
  }, [fetcher.state, fetcher.data])
  useResultToast(settled)
  const shown = pageResult ?? (inline ? settled : undefined)
  // a disabled button drops the keyboard focus to the page's top: stay focusable, refuse instead
  const busy = fetcher.state !== 'idle'
  return (
    <fetcher.Form
      id={id}
      method="post"
      action={action}
      preventScrollReset
      onSubmit={(event) => {
        if (busy) {
          event.preventDefault()
          return
        }
        mine.current = true
        setSettled(undefined)
      }}
      className="mt-4"
    >
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className="rounded bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-900 aria-disabled:opacity-60"
      >
        {t('catalog.addToCart')}
      </button>
      {shown && (
        <p
          role={shown.ok ? 'status' : 'alert'}
          className={`mt-2 text-sm ${shown.ok ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-400'}`}
        >
          {shown.ok ? t(shown.message ?? 'toast.success') : t(shown.toast)}
          {shown.ok && inline && (
            <LocalizedLink to="/shop/main/cart" className="ms-2 underline hover:text-brand-700">
              {t('cart.view')}
            </LocalizedLink>
          )}
        </p>
      )}
    </fetcher.Form>
  )
}
