import {
  type AdminQuotationSummary,
  adminQuotationList,
  formatMoney,
  QUOTATION_STATUSES,
} from '@shop/contract'
import { Link } from 'react-router'
import { ListSearch, searchOf } from '#web/components/admin/list-search.tsx'
import { Pager } from '#web/components/admin/pager.tsx'
import { TabLinks } from '#web/components/admin/tab-links.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { formatDate, formatDateTime } from '#web/lib/format-date.ts'
import type { Route } from './+types/quotations'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'quotations.title')

const PER_PAGE = 20
/** "Waiting for the customer" first: what staff check most; then the statuses. */
const FILTERS = ['waiting', ...QUOTATION_STATUSES] as const
type Filter = (typeof FILTERS)[number]
const isFilter = (value: string | null): value is Filter =>
  (FILTERS as readonly (string | null)[]).includes(value)

/** Quotations, newest first, filtered by status on the server (issue 17). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'services.view')
  const url = new URL(request.url)
  const asked = url.searchParams.get('status')
  const status = isFilter(asked) ? asked : null
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const query = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) })
  if (status) query.set('status', status)
  const q = searchOf(url)
  if (q) query.set('q', q)
  const list = await adminRequest(context, `/admin/quotations?${query}`, adminQuotationList)
  return { status, list, q }
}

function QuotationItem({ quotation }: { quotation: AdminQuotationSummary }) {
  const { t, language } = useAdminT()
  const term = 'text-xs text-stone-600'
  return (
    <li className="space-y-2 p-3" data-testid="quotation-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-medium">
          <Link to={`/admin/quotations/${quotation._id}`} className="underline underline-offset-2">
            {quotation.reference}
          </Link>
        </h2>
        <span
          className="rounded bg-stone-200 px-1.5 text-sm text-stone-900"
          data-testid="quotation-status"
        >
          {t(`quotations.status.${quotation.status}`)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div className="flex flex-col">
          <dt className={term}>{t('quotations.request.contact')}</dt>
          <dd className="break-words">
            {quotation.contact_email ?? quotation.contact_phone ?? '—'}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className={term}>{t('quotations.totals.total')}</dt>
          <dd>
            {quotation.total ? formatMoney(quotation.total, language) : t('quotations.noVersion')}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className={term}>{t('quotations.versions.title')}</dt>
          <dd>
            {quotation.latest_version
              ? t('quotations.versionCount', { version: quotation.latest_version })
              : '—'}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className={term}>{t('quotations.created', { date: '' }).trim()}</dt>
          <dd>
            {formatDateTime(quotation.created_at)}
            {quotation.valid_until && (
              <span className="block text-stone-600">
                {t('quotations.validUntil', { date: formatDate(quotation.valid_until) })}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </li>
  )
}

export default function Quotations({ loaderData }: Route.ComponentProps) {
  const { status, list, q } = loaderData
  const { t } = useAdminT()
  const tabs = [null, ...FILTERS].map((key) => ({
    key: key ?? 'all',
    to: `/admin/quotations?${new URLSearchParams({ ...(key ? { status: key } : {}), ...(q ? { q } : {}) })}`,
    text: t(`quotations.tabs.${key ?? 'all'}`),
    current: status === key,
  }))
  return (
    <div className="max-w-4xl space-y-4">
      <header>
        <h1 className="text-2xl font-semibold">{t('quotations.title')}</h1>
        <p className="mt-1 text-stone-600">{t('quotations.intro')}</p>
      </header>
      <ListSearch q={q} keep={{ status }} testId="quotation-search" />
      <TabLinks label={t('quotations.filter')} tabs={tabs} testId="quotation-tabs" />
      {list.data.length === 0 ? (
        <p className="text-stone-600">
          {q ? t('shell.listSearch.none', { q }) : t('quotations.empty')}
        </p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          data-testid="quotation-list"
        >
          {list.data.map((quotation) => (
            <QuotationItem key={quotation._id} quotation={quotation} />
          ))}
        </ul>
      )}
      <Pager page={list.current_page} perPage={PER_PAGE} total={list.total} />
    </div>
  )
}
