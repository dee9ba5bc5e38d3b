import {
  type Locale,
  pickText,
  type SortingList,
  VOUCHER_DISCOUNT_TYPES,
} from '@shop/contract/client'
import { Form, useSubmit } from 'react-router'
import { useTranslation } from '#web/lib/i18n.tsx'
import type { ShopFilters } from '#web/lib/voucher-offers.ts'

const field =
  'w-full rounded border border-stone-300 bg-white px-3 py-2 dark:border-stone-600 dark:bg-stone-900'

/**
 * Sort (per the configured sorting list) and discount type: a GET form, so the choice lives in
 * the address and works without script; with script a change applies at once.
 */
export function ShopFiltersForm({
  sorting,
  filters,
  locale,
}: {
  sorting: SortingList | null
  filters: ShopFilters
  locale: Locale
}) {
  const { t } = useTranslation()
  const submit = useSubmit()
  const resubmit = (event: React.ChangeEvent<HTMLSelectElement>) =>
    event.currentTarget.form && submit(event.currentTarget.form, { preventScrollReset: true })
  return (
    <Form
      method="get"
      preventScrollReset
      aria-label={t('vouchers.filters')}
      className="grid grid-cols-2 items-end gap-3 sm:flex"
      data-testid="voucher-filters"
    >
      {sorting && sorting.options.length > 0 && (
        <div>
          <label htmlFor="voucher-sort" className="mb-1 block text-sm font-medium">
            {t('vouchers.sort')}
          </label>
          <select
            id="voucher-sort"
            name="sort"
            defaultValue={filters.sort}
            onChange={resubmit}
            className={field}
          >
            {sorting.options.map((option) => (
              <option key={option.key} value={option.key}>
                {pickText(option.title, locale)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor="voucher-type" className="mb-1 block text-sm font-medium">
          {t('vouchers.type')}
        </label>
        <select
          id="voucher-type"
          name="discount_type"
          defaultValue={filters.discount_type}
          onChange={resubmit}
          className={field}
        >
          <option value="">{t('vouchers.allTypes')}</option>
          {VOUCHER_DISCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`vouchers.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="col-span-2 rounded border border-brand-700 px-4 py-2 text-brand-700 hover:bg-brand-100 dark:text-brand-100"
      >
        {t('vouchers.show')}
      </button>
    </Form>
  )
}
