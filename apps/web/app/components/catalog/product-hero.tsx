import type { ProductDetails } from '@shop/contract'
import type { Locale } from '@shop/contract/client'
import { type ReactNode, useState } from 'react'
import { picturesOf, resolveVariant, type Selection } from '#web/lib/variants.ts'
import { Gallery } from './gallery.tsx'
import { VariantPicker } from './variant-picker.tsx'

type Props = {
  product: ProductDetails
  /** The choice the address asks for (or the first variant in stock). */
  initial: Selection
  title: string
  locale: Locale
  /** The product page's address (the picker's GET form and the posts). */
  action: string
  email?: string | null
  /** Brand, title, rating … above the picker. */
  children: ReactNode
  /** Below the picker; given the chosen variant when it needs it (a consultation's format). */
  after?: ReactNode | ((variant: ProductDetails['variants'][number] | undefined) => ReactNode)
}

/**
 * The top of the product page: pictures beside the picker. It holds the shopper's choice, so the
 * slider and the lightbox show the chosen colour's pictures, opening on its first; without
 * script the choice comes from the address and the server draws the same.
 */
export function ProductHero({
  product,
  initial,
  title,
  locale,
  action,
  email,
  children,
  after,
}: Props) {
  const [selection, setSelection] = useState(initial)
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <Gallery
        key={selection.colour ?? ''}
        images={picturesOf(product, selection.colour)}
        title={title}
        locale={locale}
      />
      <div className="flex flex-col gap-5">
        {children}
        <VariantPicker
          product={product}
          selection={selection}
          onSelect={setSelection}
          locale={locale}
          action={action}
          email={email}
        />
        {typeof after === 'function' ? after(resolveVariant(product.variants, selection)) : after}
      </div>
    </div>
  )
}
