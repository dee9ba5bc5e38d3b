import { z } from 'zod'
import { adminProductImage } from './admin-catalog-images.ts'
import { pagedList, pagingQuery } from './http.ts'
import { UUID_PATTERN } from './ids.ts'
import { saleNotBelowPrice } from './money.ts'
import { money } from './money-schema.ts'
import { CONSULTATION_FORMATS } from './services.ts'
import { localizedText } from './text.ts'
import { type TextLimit, tooLong } from './validators.ts'

/**
 * The back office's catalogue (issue 27, ADR 043): products, variants and stock under
 * `/admin/products` and `/admin/variants`. Field names follow the storefront's (`price`,
 * `sale_price`, `stock`, `title` as `{en, zh, cn}`); messages are catalogue keys.
 */

/** What staff call a product's state; only `active` is shown and sold on the storefront. */
export const ADMIN_PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const
export type AdminProductStatus = (typeof ADMIN_PRODUCT_STATUSES)[number]
/** A variant (or a product, by its variants): sold out at 0, low at or below its threshold. */
export const STOCK_STATES = ['in_stock', 'low', 'sold_out'] as const
export type StockState = (typeof STOCK_STATES)[number]
export const ADMIN_PRODUCT_SORTS = ['newest', 'title', 'price', 'stock'] as const
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number]
/** Variants one bulk edit may change at once (one transaction, locks in id order). */
export const MAX_BULK_VARIANTS = 200
export const DEFAULT_LOW_STOCK_THRESHOLD = 3

const uuid = z.string().regex(UUID_PATTERN, 'errors.invalid')
/** A product's reference in addresses and exports: lower-case letters, digits and hyphens. */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const adminSlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(80)
  .regex(PRODUCT_SLUG_PATTERN, 'admin.catalog.errors.slug')
/** A price staff type: HKD, not negative, two decimals ("1299.00"). */
const price = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'admin.catalog.errors.price')
  .transform((v) => Number(v).toFixed(2))
const time = z.iso.datetime({ offset: true, message: 'errors.invalid' })
const line = (max: TextLimit) => z.string().trim().max(max, tooLong(max))

/** Titles: English required; Traditional or Simplified, the other is filled with OpenCC. */
export const adminTitleInput = z
  .object({
    en: line(200).min(1, 'errors.required'),
    zh: line(200).default(''),
    cn: line(200).default(''),
  })
  .superRefine((v, ctx) => {
    if (!v.zh && !v.cn) ctx.addIssue({ code: 'custom', path: ['zh'], message: 'errors.required' })
  })
const textInput = (max: TextLimit) =>
  z.object({ en: line(max).default(''), zh: line(max).default(''), cn: line(max).default('') })
const specificationRow = z.strictObject({ label: textInput(100), value: textInput(500) })

const productFields = {
  title: adminTitleInput,
  /** Rich text (HTML), sanitised like the journal's. */
  description: textInput(20_000).default({ en: '', zh: '', cn: '' }),
  specification: z.array(specificationRow).max(40).default([]),
  brand_id: uuid.nullable().default(null),
  tags: z.array(line(40).min(1)).max(20).default([]),
  category_ids: z.array(uuid).max(20).default([]),
  lead_time_min_days: z.number().int().min(1).max(365).nullable().default(null),
  lead_time_max_days: z.number().int().min(1).max(365).nullable().default(null),
  status: z.enum(ADMIN_PRODUCT_STATUSES).default('draft'),
  /** Made from the English title when left out. */
  slug: adminSlug.optional(),
}

function leadTimeRule(
  v: { lead_time_min_days?: number | null; lead_time_max_days?: number | null },
  ctx: z.RefinementCtx,
) {
  const min = v.lead_time_min_days
  const max = v.lead_time_max_days
  if (min === undefined && max === undefined) return
  if (min === undefined || max === undefined)
    ctx.addIssue({
      code: 'custom',
      path: [min === undefined ? 'lead_time_min_days' : 'lead_time_max_days'],
      message: 'errors.required',
    })
  else if ((min === null) !== (max === null))
    ctx.addIssue({
      code: 'custom',
      path: [min === null ? 'lead_time_min_days' : 'lead_time_max_days'],
      message: 'errors.required',
    })
  else if (min != null && max != null && max < min)
    ctx.addIssue({
      code: 'custom',
      path: ['lead_time_max_days'],
      message: 'admin.catalog.errors.leadTime',
    })
}

export const adminProductBody = z.strictObject(productFields).superRefine(leadTimeRule)
export type AdminProductBody = z.input<typeof adminProductBody>
/** An edit sends only what changes; lead times travel together. */
export const adminProductPatch = z
  .strictObject({
    title: adminTitleInput.optional(),
    description: productFields.description.unwrap().optional(),
    specification: productFields.specification.unwrap().optional(),
    brand_id: uuid.nullable().optional(),
    tags: productFields.tags.unwrap().optional(),
    category_ids: productFields.category_ids.unwrap().optional(),
    lead_time_min_days: z.number().int().min(1).max(365).nullable().optional(),
    lead_time_max_days: z.number().int().min(1).max(365).nullable().optional(),
    status: z.enum(ADMIN_PRODUCT_STATUSES).optional(),
    slug: adminSlug.optional(),
  })
  .superRefine(leadTimeRule)
