import {
  categoryHierarchy,
  MAIN_STORE_ID,
  PRODUCT_SORT_KEYS,
  productFilters,
  productSearchList,
  sortingList,
} from '@shop/contract'
import { keepLocale, localizePath, splitLocalePath } from '@shop/contract/client'
import { data, Link, redirect, useLocation } from 'react-router'
import { FilterPanel, SortAndPerPage } from '#web/components/catalog/filter-panel.tsx'
import { Pagination } from '#web/components/catalog/pagination.tsx'
import { cardData, ProductCard } from '#web/components/catalog/product-card.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { SkipLink } from '#web/components/skip-link.tsx'
import { WishlistForm } from '#web/components/wishlist/heart-button.tsx'
import { ApiError, apiRequest, publicGet } from '#web/lib/api.server.ts'
import { metaText, type TFunction, useTranslation } from '#web/lib/i18n.tsx'
import { pageUrl } from '#web/lib/page-url.ts'
import type { SharedPageHandle } from '#web/lib/personal.tsx'
import {
  apiQuery,
  changeState,
  filterChoices,
  filterTree,
  type ListState,
  listSearch,
  PER_PAGE_OPTIONS,
  readListState,
  sharedValues,
} from '#web/lib/product-list.ts'
import { type RootData, siteMeta } from '#web/lib/seo.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import { likedIds } from '#web/lib/wishlist.server.ts'
import type { Route } from './+types/product-list'

const catalogue = `/stores/${MAIN_STORE_ID}/product-management`
const HEARTS_FORM = 'hearts'

// the same page for every visitor without an account: the server may keep it (ADR 035)
export const handle = {
  anonymousPage: true as const,
  // ADR 057: the hearts a shopper's own request fills in on the shared page
  productIds: (data: { list: { data: { _id: string }[] } }) => data.list.data.map((p) => p._id),
} satisfies SharedPageHandle

/**
 * Product list (`shop/main/product`): every filter, the sort, page size, page and view are in the
 * URL; the server renders the page, so it can be shared and works without script. An untidy URL
 * (empty fields from a plain form post, defaults, unknown values) redirects to its clean form.
 */
const STOREFRONT_SORT_KEYS = PRODUCT_SORT_KEYS.filter((key) => !key.startsWith('title-asc-'))

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request)
  const state = readListState(url.searchParams)
  // the sorting list's keys; the Chinese name orders are asked for by the page's language
  if (state.sort && !(STOREFRONT_SORT_KEYS as readonly string[]).includes(state.sort)) {
    state.sort = undefined
  }
  const clean = listSearch(state)
  if (url.search !== clean) throw redirect(`${url.pathname}${clean}`)

  const { locale } = splitLocalePath(url.pathname)
  const [list, tree, filters, sorting] = await Promise.all([
    apiRequest(
      context,
      `${catalogue}/products/filter?${apiQuery(state, locale)}`,
      productSearchList,
    ).catch((error) => {
      // a filter the API refuses (a keyword with a NUL byte) is a bad address, not our fault
      if (error instanceof ApiError && error.status === 400) throw data(null, { status: 400 })
      throw error
    }),
    publicGet(context, `${catalogue}/categories/all/hierachy`, categoryHierarchy),
    publicGet(context, `${catalogue}/products/filters`, productFilters),
    publicGet(context, '/configuration/slug/product/sorting-list', sortingList).catch(() => null),
  ])
  const liked = await likedIds(
    context,
    list.data.map((product) => product._id),
  )
  // the page's language only, and of each product only what its card shows (issue 19): tags
  // only in the list view, no next-page address (the page links are built from the total)
  const share = sharedValues()
  const card = (product: (typeof list.data)[number]) => {
    const data = cardData(product, locale)
    return {
      ...data,
      tags: share(state.view === 'list' ? data.tags : []),
      brand: data.brand && share(data.brand),
      colours: data.colours.map(share),
      reviews: share(data.reviews),
    }
  }
  return {
    state,
    list: { total: list.total, did_you_mean: list.did_you_mean, data: list.data.map(card) },
    tree: filterTree(tree, locale),
    filters: filterChoices(filters, locale),
    sorting: keepLocale(sorting, locale),
    liked,
  }
}

type ListData = Awaited<ReturnType<typeof loader>>

/** The one chosen category's name, if exactly one is chosen. */
function categoryOf(data: ListData) {
  const [only] = data.state.categories
  if (data.state.categories.length !== 1 || !only) return null
  for (const node of data.tree) {
    if (node.slug === only) return node.title
    const child = node.children.find((c) => c.slug === only)
    if (child) return child.title
  }
  return null
}

