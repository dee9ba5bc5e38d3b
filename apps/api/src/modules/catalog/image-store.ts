import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { NotFoundError } from '../../lib/errors.ts'

export type ImageFormat = 'avif' | 'webp' | 'png' | 'jpeg'
export type ImageRequest = { file: string; width?: number; height?: number; accept?: string }

const MIME: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
}

/** The smallest format the browser accepts; otherwise the original's own (or PNG for WebP). */
export function negotiateFormat(file: string, accept = ''): ImageFormat {
  if (accept.includes('image/avif')) return 'avif'
  if (accept.includes('image/webp')) return 'webp'
  const ext = path.extname(file).slice(1)
  if (ext === 'jpg' || ext === 'jpeg') return 'jpeg'
  return 'png'
}

/**
 * Picture files under one folder, resized on request. Each size and format is produced once and
 * kept under cache/, so a busy product list costs disk reads, not image encoding.
 */
export function imageStore(root: string) {
  const cacheDir = path.join(root, 'cache')
  const pending = new Map<string, Promise<Buffer>>()

  async function produce(
    source: string,
    target: string,
    request: ImageRequest,
    format: ImageFormat,
  ) {
    const image = sharp(source)
    if (request.width || request.height) {
      image.resize({
        width: request.width,
        height: request.height,
        fit: 'inside',
        withoutEnlargement: true,
      })
    }
    // AVIF effort kept low: encoding happens on a shopper's request, once per variant
    const bytes = await image
      .toFormat(format, format === 'avif' ? { quality: 55, effort: 2 } : { quality: 78 })
      .toBuffer()
    await mkdir(cacheDir, { recursive: true })
    const temporary = `${target}.${process.pid}.tmp`
    await writeFile(temporary, bytes)
    await rename(temporary, target)
    return bytes
  }

  return {
    async get(request: ImageRequest): Promise<{ bytes: Buffer; type: string }> {
      const source = path.join(root, request.file)
      if (!existsSync(source)) throw new NotFoundError('Image not found', 'IMAGE_NOT_FOUND')
      const format = negotiateFormat(request.file, request.accept)
      const stem = path.basename(request.file, path.extname(request.file))
      const target = path.join(
        cacheDir,
        `${stem}-${request.width ?? 'w'}x${request.height ?? 'h'}.${format}`,
      )
      if (existsSync(target)) return { bytes: await readFile(target), type: MIME[format] }
      let job = pending.get(target)
      if (!job) {
        job = produce(source, target, request, format).finally(() => pending.delete(target))
        pending.set(target, job)
      }
      return { bytes: await job, type: MIME[format] }
    },
  }
}
export type ImageStore = ReturnType<typeof imageStore>
