import { type AdminDashboard, adminDashboard } from '@shop/contract'
import { formatMoney, pickText } from '@shop/contract/client'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'shell.dashboard.title')

/** The back office's first page: today's figures (Hong Kong day) and what waits for staff. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'dashboard.view')
  const figures = await adminRequest(context, '/admin/dashboard', adminDashboard)
  return {
    figures,
    name: me.name,
    canSeeEnquiries: me.permissions.includes('enquiries.handle'),
    canSeeProjects: me.permissions.includes('projects.view'),
  }
}

function Figure({
  label,
  value,
  to,
  detail,
}: {
  label: string
  value: ReactNode
  to?: string
  detail?: ReactNode
}) {
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
        <div className="p-4 pb-0 last:pb-4">{body}</div>
      )}
      {detail && <div className="px-4 pb-4 text-sm text-stone-600">{detail}</div>}
    </li>
  )
}

/** A variant line linked to its product's edit page. */
function VariantLine({ v, right }: { v: AdminDashboard['low_stock'][number]; right: ReactNode }) {
  const { language } = useAdminT()
  return (
    <li className="flex flex-wrap justify-between gap-2 p-3 text-sm">
      <Link to={`/admin/products/${v.product_id}`} className="min-w-0 break-words underline">
        {pickText(v.product_title, language)} <span className="text-stone-600">({v.sku})</span>
      </Link>
      {right}
    </li>
  )
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { figures: f, name, canSeeEnquiries, canSeeProjects } = loaderData
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
        <Figure
          label={t('orders.dashboard.revenueToday')}
          value={money(f.revenue_today)}
          detail={t('orders.dashboard.revenueTodayDetail', {
            installments: money(f.installments_paid_today),
          })}
        />
        <Figure
          label={t('orders.dashboard.refundedToday')}
          value={money(f.refunded_today)}
          detail={t('orders.dashboard.refundedTodayDetail')}
        />
        <Figure
          label={t('orders.dashboard.awaitingConfirmation')}
          value={f.awaiting_payment_confirmation + f.payment_records_to_confirm}
          detail={
            <>
              {t('orders.dashboard.toConfirmDetail', {
                proofs: f.awaiting_payment_confirmation,
                records: f.payment_records_to_confirm,
              })}
              <span className="mt-1 flex flex-wrap gap-3">
                <Link to="/admin/orders?status=pending" className="underline">
                  {t('orders.dashboard.orderProofs')}
                </Link>
                {canSeeProjects && (
                  <Link to="/admin/payment-records" className="underline">
                    {t('orders.dashboard.paymentRecords')}
                  </Link>
                )}
              </span>
            </>
          }
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
          {t('orders.dashboard.lowStockHint', { threshold: f.low_stock_threshold })}
        </p>
        {f.low_stock.length === 0 ? (
          <p>{t('orders.dashboard.noLowStock')}</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded border border-stone-200 bg-white">
            {f.low_stock.map((v) => (
              <VariantLine
                key={v.product_variant_id}
                v={v}
                right={<span>{t('orders.dashboard.stockLeft', { count: v.stock })}</span>}
              />
            ))}
          </ul>
        )}
      </section>
      {f.sold_out_variants.length > 0 && (
        <section aria-labelledby="sold-out-heading" data-testid="dashboard-sold-out">
          <h2 id="sold-out-heading" className="text-lg font-semibold">
            {t('orders.dashboard.soldOutList')}
          </h2>
          <p className="mb-2 text-sm text-stone-600">
            {t('orders.dashboard.soldOut', { count: f.sold_out })}{' '}
            {t('orders.dashboard.soldOutHint', { shown: f.sold_out_variants.length })}{' '}
            <Link to="/admin/products?stock=sold_out" className="underline">
              {t('orders.dashboard.allSoldOut')}
            </Link>
          </p>
          <ul className="divide-y divide-stone-200 rounded border border-stone-200 bg-white">
            {f.sold_out_variants.map((v) => (
              <VariantLine
                key={v.product_variant_id}
                v={v}
                right={
                  <span className="font-semibold text-red-800">
                    {t('orders.dashboard.stockLeft', { count: 0 })}
                  </span>
                }
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
