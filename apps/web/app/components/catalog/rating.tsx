import { useTranslation } from '../../lib/i18n.tsx'

/** Five stars, filled to the rating; screen readers hear "Rated 4.5 out of 5". */
export function Rating({ value, count }: { value: number; count?: number }) {
  const { t } = useTranslation()
  const rounded = Math.round(value * 10) / 10
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <span className="relative inline-block leading-none tracking-tight" aria-hidden>
        <span className="text-stone-300 dark:text-stone-600">★★★★★</span>
        <span
          className="absolute inset-0 overflow-hidden text-amber-600"
          style={{ width: `${(value / 5) * 100}%` }}
        >
          ★★★★★
        </span>
      </span>
      <span className="sr-only">{t('catalog.ratedOutOf', { rating: rounded })}</span>
      {count !== undefined && (
        <span className="text-stone-600 dark:text-stone-300">
          ({count}
          <span className="sr-only"> {t('catalog.reviewCount', { count })}</span>)
        </span>
      )}
    </span>
  )
}
