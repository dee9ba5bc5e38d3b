import {
  ADMIN_VOUCHER_OFFER_STATUSES,
  type AdminVoucherOffer,
  adminVoucherOffers,
  formatMoney,
  pickText,
} from '@shop/contract'
import { Link } from 'react-router'
import { Pager } from '#web/components/admin/pager.tsx'
import { TabLinks } from '#web/components/admin/tab-links.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { type AdminT, useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import type { Route } from './+types/vouchers'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'vouchers.title')

const PER_PAGE = 20
type Status = (typeof ADMIN_VOUCHER_OFFER_STATUSES)[number]
const isStatus = (value: string | null): value is Status =>
  (ADMIN_VOUCHER_OFFER_STATUSES as readonly (string | null)[]).includes(value)

/** Voucher offers, newest first, filtered by the active flag and paged on the server (issue 16). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'vouchers.view')
  const url = new URL(request.url)
  const asked = url.searchParams.get('status')
  const status = isStatus(asked) ? asked : null
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const query = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) })
  if (status) query.set('status', status)
  const list = await adminRequest(context, `/admin/voucher-offers?${query}`, adminVoucherOffers)
  return { status, list }
}

/** "HKD 100 off", "15% off, up to HKD 300", "Free delivery". */
function discountText(offer: AdminVoucherOffer, t: AdminT, language: 'en' | 'zh') {
  if (offer.discount_type === 'FIXED' && offer.amount_off)
    return t('vouchers.discount.FIXED', { amount: formatMoney(offer.amount_off, language) })
  if (offer.discount_type === 'PERCENTAGE')
    return offer.max_discount
      ? t('vouchers.discount.PERCENTAGE_CAPPED', {
          percent: offer.percent_off ?? 0,
          cap: formatMoney(offer.max_discount, language),
        })
      : t('vouchers.discount.PERCENTAGE', { percent: offer.percent_off ?? 0 })
  return t('vouchers.discount.FREE_DELIVERY')
}

function datesText(offer: AdminVoucherOffer, t: AdminT) {
  const from = offer.starts_at && t('vouchers.list.from', { date: formatDateTime(offer.starts_at) })
  const until = offer.ends_at && t('vouchers.list.until', { date: formatDateTime(offer.ends_at) })
  return [from, until].filter(Boolean).join(' · ') || t('vouchers.list.always')
}

function OfferItem({ offer, canManage }: { offer: AdminVoucherOffer; canManage: boolean }) {
  const { t, language } = useAdminT()
  const title = pickText(offer.title, language) || offer.title.en
  const fact = 'flex flex-col'
  const term = 'text-xs text-stone-600'
  return (
    <li className="space-y-2 p-3" data-testid="offer-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 break-words font-medium">
          {canManage ? (
            <Link to={`/admin/vouchers/${offer._id}`} className="underline underline-offset-2">
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <span
          className={`rounded px-1.5 text-sm ${offer.is_active ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
          data-testid="offer-status"
        >
          {offer.is_active ? t('vouchers.active') : t('vouchers.inactive')}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div className={fact}>
          <dt className={term}>{t('vouchers.list.type')}</dt>
          <dd>{discountText(offer, t, language)}</dd>
        </div>
        <div className={fact}>
          <dt className={term}>{t('vouchers.list.pointsPrice')}</dt>
          <dd>{t('vouchers.list.points', { points: offer.points_price })}</dd>
        </div>
        <div className={fact}>
          <dt className={term}>{t('vouchers.list.remaining')}</dt>
          <dd data-testid="offer-stock">
            {offer.stock === null
              ? t('vouchers.list.noLimit')
              : `${offer.remaining ?? 0} / ${offer.stock}`}
          </dd>
        </div>
        <div className={fact}>
          <dt className={term}>{t('vouchers.list.redeemed')}</dt>
          <dd>{offer.redeemed_count}</dd>
        </div>
        <div className={`${fact} col-span-2 sm:col-span-4`}>
          <dt className={term}>{t('vouchers.list.dates')}</dt>
          <dd>
            {datesText(offer, t)}
            {offer.min_spend !== '0.00' && (
              <>
                {' · '}
                {t('vouchers.list.minSpend', { amount: formatMoney(offer.min_spend, language) })}
              </>
            )}
          </dd>
        </div>
      </dl>
    </li>
  )
}

export default function Vouchers({ loaderData }: Route.ComponentProps) {
  const { status, list } = loaderData
  const { t } = useAdminT()
  const canManage = useStaffCan('vouchers.manage')
  const tabs = [null, ...ADMIN_VOUCHER_OFFER_STATUSES].map((key) => ({
    key: key ?? 'all',
    to: key ? `/admin/vouchers?status=${key}` : '/admin/vouchers',
    text: t(`vouchers.tabs.${key ?? 'all'}`),
    current: status === key,
  }))
  return (
    <div className="max-w-4xl space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('vouchers.title')}</h1>
          <p className="mt-1 text-stone-600">{t('vouchers.intro')}</p>
        </div>
        {canManage && (
          <Link
            to="/admin/vouchers/new"
            className="rounded bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-stone-700"
          >
            {t('vouchers.newOffer')}
          </Link>
        )}
      </header>
      <TabLinks label={t('vouchers.filter')} tabs={tabs} testId="offer-tabs" />
      {list.data.length === 0 ? (
        <p className="text-stone-600">{t('vouchers.empty')}</p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          data-testid="offer-list"
        >
          {list.data.map((offer) => (
            <OfferItem key={offer._id} offer={offer} canManage={canManage} />
          ))}
        </ul>
      )}
      <Pager page={list.current_page} perPage={PER_PAGE} total={list.total} />
    </div>
  )
}
