import type { ProductDetails } from '@shop/contract'
import { lazy, Suspense, useState } from 'react'
import { useFetcher } from 'react-router'
import { useTranslation } from '#web/lib/i18n.tsx'

const loadDialog = () => import('./quick-view-dialog.tsx')
const QuickViewDialog = lazy(loadDialog)

/**
 * Quick view from a list card (spec §2 modals, §9 up to 1080×600). Without script the button is a
 * plain link to the product page; with script it opens a dialog and loads the product there, with
 * the product page's picker (sold-out marks, back-in-stock form) and "Add to cart", both posted to
 * the product page's action. The dialog's code comes when the pointer or focus reaches the button.
 */
export function QuickView({
  productId,
  href,
  title,
}: {
  productId: string
  href: string
  title: string
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  // mounted from the first opening on: closing returns the focus to the button
  const [used, setUsed] = useState(false)
  const fetcher = useFetcher<{ product: ProductDetails }>()
  const product = fetcher.data?.product._id === productId ? fetcher.data.product : undefined
  return (
    <>
      <a
        href={href}
        className="button-quiet card-action"
        aria-label={`${t('catalog.quickView')}: ${title}`}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={(event) => {
          event.preventDefault()
          setUsed(true)
          setOpen(true)
          if (!product && fetcher.state === 'idle') void fetcher.load(`${href}?quick=1`)
        }}
      >
        {t('catalog.quickView')}
      </a>
      {used && (
        <Suspense fallback={null}>
          <QuickViewDialog
            open={open}
            onClose={() => setOpen(false)}
            href={href}
            title={title}
            product={product}
          />
        </Suspense>
      )}
    </>
  )
}
