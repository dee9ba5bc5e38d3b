import {
  type AdminCoverUpload,
  type AdminPost,
  type AdminPostOptions,
  type adminContentQuery,
  adminPostBody,
  type ContentStatus,
  type ContentVersions,
  imageUrl,
  isUuid,
  type LocalizedText,
} from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { ConflictError, DomainError, NotFoundError, ValidationError } from '#api/lib/errors.ts'
import type { ImageDecoder } from '#api/lib/images/index.ts'
import type { ResponseCache } from '#api/lib/response-cache.ts'
import { foldSearchText, hanTerms } from '#api/lib/search-text.ts'
import { fillChinese } from '../catalog-admin/index.ts'
import { plainText } from '../content/index.ts'
import { storePicture } from '../files/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { type PostRow, postsRepository as repo } from './repository.ts'
import { changed, clashOf, filledBody, filledTitle } from './shared.ts'

type PostBody = z.output<typeof adminPostBody>
/** What a kept version holds: the form's fields without the version it was edited from. */
type Snapshot = Omit<PostBody, 'version'>
type Query = z.output<typeof adminContentQuery>
const ENTITY = 'post'

const notFound = () => new NotFoundError('No journal post has this id', 'POST_NOT_FOUND')
const slugTaken = () =>
  new DomainError(409, 'POST_SLUG_TAKEN', 'Another post has this address', [
    { path: 'slug', message: 'admin.content.errors.slugTaken' },
  ])
const stale = () =>
  new ConflictError('The post was saved meanwhile; reload it and save again', 'CONTENT_CHANGED')

/**
 * Alt text in each language: Traditional ⇄ Simplified filled, then the title where still empty;
 * none for a post without a cover.
 */
function coverAlt(cover: string, alt: LocalizedText, title: LocalizedText): LocalizedText {
  if (!cover) return { en: '', zh: '', cn: '' }
  const filled = fillChinese(alt)
  return { en: filled.en || title.en, zh: filled.zh || title.zh, cn: filled.cn || title.cn }
}

/** A post's state now: a draft, waiting for its publish time, or on the storefront. */
export function postStatus(row: Pick<PostRow, 'status' | 'publishedAt'>, now = new Date()) {
  if (row.status !== 'ACTIVE') return 'draft' as const
  return row.publishedAt > now ? ('scheduled' as const) : ('published' as const)
}

/** What a version keeps and a restore brings back: the editable fields, as the form sends them. */
function snapshot(row: PostRow, categoryIds: string[]): Snapshot {
  const status = postStatus(row)
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    cover: row.cover,
    cover_alt: row.coverAlt,
    category_ids: [...categoryIds].sort(),
    status,
    publish_at: row.publishedAt.toISOString(),
  }
}

function postJson(row: PostRow, categoryIds: string[], version: number): AdminPost {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    cover: row.cover,
    cover_url: row.cover ? imageUrl(row.cover) : '',
    cover_alt: row.coverAlt,
    category_ids: [...categoryIds].sort(),
    status: postStatus(row),
    publish_at: row.publishedAt.toISOString(),
    version,
    updated_at: row.updatedAt.toISOString(),
  }
}

/** When a post goes live: a scheduled time as typed; publishing keeps an earlier live date. */
function publishedAt(body: PostBody, current: PostRow | null, now: Date): Date {
  if (body.publish_at) return new Date(body.publish_at)
  if (body.status === 'published' && current?.status === 'ACTIVE' && current.publishedAt <= now)
    return current.publishedAt
  return current && body.status === 'draft' ? current.publishedAt : now
}

/**
 * Journal posts in the back office (issue 27, ADR 049): every save writes the post, a kept
 * version and an audit row in one transaction, then clears the storefront's caches in every
 * process. A scheduled post is an ACTIVE one whose publish time is still ahead: the storefront's
 * reads compare it with the clock, so nothing has to run at that time.
 */
