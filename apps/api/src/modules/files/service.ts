import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  type FilePurpose,
  fileUrl,
  PUBLIC_FILE_PURPOSES,
  type UploadContentType,
  type UploadedFile,
} from '@shop/contract'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { uploadedFiles } from '../../db/schema/index.ts'
import { DomainError, NotFoundError } from '../../lib/errors.ts'
import type { Account, Tx } from '../identity/repository.ts'
import { checkUpload } from './content.ts'

type Row = typeof uploadedFiles.$inferSelect
const notFound = () => new NotFoundError('File not found', 'FILE_NOT_FOUND')

const toFile = (row: Row): UploadedFile => ({
  name: row.name,
  url: fileUrl(row.name),
  purpose: row.purpose,
  content_type: row.contentType as UploadContentType,
  size: row.size,
  width: row.width,
  height: row.height,
  created_at: row.createdAt.toISOString(),
})

/**
 * Uploaded files under `dir` (DATA_DIR/uploads) with a row each saying whose they are and why.
 * Private purposes are readable by the owner and staff only; review images by everyone.
 */
export function filesService(deps: { db: Db; dir: string }) {
  const { db, dir } = deps

  return {
    async upload(accountId: string, purpose: FilePurpose, raw: Buffer): Promise<UploadedFile> {
      const checked = await checkUpload(raw)
      // 144 random bits: names cannot be guessed or enumerated
      const name = `${randomBytes(18).toString('base64url')}.${checked.ext}`
      await mkdir(dir, { recursive: true })
      await writeFile(path.join(dir, name), checked.bytes, { flag: 'wx', mode: 0o640 })
      const [row] = await db
        .insert(uploadedFiles)
        .values({
          name,
          accountId,
          purpose,
          contentType: checked.contentType,
          size: checked.bytes.length,
          width: checked.width,
          height: checked.height,
        })
        .returning()
      if (!row) throw new Error('file row not written')
      return toFile(row)
    },

    /** The bytes of a file for this caller; 404 (not 403) so private names are not confirmed. */
    async read(name: string, caller: Account | null) {
      const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.name, name))
      if (!row) throw notFound()
      const isPublic = PUBLIC_FILE_PURPOSES.includes(row.purpose)
      if (!isPublic && !(caller && (caller.role === 'staff' || caller.id === row.accountId)))
        throw notFound()
      const bytes = await readFile(path.join(dir, row.name)).catch(() => {
        throw notFound()
      })
      return { bytes, contentType: row.contentType, isPublic }
    },

    /**
     * Files a body references must be the caller's own, uploaded for this purpose; 400
     * FILE_NOT_USABLE otherwise (someone else's proof cannot be attached).
     */
    async assertUsable(tx: Tx, names: string[], accountId: string, purposes: FilePurpose[]) {
      if (!names.length) return
      const rows = await tx
        .select()
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.name, [...new Set(names)]))
      const ok = new Set(
        rows
          .filter((r) => r.accountId === accountId && purposes.includes(r.purpose))
          .map((r) => r.name),
      )
      const bad = names.filter((n) => !ok.has(n))
      if (bad.length) {
        throw new DomainError(
          400,
          'FILE_NOT_USABLE',
          'Please upload this file again',
          bad.map((n) => ({ path: n, message: 'orderErrors.fileNotUsable' })),
        )
      }
    },
  }
}
export type FilesService = ReturnType<typeof filesService>
