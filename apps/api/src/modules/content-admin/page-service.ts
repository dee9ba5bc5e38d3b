import type {
  AdminPage,
  adminContentQuery,
  adminPageBody,
  ContentSlug,
  ContentVersions,
} from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import type { ContentSection } from '#api/db/schema/index.ts'
import { ConflictError, NotFoundError, ValidationError } from '#api/lib/errors.ts'
import type { ResponseCache } from '#api/lib/response-cache.ts'
import { optionalText } from '../catalog-admin/index.ts'
import { sanitizeLocalized } from '../content/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { type PageRow, pagesRepository as repo } from './repository.ts'
import { changed, clashOf, filledBody, filledTitle } from './shared.ts'

type PageBody = z.output<typeof adminPageBody>
type Query = z.output<typeof adminContentQuery>
const ENTITY = 'content_page'

const notFound = () => new NotFoundError('Content not found', 'CONTENT_NOT_FOUND')
const stale = () =>
  new ConflictError('The page was saved meanwhile; reload it and save again', 'CONTENT_CHANGED')

/** A version's state now: a draft, waiting for its publish time, or shown. */
export function pageStatus(row: Pick<PageRow, 'status' | 'publishAt'>, now = new Date()) {
  if (row.status === 'draft') return 'draft' as const
  return row.publishAt > now ? ('scheduled' as const) : ('published' as const)
}

/**
 * The page's sections as edited: each section named by a key the page already has, its title and
 * entries replaced (texts filled Traditional ⇄ Simplified, answers sanitised); sections not sent
 * are kept as they were. An entry's picture is carried over by its place when it had one.
 */
function editedSections(kept: ContentSection[], sent: PageBody['sections']): ContentSection[] {
  if (!sent) return kept
  const byKey = new Map(sent.map((section) => [section.key, section]))
  const unknown = sent.findIndex((section) => !kept.some((k) => k.key === section.key))
  if (unknown >= 0)
    throw new ValidationError('This page has no such section', [
      { path: `sections.${unknown}.key`, message: 'errors.invalid' },
    ])
  return kept.map((section) => {
    const edited = byKey.get(section.key)
    if (!edited) return section
    return {
      key: section.key,
      title: filledTitle(edited.title),
      items: edited.items.map((item, index) => ({
        title: filledTitle(item.title),
        subtitle: optionalText(item.subtitle),
        body: filledBody(item.body),
        image: section.items[index]?.image ?? null,
      })),
    }
  })
}

const sectionsJson = (sections: ContentSection[]): AdminPage['sections'] =>
  sections.map((section) => ({
    key: section.key,
    title: section.title,
    items: section.items.map((item) => ({
      title: item.title,
      subtitle: item.subtitle,
      body: sanitizeLocalized(item.body),
    })),
  }))

function pageJson(row: PageRow, live: number | null): AdminPage {
  return {
    _id: row.slug as ContentSlug,
    slug: row.slug as ContentSlug,
    title: row.title,
    body: sanitizeLocalized(row.body),
    status: pageStatus(row),
    publish_at: row.publishAt.toISOString(),
    version: row.version,
    updated_at: row.createdAt.toISOString(),
    live_version: live,
    sections: sectionsJson(row.sections),
  }
}

/** What the audit log shows of a version. */
const auditView = (row: PageRow) => ({
  title: row.title,
  body: row.body,
  sections: row.sections,
  status: pageStatus(row),
  publish_at: row.publishAt.toISOString(),
  version: row.version,
})

/**
 * Content pages in the back office (issue 27, ADR 049). A page's versions are its rows of
 * `contents`: a save appends the next one (sections such as the FAQ's questions carried over),
 * audited in the same transaction; the storefront shows the newest published version whose
 * publish time has passed, so a draft or a scheduled version leaves the live one in place.
 */
