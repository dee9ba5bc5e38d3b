import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  type FilePurpose,
  fileUrl,
  PUBLIC_FILE_PURPOSES,
  type UploadContentType,
  type UploadedFile,
} from '@shop/contract'
import { and, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { Db } from '#api/db/client.ts'
import { uploadedFiles } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError, NotFoundError } from '#api/lib/errors.ts'
import type { Account } from '../identity/index.ts'
import { type Checked, checkUpload } from './content.ts'

type Row = typeof uploadedFiles.$inferSelect
/** Uploads nothing references after this long are removed by the daily sweep. */
export const UNATTACHED_UPLOAD_HOURS = 24
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
      return this.store(accountId, purpose, await checkUpload(raw))
    },

    /**
     * Stores bytes already judged by their checker (an upload's `checkUpload`, a 3D model's
     * `checkModel`) under a random name, with the row saying whose they are. `attached` keeps
     * them from the sweep at once (files stored by staff for a customer's project).
     */
    async store(
      accountId: string | null,
      purpose: FilePurpose,
      checked: Pick<Checked, 'bytes' | 'width' | 'height'> & {
        contentType: UploadContentType
        ext: string
      },
      attached = false,
    ): Promise<UploadedFile> {
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
          attachedAt: attached ? new Date() : null,
        })
        .returning()
      if (!row) throw new Error('file row not written')
      return toFile(row)
    },

    /**
     * The bytes of a file for this caller (its owner; staff who may see orders read every one);
     * 404 (not 403) so private names are not confirmed.
     */
    async read(name: string, caller: Account | null, staffReader = false) {
      const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.name, name))
      if (!row) throw notFound()
      const isPublic = PUBLIC_FILE_PURPOSES.includes(row.purpose)
      if (!isPublic && !staffReader && !(caller && caller.id === row.accountId)) throw notFound()
      const bytes = await readFile(path.join(dir, row.name)).catch(() => {
        throw notFound()
      })
      return { bytes, contentType: row.contentType, isPublic }
    },

    attach: attachUploads,

    /**
     * Removes uploads never attached to anything and older than `cutoff` (a proof whose order
     * call failed, a review abandoned after its pictures were sent): the row first, only while
     * still unattached, then the bytes. Answers how many went.
     */
    async sweepUnattached(cutoff: Date, batch = 500): Promise<number> {
      let removed = 0
      for (;;) {
        const stale = await db
          .select({ name: uploadedFiles.name })
          .from(uploadedFiles)
          .where(and(isNull(uploadedFiles.attachedAt), lt(uploadedFiles.createdAt, cutoff)))
          .limit(batch)
        if (!stale.length) return removed
        const gone = await db
          .delete(uploadedFiles)
          .where(
            and(
              inArray(
                uploadedFiles.name,
                stale.map((r) => r.name),
              ),
              isNull(uploadedFiles.attachedAt),
            ),
          )
          .returning({ name: uploadedFiles.name })
        await Promise.all(gone.map((r) => rm(path.join(dir, r.name), { force: true })))
        removed += gone.length
        if (stale.length < batch) return removed
      }
    },
  }
}
export type FilesService = ReturnType<typeof filesService>

/**
 * Attaches the files a body references, inside the transaction that stores the reference:
 * they must be the caller's own, uploaded for this purpose; 400 FILE_NOT_USABLE otherwise
 * (someone else's proof cannot be attached, nor one the sweep has removed). Attached files
 * are kept; the rest are swept a day after upload.
 */
export async function attachUploads(
  tx: Tx,
  names: string[],
  accountId: string,
  purposes: FilePurpose[],
) {
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
  await tx
    .update(uploadedFiles)
    .set({ attachedAt: new Date() })
    .where(and(inArray(uploadedFiles.name, [...ok]), isNull(uploadedFiles.attachedAt)))
}
