import { z } from 'zod'
import { PAGE_SIZE } from './constants.ts'
import { MAX_PAGE, pagedList, pagingQuery } from './http.ts'
import { localizedText } from './text.ts'
import { areaCode, optionalEmail, optionalPhone, tooLong } from './validators.ts'

/** Blog, content pages and enquiries (spec §3 Post / Post review, §7 Posts, Static content, Enquiries). */

/** spec §9: the 'post' sorting list: recommended (sequence), newest, oldest (published_at). */
export const POST_SORT_KEYS = ['recommended', 'newest', 'oldest'] as const
export type PostSortKey = (typeof POST_SORT_KEYS)[number]

/** Content pages the owner edits (versioned): the terms pages, about-us and the FAQ. */
export const CONTENT_SLUGS = [
  'about-us',
  'disclaimer',
  'payment-terms-and-special-fees',
  'privacy-policy',
  'refund-policy',
  'terms-and-conditions',
  'faq',
] as const
export type ContentSlug = (typeof CONTENT_SLUGS)[number]

/** spec §3: post review comments are plain text. */
export const MAX_COMMENT_LENGTH = 1000

const keyOrId = z.string().regex(/^[a-z0-9-]{1,64}$/i, 'Expected an id or a key')

/** `a,b,c` → ['a','b','c']; repeated parameters are accepted too (`?keys=a&keys=b`). */
const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string().max(2000), z.array(z.string().max(200)).max(50)])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(50))
    .optional()

export const postParams = z.object({ id: z.uuid() })

export const postCategoriesQuery = pagingQuery(PAGE_SIZE.categories, 100).extend({
  exclude_ids: list(z.uuid()),
  keys: list(keyOrId),
  sort_by: z.enum(['title.en', 'sequence', 'created_at']).default('title.en'),
  sort_order: z.enum(['asc', 'desc']).default('asc'),
  statuses: list(z.enum(['ACTIVE', 'INACTIVE'])).transform((v): ('ACTIVE' | 'INACTIVE')[] =>
    v?.length ? v : ['ACTIVE'],
  ),
})
export type PostCategoriesQuery = z.infer<typeof postCategoriesQuery>

export const postFilterQuery = pagingQuery(PAGE_SIZE.postsFilter, 100).extend({
  category_ids: list(keyOrId),
  logic_gate: z.enum(['OR', 'AND']).default('OR'),
  slug: z.enum(POST_SORT_KEYS).default('recommended'),
  keyword: z.string().trim().max(100).optional(),
})
export type PostFilterQuery = z.infer<typeof postFilterQuery>

export const likedPostsQuery = pagingQuery(PAGE_SIZE.postsFilter, 100)
export const postReviewsQuery = pagingQuery(50, 200)
export const relatedPostsQuery = z.object({
  post_id: z.uuid(),
  items_per_page: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.related),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
})

export const postCategory = z
  .object({
    _id: z.string(),
    key: z.string(),
    title: localizedText,
    sequence: z.number().int(),
    status: z.enum(['ACTIVE', 'INACTIVE']),
    post_count: z.number().int().min(0).describe('Published posts in the category'),
  })
  .meta({ id: 'PostCategory' })
export type PostCategory = z.infer<typeof postCategory>

export const postSummary = z
  .object({
    _id: z.string(),
    slug: z.string().describe('English slug; pages build a localized one from the title'),
    title: localizedText,
    summary: localizedText,
    /** Null once staff removed the cover: lists and the article show none. */
    cover: z.object({ url: z.string(), alt: localizedText }).nullable(),
    categories: z.array(z.object({ _id: z.string(), key: z.string(), title: localizedText })),
    author: z.string(),
    reading_minutes: z.number().int().min(1),
    published_at: z.string(),
    likes: z.number().int().min(0),
    review_count: z.number().int().min(0),
  })
  .meta({ id: 'PostSummary' })
export type PostSummary = z.infer<typeof postSummary>

export const postDetails = postSummary
  .extend({
    body: localizedText.describe('Sanitised HTML (allow-listed tags only)'),
    is_liked: z.boolean().describe('Whether the caller likes the post (false when signed out)'),
    liked_account_ids: z
      .array(z.string())
      .describe("The caller's own id when they like the post; other accounts are never listed"),
    updated_at: z.string(),
  })
  .meta({ id: 'PostDetails' })
export type PostDetails = z.infer<typeof postDetails>

export const postReview = z
  .object({
    _id: z.string(),
    post_id: z.string(),
    user_id: z.string(),
    user: z.object({ avatar: z.string(), username: z.string() }),
    comment: z.string().describe('Plain text; clients render it as text, never as markup'),
    status: z.enum(['DRAFT', 'ACTIVE']),
    created_at: z.string(),
  })
  .meta({ id: 'PostReview' })
export type PostReview = z.infer<typeof postReview>

/** `POST /posts/review`: a comment is plain text, 1 to 1000 characters after trimming. */
export const postReviewBody = z.strictObject({
  _id: z.uuid(),
  comment: z
    .string()
    .trim()
    .min(1, { message: 'errors.required' })
    .max(MAX_COMMENT_LENGTH, { message: 'errors.commentTooLong' }),
})
export type PostReviewBody = z.infer<typeof postReviewBody>

export const postLikeResponse = z
  .object({ _id: z.string(), is_liked: z.boolean(), likes: z.number().int().min(0) })
  .meta({ id: 'PostLike' })
export type PostLikeResponse = z.infer<typeof postLikeResponse>

export const postCategoryList = pagedList(postCategory)
export const postList = pagedList(postSummary)
export const postReviewList = pagedList(postReview)

/** A versioned content page. `body` and item bodies are sanitised HTML. */
const contentItem = z.object({
  title: localizedText,
  subtitle: localizedText.nullable(),
  body: localizedText,
  image: z.string().nullable(),
})
export type ContentItem = z.infer<typeof contentItem>

export const contentPage = z
  .object({
    _id: z.string(),
    slug: z.string(),
    version: z.number().int().min(1),
    title: localizedText,
    body: localizedText.describe('Sanitised HTML (allow-listed tags only)'),
    sections: z
      .array(z.object({ key: z.string(), title: localizedText, items: z.array(contentItem) }))
      .describe('Testimonials and team (about-us), questions and answers (faq)'),
    updated_at: z.string(),
  })
  .meta({ id: 'ContentPage' })
export type ContentPage = z.infer<typeof contentPage>
export const contentParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,64}$/) })

/**
 * `POST /enquiries` (spec §7). spec §5: e-mail format and digits-only phone, each may be empty,
 * but one of them is needed to answer. `website` is a honeypot people never see or fill.
 */
export const enquiryBody = z
  .strictObject({
    name: z.string().trim().min(1, { message: 'errors.required' }).max(100, tooLong(100)),
    email: optionalEmail.default(''),
    area_code: areaCode.default(''),
    phone: optionalPhone.default(''),
    subject: z.string().trim().min(1, { message: 'errors.required' }).max(150, tooLong(150)),
    description: z
      .string()
      .trim()
      .min(1, { message: 'errors.required' })
      .max(5000, { message: 'errors.messageTooLong' }),
    website: z.string().max(500).optional().describe('Honeypot: leave empty'),
  })
  .superRefine((body, ctx) => {
    if (!body.email && !body.phone) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'errors.contactRequired' })
    }
  })
export type EnquiryBody = z.input<typeof enquiryBody>

export const enquiryResponse = z
  .object({ _id: z.string(), message: z.string() })
  .meta({ id: 'EnquiryReceipt' })
