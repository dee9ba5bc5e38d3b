import { z } from 'zod'
import { CONTENT_SLUGS } from './content.ts'
import { pagedList, pagingQuery } from './http.ts'
import { localizedText } from './text.ts'

/**
 * Content pages and journal posts in the back office (issue 27, ADR 049). Every save is a kept
 * version; the storefront shows what is published and whose publish time has passed. Messages are
 * catalogue keys.
 */

/** What staff pick; `scheduled` is published at a later Hong Kong time. */
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const
export type ContentStatus = (typeof CONTENT_STATUSES)[number]

const line = (max: number) => z.string().trim().max(max, 'admin.content.errors.tooLong')
const required = (max: number) => line(max).min(1, 'errors.required')
/** English required; Traditional or Simplified, the other is filled with OpenCC on save. */
const trilingual = (max: number) =>
  z
    .object({ en: required(max), zh: line(max).default(''), cn: line(max).default('') })
    .superRefine((v, ctx) => {
      if (!v.zh && !v.cn) ctx.addIssue({ code: 'custom', path: ['zh'], message: 'errors.required' })
    })
/** Rich text, sanitised on save like the journal's (modules/content/sanitize.ts). */
const rich = z.string().max(100_000, 'admin.content.errors.tooLong')
const richText = z.object({ en: rich.default(''), zh: rich.default(''), cn: rich.default('') })

/** An ISO time with its offset (forms send Hong Kong local time with +08:00), this century. */
const publishTime = z.iso
  .datetime({ offset: true, message: 'errors.invalid' })
  .refine(
    (v) => Date.parse(v) >= Date.UTC(2000, 0, 1) && Date.parse(v) < Date.UTC(2100, 0, 1),
    'errors.invalid',
  )

/**
 * Every save names the version its form was edited from (0 for a new post): a newer one means
 * someone else saved meanwhile, and the save is refused with 409 `CONTENT_CHANGED`, never merged.
 */
const basedOn = z
  .number('errors.invalid')
  .int('errors.invalid')
  .min(0, 'errors.invalid')
  .describe('The version the form was edited from; 0 for a new post')

const editable = {
  version: basedOn,
  title: trilingual(200),
  body: richText,
  status: z.enum(CONTENT_STATUSES),
  publish_at: publishTime.nullable().default(null),
}
const needsTime = (
  v: { status: ContentStatus; publish_at: string | null },
  ctx: z.RefinementCtx,
) => {
  if (v.status === 'scheduled' && !v.publish_at)
    ctx.addIssue({ code: 'custom', path: ['publish_at'], message: 'errors.required' })
}

/** A post's address: lower-case letters, digits and single hyphens. */
export const postSlug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'admin.content.errors.slug')
  .max(100, 'admin.content.errors.tooLong')
/** A picture of the shop's image folder (served under /images), as the seeded covers are. */
export const coverFile = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9._-]{0,150}\.(webp|jpg|jpeg|png|avif)$/, 'admin.content.errors.cover')

/** A post's cover: one of the image folder's pictures, or empty for none (the cover removed). */
export const postCover = z
  .string()
  .trim()
  .refine((v) => v === '' || coverFile.safeParse(v).success, 'admin.content.errors.cover')

const altLine = line(200).default('')
/** A picture's alt text; an empty one is filled from the other Chinese, then from the title. */
const altText = z.strictObject({ en: altLine, zh: altLine, cn: altLine })

/** One entry of a page's section: a question and its answer, a team member, a testimonial. */
export const adminSectionItem = z.strictObject({
  title: trilingual(300),
  subtitle: z
    .strictObject({
      en: line(200).default(''),
      zh: line(200).default(''),
      cn: line(200).default(''),
    })
    .nullable()
    .default(null),
  body: richText,
})
export type AdminSectionItem = z.input<typeof adminSectionItem>
/** At most this many entries in one section (the FAQ's questions, the team). */
export const MAX_SECTION_ITEMS = 40
/**
 * A page's sections as the editor sends them: each kept section's key with its title and
 * entries in the order wanted. Keys are the page's own (a page's sections are not invented here);
 * a section left out keeps what it had.
 */
export const adminSection = z.strictObject({
  key: z.string().trim().min(1).max(40),
  title: trilingual(200),
  items: z.array(adminSectionItem).max(MAX_SECTION_ITEMS, 'admin.content.errors.tooMany'),
})
export type AdminSection = z.input<typeof adminSection>

