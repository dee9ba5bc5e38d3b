import {
  type AdminSettings,
  adminSettings,
  configuration,
  type SeoSettingsBody,
  type StaffRole,
  settingsHistory,
} from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { auditOf, rolesFor, staffBearer, staffTokens } from '../admin-people/test-helpers.ts'
import { ordersApp } from '../orders/test-helpers.ts'

const API = '/api/v1/admin/settings'

const seo = (): Omit<SeoSettingsBody, 'version'> => ({
  title: { en: 'Harbour Living', zh: '海港生活', cn: '' },
  description: { en: 'Sofas and renovations in Hong Kong.', zh: '', cn: '香港沙发及装修。' },
  footer_description: { en: 'A studio in Kwun Tong.', zh: '觀塘的工作室。', cn: '观塘的工作室。' },
})

describe.each(testDatabases)('title, description and footer settings on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database)
    tokens = await staffTokens(app)
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const current = async (): Promise<AdminSettings> =>
    adminSettings.parse((await app.inject({ url: API, headers: staffBearer(tokens.owner) })).json())
  const save = async (body: Omit<SeoSettingsBody, 'version'>, role: StaffRole = 'manager') =>
    app.inject({
      method: 'PUT',
      url: `${API}/seo`,
      headers: staffBearer(tokens[role]),
      payload: { version: (await current()).version, ...body },
    })
  const site = async () =>
    configuration.parse((await app.inject('/api/v1/configuration/latest')).json())

  it('reads the seeded title, description and footer sentence as the form shows them', async () => {
    const [settings, config] = await Promise.all([current(), site()])
    expect(settings.seo).toEqual({
      title: config.site.title,
      description: config.site.description,
      footer_description: config.footer.description,
    })
  })

  it.each(rolesFor('settings.manage'))('saving the title: $role allowed = $allowed', async (c) => {
    const before = await current()
    const response = await save(before.seo ?? seo(), c.role)
    expect(response.statusCode).toBe(c.allowed ? 200 : 403)
    if (!c.allowed) expect((await current()).version).toBe(before.version)
  })

  it('saved: the storefront answers the new title, description and footer, Chinese filled with OpenCC, audited', async () => {
    const before = await current()
    const response = await save(seo())
    expect(response.statusCode).toBe(200)
    const saved = adminSettings.parse(response.json())
    expect(saved.version).toBe(before.version + 1)
    expect(saved.seo).toEqual({
      title: { en: 'Harbour Living', zh: '海港生活', cn: '海港生活' },
      description: {
        en: 'Sofas and renovations in Hong Kong.',
        zh: '香港沙發及裝修。',
        cn: '香港沙发及装修。',
      },
      footer_description: seo().footer_description,
    })
    // the storefront's configuration (cache cleared): metadata and footer, the rest kept
    const config = await site()
    expect(config.site.title).toEqual(saved.seo?.title)
    expect(config.site.description).toEqual(saved.seo?.description)
    expect(config.footer.description).toEqual(saved.seo?.footer_description)
    expect(config.site.title_suffix.en).toBe('Maison Harbour Interiors')
    expect(config.footer.store_information).toBeDefined()

    const audit = (await auditOf(app, String(saved.version))).filter(
      (row) => row.entityType === 'site_settings',
    )
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'site_settings.seo_changed',
        before: before.seo,
        after: saved.seo,
      }),
    ])
    const history = settingsHistory.parse(
      (await app.inject({ url: `${API}/history`, headers: staffBearer(tokens.owner) })).json(),
    )
    expect(history.data[0]).toMatchObject({ version: saved.version, section: 'seo' })
  })

  it('names each refused field: a title over 70, a description over 160, no English, no Chinese', async () => {
    const before = await current()
    const response = await save({
      title: { en: 'T'.repeat(71), zh: '標題', cn: '' },
      description: { en: 'D'.repeat(161), zh: '', cn: '描述' },
      footer_description: { en: '', zh: '', cn: '' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.title.en', message: 'admin.settings.errors.tooLong' },
        { path: 'body.description.en', message: 'admin.settings.errors.tooLong' },
        { path: 'body.footer_description.en', message: 'admin.settings.errors.required' },
        { path: 'body.footer_description.zh', message: 'admin.settings.errors.required' },
      ]),
    )
    expect((await current()).version).toBe(before.version)
  })

  it('a restore brings the older title back to the storefront', async () => {
    const before = await current()
    const changed = await save({ ...seo(), title: { en: 'For a moment', zh: '片刻', cn: '' } })
    expect(changed.statusCode).toBe(200)
    expect((await site()).site.title.en).toBe('For a moment')
    const restored = await app.inject({
      method: 'POST',
      url: `${API}/history/${before.version}/restore`,
      headers: staffBearer(tokens.manager),
      payload: { version: (await current()).version },
    })
    expect(restored.statusCode).toBe(200)
    expect((await site()).site.title).toEqual(before.seo?.title)
  })
})
