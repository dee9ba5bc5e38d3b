import { and, count, desc, eq, sql } from 'drizzle-orm'
import { auditLog, configurations, staffMembers } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'

/** The audit rows of settings name the version they wrote (`entity_id` = its number). */
export const SETTINGS_ENTITY = 'site_settings'

export type SiteVersion = {
  id: string
  version: number
  data: Record<string, unknown>
  createdAt: Date
}

const columns = {
  id: configurations.id,
  version: configurations.version,
  data: configurations.data,
  createdAt: configurations.createdAt,
}

/** Versions of one configuration document: read the latest or one, append the next, list them. */
export const siteSettingsRepository = {
  async latest(tx: Tx, slug: string): Promise<SiteVersion | null> {
    const [row] = await tx
      .select(columns)
      .from(configurations)
      .where(eq(configurations.slug, slug))
      .orderBy(desc(configurations.version))
      .limit(1)
    return row ?? null
  },

  async byVersion(tx: Tx, slug: string, version: number): Promise<SiteVersion | null> {
    const [row] = await tx
      .select(columns)
      .from(configurations)
      .where(and(eq(configurations.slug, slug), eq(configurations.version, version)))
    return row ?? null
  },

  /** A clash on (slug, version) means another save won the same number: the caller says so. */
  async append(tx: Tx, slug: string, version: number, data: Record<string, unknown>) {
    const [row] = await tx.insert(configurations).values({ slug, version, data }).returning(columns)
    return row as SiteVersion
  },

  /** Newest first, each with who wrote it and how (its audit row; none for seeded versions). */
  async history(tx: Tx, slug: string, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      tx
        .select({
          version: configurations.version,
          createdAt: configurations.createdAt,
          action: auditLog.action,
          note: auditLog.note,
          staffId: staffMembers.id,
          staffName: staffMembers.name,
        })
        .from(configurations)
        .leftJoin(
          auditLog,
          and(
            eq(auditLog.entityType, SETTINGS_ENTITY),
            eq(auditLog.entityId, sql`${configurations.version}::text`),
          ),
        )
        .leftJoin(staffMembers, eq(staffMembers.id, auditLog.staffId))
        .where(eq(configurations.slug, slug))
        .orderBy(desc(configurations.version))
        .limit(limit)
        .offset(offset),
      tx.select({ n: count() }).from(configurations).where(eq(configurations.slug, slug)),
    ])
    return { rows, total: total?.n ?? 0 }
  },
}
