import { PAGE_SIZE } from '@shop/contract'
import { Link } from 'react-router'
import { AccountSideMenu } from '#web/components/account/side-menu.tsx'
import { ProductCard } from '#web/components/catalog/product-card.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { requireUser } from '#web/lib/auth.server.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { pageMeta } from '#web/lib/seo.ts'
import { loadWishlistPage } from '#web/lib/wishlist.server.ts'
import type { Route } from './+types/wishlist'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'pages.wishlist'),
  { name: 'robots', content: 'noindex' },
]

/** spec §9: the wishlist pages three at a time. */
const PER_PAGE = PAGE_SIZE.wishlist

/**
 * The member's wishlist (account menu "Wishlist"); registered-only (spec §6). spec §8: a failed
 * load shows an empty wishlist. A heart toggled off here leaves the list once the post succeeds.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context)
  const page = Math.max(
    1,
    Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1,
  )
  return loadWishlistPage(context, page, PER_PAGE)
}

export default function Wishlist({ loaderData: list }: Route.ComponentProps) {
  const { t } = useTranslation()
  const pages = Math.ceil(list.total / PER_PAGE)
  return (
    <div className="container-shop py-10">
      <h1 className="mb-6 text-3xl font-semibold">{t('pages.account')}</h1>
      <div className="flex flex-col gap-8 md:flex-row">
        <AccountSideMenu />
        <section className="min-w-0 flex-1" aria-labelledby="wishlist-heading">
          <h2 id="wishlist-heading" className="mb-4 text-xl font-semibold">
            {t('wishlist.title')}
          </h2>
          {list.data.length === 0 ? (
            <p
              className="rounded-lg bg-brand-50 p-6 dark:bg-stone-800"
              data-testid="wishlist-empty"
            >
              {t('wishlist.empty')}{' '}
              <LocalizedLink to="/shop/main/product" className="underline">
                {t('wishlist.browse')}
              </LocalizedLink>
            </p>
          ) : (
            <ul
              className="grid grid-cols-2 gap-x-4 gap-y-8 xl:grid-cols-3"
              data-testid="wishlist-items"
            >
              {list.data.map((product) => (
                <li key={product._id}>
                  <ProductCard product={product} liked />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav aria-label={t('wishlist.pagination')} className="mt-8 flex gap-4">
              {list.current_page > 1 && (
                <Link to={`?page=${list.current_page - 1}`}>{t('wishlist.previous')}</Link>
              )}
              <span>{t('wishlist.pageOf', { page: list.current_page, pages })}</span>
              {list.next_page_url && (
                <Link to={`?page=${list.current_page + 1}`}>{t('wishlist.next')}</Link>
              )}
            </nav>
          )}
        </section>
      </div>
    </div>
  )
}