export function adminPagesService(db: Db, cache: ResponseCache) {
  async function append(
    actor: StaffCaller,
    slug: ContentSlug,
    body: PageBody,
    restoredFrom: number | null = null,
  ): Promise<AdminPage> {
    let saved: PageRow
    try {
      saved = await db.transaction(async (tx) => {
        const latest = await repo.latest(tx, slug)
        if (!latest) throw notFound()
        // a form edited from an older version would silently undo the other save
        if (body.version !== latest.version) throw stale()
        const row = await repo.append(tx, {
          slug,
          version: latest.version + 1,
          title: filledTitle(body.title),
          body: filledBody(body.body),
          sections: editedSections(latest.sections, body.sections),
          status: body.status === 'draft' ? 'draft' : 'published',
          publishAt: body.publish_at ? new Date(body.publish_at) : new Date(),
          staffId: actor.id,
          restoredFrom,
        })
        await recordAudit(tx, actor, {
          action: `${ENTITY}.${restoredFrom ? 'restored' : 'updated'}`,
          entityType: ENTITY,
          entityId: slug,
          ...changed(auditView(latest), auditView(row)),
          note: restoredFrom ? `version ${restoredFrom}` : '',
        })
        return row
      })
    } catch (error) {
      if (clashOf(error) === 'contents_slug_version_unique') throw stale()
      throw error
    }
    cache.clear()
    return pageJson(saved, await repo.live(db, slug))
  }

  return {
    async list(query: Query) {
      const { page, per_page: perPage, status } = query
      const search = query.search?.toLowerCase()
      const { rows, live } = await repo.latestAll(db)
      // seven pages: filtered and paged here rather than in SQL
      const matching = rows
        .filter((row) => !status || pageStatus(row) === status)
        .filter(
          (row) =>
            !search ||
            row.slug.includes(search) ||
            Object.values(row.title).some((t) => t.toLowerCase().includes(search)),
        )
      const data = matching.slice((page - 1) * perPage, page * perPage).map((row) => {
        const { body: _b, sections: _s, ...summary } = pageJson(row, live.get(row.slug) ?? null)
        return summary
      })
      return { rows: data, total: matching.length, page, perPage }
    },

    async details(slug: ContentSlug): Promise<AdminPage> {
      const latest = await repo.latest(db, slug)
      if (!latest) throw notFound()
      return pageJson(latest, await repo.live(db, slug))
    },

    update: (actor: StaffCaller, slug: ContentSlug, body: PageBody) => append(actor, slug, body),

    async versions(slug: ContentSlug, page: number, perPage: number) {
      const latest = await repo.latest(db, slug)
      if (!latest) throw notFound()
      const { rows, total } = await repo.versions(db, slug, perPage, (page - 1) * perPage)
      const data: ContentVersions['data'] = rows.map(({ row, staffName }) => ({
        version: row.version,
        created_at: row.createdAt.toISOString(),
        staff: row.staffId ? { _id: row.staffId, name: staffName ?? '' } : null,
        title: row.title,
        status: pageStatus(row),
        restored_from: row.restoredFrom,
        current: row.version === latest.version,
      }))
      return { rows: data, total, page, perPage }
    },

    /** An older version comes back as the newest, with its status and publish time. */
    async restore(actor: StaffCaller, slug: ContentSlug, version: number): Promise<AdminPage> {
      const [older, latest] = await Promise.all([
        repo.byVersion(db, slug, version),
        repo.latest(db, slug),
      ])
      if (!older || !latest)
        throw new NotFoundError('No such version of the page', 'VERSION_NOT_FOUND')
      const body: PageBody = {
        version: latest.version,
        sections: older.sections.map((section) => ({
          ...section,
          items: section.items.map(({ image: _image, ...item }) => item),
        })),
        title: older.title,
        body: older.body,
        status: pageStatus(older),
        publish_at: older.publishAt.toISOString(),
      }
      return append(actor, slug, body, version)
    },
  }
}
export type AdminPagesService = ReturnType<typeof adminPagesService>
