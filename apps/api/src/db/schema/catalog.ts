import type { LocalizedText } from '@shop/contract'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { stores } from './stores.ts'

export type ProductStatusValue = 'DRAFT' | 'ACTIVE' | 'ARCHIVED' | 'INACTIVE'

/** A labelled line of a product's specification tab. */
export type SpecificationRow = { label: LocalizedText; value: LocalizedText }

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Pick-up points and stock locations of a store (spec §3: warehouses are listed per store). */
export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    address: jsonb('address').$type<LocalizedText>().notNull(),
    phone: text('phone').notNull(),
    openingHours: jsonb('opening_hours').$type<LocalizedText>().notNull(),
    isPickupPoint: boolean('is_pickup_point').notNull().default(true),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [unique('warehouses_store_code_unique').on(t.storeId, t.code)],
)

/** Category tree of a store: parents (living room) with children (sofas). */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    sequence: integer('sequence').notNull().default(0),
    status: text('status').$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
  },
  (t) => [
    unique('categories_store_slug_unique').on(t.storeId, t.slug),
    index('categories_parent_idx').on(t.parentId),
    // spec §9: categories list sorted by title.en
    index('categories_store_title_en_idx').on(t.storeId, sql`(${t.title}->>'en')`),
  ],
)

export const brands = pgTable('brands', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
})

export const colours = pgTable('colours', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  hex: text('hex').notNull(),
})

/** Goods are shipped; services lead to an appointment, a quotation or a project. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    specification: jsonb('specification').$type<SpecificationRow[]>().notNull().default([]),
    brandId: uuid('brand_id').references(() => brands.id),
    kind: text('kind').$type<'goods' | 'service'>().notNull().default('goods'),
    serviceType: text('service_type').$type<'appointment' | 'quotation' | 'project'>(),
    tags: text('tags').array().notNull().default([]),
    sequence: integer('sequence').notNull().default(0),
    /**
     * Only ACTIVE products are shown and sold. DRAFT: being written; ARCHIVED: withdrawn, kept for
     * the orders that snapshot it (ADR 043). INACTIVE is the seed's older word for hidden.
     */
    status: text('status').$type<ProductStatusValue>().notNull().default('ACTIVE'),
    /** Lowest price a shopper pays across variants (sale price when lower); sorts the list. */
    priceFrom: numeric('price_from', { precision: 12, scale: 2 }).notNull().default('0'),
    /** Titles, brand and tags in all three languages, folded (src/lib/search-text.ts). */
    searchText: text('search_text').notNull().default(''),
    /** Han characters and pairs of searchText: two-character words are too short for trigrams. */
    searchTerms: text('search_terms').array().notNull().default([]),
    /**
     * Made to order: calendar days from order to delivery (shown in weeks). Null for goods sent
     * from stock, which arrive within the store's `delivery_min_days`–`delivery_max_days`.
     */
    leadTimeMinDays: integer('lead_time_min_days'),
    leadTimeMaxDays: integer('lead_time_max_days'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('products_store_slug_unique').on(t.storeId, t.slug),
    index('products_store_status_sequence_idx').on(t.storeId, t.status, t.sequence),
    index('products_store_created_idx').on(t.storeId, t.createdAt),
    index('products_store_price_idx').on(t.storeId, t.priceFrom),
    index('products_brand_idx').on(t.brandId),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_search_terms_idx').using('gin', t.searchTerms),
    check(
      'products_service_type_check',
      sql`(${t.kind} = 'service') = (${t.serviceType} is not null)`,
    ),
    check(
      'products_lead_time_check',
      sql`(${t.leadTimeMinDays} is null and ${t.leadTimeMaxDays} is null) or
        (${t.leadTimeMinDays} >= 1 and ${t.leadTimeMaxDays} >= ${t.leadTimeMinDays})`,
    ),
  ],
)

export const productCategories = pgTable(
  'product_categories',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
)

/** What a shopper buys: one size and colour of a product, priced in HKD. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    size: jsonb('size').$type<LocalizedText>(),
    colourId: uuid('colour_id').references(() => colours.id),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    salePrice: numeric('sale_price', { precision: 12, scale: 2 }),
    /** The sale price applies only inside this window (either end open); see sale-price.ts. */
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    /** At or below this many the back office calls the variant "low" (0 is "sold out"). */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(3),
    pointsPrice: integer('points_price'),
    stock: integer('stock').notNull().default(0),
    sequence: integer('sequence').notNull().default(0),
    /** Consultations (issue 17): how the client meets the designer, and for how long. */
    consultationFormat: text('consultation_format', {
      enum: ['SHOWROOM', 'VIDEO', 'HOME_VISIT'],
    }),
    durationMinutes: integer('duration_minutes'),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.sequence),
    index('product_variants_colour_idx').on(t.colourId, t.productId),
    index('product_variants_price_idx').on(sql`coalesce(${t.salePrice}, ${t.price})`),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
  ],
)

/**
 * Every stock change staff make, per variant (ADR 043): who, when, before → after and why. Written
 * under the variant's row lock, so `stock_after` is the stock the next change starts from.
 */
export const variantStockMovements = pgTable(
  'variant_stock_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id'),
    reason: text('reason').notNull(),
    stockBefore: integer('stock_before').notNull(),
    stockAfter: integer('stock_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('variant_stock_movements_variant_idx').on(t.variantId, t.createdAt)],
)

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /**
     * The colour the picture shows (the product page shows a colour's own pictures). Pictures
     * from before this column name it through their variant; the API reads either.
     */
    colourId: uuid('colour_id').references(() => colours.id),
    /** File name under DATA_DIR/images, served by GET /images/{file}. */
    file: text('file').notNull(),
    alt: jsonb('alt').$type<LocalizedText>().notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sequence)],
)

/** Shopper reviews; user_id is null for imported reviews that only carry a name. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    userName: text('user_name').notNull(),
    userAvatar: text('user_avatar'),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    images: text('images').array().notNull().default([]),
    /** HIDDEN: taken down by staff (issue 15), with the reason kept. */
    status: text('status').$type<'DRAFT' | 'ACTIVE' | 'HIDDEN'>().notNull().default('ACTIVE'),
    moderationReason: text('moderation_reason').notNull().default(''),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** Set when written from an order (issue 7): one review per order and variant. */
    orderId: uuid('order_id'),
    variantId: uuid('variant_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.status, t.createdAt),
    index('product_reviews_created_idx').on(t.createdAt),
    uniqueIndex('product_reviews_order_variant_unique')
      .on(t.orderId, t.variantId)
      .where(sql`${t.orderId} is not null`),
    check('product_reviews_rating_check', sql`${t.rating} between 1 and 5`),
    // spec §5: at most 5 review images
    check('product_reviews_images_check', sql`cardinality(${t.images}) <= 5`),
  ],
)

/**
 * Words a shopper may use for the same thing, across languages and scripts (sofa, couch, 梳化,
 * 沙发): a keyword matching one term of a group finds products described by any other (ADR 021).
 * Terms are stored folded (lower case, Simplified Chinese) so lookups are exact; staff edit them.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    terms: text('terms').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_synonyms_store_idx').on(t.storeId),
    index('search_synonyms_terms_idx').using('gin', t.terms),
    check('search_synonyms_terms_check', sql`cardinality(${t.terms}) >= 2`),
  ],
)
