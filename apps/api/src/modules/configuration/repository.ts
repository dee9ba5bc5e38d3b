import type { LocalizedText } from '@shop/contract'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '#api/db/client.ts'
import { categories, configurations } from '#api/db/schema/index.ts'
import { shownShowrooms } from '../services/index.ts'

export type ConfigurationDocument = {
  id: string
  version: number
  data: Record<string, unknown>
  createdAt: Date
}

export type MenuCategory = {
  id: string
  slug: string
  title: LocalizedText
  parentId: string | null
}

/** Reads versioned configuration documents; one indexed statement per lookup. */
export function configurationRepository(db: Db) {
  return {
    async latest(slug: string): Promise<ConfigurationDocument | null> {
      const [row] = await db
        .select({
          id: configurations.id,
          version: configurations.version,
          data: configurations.data,
          createdAt: configurations.createdAt,
        })
        .from(configurations)
        .where(eq(configurations.slug, slug))
        .orderBy(desc(configurations.version))
        .limit(1)
      return row ?? null
    },

    /** The store's visible categories in the storefront's order: one statement (issue 27). */
    visibleCategories(storeId: string): Promise<MenuCategory[]> {
      return db
        .select({
          id: categories.id,
          slug: categories.slug,
          title: categories.title,
          parentId: categories.parentId,
        })
        .from(categories)
        .where(and(eq(categories.storeId, storeId), eq(categories.status, 'ACTIVE')))
        .orderBy(asc(categories.sequence), asc(sql`${categories.title}->>'en'`))
    },

    /** The showrooms booking offers, for the footer and contact page (ADR 054). */
    showrooms: (storeId: string) => shownShowrooms(db, storeId),
  }
}
export type ConfigurationRepository = ReturnType<typeof configurationRepository>
