import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { errorEnvelope, IMAGE_WIDTHS } from '@shop/contract'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import { type Database, openDatabase } from '#api/db/client.ts'
import { catalogueRows } from '#api/db/seed/catalog.ts'
import { renderCatalogueImages } from '#api/db/seed/catalog-images.ts'
import { imageStore } from './image-store.ts'

// the route touches no tables, so one database kind is enough here
describe('product pictures', () => {
  let dir: string
  let database: Database
  let app: FastifyInstance
  const spec = catalogueRows.imageSpecs[0]
  const file = spec?.file as string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'shop-images-'))
    expect(await renderCatalogueImages(dir, catalogueRows.imageSpecs.slice(0, 1))).toBe(1)
    database = openDatabase({ dataDir: null })
    // boot the embedded database first: on a busy machine its start-up alone can outlast the
    // 10 s plugin timeout of the app's first request (the start-up sweep waits for it)
    await database.ping()
    app = await buildApi(database, {}, { imagesDir: dir })
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
    await rm(dir, { recursive: true, force: true })
  })

  const get = (url: string, accept?: string) =>
    app.inject({ url: `/api/v1/images/${url}`, headers: accept ? { accept } : {} })

  it('renders seed pictures once: a second run finds them all present', async () => {
    expect(await renderCatalogueImages(dir, catalogueRows.imageSpecs.slice(0, 1))).toBe(0)
    const meta = await sharp(path.join(dir, file)).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 800 })
  })

  it('resizes to the requested height in AVIF for browsers that take it, cached for a year', async () => {
    const response = await get(`${file}?height=50`, 'image/avif,image/webp,*/*')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/avif')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers.vary).toBe('Accept')
    const meta = await sharp(response.rawPayload).metadata()
    expect(meta.height).toBe(50)
  })

  it('falls back to WebP, then PNG, by what the browser accepts', async () => {
    const webp = await get(`${file}?width=240`, 'image/webp,*/*')
    expect(webp.headers['content-type']).toBe('image/webp')
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(240)
    const png = await get(`${file}?width=240`, '*/*')
    expect(png.headers['content-type']).toBe('image/png')
    expect((await sharp(png.rawPayload).metadata()).format).toBe('png')
  })

  it('keeps each resized variant on disk and serves it again from there', async () => {
    await get(`${file}?width=160`, 'image/webp')
    const cached = await readdir(path.join(dir, 'cache'))
    const stem = file.replace('.webp', '')
    expect(cached).toContain(`${stem}-160xh.webp`)
    const again = await get(`${file}?width=160`, 'image/webp')
    expect((await sharp(again.rawPayload).metadata()).width).toBe(160)
  })

  it('serves an asked size at the next one of the fixed set', async () => {
    const asked = await get(`${file}?width=200`, 'image/webp')
    expect((await sharp(asked.rawPayload).metadata()).width).toBe(240)
    const stem = file.replace('.webp', '')
    expect(await readdir(path.join(dir, 'cache'))).not.toContain(`${stem}-200xh.webp`)
  })

  it('never enlarges past the original', async () => {
    const response = await get(`${file}?width=2000`, 'image/webp')
    expect((await sharp(response.rawPayload).metadata()).width).toBe(800)
  })

  it('answers a missing picture with 404 and a bad name or size with 400', async () => {
    const missing = await get('no-such-picture.webp')
    expect(missing.statusCode).toBe(404)
    expect(errorEnvelope.parse(missing.json()).code).toBe('IMAGE_NOT_FOUND')
    for (const bad of [
      '..%2F..%2Fetc%2Fpasswd',
      'Picture.webp',
      `${file}?width=0`,
      `${file}?height=big`,
    ]) {
      const response = await get(bad)
      expect(response.statusCode, bad).toBe(400)
    }
    expect(existsSync(path.join(dir, 'cache', 'passwd'))).toBe(false)
  })
})

describe('product pictures at a bounded cost', () => {
  let dir: string
  const spec = catalogueRows.imageSpecs[0]
  const file = spec?.file as string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'shop-images-bound-'))
    await renderCatalogueImages(dir, catalogueRows.imageSpecs.slice(0, 1))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('1,000 requests for distinct sizes encode at most the fixed set, and the cache stays under its ceiling', async () => {
    // about three of the larger variants of this simple picture
    const cap = 12 * 1024
    const store = imageStore(dir, { maxCacheBytes: cap })
    for (let width = 16; width < 1016; width += 1) {
      await store.get({ file, width, accept: 'image/webp' })
    }
    // widths 16 … 1015 fall on the first ten sizes of the set (96 … 1024)
    expect(store.stats.encoded).toBeLessThanOrEqual(IMAGE_WIDTHS.length)
    expect(store.stats.encoded).toBe(IMAGE_WIDTHS.filter((w) => w <= 1024).length)
    const names = await readdir(path.join(dir, 'cache'))
    const sizes = await Promise.all(
      names.map(async (n) => (await stat(path.join(dir, 'cache', n))).size),
    )
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(cap)
    expect(store.stats.evicted).toBeGreaterThan(0)
    // the most recently served size is still there
    expect(names).toContain(`${file.replace('.webp', '')}-1024xh.webp`)
  })

  it('a new process finds the cache on disk and keeps it under the ceiling too', async () => {
    const store = imageStore(dir, { maxCacheBytes: 6 * 1024 })
    await store.get({ file, width: 96, accept: 'image/webp' })
    const names = await readdir(path.join(dir, 'cache'))
    const sizes = await Promise.all(
      names.map(async (n) => (await stat(path.join(dir, 'cache', n))).size),
    )
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(6 * 1024)
  })
})
