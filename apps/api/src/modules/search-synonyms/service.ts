import { isUuid, MAIN_STORE_ID, type SynonymGroup } from '@shop/contract'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { NotFoundError, ValidationError } from '#api/lib/errors.ts'
import type { ResponseCache } from '#api/lib/response-cache.ts'
import { foldSearchText } from '#api/lib/search-text.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { synonymsRepository as repo, type SynonymRow } from './repository.ts'

const ENTITY = 'search_synonyms'

const json = (row: SynonymRow): SynonymGroup => ({
  _id: row.id,
  terms: row.terms,
  updated_at: row.updatedAt.toISOString(),
})

/**
 * Terms as search looks them up (folded: lower case, Simplified Chinese, ADR 021), once each.
 * "Sofa" and "sofa", or 梳化 typed twice, are one term: a group needs two different ones.
 */
function folded(terms: readonly string[]): string[] {
  const unique = [...new Set(terms.map(foldSearchText).filter(Boolean))]
  if (unique.length < 2)
    throw new ValidationError('A group needs two different words', [
      { path: 'body.terms', message: 'admin.synonyms.errors.twoTerms' },
    ])
  return unique
}

const notFound = () => new NotFoundError('No such synonym group', 'SYNONYM_GROUP_NOT_FOUND')

/**
 * Search synonym groups of the shop (issue 27, ADR 050): each change is audited in its
 * transaction (before → after); once committed, every process reads the groups again (the
 * `synonymsChanged` signal, broadcast with REDIS_URL) and drops its cached pages and lists.
 */
export function searchSynonymsService(
  db: Db,
  cache: ResponseCache,
  synonymsChanged: ResponseCache,
) {
  const storeId = MAIN_STORE_ID
  async function change<T>(work: (tx: Tx) => Promise<T>) {
    const result = await db.transaction(work)
    // groups first: a page cached again meanwhile already searches with the new words
    synonymsChanged.clear()
    cache.clear()
    return result
  }
  return {
    async list(): Promise<SynonymGroup[]> {
      return (await repo.list(db, storeId)).map(json)
    },

    create: (actor: StaffCaller, terms: readonly string[]) => {
      const words = folded(terms)
      return change(async (tx) => {
        const row = await repo.insert(tx, storeId, words)
        await recordAudit(tx, actor, {
          action: `${ENTITY}.created`,
          entityType: ENTITY,
          entityId: row.id,
          after: { terms: row.terms },
        })
        return json(row)
      })
    },

    update: (actor: StaffCaller, id: string, terms: readonly string[]) => {
      const words = folded(terms)
      return change(async (tx) => {
        const before = isUuid(id) ? await repo.byId(tx, storeId, id) : null
        if (!before) throw notFound()
        const row = await repo.update(tx, id, words)
        await recordAudit(tx, actor, {
          action: `${ENTITY}.changed`,
          entityType: ENTITY,
          entityId: id,
          before: { terms: before.terms },
          after: { terms: row.terms },
        })
        return json(row)
      })
    },

    remove: (actor: StaffCaller, id: string) =>
      change(async (tx) => {
        const before = isUuid(id) ? await repo.byId(tx, storeId, id) : null
        if (!before) throw notFound()
        await repo.remove(tx, id)
        await recordAudit(tx, actor, {
          action: `${ENTITY}.deleted`,
          entityType: ENTITY,
          entityId: id,
          before: { terms: before.terms },
        })
      }),
  }
}
export type SearchSynonymsService = ReturnType<typeof searchSynonymsService>
