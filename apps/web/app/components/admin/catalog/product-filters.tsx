import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_PRODUCT_STATUSES,
  type AdminCatalogOptions,
  pickText,
  STOCK_STATES,
} from '@shop/contract'
import { Form, Link } from 'react-router'
import { adminInput } from '#web/components/form-field.tsx'
import { useAdminT } from '#web/lib/admin-i18n.tsx'
import type { ProductFilterValues } from '#web/lib/product-filters.ts'

const label = 'block text-sm font-medium'

/**
 * The product filters of the back office (a GET form, so it works without script and the
 * address can be bookmarked): search, category and stock, and where the screen offers them,
 * status and sort. The product list and the bulk edit screen show the same form.
 */
export function ProductFilters({
  filters,
  categories,
  withStatusAndSort = false,
  clearTo,
}: {
  filters: ProductFilterValues
  categories: AdminCatalogOptions['categories']
  withStatusAndSort?: boolean
  clearTo?: string
}) {
  const { t, language } = useAdminT()
  return (
    <Form
      method="get"
      className={`grid gap-3 rounded-lg border border-stone-200 bg-white p-3 ${withStatusAndSort ? 'sm:grid-cols-6' : 'sm:grid-cols-4'}`}
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
      {withStatusAndSort && (
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
      )}
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
      {withStatusAndSort && (
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
      )}
      <div
        className={`flex items-end gap-3 ${withStatusAndSort ? 'sm:col-span-6' : 'sm:col-span-4'}`}
      >
        <button
          type="submit"
          className="rounded bg-stone-900 px-4 py-2 text-sm font-medium text-white"
        >
          {t('catalog.filters.apply')}
        </button>
        {clearTo && (
          <Link to={clearTo} className="text-sm underline underline-offset-2">
            {t('catalog.filters.clear')}
          </Link>
        )}
      </div>
    </Form>
  )
}
