import * as Dialog from '@radix-ui/react-dialog'
import type { ProductDetails } from '@shop/contract'
import { pickText } from '@shop/contract/client'
import { useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { useTranslation } from '../../lib/i18n.tsx'
import { useLocale } from '../../lib/use-root-data.ts'
import { CloseIcon } from '../icons.tsx'
import { Price } from './price.tsx'
import { ProductPicture } from './product-picture.tsx'
import { StockBar } from './stock-bar.tsx'

/**
 * Quick view from a list card (spec §2 modals, §9 up to 1080×600). Without script the button is a
 * plain link to the product page; with script it opens a dialog and loads the product there.
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
  const locale = useLocale()
  const [open, setOpen] = useState(false)
  const fetcher = useFetcher<{ product: ProductDetails }>()
  const product = fetcher.data?.product._id === productId ? fetcher.data.product : undefined
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <a
          href={href}
          className="inline-block rounded border border-stone-300 px-3 py-1 text-sm hover:border-brand-600 hover:text-brand-700 dark:border-stone-600"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault()
            setOpen(true)
            if (!product && fetcher.state === 'idle') void fetcher.load(`${href}?quick=1`)
          }}
        >
          {t('catalog.quickView')}
          <span className="sr-only">: {title}</span>
        </a>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className="fixed start-1/2 top-1/2 z-50 max-h-[90vh] w-[min(1080px,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-2xl md:max-h-[600px] rtl:translate-x-1/2 dark:bg-stone-900"
          aria-describedby={undefined}
        >
          <Dialog.Title className="sr-only">{t('catalog.quickViewOf', { title })}</Dialog.Title>
          <Dialog.Close
            className="absolute end-3 top-3 rounded p-2 hover:bg-stone-100 dark:hover:bg-stone-800"
            aria-label={t('catalog.close')}
          >
            <CloseIcon />
          </Dialog.Close>
          {!product ? (
            <p role="status" className="py-24 text-center text-stone-600 dark:text-stone-300">
              {t('common.loading')}
            </p>
          ) : (
            <div className="grid gap-6 md:grid-cols-2">
              {product.images[0] && (
                <ProductPicture
                  url={product.images[0].url}
                  alt={pickText(product.images[0].alt, locale)}
                  sizes="(min-width: 768px) 500px, 90vw"
                  className="aspect-square w-full rounded-md object-cover"
                />
              )}
              <div className="flex flex-col gap-3">
                <h2 className="text-2xl font-semibold">{pickText(product.title, locale)}</h2>
                <Price
                  price={product.price}
                  original={product.original_price}
                  points={product.points_price}
                  locale={locale}
                  className="text-lg"
                />
                {product.kind === 'goods' && <StockBar stock={product.stock} />}
                <p className="line-clamp-6 text-stone-700 dark:text-stone-300">
                  {pickText(product.description, locale)}
                </p>
                <Link
                  to={href}
                  className="mt-auto self-start rounded bg-brand-700 px-5 py-2 text-white hover:bg-brand-900"
                >
                  {t('catalog.viewDetails')}
                </Link>
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
