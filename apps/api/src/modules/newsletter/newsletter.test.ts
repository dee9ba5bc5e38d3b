import {
  adminNewsletterSubscribers,
  errorEnvelope,
  NEWSLETTER_CONSENT_VERSION,
  translate,
} from '@shop/contract'
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { newsletterSubscriptions, outboxMessages } from '#api/db/schema/index.ts'
import { shopApp } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { rolesFor, staffBearer, staffTokens } from '../admin-people/test-helpers.ts'

let n = 0
const newEmail = (name = 'reader') => `${name}.${Date.now()}.${++n}@example.hk`

describe.each(testDatabases)('newsletter double opt-in on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Awaited<ReturnType<typeof staffTokens>>
  let ips = 0
  /** Each test its own caller address, so the per-address limit is only met where tested. */
  const newIp = () => `10.30.${Math.floor(++ips / 250)}.${ips % 250}`

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await shopApp(database)
    tokens = await staffTokens(app)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const signUp = (
    email: unknown,
    options: { locale?: string; ip?: string; source?: string; path?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscriptions',
      headers: {
        'x-store-locale': options.locale ?? 'en',
        'x-forwarded-for': options.ip ?? newIp(),
      },
      payload: { email, source: options.source ?? 'footer', source_path: options.path ?? '/' },
    })
  const follow = (kind: 'confirmations' | 'unsubscriptions', token: unknown, ip = newIp()) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/newsletter/${kind}`,
      headers: { 'x-forwarded-for': ip },
      payload: { token },
    })
  const mailsTo = (email: string) =>
    database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(desc(outboxMessages.createdAt))
  const rowsOf = (email: string) =>
    database.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
  /** The tokens of the newest confirmation e-mail to an address. */
  async function linksOf(email: string) {
    const [mail] = await mailsTo(email)
    const body = mail?.body ?? ''
    const confirm = /\?confirm=([\w-]+)/.exec(body)?.[1]
    const unsubscribe = /\?unsubscribe=([\w-]+)/.exec(body)?.[1]
    return { mail, confirm: confirm ?? '', unsubscribe: unsubscribe ?? '' }
  }
  const exportCsv = (token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/v1/admin/newsletter/subscribers/export',
      headers: staffBearer(token),
    })

  it('records a pending subscription with its consent and mails a confirmation in the page language', async () => {
    const email = newEmail('chan')
    const answer = await signUp(email.toUpperCase(), {
      locale: 'zh',
      source: 'modal',
      path: '/zh/blog',
    })
    expect(answer.statusCode).toBe(202)
    expect(answer.json()).toEqual({ status: 'CHECK_EMAIL' })

    const [row] = await rowsOf(email)
    expect(row).toMatchObject({
      email,
      language: 'zh',
      consentText: translate('zh', 'newsletter.consent'),
      consentVersion: NEWSLETTER_CONSENT_VERSION,
      source: 'modal',
      sourcePath: '/zh/blog',
      confirmedAt: null,
      unsubscribedAt: null,
    })
    expect(row?.confirmExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 71 * 3_600_000)

    const { mail, confirm, unsubscribe } = await linksOf(email)
    expect(mail).toMatchObject({ channel: 'EMAIL', language: 'zh', subject: '請確認訂閱電子報' })
    expect(mail?.body).toContain(`https://shop.test/zh/newsletter?confirm=${confirm}`)
    // the footer of every marketing e-mail: the one-click unsubscribe link
    expect(mail?.body).toContain(`https://shop.test/zh/newsletter?unsubscribe=${unsubscribe}`)
    expect(confirm.length).toBeGreaterThanOrEqual(40)
    // only a hash of the confirmation token is kept
    expect(row?.confirmTokenHash).not.toContain(confirm)
    expect(row?.unsubscribeToken).toBe(unsubscribe)
  })

  it('confirms once; the link then is used, and the subscriber is consenting', async () => {
    const email = newEmail('wong')
    await signUp(email)
    const { confirm } = await linksOf(email)
    const first = await follow('confirmations', confirm)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ status: 'CONFIRMED', email })
    const [row] = await rowsOf(email)
    expect(row?.confirmedAt).toBeInstanceOf(Date)
    expect(row?.confirmTokenHash).toBeNull()

    const again = await follow('confirmations', confirm)
    expect(again.statusCode).toBe(404)
    expect(errorEnvelope.parse(again.json()).code).toBe('LINK_INVALID')
  })

  it('answers an expired link 410 and confirms nothing', async () => {
    const email = newEmail('lee')
    await signUp(email)
    const { confirm } = await linksOf(email)
    await database.db
      .update(newsletterSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.email, email))
    const expired = await follow('confirmations', confirm)
    expect(expired.statusCode).toBe(410)
    expect(expired.json().code).toBe('LINK_EXPIRED')
    expect((await rowsOf(email))[0]?.confirmedAt).toBeNull()

    // signing up again sends a new link that works; the same row, the old link dead
    await signUp(email)
    const renewed = await linksOf(email)
    expect(renewed.confirm).not.toBe(confirm)
    expect((await follow('confirmations', renewed.confirm)).statusCode).toBe(200)
    expect(await rowsOf(email)).toHaveLength(1)
  })

  it('gives the same answer for an address already subscribed, and sends it nothing', async () => {
    const email = newEmail('ho')
    await signUp(email)
    await follow('confirmations', (await linksOf(email)).confirm)
    const before = (await mailsTo(email)).length
    const repeat = await signUp(email)
    expect(repeat.statusCode).toBe(202)
    expect(repeat.json()).toEqual({ status: 'CHECK_EMAIL' })
    expect(await mailsTo(email)).toHaveLength(before)
    expect(await rowsOf(email)).toHaveLength(1)
  })

  it('unsubscribes with one link, keeps the record, answers a second use the same', async () => {
    const email = newEmail('cheung')
    await signUp(email, { locale: 'cn' })
    const { confirm, unsubscribe } = await linksOf(email)
    await follow('confirmations', confirm)
    const gone = await follow('unsubscriptions', unsubscribe)
    expect(gone.statusCode).toBe(200)
    expect(gone.json()).toEqual({ status: 'UNSUBSCRIBED', email })
    const [row] = await rowsOf(email)
    expect(row?.unsubscribedAt).toBeInstanceOf(Date)
    expect(row?.confirmedAt).toBeInstanceOf(Date)
    expect(row?.consentText).toBe(translate('cn', 'newsletter.consent'))

    const twice = await follow('unsubscriptions', unsubscribe)
    expect(twice.statusCode).toBe(200)
    expect((await rowsOf(email))[0]?.unsubscribedAt).toEqual(row?.unsubscribedAt)

    // signing up again is a new consent with its own record; the old one stays
    await signUp(email)
    const rows = await rowsOf(email)
    expect(rows).toHaveLength(2)
    expect(rows.filter((r) => r.unsubscribedAt)).toHaveLength(1)
  })

  it('an unsubscribe before confirming kills the confirmation link', async () => {
    const email = newEmail('yip')
    await signUp(email)
    const { confirm, unsubscribe } = await linksOf(email)
    expect((await follow('unsubscriptions', unsubscribe)).statusCode).toBe(200)
    expect((await follow('confirmations', confirm)).statusCode).toBe(404)
  })

  it('refuses bad input with 400 and odd tokens with 404, never a 500', async () => {
    for (const email of ['not-an-email', '', 'a@b', `${'x'.repeat(250)}@example.hk`, 42, null]) {
      const bad = await signUp(email)
      expect(bad.statusCode).toBe(400)
      expect(errorEnvelope.parse(bad.json()).code).toBeTruthy()
    }
    const wrongSource = await app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscriptions',
      payload: { email: newEmail(), source: 'spam' },
    })
    expect(wrongSource.statusCode).toBe(400)
    const extra = await app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscriptions',
      payload: { email: newEmail(), admin: true },
    })
    expect(extra.statusCode).toBe(400)
    for (const token of ["' or 1=1 --", '%00', 'ö'.repeat(100), 'x']) {
      expect((await follow('confirmations', token)).statusCode).toBe(404)
      expect((await follow('unsubscriptions', token)).statusCode).toBe(404)
    }
    for (const token of ['', 'x'.repeat(201), 7, null]) {
      expect((await follow('confirmations', token)).statusCode).toBe(400)
      expect((await follow('unsubscriptions', token)).statusCode).toBe(400)
    }
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscriptions',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expect(garbage.statusCode).toBe(400)
  })

  it('limits sign-ups per caller and per address', async () => {
    const ip = newIp()
    const answers = []
    for (let i = 0; i < 11; i++) answers.push((await signUp(newEmail('many'), { ip })).statusCode)
    expect(answers.slice(0, 10).every((s) => s === 202)).toBe(true)
    expect(answers[10]).toBe(429)

    const target = newEmail('target')
    const perAddress = []
    for (let i = 0; i < 4; i++) perAddress.push((await signUp(target)).statusCode)
    expect(perAddress).toEqual([202, 202, 202, 429])
    expect(await mailsTo(target)).toHaveLength(3)
  })

  it('lists subscriptions by status for staff and exports only consenting ones', async () => {
    const pending = newEmail('export-pending')
    const consenting = newEmail('export-yes')
    const gone = newEmail('export-gone')
    await signUp(pending)
    await signUp(consenting, { locale: 'zh', source: 'page', path: '/zh/newsletter' })
    await follow('confirmations', (await linksOf(consenting)).confirm)
    await signUp(gone)
    await follow('confirmations', (await linksOf(gone)).confirm)
    await follow('unsubscriptions', (await linksOf(gone)).unsubscribe)

    const csv = await exportCsv(tokens.owner)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="newsletter-/)
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'email,language,confirmed_at,signed_up_at,consent_version,consent_text,source,source_path',
    )
    const mine = lines.find((l) => l.startsWith(`${consenting},`))
    expect(mine).toContain(`,zh,`)
    expect(mine).toContain(NEWSLETTER_CONSENT_VERSION)
    expect(mine).toContain(translate('zh', 'newsletter.consent'))
    expect(mine).toContain(',page,/zh/newsletter')
    expect(csv.body).not.toContain(pending)
    expect(csv.body).not.toContain(gone)

    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/newsletter/subscribers?q=export-&status=CONSENTING`,
      headers: staffBearer(tokens.staff),
    })
    expect(list.statusCode).toBe(200)
    const page = adminNewsletterSubscribers.parse(list.json())
    expect(page.data.map((s) => s.email)).toContain(consenting)
    expect(page.data.every((s) => s.status === 'CONSENTING')).toBe(true)
    const all = adminNewsletterSubscribers.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/admin/newsletter/subscribers?q=export-',
          headers: staffBearer(tokens.staff),
        })
      ).json(),
    )
    const statuses = Object.fromEntries(all.data.map((s) => [s.email, s.status]))
    expect(statuses).toMatchObject({
      [pending]: 'PENDING',
      [consenting]: 'CONSENTING',
      [gone]: 'UNSUBSCRIBED',
    })
  })

  it.each(rolesFor('newsletter.export'))(
    'export by $role: allowed $allowed',
    async ({ role, allowed }) => {
      expect((await exportCsv(tokens[role])).statusCode).toBe(allowed ? 200 : 403)
    },
  )

  it('keeps the list and export from anyone without a staff session', async () => {
    for (const url of [
      '/api/v1/admin/newsletter/subscribers',
      '/api/v1/admin/newsletter/subscribers/export',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401)
      const customer = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer not-a-staff-token' },
      })
      expect(customer.statusCode).toBe(401)
    }
    const odd = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/newsletter/subscribers?status=MAYBE&page=-1',
      headers: staffBearer(tokens.staff),
    })
    expect(odd.statusCode).toBe(400)
  })
})
