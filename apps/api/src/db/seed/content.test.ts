import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { foldSearchText } from '#api/lib/search-text.ts'
import { postRows, postSeeds } from './content.ts'
import { postCategorySeed } from './content-build.ts'
import { renderPostImages } from './content-images.ts'
import { buildPages } from './content-pages.ts'

describe('content seed', () => {
  it('has at least 12 trilingual posts across the blog categories', () => {
    expect(postRows.posts.length).toBeGreaterThanOrEqual(12)
    for (const post of postRows.posts) {
      for (const locale of ['en', 'zh', 'cn'] as const) {
        expect(post.title[locale], `${post.slug} ${locale}`).not.toBe('')
        expect(post.summary[locale]).not.toBe('')
        expect(post.body[locale]).toContain('<h2>')
      }
    }
    for (const category of postCategorySeed) {
      const count = postRows.links.filter((l) => l.categoryId === category.id).length
      expect(count, category.key).toBeGreaterThanOrEqual(3)
    }
    expect(new Set(postRows.posts.map((p) => p.slug)).size).toBe(postRows.posts.length)
  })

  it('writes Traditional and Simplified titles that search alike', () => {
    // Cantonese words with another Mandarin word are not a script difference
    const fold = (text: string) => foldSearchText(text).replace(/梳化/g, '沙发')
    for (const post of postRows.posts) {
      expect(fold(post.title.zh), post.slug).toBe(fold(post.title.cn))
    }
  })

  it('has every content page, with testimonials, team and questions', () => {
    const pages = buildPages()
    expect(pages.map((p) => p.slug).sort()).toEqual([
      'about-us',
      'disclaimer',
      'faq',
      'payment-terms-and-special-fees',
      'privacy-policy',
      'refund-policy',
      'terms-and-conditions',
    ])
  })

  it('draws a WebP cover per post, once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'post-images-'))
    try {
      expect(await renderPostImages(dir, postSeeds.slice(0, 2))).toBe(2)
      expect(await renderPostImages(dir, postSeeds.slice(0, 2))).toBe(0)
      const file = path.join(dir, postRows.posts[0]?.cover as string)
      expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 1200 })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
