import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { configurations } from '../schema/index.ts'
import { seed } from './index.ts'
import type { siteConfiguration } from './site-configuration.ts'

type Site = typeof siteConfiguration

describe('a site configuration seeded before later capabilities', () => {
  it('gets their result types and account-menu entries as a new version, keeping the owner’s edits', async () => {
    const database = await seededDatabase(testDatabases[0] as (typeof testDatabases)[number])
    try {
      const latest = async () =>
        (
          await database.db
            .select()
            .from(configurations)
            .where(eq(configurations.slug, 'site'))
            .orderBy(desc(configurations.version))
            .limit(1)
        )[0]
      const current = await latest()
      if (!current) throw new Error('no site configuration')
      // an older database: no appointment results, no Consultations entry, an owner's own edit
      const data = structuredClone(current.data) as unknown as Site
      delete data.response_messages.appointment
      data.account_menu = data.account_menu.filter(
        (m: { path: string }) => m.path !== '/account/consultations',
      )
      data.site.title.en = 'Owner’s own title'
      await database.db
        .insert(configurations)
        .values({ slug: 'site', version: current.version + 1, data })

      await seed(database.db)
      const upgraded = await latest()
      expect(upgraded?.version).toBe(current.version + 2)
      const next = upgraded?.data as unknown as Site
      expect(next.response_messages.appointment?.success.title.en).toBeTruthy()
      expect(next.account_menu.map((m: { path: string }) => m.path)).toContain(
        '/account/consultations',
      )
      expect(next.site.title.en).toBe('Owner’s own title')

      // nothing missing: no new version
      await seed(database.db)
      expect((await latest())?.version).toBe(current.version + 2)
    } finally {
      await database.close()
    }
  })
})
