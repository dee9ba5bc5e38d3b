import {
  formatMoney,
  type Locale,
  type MembershipStatus,
  pickText,
  toCents,
} from '@shop/contract/client'
import { formatDate } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { formatPoints, tierProgress } from '#web/lib/points.ts'

/**
 * The member's tier (issue 16): name, since when, the earn rate with the tier's multiplier, and
 * the spend still needed for the next tier with a progress bar (a native one, read out as a
 * percentage).
 */
export function TierCard({ status, locale }: { status: MembershipStatus; locale: Locale }) {
  const { t } = useTranslation()
  const { tier, next_tier: next } = status
  const nextTitle = next ? pickText(next.title, locale) : ''
  const progress = tierProgress(
    toCents(status.qualifying_spend),
    toCents(tier.min_spend),
    next ? toCents(next.min_spend) : null,
  )
  const rate = Math.round(status.points_per_hkd * tier.multiplier * 100) / 100
  return (
    <section
      aria-labelledby="tier-heading"
      className="rounded-lg bg-brand-50 p-5 dark:bg-stone-800"
      data-testid="tier-card"
    >
      <h3 id="tier-heading" className="text-sm text-stone-600 dark:text-stone-300">
        {t('membership.tierHeading')}
      </h3>
      <p className="mt-1 text-2xl font-semibold" data-testid="tier-name">
        {pickText(tier.title, locale)}
      </p>
      <p className="note mt-1">
        {t('membership.memberSince', { date: formatDate(status.member_since) })}
      </p>
      {rate > 0 && (
        <p className="mt-3 text-sm">
          {t('membership.earnRate', { count: rate, points: formatPoints(rate, locale) })}
        </p>
      )}
      <p className="mt-3 text-sm">
        {t('membership.qualifyingSpend', {
          months: status.spend_window_months,
          amount: formatMoney(status.qualifying_spend, locale),
        })}
      </p>
      {next && status.spend_to_next_tier ? (
        <div className="mt-3">
          <label htmlFor="tier-progress" className="block text-sm font-medium">
            {t('membership.toNextTier', {
              amount: formatMoney(status.spend_to_next_tier, locale),
              tier: nextTitle,
            })}
          </label>
          <progress
            id="tier-progress"
            max={100}
            value={progress}
            aria-label={t('membership.progress', { tier: nextTitle })}
            className="mt-2 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-brand-700 dark:[&::-webkit-progress-bar]:bg-stone-700"
            data-testid="tier-progress"
          />
        </div>
      ) : (
        <p className="mt-3 text-sm font-medium">{t('membership.topTier')}</p>
      )}
    </section>
  )
}
