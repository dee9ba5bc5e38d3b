import type { LocalizedText } from '@shop/contract'
import { sql } from 'drizzle-orm'
import { products } from '#api/db/schema/index.ts'
import { pricePaidNow, salePriceNow } from './sale-price.ts'

/**
 * Columns of a product card, each nested part a correlated JSON subquery: one statement returns
 * a whole page, whatever its size (no N+1).
 */
export type NamedJson = { _id: string; slug: string; name: LocalizedText }
export type ColourJson = NamedJson & { hex: string }
export type ImageJson = {
  _id: string
  file: string
  alt: LocalizedText
  variant_id: string | null
  colour_id: string | null
}
export type DaysJson = { min: number; max: number }
/** Prices are cast to text in SQL: json_build_object would turn numeric into a JSON float. */
export type PricesJson = { price: string; original: string } | null
export type StockJson = { stock: number; points: number | null }
export type ReviewsJson = { average: string | number; count: number }

// Correlated subqueries name the outer row explicitly: in a one-table select Drizzle writes bare
// column names, which inside a subquery would bind to the inner table instead.
const p = {
  id: sql.raw('"products"."id"'),
  brandId: sql.raw('"products"."brand_id"'),
  storeId: sql.raw('"products"."store_id"'),
}

/** A picture's colour: its own, or (pictures from before colour_id) that of its variant. */
const imageColour = sql.raw(`coalesce(i.colour_id,
  (select v.colour_id from product_variants v where v.id = i.variant_id))`)

export const summaryFields = {
  id: products.id,
  slug: products.slug,
  title: products.title,
  kind: products.kind,
  serviceType: products.serviceType,
  tags: products.tags,
  createdAt: products.createdAt,
  leadTimeMinDays: products.leadTimeMinDays,
  leadTimeMaxDays: products.leadTimeMaxDays,
  brand: sql<NamedJson | null>`(select json_build_object('_id', b.id, 'slug', b.slug, 'name', b.name)
    from brands b where b.id = ${p.brandId})`,
  images: sql<ImageJson[]>`coalesce((select json_agg(json_build_object('_id', i.id, 'file', i.file,
    'alt', i.alt, 'variant_id', i.variant_id, 'colour_id', ${imageColour}) order by i.sequence)
    from (select * from product_images
    pi where pi.product_id = ${p.id} order by pi.sequence limit 2) i), '[]'::json)`,
  prices: sql<PricesJson>`(select json_build_object('price', ${pricePaidNow('v')}::text,
    'original', v.price::text) from product_variants v where v.product_id = ${p.id}
    order by ${pricePaidNow('v')}, v.sequence limit 1)`,
  stock: sql<StockJson>`(select json_build_object('stock', coalesce(sum(v.stock), 0),
    'points', min(v.points_price)) from product_variants v where v.product_id = ${p.id})`,
  colours: sql<
    ColourJson[]
  >`coalesce((select json_agg(json_build_object('_id', c.id, 'slug', c.slug,
    'name', c.name, 'hex', c.hex) order by vc.first) from (select v.colour_id, min(v.sequence) first
    from product_variants v where v.product_id = ${p.id} and v.colour_id is not null
    group by v.colour_id) vc join colours c on c.id = vc.colour_id), '[]'::json)`,
  reviews: sql<ReviewsJson>`(select json_build_object('average',
    coalesce(round(avg(r.rating), 1), 0), 'count', count(*)) from product_reviews r
    where r.product_id = ${p.id} and r.status = 'ACTIVE')`,
}

export type CategoryJson = {
  _id: string
  slug: string
  title: LocalizedText
  parent_id: string | null
  sequence: number
}
export type VariantJson = {
  _id: string
  sku: string
  size: LocalizedText | null
  colour: ColourJson | null
  price: string
  sale_price: string | null
  points_price: number | null
  stock: number
  consultation_format: 'SHOWROOM' | 'VIDEO' | 'HOME_VISIT' | null
  duration_minutes: number | null
}

/** What a product page adds to the card: the full text, every picture, variant and category. */
export const detailFields = {
  ...summaryFields,
  description: products.description,
  specification: products.specification,
  allImages: sql<ImageJson[]>`coalesce((select json_agg(json_build_object('_id', i.id,
    'file', i.file, 'alt', i.alt, 'variant_id', i.variant_id, 'colour_id', ${imageColour})
    order by i.sequence) from product_images i where i.product_id = ${p.id}), '[]'::json)`,
  storeDeliveryDays: sql<DaysJson>`(select json_build_object('min', s.delivery_min_days,
    'max', s.delivery_max_days) from stores s where s.id = ${p.storeId})`,
  categories: sql<CategoryJson[]>`coalesce((select json_agg(json_build_object('_id', c.id,
    'slug', c.slug, 'title', c.title, 'parent_id', c.parent_id, 'sequence', c.sequence)
    order by c.parent_id nulls first, c.sequence) from product_categories pc
    join categories c on c.id = pc.category_id where pc.product_id = ${p.id}), '[]'::json)`,
  variants: sql<VariantJson[]>`coalesce((select json_agg(json_build_object('_id', v.id,
    'sku', v.sku, 'size', v.size, 'colour', case when c.id is null then null else
    json_build_object('_id', c.id, 'slug', c.slug, 'name', c.name, 'hex', c.hex) end,
    'price', v.price::text, 'sale_price', ${salePriceNow('v')}::text, 'points_price', v.points_price,
    'stock', v.stock, 'consultation_format', v.consultation_format,
    'duration_minutes', v.duration_minutes) order by v.sequence) from product_variants v
    left join colours c on c.id = v.colour_id where v.product_id = ${p.id}), '[]'::json)`,
}
