import type { ProductDetails } from '@shop/contract'
import { type Locale, pickText } from '@shop/contract/client'
import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '#web/lib/i18n.tsx'
import { useLocale, useRootData } from '#web/lib/use-root-data.ts'
import { initialSelection, picturesOf } from '#web/lib/variants.ts'
import { Modal } from '../modal.tsx'
import { ProductPicture } from './product-picture.tsx'
import { VariantPicker } from './variant-picker.tsx'

/**
 * The quick view's dialog (quick-view.tsx): fetched when the pointer or focus reaches the card's
 * button, so a page of cards carries no picker or cart form until one is wanted.
 */
export default function QuickViewDialog({
  open,
  onClose,
  href,
  title,
  product,
}: {
  open: boolean
  onClose(): void
  href: string
  title: string
  product: ProductDetails | undefined
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('catalog.quickViewOf', { title })}
      hideTitle
      className="m-auto max-h-[90vh] w-[min(1080px,94vw)] overflow-y-auto rounded-lg p-4 sm:p-6 md:max-h-[600px]"
    >
      {!product ? (
        <p role="status" className="py-24 text-center text-stone-600 dark:text-stone-300">
          {t('common.loading')}
        </p>
      ) : (
        <QuickViewProduct product={product} href={href} locale={locale} />
      )}
    </Modal>
  )
}

/** The loaded product: the chosen colour's picture beside the picker. */
function QuickViewProduct({
  product,
  href,
  locale,
}: {
  product: ProductDetails
  href: string
  locale: Locale
}) {
  const { t } = useTranslation()
  const email = useRootData()?.user?.email || null
  const [selection, setSelection] = useState(() =>
    initialSelection(product.variants, new URLSearchParams()),
  )
  const picture = picturesOf(product, selection.colour)[0]
  return (
    <div className="grid gap-4 md:grid-cols-2 md:gap-6" data-testid="quick-view">
      {picture && (
        <ProductPicture
          key={picture._id}
          url={picture.url}
          alt={pickText(picture.alt, locale)}
          sizes="(min-width: 768px) 500px, 90vw"
          className="mx-auto aspect-square w-full max-w-64 rounded-md object-cover md:max-w-none"
        />
      )}
      <div className="flex flex-col gap-3">
        <p className="pe-10 text-xl font-semibold md:text-2xl">{pickText(product.title, locale)}</p>
        <VariantPicker
          product={product}
          selection={selection}
          onSelect={setSelection}
          locale={locale}
          action={href}
          remote
          email={email}
        />
        <Link
          to={href}
          className="mt-2 self-start text-sm text-brand-700 underline hover:text-brand-900 dark:text-brand-300"
        >
          {t('catalog.viewDetails')}
        </Link>
      </div>
    </div>
  )
}