/**
 * The heading says what is shown (issue 14): "Results for “sofa”" during a search, else the one
 * chosen category's name, else "All products".
 */
function headingOf(data: ListData, t: TFunction): string | null {
  if (data.state.keyword) return t('search.resultsFor', { keyword: data.state.keyword })
  const category = categoryOf(data)
  return category
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined
  const t: TFunction = (key, values) => metaText(root, key, values)
  const heading = loaderData ? headingOf(loaderData, t) : null
  const title = heading ?? metaText(root, 'pages.products')
  return siteMeta(root, location.pathname, title)
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const { state, list, tree, filters, sorting, liked } = loaderData
  const { t } = useTranslation()
  const locale = useLocale()
  const { pathname, search } = useLocation()
  const href = (next: ListState) => `${pathname}${listSearch(next)}`
  const heading = headingOf(loaderData, t)
  const lastPage = Math.max(1, Math.ceil(list.total / state.perPage))
  const from = list.total === 0 ? 0 : (state.page - 1) * state.perPage + 1
  const to = Math.min(list.total, state.page * state.perPage)
  const toggle = 'rounded border px-3 py-1.5 text-sm'
  return (
    <div className="container-shop py-8">
      <nav aria-label={t('catalog.breadcrumb')} className="mb-4 text-sm">
        <ol className="flex flex-wrap gap-2 text-stone-600 dark:text-stone-300">
          <li>
            <LocalizedLink to="/" className="hover:text-brand-700">
              {t('common.home')}
            </LocalizedLink>
            <span aria-hidden className="ms-2">
              /
            </span>
          </li>
          <li aria-current="page">{t('pages.products')}</li>
        </ol>
      </nav>
      <h1 className="mb-6 text-3xl font-semibold">{heading ?? t('catalog.allProducts')}</h1>
      <SkipLink target="results">{t('common.skipToResults')}</SkipLink>
      <div className="grid gap-8 lg:grid-cols-[260px_minmax(0,1fr)]">
        <aside>
          <FilterPanel
            version={search}
            action={localizePath('/shop/main/product', locale)}
            state={state}
            tree={tree}
            filters={filters}
          />
        </aside>
        <section id="results" tabIndex={-1} aria-labelledby="results-heading">
          <h2 id="results-heading" className="sr-only">
            {t('pages.products')}
          </h2>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm text-stone-600 dark:text-stone-300">
              {t('catalog.resultsRange', { from, to, total: list.total })}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <SortAndPerPage
                key={search}
                state={state}
                sorting={sorting}
                perPageOptions={PER_PAGE_OPTIONS}
                locale={locale}
              />
              <ul className="flex gap-1" aria-label={t('catalog.view')}>
                {(['grid', 'list'] as const).map((view) => (
                  <li key={view}>
                    <Link
                      to={href({ ...state, view })}
                      aria-current={state.view === view ? 'true' : undefined}
                      className={`${toggle} ${state.view === view ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 dark:border-stone-600'}`}
                    >
                      {t(`catalog.${view}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          {list.data.length === 0 ? (
            <div className="rounded-md bg-brand-50 p-8 text-center dark:bg-stone-800">
              <p>{t('catalog.noResults')}</p>
              {list.did_you_mean && (
                <p className="mt-3" data-testid="did-you-mean">
                  {t('search.didYouMean')}{' '}
                  <Link
                    to={href(changeState(state, { keyword: list.did_you_mean }))}
                    className="font-semibold underline hover:text-brand-700"
                  >
                    {list.did_you_mean}
                  </Link>
                </p>
              )}
            </div>
          ) : (
            <ul
              data-testid="product-results"
              data-view={state.view}
              className={
                state.view === 'list'
                  ? 'flex flex-col gap-6'
                  : 'grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 xl:grid-cols-4'
              }
            >
              {list.data.map((product, index) => (
                <li key={product._id}>
                  <ProductCard
                    product={product}
                    view={state.view}
                    priority={index < 2}
                    liked={liked.includes(product._id)}
                    heartsForm={HEARTS_FORM}
                    discover={index === 0}
                  />
                </li>
              ))}
            </ul>
          )}
          <WishlistForm id={HEARTS_FORM} />
          <Pagination
            page={state.page}
            lastPage={lastPage}
            hrefOf={(page) => href(changeState(state, { page }))}
          />
        </section>
      </div>
    </div>
  )
}
