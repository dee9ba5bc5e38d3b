import { sql } from 'drizzle-orm'
import { reindexProductSearch } from '#api/modules/catalog/search-index.ts'
import { DEFAULT_MEMBERSHIP, MEMBERSHIP_SLUG } from '#api/modules/membership/settings.ts'
import type { Db } from '../client.ts'
import { configurations, stores } from '../schema/index.ts'
import { seedCatalogue } from './catalog.ts'
import { customerLocalesSeed, sortingListSeeds } from './configurations.ts'
import { seedContent } from './content.ts'
import { seedDesignServices } from './services.ts'
import { seedShop } from './shop.ts'
import { siteConfiguration } from './site-configuration.ts'
import { addMissingSiteEntries } from './site-configuration-upgrade.ts'
import { retireDemoStaff } from './staff.ts'
import { storeSeed } from './stores.ts'

export const SITE_CONFIGURATION_SLUG = 'site'
export const CUSTOMER_LOCALES_SLUG = 'customer-locales'
export const sortingListSlug = (slug: string) => `sorting-list:${slug}`

/**
 * Demo content. Idempotent: rows that exist are left alone, so the owner's later versions and
 * edits survive a restart; later issues add their own seed steps here.
 */
export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(stores).values(storeSeed).onConflictDoNothing({ target: stores.id })
    const documents = [
      { slug: SITE_CONFIGURATION_SLUG, data: siteConfiguration },
      { slug: CUSTOMER_LOCALES_SLUG, data: customerLocalesSeed },
      { slug: MEMBERSHIP_SLUG, data: DEFAULT_MEMBERSHIP },
      ...sortingListSeeds.map((list) => ({ slug: sortingListSlug(list.slug), data: list })),
    ]
    await tx
      .insert(configurations)
      .values(
        documents.map((d) => ({
          slug: d.slug,
          version: 1,
          data: d.data as Record<string, unknown>,
        })),
      )
      .onConflictDoNothing({ target: [configurations.slug, configurations.version] })
    await addMissingSiteEntries(tx, SITE_CONFIGURATION_SLUG)
    await seedCatalogue(tx)
    await seedContent(tx)
    await seedShop(tx)
    await seedDesignServices(tx)
    // no account with a known password, in any database (issue 13)
    await retireDemoStaff(tx)
  })
  // search text folded by an older rule is folded again (ADR 021); nothing to do when current
  await reindexProductSearch(db)
  // keep planner statistics fresh after a bulk load
  await db.execute(sql`analyze`)
}
