import { configuration, MAIN_STORE_ID, type MenuItem } from '@shop/contract'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { categories, configurations } from '#api/db/schema/index.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'

const shop = '/shop/main/product'

describe.each(testDatabases)('the menu follows the categories on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let statements = 0

  beforeAll(async () => {
    database = await seededDatabase(kind, { onQuery: () => statements++ })
    app = await buildApi(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const latest = async () =>
    configuration.parse((await app.inject('/api/v1/configuration/latest')).json())
  const find = (items: MenuItem[], path: string): MenuItem | undefined => {
    for (const item of items) {
      if (item.path === path) return item
      const inner = find(item.children, path)
      if (inner) return inner
    }
    return undefined
  }
  const category = (slug: string) =>
    and(eq(categories.storeId, MAIN_STORE_ID), eq(categories.slug, slug))

  it('a renamed category is renamed in the menu in all three languages', async () => {
    const title = { en: 'Sofas & sectionals', zh: '梳化及組合梳化', cn: '沙发及组合沙发' }
    await database.db.update(categories).set({ title }).where(category('sofas'))
    const menu = (await latest()).menu
    expect(find(menu, `${shop}?category=sofas`)?.title).toEqual(title)
  })

  it('a hidden category is gone from the menu, and back once shown', async () => {
    await database.db.update(categories).set({ status: 'INACTIVE' }).where(category('rugs'))
    expect(find((await latest()).menu, `${shop}?category=rugs`)).toBeUndefined()
    await database.db.update(categories).set({ status: 'ACTIVE' }).where(category('rugs'))
    expect(find((await latest()).menu, `${shop}?category=rugs`)).toBeDefined()
  })

  it('a new sub-category is listed under its parent, in the category order', async () => {
    const [dining] = await database.db
      .select({ id: categories.id })
      .from(categories)
      .where(category('dining'))
    await database.db.insert(categories).values({
      storeId: MAIN_STORE_ID,
      slug: 'bar-stools',
      title: { en: 'Bar stools', zh: '吧櫈', cn: '吧凳' },
      parentId: dining?.id,
      sequence: -1,
      status: 'ACTIVE',
    })
    const parent = find((await latest()).menu, `${shop}?category=dining`)
    expect(parent?.children.map((c) => c.path)).toEqual([
      `${shop}?category=bar-stools`,
      `${shop}?category=dining-tables`,
      `${shop}?category=dining-chairs`,
      `${shop}?category=sideboards`,
    ])
    expect(parent?.children[0]?.title.zh).toBe('吧櫈')
  })

  it('keeps the links that are not categories, and the configured order of the rest', async () => {
    const menu = (await latest()).menu
    expect(menu.map((item) => item.path)).toEqual(
      expect.arrayContaining(['/', '/blog', '/about-us', '/contact-us']),
    )
    expect(find(menu, shop)?.children.map((c) => c.path)).toEqual([
      `${shop}?category=living-room`,
      `${shop}?category=dining`,
      `${shop}?category=bedroom`,
      `${shop}?category=outdoor`,
    ])
  })

  it('reads the categories in one statement however many links the menu has', async () => {
    const current = await latest()
    const { _id, version, updated_at, payments, membership, ...data } = current
    const slugs = (
      await database.db
        .select({ slug: categories.slug })
        .from(categories)
        .where(eq(categories.storeId, MAIN_STORE_ID))
    ).map((c) => c.slug)
    const countFor = async (links: number, next: number) => {
      const menu = slugs.slice(0, links).map((slug) => ({
        title: { en: slug, zh: slug, cn: slug },
        path: `${shop}?category=${slug}`,
        megamenu: false,
        children: [],
      }))
      await database.db
        .insert(configurations)
        .values({ slug: 'site', version: next, data: { ...data, menu } })
      statements = 0
      const answer = await latest()
      expect(answer.menu.length).toBeGreaterThan(0)
      return statements
    }
    expect(slugs.length).toBeGreaterThanOrEqual(20)
    const five = await countFor(5, version + 1)
    const twenty = await countFor(20, version + 2)
    expect(twenty).toBe(five)
  })
})
