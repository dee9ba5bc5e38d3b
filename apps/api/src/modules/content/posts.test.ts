import {
  type PostSummary,
  postCategoryList,
  postDetails,
  postList,
  postReviewList,
} from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { seedId } from '#api/db/seed/catalog-ids.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { identityApp } from '../identity/test-helpers.ts'

const postId = (slug: string) => seedId(`post:${slug}`)
const OAK = postId('caring-for-solid-oak-in-humid-summers')

describe.each(testDatabases)('blog posts on $name', (kind) => {
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

  const get = async (url: string) => {
    const response = await app.inject({ url: `/api/v1${url}`, headers: { host: 'shop.example' } })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }
  const filter = async (query: string) => postList.parse(await get(`/posts/filter?${query}`))
  /** Every post of a query, following next_page_url to the end. */
  const all = async (query: string) => {
    let page = await filter(`${query}&per_page=3`)
    const found: PostSummary[] = [...page.data]
    while (page.next_page_url) {
      page = postList.parse((await app.inject(page.next_page_url)).json())
      found.push(...page.data)
    }
    return found.map((post) => post.slug).sort()
  }

  it('lists the active categories, five a page, by English title, with post counts', async () => {
    const page = postCategoryList.parse(await get('/posts/category/all'))
    expect(page.total).toBe(4)
    expect(page.data.map((c) => c.key)).toEqual([
      'material-care',
      'renovation-stories',
      'small-space-living',
      'styling-guides',
    ])
    expect(page.data.every((c) => c.post_count >= 3 && c.status === 'ACTIVE')).toBe(true)
    expect(page.data[0]?.title).toEqual({ en: 'Material care', zh: '物料保養', cn: '物料保养' })
  })

  it('narrows categories by keys, excluded ids, sort and page size', async () => {
    const keys = postCategoryList.parse(
      await get('/posts/category/all?keys=styling-guides,material-care&sort_by=sequence'),
    )
    expect(keys.data.map((c) => c.key)).toEqual(['styling-guides', 'material-care'])
    const excluded = postCategoryList.parse(
      await get(
        `/posts/category/all?exclude_ids=${seedId('post-category:material-care')}&sort_order=desc`,
      ),
    )
    expect(excluded.data.map((c) => c.key)).toEqual([
      'styling-guides',
      'small-space-living',
      'renovation-stories',
    ])
    const paged = postCategoryList.parse(await get('/posts/category/all?per_page=3&page=2'))
    expect(paged).toMatchObject({ total: 4, current_page: 2, next_page_url: null })
    expect(paged.data).toHaveLength(1)
    const inactive = postCategoryList.parse(await get('/posts/category/all?statuses=INACTIVE'))
    expect(inactive.total).toBe(0)
    const bad = await app.inject('/api/v1/posts/category/all?sort_by=password')
    expect(bad.statusCode).toBe(400)
  })

  it('pages ten posts by default in recommended order and links the next page', async () => {
    const page = await filter('')
    expect(page.total).toBe(12)
    expect(page.data).toHaveLength(10)
    expect(page.next_page_url).toBe('http://shop.example/api/v1/posts/filter?page=2&per_page=10')
    const second = postList.parse((await app.inject(page.next_page_url as string)).json())
    expect(second.data).toHaveLength(2)
    expect(second.next_page_url).toBeNull()
    const ids = [...page.data, ...second.data].map((p) => p._id)
    expect(new Set(ids).size).toBe(12)
    const card = page.data[0] as PostSummary
    expect(card.cover?.url).toMatch(/^\/api\/v1\/images\/post-[a-z0-9-]+\.webp$/)
    expect(card.title.zh).not.toBe('')
    expect(card.categories.length).toBeGreaterThan(0)
  })

  it('sorts by the post sorting list: newest and oldest by publication date', async () => {
    const newest = (await filter('slug=newest&per_page=12')).data.map((p) => p.published_at)
    expect(newest).toEqual([...newest].sort().reverse())
    const oldest = (await filter('slug=oldest&per_page=12')).data.map((p) => p.published_at)
    expect(oldest).toEqual([...newest].reverse())
    expect((await app.inject('/api/v1/posts/filter?slug=random')).statusCode).toBe(400)
  })

  it('filters categories with OR (any) by default and AND (all) on request', async () => {
    const styling = await all('category_ids=styling-guides')
    const small = await all('category_ids=small-space-living')
    const either = await all('category_ids=styling-guides,small-space-living')
    const both = await all('category_ids=styling-guides,small-space-living&logic_gate=AND')
    expect(either).toEqual([...new Set([...styling, ...small])].sort())
    expect(both).toEqual(styling.filter((slug) => small.includes(slug)))
    expect(both.length).toBeGreaterThan(0)
    expect(both.length).toBeLessThan(either.length)
    // ids work like keys
    const byId = await all(`category_ids=${seedId('post-category:styling-guides')}`)
    expect(byId).toEqual(styling)
    // an unknown category matches nothing under AND
    expect(await all('category_ids=styling-guides,no-such-thing&logic_gate=AND')).toEqual([])
  })

  it('finds a keyword in English, Traditional and Simplified Chinese alike', async () => {
    const english = await all('keyword=Terrazzo')
    expect(english).toContain('terrazzo-and-marble-sealing-and-stains')
    expect(english).toContain('sai-ying-pun-walk-up-studio')
    expect(await all('keyword=水磨石')).toEqual(english)
    const traditional = await all(`keyword=${encodeURIComponent('藤編')}`)
    expect(traditional).toContain('rattan-chairs-through-the-rainy-season')
    expect(traditional).not.toContain('sha-tin-kitchen-in-eight-weeks')
    expect(await all(`keyword=${encodeURIComponent('藤编')}`)).toEqual(traditional)
    const livingRoom = await all(`keyword=${encodeURIComponent('客廳')}`)
    expect(livingRoom).toContain('choosing-a-sofa-for-a-hong-kong-living-room')
    expect(await all(`keyword=${encodeURIComponent('客厅')}`)).toEqual(livingRoom)
    expect(await all('keyword=zzzz-nothing')).toEqual([])
    // keyword and category narrow together
    expect(await all('keyword=terrazzo&category_ids=material-care')).toEqual([
      'terrazzo-and-marble-sealing-and-stains',
    ])
  })

  it('serves a post with its trilingual body, not liked when signed out', async () => {
    const post = postDetails.parse(await get(`/posts/${OAK}/details`))
    expect(post).toMatchObject({ _id: OAK, is_liked: false, liked_account_ids: [], likes: 0 })
    expect(post.body.en).toContain('<h2>')
    expect(post.body.zh).toContain('橡木')
    expect(post.body.cn).toContain('橡木')
    expect(post.reading_minutes).toBeGreaterThanOrEqual(1)
    const missing = await app.inject(`/api/v1/posts/${seedId('post:none')}/details`)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'POST_NOT_FOUND', statusCode: 404 })
    expect((await app.inject('/api/v1/posts/not-a-uuid/details')).statusCode).toBe(400)
  })

  it('relates posts sharing a category, never the post itself', async () => {
    const related = postList.parse(
      await get(`/posts/related-posts-urls?post_id=${OAK}&items_per_page=12`),
    )
    expect(related.data.length).toBeGreaterThan(0)
    expect(related.data.map((p) => p._id)).not.toContain(OAK)
    expect(related.data.every((p) => p.categories.some((c) => c.key === 'material-care'))).toBe(
      true,
    )
    const unknown = await app.inject(
      `/api/v1/posts/related-posts-urls?post_id=${seedId('post:none')}`,
    )
    expect(unknown.statusCode).toBe(404)
  })

  it('answers an empty comment list for a new post and 404 for an unknown one', async () => {
    const reviews = postReviewList.parse(await get(`/posts/${OAK}/reviews`))
    expect(reviews).toMatchObject({ data: [], total: 0 })
    const unknown = await app.inject(`/api/v1/posts/${seedId('post:none')}/reviews`)
    expect(unknown.statusCode).toBe(404)
  })
})
