import {
  imageUrl,
  type PostCategoriesQuery,
  type PostCategory,
  type PostDetails,
  type PostFilterQuery,
  type PostLikeResponse,
  type PostReview,
  type PostReviewBody,
  type PostSummary,
} from '@shop/contract'
import { NotFoundError, ValidationError } from '#api/lib/errors.ts'
import type { Limit, RateLimiter } from '#api/lib/rate-limit.ts'
import type { AuthenticatedCaller } from '../identity/index.ts'
import type { PostRepository } from './post-repository.ts'
import { sanitizeLocalized } from './sanitize.ts'

type Page = { page: number; perPage: number }
export type PageOf<T> = { rows: T[]; total: number } & Page

/** Comments: a few a minute from one member, and a ceiling per address for shared accounts. */
export const COMMENT_LIMITS = {
  account: { name: 'post-review-account', max: 5, windowMs: 10 * 60_000 },
  ip: { name: 'post-review-ip', max: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>

const postNotFound = () => new NotFoundError('Post not found', 'POST_NOT_FOUND')

type SummaryRow = Awaited<ReturnType<PostRepository['filter']>>['rows'][number]

function toSummary(row: SummaryRow): PostSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    cover: row.cover ? { url: imageUrl(row.cover), alt: row.coverAlt } : null,
    categories: row.categories,
    author: row.author,
    reading_minutes: row.readingMinutes,
    published_at: new Date(row.publishedAt).toISOString(),
    likes: Number(row.likes),
    review_count: Number(row.reviewCount),
  }
}

/** Control characters other than line breaks never belong in a comment. */
function cleanComment(comment: string): string {
  return (
    comment
      .replace(/\r\n?/g, '\n')
      // control and format characters (bidi overrides, zero-width spaces); emoji joiners stay
      .replace(/[\p{Cc}\p{Cf}]/gu, (char) => (char === '\n' || char === '\u200d' ? char : ''))
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}

/** Blog: categories, lists, details, likes and comments (spec §3, §4, §7 Posts). */
export function postService(repo: PostRepository, limiter: RateLimiter) {
  const page = <T>(result: { rows: T[]; total: number }, paging: Page): PageOf<T> => ({
    ...result,
    ...paging,
  })

  async function mustExist<T>(id: string, query: Promise<T>): Promise<T> {
    const [found, result] = await Promise.all([repo.exists(id), query])
    if (!found) throw postNotFound()
    return result
  }

  return {
    async categories(query: PostCategoriesQuery): Promise<PageOf<PostCategory>> {
      const { rows, total } = await repo.categories(query)
      return page(
        {
          rows: rows.map((row) => ({
            _id: row.id,
            key: row.key,
            title: row.title,
            sequence: row.sequence,
            status: row.status,
            post_count: Number(row.postCount),
          })),
          total,
        },
        { page: query.page, perPage: query.per_page },
      )
    },

    async filter(query: PostFilterQuery): Promise<PageOf<PostSummary>> {
      const { rows, total } = await repo.filter(query)
      return page(
        { rows: rows.map(toSummary), total },
        { page: query.page, perPage: query.per_page },
      )
    },

    async details(id: string, accountId: string | null): Promise<PostDetails> {
      const row = await repo.details(id, accountId)
      if (!row) throw postNotFound()
      const isLiked = Boolean(row.isLiked)
      return {
        ...toSummary(row),
        body: sanitizeLocalized(row.body),
        is_liked: isLiked,
        // spec §3 names liked_account_ids; only the caller's own id is ever disclosed
        liked_account_ids: isLiked && accountId ? [accountId] : [],
        updated_at: row.updatedAt.toISOString(),
      }
    },

    async reviews(id: string, paging: Page): Promise<PageOf<PostReview>> {
      const { rows, total } = await mustExist(id, repo.reviews(id, paging))
      return page(
        {
          rows: rows.map((row) => ({
            _id: row.id,
            post_id: row.postId,
            user_id: row.accountId,
            user: { avatar: row.avatar, username: row.username },
            comment: row.comment,
            // public lists and a new comment hold ACTIVE rows only (hidden ones are filtered out)
            status: row.status as 'ACTIVE' | 'DRAFT',
            created_at: row.createdAt.toISOString(),
          })),
          total,
        },
        paging,
      )
    },

    async related(id: string, paging: Page): Promise<PageOf<PostSummary>> {
      const { rows, total } = await mustExist(id, repo.related(id, paging))
      return page({ rows: rows.map(toSummary), total }, paging)
    },

    async liked(accountId: string, paging: Page): Promise<PageOf<PostSummary>> {
      const { rows, total } = await repo.liked(accountId, paging)
      return page({ rows: rows.map(toSummary), total }, paging)
    },

    async toggleLike(id: string, caller: AuthenticatedCaller): Promise<PostLikeResponse> {
      const result = await repo.toggleLike(id, caller.account.id)
      if (!result) throw postNotFound()
      return { _id: id, is_liked: result.isLiked, likes: result.likes }
    },

    async addReview(
      body: PostReviewBody,
      caller: AuthenticatedCaller,
      ip: string,
    ): Promise<PostReview> {
      await limiter.check(COMMENT_LIMITS.account, caller.account.id)
      await limiter.check(COMMENT_LIMITS.ip, ip)
      const comment = cleanComment(body.comment)
      if (!comment) {
        throw new ValidationError('Comment is empty', [
          { path: 'body.comment', message: 'errors.required' },
        ])
      }
      if (!(await repo.exists(body._id))) throw postNotFound()
      const row = await repo.insertReview({
        postId: body._id,
        accountId: caller.account.id,
        comment,
      })
      return {
        _id: row.id,
        post_id: row.postId,
        user_id: row.accountId,
        user: { avatar: caller.account.avatar, username: caller.account.username },
        comment: row.comment,
        // public lists and a new comment hold ACTIVE rows only (hidden ones are filtered out)
        status: row.status as 'ACTIVE' | 'DRAFT',
        created_at: row.createdAt.toISOString(),
      }
    },
  }
}
export type PostService = ReturnType<typeof postService>
