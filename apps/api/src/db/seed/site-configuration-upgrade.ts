import { desc, eq } from 'drizzle-orm'
import type { Tx } from '#api/lib/db-tx.ts'
import { configurations } from '../schema/index.ts'
import { siteConfiguration } from './site-configuration.ts'

type Site = typeof siteConfiguration

/**
 * Later capabilities add result types and account-menu entries to the site configuration (issue
 * 17: `appointment`, `quotation`, Consultations). A database seeded before them keeps its own
 * version 1, so the owner's edits are never overwritten; instead, when the latest version lacks a
 * result type or a menu path the seed knows, a new version is published with only those added.
 */
export async function addMissingSiteEntries(tx: Tx, slug: string): Promise<boolean> {
  const [latest] = await tx
    .select()
    .from(configurations)
    .where(eq(configurations.slug, slug))
    .orderBy(desc(configurations.version))
    .limit(1)
  if (!latest) return false
  const data = latest.data as Partial<Site>
  const messages = { ...(data.response_messages ?? {}) }
  let changed = false
  for (const [key, value] of Object.entries(siteConfiguration.response_messages)) {
    if (!(key in messages)) {
      messages[key] = value
      changed = true
    }
  }
  const menu = [...(data.account_menu ?? [])]
  const paths = new Set(menu.map((m) => m.path))
  siteConfiguration.account_menu.forEach((item, index) => {
    if (paths.has(item.path)) return
    // next to where the seed has it
    menu.splice(Math.min(index, menu.length), 0, item)
    changed = true
  })
  if (!changed) return false
  await tx.insert(configurations).values({
    slug,
    version: latest.version + 1,
    data: { ...data, response_messages: messages, account_menu: menu },
  })
  return true
}
