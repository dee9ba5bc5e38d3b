import { type PostSummary, pickText } from '@shop/contract/client'
import { Link } from 'react-router'
import { useTranslation } from '../lib/i18n.tsx'
import { CARD_COVER, coverSrc, coverSrcSet, postPath } from '../lib/posts.ts'
import { useLocale } from '../lib/use-root-data.ts'

/** A post in a list: cover, categories, title, summary; the whole title is the link. */
export function PostCard({ post, headingLevel = 2 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-stone-200 dark:border-stone-800">
      {post.cover ? (
        <img
          src={coverSrc(post.cover.url, 640)}
          srcSet={coverSrcSet(post.cover.url, CARD_COVER.widths)}
          sizes={CARD_COVER.sizes}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-stone-100 object-cover dark:bg-stone-800"
        />
      ) : (
        // a post without a cover keeps the cards of a row level, with no picture to break
        <div aria-hidden className="aspect-video w-full bg-brand-50 dark:bg-stone-800" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase dark:text-brand-100">
          {post.categories.map((c) => pickText(c.title, locale)).join(' · ')}
        </p>
        <Heading className="text-lg font-semibold leading-snug">
          <Link to={postPath(post, locale)} className="hover:underline" data-testid="post-link">
            {pickText(post.title, locale)}
          </Link>
        </Heading>
        <p className="text-sm text-stone-600 dark:text-stone-300">
          {pickText(post.summary, locale)}
        </p>
        <p className="mt-auto pt-2 text-xs text-stone-500 dark:text-stone-400">
          {t('blog.minutes', { count: post.reading_minutes })} ·{' '}
          {t('blog.likes', { count: post.likes })}
        </p>
      </div>
    </article>
  )
}
