import {
  type AdminModerationItem,
  type adminModerationQuery,
  isUuid,
  type ModerationKind,
  type ModerationStatus,
} from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import { NotFoundError } from '#api/lib/errors.ts'
import type { ResponseCache } from '#api/lib/response-cache.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { type ModerationRow, moderationRepository as repo } from './moderation-repository.ts'

const notFound = () => new NotFoundError('Nothing to moderate has this id', 'MODERATION_NOT_FOUND')

function itemJson(kind: ModerationKind, row: ModerationRow): AdminModerationItem {
  return {
    _id: row.id,
    kind,
    status: row.status,
    text: row.text,
    author: row.author,
    rating: row.rating,
    target: { _id: row.targetId, slug: row.targetSlug, title: row.targetTitle },
    order_reference: row.orderReference,
    moderation_reason: row.moderationReason,
    moderated_at: row.moderatedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }
}

/** Hide or approve blog comments and product reviews, the reason kept (issue 15). */
export function adminModerationService({
  db,
  catalogueCache,
}: {
  db: Db
  /** Product cards carry review counts: a moderated review clears the cached lists. */
  catalogueCache: ResponseCache
}) {
  return {
    async list(query: z.output<typeof adminModerationQuery>) {
      const { page, per_page: perPage, kind } = query
      const { rows, total } = await repo.list(db, kind, query.status, perPage, (page - 1) * perPage)
      return { rows: rows.map((r) => itemJson(kind, r)), total, page, perPage }
    },

    /**
     * Sets the status with its reason (`comment.hidden`, `review.approved` …). The same status
     * and reason again change nothing and write no audit row.
     */
    async moderate(
      actor: StaffCaller,
      kind: ModerationKind,
      id: string,
      change: { status: ModerationStatus; reason: string },
    ): Promise<AdminModerationItem> {
      const changed = await db.transaction(async (tx) => {
        const before = isUuid(id) ? await repo.lock(tx, kind, id) : null
        if (!before) throw notFound()
        if (before.status === change.status && before.reason === change.reason) return false
        await recordAudit(tx, actor, {
          action: `${kind}.${change.status === 'HIDDEN' ? 'hidden' : 'approved'}`,
          entityType: kind,
          entityId: id,
          before,
          after: change,
          note: change.reason,
        })
        await repo.setState(tx, kind, id, change)
        return true
      })
      if (changed && kind === 'review') catalogueCache.clear()
      const row = await repo.item(db, kind, id)
      if (!row) throw notFound()
      return itemJson(kind, row)
    },
  }
}
export type AdminModerationService = ReturnType<typeof adminModerationService>
