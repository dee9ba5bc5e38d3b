import type {
  AdminProduct,
  AdminProductImage,
  AdminProductRow,
  AdminProductStatus,
  AdminVariant,
  StockState,
} from '@shop/contract'
import type { ProductStatusValue } from '#api/db/schema/index.ts'
import type { ImageRow } from './image-repository.ts'
import type { ProductRow, VariantJson } from './repository.ts'

/** The stored status of each status staff choose. */
export const STORED_STATUS: Record<AdminProductStatus, ProductStatusValue> = {
  draft: 'DRAFT',
  active: 'ACTIVE',
  archived: 'ARCHIVED',
}

/** Staff's word for a stored status; the seed's INACTIVE reads as a draft (not shown, not sold). */
export function adminStatus(stored: ProductStatusValue): AdminProductStatus {
  if (stored === 'ACTIVE') return 'active'
  if (stored === 'ARCHIVED') return 'archived'
  return 'draft'
}

/** Sold out at 0, low at or below its threshold, in stock above. */
export function stockState(stock: number, threshold: number): StockState {
  if (stock <= 0) return 'sold_out'
  return stock <= threshold ? 'low' : 'in_stock'
}

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null)
const money = (value: string | null) => (value === null ? null : Number(value).toFixed(2))

export function variantJson(v: VariantJson): AdminVariant {
  return {
    _id: v._id,
    product_id: v.product_id,
    sku: v.sku,
    size: v.size,
    colour: v.colour,
    price: money(v.price) ?? '0.00',
    sale_price: money(v.sale_price),
    sale_starts_at: iso(v.sale_starts_at),
    sale_ends_at: iso(v.sale_ends_at),
    on_sale: v.on_sale,
    points_price: v.points_price,
    stock: v.stock,
    low_stock_threshold: v.low_stock_threshold,
    stock_state: stockState(v.stock, v.low_stock_threshold),
    consultation_format: v.consultation_format ?? null,
    duration_minutes: v.duration_minutes ?? null,
  }
}

type ListRow = {
  id: string
  slug: string
  title: AdminProductRow['title']
  status: ProductStatusValue
  priceFrom: string
  createdAt: Date
  brand: AdminProductRow['brand']
  categories: AdminProductRow['categories']
  image: string | null
  variants: { count: number; stock: number; skus: string[] | null; low: boolean | null }
}

/** A product as the list shows it: its stock summed over variants, and the worst state. */
export function productRowJson(row: ListRow): AdminProductRow {
  const stock = Number(row.variants.stock)
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    status: adminStatus(row.status),
    brand: row.brand,
    categories: row.categories,
    image: row.image,
    variants_count: Number(row.variants.count),
    skus: row.variants.skus ?? [],
    stock,
    stock_state: stock <= 0 ? 'sold_out' : row.variants.low ? 'low' : 'in_stock',
    price_from: money(row.priceFrom) ?? '0.00',
    created_at: row.createdAt.toISOString(),
  }
}

export function productJson(
  product: ProductRow,
  categoryIds: string[],
  variants: VariantJson[],
  images: ImageRow[],
): AdminProduct {
  return {
    _id: product.id,
    slug: product.slug,
    title: product.title,
    description: product.description,
    specification: product.specification,
    brand_id: product.brandId,
    tags: product.tags,
    category_ids: categoryIds,
    lead_time_min_days: product.leadTimeMinDays,
    lead_time_max_days: product.leadTimeMaxDays,
    status: adminStatus(product.status),
    kind: product.kind,
    price_from: money(product.priceFrom) ?? '0.00',
    created_at: product.createdAt.toISOString(),
    variants: variants.map(variantJson),
    images: images.map(imageJson),
  }
}

export function imageJson(row: ImageRow): AdminProductImage {
  return {
    _id: row.id,
    product_id: row.productId,
    file: row.file,
    alt: row.alt,
    colour_id: row.colourId,
    sequence: row.sequence,
  }
}

/** What the audit log keeps of a product (before → after). */
export function productAuditView(product: AdminProduct) {
  const {
    variants: _variants,
    images: _images,
    created_at: _created,
    price_from: _price,
    ...rest
  } = product
  return rest
}

/** What the audit log keeps of a variant. */
export function variantAuditView(v: AdminVariant) {
  const { stock_state: _state, on_sale: _onSale, ...rest } = v
  return rest
}

/** Only the fields an edit changed, on both sides: the audit row reads `field: before → after`. */
export function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const fields = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )
  return {
    before: Object.fromEntries(fields.map((key) => [key, before[key]])),
    after: Object.fromEntries(fields.map((key) => [key, after[key]])),
  }
}
