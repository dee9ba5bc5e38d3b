import {
  compareMoney,
  formatMoney,
  type Locale,
  type Money,
  moneyLanguageTag,
} from '@shop/contract/client'
import { useTranslation } from '#web/lib/i18n.tsx'

type Props = {
  price: Money
  original: Money
  points?: number | null
  locale: Locale
  className?: string
}

/** The price a shopper pays, the regular price struck through when on sale, and points if any. */
export function Price({ price, original, points, locale, className = '' }: Props) {
  const { t } = useTranslation()
  const onSale = compareMoney(original, price) > 0
  return (
    <p className={className ? `price ${className}` : 'price'}>
      <span dir="ltr" className={onSale ? 'price-now price-sale' : 'price-now'}>
        {formatMoney(price, locale)}
      </span>
      {onSale && (
        <del dir="ltr" className="price-was">
          {formatMoney(original, locale)}
        </del>
      )}
      {points ? (
        <span className="note">
          {t('catalog.points', { points: points.toLocaleString(moneyLanguageTag(locale)) })}
        </span>
      ) : null}
    </p>
  )
}
