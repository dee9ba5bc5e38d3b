import {
  type AdminVariant,
  type adminVariantBody,
  type adminVariantPatch,
  type bulkVariantBody,
  isUuid,
  MAIN_STORE_ID,
  saleNotBelowPrice,
  type stockAdjustmentBody,
} from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError, NotFoundError } from '#api/lib/errors.ts'
import { lockScope } from '#api/lib/locks.ts'
import type { ResponseCache } from '#api/lib/response-cache.ts'
import { stockRepository } from '../catalog/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { changed, variantAuditView, variantJson } from './json.ts'
import { productNotFound } from './product-service.ts'
import { catalogAdminRepository as repo, type VariantValues } from './repository.ts'
import { moveLockedStock, movementJson } from './stock-moves.ts'
import { optionalText } from './texts.ts'
import { uniqueField } from './unique.ts'

type VariantBody = z.output<typeof adminVariantBody>
type VariantPatch = z.output<typeof adminVariantPatch>
type Adjustment = z.output<typeof stockAdjustmentBody>
type Bulk = z.output<typeof bulkVariantBody>

const variantNotFound = () => new NotFoundError('No variant has this id', 'VARIANT_NOT_FOUND')
const skuTaken = () =>
  new DomainError(409, 'SKU_TAKEN', 'Another variant already has this SKU', [
    { path: 'sku', message: 'admin.catalog.errors.skuTaken' },
  ])
const date = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value)
/** Drops the keys left undefined: an edit writes only what it names. */
const defined = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as T

/**
 * Variants and their stock in the back office (issue 27, ADR 043). Stock changes only through an
 * adjustment with a reason, computed under the variant's row lock (the checkout's `variants`
 * lock, taken through the same LockScope and id order), written to the stock history and audited.
 * Prices keep `products.price_from` in step; every commit clears the storefront's caches.
 */
