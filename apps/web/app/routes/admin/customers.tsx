import { ADMIN_PEOPLE_PAGE_SIZE, adminCustomerList } from '@shop/contract'
import { Form, Link, useNavigation } from 'react-router'
import { Pager } from '#web/components/admin/pager.tsx'
import { adminInput } from '#web/components/form-field.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { formatDateTime } from '#web/lib/format-date.ts'
import type { Route } from './+types/customers'

export const meta: Route.MetaFunction = () => [{ title: 'Customers' }]

/** Registered customers, searched by e-mail, phone or name, paged on the server (issue 15). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'customers.view')
  const url = new URL(request.url)
  const q = url.searchParams.get('q')?.trim().slice(0, 120) ?? ''
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const query = new URLSearchParams({ page: String(page) })
  if (q) query.set('q', q)
  const list = await adminRequest(context, `/admin/customers?${query}`, adminCustomerList)
  return { q, list }
}

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { q, list } = loaderData
  const { t } = useAdminT()
  const navigation = useNavigation()
  const searching =
    navigation.state === 'loading' && navigation.location.pathname === '/admin/customers'
  return (
    <div className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-semibold">{t('people.customers.title')}</h1>
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-2"
        data-testid="customer-search"
      >
        <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1 text-sm font-medium">
          {t('people.customers.searchLabel')}
          <input type="search" name="q" defaultValue={q} maxLength={120} className={adminInput} />
        </label>
        <button
          type="submit"
          disabled={searching}
          aria-busy={searching || undefined}
          className="rounded bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-stone-700 disabled:opacity-60"
        >
          {searching ? t('people.customers.searching') : t('people.customers.search')}
        </button>
      </Form>
      {list.data.length === 0 ? (
        <p className="text-stone-600">{t('people.customers.empty')}</p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          data-testid="customer-list"
        >
          {list.data.map((customer) => (
            <li
              key={customer._id}
              className="grid gap-1 p-3 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="min-w-0">
                <Link
                  to={`/admin/customers/${customer._id}`}
                  className="font-medium underline underline-offset-2"
                >
                  {customer.username || t('people.customers.noName')}
                </Link>
                <p className="break-all text-sm text-stone-600">
                  {customer.email}
                  {customer.phone && (
                    <span dir="ltr">
                      {customer.email ? ' · ' : ''}+{customer.area_code} {customer.phone}
                    </span>
                  )}
                </p>
              </div>
              <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-600">
                <span>
                  {t('people.customers.orders')}: {customer.order_count}
                </span>
                <span>
                  {t('people.customers.joined')}: {formatDateTime(customer.created_at)}
                </span>
                <span>
                  {customer.is_verified
                    ? t('people.customers.verified')
                    : t('people.customers.unverified')}
                </span>
                {customer.disabled && (
                  <span className="rounded bg-red-100 px-1.5 text-red-900">
                    {t('people.customers.disabled')}
                  </span>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager page={list.current_page} perPage={ADMIN_PEOPLE_PAGE_SIZE} total={list.total} />
    </div>
  )
}
