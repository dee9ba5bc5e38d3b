import { postList } from '@shop/contract'
import { Link } from 'react-router'
import { AccountSideMenu } from '#web/components/account/side-menu.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { PostCard } from '#web/components/post-card.tsx'
import { apiRequest } from '#web/lib/api.server.ts'
import { requireUser } from '#web/lib/auth.server.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { pageMeta } from '#web/lib/seo.ts'
import type { Route } from './+types/liked-posts'

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'blog.likedTitle'),
  { name: 'robots', content: 'noindex' },
]

const PER_PAGE = 12

/** The member's liked posts (account menu "Liked posts"); registered-only (spec §6). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context)
  const page = Math.max(
    1,
    Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1,
  )
  return apiRequest(context, `/posts/liked/all?per_page=${PER_PAGE}&page=${page}`, postList)
}

export default function LikedPosts({ loaderData: posts }: Route.ComponentProps) {
  const { t } = useTranslation()
  const pages = Math.ceil(posts.total / PER_PAGE)
  return (
    <div className="container-shop py-10">
      <h1 className="mb-6 text-3xl font-semibold">{t('pages.account')}</h1>
      <div className="flex flex-col gap-8 md:flex-row">
        <AccountSideMenu />
        <section className="min-w-0 flex-1" aria-labelledby="liked-heading">
          <h2 id="liked-heading" className="mb-4 text-xl font-semibold">
            {t('blog.likedTitle')}
          </h2>
          {posts.data.length === 0 ? (
            <p className="rounded-lg bg-brand-50 p-6 dark:bg-stone-800" data-testid="liked-empty">
              {t('blog.likedEmpty')}{' '}
              <LocalizedLink to="/blog" className="underline">
                {t('blog.browse')}
              </LocalizedLink>
            </p>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="liked-posts">
              {posts.data.map((post) => (
                <li key={post._id} className="flex">
                  <PostCard post={post} headingLevel={3} />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav aria-label={t('blog.pagination')} className="mt-8 flex gap-4">
              {posts.current_page > 1 && (
                <Link to={`?page=${posts.current_page - 1}`}>{t('blog.previous')}</Link>
              )}
              <span>{t('blog.pageOf', { page: posts.current_page, pages })}</span>
              {posts.next_page_url && (
                <Link to={`?page=${posts.current_page + 1}`}>{t('blog.next')}</Link>
              )}
            </nav>
          )}
        </section>
      </div>
    </div>
  )
}
