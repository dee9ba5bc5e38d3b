import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { jpegWithExif, loopingExif } from '#api/testing/hostile-images.ts'
import { DomainError } from '../errors.ts'
import {
  checkDimensions,
  imageDecoder,
  imageKind,
  readOrientation,
  stripMetadata,
} from './index.ts'

const picture = (width = 8, height = 4) =>
  sharp({ create: { width, height, channels: 3, background: '#c84' } })
const secret = { IFD0: { Copyright: 'secret-location' } }
const holds = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text))

describe('EXIF read without following its offsets (ADR 041)', () => {
  it('finds the orientation of a directory that points to itself, and 1 for nonsense', () => {
    expect(readOrientation(loopingExif(50, 8))).toBe(8)
    expect(readOrientation(Buffer.from('II*\0\xff\xff\xff\xff', 'latin1'))).toBe(1)
    expect(readOrientation(Buffer.alloc(3))).toBe(1)
  })
})

describe('metadata stripped before decoding', () => {
  it.each([
    ['jpeg', () => picture().jpeg().withExif(secret).withMetadata({ orientation: 6 }).toBuffer()],
    ['png', () => picture().png().withExif(secret).withMetadata({ orientation: 6 }).toBuffer()],
    ['webp', () => picture().webp().withExif(secret).withMetadata({ orientation: 6 }).toBuffer()],
  ] as const)('drops the EXIF of a %s and keeps only its orientation', async (kind, make) => {
    const original = await make()
    expect(holds(original, 'secret-location')).toBe(true)
    const clean = stripMetadata(kind, original)
    expect(holds(clean, 'secret-location')).toBe(false)
    const meta = await sharp(clean).metadata()
    expect(meta).toMatchObject({ format: kind, width: 8, height: 4, orientation: 6 })
    expect(meta.autoOrient).toMatchObject({ width: 4, height: 8 })
  })

  it('hides the EXIF item of an AVIF from the decoder', async () => {
    const avif = await picture(16, 16).avif({ effort: 0 }).withExif(secret).toBuffer()
    expect((await sharp(avif).metadata()).exif).toBeDefined()
    const clean = stripMetadata('heif', avif)
    const meta = await sharp(clean).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta).toMatchObject({ width: 16, height: 16 })
  })

  it('throws on a container whose lengths point outside it', async () => {
    const jpeg = await jpegWithExif(loopingExif(3))
    expect(() => stripMetadata('jpeg', jpeg.subarray(0, 20))).toThrow(/malformed/)
    expect(imageKind(Buffer.from('%PDF-1.4'))).toBeNull()
  })
})

describe('the decoder', () => {
  it('refuses strips, huge and empty pictures from their dimensions', () => {
    const refused = (w: number, h: number) => {
      try {
        checkDimensions(w, h)
        return null
      } catch (error) {
        return (error as DomainError).code
      }
    }
    expect(refused(45_000_000, 1)).toBe('IMAGE_TOO_LARGE')
    expect(refused(7100, 7100)).toBe('IMAGE_TOO_LARGE')
    expect(refused(100, 2600)).toBe('IMAGE_TOO_LARGE')
    expect(refused(0, 10)).toBe('IMAGE_UNREADABLE')
    expect(refused(8064, 6048)).toBeNull()
    expect(refused(1290, 20_000)).toBeNull()
  })

  it('decodes a few pictures at a time and answers 429 past the waiting list', async () => {
    const decoder = imageDecoder({ decoders: 1, maxWaiting: 1 })
    const bytes = await picture(64, 64).png().toBuffer()
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const first = decoder.decode(bytes, async (image) => {
      await held
      return image.toBuffer()
    })
    const second = decoder.decode(bytes, (image) => image.toBuffer())
    const third = decoder.decode(bytes, (image) => image.toBuffer())
    await expect(third).rejects.toMatchObject({ statusCode: 429 })
    release()
    await expect(first).resolves.toBeInstanceOf(Buffer)
    await expect(second).resolves.toBeInstanceOf(Buffer)
  })

  it('answers IMAGE_UNREADABLE for a picture that does not decode', async () => {
    const decoder = imageDecoder()
    const png = await picture().png().toBuffer()
    const broken = Buffer.concat([png.subarray(0, 33), Buffer.alloc(60)])
    await expect(decoder.decode(broken, (image) => image.toBuffer())).rejects.toBeInstanceOf(
      DomainError,
    )
    await expect(decoder.decode(broken, (image) => image.toBuffer())).rejects.toMatchObject({
      code: 'IMAGE_UNREADABLE',
    })
  })
})
