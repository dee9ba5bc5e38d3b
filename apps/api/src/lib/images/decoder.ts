import os from 'node:os'
import sharp, { type Metadata, type Sharp } from 'sharp'
import { DomainError, TooManyRequestsError } from '../errors.ts'
import { type ImageKind, MalformedImage, stripMetadata } from './strip-metadata.ts'

/**
 * What a picture from outside may be (ADR 041). 50 MP lets a 48 MP phone photo through (8064 ×
 * 6048) and keeps the worst case at 150 MB of RGB when a turn needs the picture whole; the side
 * and the aspect refuse the strips (45,000,000 × 1) no camera makes, while a scrolling screenshot
 * of a banking app (1290 × 20,000) still passes.
 */
export const IMAGE_LIMITS = {
  maxPixels: 50_000_000,
  maxSide: 20_000,
  maxAspect: 25,
  /** libvips stops a pipeline after this long: about five times a 48 MP photo's cost. */
  seconds: 10,
} as const

export const imageTooLarge = () =>
  new DomainError(
    422,
    'IMAGE_TOO_LARGE',
    'This picture is too large (at most 50 megapixels and 20,000 pixels on a side)',
  )
export const imageUnreadable = () =>
  new DomainError(
    422,
    'IMAGE_UNREADABLE',
    'This picture could not be read; please try another file',
  )
export const imagesBusy = () =>
  new TooManyRequestsError('Many pictures are being read just now; please try again shortly', 5)

/** What the first bytes say the picture is; null for anything else. */
export function imageKind(bytes: Buffer): ImageKind | null {
  const at = (magic: number[], from = 0) => magic.every((b, i) => bytes[from + i] === b)
  const text = (from: number, to: number) => bytes.subarray(from, to).toString('latin1')
  if (at([0xff, 0xd8, 0xff])) return 'jpeg'
  if (at([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'webp'
  if (text(4, 8) === 'ftyp' && /^(avif|avis|heic|heix|mif1)$/.test(text(8, 12))) return 'heif'
  return null
}

/** Refuses, from the header alone, a picture larger than IMAGE_LIMITS. */
export function checkDimensions(width: number | undefined, height: number | undefined) {
  if (!width || !height) throw imageUnreadable()
  const long = Math.max(width, height)
  const short = Math.min(width, height)
  if (
    width * height > IMAGE_LIMITS.maxPixels ||
    long > IMAGE_LIMITS.maxSide ||
    long / short > IMAGE_LIMITS.maxAspect
  ) {
    throw imageTooLarge()
  }
}

type Options = {
  /** Pictures decoded at once (each holds one of libuv's four threads); default 1 on 2 cores. */
  decoders?: number
  /** Pictures allowed to wait their turn; past this, 429. */
  maxWaiting?: number
  seconds?: number
}

/**
 * The one way to open a picture from outside: metadata stripped before any decoder sees it
 * (`stripMetadata`), the header checked against IMAGE_LIMITS before a pixel is decoded, and the
 * decoding done by at most `decoders` pictures at a time under a libvips time limit. sharp runs on
 * libuv's shared thread pool, where password hashing (sign-in) runs too: the gate keeps pictures
 * to a share of it whatever arrives at once. Worker threads would not help, since they share the
 * same pool and cannot stop native work.
 */
export function imageDecoder(options: Options = {}) {
  const cores = os.availableParallelism()
  const decoders = options.decoders ?? Math.max(1, Math.min(2, cores - 1))
  // libvips gives each pipeline a thread per core by default, so one picture alone could fill
  // every core; pictures together get all cores but one, which stays for the event loop and the
  // password hashing of sign-in (2 cores: one picture on one thread)
  sharp.concurrency(Math.max(1, Math.floor((cores - 1) / decoders)))
  const maxWaiting = options.maxWaiting ?? 32
  const seconds = options.seconds ?? IMAGE_LIMITS.seconds
  let running = 0
  const waiting: (() => void)[] = []
  const stats = { decoded: 0, refused: 0, overran: 0 }

  /** Waits for a free decoder; the caller must `release()` once its native work has ended. */
  async function acquire() {
    if (running >= decoders) {
      if (waiting.length >= maxWaiting) throw imagesBusy()
      await new Promise<void>((resolve) => waiting.push(resolve))
    }
    running += 1
  }
  function release() {
    running -= 1
    waiting.shift()?.()
  }

  const open = (bytes: Buffer) =>
    sharp(bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error' })

  return {
    stats,
    /**
     * Opens `bytes` and runs `build` on it (a sharp pipeline ending in `toBuffer`). Throws 422
     * IMAGE_TOO_LARGE or IMAGE_UNREADABLE (not a picture, broken, or over the time limit), or 429
     * when too many wait.
     */
    async decode<T>(
      bytes: Buffer,
      build: (image: Sharp, meta: Metadata) => Promise<T>,
    ): Promise<T> {
      const kind = imageKind(bytes)
      if (!kind) throw imageUnreadable()
      let clean: Buffer
      try {
        clean = stripMetadata(kind, bytes)
      } catch (error) {
        if (error instanceof MalformedImage) throw imageUnreadable()
        throw error
      }
      await acquire()
      const work = (async () => {
        try {
          const meta = await open(clean).metadata()
          checkDimensions(meta.width, meta.height)
          const result = await build(open(clean).timeout({ seconds }), meta)
          stats.decoded += 1
          return result
        } catch (error) {
          stats.refused += 1
          if (error instanceof DomainError) throw error
          if (/pixel limit/i.test(String((error as Error)?.message))) throw imageTooLarge()
          throw imageUnreadable()
        }
      })()
      // the turn is held until the native work has really ended, so however a picture behaves
      // no more than `decoders` run at once; the answer does not wait past the limit even if
      // that work does not stop (libvips checks its clock only between pixel regions)
      work.then(release, release)
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => {
            stats.overran += 1
            reject(imageUnreadable())
          },
          (seconds + 2) * 1000,
        )
      })
      try {
        return await Promise.race([work, late])
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
export type ImageDecoder = ReturnType<typeof imageDecoder>

/** The process's decoder: every upload, receipt and poster takes its turn here. */
export const untrustedImages = imageDecoder()
