import type { ProductSummary } from '@shop/contract'
import { compareMoney, pickText } from '@shop/contract/client'
import { Link } from 'react-router'
import { useTranslation } from '../../lib/i18n.tsx'
import { type ListView, localizedProductPath } from '../../lib/product-list.ts'
import { useLocale } from '../../lib/use-root-data.ts'
import { HeartButton } from '../wishlist/heart-button.tsx'
import { Price } from './price.tsx'
import { ProductPicture } from './product-picture.tsx'
import { QuickView } from './quick-view.tsx'
import { Rating } from './rating.tsx'

type Props = {
  product: ProductSummary
  view?: ListView
  priority?: boolean
  /** In the visitor's wishlist (the page loader asks for the whole page at once, ADR 014). */
  liked?: boolean
}

/**
 * A product in a list: picture, title, brand, price, rating, colours; quick view and the wishlist
 * heart from the card.
 */
export function ProductCard({ product, view = 'grid', priority = false, liked = false }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const href = localizedProductPath(product, locale)
  const title = pickText(product.title, locale)
  const image = product.images[0]
  const soldOut = product.kind === 'goods' && product.stock === 0
  const list = view === 'list'
  return (
    <article
      className={`group relative flex gap-4 ${list ? 'flex-row items-start' : 'flex-col'}`}
      data-testid="product-card"
    >
      <div
        className={`relative overflow-hidden rounded-md bg-brand-50 dark:bg-stone-800 ${list ? 'w-36 shrink-0 sm:w-48' : ''}`}
      >
        {image && (
          <ProductPicture
            url={image.url}
            alt=""
            sizes={list ? '192px' : '(min-width: 1200px) 18vw, (min-width: 768px) 30vw, 50vw'}
            priority={priority}
            className="aspect-square w-full object-cover transition duration-300 group-hover:scale-105"
          />
        )}
        <HeartButton
          productId={product._id}
          title={title}
          liked={liked}
          className="absolute end-2 top-2 z-10"
        />
        <div className="absolute start-2 top-2 flex flex-col gap-1 text-xs font-semibold">
          {compareMoney(product.original_price, product.price) > 0 && (
            <span className="rounded bg-red-700 px-2 py-0.5 text-white">{t('catalog.onSale')}</span>
          )}
          {soldOut && (
            <span className="rounded bg-stone-800 px-2 py-0.5 text-white">
              {t('catalog.outOfStock')}
            </span>
          )}
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {product.brand && (
          <p className="text-xs uppercase tracking-wide text-stone-600 dark:text-stone-300">
            {pickText(product.brand.name, locale)}
          </p>
        )}
        <h3 className="font-medium leading-snug">
          {/* the whole card is the link's target area; the quick view button sits above it */}
          <Link to={href} className="after:absolute after:inset-0 hover:text-brand-700">
            {title}
          </Link>
        </h3>
        <Price
          price={product.price}
          original={product.original_price}
          points={product.points_price}
          locale={locale}
        />
        {product.reviews.count > 0 && (
          <Rating value={product.reviews.average} count={product.reviews.count} />
        )}
        {product.colours.length > 0 && (
          <ul className="flex gap-1" aria-label={t('catalog.colours')}>
            {product.colours.map((colour) => (
              <li
                key={colour._id}
                className="size-4 rounded-full border border-stone-300 dark:border-stone-600"
                style={{ backgroundColor: colour.hex }}
                title={pickText(colour.name, locale)}
              >
                <span className="sr-only">{pickText(colour.name, locale)}</span>
              </li>
            ))}
          </ul>
        )}
        {list && product.tags.length > 0 && (
          <p className="text-sm text-stone-600 dark:text-stone-300">{product.tags.join(' · ')}</p>
        )}
        <div className={`relative z-10 ${list ? 'mt-2' : 'mt-1'}`}>
          <QuickView productId={product._id} href={href} title={title} />
        </div>
      </div>
    </article>
  )
}
