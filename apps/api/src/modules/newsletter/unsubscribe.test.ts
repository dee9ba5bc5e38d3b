import { memberNewsletter, outboxMessage } from '@shop/contract'
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { newsletterSubscriptions, outboxMessages } from '#api/db/schema/index.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { bearer, identityApp, register } from '../identity/test-helpers.ts'

let n = 0
const newEmail = (name = 'reader') => `${name}.${Date.now()}.${++n}@example.hk`

/**
 * Leaving the newsletter (issue 30, ADR 063 amended 2026-11-28): every e-mail of the list carries
 * the unsubscribe link in its body and as `List-Unsubscribe` with the one-click
 * `List-Unsubscribe-Post` (RFC 8058), read back from the outbox; the one-click post keeps how the
 * withdrawal came; a member's own toggle on the account.
 */
describe.each(testDatabases)('newsletter unsubscribe on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let ips = 0
  const newIp = () => `10.31.${Math.floor(++ips / 250)}.${ips % 250}`

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await identityApp(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const signUp = (email: string, locale = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscriptions',
      headers: { 'x-store-locale': locale, 'x-forwarded-for': newIp() },
      payload: { email, source: 'footer', source_path: '/' },
    })
  const unsubscribe = (payload: unknown, ip = newIp()) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/unsubscriptions',
      headers: { 'x-forwarded-for': ip },
      payload: payload as Record<string, unknown>,
    })
  /** The newest message to an address as the development mailbox shows it, headers included. */
  async function mailbox(email: string) {
    const answer = await app.inject(`/api/v1/dev/outbox?recipient=${encodeURIComponent(email)}`)
    expect(answer.statusCode).toBe(200)
    const [message] = (answer.json().data as unknown[]).map((m) => outboxMessage.parse(m))
    if (!message) throw new Error(`no message for ${email}`)
    return message
  }
  const rowOf = async (email: string) =>
    (
      await database.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
        .orderBy(desc(newsletterSubscriptions.createdAt))
    )[0]

  it.each([
    ['en', '', 'Unsubscribe with one click'],
    ['zh', '/zh', '一按取消訂閱'],
    ['cn', '/cn', '一键取消订阅'],
  ] as const)(
    'the %s confirmation e-mail carries the link in its body and as List-Unsubscribe headers',
    async (locale, prefix, words) => {
      const email = newEmail(`list-${locale}`)
      expect((await signUp(email, locale)).statusCode).toBe(202)
      const message = await mailbox(email)
      const row = await rowOf(email)
      const link = `https://shop.test${prefix}/newsletter?unsubscribe=${row?.unsubscribeToken}`
      expect(message.body).toContain(`${words}`)
      expect(message.body).toContain(link)
      expect(message.headers).toEqual({
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
      // kept on the outbox row, where the SMTP transport reads it
      const [stored] = await database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, email))
      expect(stored?.listUnsubscribe).toBe(link)
    },
  )

  it('other e-mails carry no List-Unsubscribe (an account verification is not marketing)', async () => {
    const { email } = await register(app)
    const message = await mailbox(email)
    expect(message.headers).toEqual({})
  })

  it('a one-click post unsubscribes and the record keeps when and how; a second post answers the same', async () => {
    const email = newEmail('oneclick')
    await signUp(email, 'zh')
    const token = (await rowOf(email))?.unsubscribeToken
    const answer = await unsubscribe({ token, via: 'one-click' })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ status: 'UNSUBSCRIBED', email })
    const row = await rowOf(email)
    expect(row?.unsubscribedVia).toBe('one-click')
    expect(row?.unsubscribedAt?.getTime()).toBeGreaterThan(Date.now() - 60_000)
    // a later click of the footer's link changes neither the time nor the way
    const again = await unsubscribe({ token, via: 'link' })
    expect(again.statusCode).toBe(200)
    const after = await rowOf(email)
    expect(after?.unsubscribedVia).toBe('one-click')
    expect(after?.unsubscribedAt?.getTime()).toBe(row?.unsubscribedAt?.getTime())
  })

  it('the page button is kept as `link`', async () => {
    const email = newEmail('button')
    await signUp(email)
    const token = (await rowOf(email))?.unsubscribeToken
    expect((await unsubscribe({ token })).statusCode).toBe(200)
    expect((await rowOf(email))?.unsubscribedVia).toBe('link')
  })

  it('refuses forged, altered and malformed tokens without a 500, and unsubscribes nobody', async () => {
    const email = newEmail('forged')
    await signUp(email)
    const token = (await rowOf(email))?.unsubscribeToken ?? ''
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const forged of [altered, 'x'.repeat(43), '1', "' or 1=1 --", '%00', '../../admin']) {
      const answer = await unsubscribe({ token: forged, via: 'one-click' })
      expect(answer.statusCode, forged).toBe(404)
      expect(answer.json().code).toBe('LINK_INVALID')
    }
    for (const bad of [{}, { token: '' }, { token: 'x'.repeat(201) }, { token, via: 'fax' }]) {
      expect((await unsubscribe(bad)).statusCode).toBe(400)
    }
    expect((await rowOf(email))?.unsubscribedAt).toBeNull()
  })

  it('limits one-click posts per caller', async () => {
    const ip = '10.99.0.1'
    let last = 0
    for (let i = 0; i < 601; i++) {
      last = (await unsubscribe({ token: `guess-${i}`, via: 'one-click' }, ip)).statusCode
    }
    expect(last).toBe(429)
  })

  it("a member sees their address's status, subscribes by double opt-in and unsubscribes", async () => {
    const { email, token } = await register(app, {}, 'zh')
    const status = async () => {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/v1/account/newsletter',
        headers: bearer(token),
      })
      expect(answer.statusCode).toBe(200)
      return memberNewsletter.parse(answer.json())
    }
    const toggle = (subscribed: boolean) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/account/newsletter',
        headers: { ...bearer(token), 'x-store-locale': 'zh' },
        payload: { subscribed, source_path: '/zh/account/notifications' },
      })
    expect(await status()).toEqual({ status: 'NONE', email })

    const on = await toggle(true)
    expect(on.statusCode).toBe(200)
    expect(on.json()).toEqual({ status: 'PENDING', email })
    const mail = await mailbox(email)
    expect(mail.subject).toBe('請確認訂閱電子報')
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(await rowOf(email)).toMatchObject({ source: 'account', language: 'zh' })

    const confirm = /\?confirm=([\w-]+)/.exec(mail.body)?.[1]
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/confirmations',
      headers: { 'x-forwarded-for': newIp() },
      payload: { token: confirm },
    })
    expect(confirmed.statusCode).toBe(200)
    expect(await status()).toEqual({ status: 'CONSENTING', email })

    const off = await toggle(false)
    expect(off.json()).toEqual({ status: 'NONE', email })
    expect(await rowOf(email)).toMatchObject({ unsubscribedVia: 'account' })
    // unsubscribing again is no error
    expect((await toggle(false)).statusCode).toBe(200)
  })

  it('keeps the toggle from guests and anyone signed out', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/account/newsletter' })
    expect(anonymous.statusCode).toBe(401)
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/account/newsletter',
      payload: { subscribed: true },
    })
    expect(put.statusCode).toBe(401)
  })
})
