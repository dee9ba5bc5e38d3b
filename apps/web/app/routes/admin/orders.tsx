import {
  adminOrderList,
  adminOrdersQuery,
  ORDER_PAGE_SIZE,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '@shop/contract'
import { formatMoney } from '@shop/contract/client'
import { Form, Link, useNavigation } from 'react-router'
import { OrderExportForm } from '#web/components/admin/orders/order-export-form.tsx'
import { Pager } from '#web/components/admin/pager.tsx'
import { Field, FormStatus, SelectField, SubmitButton } from '#web/components/form-field.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { fieldErrorsOf } from '#web/lib/forms.ts'
import type { Route } from './+types/orders'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'orders.list.title')

const FILTERS = ['status', 'payment_method', 'payment_status', 'from', 'to', 'q'] as const

/** The order list: a GET form of filters (works without JavaScript), paged on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'orders.view')
  const url = new URL(request.url)
  const raw = Object.fromEntries(
    [...FILTERS, 'page'].map((k) => [k, url.searchParams.get(k) ?? '']),
  )
  const filters = Object.fromEntries(FILTERS.map((k) => [k, raw[k] ?? '']))
  const parsed = adminOrdersQuery.safeParse({ ...raw, page: raw.page || undefined })
  if (!parsed.success) {
    return {
      filters,
      list: null,
      fieldErrors: fieldErrorsOf(parsed.error.issues),
      statuses: ORDER_STATUSES,
      methods: PAYMENT_METHODS,
    }
  }
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(parsed.data))
    if (value !== undefined && value !== '') query.set(key, String(value))
  const list = await adminRequest(context, `/admin/orders?${query}`, adminOrderList)
  return { filters, list, fieldErrors: {}, statuses: ORDER_STATUSES, methods: PAYMENT_METHODS }
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { filters, list, fieldErrors, statuses, methods } = loaderData
  const { t, language } = useAdminT()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/admin/orders'
  const errors = fieldErrors as Record<string, string>
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold">{t('orders.list.title')}</h1>
      <Form
        method="get"
        className="grid gap-3 rounded border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={t('orders.list.filters')}
      >
        <SelectField name="status" label={t('orders.list.status')} defaultValue={filters.status}>
          <option value="">{t('orders.list.anyStatus')}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {t(`orders.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="payment_method"
          label={t('orders.list.paymentMethod')}
          defaultValue={filters.payment_method}
        >
          <option value="">{t('orders.list.anyMethod')}</option>
          {methods.map((m) => (
            <option key={m} value={m}>
              {t(`orders.methods.${m}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="payment_status"
          label={t('orders.list.paymentStatus')}
          defaultValue={filters.payment_status}
        >
          <option value="">{t('orders.list.anyPaymentStatus')}</option>
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`orders.paymentStatuses.${s}`)}
            </option>
          ))}
        </SelectField>
        <Field
          name="q"
          type="search"
          label={t('orders.list.search')}
          hint={t('orders.list.searchHint')}
          defaultValue={filters.q}
          error={errors.q}
        />
        <Field
          name="from"
          type="date"
          label={t('orders.list.from')}
          defaultValue={filters.from}
          error={errors.from}
        />
        <Field
          name="to"
          type="date"
          label={t('orders.list.to')}
          defaultValue={filters.to}
          error={errors.to}
        />
        <div className="flex flex-wrap items-end gap-3">
          <SubmitButton pending={loading} pendingText={t('orders.list.loading')}>
            {t('orders.list.apply')}
          </SubmitButton>
          <Link to="/admin/orders" className="py-2 text-sm underline">
            {t('orders.list.clear')}
          </Link>
        </div>
      </Form>

      {!list ? (
        <FormStatus
          result={{
            ok: false,
            error: Object.values(errors)[0] ?? 'admin.errors.invalid',
            fieldErrors: errors,
          }}
        />
      ) : list.data.length === 0 ? (
        <p role="status">{t('orders.list.empty')}</p>
      ) : (
        <>
          <p role="status" className="text-sm text-stone-600">
            {t('orders.list.count', { count: list.total })}
          </p>
          <ul
            className="divide-y divide-stone-200 rounded border border-stone-200 bg-white"
            data-testid="admin-orders"
          >
            {list.data.map((o) => (
              <li key={o._id} className="grid gap-1 p-3 text-sm sm:grid-cols-[1fr_auto]">
                <div className="min-w-0">
                  <Link to={`/admin/orders/${o._id}`} className="font-medium underline">
                    {o.reference}
                  </Link>
                  <p className="break-words text-stone-700">
                    {o.recipient_name}
                    {o.contact_email && ` · ${o.contact_email}`}
                    {o.contact_phone && ` · +${o.contact_phone}`}
                  </p>
                  <p className="text-stone-600">
                    {formatDateTime(o.created_at)} · {t(`orders.methods.${o.payment_method}`)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
                  <span className="rounded bg-stone-200 px-2 py-0.5">
                    {t(`orders.statuses.${o.current_status}`)}
                  </span>
                  {o.payment_status !== 'paid' && (
                    <span className="rounded border border-stone-300 px-2 py-0.5">
                      {t(`orders.paymentStatuses.${o.payment_status}`)}
                    </span>
                  )}
                  {o.refund_status && (
                    <span className="rounded bg-amber-100 px-2 py-0.5">
                      {t(`orders.refundStatuses.${o.refund_status}`)}
                    </span>
                  )}
                  <span className="font-medium">
                    {formatMoney(o.calculations.price.total, language)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={list.current_page} total={list.total} perPage={ORDER_PAGE_SIZE} />
        </>
      )}
      <OrderExportForm />
    </div>
  )
}
