import { adminRefunds, adminRefundsQuery, REFUNDS_PAGE_SIZE } from '@shop/contract'
import { formatMoney } from '@shop/contract/client'
import { Link } from 'react-router'
import { RefundsDueList } from '#web/components/admin/orders/refunds-due-list.tsx'
import { Pager } from '#web/components/admin/pager.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { runOrderIntent } from '#web/lib/admin-orders.server.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import type { Route } from './+types/refunds'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'orders.refunds.title')

/** Refund requests waiting (paged, oldest first) and refunds due until settled. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'refunds.view')
  const url = new URL(request.url)
  const query = adminRefundsQuery.safeParse({ page: url.searchParams.get('page') ?? undefined })
  const page = query.success ? query.data.page : 1
  const refunds = await adminRequest(context, `/admin/refunds?page=${page}`, adminRefunds)
  return { refunds, canDecide: me.permissions.includes('refunds.decide') }
}

/** Settle or retry a refund due (the forms post their intent and the refund due's id). */
export async function action({ request, context }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'refunds.view')
  return runOrderIntent(request, context, '')
}

export default function AdminRefunds({ loaderData, actionData }: Route.ComponentProps) {
  const { refunds, canDecide } = loaderData
  const { t, language } = useAdminT()
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('orders.refunds.title')}</h1>
      <section aria-labelledby="waiting-heading" className="space-y-2">
        <h2 id="waiting-heading" className="text-lg font-semibold">
          {t('orders.refunds.waiting')}
        </h2>
        {refunds.data.length === 0 ? (
          <p>{t('orders.refunds.waitingNone')}</p>
        ) : (
          <ul
            className="divide-y divide-stone-200 rounded border border-stone-200 bg-white"
            data-testid="waiting-refunds"
          >
            {refunds.data.map((r) => (
              <li key={r._id} className="grid gap-1 p-3 text-sm sm:grid-cols-[1fr_auto]">
                <div className="min-w-0">
                  <Link className="font-medium underline" to={`/admin/orders/${r.order_id}`}>
                    {r.order_reference}
                  </Link>
                  <p className="break-words">{r.reason}</p>
                  <p className="text-stone-600">
                    {formatDateTime(r.created_at)} · {t(`orders.methods.${r.payment_method}`)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
                  <span className="font-medium">{formatMoney(r.amount, language)}</span>
                  <Link className="underline" to={`/admin/orders/${r.order_id}`}>
                    {t('orders.refunds.decide')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager page={refunds.current_page} total={refunds.total} perPage={REFUNDS_PAGE_SIZE} />
      </section>
      <section aria-labelledby="due-heading" className="space-y-2">
        <h2 id="due-heading" className="text-lg font-semibold">
          {t('orders.refunds.due')}
        </h2>
        <p className="text-sm text-stone-600">{t('orders.refunds.dueHint')}</p>
        {refunds.refunds_due.length === 0 ? (
          <p>{t('orders.refunds.dueNone')}</p>
        ) : (
          <RefundsDueList
            dues={refunds.refunds_due}
            canDecide={canDecide}
            result={actionData}
            linkOrders
          />
        )}
      </section>
    </div>
  )
}
