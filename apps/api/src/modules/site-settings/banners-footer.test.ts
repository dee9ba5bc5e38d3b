import {
  type AdminSettings,
  adminSettings,
  type BannerSettingsBody,
  configuration,
  DEFAULT_HOME_BANNERS,
  type FooterSettingsBody,
  type StaffRole,
  settingsHistory,
} from '@shop/contract'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { configurations } from '#api/db/schema/index.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { auditOf, rolesFor, staffBearer, staffTokens } from '../admin-people/test-helpers.ts'
import { ordersApp } from '../orders/test-helpers.ts'

const API = '/api/v1/admin/settings'

type Banners = Omit<BannerSettingsBody, 'version'>
type Footer = Omit<FooterSettingsBody, 'version'>

const banners = (): Banners => ({
  banners: [
    {
      title: { en: 'Winter rugs', zh: '冬季地氈', cn: '' },
      text: { en: 'Wool underfoot.', zh: '', cn: '羊毛脚感。' },
      link: '/shop/main/product?category=rugs',
      tone: 'clay',
    },
  ],
})
const footer = (): Footer => ({
  sections: [
    {
      title: { en: 'Help', zh: '幫助', cn: '' },
      links: [
        { title: { en: 'Delivery', zh: '送貨', cn: '' }, url: '/faq' },
        {
          title: { en: 'Our studio map', zh: '工作室地圖', cn: '' },
          url: 'https://maps.example.hk/x',
        },
      ],
    },
  ],
  social_media: [{ name: 'WhatsApp', url: 'https://wa.me/85223456789' }],
})

