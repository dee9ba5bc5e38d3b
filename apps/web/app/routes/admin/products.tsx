import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_PRODUCT_STATUSES,
  type AdminProductRow,
  adminCatalogOptions,
  adminProducts,
  formatMoney,
  pickText,
  STOCK_STATES,
  type StockState,
} from '@shop/contract'
import { Form, Link } from 'react-router'
import { adminInput } from '../../components/admin/admin-form.tsx'
import { Pager } from '../../components/admin/pager.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '../../lib/admin.server.ts'
import { useAdminT } from '../../lib/admin-i18n.tsx'
import { adminMeta } from '../../lib/admin-meta.ts'
import { formatDate } from '../../lib/format-date.ts'
import { useStaffCan } from '../../lib/use-staff-me.ts'
import type { Route } from './+types/products'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'catalog.title')

const PER_PAGE = 20
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined

/** Products: search, filters and pages answered by the API (issue 27); words, not codes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'catalog.view')
  const url = new URL(request.url)
  const filters = {
    search: (url.searchParams.get('search') ?? '').trim().slice(0, 100),
    category: url.searchParams.get('category') ?? '',
    status: oneOf(ADMIN_PRODUCT_STATUSES, url.searchParams.get('status')) ?? '',
    stock: oneOf(STOCK_STATES, url.searchParams.get('stock')) ?? '',
    sort: oneOf(ADMIN_PRODUCT_SORTS, url.searchParams.get('sort')) ?? 'newest',
  }
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)
  const query = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) })
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value)
  const [list, options] = await Promise.all([
    adminRequest(context, `/admin/products?${query}`, adminProducts),
    adminRequest(context, '/admin/products/options', adminCatalogOptions),
  ])
  return { filters, list, categories: options.categories }
}

const STOCK_LOOK: Record<StockState, string> = {
  in_stock: 'bg-green-100 text-green-900',
  low: 'bg-amber-100 text-amber-900',
  sold_out: 'bg-red-100 text-red-900',
}

function ProductItem({ product }: { product: AdminProductRow }) {
  const { t, language } = useAdminT()
  const title = pickText(product.title, language) || product.title.en
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 p-3"
      data-testid="product-item"
    >
      <div className="min-w-0 space-y-0.5">
        <Link
          to={`/admin/products/${product._id}`}
          className="break-words font-medium underline underline-offset-2"
        >
          {title}
        </Link>
        <p className="break-all text-xs text-stone-600">
          {product.slug}
          {product.skus.length > 0 && ` · ${product.skus.slice(0, 3).join(', ')}`}
          {product.skus.length > 3 && ' …'}
        </p>
        <p className="text-xs text-stone-600">
          {product.categories.map((c) => pickText(c.title, language)).join(' · ')}
        </p>
      </div>
      <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <div>
          <dt className="sr-only">{t('catalog.list.status')}</dt>
          <dd className="rounded bg-stone-100 px-1.5" data-testid="product-status">
            {t(`catalog.statuses.${product.status}`)}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('catalog.list.stock')}</dt>
          <dd
            className={`rounded px-1.5 ${STOCK_LOOK[product.stock_state]}`}
            data-testid="product-stock"
          >
            {t(`catalog.stockStates.${product.stock_state}`)} ·{' '}
            {t('catalog.list.pieces', { count: product.stock })}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-stone-600">{t('catalog.list.price')}</dt>
          <dd data-testid="product-price">{formatMoney(product.price_from, language)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">{t('catalog.list.variants')}</dt>
          <dd className="text-stone-600">
            {t('catalog.list.variantCount', { count: product.variants_count })}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-stone-600">{t('catalog.list.added')}</dt>
          <dd>{formatDate(product.created_at)}</dd>
        </div>
      </dl>
    </li>
  )
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { filters, list, categories } = loaderData
  const { t, language } = useAdminT()
  const canManage = useStaffCan('catalog.manage')
  const label = 'block text-sm font-medium'
  return (
    <div className="max-w-5xl space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{t('catalog.title')}</h1>
          <p className="mt-1 text-stone-600">{t('catalog.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href="/admin/products/export"
            download
            className="rounded border border-stone-400 px-4 py-2 text-sm font-medium hover:bg-stone-100"
          >
            {t('catalog.export')}
          </a>
          {canManage && (
            <Link
              to="/admin/products/bulk"
              className="rounded border border-stone-400 px-4 py-2 text-sm font-medium hover:bg-stone-100"
            >
              {t('catalog.bulk.open')}
            </Link>
          )}
          {canManage && (
            <Link
              to="/admin/products/import"
              className="rounded border border-stone-400 px-4 py-2 text-sm font-medium hover:bg-stone-100"
            >
              {t('import.link')}
            </Link>
          )}
          {canManage && (
            <Link
              to="/admin/products/new"
              className="rounded bg-stone-900 px-4 py-2 text-sm font-medium text-white hover:bg-stone-700"
            >
              {t('catalog.newProduct')}
            </Link>
          )}
        </div>
      </header>
      <Form
        method="get"
        className="grid gap-3 rounded-lg border border-stone-200 bg-white p-3 sm:grid-cols-6"
        aria-label={t('catalog.filters.title')}
      >
        <label className="space-y-1 sm:col-span-2">
          <span className={label}>{t('catalog.filters.search')}</span>
          <input type="search" name="search" defaultValue={filters.search} className={adminInput} />
        </label>
        <label className="space-y-1">
          <span className={label}>{t('catalog.filters.category')}</span>
          <select name="category" defaultValue={filters.category} className={adminInput}>
            <option value="">{t('catalog.filters.anyCategory')}</option>
            {categories.map((c) => (
              <option key={c._id} value={c._id}>
                {c.parent_id ? '— ' : ''}
                {pickText(c.title, language)}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1">
          <span className={label}>{t('catalog.filters.status')}</span>
          <select name="status" defaultValue={filters.status} className={adminInput}>
            <option value="">{t('catalog.filters.anyStatus')}</option>
            {ADMIN_PRODUCT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`catalog.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1">
          <span className={label}>{t('catalog.filters.stock')}</span>
          <select name="stock" defaultValue={filters.stock} className={adminInput}>
            <option value="">{t('catalog.filters.anyStock')}</option>
            {STOCK_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`catalog.stockStates.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1">
          <span className={label}>{t('catalog.filters.sort')}</span>
          <select name="sort" defaultValue={filters.sort} className={adminInput}>
            {ADMIN_PRODUCT_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`catalog.sorts.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-3 sm:col-span-6">
          <button
            type="submit"
            className="rounded bg-stone-900 px-4 py-2 text-sm font-medium text-white"
          >
            {t('catalog.filters.apply')}
          </button>
          <Link to="/admin/products" className="text-sm underline underline-offset-2">
            {t('catalog.filters.clear')}
          </Link>
        </div>
      </Form>
      {list.data.length === 0 ? (
        <p className="text-stone-600">{t('catalog.list.empty')}</p>
      ) : (
        <ul
          aria-label={t('catalog.list.caption')}
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
          data-testid="product-list"
        >
          {list.data.map((product) => (
            <ProductItem key={product._id} product={product} />
          ))}
        </ul>
      )}
      <Pager page={list.current_page} perPage={PER_PAGE} total={list.total} />
    </div>
  )
}
