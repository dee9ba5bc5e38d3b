import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  type AdminPostBody,
  adminCoverUpload,
  adminPage,
  adminPages,
  adminPost,
  adminPostOptions,
  adminPosts,
  contentPage,
  contentVersions,
  hkDateTime,
  postDetails,
  postList,
  type StaffRole,
} from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { memoryStore } from '#api/lib/rate-limit.ts'
import { declaredPng, stripPng } from '#api/testing/hostile-images.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { auditOf, rolesFor, staffBearer, staffTokens } from '../admin-people/test-helpers.ts'
import { XSS_CORPUS } from '../content/xss-corpus.ts'
import { multipart } from '../orders/test-helpers.ts'

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
    version: 0,
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
  const imagesDir = mkdtempSync(path.join(tmpdir(), 'shop-covers-'))

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await buildApi(database, {}, { imagesDir, rateLimitStore: memoryStore() })
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
  /** The page as the editor opens it: its newest version is what a save is edited from. */
  const pageNow = async (slug: string) => adminPage.parse((await read(`/pages/${slug}`)).json())
  const savePage = async (slug: string, body: object, role: StaffRole = 'manager') =>
    send('PUT', `/pages/${slug}`, { version: (await pageNow(slug)).version, ...body }, role)

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
    const page = await savePage('faq', {
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

    const published = await send(
      'PUT',
      `/posts/${draft._id}`,
      postBody({ slug: draft.slug, version: 1 }),
    )
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
    const hkMinuteAgo = hkDateTime(Date.now() - MINUTE)
    const due = await send(
      'PUT',
      `/posts/${later._id}`,
      postBody({
        slug: later.slug,
        version: 1,
        status: 'scheduled',
        publish_at: `${hkMinuteAgo}:00+08:00`,
      }),
    )
    expect(adminPost.parse(due.json()).status).toBe('published')
    expect(await onStorefront(later._id)).toBe(true)
  })

  it('keeps every save as a version and restores an old one as a new version', async () => {
    const post = await created({ title: { en: 'First words', zh: '初稿', cn: '' } })
    await send(
      'PUT',
      `/posts/${post._id}`,
      postBody({ slug: post.slug, version: 1, title: { en: 'Second words', zh: '二稿', cn: '' } }),
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
      postBody({ slug: post.slug, version: 1, title: { en: 'Audited again', zh: '審核', cn: '' } }),
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
    const draft = await savePage('about-us', {
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

    const scheduled = await savePage('about-us', {
      title: { en: 'About us', zh: '關於我們' },
      body: { en: '<p>Soon</p>', zh: '<p>即將推出</p>' },
      status: 'scheduled',
      publish_at: at(60 * MINUTE),
    })
    expect(adminPage.parse(scheduled.json()).status).toBe('scheduled')
    expect((await livePage('about-us')).version).toBe(before.version)

    const published = adminPage.parse(
      (
        await savePage('about-us', {
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
      const page = await savePage(
        'terms-and-conditions',
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
  it('refuses a save edited from an older version with 409, and writes nothing', async () => {
    const post = await created({ title: { en: 'Two editors', zh: '兩位編輯', cn: '' } })
    const first = await send(
      'PUT',
      `/posts/${post._id}`,
      postBody({ slug: post.slug, version: 1, title: { en: 'First editor', zh: '甲', cn: '' } }),
    )
    expect(first.statusCode, first.body).toBe(200)
    // the second editor's form was opened at version 1 too
    const stale = await send(
      'PUT',
      `/posts/${post._id}`,
      postBody({ slug: post.slug, version: 1, title: { en: 'Second editor', zh: '乙', cn: '' } }),
    )
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ code: 'CONTENT_CHANGED' })
    const versions = contentVersions.parse((await read(`/posts/${post._id}/versions`)).json())
    expect(versions.data.map((v) => v.title.en)).toEqual(['First editor', 'Two editors'])
    expect(await auditOf(app, post._id)).toHaveLength(2)

    const faq = await pageNow('faq')
    const body = { title: faq.title, body: faq.body, status: 'published' }
    expect((await send('PUT', '/pages/faq', { ...body, version: faq.version })).statusCode).toBe(
      200,
    )
    const late = await send('PUT', '/pages/faq', { ...body, version: faq.version })
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('CONTENT_CHANGED')
    expect((await pageNow('faq')).version).toBe(faq.version + 1)
  })

  it('edits the FAQ questions: reordered, one removed, one added, shown on the shop', async () => {
    const faq = await pageNow('faq')
    const section = faq.sections.find((s) => s.key === 'faq')
    if (!section || section.items.length < 3) throw new Error('the seeded FAQ has questions')
    const [first, second, , ...rest] = section.items
    const added = {
      title: { en: 'Do you deliver to Lamma Island?', zh: '你們送貨到南丫島嗎？', cn: '' },
      subtitle: null,
      body: {
        en: '<p>Yes, by ferry.</p><script>x()</script>',
        zh: '<p>可以，經渡輪。</p>',
        cn: '',
      },
    }
    const saved = await savePage('faq', {
      title: faq.title,
      body: faq.body,
      status: 'published',
      sections: [{ key: 'faq', title: section.title, items: [second, first, ...rest, added] }],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const live = (await livePage('faq')).sections.find((s) => s.key === 'faq')
    expect(live?.items.map((i) => i.title.en)).toEqual(
      [second, first, ...rest, added].map((i) => i?.title.en),
    )
    const shown = live?.items.at(-1)
    expect(shown?.title.cn).toBe('你们送货到南丫岛吗？')
    expect(shown?.body.en).toBe('<p>Yes, by ferry.</p>')
    const audit = await auditOf(app, 'faq')
    expect(audit.at(-1)?.after).toHaveProperty('sections')

    const unknown = await savePage('faq', {
      title: faq.title,
      body: faq.body,
      status: 'published',
      sections: [{ key: 'invented', title: section.title, items: [] }],
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors[0].path).toBe('sections.0.key')
    const blank = await savePage('faq', {
      title: faq.title,
      body: faq.body,
      status: 'published',
      sections: [{ key: 'faq', title: section.title, items: [{ title: { en: '' }, body: {} }] }],
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().errors.map((e: { path: string }) => e.path)).toContain(
      'body.sections.0.items.0.title.en',
    )
  })

  describe('cover pictures', () => {
    const upload = (bytes: Buffer, role: StaffRole = 'manager', type = 'image/jpeg') =>
      app.inject({
        method: 'POST',
        url: '/api/v1/admin/posts/covers',
        ...(() => {
          const form = multipart([{ name: 'cover.jpg', type, bytes }])
          return { payload: form.payload, headers: { ...form.headers, ...as(role) } }
        })(),
      })
    const photo = () =>
      sharp({ create: { width: 96, height: 54, channels: 3, background: '#8a6' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret-location' } })
        .toBuffer()

    it('stores an upload clean, and the post shows it with its alt text in each language', async () => {
      const response = await upload(await photo())
      expect(response.statusCode, response.body).toBe(201)
      const cover = adminCoverUpload.parse(response.json())
      expect(cover.file).toMatch(/^cover-[0-9a-f-]{36}\.jpg$/)
      expect(existsSync(path.join(imagesDir, cover.file))).toBe(true)
      const kept = await sharp(path.join(imagesDir, cover.file)).metadata()
      expect(kept.exif).toBeUndefined()

      const post = await created({
        cover: cover.file,
        cover_alt: { en: 'A window seat with cushions', zh: '有坐墊的窗台座位', cn: '' },
      })
      expect(post.cover_alt.cn).toBe('有坐垫的窗台座位')
      const shown = postDetails.parse(
        (await app.inject(`/api/v1/posts/${post._id}/details`)).json(),
      )
      expect(shown.cover?.url).toBe(cover.url)
      expect(shown.cover?.alt.zh).toBe('有坐墊的窗台座位')
      const picture = await app.inject(`${cover.url}?width=320`)
      expect(picture.statusCode).toBe(200)

      // an empty alt text falls back to the title
      const plain = await created({ cover: cover.file })
      expect(plain.cover_alt.en).toBe(plain.title.en)
      const audit = await auditOf(app, post._id)
      expect(audit[0]?.after).toMatchObject({ cover: cover.file })
    })

    it('removes a cover on save: audited, the storefront shows none, a restore brings it back', async () => {
      const post = await created({ cover_alt: { en: 'A linen sofa', zh: '', cn: '' } })
      const without = {
        slug: post.slug,
        title: post.title,
        summary: post.summary,
        body: post.body,
        cover: '',
        cover_alt: post.cover_alt,
        category_ids: post.category_ids,
        status: 'published' as const,
        publish_at: null,
        version: post.version,
      }
      // staff read content but do not change it
      const refused = await send('PUT', `/posts/${post._id}`, without, 'staff')
      expect(refused.statusCode).toBe(403)
      const bad = await send('PUT', `/posts/${post._id}`, { ...without, cover: '../x.webp' })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().errors).toEqual([
        { path: 'body.cover', message: 'admin.content.errors.cover' },
      ])

      const response = await send('PUT', `/posts/${post._id}`, without)
      expect(response.statusCode, response.body).toBe(200)
      const saved = adminPost.parse(response.json())
      expect(saved).toMatchObject({ cover: '', cover_url: '' })
      const shown = postDetails.parse(
        (await app.inject(`/api/v1/posts/${post._id}/details`)).json(),
      )
      expect(shown.cover).toBeNull()
      const list = postList.parse(
        (await app.inject('/api/v1/posts/filter?slug=newest&per_page=100')).json(),
      )
      expect(list.data.find((p) => p._id === post._id)?.cover).toBeNull()
      const audit = await auditOf(app, post._id)
      expect(audit.find((row) => row.action === 'post.updated')).toMatchObject({
        before: expect.objectContaining({ cover: post.cover }),
        after: expect.objectContaining({ cover: '' }),
      })
      // no empty "picture" offered for other posts
      const options = adminPostOptions.parse((await read('/posts/options')).json())
      expect(options.covers.map((c) => c.file)).not.toContain('')

      const restored = await send('POST', `/posts/${post._id}/versions/${post.version}/restore`)
      expect(restored.statusCode, restored.body).toBe(200)
      const back = postDetails.parse((await app.inject(`/api/v1/posts/${post._id}/details`)).json())
      expect(back.cover?.url).toMatch(/post-keeping-a-linen-sofa-fresh\.webp$/)
    })

    it('refuses what is not a picture (415) or too large to open (422), keeping nothing', async () => {
      const before = new Set(
        (await import('node:fs')).readdirSync(imagesDir).filter((f) => f.startsWith('cover-')),
      )
      const text = await upload(
        Buffer.from('<svg onload="alert(1)"></svg>'),
        'manager',
        'image/svg+xml',
      )
      expect(text.statusCode).toBe(415)
      expect(text.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' })
      expect(text.json().message).toMatch(/JPEG/)
      const pdf = await upload(Buffer.from('%PDF-1.4\n'), 'manager', 'application/pdf')
      expect(pdf.statusCode).toBe(415)
      for (const [bytes, code] of [
        [stripPng(), 'IMAGE_TOO_LARGE'],
        [declaredPng(40, 30), 'IMAGE_UNREADABLE'],
      ] as const) {
        const answer = await upload(bytes, 'manager', 'image/png')
        expect(answer.statusCode, answer.body).toBe(422)
        expect(answer.json().code).toBe(code)
      }
      const after = (await import('node:fs'))
        .readdirSync(imagesDir)
        .filter((f) => f.startsWith('cover-'))
      expect(after.filter((f) => !before.has(f))).toEqual([])
    })

    it.each(rolesFor('content.manage'))(
      'lets $role upload a cover: $allowed',
      async ({ role, allowed }) => {
        const response = await upload(await photo(), role)
        expect(response.statusCode).toBe(allowed ? 201 : 403)
      },
    )
  })
})