describe.each(testDatabases)('home banners and footer settings on $name', (kind) => {
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
  const save = async (part: 'banners' | 'footer', body: object, role: StaffRole = 'manager') =>
    app.inject({
      method: 'PUT',
      url: `${API}/${part}`,
      headers: staffBearer(tokens[role]),
      payload: { version: (await current()).version, ...body },
    })
  const site = async () =>
    configuration.parse((await app.inject('/api/v1/configuration/latest')).json())
  const audited = async (version: number) =>
    (await auditOf(app, String(version))).filter((row) => row.entityType === 'site_settings')

  it('reads the seeded banners and footer as the forms show them and the storefront answers them', async () => {
    const [settings, config] = await Promise.all([current(), site()])
    expect(settings.banners).toEqual(DEFAULT_HOME_BANNERS)
    expect(config.home?.banners).toEqual(DEFAULT_HOME_BANNERS)
    expect(settings.footer?.sections).toEqual(config.footer.sections)
    expect(settings.footer?.social_media).toEqual(
      config.footer.social_media.map(({ name, url }) => ({ name, url })),
    )
  })

  it.each(rolesFor('settings.manage'))(
    'saving banners and footer: $role allowed = $allowed',
    async (c) => {
      const before = await current()
      const one = await save('banners', { banners: before.banners }, c.role)
      expect(one.statusCode).toBe(c.allowed ? 200 : 403)
      const two = await save('footer', before.footer ?? footer(), c.role)
      expect(two.statusCode).toBe(c.allowed ? 200 : 403)
      if (!c.allowed) expect((await current()).version).toBe(before.version)
    },
  )

  it('saved banners: Chinese filled by OpenCC, audited before → after, the storefront follows, the hero kept', async () => {
    const hero = await app.inject({
      method: 'PUT',
      url: `${API}/home`,
      headers: staffBearer(tokens.manager),
      payload: {
        version: (await current()).version,
        hero: [
          {
            title: { en: 'Autumn', zh: '秋天', cn: '秋天' },
            text: { en: '', zh: '', cn: '' },
            cta: { en: 'Shop', zh: '選購', cn: '选购' },
            link: '/shop/main/product',
          },
        ],
      },
    })
    expect(hero.statusCode).toBe(200)
    const before = await current()
    const response = await save('banners', banners())
    expect(response.statusCode).toBe(200)
    const saved = adminSettings.parse(response.json())
    expect(saved.banners).toEqual([
      {
        title: { en: 'Winter rugs', zh: '冬季地氈', cn: '冬季地毡' },
        text: { en: 'Wool underfoot.', zh: '羊毛腳感。', cn: '羊毛脚感。' },
        link: '/shop/main/product?category=rugs',
        tone: 'clay',
      },
    ])
    expect(saved.home.hero[0]?.title.en).toBe('Autumn')
    const config = await site()
    expect(config.home?.banners).toEqual(saved.banners)
    expect(config.home?.hero[0]?.title.en).toBe('Autumn')
    expect(await audited(saved.version)).toEqual([
      expect.objectContaining({
        action: 'site_settings.banners_changed',
        before: before.banners,
        after: saved.banners,
      }),
    ])
    // saving the hero again keeps the banners
    const again = await app.inject({
      method: 'PUT',
      url: `${API}/home`,
      headers: staffBearer(tokens.manager),
      payload: { version: saved.version, hero: [] },
    })
    expect(adminSettings.parse(again.json()).banners).toEqual(saved.banners)
    const history = settingsHistory.parse(
      (await app.inject({ url: `${API}/history`, headers: staffBearer(tokens.owner) })).json(),
    )
    expect(history.data[1]).toMatchObject({ version: saved.version, section: 'banners' })
  })

  it('no banners hides the offers; a version without the key answers the first two', async () => {
    expect((await save('banners', { banners: [] })).statusCode).toBe(200)
    expect((await site()).home?.banners).toEqual([])
    // an older version, saved before banners were settings
    const [latest] = await database.db
      .select()
      .from(configurations)
      .where(eq(configurations.slug, 'site'))
      .orderBy(desc(configurations.version))
      .limit(1)
    if (!latest) throw new Error('no site configuration')
    const data = structuredClone(latest.data) as { home?: Record<string, unknown> }
    delete data.home
    await database.db
      .insert(configurations)
      .values({ slug: 'site', version: latest.version + 1, data })
    const older = await current()
    expect(older.banners).toEqual(DEFAULT_HOME_BANNERS)
    // the public answer is kept a few seconds; a save clears it
    expect((await save('banners', { banners: DEFAULT_HOME_BANNERS })).statusCode).toBe(200)
    expect((await site()).home?.banners).toEqual(DEFAULT_HOME_BANNERS)
  })

  it('names each refused banner field and writes nothing', async () => {
    const before = await current()
    const one = {
      title: { en: '', zh: '', cn: '' },
      text: { en: 'T'.repeat(201), zh: '字', cn: '' },
      link: 'https://elsewhere.example/',
      tone: 'neon',
    }
    const response = await save('banners', { banners: [one] })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.banners.0.title.en', message: 'admin.settings.errors.required' },
        { path: 'body.banners.0.title.zh', message: 'admin.settings.errors.required' },
        { path: 'body.banners.0.text.en', message: 'admin.settings.errors.tooLong' },
        { path: 'body.banners.0.link', message: 'admin.settings.errors.link' },
        { path: 'body.banners.0.tone', message: 'admin.settings.errors.tone' },
      ]),
    )
    const five = Array.from({ length: 5 }, () => DEFAULT_HOME_BANNERS[0])
    const many = await save('banners', { banners: five })
    expect(many.json().errors).toEqual([
      { path: 'body.banners', message: 'admin.settings.errors.tooManyBanners' },
    ])
    expect((await current()).version).toBe(before.version)
  })

  it('saved footer: groups and social links where the footer reads them, icons named, the rest kept, audited', async () => {
    const before = await current()
    const config = await site()
    const response = await save('footer', footer())
    expect(response.statusCode).toBe(200)
    const saved = adminSettings.parse(response.json())
    expect(saved.footer?.sections[0]).toEqual({
      title: { en: 'Help', zh: '幫助', cn: '帮助' },
      links: [
        { title: { en: 'Delivery', zh: '送貨', cn: '送货' }, url: '/faq' },
        {
          title: { en: 'Our studio map', zh: '工作室地圖', cn: '工作室地图' },
          url: 'https://maps.example.hk/x',
        },
      ],
    })
    const after = await site()
    expect(after.footer.sections).toEqual(saved.footer?.sections)
    expect(after.footer.social_media).toEqual([
      { name: 'WhatsApp', url: 'https://wa.me/85223456789', fa_icon: 'fa-whatsapp' },
    ])
    expect(after.footer.store_information).toEqual(config.footer.store_information)
    expect(after.footer.description).toEqual(config.footer.description)
    expect(await audited(saved.version)).toEqual([
      expect.objectContaining({
        action: 'site_settings.footer_changed',
        before: before.footer,
        after: saved.footer,
      }),
    ])
    // put back: the seeded footer
    expect((await save('footer', before.footer ?? {})).statusCode).toBe(200)
    expect((await site()).footer.sections).toEqual(config.footer.sections)
  })

  it('names each refused footer field: scripts, plain http, other sites as paths, unknown networks', async () => {
    const before = await current()
    const link = (url: string) => ({ title: { en: 'A', zh: '甲', cn: '' }, url })
    const response = await save('footer', {
      sections: [
        {
          title: { en: '', zh: '幫助', cn: '' },
          links: [
            link('javascript:alert(1)'),
            link('http://plain.example.hk'),
            link('//elsewhere.example'),
            { title: { en: 'B', zh: '', cn: '' }, url: '/faq' },
          ],
        },
        { title: { en: 'Empty', zh: '空', cn: '' }, links: [] },
        {
          title: { en: 'Many', zh: '多', cn: '' },
          links: Array.from({ length: 9 }, () => link('/faq')),
        },
      ],
      social_media: [
        { name: 'MySpace', url: 'https://myspace.example' },
        { name: 'Instagram', url: 'http://instagram.com/x' },
        { name: 'Instagram', url: 'https://instagram.com/y' },
      ],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.sections.0.title.en', message: 'admin.settings.errors.required' },
        { path: 'body.sections.0.links.0.url', message: 'admin.settings.errors.footerLink' },
        { path: 'body.sections.0.links.1.url', message: 'admin.settings.errors.footerLink' },
        { path: 'body.sections.0.links.2.url', message: 'admin.settings.errors.footerLink' },
        { path: 'body.sections.0.links.3.title.zh', message: 'admin.settings.errors.required' },
        { path: 'body.sections.1.links', message: 'admin.settings.errors.linkRequired' },
        { path: 'body.sections.2.links', message: 'admin.settings.errors.tooManyLinks' },
        { path: 'body.social_media.0.name', message: 'admin.settings.errors.network' },
        { path: 'body.social_media.1.url', message: 'admin.settings.errors.httpsUrl' },
      ]),
    )
    const twice = await save('footer', {
      sections: [],
      social_media: [
        { name: 'Instagram', url: 'https://instagram.com/x' },
        { name: 'Instagram', url: 'https://instagram.com/y' },
      ],
    })
    expect(twice.json().errors).toEqual([
      { path: 'body.social_media.1.name', message: 'admin.settings.errors.networkTwice' },
    ])
    expect((await current()).version).toBe(before.version)
  })

  it('a footer saved from an older version is refused with 409 and nothing written', async () => {
    const before = await current()
    const response = await app.inject({
      method: 'PUT',
      url: `${API}/footer`,
      headers: staffBearer(tokens.manager),
      payload: { version: before.version - 1, ...footer() },
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('SETTINGS_CHANGED')
    const rows = await database.db
      .select({ version: configurations.version })
      .from(configurations)
      .where(and(eq(configurations.slug, 'site'), eq(configurations.version, before.version + 1)))
    expect(rows).toEqual([])
  })
})
