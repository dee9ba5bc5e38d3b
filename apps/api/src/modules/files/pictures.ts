import { randomUUID } from 'node:crypto'
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DomainError } from '#api/lib/errors.ts'
import { type ImageDecoder, untrustedImages } from '#api/lib/images/index.ts'
import { checkUpload, sniff } from './content.ts'

export const notAPicture = () =>
  new DomainError(415, 'FILE_TYPE_NOT_ALLOWED', 'Only JPEG, PNG, WebP or HEIF pictures')

/**
 * Stores an uploaded picture under the shop's pictures folder (served resized by
 * `GET /images/{file}`): re-encoded by the bounded decoder first (ADR 041: EXIF dropped, 50 MP,
 * a time limit), so only clean pixels are kept, under a new name never reused (the picture
 * route's long cache stays right). Answers the file name; `forget` removes it again when the row
 * that was to name it is not written.
 */
export async function storePicture(options: {
  dir: string
  prefix: 'upload' | 'cover'
  bytes: Buffer
  decoder?: ImageDecoder | undefined
}): Promise<string> {
  const { dir, prefix, bytes } = options
  if (sniff(bytes) === 'pdf') throw notAPicture()
  const checked = await checkUpload(bytes, options.decoder ?? untrustedImages)
  const file = `${prefix}-${randomUUID()}.${checked.ext}`
  await mkdir(dir, { recursive: true })
  const temporary = path.join(dir, `${file}.${process.pid}.tmp`)
  await writeFile(temporary, checked.bytes)
  await rename(temporary, path.join(dir, file))
  return file
}

/** Removes a stored picture that nothing names. */
export const forgetPicture = (dir: string, file: string) =>
  unlink(path.join(dir, file)).catch(() => {})
