import {
  type AdminDiscountCode,
  adminDiscountCodes,
  DISCOUNT_CODE_STATUSES,
  type DiscountCodeStatus,
  pickText,
} from '@shop/contract'
import { Form, Link } from 'react-router'
import { discountText, STATUS_STYLE, termsText } from '#web/components/admin/discounts/code-text.ts'
import { Pager } from '#web/components/admin/pager.tsx'
import { TabLinks } from '#web/components/admin/tab-links.tsx'
import { adminInput } from '#web/components/form-field.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import type { Route } from './+types/discount-codes'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'discounts.title')

const PER_PAGE = 20
const isStatus = (value: string | null): value is DiscountCodeStatus =>
  (DISCOUNT_CODE_STATUSES as readonly (string | null)[]).includes(value)

/** The cart's discount codes, newest first: search by code, status now, pages (issue 27). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'discounts.view')
  const url = new URL(request.url)
  const asked = url.searchParams.get('status')
  const status = isStatus(asked) ? asked : null
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 64)
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const query = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) })
  if (status) query.set('status', status)
  if (search) query.set('search', search)
  const list = await adminRequest(context, `/admin/discount-codes?${query}`, adminDiscountCodes)
  return { status, search, list }
}

function CodeItem({ code }: { code: AdminDiscountCode }) {
  const { t, language } = useAdminT()
  const term = 'text-xs text-stone-600'
  return (
    <li className="space-y-2 p-3" data-testid="code-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 break-all font-mono font-medium">
          <Link to={`/admin/discount-codes/${code._id}`} className="underline underline-offset-2">
            {code.code}
          </Link>
        </h2>
        <span
          className={`rounded px-1.5 text-sm ${STATUS_STYLE[code.status]}`}
          data-testid="code-status"
        >
          {t(`discounts.statuses.${code.status}`)}
        </span>
      </div>
      <p className="text-sm">{pickText(code.title, language) || code.title.en}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div className="flex flex-col">
          <dt className={term}>{t('discounts.list.discount')}</dt>
          <dd>{discountText(code, t, language)}</dd>
        </div>
        <div className="flex flex-col">
          <dt className={term}>{t('discounts.list.used')}</dt>
          <dd data-testid="code-used">
            {code.usage_limit === null
              ? code.used_count
              : t('discounts.list.usedOf', { used: code.used_count, limit: code.usage_limit })}
          </dd>
        </div>
        <div className="col-span-2 flex flex-col">
          <dt className={term}>{t('discounts.list.dates')}</dt>
          <dd>{termsText(code, t, language)}</dd>
        </div>
      </dl>
    </li>
  )
}

export default function DiscountCodes({ loaderData }: Route.ComponentProps) {
  const { status, search, list } = loaderData
  const { t } = useAdminT()
  const canManage = useStaffCan('discounts.manage')
  const withSearch = (key: string | null) => {
    const query = new URLSearchParams()
    if (key) query.set('status', key)
    if (search) query.set('search', search)
    const text = query.toString()
    return text ? `/admin/discount-codes?${text}` : '/admin/discount-codes'
  }
  const tabs = [null, ...DISCOUNT_CODE_STATUSES].map((key) => ({
    key: key ?? 'all',
    to: withSearch(key),
    text: t(`discounts.tabs.${key ?? 'all'}`),
    current: status === key,
  }))
  return (
    <div className="max-w-4xl space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('discounts.title')}</h1>
          <p className="mt-1 text-stone-600">{t('discounts.intro')}</p>
        </div>
        {canManage && (
          <Link
            to="/admin/discount-codes/new"
            className="rounded bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-stone-700"
          >
            {t('discounts.newCode')}
          </Link>
        )}
      </header>
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        {status && <input type="hidden" name="status" value={status} />}
        <label className="min-w-0 flex-1 space-y-1">
          <span className="block text-sm font-medium">{t('discounts.search')}</span>
          <input
            type="search"
            name="search"
            defaultValue={search}
            maxLength={64}
            className={adminInput}
          />
        </label>
        <button
          type="submit"
          className="rounded border border-stone-400 px-4 py-2 text-base hover:bg-stone-100"
        >
          {t('discounts.searchButton')}
        </button>
      </Form>
      <TabLinks label={t('discounts.filter')} tabs={tabs} testId="code-tabs" />
      {list.data.length === 0 ? (
        <p className="text-stone-600">{t('discounts.empty')}</p>
      ) : (
        <ul
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          data-testid="code-list"
        >
          {list.data.map((code) => (
            <CodeItem key={code._id} code={code} />
          ))}
        </ul>
      )}
      <Pager page={list.current_page} perPage={PER_PAGE} total={list.total} />
    </div>
  )
}
