import { randomUUID } from 'node:crypto'
import { adminModerationItem, adminModerationList, type StaffRole } from '@shop/contract'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { postReviews, posts, productReviews, products } from '#api/db/schema/index.ts'
import { MAIN_STORE_ID } from '#api/db/seed/stores.ts'
import { auth } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { identityApp, register } from '../identity/test-helpers.ts'
import { moderationRepository } from './moderation-repository.ts'
import { auditOf, rolesFor, staffBearer, staffTokens } from './test-helpers.ts'

const API = '/api/v1/admin/moderation'
const STORE = `/api/v1/stores/${MAIN_STORE_ID}/product-management`

describe.each(testDatabases)('back-office moderation on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>
  let member: string
  let postId: string

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await identityApp(database)
    tokens = await staffTokens(app)
    member = (await register(app)).token
    const [post] = await database.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.status, 'ACTIVE'))
      .limit(1)
    postId = post?.id as string
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const as = (role: StaffRole) => staffBearer(tokens[role])
  async function comment(text = `Lovely room ${randomUUID().slice(0, 6)}`) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/posts/review',
      // a member writes at most 5 comments in 10 minutes: each comment gets its own
      headers: auth((await register(app)).token),
      payload: { _id: postId, comment: text },
    })
    expect(response.statusCode, response.body).toBe(201)
    return { id: response.json()._id as string, text }
  }
  /** A seeded published review and its product. */
  async function review() {
    const [row] = await database.db
      .select({ id: productReviews.id, productId: productReviews.productId })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(and(eq(productReviews.status, 'ACTIVE'), eq(products.storeId, MAIN_STORE_ID)))
      .limit(1)
    if (!row) throw new Error('no seeded review')
    return row
  }
  const moderate = (kindOf: string, id: string, body: object, role: StaffRole = 'staff') =>
    app.inject({ method: 'PUT', url: `${API}/${kindOf}/${id}`, headers: as(role), payload: body })
  const publicComments = async () =>
    (await app.inject(`/api/v1/posts/${postId}/reviews?per_page=100`)).json() as {
      data: { _id: string }[]
      total: number
    }
  const commentCount = async () =>
    (await app.inject(`/api/v1/posts/${postId}/details`)).json().review_count as number

  it('hides a blog comment with its reason: gone from the post and its count; approve brings it back', async () => {
    const { id, text } = await comment()
    const before = await publicComments()
    const count = await commentCount()
    expect(before.data.map((c) => c._id)).toContain(id)

    const hidden = await moderate('comment', id, { status: 'HIDDEN', reason: '  Advertising  ' })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(adminModerationItem.parse(hidden.json())).toMatchObject({
      _id: id,
      kind: 'comment',
      status: 'HIDDEN',
      text,
      moderation_reason: 'Advertising',
      target: { _id: postId },
    })
    const after = await publicComments()
    expect(after.data.map((c) => c._id)).not.toContain(id)
    expect(after.total).toBe(before.total - 1)
    expect(await commentCount()).toBe(count - 1)

    const list = adminModerationList.parse(
      (await app.inject({ url: `${API}?kind=comment&status=HIDDEN`, headers: as('staff') })).json(),
    )
    expect(list.data.map((c) => c._id)).toContain(id)
    const [row] = await database.db.select().from(postReviews).where(eq(postReviews.id, id))
    expect(row?.moderatedAt).not.toBeNull()

    const approved = await moderate('comment', id, {
      status: 'ACTIVE',
      reason: 'Checked: a real question',
    })
    expect(adminModerationItem.parse(approved.json()).status).toBe('ACTIVE')
    expect((await publicComments()).data.map((c) => c._id)).toContain(id)
    expect(await commentCount()).toBe(count)
    const audit = await auditOf(app, id)
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      [
        'comment.hidden',
        { status: 'ACTIVE', reason: '' },
        { status: 'HIDDEN', reason: 'Advertising' },
      ],
      [
        'comment.approved',
        { status: 'HIDDEN', reason: 'Advertising' },
        { status: 'ACTIVE', reason: 'Checked: a real question' },
      ],
    ])
    // the same state again is no change
    await moderate('comment', id, { status: 'ACTIVE', reason: 'Checked: a real question' })
    expect(await auditOf(app, id)).toHaveLength(2)
  })

  it('hides a product review: off the product page, its count and average', async () => {
    const { id, productId } = await review()
    const summary = async () =>
      (await app.inject(`${STORE}/products/${productId}/details`)).json().reviews as {
        count: number
      }
    const reviews = async () =>
      (
        (await app.inject(`${STORE}/products/${productId}/reviews?per_page=100`)).json().data as {
          _id: string
        }[]
      ).map((r) => r._id)
    /** The product's card in the (cached) product list. */
    const card = async () => {
      for (let page = 1; page <= 10; page++) {
        const list = (await app.inject(`${STORE}/products/filter?per_page=100&page=${page}`)).json()
        const found = (list.data as { _id: string; reviews: { count: number } }[]).find(
          (p) => p._id === productId,
        )
        if (found || !list.next_page_url) return found?.reviews.count
      }
    }
    const count = (await summary()).count
    expect(await reviews()).toContain(id)
    // the list is served from its cache now; hiding must not leave the old count there
    expect(await card()).toBe(count)

    const list = adminModerationList.parse(
      (await app.inject({ url: `${API}?kind=review&per_page=100`, headers: as('owner') })).json(),
    )
    const listed = list.data.find((r) => r._id === id)
    expect(listed).toMatchObject({ kind: 'review', status: 'ACTIVE', target: { _id: productId } })
    expect(listed?.rating).toBeGreaterThanOrEqual(1)

    const hidden = await moderate('review', id, { status: 'HIDDEN', reason: 'Personal data' })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(await reviews()).not.toContain(id)
    expect((await summary()).count).toBe(count - 1)
    expect(await card()).toBe(count - 1)
    expect((await auditOf(app, id)).map((a) => a.action)).toEqual(['review.hidden'])
    await moderate('review', id, { status: 'ACTIVE' })
    expect((await summary()).count).toBe(count)
  })

  it('lists newest first by kind and status, paged', async () => {
    const first = await comment()
    const second = await comment()
    const response = await app.inject({
      url: `${API}?kind=comment&status=ACTIVE&per_page=2`,
      headers: as('staff'),
    })
    const list = adminModerationList.parse(response.json())
    expect(list.data.map((c) => c._id)).toEqual([second.id, first.id])
    expect(list.next_page_url).toContain('page=2')
    expect(list.data.every((c) => c.rating === null)).toBe(true)
  })

  it('needs a reason to hide, names bad fields and answers 404 for unknown items', async () => {
    const { id } = await comment()
    const cases: [object, string][] = [
      [{ status: 'HIDDEN' }, 'body.reason'],
      [{ status: 'HIDDEN', reason: '   ' }, 'body.reason'],
      [{ status: 'HIDDEN', reason: 'x'.repeat(501) }, 'body.reason'],
      [{ status: 'DRAFT', reason: 'x' }, 'body.status'],
    ]
    for (const [body, path] of cases) {
      const response = await moderate('comment', id, body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(path)
    }
    const wrongKind = await moderate('post', id, { status: 'ACTIVE' })
    expect(wrongKind.json().errors[0].path).toBe('params.kind')
    // a comment id is not a review id
    expect((await moderate('review', id, { status: 'HIDDEN', reason: 'x' })).statusCode).toBe(404)
    for (const unknown of [randomUUID(), 'nope']) {
      expect(
        (await moderate('comment', unknown, { status: 'HIDDEN', reason: 'x' })).statusCode,
      ).toBe(404)
    }
    expect(await auditOf(app, id)).toEqual([])
    expect((await publicComments()).data.map((c) => c._id)).toContain(id)
  })

  it('lets each role moderate as the role table says; signed out is 401', async () => {
    for (const { role, allowed } of rolesFor('moderation.manage')) {
      const { id } = await comment()
      const list = await app.inject({ url: API, headers: as(role) })
      const put = await moderate('comment', id, { status: 'HIDDEN', reason: 'Spam' }, role)
      expect([list.statusCode, put.statusCode], role).toEqual(allowed ? [200, 200] : [403, 403])
    }
    const { id } = await comment()
    for (const headers of [{}, auth(member)]) {
      const response = await app.inject({
        method: 'PUT',
        url: `${API}/comment/${id}`,
        headers,
        payload: { status: 'HIDDEN', reason: 'Spam' },
      })
      expect(response.statusCode).toBe(401)
    }
    expect((await publicComments()).data.map((c) => c._id)).toContain(id)
    expect(await auditOf(app, id)).toEqual([])
  })

  it('leaves the item and no audit row when the change fails half-way', async () => {
    const { id } = await comment()
    const spy = vi
      .spyOn(moderationRepository, 'setState')
      .mockRejectedValueOnce(new Error('database went away'))
    try {
      expect((await moderate('comment', id, { status: 'HIDDEN', reason: 'Spam' })).statusCode).toBe(
        500,
      )
    } finally {
      spy.mockRestore()
    }
    expect((await publicComments()).data.map((c) => c._id)).toContain(id)
    expect(await auditOf(app, id)).toEqual([])
  })
})
