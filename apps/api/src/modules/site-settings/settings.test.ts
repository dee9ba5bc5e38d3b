import {
  type AdminSettings,
  adminSettings,
  configuration,
  type HeroSlide,
  type PaymentDetails,
  type ShopDetails,
  type StaffRole,
  settingsHistory,
} from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { outboxMessages } from '#api/db/schema/index.ts'
import { guest } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { auditOf, rolesFor, staffBearer, staffTokens } from '../admin-people/test-helpers.ts'
import { multipart, ordersApp, placeOrder, pngBytes } from '../orders/test-helpers.ts'
import { loadProjectPaymentSettings } from '../projects/settings.ts'

const API = '/api/v1/admin/settings'

const shop = (overrides: Partial<ShopDetails> = {}): ShopDetails => ({
  name: { en: 'Harbour Living Limited', zh: '海港生活有限公司', cn: '海港生活有限公司' },
  address: {
    en: '3/F, 9 Kwun Tong Road, Kowloon',
    zh: '九龍觀塘道9號3樓',
    cn: '九龙观塘道9号3楼',
  },
  phone: '+852 3111 2222',
  email: 'studio@harbourliving.hk',
  business_registration_number: '65432109',
  whatsapp: '',
  ...overrides,
})
const slide = (overrides: Partial<HeroSlide> = {}): HeroSlide => ({
  title: { en: 'Autumn sofas', zh: '秋季梳化', cn: '秋季沙发' },
  text: { en: 'Soft linen, deep seats.', zh: '柔軟麻布。', cn: '柔软麻布。' },
  cta: { en: 'See sofas', zh: '睇梳化', cn: '看沙发' },
  link: '/shop/main/product?category=sofas',
  image: '',
  ...overrides,
})
const payments = (overrides: Partial<PaymentDetails> = {}): PaymentDetails => ({
  fps: { id: '9876543', name: 'Harbour Living Limited' },
  bank_accounts: [{ bank: 'Hang Seng', number: '024-555-123456-882', name: 'Harbour Living' }],
  payme: { number: '9123 4567', name: 'Harbour Living' },
  wallets: { ALIPAY_HK: true, WECHAT_PAY_HK: true },
  ...overrides,
})

