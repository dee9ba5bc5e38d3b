import {
  isUuid,
  pickText,
  postDetails,
  postLikeResponse,
  postList,
  postReview,
  postReviewBody,
  postReviewList,
} from '@shop/contract'
import { data, redirect } from 'react-router'
import { ArticleJsonLd } from '#web/components/blog/article-json-ld.tsx'
import { Comments } from '#web/components/blog/comments.tsx'
import { LikeButton } from '#web/components/blog/like-button.tsx'
import { LocalizedLink } from '#web/components/localized-link.tsx'
import { PostCard } from '#web/components/post-card.tsx'
import { RichText } from '#web/components/rich-text.tsx'
import { ApiError, apiRequest } from '#web/lib/api.server.ts'
import { requireUser } from '#web/lib/auth.server.ts'
import { publicOrigin } from '#web/lib/env.server.ts'
import { apiFailure, formFailure, readForm } from '#web/lib/form-action.server.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import type { FormResult } from '#web/lib/forms.ts'
import { text } from '#web/lib/forms.ts'
import { useTranslation } from '#web/lib/i18n.tsx'
import { ARTICLE_COVER, coverSrc, coverSrcSet, postPath, postSlug } from '#web/lib/posts.ts'
import { type RootData, siteMeta } from '#web/lib/seo.ts'
import { useLocale, useRootData } from '#web/lib/use-root-data.ts'
import type { Route } from './+types/post'

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined
  if (!loaderData || !root) return siteMeta(root, location.pathname)
  const { post } = loaderData
  const description = pickText(post.summary, root.locale)
  const replaced = new Set(['description', 'og:type', 'og:description', 'og:image'])
  return [
    ...siteMeta(root, location.pathname, pickText(post.title, root.locale)).filter(
      (tag) =>
        !replaced.has(String('name' in tag ? tag.name : 'property' in tag ? tag.property : '')),
    ),
    { name: 'description', content: description },
    { property: 'og:type', content: 'article' },
    { property: 'og:description', content: description },
    {
      property: 'og:image',
      // a post without a cover is shared with the site's picture
      content: new URL(post.cover?.url ?? root.config.site.og_image, root.origin).toString(),
    },
    { property: 'article:published_time', content: post.published_at },
  ]
}

const notFound = () => data(null, { status: 404 })

/** spec §2 blog detail: the post, comments and related posts; a wrong slug goes to the right one. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw notFound()
  const id = params.id
  const [post, reviews, related] = await Promise.all([
    apiRequest(context, `/posts/${id}/details`, postDetails),
    apiRequest(context, `/posts/${id}/reviews?per_page=200`, postReviewList),
    apiRequest(context, `/posts/related-posts-urls?post_id=${id}&items_per_page=12`, postList)
      .then((page) => page.data.slice(0, 3))
      .catch(() => []),
  ]).catch((error) => {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  })
  const url = new URL(request.url)
  const locale = (url.pathname.match(/^\/(zh|cn)\//)?.[1] ?? 'en') as 'en' | 'zh' | 'cn'
  const canonical = postPath(post, locale)
  if (params.slug !== undefined && decodeURIComponent(params.slug) !== postSlug(post, locale)) {
    throw redirect(canonical, 301)
  }
  return {
    post,
    reviews: reviews.data,
    related,
    url: new URL(canonical, publicOrigin(request)).toString(),
  }
}

/** Like (toggle) and comment: members only (spec §6); anyone else is sent to log in. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireUser(request, context)
  if (!isUuid(params.id)) throw notFound()
  const form = await request.clone().formData()
  try {
    if (text(form, 'intent') === 'like') {
      await apiRequest(context, `/posts/${params.id}/like`, postLikeResponse, { method: 'PUT' })
      return { ok: true } satisfies FormResult
    }
    const comment = await readForm(request, postReviewBody, (f) => ({
      _id: params.id,
      comment: text(f, 'comment'),
    }))
    if (!comment.ok) return formFailure(comment.fieldErrors, comment.error)
    await apiRequest(context, '/posts/review', postReview, {
      method: 'POST',
      body: JSON.stringify(comment.body),
    })
    return { ok: true, message: 'blog.commentPosted' } satisfies FormResult
  } catch (error) {
    if (text(form, 'intent') === 'like' && error instanceof ApiError && error.status < 500) {
      return formFailure({}, 'blog.likeFailed', { status: error.status })
    }
    return apiFailure(error)
  }
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const root = useRootData()
  const { post, reviews, related, url } = loaderData
  return (
    <div className="container-shop py-10">
      <ArticleJsonLd post={post} url={url} />
      <LocalizedLink to="/blog" className="text-sm underline">
        {t('blog.back')}
      </LocalizedLink>
      <article className="mt-6" data-testid="post-article">
        <header className="max-w-3xl">
          <p className="text-xs font-medium tracking-wide text-brand-700 uppercase dark:text-brand-100">
            {post.categories.map((c) => pickText(c.title, locale)).join(' · ')}
          </p>
          <h1 className="mt-2 text-3xl font-semibold md:text-4xl">
            {pickText(post.title, locale)}
          </h1>
          <p className="mt-3 text-lg text-stone-600 dark:text-stone-300">
            {pickText(post.summary, locale)}
          </p>
          <p className="mt-3 text-sm text-stone-500 dark:text-stone-400">
            {t('blog.by', { author: post.author })} ·{' '}
            <time dateTime={post.published_at}>
              {formatDateTime(post.published_at).slice(0, 10)}
            </time>{' '}
            · {t('blog.minutes', { count: post.reading_minutes })}
          </p>
        </header>
        {post.cover && (
          <img
            src={coverSrc(post.cover.url, 1200)}
            srcSet={coverSrcSet(post.cover.url, ARTICLE_COVER.widths)}
            sizes={ARTICLE_COVER.sizes}
            alt={pickText(post.cover.alt, locale)}
            width={1200}
            height={675}
            fetchPriority="high"
            className="mt-6 aspect-video w-full max-w-4xl rounded-lg bg-stone-100 object-cover dark:bg-stone-800"
            data-testid="post-cover"
          />
        )}
        <RichText html={pickText(post.body, locale)} className="mt-8" />
        <div className="mt-8">
          {root?.user ? (
            <LikeButton liked={post.is_liked} likes={post.likes} />
          ) : (
            <p className="text-sm text-stone-600 dark:text-stone-300" data-testid="like-count">
              {t('blog.likes', { count: post.likes })}
            </p>
          )}
        </div>
      </article>
      <Comments postId={post._id} reviews={reviews} />
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="text-2xl font-semibold">
            {t('blog.related')}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3" data-testid="related-posts">
            {related.map((item) => (
              <li key={item._id} className="flex">
                <PostCard post={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
