import { MAX_UPLOAD_BYTES, type UploadContentType } from '@shop/contract'
import { DomainError } from '#api/lib/errors.ts'
import {
  type ImageDecoder,
  type ImageKind,
  imageKind,
  untrustedImages,
} from '#api/lib/images/index.ts'

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

/** What the first bytes say the file is; null for anything else (SVG, HTML, executables ...). */
export function sniff(bytes: Buffer): ImageKind | 'pdf' | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf'
  return imageKind(bytes)
}

/**
 * Checks an upload by its content (never its name) and re-encodes images so metadata (EXIF
 * location, camera) is stripped and nothing but pixels survives. PDFs are kept as they are and
 * served with a sandboxing CSP (ADR 015). Images go through the process's decoder (ADR 041):
 * EXIF removed before decoding, at most 50 MP, a time limit, a few at a time.
 */
export async function checkUpload(
  bytes: Buffer,
  decoder: ImageDecoder = untrustedImages,
): Promise<Checked> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw fileTooLarge()
  const kind = sniff(bytes)
  if (!kind) throw fileTypeNotAllowed()
  if (kind === 'pdf') {
    return { bytes, contentType: 'application/pdf', ext: 'pdf', width: null, height: null }
  }
  return decoder.decode(bytes, async (image, meta) => {
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
  })
}
