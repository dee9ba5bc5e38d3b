import { type Money, pointsForSpend, toCents } from '@shop/contract/client'
import { useTranslation } from '#web/lib/i18n.tsx'
import { formatPoints } from '#web/lib/points.ts'
import { useLocale, useRootData } from '#web/lib/use-root-data.ts'

/**
 * "Earn N points" under a price (issue 16): the configured rate before any tier multiplier, the
 * same rule the API earns with. Nothing when no rate is configured or the price earns nothing.
 */
export function EarnPoints({ price }: { price: Money }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const rate = useRootData()?.config.membership?.points_per_hkd ?? 0
  const points = pointsForSpend(toCents(price), rate)
  if (points <= 0) return null
  return (
    <p className="text-sm text-brand-900 dark:text-brand-100" data-testid="earn-points">
      {t('membership.earn', { count: points, points: formatPoints(points, locale) })}
    </p>
  )
}
