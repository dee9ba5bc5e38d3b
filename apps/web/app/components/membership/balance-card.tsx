import type { Locale, MembershipBalance } from '@shop/contract/client'
import { formatDate } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { formatPoints } from '#web/lib/points.ts'

const byDate = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b)

/**
 * spec §3 Membership balance (a list): points available now and pending, the pending ones with
 * the day they become available, the available ones grouped by the day they expire.
 */
export function BalanceCard({ balance, locale }: { balance: MembershipBalance; locale: Locale }) {
  const { t } = useTranslation()
  const pending = balance.data
    .filter((entry) => entry.state === 'pending' && entry.points > 0)
    .sort((a, b) => byDate(a.available_at, b.available_at))
  const available = balance.data
    .filter((entry) => entry.state === 'available' && entry.points > 0)
    .sort((a, b) => byDate(a.expires_at, b.expires_at))
  const points = (count: number) => formatPoints(count, locale)
  return (
    <section
      aria-labelledby="balance-heading"
      className="rounded-lg border border-stone-200 p-5 dark:border-stone-700"
      data-testid="balance"
    >
      <h3 id="balance-heading" className="text-lg font-semibold">
        {t('membership.balanceHeading')}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-4">
        <div>
          <dt className="note">{t('membership.available')}</dt>
          <dd className="text-2xl font-semibold" data-testid="balance-available">
            {points(balance.available)}
          </dd>
        </div>
        <div>
          <dt className="note">{t('membership.pending')}</dt>
          <dd className="text-2xl font-semibold" data-testid="balance-pending">
            {points(balance.pending)}
          </dd>
        </div>
      </dl>
      {balance.available === 0 && balance.pending === 0 && (
        <p className="mt-3 text-sm">{t('membership.noPoints')}</p>
      )}
      {pending.length > 0 && (
        <>
          <p className="note mt-4">{t('membership.pendingNote')}</p>
          <ul className="mt-2 space-y-1 text-sm" data-testid="balance-pending-list">
            {pending.map((entry) => (
              <li key={`p-${entry.available_at}`}>
                {t('membership.pendingUntil', {
                  count: entry.points,
                  points: points(entry.points),
                  date: entry.available_at ? formatDate(entry.available_at) : '—',
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {available.length > 0 && (
        <>
          <h4 className="mt-4 text-sm font-semibold">{t('membership.expiryHeading')}</h4>
          <ul className="mt-2 space-y-1 text-sm" data-testid="balance-expiry">
            {available.map((entry) => (
              <li key={`a-${entry.expires_at}`}>
                {entry.expires_at
                  ? t('membership.expiresOn', {
                      count: entry.points,
                      points: points(entry.points),
                      date: formatDate(entry.expires_at),
                    })
                  : t('membership.noExpiry', {
                      count: entry.points,
                      points: points(entry.points),
                    })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
