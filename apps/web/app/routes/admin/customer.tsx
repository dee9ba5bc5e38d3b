import {
  ADMIN_CUSTOMER_RECENT,
  adminCustomerDetails,
  formatMoney,
  messageResponse,
  pickText,
} from '@shop/contract'
import { data, Form, Link, useSearchParams } from 'react-router'
import { ResultNotice } from '../../components/admin/people/result-notice.tsx'
import { IntentButton } from '../../components/admin/people/submit.tsx'
import { usePeopleTexts } from '../../components/admin/people/texts.ts'
import { ApiError } from '../../lib/api.server.ts'
import { adminRequest, requireStaffUser } from '../../lib/admin.server.ts'
import {
  type PeopleResult,
  peopleFailure,
  peopleOk,
  peopleRefused,
} from '../../lib/admin-people.server.ts'
import { formatDateTime } from '../../lib/format-date.ts'
import type { Route } from './+types/customer'

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.customer.username || data?.customer.email || 'Customer' },
]

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  try {
    const customer = await adminRequest(
      context,
      `/admin/customers/${encodeURIComponent(params.id)}`,
      adminCustomerDetails,
    )
    return { customer, canManage: me.permissions.includes('customers.manage') }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

/** Resend the verification e-mail; disable or enable the account (after a confirmation step). */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaffUser(request, context)
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const path = `/admin/customers/${encodeURIComponent(params.id)}`
  try {
    if (intent === 'resend') {
      await adminRequest(context, `${path}/verification`, messageResponse, { method: 'POST' })
      const customer = await adminRequest(context, path, adminCustomerDetails)
      return peopleOk(intent, 'customers.resent', { email: customer.email })
    }
    if (intent === 'disable' || intent === 'enable') {
      await adminRequest(context, path, adminCustomerDetails, {
        method: 'PUT',
        body: JSON.stringify({ disabled: intent === 'disable' }),
      })
      return peopleOk(intent, intent === 'disable' ? 'customers.disabledDone' : 'customers.enabledDone')
    }
  } catch (error) {
    return peopleFailure(intent, error)
  }
  return peopleRefused(intent, 400, 'errors.failed')
}

