import type { ProductFilterQuery } from '@shop/contract'
import { toCents } from '@shop/contract'
import { idsAndSlugs, type ProductFilter, type ProductRepository } from './product-repository.ts'
import { byChineseTitle, CHINESE_TITLE_SORTS, type ChineseTitleSort } from './title-order.ts'

type Row = Awaited<ReturnType<ProductRepository['snapshotRows']>>[number]
type Sort = ProductFilterQuery['sort']
type Product = {
  id: string
  brand: Row['brand']
  categories: Row['categories']
  variants: { colour: string | null; colourSlug: string | null; price: number }[]
}
/** A store's active products in each sort order, or too many to keep. */
type Snapshot = Record<Sort, Product[]> | 'too-large'

/** Whether an id or slug is one of the wanted values; null when the filter is not given. */
function wanted(values: string[] | undefined) {
  if (!values?.length) return null
  const { ids, slugs } = idsAndSlugs(values)
  const idSet = new Set(ids)
  const slugSet = new Set(slugs)
  return (id: string | null, slug: string | null) =>
    (id !== null && idSet.has(id)) || (slug !== null && slugSet.has(slug))
}

/**
 * `filterCondition` of the repository without the keyword, read the same way: every group narrows,
 * values widen, a parent category matches its children, colour and price on one variant. A price
 * has two decimals, so it compares with the bound as a number exactly as PostgreSQL compares it
 * with the bound's decimal text.
 */
export function matcher(filter: ProductFilter): (product: Product) => boolean {
  const categories = wanted(filter.categories)
  const brands = wanted(filter.brands)
  const colours = wanted(filter.colours)
  const { price_min: min, price_max: max } = filter
  const byVariant = colours !== null || min !== undefined || max !== undefined
  return (product) =>
    (!categories ||
      product.categories.some(
        ([id, slug, parentId, parentSlug]) =>
          categories(id, slug) || categories(parentId, parentSlug),
      )) &&
    (!brands || (product.brand !== null && brands(...product.brand))) &&
    (!byVariant ||
      product.variants.some(
        (v) =>
          (!colours || colours(v.colour, v.colourSlug)) &&
          (min === undefined || v.price >= min) &&
          (max === undefined || v.price <= max),
      ))
}

const SQL_SORTS = ['recommended', 'newest', 'price-asc', 'price-desc', 'title-asc'] as const

function snapshotOf(rows: Row[]): Record<Sort, Product[]> {
  const listed = rows.map((row) => ({
    row,
    product: {
      id: row.id,
      brand: row.brand,
      categories: row.categories,
      variants: row.variants.map(([colour, colourSlug, price]) => ({
        colour,
        colourSlug,
        // the same number as PostgreSQL reads from the two-decimal text (see matcher)
        price: toCents(price) / 100,
      })),
    },
  }))
  const inOrder = (sort: (typeof SQL_SORTS)[number]) =>
    listed.toSorted((a, b) => a.row.places[sort] - b.row.places[sort]).map((p) => p.product)
  const byName = (sort: ChineseTitleSort) =>
    byChineseTitle(
      listed.map((p) => ({ id: p.row.id, title: p.row.title, product: p.product })),
      sort,
    ).map((p) => p.product)
  return {
    ...Object.fromEntries(SQL_SORTS.map((sort) => [sort, inOrder(sort)])),
    ...Object.fromEntries(
      Object.keys(CHINESE_TITLE_SORTS).map((sort) => [sort, byName(sort as ChineseTitleSort)]),
    ),
  } as Record<Sort, Product[]>
}

/**
 * issue 19: the product list without a keyword, answered from what the filters read of a store's
 * active products, kept `ttlMs` like the list cache and cleared with it (ADR 036). Sort orders are
 * PostgreSQL's own (`ORDER`, ending on the id), so a page holds the ids the statement would give;
 * the Chinese name orders are sorted by `title-order.ts` on both paths alike.
 * A store of more than `maxProducts` products, and any keyword, goes to SQL; a store with none
 * is not kept (an unknown store is no reason to evict a known one).
 */
export function filterSnapshot({
  ttlMs,
  maxProducts,
  maxStores,
  load,
}: {
  ttlMs: number
  maxProducts: number
  maxStores: number
  load: (storeId: string, limit: number) => Promise<Row[]>
}) {
  const stores = new Map<string, { snapshot: Promise<Snapshot>; expires: number }>()

  function snapshotFor(storeId: string): Promise<Snapshot> {
    const now = Date.now()
    const kept = stores.get(storeId)
    if (kept && kept.expires > now) return kept.snapshot
    const snapshot = load(storeId, maxProducts + 1).then((rows) => {
      if (!rows.length && stores.get(storeId)?.snapshot === snapshot) stores.delete(storeId)
      return rows.length > maxProducts ? 'too-large' : snapshotOf(rows)
    })
    // concurrent misses share one read; a clear while it runs drops it (the waiting lists still
    // get it, as if their statement had run just before the write)
    stores.delete(storeId)
    stores.set(storeId, { snapshot, expires: now + ttlMs })
    snapshot.catch(() => {
      if (stores.get(storeId)?.snapshot === snapshot) stores.delete(storeId)
    })
    for (const oldest of stores.keys()) {
      if (stores.size <= maxStores) break
      stores.delete(oldest)
    }
    return snapshot
  }

  return {
    /** The ids of one page and the total, or null when SQL must answer. */
    async ids(storeId: string, query: ProductFilterQuery) {
      // search text, synonyms and typos stay in SQL (ADR 021)
      if (query.keyword) return null
      const snapshot = await snapshotFor(storeId)
      if (snapshot === 'too-large') return null
      const matching = snapshot[query.sort].filter(matcher(query))
      const start = (query.page - 1) * query.per_page
      return {
        ids: matching.slice(start, start + query.per_page).map((p) => p.id),
        total: matching.length,
      }
    },
    clear() {
      stores.clear()
    },
  }
}
export type FilterSnapshot = ReturnType<typeof filterSnapshot>
