import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { LIMITS } from '#api/lib/rate-limit.ts'
import { declaredPng, loopingExifJpeg, stripPng } from '#api/testing/hostile-images.ts'
import { auth, guest } from '#api/testing/shop.ts'
import { seededDatabase, testDatabases } from '#api-test/databases.ts'
import { API, multipart, ordersApp, pngBytes, upload } from '../orders/test-helpers.ts'

/** ADR 041: files built to exhaust the server get a 4xx at the cost of an ordinary photo. */
describe.each(testDatabases)('hostile uploads on $name', (kind) => {
  let database: Database
  let app: FastifyInstance
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-hostile-'))
  // deflating 135 MB of zeros takes the test a few seconds: built once
  let wide: Buffer
  beforeAll(async () => {
    wide = stripPng()
    database = await seededDatabase(kind)
    app = await ordersApp(database, undefined, dir)
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  /** RSS growth across `run`, in MB: a bound on what one request may cost, not a timing. */
  async function growth(run: () => Promise<unknown>) {
    const before = process.memoryUsage().rss
    await run()
    return (process.memoryUsage().rss - before) / 1e6
  }

  it('refuses a 131 KB PNG declaring 45,000,000 × 1 pixels with 422, before decoding it', async () => {
    const token = await guest(app)
    const png = wide
    expect(png.length).toBeLessThan(140_000)
    let answer: Awaited<ReturnType<typeof upload>> | undefined
    const mb = await growth(async () => {
      answer = await upload(app, token, { name: 'wide.png', type: 'image/png', bytes: png })
    })
    expect(answer?.statusCode).toBe(422)
    expect(answer?.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' })
    expect(answer?.json().message).toContain('50 megapixels')
    expect(mb).toBeLessThan(300)
  })

  it('refuses a tall strip and a picture over 50 megapixels the same way', async () => {
    const token = await guest(app)
    for (const [width, height] of [
      [1, 40_000],
      [7100, 7100],
    ] as const) {
      const answer = await upload(app, token, {
        name: 'big.png',
        type: 'image/png',
        bytes: declaredPng(width, height),
      })
      expect(answer.statusCode).toBe(422)
      expect(answer.json().code).toBe('IMAGE_TOO_LARGE')
    }
  })

  it('stores a JPEG whose EXIF directories point to themselves, upright and without its EXIF', async () => {
    const token = await guest(app)
    const jpeg = await loopingExifJpeg()
    let answer: Awaited<ReturnType<typeof upload>> | undefined
    const mb = await growth(async () => {
      answer = await upload(app, token, { name: 'loop.jpg', type: 'image/jpeg', bytes: jpeg })
    })
    expect(answer?.statusCode).toBe(201)
    // 8 × 4 with orientation 6 (turn 90°): the only EXIF field kept is honoured
    expect(answer?.json().data).toMatchObject({ content_type: 'image/jpeg', width: 4, height: 8 })
    const read = await app.inject({ url: answer?.json().data.url, headers: auth(token) })
    expect((await sharp(read.rawPayload).metadata()).exif).toBeUndefined()
    expect(mb).toBeLessThan(300)
  })

  it('answers four hostile uploads sent at once, each with its own 4xx or 201', async () => {
    const token = await guest(app)
    const jpeg = await loopingExifJpeg()
    const answers = await Promise.all(
      [wide, jpeg, wide, jpeg].map((bytes, i) =>
        upload(app, token, { name: `h${i}`, type: 'application/octet-stream', bytes }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([422, 201, 422, 201])
  })

  it('refuses a picture that is cut short with 422 IMAGE_UNREADABLE, not a 500', async () => {
    const token = await guest(app)
    const whole = await pngBytes(64, 48)
    for (const bytes of [whole.subarray(0, 40), (await loopingExifJpeg()).subarray(0, 30)]) {
      const answer = await upload(app, token, { name: 'cut.png', type: 'image/png', bytes })
      expect(answer.statusCode).toBe(422)
      expect(answer.json().code).toBe('IMAGE_UNREADABLE')
    }
  })

  it('limits uploads per address, whichever guest accounts they come from', async () => {
    const from = { 'x-forwarded-for': '203.0.113.41' }
    const png = await pngBytes()
    const send = (token: string) => {
      const body = multipart([{ name: 'p.png', type: 'image/png', bytes: png }])
      return app.inject({
        method: 'POST',
        url: `${API}/files?purpose=review`,
        headers: { ...auth(token), ...body.headers, ...from },
        payload: body.payload,
      })
    }
    // each guest stays under its own account limit; together they pass the address's
    const perGuest = LIMITS.uploadAccount.max
    const statuses: number[] = []
    while (statuses.length < LIMITS.uploadIp.max + 1) {
      const token = await guest(app)
      for (let i = 0; i < perGuest && statuses.length < LIMITS.uploadIp.max + 1; i += 1) {
        statuses.push((await send(token)).statusCode)
      }
    }
    expect(statuses.slice(0, LIMITS.uploadIp.max).every((s) => s === 201)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    // another address is not held up
    const other = await guest(app)
    const elsewhere = await upload(app, other, { name: 'p.png', type: 'image/png', bytes: png })
    expect(elsewhere.statusCode).toBe(201)
  })
})