export function adminVariantsService(deps: {
  db: Db
  catalogueCache: ResponseCache
  publicUrl: string
}) {
  const { db, catalogueCache, publicUrl } = deps

  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction(work)
      catalogueCache.clear()
      return result
    } catch (error) {
      if (uniqueField(error) === 'sku') throw skuTaken()
      throw error
    }
  }

  async function one(tx: Tx, id: string): Promise<AdminVariant> {
    const [row] = await repo.variants(tx, [id])
    if (!row) throw variantNotFound()
    return variantJson(row)
  }

  async function checkColour(tx: Tx, colourId: string | null | undefined) {
    if (colourId && (await repo.missing(tx, 'colours', [colourId])).length)
      throw new DomainError(422, 'COLOUR_NOT_FOUND', 'Please check the highlighted field', [
        { path: 'colour_id', message: 'admin.catalog.errors.unknownColour' },
      ])
  }

  const moveStock = (
    tx: Tx,
    actor: StaffCaller,
    variantId: string,
    before: number,
    after: number,
    reason: string,
  ) => moveLockedStock(tx, actor, publicUrl, { variantId, before, after, reason })

  return {
    async create(actor: StaffCaller, productId: string, body: VariantBody): Promise<AdminVariant> {
      if (!isUuid(productId)) throw productNotFound()
      if (await repo.skuTaken(db, body.sku)) throw skuTaken()
      return write(async (tx) => {
        if (!(await repo.lockProduct(tx, MAIN_STORE_ID, productId))) throw productNotFound()
        await checkColour(tx, body.colour_id)
        const created = await repo.insertVariant(tx, {
          productId,
          sku: body.sku,
          size: optionalText(body.size),
          colourId: body.colour_id,
          price: body.price,
          salePrice: body.sale_price,
          saleStartsAt: date(body.sale_starts_at) ?? null,
          saleEndsAt: date(body.sale_ends_at) ?? null,
          pointsPrice: body.points_price,
          lowStockThreshold: body.low_stock_threshold,
          stock: body.stock,
          sequence: await repo.nextVariantSequence(tx, productId),
        })
        if (body.stock > 0)
          await repo.insertMovement(tx, {
            variantId: created.id,
            staffId: actor.id,
            reason: 'Initial stock',
            stockBefore: 0,
            stockAfter: body.stock,
          })
        await repo.refreshPriceFrom(tx, [productId])
        const variant = await one(tx, created.id)
        await recordAudit(tx, actor, {
          action: 'variant.created',
          entityType: 'variant',
          entityId: created.id,
          after: { ...variantAuditView(variant), stock: variant.stock },
        })
        return variant
      })
    },

    async update(actor: StaffCaller, id: string, patch: VariantPatch): Promise<AdminVariant> {
      if (!isUuid(id)) throw variantNotFound()
      if (patch.sku && (await repo.skuTaken(db, patch.sku, id))) throw skuTaken()
      return write(async (tx) => {
        const scope = lockScope(tx)
        const locked = await scope.take('variants', (t) => stockRepository.lock(t, [id]))
        if (!locked.has(id)) throw variantNotFound()
        const before = await one(tx, id)
        await checkColour(tx, patch.colour_id)
        // a sale price that only now would be above a lowered price is refused like in the form
        const price = patch.price ?? before.price
        const sale = patch.sale_price === undefined ? before.sale_price : patch.sale_price
        if (sale !== null && saleNotBelowPrice(sale, price))
          throw new DomainError(422, 'SALE_ABOVE_PRICE', 'Please check the highlighted field', [
            { path: 'sale_price', message: 'admin.catalog.errors.saleAbovePrice' },
          ])
        const values: VariantValues = defined({
          sku: patch.sku,
          size: patch.size === undefined ? undefined : optionalText(patch.size),
          colourId: patch.colour_id,
          price: patch.price,
          salePrice: patch.sale_price,
          saleStartsAt: date(patch.sale_starts_at),
          saleEndsAt: date(patch.sale_ends_at),
          pointsPrice: patch.points_price,
          lowStockThreshold: patch.low_stock_threshold,
          consultationFormat: patch.consultation_format,
          durationMinutes: patch.duration_minutes,
        })
        // a consultation is booked for its length: a format without one could not be offered
        const format =
          patch.consultation_format === undefined
            ? before.consultation_format
            : patch.consultation_format
        const minutes =
          patch.duration_minutes === undefined ? before.duration_minutes : patch.duration_minutes
        if (format && !minutes)
          throw new DomainError(400, 'DURATION_REQUIRED', 'Please check the highlighted field', [
            { path: 'duration_minutes', message: 'admin.catalog.errors.duration' },
          ])
        await repo.updateVariant(tx, id, values)
        await repo.refreshPriceFrom(tx, [before.product_id])
        const after = await one(tx, id)
        const change = changed(variantAuditView(before), variantAuditView(after))
        if (Object.keys(change.after).length)
          await recordAudit(tx, actor, {
            action: 'variant.updated',
            entityType: 'variant',
            entityId: id,
            ...change,
          })
        return after
      })
    },

    /** One adjustment: `delta` from, or `set_to` over, the stock read under the row lock. */
    async adjust(actor: StaffCaller, id: string, body: Adjustment) {
      if (!isUuid(id)) throw variantNotFound()
      return write(async (tx) => {
        const scope = lockScope(tx)
        const stock = await scope.take('variants', (t) => stockRepository.lock(t, [id]))
        const before = stock.get(id)
        if (before === undefined) throw variantNotFound()
        const after = body.set_to ?? before + (body.delta ?? 0)
        const movement = await moveStock(tx, actor, id, before, after, body.reason)
        return { variant: await one(tx, id), movement }
      })
    },

    async history(id: string, page: number, perPage: number) {
      if (!isUuid(id) || !(await repo.variantOwner(db, id))) throw variantNotFound()
      const rows = await repo.movements(db, id, perPage, (page - 1) * perPage)
      return {
        rows: rows.map((r) => movementJson(r.movement, r.staffName)),
        total: rows[0]?.total ?? 0,
        page,
        perPage,
      }
    },

    /**
     * Many variants in one transaction, locked in id order: a new price for each, or the same
     * stock change for each. One variant that would go below zero refuses the whole edit.
     */
    async bulk(actor: StaffCaller, body: Bulk): Promise<AdminVariant[]> {
      const ids = [...new Set(body.variant_ids)].sort()
      return write(async (tx) => {
        const scope = lockScope(tx)
        const stock = await scope.take('variants', (t) => stockRepository.lock(t, ids))
        const missing = ids.filter((id) => !stock.has(id))
        if (missing.length)
          throw new DomainError(404, 'VARIANT_NOT_FOUND', 'Some variants do not exist', [
            ...missing.map((id) => ({ path: id, message: 'admin.catalog.errors.unknownVariant' })),
          ])
        const before = new Map((await repo.variants(tx, ids)).map((v) => [v._id, variantJson(v)]))
        if (body.stock_delta !== undefined) {
          const short = ids.filter((id) => (stock.get(id) ?? 0) + (body.stock_delta ?? 0) < 0)
          if (short.length)
            throw new DomainError(409, 'STOCK_BELOW_ZERO', 'Stock cannot go below zero', [
              ...short.map((id) => ({
                path: id,
                message: 'admin.catalog.errors.stockBelowZero',
              })),
            ])
        }
        for (const id of ids) {
          const was = before.get(id)
          if (!was) continue
          if (body.price !== undefined) {
            if (was.sale_price !== null && saleNotBelowPrice(was.sale_price, body.price))
              throw new DomainError(422, 'SALE_ABOVE_PRICE', 'Please check the highlighted field', [
                { path: id, message: 'admin.catalog.errors.saleAbovePrice' },
              ])
            await repo.updateVariant(tx, id, { price: body.price })
            await recordAudit(tx, actor, {
              action: 'variant.updated',
              entityType: 'variant',
              entityId: id,
              before: { price: was.price },
              after: { price: body.price },
              note: 'bulk',
            })
          }
          if (body.stock_delta !== undefined && body.stock_delta !== 0) {
            const current = stock.get(id) ?? 0
            await moveStock(tx, actor, id, current, current + body.stock_delta, body.reason ?? '')
          }
        }
        const products = [...new Set([...before.values()].map((v) => v.product_id))]
        await repo.refreshPriceFrom(tx, products)
        return (await repo.variants(tx, ids)).map(variantJson)
      })
    },
  }
}
export type AdminVariantsService = ReturnType<typeof adminVariantsService>
