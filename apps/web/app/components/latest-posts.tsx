import type { PostSummary } from '@shop/contract/client'
import { useTranslation } from '../lib/i18n.tsx'
import { LocalizedLink } from './localized-link.tsx'
import { PostCard } from './post-card.tsx'

/** The home page's latest-posts slot: nothing at all when the journal could not be read. */
export function LatestPosts({ posts }: { posts: PostSummary[] | null | undefined }) {
  const { t } = useTranslation()
  if (!posts?.length) return null
  return (
    <section className="container-shop py-12" aria-labelledby="latest-posts-heading">
      <div className="mb-6 flex items-baseline justify-between gap-4">
        <h2 id="latest-posts-heading" className="text-2xl font-semibold">
          {t('blog.latest')}
        </h2>
        <LocalizedLink to="/blog" className="text-sm underline">
          {t('blog.viewAll')}
        </LocalizedLink>
      </div>
      <ul className="grid gap-6 md:grid-cols-3" data-testid="latest-posts">
        {posts.map((post) => (
          <li key={post._id} className="flex">
            <PostCard post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  )
}
