import { adminPaymentRecordList, PAYMENT_RECORD_STATUSES } from '@shop/contract'
import { ListSearch, searchOf } from '#web/components/admin/list-search.tsx'
import { Pager } from '#web/components/admin/pager.tsx'
import { PaymentRecordCard } from '#web/components/admin/projects/payment-record-card.tsx'
import { TabLinks } from '#web/components/admin/tab-links.tsx'
import { FormStatus } from '#web/components/form-field.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { runProjectIntent } from '#web/lib/admin-projects.server.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import type { Route } from './+types/payment-records'

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, 'projects.records.title')

const PER_PAGE = 20
type Status = (typeof PAYMENT_RECORD_STATUSES)[number]
const isStatus = (value: string | null): value is Status =>
  (PAYMENT_RECORD_STATUSES as readonly (string | null)[]).includes(value)

/**
 * The payment record queue (issue 18): records in the order the API gives them (both flags
 * matching first, then the oldest), each receipt beside what was read, decided here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'projects.view')
  const url = new URL(request.url)
  const asked = url.searchParams.get('status')
  const status: Status = isStatus(asked) ? asked : 'submitted'
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const query = new URLSearchParams({ status, page: String(page), per_page: String(PER_PAGE) })
  const q = searchOf(url)
  if (q) query.set('q', q)
  const list = await adminRequest(
    context,
    `/admin/payment-records?${query}`,
    adminPaymentRecordList,
  )
  return { status, list, q }
}

/** The queue's forms name their record; the project id is not needed for them. */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'projects.view')
  return runProjectIntent(request, context, me, '')
}

export default function PaymentRecords({ loaderData, actionData }: Route.ComponentProps) {
  const { status, list, q } = loaderData
  const { t } = useAdminT()
  const canDecide = useStaffCan('projects.payments')
  // a confirmed or rejected record leaves this tab with its card: its answer shows above the list
  const listed = list.data.some((record) => record._id === actionData?.values?.record_id)
  const pageResult = actionData && !listed ? actionData : undefined
  const tabs = PAYMENT_RECORD_STATUSES.map((key) => ({
    key,
    to: `/admin/payment-records?${new URLSearchParams({ status: key, ...(q ? { q } : {}) })}`,
    text: t(`projects.records.tabs.${key}`),
    current: status === key,
  }))
  return (
    <div className="max-w-6xl space-y-4">
      <header>
        <h1 className="text-2xl font-semibold">{t('projects.records.title')}</h1>
        <p className="mt-1 text-stone-600">{t('projects.records.intro')}</p>
      </header>
      <ListSearch q={q} keep={{ status }} testId="record-search" />
      <TabLinks label={t('projects.records.filter')} tabs={tabs} testId="record-tabs" />
      <div aria-live="polite">
        <FormStatus result={pageResult} />
      </div>
      {list.data.length === 0 ? (
        <p className="text-stone-600">
          {q ? t('shell.listSearch.none', { q }) : t('projects.records.empty')}
        </p>
      ) : (
        <div className="space-y-4" data-testid="record-queue">
          {list.data.map((record) => (
            <PaymentRecordCard
              key={record._id}
              record={record}
              result={actionData}
              canDecide={canDecide}
            />
          ))}
        </div>
      )}
      <Pager page={list.current_page} perPage={PER_PAGE} total={list.total} />
    </div>
  )
}
