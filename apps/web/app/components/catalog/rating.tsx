import type { CSSProperties } from 'react'
import { useTranslation } from '#web/lib/i18n.tsx'

/** Five stars, filled to the rating; screen readers hear "Rated 4.5 out of 5". */
export function Rating({ value, count }: { value: number; count?: number }) {
  const { t } = useTranslation()
  const rounded = Math.round(value * 10) / 10
  return (
    <span className="rating">
      <span
        className="rating-stars"
        aria-hidden
        style={{ '--filled': `${(value / 5) * 100}%` } as CSSProperties}
      >
        ★★★★★
      </span>
      <span className="sr-only">{t('catalog.ratedOutOf', { rating: rounded })}</span>
      {count !== undefined && (
        <span className="rating-count">
          {`(${count}`}
          <span className="sr-only">{` ${t('catalog.reviewCount', { count })}`}</span>)
        </span>
      )}
    </span>
  )
}