export function adminPostsService(
  db: Db,
  cache: ResponseCache,
  pictures: { dir: string; decoder?: ImageDecoder },
) {
  async function save(
    actor: StaffCaller,
    id: string | null,
    body: PostBody,
    restoredFrom: number | null = null,
  ): Promise<AdminPost> {
    let result: AdminPost
    try {
      result = await db.transaction(async (tx) => {
        const found = id ? await repo.byId(tx, id, true) : null
        if (id && !found) throw notFound()
        // a form edited from an older version would silently undo the other save
        if (found && body.version !== (await repo.lastVersion(tx, found.post.id))) throw stale()
        if (await repo.slugTaken(tx, body.slug, id)) throw slugTaken()
        const categories = await repo.categoriesById(tx, body.category_ids)
        if (categories.length !== new Set(body.category_ids).size)
          throw new ValidationError('Unknown category', [
            { path: 'category_ids', message: 'errors.invalid' },
          ])
        const now = new Date()
        const title = filledTitle(body.title)
        const summary = filledTitle(body.summary)
        const html = filledBody(body.body)
        const texts = [title, summary, ...categories.map((c) => c.title)].flatMap((t) => [
          t.en,
          t.zh,
          t.cn,
        ])
        const searchText = foldSearchText(
          [...texts, plainText(html.en), plainText(html.zh), plainText(html.cn)].join(' '),
        )
        const words = plainText(html.en).split(' ').length
        const values = {
          slug: body.slug,
          title,
          summary,
          body: html,
          cover: body.cover,
          coverAlt: coverAlt(body.cover, body.cover_alt, title),
          author: found?.post.author ?? actor.name,
          readingMinutes: Math.max(1, Math.round(words / 200)),
          status: body.status === 'draft' ? ('DRAFT' as const) : ('ACTIVE' as const),
          publishedAt: publishedAt(body, found?.post ?? null, now),
          searchText,
          searchTerms: hanTerms(searchText),
          updatedAt: now,
        }
        const row = found
          ? await repo.update(tx, found.post.id, values)
          : await repo.insert(tx, values)
        await repo.setCategories(tx, row.id, [...new Set(body.category_ids)])
        const version = (await repo.lastVersion(tx, row.id)) + 1
        const after = snapshot(row, body.category_ids)
        await repo.appendVersion(tx, {
          postId: row.id,
          version,
          data: after,
          staffId: actor.id,
          restoredFrom,
        })
        const before = found ? snapshot(found.post, found.categoryIds) : null
        await recordAudit(tx, actor, {
          action: `${ENTITY}.${restoredFrom ? 'restored' : found ? 'updated' : 'created'}`,
          entityType: ENTITY,
          entityId: row.id,
          ...changed(before, { ...after, version }),
          note: restoredFrom ? `version ${restoredFrom}` : '',
        })
        return postJson(row, body.category_ids, version)
      })
    } catch (error) {
      const clash = clashOf(error)
      if (clash === 'posts_slug_unique') throw slugTaken()
      if (clash === 'post_versions_post_version_unique') throw stale()
      throw error
    }
    // spec: the storefront's lists and kept pages follow within their window in every process
    cache.clear()
    return result
  }

  async function existing(tx: Tx, id: string) {
    const found = isUuid(id) ? await repo.byId(tx, id) : null
    if (!found) throw notFound()
    return found
  }

  return {
    async list(query: Query) {
      const { page, per_page: perPage, search, status } = query
      const now = new Date()
      const { rows, total } = await repo.list(
        db,
        { search: search || undefined, status, now },
        perPage,
        (page - 1) * perPage,
      )
      const data = rows.map(({ post, categoryIds, version }) => {
        const { body: _body, ...summary } = postJson(post, categoryIds, version)
        return summary
      })
      return { rows: data, total, page, perPage }
    },

    async details(id: string): Promise<AdminPost> {
      const found = await existing(db, id)
      return postJson(found.post, found.categoryIds, await repo.lastVersion(db, id))
    },

    async options(): Promise<AdminPostOptions> {
      const { categories, covers } = await repo.options(db)
      return {
        categories: categories.map((c) => ({ _id: c.id, key: c.key, title: c.title })),
        // a post without a cover stores none: not a picture to offer
        covers: covers.filter(Boolean).map((file) => ({ file, url: imageUrl(file) })),
      }
    },

    /**
     * A cover picture, checked and re-encoded within bounds (ADR 041) and stored where the
     * picture route resizes it; a post names it on its next save. Staff only; not audited on its
     * own: the save that names it is.
     */
    async uploadCover(bytes: Buffer): Promise<AdminCoverUpload> {
      const file = await storePicture({
        dir: pictures.dir,
        prefix: 'cover',
        bytes,
        decoder: pictures.decoder,
      })
      return { file, url: imageUrl(file) }
    },

    create: (actor: StaffCaller, body: PostBody) => save(actor, null, body),
    update: (actor: StaffCaller, id: string, body: PostBody) => save(actor, id, body),

    async versions(id: string, page: number, perPage: number) {
      await existing(db, id)
      const { rows, total } = await repo.versions(db, id, perPage, (page - 1) * perPage)
      const last = await repo.lastVersion(db, id)
      const data: ContentVersions['data'] = rows.map(({ row, staffName }) => {
        const kept = row.data as { title: AdminPost['title']; status: ContentStatus }
        return {
          version: row.version,
          created_at: row.createdAt.toISOString(),
          staff: row.staffId ? { _id: row.staffId, name: staffName ?? '' } : null,
          title: kept.title,
          status: kept.status,
          restored_from: row.restoredFrom,
          current: row.version === last,
        }
      })
      return { rows: data, total, page, perPage }
    },

    /** Brings an older version back as a new one; its categories that no longer exist drop out. */
    async restore(actor: StaffCaller, id: string, version: number): Promise<AdminPost> {
      await existing(db, id)
      const kept = await repo.version(db, id, version)
      if (!kept) throw new NotFoundError('No such version of the post', 'VERSION_NOT_FOUND')
      const last = await repo.lastVersion(db, id)
      const body = adminPostBody.parse({ ...(kept.data as object), version: last })
      const present = await repo.categoriesById(db, body.category_ids)
      body.category_ids = present.map((c) => c.id)
      return save(actor, id, body, version)
    },
  }
}
export type AdminPostsService = ReturnType<typeof adminPostsService>