export const adminPageBody = z
  .strictObject({ ...editable, sections: z.array(adminSection).max(10).optional() })
  .superRefine(needsTime)
export type AdminPageBody = z.input<typeof adminPageBody>

export const adminPostBody = z
  .strictObject({
    ...editable,
    slug: postSlug,
    summary: trilingual(500),
    cover: postCover,
    cover_alt: altText.default({ en: '', zh: '', cn: '' }),
    category_ids: z.array(z.uuid('errors.invalid')).max(10).default([]),
  })
  .superRefine(needsTime)
export type AdminPostBody = z.input<typeof adminPostBody>

const common = {
  title: localizedText,
  body: localizedText.describe('Sanitised HTML'),
  status: z.enum(CONTENT_STATUSES),
  publish_at: z.string().nullable(),
  version: z.number().int().min(0).describe('The newest kept version; 0: never saved here'),
  updated_at: z.string(),
}

export const adminPage = z
  .object({
    _id: z.enum(CONTENT_SLUGS).describe('The page is named by its storefront address'),
    slug: z.enum(CONTENT_SLUGS),
    ...common,
    live_version: z.number().int().nullable().describe('The version the storefront shows now'),
    sections: z.array(
      z.object({
        key: z.string(),
        title: localizedText,
        items: z.array(
          z.object({
            title: localizedText,
            subtitle: localizedText.nullable(),
            body: localizedText.describe('Sanitised HTML'),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'AdminContentPage' })
export type AdminPage = z.infer<typeof adminPage>

export const adminPost = z
  .object({
    _id: z.string(),
    slug: z.string(),
    ...common,
    summary: localizedText,
    cover: z.string(),
    cover_url: z.string(),
    cover_alt: localizedText,
    category_ids: z.array(z.string()),
  })
  .meta({ id: 'AdminPost' })
export type AdminPost = z.infer<typeof adminPost>

/** Lists, newest change first: search titles (any language) and slugs, filter by status now. */
export const adminContentQuery = pagingQuery(20, 100).extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
})
export const adminPages = pagedList(adminPage.omit({ body: true, sections: true })).meta({
  id: 'AdminPages',
})
export type AdminPages = z.infer<typeof adminPages>
export const adminPosts = pagedList(adminPost.omit({ body: true })).meta({ id: 'AdminPosts' })
export type AdminPosts = z.infer<typeof adminPosts>

/** What a new post's form offers: the journal's categories and the pictures covers use. */
export const adminPostOptions = z
  .object({
    categories: z.array(z.object({ _id: z.string(), key: z.string(), title: localizedText })),
    covers: z.array(z.object({ file: z.string(), url: z.string() })),
  })
  .meta({ id: 'AdminPostOptions' })
export type AdminPostOptions = z.infer<typeof adminPostOptions>

/**
 * `POST /admin/posts/covers` (multipart `file`): a cover picture checked and re-encoded within
 * the upload bounds (ADR 041), stored under the pictures folder; a post's save then names `file`.
 */
export const adminCoverUpload = z
  .object({ file: z.string(), url: z.string() })
  .meta({ id: 'AdminCoverUpload' })
export type AdminCoverUpload = z.infer<typeof adminCoverUpload>

/** One kept version: who saved it, when, and what it held. */
export const contentVersion = z.object({
  version: z.number().int(),
  created_at: z.string(),
  staff: z.object({ _id: z.string(), name: z.string() }).nullable(),
  title: localizedText,
  status: z.enum(CONTENT_STATUSES),
  restored_from: z.number().int().nullable(),
  current: z.boolean(),
})
export type ContentVersion = z.infer<typeof contentVersion>
export const contentVersionsQuery = pagingQuery(20, 100)
export const contentVersions = pagedList(contentVersion).meta({ id: 'ContentVersions' })
export type ContentVersions = z.infer<typeof contentVersions>

export const adminPageParams = z.object({ slug: z.enum(CONTENT_SLUGS) })
export const adminPostParams = z.object({ id: z.uuid() })
export const contentVersionParam = { version: z.coerce.number().int().min(1) }
export const adminPageVersionParams = adminPageParams.extend(contentVersionParam)
export const adminPostVersionParams = adminPostParams.extend(contentVersionParam)
