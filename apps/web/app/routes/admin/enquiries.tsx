import {
  ADMIN_PEOPLE_PAGE_SIZE,
  adminEnquiryList,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
} from '@shop/contract'
import { Link } from 'react-router'
import { ListSearch, searchOf } from '#web/components/admin/list-search.tsx'
import { Pager } from '#web/components/admin/pager.tsx'
import { TabLinks } from '#web/components/admin/tab-links.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { formatDateTime } from '#web/lib/format-date.ts'
import type { Route } from './+types/enquiries'

export const meta: Route.MetaFunction = () => [{ title: 'Enquiries' }]

type Tab = EnquiryStatus | 'all'
const TABS: Tab[] = [...ENQUIRY_STATUSES, 'all']
const tabOf = (value: string | null): Tab => (TABS.includes(value as Tab) ? (value as Tab) : 'new')

/** The enquiry inbox: one tab per status (new first), newest first, paged (issue 15). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'enquiries.handle')
  const url = new URL(request.url)
  const tab = tabOf(url.searchParams.get('status'))
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const query = new URLSearchParams({ page: String(page) })
  if (tab !== 'all') query.set('status', tab)
  const q = searchOf(url)
  if (q) query.set('q', q)
  const list = await adminRequest(context, `/admin/enquiries?${query}`, adminEnquiryList)
  return { tab, list, q }
}

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { tab, list, q } = loaderData
  const { t } = useAdminT()
  return (
    <div className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-semibold">{t('people.enquiries.title')}</h1>
      <ListSearch q={q} keep={{ status: tab }} testId="enquiry-search" />
      <TabLinks
        label={t('people.enquiries.title')}
        testId="enquiry-tabs"
        tabs={TABS.map((name) => ({
          key: name,
          to: `/admin/enquiries?${new URLSearchParams({ status: name, ...(q ? { q } : {}) })}`,
          text: name === 'all' ? t('people.enquiries.all') : t(`people.enquiries.status.${name}`),
          current: tab === name,
        }))}
      />
      {list.data.length === 0 ? (
        <p className="text-stone-600">
          {q ? t('shell.listSearch.none', { q }) : t('people.enquiries.empty')}
        </p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          data-testid="enquiry-list"
        >
          {list.data.map((enquiry) => (
            <li key={enquiry._id} className="space-y-1 p-3">
              <Link
                to={`/admin/enquiries/${enquiry._id}`}
                className="block break-words font-medium underline underline-offset-2"
              >
                {enquiry.subject}
              </Link>
              <p className="break-all text-sm text-stone-600">
                {enquiry.name} · {enquiry.email || <bdi dir="ltr">{enquiry.phone}</bdi>}
              </p>
              <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-600">
                <span
                  className="rounded bg-stone-100 px-1.5 text-stone-900"
                  data-testid="enquiry-status"
                >
                  {t(`people.enquiries.status.${enquiry.status}`)}
                </span>
                <bdi dir="ltr">{enquiry.reference}</bdi>
                <span>{formatDateTime(enquiry.created_at)}</span>
                <span>
                  {t('people.enquiries.replies')}: {enquiry.reply_count}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.current_page} perPage={ADMIN_PEOPLE_PAGE_SIZE} total={list.total} />
    </div>
  )
}
