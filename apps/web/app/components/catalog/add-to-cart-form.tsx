import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useActionData, useFetcher } from 'react-router'
import { ADD_TO_CART_FETCHER, type AddToCartResult } from '#web/lib/added-to-cart.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useResultToast } from '#web/lib/use-form-feedback.ts'
import { AddedSummary } from '../cart/added-to-cart.tsx'
import { LocalizedLink } from '../localized-link.tsx'

// the dialog's code comes with the post, not with the page
const loadDialog = () => import('../cart/added-to-cart-dialog.tsx')
const AddedToCartDialog = lazy(loadDialog)

type Props = {
  /** The form's id: the quantity box and the variant id join it through `form={id}`. */
  id: string
  /** The product page's address when posted from elsewhere (the quick view). */
  action?: string
}

/**
 * "Add to cart" of the product page and the quick view. The quantity box and the variant id live
 * in the variant picker and join this form through `form={id}`. With script the post runs in a
 * fetcher; a success opens the add-to-cart dialog with what the answer says was added (spec §4,
 * ADR 064), a refusal is said under the button. Without script the page re-renders with the same
 * answer below the button. The product page and a quick view share the fetcher (one header
 * count); only the form that posted answers.
 */
export function AddToCartForm({ id, action }: Props) {
  const { t } = useTranslation()
  const fetcher = useFetcher<AddToCartResult>({ key: ADD_TO_CART_FETCHER })
  const actionData = useActionData<AddToCartResult & { intent?: string }>()
  // the page's own answer without script; a back-in-stock answer is not this form's
  const pageResult = action || actionData?.intent ? undefined : actionData
  // the keyed fetcher keeps its answer: answer only when this form's post settles
  const [settled, setSettled] = useState<AddToCartResult>()
  const [dialogOpen, setDialogOpen] = useState(false)
  const mine = useRef(false)
  const posting = useRef(false)
  useEffect(() => {
    if (!mine.current) return
    if (fetcher.state === 'submitting') posting.current = true
    else if (posting.current) {
      // the answer is in once the post is done: say it without waiting for the pages' reload
      mine.current = false
      posting.current = false
      setSettled(fetcher.data)
      setDialogOpen(Boolean(fetcher.data?.ok && fetcher.data.added))
    }
  }, [fetcher.state, fetcher.data])
  // an add whose cart could not be priced afterwards still says it went through
  useResultToast(settled?.ok && !settled.added ? settled : undefined)
  const shown = pageResult ?? (settled && !settled.ok ? settled : undefined)
  // a disabled button drops the keyboard focus to the page's top: stay focusable, refuse instead
  const busy = fetcher.state !== 'idle'
  return (
    <>
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
          void loadDialog()
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
        {shown &&
          (shown.ok ? (
            // without script: the page says what was added, with the way to the cart
            <div
              role="status"
              className="mt-4 max-w-md rounded border border-stone-200 p-4 dark:border-stone-700"
            >
              <p className="mb-3 font-semibold text-green-800 dark:text-green-300">
                {t(shown.message ?? 'toast.success')}
              </p>
              {shown.added && <AddedSummary added={shown.added} />}
              <LocalizedLink
                to="/shop/main/cart"
                className="mt-3 inline-block font-medium text-brand-700 underline dark:text-brand-100"
              >
                {t('cart.view')}
              </LocalizedLink>
            </div>
          ) : (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
              {t(shown.error)}
            </p>
          ))}
      </fetcher.Form>
      {settled?.ok && (
        <Suspense fallback={null}>
          <AddedToCartDialog
            added={settled.added}
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
          />
        </Suspense>
      )}
    </>
  )
}