export type AdminProductPatch = z.input<typeof adminProductPatch>

const saleFields = {
  sale_price: price.nullable(),
  sale_starts_at: time.nullable(),
  sale_ends_at: time.nullable(),
}
function saleRule(
  v: {
    price?: string
    sale_price?: string | null
    sale_starts_at?: string | null
    sale_ends_at?: string | null
  },
  ctx: z.RefinementCtx,
) {
  if (
    v.sale_starts_at &&
    v.sale_ends_at &&
    Date.parse(v.sale_ends_at) <= Date.parse(v.sale_starts_at)
  )
    ctx.addIssue({ code: 'custom', path: ['sale_ends_at'], message: 'errors.endsBeforeStart' })
  if (v.price && v.sale_price && saleNotBelowPrice(v.sale_price, v.price))
    ctx.addIssue({
      code: 'custom',
      path: ['sale_price'],
      message: 'admin.catalog.errors.saleAbovePrice',
    })
}

const variantFields = {
  sku: z
    .string()
    .trim()
    .min(1, 'errors.required')
    .max(64)
    .regex(/^[A-Za-z0-9._-]+$/, 'admin.catalog.errors.sku'),
  size: textInput(80).nullable().default(null),
  colour_id: uuid.nullable().default(null),
  price,
  sale_price: saleFields.sale_price.default(null),
  sale_starts_at: saleFields.sale_starts_at.default(null),
  sale_ends_at: saleFields.sale_ends_at.default(null),
  points_price: z.number().int().min(1).max(10_000_000).nullable().default(null),
  low_stock_threshold: z.number().int().min(0).max(10_000).default(DEFAULT_LOW_STOCK_THRESHOLD),
}
/** Whole quarter hours, 15 minutes to 8 hours (the slots' grid is 15 or 30 minutes). */
export const consultationMinutes = z
  .number({ message: 'admin.catalog.errors.duration' })
  .int('admin.catalog.errors.duration')
  .min(15, 'admin.catalog.errors.duration')
  .max(480, 'admin.catalog.errors.duration')
  .refine((n) => n % 15 === 0, 'admin.catalog.errors.duration')
/** A new variant; its first stock is written to the stock history as "initial stock". */
export const adminVariantBody = z
  .strictObject({ ...variantFields, stock: z.number().int().min(0).max(1_000_000).default(0) })
  .superRefine(saleRule)
export type AdminVariantBody = z.input<typeof adminVariantBody>
/** Stock is not here: it changes only through adjustments, with a reason. */
export const adminVariantPatch = z
  .strictObject({
    sku: variantFields.sku.optional(),
    size: textInput(80).nullable().optional(),
    colour_id: uuid.nullable().optional(),
    price: price.optional(),
    sale_price: saleFields.sale_price.optional(),
    sale_starts_at: saleFields.sale_starts_at.optional(),
    sale_ends_at: saleFields.sale_ends_at.optional(),
    points_price: z.number().int().min(1).max(10_000_000).nullable().optional(),
    low_stock_threshold: z.number().int().min(0).max(10_000).optional(),
    /** A consultation variant's format and length (ADR 054); null: not a consultation. */
    consultation_format: z
      .enum(CONSULTATION_FORMATS, { message: 'errors.invalid' })
      .nullable()
      .optional(),
    duration_minutes: consultationMinutes.nullable().optional(),
  })
  .superRefine(saleRule)
export type AdminVariantPatch = z.input<typeof adminVariantPatch>

const reason = z.string().trim().min(1, 'errors.required').max(200, tooLong(200))
/** `delta` adds or takes (a delivery, a breakage); `set_to` is a count on the shelf. */
export const stockAdjustmentBody = z
  .strictObject({
    delta: z.number().int().min(-1_000_000).max(1_000_000).optional(),
    set_to: z.number().int().min(0).max(1_000_000).optional(),
    reason,
  })
  .superRefine((v, ctx) => {
    if ((v.delta === undefined) === (v.set_to === undefined))
      ctx.addIssue({ code: 'custom', path: ['delta'], message: 'admin.catalog.errors.deltaOrSet' })
    else if (v.delta === 0)
      ctx.addIssue({ code: 'custom', path: ['delta'], message: 'errors.invalidQty' })
  })
export type StockAdjustmentBody = z.input<typeof stockAdjustmentBody>

