import type { LocalizedText, PostCategoriesQuery, PostFilterQuery } from '@shop/contract'
import { isUuid } from '@shop/contract'
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Db } from '#api/db/client.ts'
import {
  accounts,
  postCategories,
  postCategoryLinks,
  postLikes,
  postReviews,
  posts,
} from '#api/db/schema/index.ts'
import { keywordMatch } from '../catalog/index.ts'

type Page = { page: number; perPage: number }
const window = ({ page, perPage }: Page) => ({ limit: perPage, offset: (page - 1) * perPage })

export type PostCategoryJson = { _id: string; key: string; title: LocalizedText }

// correlated subqueries name the outer row explicitly (see catalog/product-fields.ts)
const postId = sql.raw('"posts"."id"')
const categoryId = sql.raw('"post_categories"."id"')

/** A post card: every nested part a correlated subquery, so one statement returns a page. */
const summaryFields = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  summary: posts.summary,
  cover: posts.cover,
  coverAlt: posts.coverAlt,
  author: posts.author,
  readingMinutes: posts.readingMinutes,
  publishedAt: posts.publishedAt,
  categories: sql<PostCategoryJson[]>`coalesce((select json_agg(json_build_object('_id', c.id,
    'key', c.key, 'title', c.title) order by c.sequence) from post_category_links l
    join post_categories c on c.id = l.category_id where l.post_id = ${postId}
    and c.status = 'ACTIVE'), '[]'::json)`,
  likes: sql<number>`(select count(*)::int from post_likes pl where pl.post_id = ${postId})`,
  reviewCount: sql<number>`(select count(*)::int from post_reviews pr
    where pr.post_id = ${postId} and pr.status = 'ACTIVE')`,
}
// a scheduled post shows once its publish time has passed (issue 27): read time decides, no job
const published = and(eq(posts.status, 'ACTIVE'), lte(posts.publishedAt, sql`now()`))

const ORDER: Record<PostFilterQuery['slug'], SQL[]> = {
  recommended: [asc(posts.sequence), desc(posts.publishedAt), asc(posts.id)],
  newest: [desc(posts.publishedAt), asc(posts.id)],
  oldest: [asc(posts.publishedAt), asc(posts.id)],
}

/** A category given by id or by key. */
function categoryMatches(value: string): SQL {
  return isUuid(value) ? eq(postCategories.id, value) : eq(postCategories.key, value)
}

