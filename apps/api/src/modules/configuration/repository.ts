import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { configurations } from '../../db/schema/index.ts'

export type ConfigurationDocument = {
  id: string
  version: number
  data: Record<string, unknown>
  createdAt: Date
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
  }
}
export type ConfigurationRepository = ReturnType<typeof configurationRepository>
