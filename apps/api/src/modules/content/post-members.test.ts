import { postDetails, postList, postReview, postReviewList } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { seedId } from '#api/db/seed/catalog-ids.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { bearer, identityApp } from '../identity/test-helpers.ts'
import { member } from './test-helpers.ts'
import { XSS_CORPUS } from './xss-corpus.ts'

const SOFA = seedId('post:choosing-a-sofa-for-a-hong-kong-living-room')
const LINEN = seedId('post:keeping-a-linen-sofa-fresh')
const UNKNOWN = seedId('post:none')

/** Likes and comments: members only (spec §6), toggles (spec §4), plain-text comments (spec §3). */
describe.each(testDatabases)('post likes and comments on $name', (kind) => {
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

  const like = (id: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'PUT', url: `/api/v1/posts/${id}/like`, headers })
  const comment = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/v1/posts/review', payload: payload as object, headers })
  const details = async (id: string, headers: Record<string, string> = {}) =>
    postDetails.parse((await app.inject({ url: `/api/v1/posts/${id}/details`, headers })).json())

  it('refuses likes, comments and the liked list without a signed-in member (401)', async () => {
    for (const response of [
      await like(SOFA),
      await comment({ _id: SOFA, comment: 'Lovely' }),
      await app.inject('/api/v1/posts/liked/all'),
      await like(SOFA, bearer('not-a-real-token')),
    ]) {
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' })
    }
    expect((await details(SOFA)).likes).toBe(0)
  })

  it('refuses a temporary guest (403): liking needs a registered account', async () => {
    const temp = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { type: 'TEMP' },
    })
    const response = await like(SOFA, bearer(temp.json().token))
    expect(response.statusCode).toBe(403)
  })

  it('toggles a like: liked, counted, listed, then unliked', async () => {
    const mei = await member(app)
    const other = await member(app, 'Ka Ho')
    const first = await like(SOFA, mei.headers)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ _id: SOFA, is_liked: true, likes: 1 })
    expect((await like(SOFA, other.headers)).json()).toMatchObject({ is_liked: true, likes: 2 })

    const mine = await details(SOFA, mei.headers)
    expect(mine.is_liked).toBe(true)
    expect(mine.likes).toBe(2)
    // only the caller's own id is disclosed, never the other member's
    expect(mine.liked_account_ids).toHaveLength(1)
    const anonymous = await details(SOFA)
    expect(anonymous).toMatchObject({ is_liked: false, liked_account_ids: [], likes: 2 })

    await like(LINEN, mei.headers)
    const liked = postList.parse(
      (await app.inject({ url: '/api/v1/posts/liked/all', headers: mei.headers })).json(),
    )
    expect(liked.data.map((p) => p._id)).toEqual([LINEN, SOFA])
    expect(liked.total).toBe(2)

    const undo = await like(SOFA, mei.headers)
    expect(undo.json()).toEqual({ _id: SOFA, is_liked: false, likes: 1 })
    expect((await details(SOFA, mei.headers)).is_liked).toBe(false)
    const after = postList.parse(
      (await app.inject({ url: '/api/v1/posts/liked/all', headers: mei.headers })).json(),
    )
    expect(after.data.map((p) => p._id)).toEqual([LINEN])
    expect((await like(UNKNOWN, mei.headers)).statusCode).toBe(404)
  })

  it('adds a comment with the member name, listed oldest first', async () => {
    const mei = await member(app, 'Mei Ling')
    const response = await comment(
      { _id: LINEN, comment: '  Washed mine at 30 °C. Perfect!  ' },
      mei.headers,
    )
    expect(response.statusCode, response.body).toBe(201)
    const created = postReview.parse(response.json())
    expect(created).toMatchObject({
      post_id: LINEN,
      comment: 'Washed mine at 30 °C. Perfect!',
      status: 'ACTIVE',
      user: { username: 'Mei Ling' },
    })
    await comment({ _id: LINEN, comment: 'Second thought: turn the cushions too.' }, mei.headers)
    const list = postReviewList.parse((await app.inject(`/api/v1/posts/${LINEN}/reviews`)).json())
    expect(list.data.map((r) => r.comment)).toEqual([
      'Washed mine at 30 °C. Perfect!',
      'Second thought: turn the cushions too.',
    ])
    expect((await details(LINEN)).review_count).toBe(2)
  })

  it('rejects empty, too long and unknown-post comments with field errors', async () => {
    const mei = await member(app)
    const empty = await comment({ _id: SOFA, comment: '   ' }, mei.headers)
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors).toEqual([{ path: 'body.comment', message: 'errors.required' }])
    const invisible = await comment({ _id: SOFA, comment: '\u200b\u200b' }, mei.headers)
    expect(invisible.statusCode).toBe(400)
    const long = await comment({ _id: SOFA, comment: 'x'.repeat(1001) }, mei.headers)
    expect(long.statusCode).toBe(400)
    expect(long.json().errors).toEqual([{ path: 'body.comment', message: 'errors.commentTooLong' }])
    expect((await comment({ _id: SOFA, comment: 'x'.repeat(1000) }, mei.headers)).statusCode).toBe(
      201,
    )
    const extra = await comment({ _id: SOFA, comment: 'hi', status: 'ACTIVE' }, mei.headers)
    expect(extra.statusCode).toBe(400)
    expect((await comment({ _id: UNKNOWN, comment: 'hello' }, mei.headers)).statusCode).toBe(404)
  })

  it('stores an XSS corpus as plain text and serves it back unchanged', async () => {
    const ids: string[] = []
    for (const [i, attack] of XSS_CORPUS.entries()) {
      // a fresh member per few comments keeps under the per-member rate limit
      const author = i % 4 === 0 ? await member(app, '<b onmouseover=alert(1)>Eve</b>') : null
      if (author) ids.push(author.token)
      const token = ids.at(-1) as string
      const response = await comment({ _id: SOFA, comment: attack }, bearer(token))
      expect(response.statusCode, response.body).toBe(201)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
    }
    const list = postReviewList.parse(
      (await app.inject(`/api/v1/posts/${SOFA}/reviews?per_page=100`)).json(),
    )
    const stored = list.data.map((r) => r.comment)
    for (const attack of XSS_CORPUS) expect(stored).toContain(attack)
    expect(list.data.at(-1)?.user.username).toBe('<b onmouseover=alert(1)>Eve</b>')
  })

  it('rate-limits comments from one member (429) without losing earlier ones', async () => {
    const mei = await member(app)
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      statuses.push((await comment({ _id: LINEN, comment: `Note ${i}` }, mei.headers)).statusCode)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])
    const list = postReviewList.parse(
      (await app.inject(`/api/v1/posts/${LINEN}/reviews?per_page=100`)).json(),
    )
    expect(list.data.filter((r) => r.comment.startsWith('Note '))).toHaveLength(5)
  })
})
