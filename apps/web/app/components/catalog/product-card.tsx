import type { ProductSummary } from '@shop/contract'
import {
  compareMoney,
  keepLocale,
  type Locale,
  type LocalizedText,
  pickText,
} from '@shop/contract/client'
import { Link } from 'react-router'
import { useTranslation } from '../../lib/i18n.tsx'
import { type ListView, localizedProductPath } from '../../lib/product-list.ts'
import { useLocale } from '../../lib/use-root-data.ts'
import { HeartButton } from '../wishlist/heart-button.tsx'
import { Price } from './price.tsx'
import { ProductPicture } from './product-picture.tsx'
import { QuickView } from './quick-view.tsx'
import { Rating } from './rating.tsx'

/** What a card shows: a page of cards carries no more than this, in its language (issue 19). */
export type ProductCardData = Pick<
  ProductSummary,
  | '_id'
  | 'title'
  | 'kind'
  | 'stock'
  | 'price'
  | 'original_price'
  | 'points_price'
  | 'reviews'
  | 'tags'
> & {
  brand: { name: LocalizedText } | null
  images: { url: string }[]
  colours: { name: LocalizedText; hex: string }[]
}

/** A product of the API cut down to its card, in `locale` (and English, the fallback). */
export function cardData(product: ProductSummary, locale: Locale): ProductCardData {
  const { _id, title, kind, stock, price, original_price, points_price, reviews, tags } = product
  return keepLocale(
    {
      _id,
      title,
      kind,
      stock,
      price,
      original_price,
      points_price,
      reviews,
      tags,
      brand: product.brand && { name: product.brand.name },
      images: product.images.slice(0, 1).map(({ url }) => ({ url })),
      colours: product.colours.map(({ name, hex }) => ({ name, hex })),
    },
    locale,
  )
}

type Props = {
  product: ProductCardData
  view?: ListView
  priority?: boolean
  /** In the visitor's wishlist (the page loader asks for the whole page at once, ADR 014). */
  liked?: boolean
  /** The page's `WishlistForm` the heart posts without script; else the heart has its own. */
  heartsForm?: string
}

/**
 * A product in a list: picture, title, brand, price, rating, colours; quick view and the wishlist
 * heart from the card.
 */
export function ProductCard({
  product,
  view = 'grid',
  priority = false,
  liked = false,
  heartsForm,
}: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const href = localizedProductPath(product, locale)
  const title = pickText(product.title, locale)
  const image = product.images[0]
  const soldOut = product.kind === 'goods' && product.stock === 0
  const onSale = compareMoney(product.original_price, product.price) > 0
  const list = view === 'list'
  return (
    <article className={list ? 'card card-row' : 'card'} data-testid="product-card">
      <div className="card-media">
        {image && (
          <ProductPicture
            url={image.url}
            alt=""
            sizes={list ? '192px' : '(min-width: 1200px) 18vw, (min-width: 768px) 30vw, 50vw'}
            priority={priority}
            className="card-picture"
          />
        )}
        <HeartButton
          productId={product._id}
          title={title}
          liked={liked}
          form={heartsForm}
          className="absolute end-2 top-2 z-10"
        />
        {(onSale || soldOut) && (
          <div className="card-badges">
            {onSale && (
              <span className="rounded bg-red-700 px-2 py-0.5 text-white">
                {t('catalog.onSale')}
              </span>
            )}
            {soldOut && (
              <span className="rounded bg-stone-800 px-2 py-0.5 text-white">
                {t('catalog.outOfStock')}
              </span>
            )}
          </div>
        )}
      </div>
      <div className="card-body">
        {product.brand && <p className="card-brand">{pickText(product.brand.name, locale)}</p>}
        <h3 className="card-title">
          <Link to={href} className="card-link">
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
                key={colour.hex + colour.name.en}
                className="swatch"
                style={{ backgroundColor: colour.hex }}
              >
                <span role="img" title={pickText(colour.name, locale)} />
              </li>
            ))}
          </ul>
        )}
        {list && product.tags.length > 0 && <p className="note">{product.tags.join(' · ')}</p>}
        <div className="card-actions">
          <QuickView productId={product._id} href={href} title={title} />
        </div>
      </div>
    </article>
  )
}
