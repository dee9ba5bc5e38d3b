import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { readEnv } from '#api/env.ts'
import { memoryStore } from '#api/lib/rate-limit.ts'
import {
  addToCart,
  checkout,
  checkoutBody,
  findVariant,
  GATEWAY_SECRET,
  guest,
} from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { transportsFromEnv } from './delivery.ts'

/**
 * E-mail through a real SMTP server (issue 30): the shop is started with `SMTP_URL` pointing at an
 * SMTP server listening on this machine, a shopper checks out in English and another in Chinese,
 * and the messages are read back off the wire: headers, the text in each language, the order link.
 */
describe.each(testDatabases.slice(0, 1))('e-mail through SMTP on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let server: SMTPServer
  const received: { envelope: string[]; mail: ParsedMail }[] = []

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        simpleParser(stream)
          .then((mail) => {
            received.push({ envelope: session.envelope.rcptTo.map((r) => r.address), mail })
            done()
          })
          .catch(done)
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.server.address() as AddressInfo
    database = await seededDatabase(kind)
    app = await buildApi(
      database,
      {},
      {
        rateLimitStore: memoryStore(),
        transports: transportsFromEnv(
          readEnv({
            SMTP_URL: `smtp://127.0.0.1:${port}`,
            MAIL_FROM: 'Maison Harbour <hello@maisonharbour.hk>',
          }),
        ),
        publicUrl: 'https://shop.test',
        testGatewaySecret: GATEWAY_SECRET,
      },
    )
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
    await new Promise<void>((resolve) => server?.close(() => resolve()))
  })

  /** The message sent to `address`, once the outbox has handed it to the SMTP server. */
  async function messageTo(address: string) {
    await expect
      .poll(() => received.find((r) => r.envelope.includes(address)), { timeout: 15_000 })
      .toBeDefined()
    return received.find((r) => r.envelope.includes(address))?.mail as ParsedMail
  }

  async function checkoutAs(locale: 'en' | 'zh', email: string) {
    const token = await guest(app, locale)
    const [variant] = await findVariant(database, {
      sale: false,
      points: false,
      minStock: 20,
      maxPrice: 3000,
    })
    if (!variant) throw new Error('no seeded variant')
    await addToCart(app, token, { product_variant_id: variant.id, qty: 1 })
    const body = checkoutBody([variant.id])
    const response = await checkout(app, token, {
      ...body,
      delivery_details: { ...body.delivery_details, email },
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json().order as { _id: string; reference: string }
  }

  it('sends the order confirmation in English and in Chinese, with its link, read back off the wire', async () => {
    const english = await checkoutAs('en', 'mei.en@example.hk')
    const chinese = await checkoutAs('zh', 'mei.zh@example.hk')

    const en = await messageTo('mei.en@example.hk')
    expect(en.from?.value[0]).toMatchObject({
      address: 'hello@maisonharbour.hk',
      name: 'Maison Harbour',
    })
    expect(en.subject).toContain(english.reference)
    expect(en.text).toContain(english.reference)
    expect(en.text).toMatch(/HK\$[\d,]+/)
    // the private order link in the message's language, on the shop's public address
    expect(en.text).toMatch(
      new RegExp(`https://shop\\.test/shop/main/order/${english._id}/access/`),
    )

    const zh = await messageTo('mei.zh@example.hk')
    expect(zh.subject).toContain(chinese.reference)
    // Chinese survives the trip: the subject header is encoded and decoded back, the text is UTF-8
    expect(zh.subject).toMatch(/[\u4e00-\u9fff]/)
    expect(zh.text).toMatch(/[\u4e00-\u9fff]{4,}/)
    expect(zh.text).toMatch(
      new RegExp(`https://shop\\.test/zh/shop/main/order/${chinese._id}/access/`),
    )
    expect(
      String(
        zh.headers.get('content-type') &&
          (zh.headers.get('content-type') as { params?: { charset?: string } }).params?.charset,
      ).toLowerCase(),
    ).toBe('utf-8')
  })

  it('sends a newsletter e-mail with List-Unsubscribe and the one-click List-Unsubscribe-Post', async () => {
    for (const [locale, prefix] of [
      ['en', ''],
      ['zh', '/zh'],
    ] as const) {
      const email = `list.${locale}@example.hk`
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v1/newsletter/subscriptions',
        headers: { 'x-store-locale': locale },
        payload: { email, source: 'footer' },
      })
      expect(answer.statusCode).toBe(202)
      const mail = await messageTo(email)
      const link = new RegExp(`^https://shop\\.test${prefix}/newsletter\\?unsubscribe=[\\w-]{40,}$`)
      // the raw header lines, as a mail program reads them
      const line = (key: string) =>
        mail.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, '') ?? ''
      const url = line('list-unsubscribe').replace(/^<|>$/g, '')
      expect(url).toMatch(link)
      expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
      // the same link ends the body
      expect(mail.text).toContain(url)
    }
  })
})
