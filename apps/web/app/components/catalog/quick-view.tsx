import type { ProductDetails } from '@shop/contract'
import { pickText } from '@shop/contract/client'
import { useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { useTranslation } from '../../lib/i18n.tsx'
import { useLocale } from '../../lib/use-root-data.ts'
import { Modal } from '../modal.tsx'
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
    <>
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
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('catalog.quickViewOf', { title })}
        hideTitle
        className="m-auto max-h-[90vh] w-[min(1080px,94vw)] overflow-y-auto rounded-lg p-6 md:max-h-[600px]"
      >
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
              <p className="text-2xl font-semibold">{pickText(product.title, locale)}</p>
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
      </Modal>
    </>
  )
}
