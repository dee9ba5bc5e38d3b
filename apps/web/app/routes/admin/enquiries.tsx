import { ADMIN_PEOPLE_PAGE_SIZE, adminEnquiryList, ENQUIRY_STATUSES } from '@shop/contract'
import { Link } from 'react-router'
import { Pager } from '../../components/admin/people/pager.tsx'
import { usePeopleTexts } from '../../components/admin/people/texts.ts'
import { adminRequest, requireStaffUser } from '../../lib/admin.server.ts'
import { formatDateTime } from '../../lib/format-date.ts'
import type { Route } from './+types/enquiries'

export const meta: Route.MetaFunction = () => [{ title: 'Enquiries' }]

type Tab = (typeof ENQUIRY_STATUSES)[number] | 'all'
const isStatus = (value: string | null): value is (typeof ENQUIRY_STATUSES)[number] =>
  (ENQUIRY_STATUSES as readonly string[]).includes(value ?? '')

/** The enquiry inbox: one tab per status (new by default), newest first, paged (issue 15). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffUser(request, context)
  const url = new URL(request.url)
  const asked = url.searchParams.get('status')
  const tab: Tab = asked === 'all' ? 'all' : isStatus(asked) ? asked : 'new'
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const query = new URLSearchParams({ page: String(page) })
  if (tab !== 'all') query.set('status', tab)
  const list = await adminRequest(context, `/admin/enquiries?${query}`, adminEnquiryList)
  return { tab, list }
}

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { tab, list } = loaderData
  const { texts } = usePeopleTexts()
  const t = texts.enquiries
  const tabs: Tab[] = [...ENQUIRY_STATUSES, 'all']
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <nav aria-label={t.title} className="flex flex-wrap gap-2" data-testid="enquiry-tabs">
        {tabs.map((name) => (
          <Link
            key={name}
            to={`/admin/enquiries?status=${name}`}
            aria-current={tab === name ? 'page' : undefined}
            className="min-h-11 whitespace-nowrap rounded border border-stone-300 px-3 py-2 text-sm aria-[current=page]:bg-stone-900 aria-[current=page]:text-white dark:border-stone-600 dark:aria-[current=page]:bg-stone-100 dark:aria-[current=page]:text-stone-900"
          >
            {name === 'all' ? t.all : t.status[name]}
          </Link>
        ))}
      </nav>
      {list.data.length === 0 ? (
        <p className="text-stone-600 dark:text-stone-300">{t.empty}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded border border-stone-200 dark:divide-stone-700 dark:border-stone-700" data-testid="enquiry-list">
          {list.data.map((enquiry) => (
            <li key={enquiry._id} className="space-y-1 p-3">
              <Link to={`/admin/enquiries/${enquiry._id}`} className="block break-words font-medium underline underline-offset-2">
                {enquiry.subject}
              </Link>
              <p className="break-all text-sm text-stone-600 dark:text-stone-300">
                {enquiry.name} · {enquiry.email || <span dir="ltr">{enquiry.phone}</span>}
              </p>
              <p className="flex flex-wrap gap-2 text-xs text-stone-600 dark:text-stone-300">
                <span className="rounded bg-stone-100 px-1.5 dark:bg-stone-800" data-testid="enquiry-status">
                  {t.status[enquiry.status]}
                </span>
                <span dir="ltr">{enquiry.reference}</span>
                <span>{formatDateTime(enquiry.created_at)}</span>
                <span>
                  {t.replies}: {enquiry.reply_count}
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
