import { CONTENT_SLUGS, contentPage } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { contents } from '#api/db/schema/index.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { sanitizeRichText } from './sanitize.ts'
import { XSS_CORPUS } from './xss-corpus.ts'

/** What must never reach a browser from rich text. */
const DANGEROUS = /<script|<iframe|<style|<form|<img|<svg|<math|\son\w+\s*=|javascript:|style=/i

describe.each(testDatabases)('content pages on $name', (kind) => {
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

  const latest = (slug: string) => app.inject(`/api/v1/contents/slug/${slug}/latest`)

  it('serves every content page in three languages', async () => {
    for (const slug of CONTENT_SLUGS) {
      const response = await latest(slug)
      expect(response.statusCode, slug).toBe(200)
      const page = contentPage.parse(response.json())
      expect(page).toMatchObject({ slug, version: 1 })
      for (const locale of ['en', 'zh', 'cn'] as const) {
        expect(page.title[locale], `${slug} ${locale}`).not.toBe('')
        expect(page.body[locale].length, `${slug} ${locale}`).toBeGreaterThan(40)
      }
    }
  })

  it('carries testimonials and team on about-us, questions and answers on faq', async () => {
    const about = contentPage.parse((await latest('about-us')).json())
    expect(about.sections.map((s) => s.key)).toEqual(['testimonials', 'team'])
    expect(about.sections[1]?.items.length).toBeGreaterThanOrEqual(3)
    expect(about.sections[1]?.items[0]?.subtitle?.en).toMatch(/director/i)
    const faq = contentPage.parse((await latest('faq')).json())
    const questions = faq.sections[0]?.items ?? []
    expect(questions.length).toBeGreaterThanOrEqual(5)
    expect(questions.every((q) => q.title.en.endsWith('?') && q.title.zh.endsWith('？'))).toBe(true)
  })

  it('answers 404 for an unknown page and 400 for a malformed slug', async () => {
    const missing = await latest('no-such-page')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'CONTENT_NOT_FOUND' })
    expect((await latest('..%2Fetc')).statusCode).toBe(400)
  })

  it('serves the newest version, sanitised even when stored unsafely', async () => {
    const attack = XSS_CORPUS.join('\n')
    await database.db.insert(contents).values({
      slug: 'disclaimer',
      version: 2,
      title: { en: 'Disclaimer', zh: '免責聲明', cn: '免责声明' },
      body: { en: `<p>Updated</p>${attack}`, zh: attack, cn: attack },
      sections: [
        {
          key: 'notes',
          title: { en: 'Notes', zh: '備註', cn: '备注' },
          items: [
            {
              title: { en: 'Note', zh: '備註', cn: '备注' },
              subtitle: null,
              body: { en: attack, zh: attack, cn: attack },
              image: null,
            },
          ],
        },
      ],
    })
    const page = contentPage.parse((await latest('disclaimer')).json())
    expect(page.version).toBe(2)
    expect(page.body.en).toContain('<p>Updated</p>')
    for (const html of [page.body.en, page.body.zh, page.sections[0]?.items[0]?.body.en ?? '']) {
      expect(html).not.toMatch(DANGEROUS)
    }
  })

  it('keeps the allow-listed structure and safe links', () => {
    const html =
      '<h2>Title</h2><p>Text <strong>bold</strong> <a href="https://example.com">out</a> <a href="/faq">in</a></p><ul><li>one</li></ul>'
    expect(sanitizeRichText(html)).toBe(
      '<h2>Title</h2><p>Text <strong>bold</strong> <a href="https://example.com" rel="noopener noreferrer nofollow">out</a> <a href="/faq">in</a></p><ul><li>one</li></ul>',
    )
    for (const attack of XSS_CORPUS) expect(sanitizeRichText(attack)).not.toMatch(DANGEROUS)
  })
})
