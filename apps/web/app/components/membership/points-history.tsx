import type { Locale, MembershipTransactions, MessageKey } from '@shop/contract/client'
import { formatDate, formatDateTime } from '#web/lib/format-date.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { formatPoints, signedPoints } from '#web/lib/points.ts'
import { Pagination } from '../catalog/pagination.tsx'
import { LocalizedLink } from '../localized-link.tsx'

type Props = { history: MembershipTransactions; perPage: number; locale: Locale }

/**
 * The points ledger, newest first (issue 16): why the points moved in words, +/− points, the
 * order, pending or available, and a shortfall said plainly (points a refund could not take back).
 * Pages are plain links, so paging works without script.
 */
export function PointsHistory({ history, perPage, locale }: Props) {
  const { t } = useTranslation()
  const lastPage = Math.max(1, Math.ceil(history.total / perPage))
  return (
    <section aria-labelledby="history-heading" data-testid="points-history">
      <h3 id="history-heading" className="mb-3 text-lg font-semibold">
        {t('membership.historyHeading')}
      </h3>
      {history.data.length === 0 ? (
        <p className="note">{t('membership.historyEmpty')}</p>
      ) : (
        <ol className="divide-y divide-stone-200 dark:divide-stone-700">
          {history.data.map((row) => (
            <li key={row._id} className="flex gap-4 py-3" data-testid="points-row">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium">{t(`membership.reasons.${row.type}` as MessageKey)}</p>
                <p className="note">
                  <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
                  {row.order_reference && row.order_id && (
                    <>
                      {' · '}
                      <LocalizedLink to={`/shop/main/order/${row.order_id}`} className="underline">
                        {t('membership.order', { reference: row.order_reference })}
                      </LocalizedLink>
                    </>
                  )}
                </p>
                {/* staff give their reason with an adjustment; other notes are the ledger's own */}
                {row.type === 'ADJUSTMENT' && row.note && <p className="note">{row.note}</p>}
                {row.points > 0 && (
                  <p className="note" data-testid="points-state">
                    {row.state === 'pending' && row.available_at
                      ? t('membership.pendingState', { date: formatDate(row.available_at) })
                      : t('membership.availableState')}
                  </p>
                )}
                {row.shortfall > 0 && (
                  <p className="mt-1 text-amber-800 dark:text-amber-300" data-testid="shortfall">
                    {t('membership.shortfall', {
                      count: row.shortfall,
                      points: formatPoints(row.shortfall, locale),
                    })}
                  </p>
                )}
              </div>
              <p
                className={`shrink-0 font-semibold ${row.points < 0 ? 'text-red-700 dark:text-red-400' : 'text-green-800 dark:text-green-300'}`}
              >
                <bdi dir="ltr">{signedPoints(row.points, locale)}</bdi>
                <span className="sr-only">
                  {' '}
                  {t('membership.points', {
                    count: Math.abs(row.points),
                    points: formatPoints(Math.abs(row.points), locale),
                  })}
                </span>
              </p>
            </li>
          ))}
        </ol>
      )}
      <Pagination
        page={history.current_page}
        lastPage={lastPage}
        hrefOf={(page) => `?page=${page}`}
        label={t('membership.historyPages')}
      />
    </section>
  )
}
