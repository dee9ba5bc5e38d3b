import { readdir, unlink } from 'node:fs/promises'
import path from 'node:path'
import {
  type AdminProductImage,
  type adminImageOrderBody,
  type adminImagePatch,
  isUuid,
  MAIN_STORE_ID,
  MAX_PRODUCT_IMAGES,
} from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError, NotFoundError } from '#api/lib/errors.ts'
import type { ImageDecoder } from '#api/lib/images/index.ts'
import type { ResponseCache } from '#api/lib/response-cache.ts'
import { forgetPicture, storePicture } from '../files/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { type ImageRow, imageRepository as images } from './image-repository.ts'
import { changed, imageJson } from './json.ts'
import { productNotFound } from './product-service.ts'
import { catalogAdminRepository as repo } from './repository.ts'
import { fillChinese } from './texts.ts'

type Patch = z.output<typeof adminImagePatch>
type Order = z.output<typeof adminImageOrderBody>

export const imageNotFound = () => new NotFoundError('No picture has this id', 'IMAGE_NOT_FOUND')
const tooMany = () =>
  new DomainError(
    422,
    'TOO_MANY_IMAGES',
    `A product has at most ${MAX_PRODUCT_IMAGES} pictures; delete one first`,
  )
const orderMismatch = () =>
  new DomainError(422, 'IMAGE_ORDER_MISMATCH', 'Please check the highlighted field', [
    { path: 'ids', message: 'admin.catalog.images.errors.orderChanged' },
  ])
const unknownColour = () =>
  new DomainError(422, 'COLOUR_NOT_FOUND', 'Please check the highlighted field', [
    { path: 'colour_id', message: 'admin.catalog.errors.unknownColour' },
  ])

const auditView = ({ product_id: _p, ...rest }: AdminProductImage) => rest

/**
 * A product's pictures in the back office (issue 27). An upload is re-encoded by the bounded
 * decoder (ADR 041: EXIF dropped, 50 MP, a time limit) before anything is stored, so the file
 * under DATA_DIR/images is clean pixels; the resized sizes are made on request by the picture
 * route. Every change locks the product row (the lock every product edit takes), is audited in
 * its transaction and clears the storefront's caches after commit.
 */
