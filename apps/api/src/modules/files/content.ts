import { MAX_UPLOAD_BYTES, type UploadContentType } from '@shop/contract'
import sharp from 'sharp'
import { DomainError } from '../../lib/errors.ts'

export type Checked = {
  bytes: Buffer
  contentType: UploadContentType
  ext: 'jpg' | 'png' | 'webp' | 'pdf'
  width: number | null
  height: number | null
}

export const fileTypeNotAllowed = () =>
  new DomainError(
    415,
    'FILE_TYPE_NOT_ALLOWED',
    'Only JPEG, PNG or WebP images and PDF files can be uploaded',
  )
export const fileTooLarge = () =>
  new DomainError(413, 'FILE_TOO_LARGE', 'This file is too large (at most 8 MB)')

const startsWith = (bytes: Buffer, magic: number[], at = 0) =>
  magic.every((b, i) => bytes[at + i] === b)
const ascii = (bytes: Buffer, from: number, to: number) =>
  bytes.subarray(from, to).toString('latin1')

/** What the first bytes say the file is; null for anything else (SVG, HTML, executables ...). */
export function sniff(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'heif' | 'pdf' | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 8) === 'ftyp' && /^(avif|avis|heic|heix|mif1)$/.test(ascii(bytes, 8, 12)))
    return 'heif'
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf'
  return null
}

/**
 * Checks an upload by its content (never its name) and re-encodes images so metadata (EXIF
 * location, camera) is stripped and nothing but pixels survives. PDFs are kept as they are and
 * served with a sandboxing CSP (ADR 015).
 */
export async function checkUpload(bytes: Buffer): Promise<Checked> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw fileTooLarge()
  const kind = sniff(bytes)
  if (!kind) throw fileTypeNotAllowed()
  if (kind === 'pdf') {
    return { bytes, contentType: 'application/pdf', ext: 'pdf', width: null, height: null }
  }
  try {
    const image = sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
    const meta = await image.metadata()
    if (!['jpeg', 'png', 'webp', 'heif'].includes(meta.format ?? '')) throw fileTypeNotAllowed()
    // orientation applied before the EXIF block is dropped; sharp writes no metadata by default
    const pipeline = image.rotate()
    const out =
      meta.format === 'jpeg'
        ? { ext: 'jpg' as const, type: 'image/jpeg' as const, p: pipeline.jpeg({ quality: 88 }) }
        : meta.format === 'png'
          ? { ext: 'png' as const, type: 'image/png' as const, p: pipeline.png() }
          : { ext: 'webp' as const, type: 'image/webp' as const, p: pipeline.webp({ quality: 88 }) }
    const { data, info } = await out.p.toBuffer({ resolveWithObject: true })
    return {
      bytes: data,
      contentType: out.type,
      ext: out.ext,
      width: info.width,
      height: info.height,
    }
  } catch (error) {
    if (error instanceof DomainError) throw error
    // a file that claims to be an image but does not decode
    throw fileTypeNotAllowed()
  }
}
