import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { MAX_UPLOAD_BYTES } from '@shop/contract'
import { inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { uploadedFiles } from '#api/db/schema/index.ts'
import { auth, guest } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import {
  API,
  call,
  multipart,
  ordersApp,
  placeOrder,
  pngBytes,
  staffToken,
  upload,
  uploadPng,
} from '../orders/test-helpers.ts'
import { filesService, UNATTACHED_UPLOAD_HOURS } from './service.ts'

describe.each(testDatabases)('file uploads on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-uploads-'))
  beforeAll(async () => {
    database = await seededDatabase(kind)
    app = await ordersApp(database, undefined, dir)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('stores an image re-encoded with its metadata stripped under a random name', async () => {
    const token = await guest(app)
    const withExif = await sharp(await pngBytes(64, 48))
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer()
    expect(withExif.includes(Buffer.from('secret-location'))).toBe(true)
    const response = await upload(app, token, {
      name: 'photo.png',
      type: 'image/png',
      bytes: withExif,
    })
    expect(response.statusCode).toBe(201)
    const { data } = response.json()
    // judged by content: a JPEG named .png is stored as a JPEG
    expect(data).toMatchObject({
      content_type: 'image/jpeg',
      purpose: 'payment_proof',
      width: 64,
      height: 48,
    })
    expect(data.name).toMatch(/^[A-Za-z0-9_-]{24}\.jpg$/)
    const read = await app.inject({ url: data.url, headers: auth(token) })
    expect(read.statusCode).toBe(200)
    expect(read.headers['content-type']).toBe('image/jpeg')
    expect(read.rawPayload.includes(Buffer.from('secret-location'))).toBe(false)
    expect((await sharp(read.rawPayload).metadata()).exif).toBeUndefined()
  })

  it('keeps a payment proof private to its owner and staff, and review images public', async () => {
    const owner = await guest(app)
    const other = await guest(app)
    const proof = (
      await upload(app, owner, { name: 'p.png', type: 'image/png', bytes: await pngBytes() })
    ).json().data
    expect((await app.inject({ url: proof.url })).statusCode).toBe(404)
    expect((await app.inject({ url: proof.url, headers: auth(other) })).statusCode).toBe(404)
    const own = await app.inject({ url: proof.url, headers: auth(owner) })
    expect(own.statusCode).toBe(200)
    expect(own.headers['cache-control']).toContain('no-store')
    expect(
      (await app.inject({ url: proof.url, headers: auth(await staffToken(app)) })).statusCode,
    ).toBe(200)
    const review = (
      await upload(
        app,
        owner,
        { name: 'r.png', type: 'image/png', bytes: await pngBytes() },
        'review',
      )
    ).json().data
    expect((await app.inject({ url: review.url })).statusCode).toBe(200)
  })

  it('accepts a PDF by its content', async () => {
    const token = await guest(app)
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
    const response = await upload(app, token, {
      name: 'receipt.pdf',
      type: 'application/pdf',
      bytes: pdf,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().data.content_type).toBe('application/pdf')
  })

  it('refuses a non-image, an SVG, a fake image and an oversize file, storing nothing', async () => {
    const token = await guest(app)
    const text = await upload(app, token, {
      name: 'a.png',
      type: 'image/png',
      bytes: Buffer.from('hello world, not an image'),
    })
    expect(text.statusCode).toBe(415)
    expect(text.json().code).toBe('FILE_TYPE_NOT_ALLOWED')
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    const svgAnswer = await upload(app, token, { name: 'x.svg', type: 'image/svg+xml', bytes: svg })
    expect(svgAnswer.statusCode).toBe(415)
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100),
    ])
    // a PNG signature over nothing: the type is allowed, the picture cannot be read (ADR 041)
    const fakeAnswer = await upload(app, token, { name: 'f.png', type: 'image/png', bytes: fake })
    expect(fakeAnswer.statusCode).toBe(422)
    expect(fakeAnswer.json().code).toBe('IMAGE_UNREADABLE')
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(MAX_UPLOAD_BYTES)])
    const tooBig = await upload(app, token, { name: 'big.png', type: 'image/png', bytes: big })
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().code).toBe('FILE_TOO_LARGE')
  })

  it('takes one file per request in the field "file", and only from a signed-in caller', async () => {
    const token = await guest(app)
    const png = await pngBytes()
    const two = multipart([
      { name: 'a.png', type: 'image/png', bytes: png },
      { name: 'b.png', type: 'image/png', bytes: png },
    ])
    const answer = await app.inject({
      method: 'POST',
      url: `${API}/files`,
      headers: { ...auth(token), ...two.headers },
      payload: two.payload,
    })
    expect(answer.statusCode).toBe(400)
    const wrongField = await upload(app, token, {
      field: 'image',
      name: 'a.png',
      type: 'image/png',
      bytes: png,
    })
    expect(wrongField.statusCode).toBe(400)
    const body = multipart([{ name: 'a.png', type: 'image/png', bytes: png }])
    const anonymous = await app.inject({ method: 'POST', url: `${API}/files`, ...body })
    expect(anonymous.statusCode).toBe(401)
  })

  it('sweeps uploads nothing references a day after upload, and keeps attached and recent ones', async () => {
    const token = await guest(app)
    const { order } = await placeOrder(app, database, token, { qty: 1 })
    const used = await uploadPng(app, token)
    expect(
      (await call(app, 'PUT', `/orders/${order._id}/upload`, token, { image: used })).statusCode,
    ).toBe(200)
    const abandoned = await uploadPng(app, token)
    const recent = await uploadPng(app, token)
    // two days pass for the first two
    await database.db
      .update(uploadedFiles)
      .set({ createdAt: new Date(Date.now() - 48 * 3600 * 1000) })
      .where(inArray(uploadedFiles.name, [used, abandoned]))

    const files = filesService({ db: database.db, dir })
    const cutoff = new Date(Date.now() - UNATTACHED_UPLOAD_HOURS * 3600 * 1000)
    expect(await files.sweepUnattached(cutoff)).toBe(1)
    expect(existsSync(path.join(dir, abandoned))).toBe(false)
    const read = (name: string) => app.inject({ url: `${API}/files/${name}`, headers: auth(token) })
    expect((await read(abandoned)).statusCode).toBe(404)
    expect((await read(used)).statusCode).toBe(200)
    expect((await read(recent)).statusCode).toBe(200)
    // a swept upload cannot be attached any more: the shopper is asked to upload it again
    const again = await call(app, 'PUT', `/orders/${order._id}/upload`, token, { image: abandoned })
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toBe('FILE_NOT_USABLE')
    expect(await files.sweepUnattached(cutoff)).toBe(0)
  })
})