export function adminImagesService(deps: {
  db: Db
  catalogueCache: ResponseCache
  imagesDir: string
  decoder?: ImageDecoder
}) {
  const { db, catalogueCache, imagesDir } = deps
  const storeId = MAIN_STORE_ID

  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work)
    catalogueCache.clear()
    return result
  }

  /** Locks the picture's product; answers the picture as it is under that lock. */
  async function lockImage(tx: Tx, id: string): Promise<ImageRow> {
    const productId = isUuid(id) ? await images.productOf(tx, storeId, id) : null
    if (!productId || !(await repo.lockProduct(tx, storeId, productId))) throw imageNotFound()
    const row = await images.find(tx, id)
    if (!row) throw imageNotFound()
    return row
  }

  /** Moves `id` to `place` among the product's pictures, the others keeping their order. */
  async function moveTo(tx: Tx, productId: string, id: string, place: number) {
    const ids = (await images.ofProduct(tx, productId)).map((row) => row.id).filter((i) => i !== id)
    ids.splice(Math.min(place, ids.length), 0, id)
    await images.renumber(tx, ids)
  }

  /** Removes the file and its resized copies unless an order or another picture still shows it. */
  async function removeFile(file: string) {
    await unlink(path.join(imagesDir, file)).catch(() => {})
    const stem = path.basename(file, path.extname(file))
    const cached = await readdir(path.join(imagesDir, 'cache')).catch(() => [] as string[])
    await Promise.all(
      cached
        .filter((name) => name.startsWith(`${stem}-`))
        .map((name) => unlink(path.join(imagesDir, 'cache', name)).catch(() => {})),
    )
  }

  return {
    async list(productId: string): Promise<AdminProductImage[]> {
      if (!isUuid(productId)) return []
      return (await images.ofProduct(db, productId)).map(imageJson)
    },

    /** Stores one uploaded picture as the product's last. */
    async upload(actor: StaffCaller, productId: string, bytes: Buffer): Promise<AdminProductImage> {
      if (!isUuid(productId) || !(await repo.product(db, storeId, productId)))
        throw productNotFound()
      // decoded before a lock is taken: a slow picture never holds the product's row
      const file = await storePicture({
        dir: imagesDir,
        prefix: 'upload',
        bytes,
        decoder: deps.decoder,
      })
      try {
        return await write(async (tx) => {
          if (!(await repo.lockProduct(tx, storeId, productId))) throw productNotFound()
          const existing = await images.ofProduct(tx, productId)
          if (existing.length >= MAX_PRODUCT_IMAGES) throw tooMany()
          const row = await images.insert(tx, {
            productId,
            file,
            alt: { en: '', zh: '', cn: '' },
            sequence: (existing.at(-1)?.sequence ?? -1) + 1,
          })
          const image = imageJson(row)
          await recordAudit(tx, actor, {
            action: 'product.image_added',
            entityType: 'product',
            entityId: productId,
            after: auditView(image),
          })
          return image
        })
      } catch (error) {
        // nothing refers to the file when the row was not written
        await forgetPicture(imagesDir, file)
        throw error
      }
    },

    /** Alt text (zh ⇄ cn filled by OpenCC), the colour shown, or the place in the gallery. */
    async update(actor: StaffCaller, id: string, patch: Patch): Promise<AdminProductImage> {
      return write(async (tx) => {
        const before = await lockImage(tx, id)
        if (patch.colour_id && (await repo.missing(tx, 'colours', [patch.colour_id])).length)
          throw unknownColour()
        await images.update(tx, id, {
          ...(patch.alt ? { alt: fillChinese(patch.alt) } : {}),
          ...(patch.colour_id !== undefined ? { colourId: patch.colour_id } : {}),
        })
        if (patch.sequence !== undefined) await moveTo(tx, before.productId, id, patch.sequence)
        const after = await images.find(tx, id)
        if (!after) throw imageNotFound()
        const change = changed(auditView(imageJson(before)), auditView(imageJson(after)))
        if (Object.keys(change.after).length)
          await recordAudit(tx, actor, {
            action: 'product.image_updated',
            entityType: 'product',
            entityId: before.productId,
            // which picture, beside what changed of it
            before: { _id: id, ...change.before },
            after: { _id: id, ...change.after },
          })
        return imageJson(after)
      })
    },

    /** Puts every picture of the product in the order given; a stale list is refused. */
    async order(actor: StaffCaller, productId: string, body: Order): Promise<AdminProductImage[]> {
      if (!isUuid(productId)) throw productNotFound()
      return write(async (tx) => {
        if (!(await repo.lockProduct(tx, storeId, productId))) throw productNotFound()
        const before = (await images.ofProduct(tx, productId)).map((row) => row.id)
        const wanted = new Set(body.ids)
        if (wanted.size !== body.ids.length || before.length !== wanted.size) throw orderMismatch()
        if (before.some((id) => !wanted.has(id))) throw orderMismatch()
        await images.renumber(tx, body.ids)
        await recordAudit(tx, actor, {
          action: 'product.images_reordered',
          entityType: 'product',
          entityId: productId,
          before: { images: before },
          after: { images: body.ids },
        })
        return (await images.ofProduct(tx, productId)).map(imageJson)
      })
    },

    /** Deletes the picture; its file goes too unless an order's snapshot still shows it. */
    async remove(actor: StaffCaller, id: string): Promise<void> {
      const { file, keep } = await write(async (tx) => {
        const row = await lockImage(tx, id)
        await images.remove(tx, id)
        const rest = (await images.ofProduct(tx, row.productId)).map((r) => r.id)
        await images.renumber(tx, rest)
        await recordAudit(tx, actor, {
          action: 'product.image_deleted',
          entityType: 'product',
          entityId: row.productId,
          before: auditView(imageJson(row)),
        })
        return { file: row.file, keep: await images.fileInUse(tx, row.file, id) }
      })
      if (!keep) await removeFile(file)
    },
  }
}
export type AdminImagesService = ReturnType<typeof adminImagesService>
