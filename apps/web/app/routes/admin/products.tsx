import {
  type AdminProductRow,
  adminCatalogOptions,
  adminProducts,
  formatMoney,
  pickText,
  type StockState,
} from '@shop/contract'
import { Link } from 'react-router'
import { ProductFilters } from '#web/components/admin/catalog/product-filters.tsx'
import { Pager } from '#web/components/admin/pager.tsx'
import { adminRequest, requirePermission, requireStaffUser } from '#web/lib/admin.server.ts'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import { adminMeta } from '#web/lib/admin-meta.ts'
import { formatDate } from '#web/lib/format-date.ts'
import { productListQuery, readProductFilters } from '#web/lib/product-filters.ts'
import { useStaffCan } from '#web/lib/use-staff-me.ts'
import type { Route } from './+types/products'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'catalog.title')

const PER_PAGE = 20

/** Products: search, filters and pages answered by the API (issue 27); words, not codes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireStaffUser(request, context)
  requirePermission(me, 'catalog.view')
  const { filters, page } = readProductFilters(new URL(request.url))
  const query = productListQuery(filters, { page, perPage: PER_PAGE })
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
  const { t } = useAdminT()
  const canManage = useStaffCan('catalog.manage')
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
      <ProductFilters
        filters={filters}
        categories={categories}
        withStatusAndSort
        clearTo="/admin/products"
      />
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
