import { errorEnvelope, postList } from '@shop/contract'
import { count } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import type { Database } from '../db/client.ts'
import { enquiries } from '../db/schema/index.ts'
import { identityApp } from '../modules/identity/test-helpers.ts'
import { unstorableText } from './input-hygiene.ts'

describe('unstorableText', () => {
  it('names the first string or key holding NUL or half a surrogate pair', () => {
    expect(unstorableText({ a: 'ok', b: ['fine', { c: 'x\u0000' }] }, 'body')?.path).toBe(
      'body.b.1.c',
    )
    expect(unstorableText({ name: '\ud800' }, 'body')?.path).toBe('body.name')
    expect(unstorableText({ name: 'end\udfff' }, 'body')?.path).toBe('body.name')
    expect(unstorableText({ 'k\u0000': 1 }, 'body')?.path).toBe('body.k\\u0000')
    expect(unstorableText('\u0000', 'params.slug')?.path).toBe('params.slug')
  })

  it('lets every other text through, whole surrogate pairs and deep nesting included', () => {
    expect(
      unstorableText({ name: '陳大文 😀 ｓ\u202e', n: 1, b: null, list: [] }, 'body'),
    ).toBeNull()
    let deep: unknown = 'leaf'
    for (let i = 0; i < 50_000; i++) deep = [deep]
    expect(unstorableText(deep, 'body')).toBeNull()
    expect(unstorableText(Buffer.from([0, 0xd8]), 'body')).toBeNull()
  })
})

describe.each(testDatabases)('input hygiene on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await identityApp(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const enquiry = (fields: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/enquiries',
      payload: {
        name: 'Mei Ling',
        email: 'mei@example.hk',
        subject: 'Sofa',
        description: 'Do you deliver to Lamma?',
        ...fields,
      },
    })
  const stored = async () => (await database.db.select({ n: count() }).from(enquiries))[0]?.n

  it.each([
    ['a NUL byte', 'Mei\u0000Ling'],
    ['a lone high surrogate', 'Mei \ud800'],
    ['a lone low surrogate', '\udc00Mei'],
  ])('refuses %s in a body field with 400 naming the field, storing nothing', async (_, name) => {
    const before = await stored()
    const answer = await enquiry({ name })
    expect(answer.statusCode).toBe(400)
    const body = errorEnvelope.parse(answer.json())
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.errors).toEqual([{ path: 'body.name', message: 'errors.invalid' }])
    expect(await stored()).toBe(before)
  })

  it('refuses NUL in a query parameter and in a path parameter, naming it', async () => {
    const query = await app.inject('/api/v1/posts/filter?keyword=sofa%00')
    expect(query.statusCode).toBe(400)
    expect(errorEnvelope.parse(query.json()).errors?.[0]?.path).toBe('querystring.keyword')
    const params = await app.inject('/api/v1/contents/slug/about%00us/latest')
    expect(params.statusCode).toBe(400)
    expect(errorEnvelope.parse(params.json()).errors?.[0]?.path).toBe('params.slug')
  })

  it('takes an empty query parameter as not given: its default applies', async () => {
    const list = async (query: string) => {
      const answer = await app.inject(`/api/v1/posts/filter?${query}`)
      expect(answer.statusCode, query).toBe(200)
      const { data, total, current_page } = postList.parse(answer.json())
      return { data, total, current_page }
    }
    const plain = await list('')
    for (const query of ['slug=', 'slug=&page=&per_page=&keyword=', 'category_ids=&logic_gate=']) {
      expect(await list(query), query).toEqual(plain)
    }
    // a value that is there but wrong is still refused
    expect((await app.inject('/api/v1/posts/filter?slug=cheapest-first')).statusCode).toBe(400)
  })
})
