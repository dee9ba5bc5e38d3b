import {
  PAGE_SIZE,
  POST_SORT_KEYS,
  type PostSortKey,
  pickText,
  postCategoryList,
  postList,
} from '@shop/contract'
import { Form, Link, useSearchParams } from 'react-router'
import { PostCard } from '#web/components/post-card.tsx'
import { SkipLink } from '#web/components/skip-link.tsx'
import { apiRequest } from '#web/lib/api.server.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { pageMeta } from '#web/lib/seo.ts'
import { useLocale } from '#web/lib/use-root-data.ts'
import type { Route } from './+types/list'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'blog.title')

const SORT_LABELS = {
  recommended: 'blog.sortRecommended',
  newest: 'blog.sortNewest',
  oldest: 'blog.sortOldest',
} as const

/** The list's state lives in the URL (works without JavaScript, shareable, crawlable). */
function readFilters(url: URL) {
  const params = url.searchParams
  const sort = params.get('sort') as PostSortKey | null
  return {
    keyword: (params.get('q') ?? '').trim().slice(0, 100),
    categories: params.getAll('category').filter((key) => /^[a-z0-9-]{1,64}$/.test(key)),
    matchAll: params.get('match') === 'all',
    sort: sort && POST_SORT_KEYS.includes(sort) ? sort : 'recommended',
    page: Math.max(1, Math.min(1000, Number.parseInt(params.get('page') ?? '1', 10) || 1)),
  }
}

/** spec §2 blog list: categories, keyword search and paging (spec §9: 10 a page, OR, recommended). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = readFilters(new URL(request.url))
  const query = new URLSearchParams({
    per_page: String(PAGE_SIZE.postsFilter),
    page: String(filters.page),
    slug: filters.sort,
    logic_gate: filters.matchAll ? 'AND' : 'OR',
  })
  if (filters.keyword) query.set('keyword', filters.keyword)
  if (filters.categories.length) query.set('category_ids', filters.categories.join(','))
  const [categories, posts] = await Promise.all([
    apiRequest(context, '/posts/category/all?per_page=100&sort_by=sequence', postCategoryList),
    apiRequest(context, `/posts/filter?${query}`, postList),
  ])
  return { filters, categories: categories.data, posts }
}

function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  if (pages <= 1) return null
  const href = (target: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(target))
    return `?${next}`
  }
  const linkClass =
    'rounded border border-stone-300 px-3 py-1 hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800'
  return (
    <nav aria-label={t('blog.pagination')} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={linkClass}>
          {t('blog.previous')}
        </Link>
      )}
      <p aria-current="page">{t('blog.pageOf', { page, pages })}</p>
      {page < pages && (
        <Link to={href(page + 1)} rel="next" className={linkClass} data-testid="next-page">
          {t('blog.next')}
        </Link>
      )}
    </nav>
  )
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { filters, categories, posts } = loaderData
  const pages = Math.ceil(posts.total / PAGE_SIZE.postsFilter)
  return (
    <div className="container-shop py-12">
      <h1 className="text-3xl font-semibold">{t('blog.title')}</h1>
      <p className="mt-2 max-w-2xl text-stone-600 dark:text-stone-300">{t('blog.intro')}</p>
      <SkipLink target="results">{t('common.skipToResults')}</SkipLink>
      <div className="mt-8 grid gap-10 lg:grid-cols-[18rem_1fr]">
        <Form
          method="get"
          role="search"
          aria-label={t('blog.filters')}
          className="space-y-5"
          data-testid="blog-filters"
        >
          <div className="space-y-1">
            <label htmlFor="blog-keyword" className="block text-sm font-medium">
              {t('blog.keyword')}
            </label>
            <input
              id="blog-keyword"
              name="q"
              type="search"
              defaultValue={filters.keyword}
              maxLength={100}
              className="w-full rounded border border-stone-300 bg-white px-3 py-2 dark:border-stone-600 dark:bg-stone-900"
            />
          </div>
          <fieldset>
            <legend className="text-sm font-medium">{t('blog.categories')}</legend>
            <ul className="mt-2 space-y-1">
              {categories.map((category) => (
                <li key={category._id}>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="category"
                      value={category.key}
                      defaultChecked={filters.categories.includes(category.key)}
                    />
                    {pickText(category.title, locale)}
                    <span className="text-stone-500 dark:text-stone-400">
                      ({category.post_count})
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <label className="mt-3 flex items-center gap-2 text-sm">
              <input type="checkbox" name="match" value="all" defaultChecked={filters.matchAll} />
              {t('blog.matchAll')}
            </label>
          </fieldset>
          <div className="space-y-1">
            <label htmlFor="blog-sort" className="block text-sm font-medium">
              {t('blog.sort')}
            </label>
            <select
              id="blog-sort"
              name="sort"
              defaultValue={filters.sort}
              className="w-full rounded border border-stone-300 bg-white px-3 py-2 dark:border-stone-600 dark:bg-stone-900"
            >
              {POST_SORT_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(SORT_LABELS[key])}
                </option>
              ))}
            </select>
          </div>
          <div className="flex gap-3">
            <button
              type="submit"
              className="rounded bg-brand-700 px-4 py-2 text-white hover:bg-brand-900"
            >
              {t('blog.apply')}
            </button>
            <Link to="." className="px-2 py-2 text-sm underline">
              {t('blog.clear')}
            </Link>
          </div>
        </Form>
        <section id="results" tabIndex={-1} aria-labelledby="blog-results">
          <h2
            id="blog-results"
            className="mb-4 text-sm text-stone-600 dark:text-stone-300"
            aria-live="polite"
          >
            {t('blog.results', { count: posts.total })}
          </h2>
          {posts.data.length === 0 ? (
            <p className="rounded-lg bg-brand-50 p-6 dark:bg-stone-900" data-testid="blog-empty">
              {t('blog.empty')}
            </p>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="post-list">
              {posts.data.map((post) => (
                <li key={post._id} className="flex">
                  <PostCard post={post} headingLevel={3} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={posts.current_page} pages={pages} />
        </section>
      </div>
    </div>
  )
}
