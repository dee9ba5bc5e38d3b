import { ADMIN_PRODUCT_SORTS, ADMIN_PRODUCT_STATUSES, STOCK_STATES } from '@shop/contract'

/**
 * The back office's product filters as the address carries them (`?search&category&status&stock
 * &sort&page`), read once for the product list and the bulk edit screen: unknown values fall back
 * to "any", so a hand-edited address never reaches the API as a 400.
 */
export type ProductFilterValues = {
  search: string
  category: string
  status: string
  stock: string
  sort: string
}

const oneOf = (values: readonly string[], value: string | null) =>
  value !== null && values.includes(value) ? value : ''

export function readProductFilters(url: URL, defaultSort = 'newest') {
  const get = (name: string) => url.searchParams.get(name)
  const filters: ProductFilterValues = {
    search: (get('search') ?? '').trim().slice(0, 100),
    category: get('category') ?? '',
    status: oneOf(ADMIN_PRODUCT_STATUSES, get('status')),
    stock: oneOf(STOCK_STATES, get('stock')),
    sort: oneOf(ADMIN_PRODUCT_SORTS, get('sort')) || defaultSort,
  }
  const page = Math.max(1, Number.parseInt(get('page') ?? '1', 10) || 1)
  return { filters, page }
}

/** The API query of a page of products under these filters (empty ones left out). */
export function productListQuery(
  filters: Partial<ProductFilterValues>,
  paging: { page: number; perPage: number },
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams({
    page: String(paging.page),
    per_page: String(paging.perPage),
    ...extra,
  })
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value)
  return query
}
