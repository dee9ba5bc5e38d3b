import {
  type AdminCatalogOptions,
  type AdminProduct,
  type adminProductBody,
  type adminProductPatch,
  type adminProductsQuery,
  isUuid,
  MAIN_STORE_ID,
} from '@shop/contract'
import type { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError, NotFoundError } from '#api/lib/errors.ts'
import type { ResponseCache } from '#api/lib/response-cache.ts'
import { productSearchFields } from '../catalog/index.ts'
import type { StaffCaller } from '../staff/index.ts'
import { recordAudit } from '../staff/index.ts'
import { exportCsv } from './csv.ts'
import { imageRepository } from './image-repository.ts'
import {
  changed,
  productAuditView,
  productJson,
  productRowJson,
  STORED_STATUS,
  variantJson,
} from './json.ts'
import { type ProductValues, catalogAdminRepository as repo } from './repository.ts'
import { fillChinese, richText } from './texts.ts'
import { uniqueField } from './unique.ts'

type ProductBody = z.output<typeof adminProductBody>
type ProductPatch = z.output<typeof adminProductPatch>

export const productNotFound = () =>
  new NotFoundError('No product has this id', 'PRODUCT_NOT_FOUND')
const fieldError = (status: number, code: string, path: string, message: string) =>
  new DomainError(status, code, 'Please check the highlighted field', [{ path, message }])
const slugTaken = () => fieldError(409, 'SLUG_TAKEN', 'slug', 'admin.catalog.errors.slugTaken')

/** A reference from the English title: lower-case words joined by hyphens. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '')
  return slug || 'product'
}

/**
 * Products in the back office (issue 27): list, look, create, edit. Every change is audited in
 * its transaction and clears the storefront's caches in every process after commit.
 */
