import { type AdminCustomerMembership, formatMoney, pickText } from '@shop/contract'
import { Link } from 'react-router'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { formatDateTime } from '#web/lib/format-date.ts'
import { Pager } from '../pager.tsx'

const dateOnly = (iso: string) => formatDateTime(iso).slice(0, 10)

/**
 * A customer's membership as staff see it (issue 16): tier and qualifying spend, available and
 * pending points, points by expiry date, and the points history paged on the server.
 */
export function MembershipPanel({
  membership,
  perPage,
}: {
  membership: AdminCustomerMembership
  perPage: number
}) {
  const { t, language } = useAdminT()
  const { status, balance, transactions } = membership
  const money = (amount: string) => formatMoney(amount, language)
  const term = 'text-xs text-stone-600'
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
        <div>
          <dt className={term}>{t('membership.tier')}</dt>
          <dd className="font-medium" data-testid="membership-tier">
            {pickText(status.tier.title, language)}
          </dd>
        </div>
        <div>
          <dt className={term}>{t('membership.qualifyingSpend')}</dt>
          <dd>
            {t('membership.spendWindow', {
              amount: money(status.qualifying_spend),
              months: status.spend_window_months,
            })}
          </dd>
        </div>
        <div>
          <dt className={term}>{t('membership.available')}</dt>
          <dd className="text-lg font-semibold" data-testid="points-available">
            {balance.available}
          </dd>
        </div>
        <div>
          <dt className={term}>{t('membership.pending')}</dt>
          <dd className="text-lg font-semibold" data-testid="points-pending">
            {balance.pending}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className={term}>{t('membership.nextTier')}</dt>
          <dd>
            {status.next_tier && status.spend_to_next_tier
              ? t('membership.toNextTier', {
                  amount: money(status.spend_to_next_tier),
                  tier: pickText(status.next_tier.title, language),
                })
              : t('membership.topTier')}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className={term}>{t('membership.memberSince')}</dt>
          <dd>{dateOnly(status.member_since)}</dd>
        </div>
      </dl>

      <div>
        <h3 className="text-sm font-semibold">{t('membership.byExpiry')}</h3>
        {balance.data.length === 0 ? (
          <p className="text-sm">{t('membership.noPoints')}</p>
        ) : (
          <ul className="list-disc ps-5 text-sm" data-testid="points-by-expiry">
            {balance.data.map((entry) => (
              <li key={`${entry.state}-${entry.expires_at}-${entry.available_at}`}>
                {entry.state === 'pending' && entry.available_at
                  ? t('membership.availableOn', {
                      points: entry.points,
                      date: dateOnly(entry.available_at),
                    })
                  : entry.expires_at
                    ? t('membership.expiresOn', {
                        points: entry.points,
                        date: dateOnly(entry.expires_at),
                      })
                    : t('membership.neverExpire', { points: entry.points })}
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="space-y-2">
        <h3 className="text-sm font-semibold">{t('membership.transactions')}</h3>
        {transactions.data.length === 0 ? (
          <p className="text-sm">{t('membership.noTransactions')}</p>
        ) : (
          <ul className="divide-y divide-stone-200 text-sm" data-testid="points-transactions">
            {transactions.data.map((entry) => (
              <li key={entry._id} className="grid gap-1 py-2 sm:grid-cols-[5rem_1fr_auto]">
                <bdi
                  dir="ltr"
                  className={`font-semibold ${entry.points < 0 ? 'text-red-800' : 'text-green-900'}`}
                >
                  {entry.points > 0 ? `+${entry.points}` : entry.points}
                </bdi>
                <span className="min-w-0 break-words">
                  {t(`membership.reasons.${entry.type}`)}
                  {entry.order_id && entry.order_reference && (
                    <>
                      {' · '}
                      <Link
                        to={`/admin/orders/${entry.order_id}`}
                        className="underline underline-offset-2"
                      >
                        <bdi dir="ltr">{entry.order_reference}</bdi>
                      </Link>
                    </>
                  )}
                  {entry.note && <span className="block text-stone-700">{entry.note}</span>}
                  {entry.state === 'pending' && entry.available_at && (
                    <span className="block text-xs text-amber-800">
                      {t('membership.pendingUntil', { date: dateOnly(entry.available_at) })}
                    </span>
                  )}
                  {entry.shortfall > 0 && (
                    <span className="block text-xs text-red-800">
                      {t('membership.shortfall', { points: entry.shortfall })}
                    </span>
                  )}
                </span>
                <span className="text-stone-600">{formatDateTime(entry.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
        <Pager page={transactions.current_page} perPage={perPage} total={transactions.total} />
      </div>
    </div>
  )
}