export default function Customer({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, canManage } = loaderData
  const result = actionData as PeopleResult | undefined
  const { texts, fill, language } = usePeopleTexts()
  const t = texts.customers
  const [search] = useSearchParams()
  const asked = search.get('confirm')
  // a done change closes its confirmation, with or without JavaScript
  const confirming =
    (asked === 'disable' && !customer.disabled) || (asked === 'enable' && customer.disabled)
      ? asked
      : null
  const section = 'space-y-3 rounded border border-stone-200 p-4 dark:border-stone-700'
  return (
    <div className="space-y-6" data-testid="customer-page">
      <p>
        <Link to="/admin/customers" className="text-sm underline underline-offset-2">
          ← {t.back}
        </Link>
      </p>
      <header className="space-y-1">
        <h1 className="break-words text-2xl font-semibold">{customer.username || t.noName}</h1>
        <p className="flex flex-wrap gap-2 text-sm">
          <span data-testid="customer-state" className={customer.disabled ? 'font-medium text-red-800 dark:text-red-300' : ''}>
            {customer.disabled
              ? fill(t.disabledSince, { date: formatDateTime(customer.disabled_at ?? '') })
              : t.active}
          </span>
          <span>· {customer.is_verified ? t.verified : t.unverified}</span>
        </p>
      </header>

      <ResultNotice result={result} />

      <section className={section} aria-labelledby="profile-heading">
        <h2 id="profile-heading" className="font-semibold">
          {t.profile}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt>{t.email}</dt>
          <dd className="break-all">{customer.email || '—'}</dd>
          <dt>{t.phone}</dt>
          <dd dir="ltr" className="text-start">
            {customer.phone ? `+${customer.area_code} ${customer.phone}` : '—'}
          </dd>
          <dt>{t.language}</dt>
          <dd>{customer.language}</dd>
          <dt>{t.joined}</dt>
          <dd>{formatDateTime(customer.created_at)}</dd>
          <dt>{t.lastSeen}</dt>
          <dd>{formatDateTime(customer.last_seen_at)}</dd>
        </dl>
      </section>

      {canManage && (
        <section className={section} aria-labelledby="actions-heading" data-testid="customer-actions">
          <h2 id="actions-heading" className="font-semibold">
            {t.actions}
          </h2>
          <div className="flex flex-wrap gap-3">
            {customer.email && !customer.is_verified && (
              <Form method="post">
                <IntentButton intent="resend" busy={t.resending} tone="plain" testId="resend-verification">
                  {t.resend}
                </IntentButton>
              </Form>
            )}
            {!confirming && (
              <Form method="get">
                <input type="hidden" name="confirm" value={customer.disabled ? 'enable' : 'disable'} />
                <button
                  type="submit"
                  data-testid="toggle-disabled"
                  className={`min-h-11 whitespace-nowrap rounded px-4 py-2 text-sm font-medium ${customer.disabled ? 'border border-stone-300 dark:border-stone-600' : 'bg-red-700 text-white'}`}
                >
                  {customer.disabled ? t.enable : t.disable}
                </button>
              </Form>
            )}
          </div>
          {confirming && (
            <Form
              method="post"
              action={`/admin/customers/${customer._id}`}
              className="space-y-3 rounded border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950"
              data-testid="confirm-disabled"
            >
              <p role="alert" className="text-sm">
                {confirming === 'disable' ? t.disableConfirm : t.enableConfirm}
              </p>
              <div className="flex flex-wrap gap-3">
                <IntentButton
                  intent={confirming}
                  busy={confirming === 'disable' ? t.disabling : t.enabling}
                  tone={confirming === 'disable' ? 'danger' : 'primary'}
                  testId="confirm-button"
                >
                  {confirming === 'disable' ? t.disable : t.enable}
                </IntentButton>
                <Link
                  to={`/admin/customers/${customer._id}`}
                  className="min-h-11 rounded border border-stone-300 px-4 py-2 text-sm dark:border-stone-600"
                >
                  {texts.confirm.cancel}
                </Link>
              </div>
            </Form>
          )}
        </section>
      )}

      <section className={section} aria-labelledby="orders-heading">
        <h2 id="orders-heading" className="font-semibold">
          {t.ordersTitle}
        </h2>
        {customer.orders.length === 0 ? (
          <p className="text-sm">{t.noOrders}</p>
        ) : (
          <ul className="divide-y divide-stone-200 text-sm dark:divide-stone-700" data-testid="customer-orders">
            {customer.orders.map((order) => (
              <li key={order._id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                <Link to={`/admin/orders/${order._id}`} className="font-medium underline underline-offset-2" dir="ltr">
                  {order.reference}
                </Link>
                <span>{formatDateTime(order.created_at)}</span>
                <span>
                  {order.status} · {order.payment_method} · {order.payment_status}
                </span>
                <span dir="ltr">{formatMoney(order.total, language === 'zh' ? 'zh' : 'en')}</span>
              </li>
            ))}
          </ul>
        )}
        {customer.order_count > ADMIN_CUSTOMER_RECENT && (
          <p className="text-xs">
            {fill(t.ordersMore, { shown: ADMIN_CUSTOMER_RECENT, count: customer.order_count })}
          </p>
        )}
      </section>

      <section className={section} aria-labelledby="points-heading">
        <h2 id="points-heading" className="font-semibold">
          {t.pointsTitle} <span className="text-xs font-normal">({t.readOnly})</span>
        </h2>
        <p data-testid="points-balance">{fill(t.balance, { points: customer.points.balance })}</p>
        {customer.points.ledger.length === 0 ? (
          <p className="text-sm">{t.ledgerEmpty}</p>
        ) : (
          <ul className="divide-y divide-stone-200 text-sm dark:divide-stone-700">
            {customer.points.ledger.map((entry) => (
              <li key={entry._id} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span dir="ltr" className={entry.points < 0 ? 'text-red-800 dark:text-red-300' : ''}>
                  {entry.points > 0 ? `+${entry.points}` : entry.points}
                </span>
                <span>{entry.reason}</span>
                {entry.order_reference && <span dir="ltr">{entry.order_reference}</span>}
                <span>{formatDateTime(entry.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={section} aria-labelledby="vouchers-heading">
        <h2 id="vouchers-heading" className="font-semibold">
          {t.vouchersTitle} <span className="text-xs font-normal">({t.readOnly})</span>
        </h2>
        {customer.vouchers.length === 0 ? (
          <p className="text-sm">{t.noVouchers}</p>
        ) : (
          <ul className="divide-y divide-stone-200 text-sm dark:divide-stone-700">
            {customer.vouchers.map((voucher) => (
              <li key={`${voucher.code}-${voucher.used_at}`} className="flex flex-wrap justify-between gap-x-4 py-2">
                <span dir="ltr" className="font-mono">
                  {voucher.code}
                </span>
                <span>{pickText(voucher.title, language)}</span>
                {voucher.order_reference && <span dir="ltr">{voucher.order_reference}</span>}
                <span>{formatDateTime(voucher.used_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
