import { adminDashboard } from '@shop/contract'
import { formatMoney, pickText } from '@shop/contract/client'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { adminRequest, requirePermission, requireStaffUser } from '../../lib/admin.server.ts'
import { useAdminT } from '../../lib/admin-i18n.tsx'
import { adminMeta } from '../../lib/admin-meta.ts'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'shell.dashboard.title')

/** The back office's first page: today's figures (Hong Kong day) and what waits for staff. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'dashboard.view')
  const figures = await adminRequest(context, '/admin/dashboard', adminDashboard)
  return { figures, name: me.name, canSeeEnquiries: me.permissions.includes('enquiries.handle') }
}

function Figure({ label, value, to }: { label: string; value: ReactNode; to?: string }) {
  const body = (
    <>
      <span className="block text-sm text-stone-600">{label}</span>
      <span className="block text-2xl font-semibold">{value}</span>
    </>
  )
  return (
    <li className="rounded border border-stone-200 bg-white">
      {to ? (
        <Link to={to} className="block p-4 hover:bg-stone-50">
          {body}
        </Link>
      ) : (
        <div className="p-4">{body}</div>
      )}
    </li>
  )
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { figures: f, name, canSeeEnquiries } = loaderData
  const { t, language } = useAdminT()
  const money = (amount: string) => formatMoney(amount, language)
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">{t('orders.dashboard.title')}</h1>
        <p className="text-stone-600">{t('shell.dashboard.welcome', { name })}</p>
        <p className="text-sm text-stone-600">{t('orders.dashboard.today', { day: f.day })}</p>
      </header>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="dashboard-figures">
        <Figure
          label={t('orders.dashboard.ordersToday')}
          value={f.orders_today}
          to={`/admin/orders?from=${f.day}&to=${f.day}`}
        />
        <Figure label={t('orders.dashboard.revenueToday')} value={money(f.revenue_today)} />
        <Figure
          label={t('orders.dashboard.awaitingConfirmation')}
          value={f.awaiting_payment_confirmation}
          to="/admin/orders?status=pending"
        />
        <Figure
          label={t('orders.dashboard.refundRequestsWaiting')}
          value={f.refund_requests_waiting}
          to="/admin/refunds"
        />
        <Figure
          label={t('orders.dashboard.newEnquiries')}
          value={f.new_enquiries}
          to={canSeeEnquiries ? '/admin/enquiries?status=new' : undefined}
        />
        <Figure
          label={t('orders.dashboard.refundsDue')}
          value={t('orders.dashboard.refundsDueAmount', {
            count: f.refunds_due.count,
            amount: money(f.refunds_due.amount),
          })}
          to="/admin/refunds"
        />
        <Figure
          label={t('orders.dashboard.refundedOrders')}
          value={t('orders.dashboard.refundedOrdersValue', {
            partly: f.refunded_orders.partially_refunded,
            fully: f.refunded_orders.refunded,
          })}
          to="/admin/orders?payment_status=partially_refunded"
        />
      </ul>
      <section aria-labelledby="low-stock-heading">
        <h2 id="low-stock-heading" className="text-lg font-semibold">
          {t('orders.dashboard.lowStock')}
        </h2>
        <p className="mb-2 text-sm text-stone-600">
          {t('orders.dashboard.lowStockHint', { threshold: f.low_stock_threshold })}{' '}
          {t('orders.dashboard.soldOut', { count: f.sold_out })}
        </p>
        {f.low_stock.length === 0 ? (
          <p>{t('orders.dashboard.noLowStock')}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded border border-stone-200 bg-white">
            {f.low_stock.map((v) => (
              <li
                key={v.product_variant_id}
                className="flex flex-wrap justify-between gap-2 p-3 text-sm"
              >
                <span className="min-w-0 break-words">
                  {pickText(v.product_title, language)}{' '}
                  <span className="text-stone-600">({v.sku})</span>
                </span>
                <span className={v.stock === 0 ? 'font-semibold text-red-800' : ''}>
                  {t('orders.dashboard.stockLeft', { count: v.stock })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
