import type { CategoryNode, ProductFilters } from '@shop/contract'
import { type Locale, localizePath, pickText, slugify } from '@shop/contract/client'

/**
 * The product list's state lives in the URL (issue 4): a filtered page can be shared, bookmarked
 * and rendered by the server, and the filter form is a plain GET form that works without script.
 * Lists repeat their parameter (`?category=sofas&category=rugs`), as checkboxes submit them.
 */
export const PER_PAGE_OPTIONS = [12, 24, 48] as const
export const DEFAULT_PER_PAGE = 12
export type ListView = 'grid' | 'list'

export type ListState = {
  categories: string[]
  brands: string[]
  colours: string[]
  priceMin: number | undefined
  priceMax: number | undefined
  keyword: string
  sort: string | undefined
  page: number
  perPage: number
  view: ListView
}

const SLUG = /^[a-z0-9-]{1,64}$/
const slugs = (params: URLSearchParams, name: string) =>
  [
    ...new Set(
      params
        .getAll(name)
        .flatMap((v) => v.split(','))
        .map((v) => v.trim()),
    ),
  ]
    .filter((v) => SLUG.test(v))
    .slice(0, 50)

const amount = (value: string | null) => {
  if (value === null || value.trim() === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 ? Math.min(Math.round(n), 10_000_000) : undefined
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n : fallback
}

/** Reads the list state from a URL, dropping what cannot be valid instead of failing. */
export function readListState(search: URLSearchParams): ListState {
  let priceMin = amount(search.get('price_min'))
  let priceMax = amount(search.get('price_max'))
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    ;[priceMin, priceMax] = [priceMax, priceMin]
  }
  const perPage = positive(search.get('per_page'), DEFAULT_PER_PAGE)
  return {
    categories: slugs(search, 'category'),
    brands: slugs(search, 'brand'),
    colours: slugs(search, 'colour'),
    priceMin,
    priceMax,
    keyword: (search.get('keyword') ?? '').trim().slice(0, 100),
    sort: search.get('sort')?.trim() || undefined,
    page: Math.min(positive(search.get('page'), 1), 10_000),
    perPage: (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    view: search.get('view') === 'list' ? 'list' : 'grid',
  }
}

/** The URL query of a state; defaults are left out so equal states have equal URLs. */
export function listSearch(state: ListState): string {
  const params = new URLSearchParams()
  for (const c of state.categories) params.append('category', c)
  for (const b of state.brands) params.append('brand', b)
  for (const c of state.colours) params.append('colour', c)
  if (state.priceMin !== undefined) params.set('price_min', String(state.priceMin))
  if (state.priceMax !== undefined) params.set('price_max', String(state.priceMax))
  if (state.keyword) params.set('keyword', state.keyword)
  if (state.sort) params.set('sort', state.sort)
  if (state.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(state.perPage))
  if (state.view !== 'grid') params.set('view', state.view)
  if (state.page > 1) params.set('page', String(state.page))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** A state with some fields changed; any change but the page goes back to page 1. */
export function changeState(state: ListState, changes: Partial<ListState>): ListState {
  return { ...state, page: 1, ...changes }
}

/** The catalogue API query of a state (lists comma-separated). */
export function apiQuery(state: ListState, locale: Locale = 'en'): string {
  const params = new URLSearchParams()
  if (state.categories.length) params.set('categories', state.categories.join(','))
  if (state.brands.length) params.set('brands', state.brands.join(','))
  if (state.colours.length) params.set('colours', state.colours.join(','))
  if (state.priceMin !== undefined) params.set('price_min', String(state.priceMin))
  if (state.priceMax !== undefined) params.set('price_max', String(state.priceMax))
  if (state.keyword) params.set('keyword', state.keyword)
  // "Name" sorts by the name the shopper reads: stroke count on /zh, pinyin on /cn
  if (state.sort) {
    params.set(
      'sort',
      state.sort === 'title-asc' && locale !== 'en' ? `title-asc-${locale}` : state.sort,
    )
  }
  params.set('page', String(state.page))
  params.set('per_page', String(state.perPage))
  return params.toString()
}

/** A category as the filter shows it: its slug and title, and its children's, in one language. */
export type FilterCategory = {
  slug: string
  title: string
  children: { slug: string; title: string }[]
}
/** Brands, colours and the price range as the filter shows them, in one language. */
export type FilterChoices = {
  brands: { slug: string; name: string }[]
  colours: { slug: string; name: string; hex: string }[]
  price: ProductFilters['price']
}

/** The category tree cut down to what the filter shows, its names in `locale` (issue 19). */
export function filterTree(tree: CategoryNode[], locale: Locale): FilterCategory[] {
  return tree.map(({ slug, title, children }) => ({
    slug,
    title: pickText(title, locale),
    children: children.map((child) => ({ slug: child.slug, title: pickText(child.title, locale) })),
  }))
}

/** Brands and colours cut down to what the filter shows, their names in `locale`. */
export function filterChoices(filters: ProductFilters, locale: Locale): FilterChoices {
  return {
    brands: filters.brands.map(({ slug, name }) => ({ slug, name: pickText(name, locale) })),
    colours: filters.colours.map(({ slug, name, hex }) => ({
      slug,
      name: pickText(name, locale),
      hex,
    })),
    price: filters.price,
  }
}

export type CheckState = 'checked' | 'mixed' | 'unchecked'

/**
 * spec §3: the client marks categories active or indeterminate. A parent is checked when chosen
 * itself, mixed when only some of its children are chosen.
 */
export function categoryCheckState(node: FilterCategory, chosen: readonly string[]): CheckState {
  if (chosen.includes(node.slug)) return 'checked'
  const picked = node.children.filter((child) => chosen.includes(child.slug)).length
  if (picked === 0) return 'unchecked'
  return picked === node.children.length ? 'checked' : 'mixed'
}

/** Product pages: `shop/main/product/{id}/{slug}`, the slug from the title in the page's language. */
export function productPath(
  product: { _id: string; title: Record<Locale, string> },
  locale: Locale,
): string {
  const slug = slugify(product.title[locale] || product.title.en)
  return `/shop/main/product/${product._id}/${encodeURIComponent(slug)}`
}

export const localizedProductPath = (
  product: { _id: string; title: Record<Locale, string> },
  locale: Locale,
) => localizePath(productPath(product, locale), locale)

/**
 * Makes equal values the same object. The hydration data (turbo-stream) writes an object it has
 * already written as a reference, so brands, colours and ratings that many cards of a page share
 * travel once (issue 19). One per page: keys are the values' JSON.
 */
export function sharedValues() {
  const seen = new Map<string, unknown>()
  return <T extends object>(value: T): T => {
    const key = JSON.stringify(value)
    const known = seen.get(key)
    if (known) return known as T
    seen.set(key, value)
    return value
  }
}
