import { ADMIN_PEOPLE_PAGE_SIZE, adminCustomerList } from '@shop/contract'
import { Form, Link, useNavigation } from 'react-router'
import { Pager } from '../../components/admin/people/pager.tsx'
import { usePeopleTexts } from '../../components/admin/people/texts.ts'
import { adminRequest, requireStaffUser } from '../../lib/admin.server.ts'
import { formatDateTime } from '../../lib/format-date.ts'
import type { Route } from './+types/customers'

export const meta: Route.MetaFunction = () => [{ title: 'Customers' }]

/** Registered customers, searched by e-mail, phone or name, paged on the server (issue 15). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffUser(request, context)
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
  const { texts } = usePeopleTexts()
  const t = texts.customers
  const searching = useNavigation().state === 'loading'
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2" data-testid="customer-search">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium">
          {t.searchLabel}
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={120}
            className="w-full rounded border border-stone-300 bg-white px-3 py-2 dark:border-stone-600 dark:bg-stone-900"
          />
        </label>
        <button
          type="submit"
          className="min-h-11 rounded bg-stone-900 px-4 py-2 text-sm font-medium text-white dark:bg-stone-100 dark:text-stone-900"
        >
          {searching ? t.searching : t.search}
        </button>
      </Form>
      {list.data.length === 0 ? (
        <p className="text-stone-600 dark:text-stone-300">{t.empty}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded border border-stone-200 dark:divide-stone-700 dark:border-stone-700" data-testid="customer-list">
          {list.data.map((customer) => (
            <li key={customer._id} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto] sm:items-center">
              <div className="min-w-0">
                <Link to={`/admin/customers/${customer._id}`} className="font-medium underline underline-offset-2">
                  {customer.username || t.noName}
                </Link>
                <p className="break-all text-sm text-stone-600 dark:text-stone-300">
                  {customer.email}
                  {customer.phone && (
                    <span dir="ltr">
                      {customer.email ? ' · ' : ''}+{customer.area_code} {customer.phone}
                    </span>
                  )}
                </p>
              </div>
              <p className="flex flex-wrap gap-2 text-xs text-stone-600 dark:text-stone-300">
                <span>
                  {t.orders}: {customer.order_count}
                </span>
                <span>
                  {t.joined}: {formatDateTime(customer.created_at)}
                </span>
                <span>{customer.is_verified ? t.verified : t.unverified}</span>
                {customer.disabled && (
                  <span className="rounded bg-red-100 px-1.5 text-red-900 dark:bg-red-950 dark:text-red-100">
                    {t.disabled}
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
