import {
  type AdminPostBody,
  adminPage,
  adminPages,
  adminPost,
  adminPostOptions,
  adminPosts,
  contentPage,
  contentVersions,
  postDetails,
  postList,
  type StaffRole,
} from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seededDatabase, testDatabases } from '../../../test/databases.ts'
import { buildApi } from '../../app.ts'
import type { Database } from '../../db/client.ts'
import { auditOf, rolesFor, staffBearer, staffTokens } from '../admin-people/test-helpers.ts'
import { XSS_CORPUS } from '../content/xss-corpus.ts'

/** What must never reach a browser from rich text. */
const DANGEROUS = /<script|<iframe|<style|<form|<img|<svg|<math|\son\w+\s*=|javascript:|style=/i
const MINUTE = 60_000
const at = (ms: number) => new Date(Date.now() + ms).toISOString()

let posts = 0
/** A published post no other test has used; `overrides` change what a test is about. */
function postBody(overrides: Partial<AdminPostBody> = {}): AdminPostBody {
  posts += 1
  return {
    slug: `test-post-${Date.now()}-${posts}`,
    title: { en: `Oak shelves ${posts}`, zh: '橡木層架', cn: '' },
    summary: { en: 'Shelves that last', zh: '耐用的層架', cn: '' },
    body: { en: '<p>Oil them twice a year.</p>', zh: '<p>每年上油兩次。</p>', cn: '' },
    cover: 'post-keeping-a-linen-sofa-fresh.webp',
    category_ids: [],
    status: 'published',
    publish_at: null,
    ...overrides,
  }
}

