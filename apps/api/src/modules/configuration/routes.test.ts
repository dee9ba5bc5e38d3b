import { configuration, customerLocales, errorEnvelope, sortingList } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { configurations } from '#api/db/schema/index.ts'
import { seed } from '#api/db/seed/index.ts'
import { MAIN_STORE_ID, MINI_STORE_ID } from '#api/db/seed/stores.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'

describe.each(testDatabases)('configuration API on $name', (kind) => {
  let database: Database
  let app: FastifyInstance

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await buildApi(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('serves the site configuration with menus, footer, metadata and both store ids', async () => {
    const response = await app.inject('/api/v1/configuration/latest')
    expect(response.statusCode).toBe(200)
    const body = configuration.parse(response.json())
    expect(body.main_store_id).toBe(MAIN_STORE_ID)
    expect(body.mini_store_id).toBe(MINI_STORE_ID)
    expect(body.menu.some((item) => item.megamenu && item.children.length > 0)).toBe(true)
    expect(body.footer.sections.length).toBeGreaterThan(0)
    expect(body.footer.store_information.phone.url).toMatch(/^tel:/)
    expect(Object.keys(body.response_messages)).toEqual(
      expect.arrayContaining(['order', 'verification_code']),
    )
    // every piece of text exists in all three languages
    for (const item of body.menu) {
      expect(item.title.en && item.title.zh && item.title.cn).toBeTruthy()
    }
    expect(body.site.title_suffix.zh).toBe('海港居室設計')
    // offline payment methods come with the shop's instructions in every language
    for (const method of ['BANK_TRANSFER', 'FPS', 'PAYME'] as const) {
      const text = body.payment_instructions?.[method]
      expect(text?.en && text.zh && text.cn, method).toBeTruthy()
    }
  })

  it('answers the newest version after the owner publishes one', async () => {
    const current = configuration.parse((await app.inject('/api/v1/configuration/latest')).json())
    const { _id, version, updated_at, ...data } = current
    await database.db.insert(configurations).values({
      slug: 'site',
      version: version + 1,
      data: {
        ...data,
        site: { ...data.site, title: { en: 'New title', zh: '新標題', cn: '新标题' } },
      },
    })
    const next = configuration.parse((await app.inject('/api/v1/configuration/latest')).json())
    expect(next.version).toBe(version + 1)
    expect(next.site.title.en).toBe('New title')
  })

  it('seeding again changes nothing (idempotent)', async () => {
    const before = await database.db.select().from(configurations)
    await seed(database.db)
    const after = await database.db.select().from(configurations)
    expect(after).toHaveLength(before.length)
  })

  it('lists the three customer locales with their prefixes', async () => {
    const response = await app.inject('/api/v1/configuration/slug/customer-locales')
    expect(response.statusCode).toBe(200)
    const body = customerLocales.parse(response.json())
    expect(body.default).toBe('en')
    expect(body.locales.map((l) => [l.code, l.prefix])).toEqual([
      ['en', ''],
      ['zh', '/zh'],
      ['cn', '/cn'],
    ])
  })

  it('serves a sorting list by slug', async () => {
    const response = await app.inject('/api/v1/configuration/slug/product/sorting-list')
    expect(response.statusCode).toBe(200)
    const body = sortingList.parse(response.json())
    expect(body.options.map((o) => o.key)).toContain('price-asc')
  })

  it('answers an unknown sorting list with the 404 error envelope', async () => {
    const response = await app.inject('/api/v1/configuration/slug/nothing-here/sorting-list')
    expect(response.statusCode).toBe(404)
    expect(errorEnvelope.parse(response.json())).toEqual({
      message: 'No sorting list for "nothing-here"',
      statusCode: 404,
      code: 'SORTING_LIST_NOT_FOUND',
    })
  })

  it('rejects a malformed slug with a 400 envelope naming the field', async () => {
    const response = await app.inject('/api/v1/configuration/slug/Bad%20Slug!/sorting-list')
    expect(response.statusCode).toBe(400)
    const body = errorEnvelope.parse(response.json())
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.errors?.[0]?.path).toBe('params.slug')
  })

  it('answers unknown API routes with the 404 envelope', async () => {
    const response = await app.inject('/api/v1/no-such-thing')
    expect(response.statusCode).toBe(404)
    expect(errorEnvelope.parse(response.json()).code).toBe('ROUTE_NOT_FOUND')
  })

  it('answers readiness and liveness probes', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' })
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready' })
  })
})