export function postRepository(db: Db) {
  /** Posts filed under the categories: any of them (OR) or every one of them (AND). */
  function inCategories(values: string[], gate: 'OR' | 'AND'): SQL | undefined {
    const linked = (match: SQL | undefined) =>
      exists(
        db
          .select({ one: sql`1` })
          .from(postCategoryLinks)
          .innerJoin(postCategories, eq(postCategories.id, postCategoryLinks.categoryId))
          .where(and(eq(postCategoryLinks.postId, posts.id), match)),
      )
    if (gate === 'OR') return linked(or(...values.map(categoryMatches)))
    return and(...values.map((value) => linked(categoryMatches(value))))
  }

  async function pageOf(where: SQL | undefined, order: SQL[], paging: Page) {
    const { limit, offset } = window(paging)
    const [rows, [total]] = await Promise.all([
      db
        .select(summaryFields)
        .from(posts)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(posts).where(where),
    ])
    return { rows, total: total?.n ?? 0 }
  }

  return {
    async categories(query: PostCategoriesQuery) {
      const where = and(
        inArray(postCategories.status, query.statuses),
        query.keys?.length ? or(...query.keys.map(categoryMatches)) : undefined,
        query.exclude_ids?.length ? notInArray(postCategories.id, query.exclude_ids) : undefined,
      )
      const column = {
        'title.en': sql`${postCategories.title}->>'en'`,
        sequence: postCategories.sequence,
        created_at: postCategories.createdAt,
      }[query.sort_by]
      const direction = query.sort_order === 'asc' ? asc : desc
      const { limit, offset } = window({ page: query.page, perPage: query.per_page })
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: postCategories.id,
            key: postCategories.key,
            title: postCategories.title,
            sequence: postCategories.sequence,
            status: postCategories.status,
            postCount: sql<number>`(select count(*)::int from post_category_links l
              join posts p on p.id = l.post_id
              where l.category_id = ${categoryId} and p.status = 'ACTIVE'
              and p.published_at <= now())`,
          })
          .from(postCategories)
          .where(where)
          .orderBy(direction(column), asc(postCategories.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(postCategories).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    filter(query: PostFilterQuery) {
      const where = and(
        published,
        keywordMatch(posts, query.keyword),
        query.category_ids?.length ? inCategories(query.category_ids, query.logic_gate) : undefined,
      )
      return pageOf(where, ORDER[query.slug], { page: query.page, perPage: query.per_page })
    },

    /** A published post with its body; `isLiked` for the given account (false without one). */
    async details(id: string, accountId: string | null) {
      const [row] = await db
        .select({
          ...summaryFields,
          body: posts.body,
          updatedAt: posts.updatedAt,
          isLiked: accountId
            ? sql<boolean>`exists (select 1 from post_likes pl where pl.post_id = ${postId}
                and pl.account_id = ${accountId})`
            : sql<boolean>`false`,
        })
        .from(posts)
        .where(and(eq(posts.id, id), published))
      return row ?? null
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.id, id), published))
      return Boolean(row)
    },

    async reviews(id: string, paging: Page) {
      const where = and(eq(postReviews.postId, id), eq(postReviews.status, 'ACTIVE'))
      const { limit, offset } = window(paging)
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: postReviews.id,
            postId: postReviews.postId,
            accountId: postReviews.accountId,
            comment: postReviews.comment,
            status: postReviews.status,
            createdAt: postReviews.createdAt,
            username: accounts.username,
            avatar: accounts.avatar,
          })
          .from(postReviews)
          .innerJoin(accounts, eq(accounts.id, postReviews.accountId))
          .where(where)
          // a conversation reads oldest first
          .orderBy(asc(postReviews.createdAt), asc(postReviews.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(postReviews).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** Posts sharing the most categories with the given one, newest first among equals. */
    related(id: string, paging: Page) {
      const mine = db
        .select({ id: postCategoryLinks.categoryId })
        .from(postCategoryLinks)
        .where(eq(postCategoryLinks.postId, id))
      const shared = sql`(select count(*) from post_category_links l
        where l.post_id = ${postId} and l.category_id in (${mine}))`
      const where = and(published, ne(posts.id, id), sql`${shared} > 0`)
      return pageOf(where, [desc(shared), desc(posts.publishedAt), asc(posts.id)], paging)
    },

    /** The posts an account likes, most recently liked first. */
    async liked(accountId: string, paging: Page) {
      const where = and(published, eq(postLikes.accountId, accountId))
      const { limit, offset } = window(paging)
      const [rows, [total]] = await Promise.all([
        db
          .select(summaryFields)
          .from(posts)
          .innerJoin(postLikes, eq(postLikes.postId, posts.id))
          .where(where)
          .orderBy(desc(postLikes.createdAt), asc(posts.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(posts)
          .innerJoin(postLikes, eq(postLikes.postId, posts.id))
          .where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** Likes or unlikes in one transaction; false when the post is not published. */
    async toggleLike(id: string, accountId: string) {
      return db.transaction(async (tx) => {
        const [post] = await tx
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.id, id), published))
        if (!post) return null
        const removed = await tx
          .delete(postLikes)
          .where(and(eq(postLikes.postId, id), eq(postLikes.accountId, accountId)))
          .returning({ postId: postLikes.postId })
        if (!removed.length) {
          await tx.insert(postLikes).values({ postId: id, accountId }).onConflictDoNothing()
        }
        const [likes] = await tx
          .select({ n: count() })
          .from(postLikes)
          .where(eq(postLikes.postId, id))
        return { isLiked: removed.length === 0, likes: likes?.n ?? 0 }
      })
    },

    async insertReview(values: { postId: string; accountId: string; comment: string }) {
      const [row] = await db
        .insert(postReviews)
        .values({ ...values, status: 'ACTIVE' })
        .returning()
      if (!row) throw new Error('review not stored')
      return row
    },

    /** Ids and slugs of every published post, for the sitemap (one indexed statement). */
    sitemap() {
      return db
        .select({ id: posts.id, slug: posts.slug, title: posts.title, updatedAt: posts.updatedAt })
        .from(posts)
        .where(published)
        .orderBy(desc(posts.publishedAt))
    },
  }
}
export type PostRepository = ReturnType<typeof postRepository>
