import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { IMAGE_HEIGHTS, IMAGE_WIDTHS, snapImageSize } from '@shop/contract'
import sharp from 'sharp'
import { NotFoundError } from '#api/lib/errors.ts'
import { IMAGE_LIMITS } from '#api/lib/images/index.ts'

export type ImageFormat = 'avif' | 'webp' | 'png' | 'jpeg'
export type ImageRequest = { file: string; width?: number; height?: number; accept?: string }

const MIME: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
}

/** Default ceiling of the resized-picture cache on disk (IMAGE_CACHE_MAX_MB). */
export const DEFAULT_IMAGE_CACHE_BYTES = 256 * 1024 * 1024

/** The smallest format the browser accepts; otherwise the original's own (or PNG for WebP). */
export function negotiateFormat(file: string, accept = ''): ImageFormat {
  if (accept.includes('image/avif')) return 'avif'
  if (accept.includes('image/webp')) return 'webp'
  const ext = path.extname(file).slice(1)
  if (ext === 'jpg' || ext === 'jpeg') return 'jpeg'
  return 'png'
}

/** At most `limit` tasks at once; the rest wait their turn in order. */
function gate(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    running += 1
    try {
      return await task()
    } finally {
      running -= 1
      waiting.shift()?.()
    }
  }
}

type Options = {
  /** Ceiling of cache/ in bytes; the least recently served pictures go first. */
  maxCacheBytes?: number
  /** Encodings at once (each is one of libvips' threads busy); default: cores − 1, at least 1. */
  encoders?: number
}

/**
 * Picture files under one folder, resized on request (issue 19: at a bounded cost). Asked sizes
 * snap to a fixed set (IMAGE_WIDTHS, IMAGE_HEIGHTS), so each picture has at most that many
 * variants per format; each is encoded once, by at most `encoders` at a time, and kept under
 * cache/, whose size stays under `maxCacheBytes` (least recently served removed first). The
 * index of cache/ is this process's own: several processes on one disk each keep it under the
 * ceiling by what they wrote and read.
 */
export function imageStore(root: string, options: Options = {}) {
  const cacheDir = path.join(root, 'cache')
  const maxBytes = options.maxCacheBytes ?? DEFAULT_IMAGE_CACHE_BYTES
  const encode = gate(options.encoders ?? Math.max(1, os.availableParallelism() - 1))
  const pending = new Map<string, Promise<Buffer>>()
  /** cache file → bytes, least recently served first (a Map keeps insertion order). */
  let index: Promise<Map<string, number>> | undefined
  let total = 0
  const stats = { encoded: 0, evicted: 0 }

  function cacheIndex() {
    index ??= (async () => {
      const files = new Map<string, number>()
      const names = await readdir(cacheDir).catch(() => [] as string[])
      const found = await Promise.all(
        names
          .filter((name) => !name.endsWith('.tmp'))
          .map(async (name) => {
            const info = await stat(path.join(cacheDir, name)).catch(() => null)
            return info ? { name, size: info.size, used: info.atimeMs } : null
          }),
      )
      for (const entry of found.filter((e) => e !== null).sort((a, b) => a.used - b.used)) {
        files.set(entry.name, entry.size)
        total += entry.size
      }
      return files
    })()
    return index
  }

  /** Marks a cached file as just served (or just written), then trims the cache to its ceiling. */
  async function touch(name: string, size: number) {
    const files = await cacheIndex()
    const before = files.get(name)
    if (before !== undefined) {
      files.delete(name)
      total -= before
    }
    files.set(name, size)
    total += size
    while (total > maxBytes && files.size > 1) {
      const [oldest, bytes] = files.entries().next().value as [string, number]
      if (oldest === name) break
      files.delete(oldest)
      total -= bytes
      stats.evicted += 1
      await unlink(path.join(cacheDir, oldest)).catch(() => {})
    }
  }

  async function produce(source: string, target: string, size: Size, format: ImageFormat) {
    const bytes = await encode(async () => {
      // product pictures are the shop's own files, yet opened with the upload limits (ADR 041)
      const image = sharp(source, {
        limitInputPixels: IMAGE_LIMITS.maxPixels,
        failOn: 'error',
      }).timeout({ seconds: IMAGE_LIMITS.seconds })
      if (size.width || size.height) {
        image.resize({
          width: size.width,
          height: size.height,
          fit: 'inside',
          withoutEnlargement: true,
        })
      }
      stats.encoded += 1
      // AVIF effort kept low: encoding happens on a shopper's request, once per variant
      return image
        .toFormat(format, format === 'avif' ? { quality: 55, effort: 2 } : { quality: 78 })
        .toBuffer()
    })
    await mkdir(cacheDir, { recursive: true })
    const temporary = `${target}.${process.pid}.tmp`
    await writeFile(temporary, bytes)
    await rename(temporary, target)
    await touch(path.basename(target), bytes.byteLength)
    return bytes
  }

  type Size = { width: number | undefined; height: number | undefined }

  return {
    stats,
    async get(request: ImageRequest): Promise<{ bytes: Buffer; type: string }> {
      const source = path.join(root, request.file)
      if (!existsSync(source)) throw new NotFoundError('Image not found', 'IMAGE_NOT_FOUND')
      const format = negotiateFormat(request.file, request.accept)
      const size: Size = {
        width: request.width && snapImageSize(request.width, IMAGE_WIDTHS),
        height: request.height && snapImageSize(request.height, IMAGE_HEIGHTS),
      }
      const stem = path.basename(request.file, path.extname(request.file))
      const target = path.join(
        cacheDir,
        `${stem}-${size.width ?? 'w'}x${size.height ?? 'h'}.${format}`,
      )
      const cached = await readFile(target).catch(() => null)
      if (cached) {
        await touch(path.basename(target), cached.byteLength)
        return { bytes: cached, type: MIME[format] }
      }
      let job = pending.get(target)
      if (!job) {
        job = produce(source, target, size, format).finally(() => pending.delete(target))
        pending.set(target, job)
      }
      return { bytes: await job, type: MIME[format] }
    },
  }
}
export type ImageStore = ReturnType<typeof imageStore>