export function adminProductsService(db: Db, catalogueCache: ResponseCache) {
  const storeId = MAIN_STORE_ID

  async function load(tx: Tx, id: string): Promise<AdminProduct> {
    const found = await repo.product(tx, storeId, id)
    if (!found) throw productNotFound()
    return productJson(
      found.product,
      found.categoryIds,
      await repo.variantsOf(tx, [id]),
      await imageRepository.ofProduct(tx, id),
    )
  }

  /** Unknown brand or categories are a field error, never a foreign-key 500. */
  async function checkReferences(
    tx: Tx,
    brandId: string | null | undefined,
    categoryIds?: string[],
  ) {
    if (brandId && (await repo.missing(tx, 'brands', [brandId])).length)
      throw fieldError(422, 'BRAND_NOT_FOUND', 'brand_id', 'admin.catalog.errors.unknownBrand')
    if (categoryIds && (await repo.missing(tx, 'categories', categoryIds)).length)
      throw fieldError(
        422,
        'CATEGORY_NOT_FOUND',
        'category_ids',
        'admin.catalog.errors.unknownCategory',
      )
  }

  async function searchFields(tx: Tx, product: AdminProduct) {
    const parts = await repo.searchParts(tx, product.brand_id, product.category_ids)
    return productSearchFields({ title: product.title, tags: product.tags, ...parts })
  }

  /** Runs a write, maps a unique clash (two staff saving the same slug) to its field. */
  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction(work)
      catalogueCache.clear()
      return result
    } catch (error) {
      if (uniqueField(error) === 'slug') throw slugTaken()
      throw error
    }
  }

  return {
    async list(query: z.output<typeof adminProductsQuery>) {
      const { page, per_page: perPage } = query
      const rows = await repo.list(db, {
        storeId,
        search: query.search || undefined,
        category: query.category,
        // the seed's INACTIVE reads as a draft
        statuses: query.status
          ? query.status === 'draft'
            ? ['DRAFT', 'INACTIVE']
            : [STORED_STATUS[query.status]]
          : undefined,
        stock: query.stock,
        sort: query.sort,
        limit: perPage,
        offset: (page - 1) * perPage,
      })
      const data = rows.map(productRowJson)
      if (query.with_variants && data.length > 0) {
        const variants = await repo.variantsOf(
          db,
          data.map((p) => p._id),
        )
        for (const row of data) {
          row.variants = variants.filter((v) => v.product_id === row._id).map(variantJson)
        }
      }
      return { rows: data, total: rows[0]?.total ?? 0, page, perPage }
    },

    async details(id: string): Promise<AdminProduct> {
      if (!isUuid(id)) throw productNotFound()
      return load(db, id)
    },

    async options(): Promise<AdminCatalogOptions> {
      const { categoryRows, brandRows, colourRows } = await repo.options(db, storeId)
      return {
        categories: categoryRows.map((c) => ({ _id: c.id, parent_id: c.parentId, title: c.title })),
        brands: brandRows.map((b) => ({ _id: b.id, name: b.name })),
        colours: colourRows.map((c) => ({ _id: c.id, name: c.name, hex: c.hex })),
      }
    },

    async create(actor: StaffCaller, body: ProductBody): Promise<AdminProduct> {
      return write(async (tx) => {
        await checkReferences(tx, body.brand_id, body.category_ids)
        let slug = body.slug ?? slugFromTitle(body.title.en)
        if (await repo.slugTaken(tx, storeId, slug)) {
          if (body.slug) throw slugTaken()
          slug = `${slug}-${crypto.randomUUID().slice(0, 6)}`
        }
        const created = await repo.insertProduct(tx, {
          storeId,
          slug,
          title: fillChinese(body.title),
          description: richText(body.description),
          specification: body.specification.map((row) => ({
            label: fillChinese(row.label),
            value: fillChinese(row.value),
          })),
          brandId: body.brand_id,
          tags: body.tags,
          status: STORED_STATUS[body.status],
          leadTimeMinDays: body.lead_time_min_days,
          leadTimeMaxDays: body.lead_time_max_days,
        })
        await repo.setCategories(tx, created.id, body.category_ids)
        const product = await load(tx, created.id)
        await repo.updateProduct(tx, created.id, await searchFields(tx, product))
        await recordAudit(tx, actor, {
          action: 'product.created',
          entityType: 'product',
          entityId: created.id,
          after: productAuditView(product),
        })
        return product
      })
    },

    /**
     * Edits what the patch names under the product's row lock. Archiving hides the product from
     * the shop; orders keep their own snapshot of each line, so old orders still open.
     */
    async update(actor: StaffCaller, id: string, patch: ProductPatch): Promise<AdminProduct> {
      if (!isUuid(id)) throw productNotFound()
      return write(async (tx) => {
        if (!(await repo.lockProduct(tx, storeId, id))) throw productNotFound()
        const before = await load(tx, id)
        await checkReferences(tx, patch.brand_id, patch.category_ids)
        if (patch.slug && (await repo.slugTaken(tx, storeId, patch.slug, id))) throw slugTaken()
        const values: ProductValues = {}
        if (patch.title) values.title = fillChinese(patch.title)
        if (patch.description) values.description = richText(patch.description)
        if (patch.specification)
          values.specification = patch.specification.map((row) => ({
            label: fillChinese(row.label),
            value: fillChinese(row.value),
          }))
        if (patch.brand_id !== undefined) values.brandId = patch.brand_id
        if (patch.tags) values.tags = patch.tags
        if (patch.status) values.status = STORED_STATUS[patch.status]
        if (patch.slug) values.slug = patch.slug
        if (patch.lead_time_min_days !== undefined) {
          values.leadTimeMinDays = patch.lead_time_min_days
          values.leadTimeMaxDays = patch.lead_time_max_days ?? null
        }
        if (Object.keys(values).length) await repo.updateProduct(tx, id, values)
        if (patch.category_ids) await repo.setCategories(tx, id, patch.category_ids)
        const after = await load(tx, id)
        await repo.updateProduct(tx, id, await searchFields(tx, after))
        const change = changed(productAuditView(before), productAuditView(after))
        if (Object.keys(change.after).length)
          await recordAudit(tx, actor, {
            action: 'product.updated',
            entityType: 'product',
            entityId: id,
            ...change,
          })
        return after
      })
    },

    async exportCsv(): Promise<string> {
      return exportCsv(await repo.exportRows(db, storeId))
    },
  }
}
export type AdminProductsService = ReturnType<typeof adminProductsService>