/** Many variants at once: a new price, or a stock change with its reason. */
export const bulkVariantBody = z
  .strictObject({
    variant_ids: z.array(uuid).min(1, 'errors.required').max(MAX_BULK_VARIANTS),
    price: price.optional(),
    stock_delta: z.number().int().min(-1_000_000).max(1_000_000).optional(),
    reason: reason.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.price === undefined && v.stock_delta === undefined)
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'admin.catalog.errors.bulkNothing' })
    if (v.stock_delta !== undefined && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'errors.required' })
  })
export type BulkVariantBody = z.input<typeof bulkVariantBody>

export const adminProductsQuery = pagingQuery(20, 100).extend({
  /** Any language's title, the reference (slug) or a SKU. */
  search: z.string().trim().max(100).optional(),
  category: uuid.optional(),
  status: z.enum(ADMIN_PRODUCT_STATUSES).optional(),
  stock: z.enum(STOCK_STATES).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('newest'),
  /** Each row with its variants too (the bulk edit screen), read in one more statement. */
  with_variants: z.stringbool().optional(),
})
export const stockHistoryQuery = pagingQuery(20, 100)
export const adminProductParams = z.object({ id: z.string().max(64) })

const named = z.object({ _id: z.string(), name: localizedText })
export const adminVariant = z
  .object({
    _id: z.string(),
    product_id: z.string(),
    sku: z.string(),
    size: localizedText.nullable(),
    colour: named.nullable(),
    price: money,
    sale_price: money.nullable(),
    sale_starts_at: z.string().nullable(),
    sale_ends_at: z.string().nullable(),
    /** Whether the sale price applies now (inside its window). */
    on_sale: z.boolean(),
    points_price: z.number().int().nullable(),
    stock: z.number().int(),
    low_stock_threshold: z.number().int(),
    stock_state: z.enum(STOCK_STATES),
    consultation_format: z.enum(CONSULTATION_FORMATS).nullable(),
    duration_minutes: z.number().int().nullable(),
  })
  .meta({ id: 'AdminVariant' })
export type AdminVariant = z.infer<typeof adminVariant>

export const adminProductRow = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: localizedText,
    status: z.enum(ADMIN_PRODUCT_STATUSES),
    brand: named.nullable(),
    categories: z.array(z.object({ _id: z.string(), title: localizedText })),
    image: z.string().nullable(),
    variants_count: z.number().int(),
    skus: z.array(z.string()),
    stock: z.number().int(),
    stock_state: z.enum(STOCK_STATES),
    price_from: money,
    created_at: z.string(),
    /** Only when the list was asked `with_variants`. */
    variants: z.array(adminVariant).optional(),
  })
  .meta({ id: 'AdminProductRow' })
export type AdminProductRow = z.infer<typeof adminProductRow>
export const adminProducts = pagedList(adminProductRow).meta({ id: 'AdminProducts' })

export const adminProduct = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: localizedText,
    description: localizedText,
    specification: z.array(z.object({ label: localizedText, value: localizedText })),
    brand_id: z.string().nullable(),
    tags: z.array(z.string()),
    category_ids: z.array(z.string()),
    lead_time_min_days: z.number().int().nullable(),
    lead_time_max_days: z.number().int().nullable(),
    status: z.enum(ADMIN_PRODUCT_STATUSES),
    kind: z.enum(['goods', 'service']),
    price_from: money,
    created_at: z.string(),
    variants: z.array(adminVariant),
    /** Its pictures, in the storefront's order. */
    images: z.array(adminProductImage),
  })
  .meta({ id: 'AdminProduct' })
export type AdminProduct = z.infer<typeof adminProduct>

export const stockMovement = z
  .object({
    _id: z.string(),
    created_at: z.string(),
    staff: z.object({ _id: z.string(), name: z.string() }).nullable(),
    reason: z.string(),
    before: z.number().int(),
    after: z.number().int(),
    delta: z.number().int(),
  })
  .meta({ id: 'StockMovement' })
export type StockMovement = z.infer<typeof stockMovement>
export const stockHistory = pagedList(stockMovement).meta({ id: 'StockHistory' })
export const stockAdjustmentResult = z.object({ variant: adminVariant, movement: stockMovement })
export const bulkVariantResult = z.object({ variants: z.array(adminVariant) })

/** What the product form picks from: categories, brands and colours. */
export const adminCatalogOptions = z
  .object({
    categories: z.array(
      z.object({ _id: z.string(), parent_id: z.string().nullable(), title: localizedText }),
    ),
    brands: z.array(named),
    colours: z.array(named.extend({ hex: z.string() })),
  })
  .meta({ id: 'AdminCatalogOptions' })
export type AdminCatalogOptions = z.infer<typeof adminCatalogOptions>

/**
 * Columns of the CSV export, in order: one row per variant, the same columns the import will read
 * (docs/back-office.md describes each).
 */
export const CATALOGUE_CSV_COLUMNS = [
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
  'sku',
  'size_en',
  'size_zh',
  'size_cn',
  'colour',
  'price',
  'sale_price',
  'sale_starts_at',
  'sale_ends_at',
  'points_price',
  'stock',
  'low_stock_threshold',
] as const