describe.each(testDatabases)('site settings on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database)
    tokens = await staffTokens(app)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, role?: StaffRole) =>
    app.inject({
      method,
      url: `${API}${url}`,
      headers: role ? staffBearer(tokens[role]) : {},
      ...(payload ? { payload } : {}),
    })
  const current = async (): Promise<AdminSettings> =>
    adminSettings.parse((await call('GET', '', undefined, 'owner')).json())
  const site = async () =>
    configuration.parse((await app.inject('/api/v1/configuration/latest')).json())

  it.each(rolesFor('settings.view'))('reading: $role allowed = $allowed', async (c) => {
    expect((await call('GET', '', undefined, c.role)).statusCode).toBe(c.allowed ? 200 : 403)
    expect((await call('GET', '/history', undefined, c.role)).statusCode).toBe(
      c.allowed ? 200 : 403,
    )
  })

  it('refuses without a staff token, staff for details and managers for payment details', async () => {
    const { version } = await current()
    expect((await call('GET', '')).statusCode).toBe(401)
    const bystander = await call('PUT', '/shop', { ...shop(), version }, 'staff')
    expect(bystander.statusCode).toBe(403)
    const manager = await call('PUT', '/payments', { ...payments(), version }, 'manager')
    expect(manager.statusCode).toBe(403)
    expect(manager.json().code).toBe('STAFF_FORBIDDEN')
    // nothing was written
    expect((await current()).version).toBe(version)
  })

  it('names each refused field of the shop details: phone, e-mail, BR number, a missing language, WhatsApp', async () => {
    const { version } = await current()
    const bad = await call(
      'PUT',
      '/shop',
      {
        ...shop({
          phone: '12ab',
          email: 'not-an-email',
          business_registration_number: '1234',
          address: { en: 'Somewhere', zh: '', cn: '' },
          whatsapp: 'chat with us',
        }),
        version,
      },
      'manager',
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.phone', message: 'admin.settings.errors.phone' },
        { path: 'body.email', message: 'admin.settings.errors.email' },
        {
          path: 'body.business_registration_number',
          message: 'admin.settings.errors.businessRegistration',
        },
        { path: 'body.address.zh', message: 'admin.settings.errors.required' },
        { path: 'body.whatsapp', message: 'admin.settings.errors.phone' },
      ]),
    )
    expect((await current()).version).toBe(version)
  })

  it('names each refused payment field: FPS id, bank account digits, PayMe number', async () => {
    const { version } = await current()
    const bad = await call(
      'PUT',
      '/payments',
      {
        ...payments({
          fps: { id: '12345', name: 'Harbour' },
          bank_accounts: [{ bank: 'HSBC', number: '004-ABC-12', name: 'Harbour' }],
          payme: { number: '2123 4567', name: 'Harbour' },
        }),
        version,
      },
      'owner',
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'body.fps.id', message: 'admin.settings.errors.fpsId' },
        { path: 'body.bank_accounts.0.number', message: 'admin.settings.errors.bankAccount' },
        { path: 'body.payme.number', message: 'admin.settings.errors.payme' },
      ]),
    )
    const short = await call(
      'PUT',
      '/payments',
      { ...payments({ bank_accounts: [{ bank: 'HSBC', number: '004-12', name: 'H' }] }), version },
      'owner',
    )
    expect(short.json().errors).toEqual([
      { path: 'body.bank_accounts.0.number', message: 'admin.settings.errors.bankAccount' },
    ])
  })

  it("a manager's new address is a new version, audited before → after, and printed at once", async () => {
    const before = await current()
    // Simplified left empty: filled from the Traditional with OpenCC
    const typed = shop({ whatsapp: '+852 9123 4567' })
    const response = await call(
      'PUT',
      '/shop',
      { ...typed, address: { ...typed.address, cn: '' }, version: before.version },
      'manager',
    )
    expect(response.statusCode, response.body).toBe(200)
    const saved = adminSettings.parse(response.json())
    expect(saved.version).toBe(before.version + 1)
    expect(saved.shop?.address.zh).toBe('九龍觀塘道9號3樓')
    // what the invoice print and the footer read
    const config = await site()
    expect(config.shop?.address.en).toBe('3/F, 9 Kwun Tong Road, Kowloon')
    expect(config.shop?.business_registration_number).toBe('65432109')
    expect(config.footer.store_information.address.title.cn).toBe('九龙观塘道9号3楼')
    expect(config.footer.store_information.phone.url).toBe('tel:+85231112222')
    // "Ask us on WhatsApp" leads to the number given
    expect(config.shop?.whatsapp).toBe('+852 9123 4567')
    const [audit] = await auditOf(app, String(saved.version))
    expect(audit).toMatchObject({
      action: 'site_settings.shop_changed',
      entityType: 'site_settings',
      before: before.shop,
      after: saved.shop,
    })
  })

  it('refuses a save edited from an older version, writing nothing', async () => {
    const { version } = await current()
    const stale = await call(
      'PUT',
      '/shop',
      { ...shop({ phone: '+852 2000 0000' }), version: version - 1 },
      'manager',
    )
    expect(stale.statusCode).toBe(409)
    expect(stale.json().code).toBe('SETTINGS_CHANGED')
    const after = await current()
    expect(after.version).toBe(version)
    expect(after.shop?.phone).toBe('+852 3111 2222')
  })

  it('the home hero follows the saved slides; a link to another site is refused', async () => {
    const { version } = await current()
    const outside = await call(
      'PUT',
      '/home',
      { hero: [slide({ link: '//evil.example/x' })], version },
      'manager',
    )
    expect(outside.statusCode).toBe(400)
    expect(outside.json().errors[0]).toEqual({
      path: 'body.hero.0.link',
      message: 'admin.settings.errors.link',
    })
    const saved = await call(
      'PUT',
      '/home',
      { hero: [slide({ image: '/brand/og-image.svg' })], version },
      'manager',
    )
    expect(saved.statusCode, saved.body).toBe(200)
    const config = await site()
    expect(config.home?.hero.map((s) => s.title.zh)).toEqual(['秋季梳化'])
    expect(config.home?.hero[0]?.image).toBe('/brand/og-image.svg')
  })

  it("the owner's payment details reach checkout's instructions and receipt matching", async () => {
    const { version } = await current()
    const response = await call('PUT', '/payments', { ...payments(), version }, 'owner')
    expect(response.statusCode, response.body).toBe(200)
    const config = await site()
    expect(config.payment_instructions?.FPS?.en).toContain('9876543')
    expect(config.payment_instructions?.FPS?.zh).toContain('9876543')
    expect(config.payment_instructions?.BANK_TRANSFER?.cn).toContain('024-555-123456-882')
    expect(config.payment_instructions?.PAYME?.en).toContain('9123 4567')
    // the order e-mail of an FPS order says where to pay now
    const email = `fps-${Date.now()}@example.hk`
    await placeOrder(app, database, await guest(app), {
      extra: {
        delivery_details: { name: 'Chan Tai Man', area_code: '852', phone: '91234567', email },
      },
    })
    const mails = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
    expect(mails.map((m) => m.body).join('\n')).toContain('9876543')
    const matching = await loadProjectPaymentSettings(database.db)
    expect(matching.receiving_accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'FPS', number: '9876543' }),
        expect.objectContaining({ kind: 'BANK', number: '024-555-123456-882' }),
      ]),
    )
  })

  it('lists versions newest first with who saved what, and restores an older one', async () => {
    const history = settingsHistory.parse(
      (await call('GET', '/history', undefined, 'manager')).json(),
    )
    const [newest, home, shopVersion] = history.data
    expect(newest).toMatchObject({
      section: 'payments',
      current: true,
      staff: { name: 'Test owner' },
    })
    expect(home).toMatchObject({ section: 'home', current: false, staff: { name: 'Test manager' } })
    expect(shopVersion?.section).toBe('shop')
    const seeded = history.data.at(-1)
    expect(seeded?.staff).toBeNull()

    // a manager brings back the version before the hero: its hero goes, the payments stay
    const latest = await current()
    const restored = await call(
      'POST',
      `/history/${shopVersion?.version}/restore`,
      { version: latest.version },
      'manager',
    )
    expect(restored.statusCode, restored.body).toBe(200)
    const now = adminSettings.parse(restored.json())
    expect(now.version).toBe(latest.version + 1)
    expect(now.home.hero).toEqual([])
    expect(now.shop?.name.en).toBe('Harbour Living Limited')
    expect(now.payments?.fps.id).toBe('9876543')
    expect((await site()).payment_instructions?.FPS?.en).toContain('9876543')
    const [audit] = await auditOf(app, String(now.version))
    expect(audit).toMatchObject({
      action: 'site_settings.restored',
      note: `version ${shopVersion?.version}`,
    })
    const listed = settingsHistory.parse((await call('GET', '/history', undefined, 'owner')).json())
    expect(listed.data[0]).toMatchObject({
      section: 'restore',
      restored_from: shopVersion?.version,
      current: true,
    })
  })

  it('a hero picture uploaded here is checked, stored public and usable by a slide', async () => {
    const send = (role: StaffRole, file: { name: string; type: string; bytes: Buffer }) => {
      const body = multipart([file])
      return app.inject({
        method: 'POST',
        url: `${API}/pictures`,
        headers: { ...staffBearer(tokens[role]), ...body.headers },
        payload: body.payload,
      })
    }
    const png = { name: 'hero.png', type: 'image/png', bytes: await pngBytes(64, 32) }
    expect((await send('staff', png)).statusCode).toBe(403)
    const svg = { name: 'x.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg></svg>') }
    expect((await send('manager', svg)).statusCode).toBe(415)
    const pdf = { name: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF') }
    expect((await send('manager', pdf)).statusCode).toBe(415)
    const uploaded = await send('manager', png)
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const { url, purpose, width } = uploaded.json()
    expect({ purpose, width }).toEqual({ purpose: 'site_picture', width: 64 })
    // anyone may fetch it (the home page shows it), without a token
    const served = await app.inject(url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toMatch(/^image\//)
    const { version } = await current()
    const saved = await call('PUT', '/home', { hero: [slide({ image: url })], version }, 'manager')
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await site()).home?.hero[0]?.image).toBe(url)
  })

  it('refuses restoring a version that does not exist, or as staff', async () => {
    const { version } = await current()
    const missing = await call('POST', '/history/99999/restore', { version }, 'owner')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('VERSION_NOT_FOUND')
    const staff = await call('POST', '/history/1/restore', { version }, 'staff')
    expect(staff.statusCode).toBe(403)
    const nonsense = await call('POST', '/history/abc/restore', { version }, 'owner')
    expect(nonsense.statusCode).toBe(400)
    expect((await current()).version).toBe(version)
  })
})
