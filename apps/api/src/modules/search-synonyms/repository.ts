import { and, asc, eq } from 'drizzle-orm'
import { searchSynonyms } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

export type SynonymRow = { id: string; terms: string[]; updatedAt: Date }
const columns = {
  id: searchSynonyms.id,
  terms: searchSynonyms.terms,
  updatedAt: searchSynonyms.updatedAt,
}

/** The synonym groups of one store (`search_synonyms`). */
export const synonymsRepository = {
  list(tx: Tx, storeId: string): Promise<SynonymRow[]> {
    return tx
      .select(columns)
      .from(searchSynonyms)
      .where(eq(searchSynonyms.storeId, storeId))
      .orderBy(asc(searchSynonyms.terms))
  },

  /** Locked: two staff editing one group write one after the other, each audited. */
  async byId(tx: Tx, storeId: string, id: string): Promise<SynonymRow | null> {
    const [row] = await tx
      .select(columns)
      .from(searchSynonyms)
      .where(and(eq(searchSynonyms.storeId, storeId), eq(searchSynonyms.id, id)))
      .for('update')
    return row ?? null
  },

  async insert(tx: Tx, storeId: string, terms: string[]): Promise<SynonymRow> {
    const [row] = await tx.insert(searchSynonyms).values({ storeId, terms }).returning(columns)
    return row as SynonymRow
  },

  async update(tx: Tx, id: string, terms: string[]): Promise<SynonymRow> {
    const [row] = await tx
      .update(searchSynonyms)
      .set({ terms, updatedAt: new Date() })
      .where(eq(searchSynonyms.id, id))
      .returning(columns)
    return row as SynonymRow
  },

  async remove(tx: Tx, id: string) {
    await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id))
  },
}
