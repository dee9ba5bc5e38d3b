import type { ProductSummary } from '@shop/contract'
import {
  compareMoney,
  keepLocale,
  type Locale,
  type LocalizedText,
  pickText,
} from '@shop/contract/client'
import { Link } from 'react-router'
import { useTranslation } from '#web/lib/i18n.tsx'
import { type ListView, localizedProductPath } from '#web/lib/product-list.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import { HeartButton } from '../wishlist/heart-button.tsx'
import { Price } from './price.tsx'
import { CARD_WIDTHS, ProductPicture } from './product-picture.tsx'
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
  /**
   * Whether the title link asks the router to load the product page's route ahead. One card of a
   * page is enough (every product path is the same route), and the attribute is 21 bytes a card.
   */
  discover?: boolean
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
  discover = true,
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
            sizes={list ? '192px' : '(min-width:1200px) 18vw,(min-width:768px) 30vw,50vw'}
            priority={priority}
            widths={CARD_WIDTHS}
            sized={false}
          />
        )}
        <HeartButton productId={product._id} title={title} liked={liked} form={heartsForm} />
        {(onSale || soldOut) && (
          <div className="card-badges">
            {onSale && <span className="badge bg-red-700">{t('catalog.onSale')}</span>}
            {soldOut && <span className="badge bg-stone-800">{t('catalog.outOfStock')}</span>}
          </div>
        )}
      </div>
      <div className="card-body">
        {product.brand && <p className="card-brand">{pickText(product.brand.name, locale)}</p>}
        <h3 className="card-title">
          <Link to={href} discover={discover ? 'render' : 'none'}>
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
          <ul className="swatches" aria-label={t('catalog.colours')}>
            {product.colours.map((colour) => (
              <li key={colour.hex + colour.name.en} style={{ color: colour.hex }}>
                <span role="img" title={pickText(colour.name, locale)} />
              </li>
            ))}
          </ul>
        )}
        {list && product.tags.length > 0 && <p className="note">{product.tags.join(' · ')}</p>}
        <QuickView productId={product._id} href={href} title={title} />
      </div>
    </article>
  )
}