describe.each(testDatabases)('back-office content on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await buildApi(database)
    tokens = await staffTokens(app)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const as = (role: StaffRole) => staffBearer(tokens[role])
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    payload?: object,
    role: StaffRole = 'manager',
  ) => app.inject({ method, url: `/api/v1/admin${url}`, headers: as(role), payload: payload ?? {} })
  const read = (url: string, role: StaffRole = 'staff') =>
    app.inject({ url: `/api/v1/admin${url}`, headers: as(role) })
  async function created(overrides: Partial<AdminPostBody> = {}) {
    const response = await send('POST', '/posts', postBody(overrides))
    expect(response.statusCode, response.body).toBe(201)
    return adminPost.parse(response.json())
  }
  /** Whether the storefront's journal lists and opens the post. */
  async function onStorefront(id: string) {
    const details = await app.inject(`/api/v1/posts/${id}/details`)
    const list = postList.parse(
      (await app.inject('/api/v1/posts/filter?slug=newest&per_page=100')).json(),
    )
    const listed = list.data.some((post) => post._id === id)
    expect(listed).toBe(details.statusCode === 200)
    return listed
  }
  const livePage = async (slug: string) =>
    contentPage.parse((await app.inject(`/api/v1/contents/slug/${slug}/latest`)).json())

  it('writes a post with Simplified filled from Traditional, shown on the storefront', async () => {
    const { categories } = adminPostOptions.parse((await read('/posts/options')).json())
    const post = await created({ category_ids: [categories[0]?._id ?? ''] })
    expect(post).toMatchObject({ status: 'published', version: 1 })
    expect(post.title.cn).toBe('橡木层架')
    expect(post.summary.cn).toBe('耐用的层架')
    expect(post.body.cn).toBe('<p>每年上油两次。</p>')
    expect(post.category_ids).toEqual([categories[0]?._id])
    expect(await onStorefront(post._id)).toBe(true)
    const shown = postDetails.parse((await app.inject(`/api/v1/posts/${post._id}/details`)).json())
    expect(shown.categories.map((c) => c._id)).toEqual([categories[0]?._id])

    const foundResponse = await read(`/posts?search=${post.slug}`)
    expect(foundResponse.statusCode, foundResponse.body).toBe(200)
    const found = adminPosts.parse(foundResponse.json())
    expect(found.data.map((p) => p._id)).toEqual([post._id])
    const byChinese = adminPosts.parse(
      (await read(`/posts?search=${encodeURIComponent('橡木層架')}&per_page=100`)).json(),
    )
    expect(byChinese.data.map((p) => p._id)).toContain(post._id)
  })

  it('refuses each bad field with its own message, and writes nothing', async () => {
    const response = await send('POST', '/posts', {
      ...postBody(),
      slug: 'Not A Slug',
      title: { en: '', zh: '', cn: '' },
      summary: { en: 'x'.repeat(501), zh: '摘要', cn: '' },
      cover: '../../etc/passwd',
      category_ids: ['not-an-id'],
      status: 'scheduled',
      publish_at: null,
    })
    expect(response.statusCode).toBe(400)
    const paths = (response.json().errors as { path: string }[]).map((e) => e.path)
    for (const path of [
      'body.slug',
      'body.title.en',
      'body.title.zh',
      'body.summary.en',
      'body.cover',
      'body.category_ids.0',
      'body.publish_at',
    ])
      expect(paths, path).toContain(path)
    const bad = await send('POST', '/posts', postBody({ publish_at: '28/11/2026 10:00' }))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].path).toBe('body.publish_at')
  })

  it('answers 409 for an address another post has', async () => {
    const first = await created()
    const response = await send('POST', '/posts', postBody({ slug: first.slug }))
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'POST_SLUG_TAKEN',
      errors: [{ path: 'slug' }],
    })
  })

  it('sanitises every script-injection attempt in bodies, as the journal does', async () => {
    const post = await created({
      body: { en: XSS_CORPUS.join('\n'), zh: XSS_CORPUS.join(''), cn: '' },
    })
    for (const language of ['en', 'zh', 'cn'] as const)
      expect(post.body[language], language).not.toMatch(DANGEROUS)
    const shown = postDetails.parse((await app.inject(`/api/v1/posts/${post._id}/details`)).json())
    expect(shown.body.en).not.toMatch(DANGEROUS)
    const page = await send('PUT', '/pages/faq', {
      title: { en: 'FAQ', zh: '常見問題' },
      body: { en: XSS_CORPUS.join('\n') },
      status: 'published',
    })
    expect(page.statusCode, page.body).toBe(200)
    expect(adminPage.parse(page.json()).body.en).not.toMatch(DANGEROUS)
    expect((await livePage('faq')).body.en).not.toMatch(DANGEROUS)
  })

  it('keeps a draft off the storefront until it is published', async () => {
    const draft = await created({ status: 'draft' })
    expect(draft.status).toBe('draft')
    expect(await onStorefront(draft._id)).toBe(false)
    const drafts = adminPosts.parse((await read('/posts?status=draft&per_page=100')).json())
    expect(drafts.data.map((p) => p._id)).toContain(draft._id)

    const published = await send('PUT', `/posts/${draft._id}`, postBody({ slug: draft.slug }))
    expect(adminPost.parse(published.json())).toMatchObject({ status: 'published', version: 2 })
    expect(await onStorefront(draft._id)).toBe(true)
  })

  it('shows a scheduled post only once its Hong Kong publish time has passed', async () => {
    const later = await created({ status: 'scheduled', publish_at: at(60 * MINUTE) })
    expect(later.status).toBe('scheduled')
    expect(await onStorefront(later._id)).toBe(false)
    const waiting = adminPosts.parse((await read('/posts?status=scheduled&per_page=100')).json())
    expect(waiting.data.map((p) => p._id)).toContain(later._id)

    // the time typed in Hong Kong: a minute ago there
    const hkMinuteAgo = new Date(Date.now() + 8 * 3600_000 - MINUTE).toISOString().slice(0, 16)
    const due = await send(
      'PUT',
      `/posts/${later._id}`,
      postBody({ slug: later.slug, status: 'scheduled', publish_at: `${hkMinuteAgo}:00+08:00` }),
    )
    expect(adminPost.parse(due.json()).status).toBe('published')
    expect(await onStorefront(later._id)).toBe(true)
  })

  it('keeps every save as a version and restores an old one as a new version', async () => {
    const post = await created({ title: { en: 'First words', zh: '初稿', cn: '' } })
    await send(
      'PUT',
      `/posts/${post._id}`,
      postBody({ slug: post.slug, title: { en: 'Second words', zh: '二稿', cn: '' } }),
    )
    const versions = contentVersions.parse((await read(`/posts/${post._id}/versions`)).json())
    expect(versions.data.map((v) => [v.version, v.title.en, v.current])).toEqual([
      [2, 'Second words', true],
      [1, 'First words', false],
    ])
    expect(versions.data[0]?.staff?.name).toBeTruthy()

    const restored = await send('POST', `/posts/${post._id}/versions/1/restore`)
    expect(restored.statusCode, restored.body).toBe(200)
    expect(adminPost.parse(restored.json())).toMatchObject({
      version: 3,
      title: { en: 'First words' },
    })
    const after = contentVersions.parse((await read(`/posts/${post._id}/versions`)).json())
    expect(after.data[0]).toMatchObject({ version: 3, restored_from: 1, current: true })
    const missing = await send('POST', `/posts/${post._id}/versions/99/restore`)
    expect(missing.statusCode).toBe(404)
  })

  it('audits each save in its transaction, before → after', async () => {
    const post = await created({ title: { en: 'Audited', zh: '審核', cn: '' } })
    await send(
      'PUT',
      `/posts/${post._id}`,
      postBody({ slug: post.slug, title: { en: 'Audited again', zh: '審核', cn: '' } }),
    )
    const rows = await auditOf(app, post._id)
    expect(rows.map((r) => r.action)).toEqual(['post.created', 'post.updated'])
    expect(rows[1]?.before).toMatchObject({ title: { en: 'Audited' } })
    expect(rows[1]?.after).toMatchObject({ title: { en: 'Audited again' }, version: 2 })
    expect(rows[1]?.after).not.toHaveProperty('cover')

    // a refused save leaves neither a version nor an audit row
    const refused = await send('PUT', `/posts/${post._id}`, { ...postBody(), slug: 'BAD SLUG' })
    expect(refused.statusCode).toBe(400)
    expect(await auditOf(app, post._id)).toHaveLength(2)
  })

  it('edits the About page in Chinese: a draft waits, the published version shows', async () => {
    const before = await livePage('about-us')
    const draft = await send('PUT', '/pages/about-us', {
      title: { en: 'About us', zh: '關於我們（草稿）' },
      body: { en: '<p>Draft</p>', zh: '<p>草稿內容</p>' },
      status: 'draft',
    })
    expect(draft.statusCode, draft.body).toBe(200)
    expect(adminPage.parse(draft.json())).toMatchObject({
      status: 'draft',
      live_version: before.version,
    })
    expect((await livePage('about-us')).version).toBe(before.version)

    const scheduled = await send('PUT', '/pages/about-us', {
      title: { en: 'About us', zh: '關於我們' },
      body: { en: '<p>Soon</p>', zh: '<p>即將推出</p>' },
      status: 'scheduled',
      publish_at: at(60 * MINUTE),
    })
    expect(adminPage.parse(scheduled.json()).status).toBe('scheduled')
    expect((await livePage('about-us')).version).toBe(before.version)

    const published = adminPage.parse(
      (
        await send('PUT', '/pages/about-us', {
          title: { en: 'About us', zh: '關於美家' },
          body: { en: '<p>Now</p>', zh: '<p>港式家居</p>' },
          status: 'published',
        })
      ).json(),
    )
    expect(published.title.cn).toBe('关于美家')
    const live = await livePage('about-us')
    expect(live).toMatchObject({ version: published.version, title: { zh: '關於美家' } })
    expect(live.body.cn).toBe('<p>港式家居</p>')
    expect(live.sections.length).toBe(before.sections.length)

    const list = adminPages.parse((await read('/pages?search=about')).json())
    expect(list.data.map((p) => p.slug)).toEqual(['about-us'])
    const versions = contentVersions.parse((await read('/pages/about-us/versions')).json())
    expect(versions.data.slice(0, 3).map((v) => v.status)).toEqual([
      'published',
      'scheduled',
      'draft',
    ])
    const restored = adminPage.parse(
      (await send('POST', `/pages/about-us/versions/${before.version}/restore`)).json(),
    )
    expect(restored.version).toBe(published.version + 1)
    expect((await livePage('about-us')).title).toEqual(before.title)
    const audit = await auditOf(app, 'about-us')
    expect(audit.map((r) => r.action).slice(-2)).toEqual([
      'content_page.updated',
      'content_page.restored',
    ])
  })

  it.each(rolesFor('content.manage'))(
    'lets $role save content: $allowed',
    async ({ role, allowed }) => {
      const response = await send('POST', '/posts', postBody(), role)
      expect(response.statusCode).toBe(allowed ? 201 : 403)
      const page = await send(
        'PUT',
        '/pages/terms-and-conditions',
        { title: { en: 'Terms', zh: '條款' }, body: { en: '<p>Terms</p>' }, status: 'draft' },
        role,
      )
      expect(page.statusCode).toBe(allowed ? 200 : 403)
      const list = await read('/posts', role)
      expect(list.statusCode).toBe(200)
      const signedOut = await app.inject({ url: '/api/v1/admin/pages' })
      expect(signedOut.statusCode).toBe(401)
    },
  )
})
