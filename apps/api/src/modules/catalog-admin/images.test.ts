import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  type AdminProductBody,
  adminProduct,
  adminProductImage,
  adminProductImages,
  productDetails,
  type StaffRole,
} from '@shop/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApi } from '#api/app.ts'
import type { Database } from '#api/db/client.ts'
import { colours, orderItems, productImages } from '#api/db/schema/index.ts'
import { memoryStore } from '#api/lib/rate-limit.ts'
import { declaredPng, loopingExifJpeg, stripPng } from '#api/testing/hostile-images.ts'
import { GATEWAY_SECRET, guest, STORE } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { auditOf, rolesFor, staffBearer, staffTokens } from '../admin-people/test-helpers.ts'
import { multipart, placeOrder } from '../orders/test-helpers.ts'
import { outboxTransport } from '../outbox/delivery.ts'

const API = '/api/v1/admin'
const CATALOGUE = `${STORE}/product-management`
let serial = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`
const productBody = (): AdminProductBody => ({
  title: { en: 'Harbour rattan chair', zh: '海港藤椅', cn: '' },
  status: 'active',
  slug: unique('harbour-rattan-chair'),
})
const secret = { IFD0: { Copyright: 'secret-location' } }
const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#a63' } })
    .jpeg()
    .withExif(secret)
    .toBuffer()
const png = () =>
  sharp({ create: { width: 48, height: 64, channels: 3, background: '#36a' } })
    .png()
    .toBuffer()

describe.each(testDatabases)('product pictures in the back office on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  let tokens: Record<StaffRole, string>
  const imagesDir = mkdtempSync(path.join(tmpdir(), 'shop-images-'))

  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await buildApi(
      database,
      {},
      {
        rateLimitStore: memoryStore(),
        transports: { email: outboxTransport, sms: outboxTransport },
        publicUrl: 'https://shop.test',
        testGatewaySecret: GATEWAY_SECRET,
        uploadsDir: mkdtempSync(path.join(tmpdir(), 'shop-uploads-')),
        imagesDir,
      },
    )
    tokens = await staffTokens(app)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  const as = (role: StaffRole) => staffBearer(tokens[role])
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    role: StaffRole = 'manager',
  ) =>
    app.inject({ method, url: `${API}${url}`, headers: as(role), ...(payload ? { payload } : {}) })
  const upload = (productId: string, bytes: Buffer, role: StaffRole = 'manager') => {
    const body = multipart([{ name: 'photo.jpg', type: 'image/jpeg', bytes }])
    return app.inject({
      method: 'POST',
      url: `${API}/products/${productId}/images`,
      headers: { ...as(role), ...body.headers },
      payload: body.payload,
    })
  }
  async function product() {
    const response = await call('POST', '/products', productBody())
    expect(response.statusCode, response.body).toBe(201)
    return adminProduct.parse(response.json())
  }
  async function uploaded(productId: string, bytes: Buffer) {
    const response = await upload(productId, bytes)
    expect(response.statusCode, response.body).toBe(201)
    return adminProductImage.parse(response.json())
  }
  const storefront = async (id: string) =>
    productDetails.parse((await app.inject(`${CATALOGUE}/products/${id}/details`)).json())
  const storedFiles = () => readdirSync(imagesDir).filter((name) => name.startsWith('upload-'))

  it('refuses every picture route without a session and to roles without catalog.manage', async () => {
    const { _id } = await product()
    const picture = await uploaded(_id, await png())
    const body = multipart([{ name: 'a.png', type: 'image/png', bytes: await png() }])
    expect(
      (await app.inject({ method: 'POST', url: `${API}/products/${_id}/images`, ...body }))
        .statusCode,
    ).toBe(401)
    for (const { role, allowed } of rolesFor('catalog.manage')) {
      if (allowed) continue
      const before = storedFiles().length
      expect((await upload(_id, await png(), role)).statusCode).toBe(403)
      expect(storedFiles()).toHaveLength(before)
      expect(
        (await call('PATCH', `/images/${picture._id}`, { alt: { en: 'x' } }, role)).statusCode,
      ).toBe(403)
      expect(
        (await call('POST', `/products/${_id}/images/order`, { ids: [picture._id] }, role))
          .statusCode,
      ).toBe(403)
      expect((await call('DELETE', `/images/${picture._id}`, undefined, role)).statusCode).toBe(403)
    }
    expect((await storefront(_id)).images).toHaveLength(1)
  })

  it('shows an uploaded JPEG and PNG on the storefront in order, stored without their EXIF', async () => {
    const { _id } = await product()
    const original = await jpeg()
    expect(original.includes(Buffer.from('secret-location'))).toBe(true)
    const first = await uploaded(_id, original)
    const second = await uploaded(_id, await png())
    expect([first.sequence, second.sequence]).toEqual([0, 1])
    expect(first.file).toMatch(/^upload-[a-z0-9-]+\.jpg$/)
    expect(second.file).toMatch(/\.png$/)
    const stored = readFileSync(path.join(imagesDir, first.file))
    expect(stored.includes(Buffer.from('secret-location'))).toBe(false)
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 })

    const shop = await storefront(_id)
    expect(shop.images.map((i) => i.url)).toEqual([
      `/api/v1/images/${first.file}`,
      `/api/v1/images/${second.file}`,
    ])
    // the picture route makes the sizes on request
    const resized = await app.inject(`/api/v1/images/${second.file}?width=96`)
    expect(resized.statusCode).toBe(200)
    expect(resized.headers['content-type']).toBe('image/png')
    // the back office's edit page reads them too, and the upload is audited
    const details = adminProduct.parse((await call('GET', `/products/${_id}`)).json())
    expect(details.images.map((i) => i._id)).toEqual([first._id, second._id])
    const audit = await auditOf(app, _id)
    expect(audit.filter((a) => a.action === 'product.image_added')).toHaveLength(2)
  })

  it('reorders by the whole list or by moving one, and refuses a stale list', async () => {
    const { _id } = await product()
    const a = await uploaded(_id, await png())
    const b = await uploaded(_id, await png())
    const c = await uploaded(_id, await png())
    const ordered = await call('POST', `/products/${_id}/images/order`, {
      ids: [c._id, a._id, b._id],
    })
    expect(ordered.statusCode, ordered.body).toBe(200)
    expect(adminProductImages.parse(ordered.json()).data.map((i) => i._id)).toEqual([
      c._id,
      a._id,
      b._id,
    ])
    expect((await storefront(_id)).images.map((i) => i._id)).toEqual([c._id, a._id, b._id])

    // "move up" on the last one
    const moved = await call('PATCH', `/images/${b._id}`, { sequence: 1 })
    expect(moved.json()).toMatchObject({ sequence: 1 })
    expect((await storefront(_id)).images.map((i) => i._id)).toEqual([c._id, b._id, a._id])

    const stale = await call('POST', `/products/${_id}/images/order`, { ids: [a._id, b._id] })
    expect(stale.statusCode).toBe(422)
    expect(stale.json()).toMatchObject({ code: 'IMAGE_ORDER_MISMATCH' })
    const twice = await call('POST', `/products/${_id}/images/order`, {
      ids: [a._id, a._id, b._id],
    })
    expect(twice.statusCode).toBe(422)
    expect((await storefront(_id)).images.map((i) => i._id)).toEqual([c._id, b._id, a._id])
    const audit = await auditOf(app, _id)
    expect(audit.find((r) => r.action === 'product.images_reordered')?.after).toEqual({
      images: [c._id, a._id, b._id],
    })
  })

  it('keeps alt texts in three languages (cn filled by OpenCC) and links a picture to a colour', async () => {
    const { _id } = await product()
    const picture = await uploaded(_id, await png())
    const [colour] = await database.db.select().from(colours).limit(1)
    if (!colour) throw new Error('no seeded colour')
    const saved = await call('PATCH', `/images/${picture._id}`, {
      alt: { en: 'Rattan chair by the window', zh: '窗邊的藤椅', cn: '' },
      colour_id: colour.id,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      alt: { en: 'Rattan chair by the window', zh: '窗邊的藤椅', cn: '窗边的藤椅' },
      colour_id: colour.id,
    })
    const [shown] = (await storefront(_id)).images
    expect(shown).toMatchObject({ alt: { cn: '窗边的藤椅' }, colour_id: colour.id })

    const unknown = await call('PATCH', `/images/${picture._id}`, {
      colour_id: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors[0]).toMatchObject({ path: 'colour_id' })
    const tooLong = await call('PATCH', `/images/${picture._id}`, { alt: { en: 'x'.repeat(201) } })
    expect(tooLong.statusCode).toBe(400)
    expect((await call('PATCH', '/images/not-an-id', { colour_id: null })).statusCode).toBe(404)
    // unlinked again: shown with every colour
    await call('PATCH', `/images/${picture._id}`, { colour_id: null })
    expect((await storefront(_id)).images[0]?.colour_id).toBeNull()
    const audit = await auditOf(app, _id)
    expect(audit.find((r) => r.action === 'product.image_updated')?.after).toMatchObject({
      colour_id: colour.id,
    })
  })

  it('deletes a picture and its file, but keeps the file an order still shows', async () => {
    const { _id } = await product()
    const gone = await uploaded(_id, await png())
    const kept = await uploaded(_id, await jpeg())
    // a resized copy exists in the cache before the delete
    await app.inject(`/api/v1/images/${gone.file}?width=96`)
    expect((await call('DELETE', `/images/${gone._id}`)).statusCode).toBe(204)
    expect(existsSync(path.join(imagesDir, gone.file))).toBe(false)
    const stem = gone.file.replace(/\.png$/, '')
    expect(readdirSync(path.join(imagesDir, 'cache')).some((f) => f.startsWith(stem))).toBe(false)
    expect((await app.inject(`/api/v1/images/${gone.file}`)).statusCode).toBe(404)
    const shop = await storefront(_id)
    expect(shop.images.map((i) => i._id)).toEqual([kept._id])

    // an order line placed with this picture keeps showing it
    const { order } = await placeOrder(app, database, await guest(app))
    await database.db
      .update(orderItems)
      .set({ image: kept.file })
      .where(eq(orderItems.orderId, order._id))
    expect((await call('DELETE', `/images/${kept._id}`)).statusCode).toBe(204)
    expect((await storefront(_id)).images).toEqual([])
    expect(existsSync(path.join(imagesDir, kept.file))).toBe(true)
    expect((await app.inject(`/api/v1/images/${kept.file}`)).statusCode).toBe(200)

    expect((await call('DELETE', `/images/${kept._id}`)).statusCode).toBe(404)
    const audit = await auditOf(app, _id)
    expect(audit.filter((r) => r.action === 'product.image_deleted')).toHaveLength(2)
  })

  it('refuses hostile and non-picture files with nothing stored', async () => {
    const { _id } = await product()
    const before = storedFiles()
    for (const [bytes, code] of [
      [stripPng(), 'IMAGE_TOO_LARGE'],
      [declaredPng(7100, 7100), 'IMAGE_TOO_LARGE'],
      [declaredPng(40, 30), 'IMAGE_UNREADABLE'],
    ] as const) {
      const answer = await upload(_id, bytes)
      expect(answer.statusCode, answer.body).toBe(422)
      expect(answer.json()).toMatchObject({ code })
    }
    const pdf = await upload(_id, Buffer.from('%PDF-1.4\n%%EOF'))
    expect(pdf.statusCode).toBe(415)
    const svg = await upload(_id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))
    expect(svg.statusCode).toBe(415)
    const none = await app.inject({
      method: 'POST',
      url: `${API}/products/${_id}/images`,
      headers: as('manager'),
      payload: {},
    })
    expect(none.statusCode).toBe(400)
    expect(storedFiles()).toEqual(before)
    const rows = await database.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, _id))
    expect(rows).toEqual([])
    // the EXIF loop of the field report is taken apart, not walked: stored clean
    const looping = await uploaded(_id, await loopingExifJpeg())
    expect(existsSync(path.join(imagesDir, looping.file))).toBe(true)
    expect((await upload('00000000-0000-4000-8000-000000000000', await png())).statusCode).toBe(404)
  })
})
