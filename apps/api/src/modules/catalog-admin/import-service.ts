import { IMPORT_STOCK_REASON, type ImportPreview, MAIN_STORE_ID } from '@shop/contract'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError } from '#api/lib/errors.ts'
import { lockScope } from '#api/lib/locks.ts'
import type { ResponseCache } from '#api/lib/response-cache.ts'
import { productSearchFields, stockRepository } from '../catalog/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { type CatalogueState, type PlannedRow, planImport, readImportFile } from './import-plan.ts'
import type { ImportRow } from './import-rows.ts'
import { STORED_STATUS } from './json.ts'
import { catalogAdminRepository as repo } from './repository.ts'
import { moveLockedStock } from './stock-moves.ts'
import { uniqueField } from './unique.ts'

/**
 * The catalogue CSV import (issue 27, ADR 048). `preview` reads the file against the catalogue
 * and writes nothing; `apply` takes the locks (variants by id, then their products), plans the
 * same file again under them and writes it all, or answers the rows' errors and writes nothing.
 */
export function adminImportService(deps: {
  db: Db
  catalogueCache: ResponseCache
  publicUrl: string
}) {
  const { db, catalogueCache, publicUrl } = deps
  const storeId = MAIN_STORE_ID

  async function state(tx: Tx, read: ReturnType<typeof readImportFile>): Promise<CatalogueState> {
    const rows = read.flatMap((r) => (r.row ? [r.row] : []))
    const slugs = [...new Set(rows.map((r) => r.product.slug))]
    const skus = [...new Set(rows.map((r) => r.variant.sku))]
    const [exported, products, bySku, names] = await Promise.all([
      repo.exportRows(tx, storeId),
      repo.productsBySlug(tx, storeId, slugs),
      repo.variantsBySku(tx, skus),
      repo.slugIds(tx, storeId),
    ])
    return {
      variants: new Map(exported.map((r) => [r.variant.sku.toLowerCase(), r])),
      products: new Map(products.map((p) => [p.product.slug, p])),
      foreignSkus: new Set(
        bySku.filter((v) => v.storeId !== storeId).map((v) => v.sku.toLowerCase()),
      ),
      ...names,
    }
  }

  const invalid = (preview: ImportPreview) =>
    new DomainError(
      422,
      'IMPORT_ROWS_INVALID',
      'Some rows of the file have errors; nothing was imported',
      preview.rows.flatMap((r) =>
        r.errors.map((e) => ({ path: `${r.row}.${e.field}`, message: e.message })),
      ),
    )

  async function writeProduct(tx: Tx, s: CatalogueState, row: ImportRow, id: string | null) {
    const p = row.product
    const brandId = p.brand ? (s.brands.get(p.brand) ?? null) : null
    const categoryIds = p.categories.flatMap((c) => s.categories.get(c) ?? [])
    const values = {
      title: p.title,
      brandId,
      tags: p.tags,
      status: STORED_STATUS[p.status],
      leadTimeMinDays: p.leadTimeMinDays,
      leadTimeMaxDays: p.leadTimeMaxDays,
    }
    const productId = id
      ? (await repo.updateProduct(tx, id, values)).id
      : (await repo.insertProduct(tx, { storeId, slug: p.slug, description: NO_TEXT, ...values }))
          .id
    await repo.setCategories(tx, productId, categoryIds)
    const parts = await repo.searchParts(tx, brandId, categoryIds)
    await repo.updateProduct(
      tx,
      productId,
      productSearchFields({ title: p.title, tags: p.tags, ...parts }),
    )
    return productId
  }

  async function writeVariants(
    tx: Tx,
    actor: StaffCaller,
    s: CatalogueState,
    rows: PlannedRow[],
    stock: Map<string, number>,
    productIds: Map<string, string>,
  ) {
    for (const { row, action } of rows) {
      if (action === 'unchanged') continue
      const v = row.variant
      const values = {
        sku: v.sku,
        size: v.size,
        colourId: v.colour ? (s.colours.get(v.colour) ?? null) : null,
        price: v.price,
        salePrice: v.salePrice,
        saleStartsAt: v.saleStartsAt,
        saleEndsAt: v.saleEndsAt,
        pointsPrice: v.pointsPrice,
        lowStockThreshold: v.lowStockThreshold,
      }
      const existing = s.variants.get(v.sku.toLowerCase())
      if (existing) {
        await repo.updateVariant(tx, existing.variant.id, values)
        const before = stock.get(existing.variant.id) ?? existing.variant.stock
        if (before !== v.stock)
          await moveLockedStock(tx, actor, publicUrl, {
            variantId: existing.variant.id,
            before,
            after: v.stock,
            reason: IMPORT_STOCK_REASON,
          })
        continue
      }
      const productId = productIds.get(row.product.slug) as string
      const created = await repo.insertVariant(tx, {
        productId,
        ...values,
        stock: v.stock,
        sequence: await repo.nextVariantSequence(tx, productId),
      })
      if (v.stock > 0)
        await repo.insertMovement(tx, {
          variantId: created.id,
          staffId: actor.id,
          reason: IMPORT_STOCK_REASON,
          stockBefore: 0,
          stockAfter: v.stock,
        })
    }
  }

  return {
    async preview(bytes: Buffer): Promise<ImportPreview> {
      const read = readImportFile(bytes)
      return planImport(read, await state(db, read)).preview
    },

    async apply(actor: StaffCaller, bytes: Buffer) {
      const read = readImportFile(bytes)
      try {
        const result = await db.transaction(async (tx) => {
          // the variants the file names, then their products (ADR 043's order), then plan again
          const first = await state(tx, read)
          const skus = new Set(
            read.flatMap((r) => (r.row ? [r.row.variant.sku.toLowerCase()] : [])),
          )
          const variantIds = [...skus].flatMap((sku) => first.variants.get(sku)?.variant.id ?? [])
          const scope = lockScope(tx)
          const stock = await scope.take('variants', (t) => stockRepository.lock(t, variantIds))
          await repo.lockProducts(
            tx,
            storeId,
            [...first.products.values()].map((p) => p.product.id),
          )
          const before = await repo.productCounts(tx, storeId)
          const s = await state(tx, read)
          const plan = planImport(read, s)
          if (plan.preview.counts.error) throw invalid(plan.preview)
          const productIds = new Map<string, string>()
          const changedProducts = new Set(
            plan.preview.rows
              .filter((r) => r.changes.some((c) => PRODUCT_COLUMN_SET.has(c)))
              .map((r) => r.product_slug),
          )
          for (const { row } of plan.rows) {
            const slug = row.product.slug
            if (productIds.has(slug)) continue
            const stored = s.products.get(slug)
            productIds.set(
              slug,
              stored && !changedProducts.has(slug)
                ? stored.product.id
                : await writeProduct(tx, s, row, stored?.product.id ?? null),
            )
          }
          await writeVariants(tx, actor, s, plan.rows, stock, productIds)
          await repo.refreshPriceFrom(tx, [...productIds.values()])
          const after = await repo.productCounts(tx, storeId)
          const { counts } = plan.preview
          await recordAudit(tx, actor, {
            action: 'catalog.imported',
            entityType: 'catalog',
            entityId: storeId,
            before,
            after: { ...after, ...counts, products_created: plan.preview.products.create },
            note: `${counts.create} created, ${counts.update} updated, ${counts.unchanged} unchanged`,
          })
          return { ...plan.preview, applied: true as const }
        })
        catalogueCache.clear()
        return result
      } catch (error) {
        const field = uniqueField(error)
        if (field === 'sku' || field === 'slug')
          throw new DomainError(
            409,
            'IMPORT_CONFLICT',
            'Someone saved the same SKU or reference meanwhile',
            [
              {
                path: field,
                message:
                  field === 'sku'
                    ? 'admin.catalog.errors.skuTaken'
                    : 'admin.catalog.errors.slugTaken',
              },
            ],
          )
        throw error
      }
    },
  }
}
export type AdminImportService = ReturnType<typeof adminImportService>

const NO_TEXT = { en: '', zh: '', cn: '' }
const PRODUCT_COLUMN_SET = new Set([
  'product_slug',
  'status',
  'title_en',
  'title_zh',
  'title_cn',
  'brand',
  'categories',
  'tags',
  'lead_time_min_days',
  'lead_time_max_days',
])
