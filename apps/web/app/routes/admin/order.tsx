import { adminOrderDetails } from '@shop/contract'
import { formatMoney, pickText } from '@shop/contract/client'
import { Link } from 'react-router'
import { OrderActions } from '#web/components/admin/orders/order-actions.tsx'
import { OrderTimeline } from '#web/components/admin/orders/order-timeline.tsx'
import { ProofViewer } from '#web/components/admin/orders/proof-viewer.tsx'
import { RefundsDueList } from '#web/components/admin/orders/refunds-due-list.tsx'
import { adminFind, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { runOrderIntent } from '#web/lib/admin-orders.server.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import type { Route } from './+types/order'

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? loaderData.order.reference : 'Order' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'orders.view')
  const order = await adminFind(
    context,
    `/admin/orders/${encodeURIComponent(params.id)}`,
    adminOrderDetails,
    'ORDER_NOT_FOUND',
  )
  return { order, canDecideRefunds: me.permissions.includes('refunds.decide') }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'orders.view')
  return runOrderIntent(request, context, params.id)
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, canDecideRefunds } = loaderData
  const { t, language } = useAdminT()
  const money = (amount: string) => formatMoney(amount, language)
  const c = order.calculations
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <Link to="/admin/orders" className="text-sm underline">
          ← {t('orders.detail.back')}
        </Link>
        <h1 className="break-words text-2xl font-semibold">
          {t('orders.detail.title', { reference: order.reference })}
        </h1>
        <p className="flex flex-wrap gap-2 text-sm">
          <span className="rounded bg-stone-200 px-2 py-0.5" data-testid="order-status">
            {t(`orders.statuses.${order.current_status}`)}
          </span>
          <span
            className="rounded border border-stone-300 px-2 py-0.5"
            data-testid="payment-status"
          >
            {t(`orders.paymentStatuses.${order.payment_status}`)}
          </span>
          {order.refund_status && (
            <span className="rounded bg-amber-100 px-2 py-0.5">
              {t(`orders.refundStatuses.${order.refund_status}`)}
            </span>
          )}
          <span>{t(`orders.methods.${order.payment_method}`)}</span>
          <span>{formatDateTime(order.created_at)}</span>
        </p>
        <p className="flex flex-wrap gap-3 text-sm">
          <span>{t('orders.detail.print')}:</span>
          <a className="underline" href={`/admin/orders/${order._id}/print/packing-slip`}>
            {t('orders.detail.packingSlip')}
          </a>
          <a className="underline" href={`/admin/orders/${order._id}/print/invoice`}>
            {t('orders.detail.invoice')}
          </a>
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="items-heading">
            <h2 id="items-heading" className="mb-2 text-lg font-semibold">
              {t('orders.detail.items')}
            </h2>
            <ul className="divide-y divide-stone-200 rounded border border-stone-200 bg-white">
              {order.items.map((item) => (
                <li key={item._id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
                  <span className="min-w-0 break-words">
                    {pickText(item.product_title, language)} ·{' '}
                    {pickText(item.product_variant_title, language)}
                    <span className="block text-xs text-stone-600">
                      {item.sku} × {item.qty}
                      {item.is_gift && ` · ${t('orders.detail.gift')}`}
                      {item.refunded_qty > 0 &&
                        ` · ${t('orders.detail.refundedQty', { count: item.refunded_qty })}`}
                    </span>
                  </span>
                  <span>{money(item.subtotal_price)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt>{t('orders.detail.subtotal')}</dt>
              <dd className="text-end">{money(c.price.subtotal)}</dd>
              <dt>{t('orders.detail.shipping')}</dt>
              <dd className="text-end">{money(c.shipping_fee)}</dd>
              <dt className="font-semibold">{t('orders.detail.total')}</dt>
              <dd className="text-end font-semibold">{money(c.price.total)}</dd>
              <dt>{t('orders.detail.paid')}</dt>
              <dd className="text-end" data-testid="paid-amount">
                {money(order.paid_amount)}
              </dd>
              <dt>{t('orders.detail.refunded')}</dt>
              <dd className="text-end" data-testid="refunded-amount">
                {money(order.refunded_amount)}
              </dd>
            </dl>
          </section>

          <section aria-labelledby="customer-heading" className="text-sm">
            <h2 id="customer-heading" className="mb-2 text-lg font-semibold">
              {t('orders.detail.customer')}
            </h2>
            <p className="break-words">{order.recipient.name}</p>
            {order.contact_email && <p className="break-all">{order.contact_email}</p>}
            {order.contact_phone && <p>+{order.contact_phone}</p>}
            <p>
              {t('orders.detail.language')}: {t(`orders.detail.languages.${order.language}`)}
            </p>
            <p className="mt-2 break-words">
              {order.delivery.method === 'PICKUP'
                ? `${t('orders.detail.pickup')}: ${pickText(order.delivery.pickup_location?.name, language)}`
                : `${t('orders.detail.delivery')}: ${order.recipient.address}`}
            </p>
            {order.delivery.slot && (
              <p>
                {t('orders.detail.slot')}: {order.delivery.slot.date} {order.delivery.slot.slot}
              </p>
            )}
            {order.shipment && (
              <p data-testid="admin-shipment">
                {t('orders.detail.courier')}: {order.shipment.courier_name} ·{' '}
                {t('orders.detail.trackingNumber')}:{' '}
                <span className="break-all font-mono">{order.shipment.tracking_number}</span>
              </p>
            )}
          </section>

          {order.refund_requests.length > 0 && (
            <section aria-labelledby="refunds-heading" className="text-sm">
              <h2 id="refunds-heading" className="mb-2 text-lg font-semibold">
                {t('orders.detail.refundRequests')}
              </h2>
              <ul className="space-y-2">
                {order.refund_requests.map((r) => (
                  <li key={r._id} className="rounded border border-stone-200 bg-white p-3">
                    <p className="font-medium">
                      {t(`orders.refundStatuses.${r.status}`)} · {formatDateTime(r.created_at)}
                    </p>
                    <p className="break-words">{r.reason}</p>
                    <p>
                      {t('orders.detail.asked')}: {money(r.amount)}
                      {r.approved_amount &&
                        ` · ${t('orders.detail.approvedAmount')}: ${money(r.approved_amount)}`}
                    </p>
                    {r.offline_reference && (
                      <p className="break-all">
                        {t('orders.detail.transferReference')}: {r.offline_reference}
                      </p>
                    )}
                    {r.staff_note && <p className="break-words text-stone-700">{r.staff_note}</p>}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {order.refunds_due.length > 0 && (
            <section aria-labelledby="due-heading" className="text-sm">
              <h2 id="due-heading" className="mb-2 text-lg font-semibold">
                {t('orders.detail.refundsDue')}
              </h2>
              <RefundsDueList
                dues={order.refunds_due.map((d) => ({
                  ...d,
                  order_reference: order.reference,
                  project_reference: null,
                }))}
                canDecide={canDecideRefunds}
                result={actionData}
              />
            </section>
          )}
        </div>

        <aside className="min-w-0 space-y-6">
          <section aria-labelledby="proof-heading">
            <h2 id="proof-heading" className="mb-2 text-lg font-semibold">
              {t('orders.detail.proof')}
            </h2>
            {order.payment_proof ? (
              <ProofViewer name={order.payment_proof.name} reference={order.reference} />
            ) : (
              <p className="text-sm text-stone-600">{t('orders.detail.proofNone')}</p>
            )}
          </section>
          <OrderActions order={order} result={actionData} />
          <section aria-labelledby="timeline-heading">
            <h2 id="timeline-heading" className="mb-2 text-lg font-semibold">
              {t('orders.detail.timeline')}
            </h2>
            <OrderTimeline entries={order.timeline} />
          </section>
        </aside>
      </div>
    </div>
  )
}
