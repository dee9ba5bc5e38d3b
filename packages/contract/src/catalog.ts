import { z } from 'zod'
import { PAGE_SIZE } from './constants.ts'
import { pagedList, pagingQuery } from './http.ts'
import { money } from './money-schema.ts'
import { localizedText } from './text.ts'

/** Product sort keys: the 'product' sorting list of the configuration offers these. */
export const PRODUCT_SORT_KEYS = [
  'recommended',
  'newest',
  'price-asc',
  'price-desc',
  'title-asc',
  // the name in Chinese: Traditional by stroke count, Simplified by pinyin (the storefront asks for
  // these for "title-asc" on /zh and /cn pages)
  'title-asc-zh',
  'title-asc-cn',
] as const
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number]

export const storeParams = z.object({ id: z.uuid() })
export const productParams = z.object({ id: z.uuid(), pid: z.uuid() })

/** `a,b,c` → ['a','b','c']; blanks dropped. Lists travel comma-separated in the URL. */
const commaList = (item: z.ZodString) =>
  z
    .string()
    .max(2000)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(50))
    .optional()

const slugOrId = z.string().regex(/^[a-z0-9-]{1,64}$/, 'Expected an id or a slug')
/**
 * A price filter bound in HKD. The one place money is a number: it is typed into a form and only
 * compared in SQL, never added or answered (ADR 020).
 */
const price = z.coerce.number().min(0).max(10_000_000)

export const categoriesQuery = pagingQuery(PAGE_SIZE.categories)

export const productFilterQuery = pagingQuery(PAGE_SIZE.products, 100)
  .extend({
    categories: commaList(slugOrId),
    brands: commaList(slugOrId),
    colours: commaList(slugOrId),
    price_min: price.optional(),
    price_max: price.optional(),
    keyword: z.string().trim().max(100).optional(),
    sort: z.enum(PRODUCT_SORT_KEYS).default('recommended'),
  })
  .refine(
    (q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max,
    {
      message: 'price_min must not exceed price_max',
      path: ['price_min'],
    },
  )
export type ProductFilterQuery = z.infer<typeof productFilterQuery>

export const reviewsQuery = pagingQuery(PAGE_SIZE.productReviews)
export const relatedProductsQuery = pagingQuery(PAGE_SIZE.related, 100).extend({
  product_id: z.uuid(),
})
export const warehousesQuery = pagingQuery(PAGE_SIZE.warehouses)

const named = z.object({ _id: z.string(), slug: z.string(), name: localizedText })

export const category = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: localizedText,
    parent_id: z.string().nullable(),
    sequence: z.number().int(),
  })
  .meta({ id: 'Category' })
export type Category = z.infer<typeof category>

/** spec §3: parents with their children, each with _id (the client adds active flags). */
export const categoryNode = category
  .extend({ children: z.array(category) })
  .meta({ id: 'CategoryNode' })
export type CategoryNode = z.infer<typeof categoryNode>

export const brand = named.meta({ id: 'Brand' })
export const colour = named.extend({ hex: z.string() }).meta({ id: 'Colour' })

export const productImage = z
  .object({
    _id: z.string(),
    url: z.string(),
    alt: localizedText,
    variant_id: z.string().nullable(),
    colour_id: z
      .string()
      .nullable()
      .describe('The colour it shows (`Colour._id`); null for pictures of every colour'),
  })
  .meta({ id: 'ProductImage' })

/** A span of whole days, both ends included ("2–4 working days", "42–56 days"). */
export const dayRange = z
  .object({ min: z.number().int().min(0), max: z.number().int().min(0) })
  .meta({ id: 'DayRange' })
export type DayRange = z.infer<typeof dayRange>

export const reviewsSummary = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().min(0),
})

/** A card in the product list. Prices are `money`; `price` is what the cheapest variant costs now. */
export const productSummary = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: localizedText,
    kind: z.enum(['goods', 'service']),
    service_type: z.enum(['appointment', 'quotation', 'project']).nullable(),
    brand: brand.nullable(),
    tags: z.array(z.string()),
    images: z.array(productImage).describe('The first two pictures (card and hover)'),
    price: money,
    original_price: money.describe('Regular price of that variant; above `price` on sale'),
    points_price: z.number().int().nullable(),
    stock: z.number().int().min(0).describe('Sum over variants'),
    colours: z.array(colour),
    reviews: reviewsSummary,
    created_at: z.string(),
    lead_time_days: dayRange
      .nullable()
      .describe(
        'Made to order: calendar days from order to delivery, for every variant. Null when the goods are sent from stock (see `delivery_days`) and for services',
      ),
  })
  .meta({ id: 'ProductSummary' })
export type ProductSummary = z.infer<typeof productSummary>

export const productVariant = z
  .object({
    _id: z.string(),
    sku: z.string(),
    size: localizedText.nullable(),
    colour: colour.nullable(),
    price: money,
    sale_price: money.nullable(),
    points_price: z.number().int().nullable(),
    stock: z.number().int().min(0),
    /** Consultations (issue 17): how the client meets the designer; null for anything else. */
    consultation_format: z.enum(['SHOWROOM', 'VIDEO', 'HOME_VISIT']).nullable(),
    duration_minutes: z.number().int().nullable(),
  })
  .meta({ id: 'ProductVariant' })

export const productDetails = productSummary
  .extend({
    description: localizedText,
    specification: z.array(z.object({ label: localizedText, value: localizedText })),
    categories: z.array(category),
    variants: z.array(productVariant),
    is_liked: z.boolean(),
    delivery_days: dayRange
      .nullable()
      .describe(
        "Goods from stock: working days from order to delivery (the store's setting). Null for services and made-to-order goods",
      ),
  })
  .meta({ id: 'ProductDetails' })
export type ProductDetails = z.infer<typeof productDetails>

export const productReview = z
  .object({
    _id: z.string(),
    user_id: z.string().nullable(),
    user: z.object({ avatar: z.string().nullable(), username: z.string() }),
    rating: z.number().int().min(1).max(5),
    comment: z.string(),
    images: z.array(z.string()).max(5),
    status: z.enum(['DRAFT', 'ACTIVE']),
    created_at: z.string(),
  })
  .meta({ id: 'ProductReview' })
export type ProductReview = z.infer<typeof productReview>

export const warehouse = z
  .object({
    _id: z.string(),
    store_id: z.string(),
    code: z.string(),
    name: localizedText,
    address: localizedText,
    phone: z.string(),
    opening_hours: localizedText,
    is_pickup_point: z.boolean(),
  })
  .meta({ id: 'Warehouse' })
export type Warehouse = z.infer<typeof warehouse>

/** What the product list can be filtered by: brands and colours in use, and the price range. */
export const productFilters = z
  .object({
    brands: z.array(brand),
    colours: z.array(colour),
    price: z
      .object({ min: money, max: money })
      .describe('Cheapest and dearest current price of a product; filter with whole dollars'),
  })
  .meta({ id: 'ProductFilters' })
export type ProductFilters = z.infer<typeof productFilters>
export type Brand = z.infer<typeof brand>
export type Colour = z.infer<typeof colour>

export const categoryList = pagedList(category)
export const categoryHierarchy = z.array(categoryNode)
export const productList = pagedList(productSummary)
/** The product filter's answer: a page, and for a keyword nothing matched, a closer one. */
export const productSearchList = productList.extend({
  did_you_mean: z
    .string()
    .nullable()
    .describe('When a keyword found nothing: the nearest keyword that would (trigram similarity)'),
})
export type ProductSearchList = z.infer<typeof productSearchList>
export const reviewList = pagedList(productReview)
export const warehouseList = pagedList(warehouse)

/** `GET /images/{file}`: optional resize box. */
export const imageParams = z.object({
  file: z.string().regex(/^[a-z0-9][a-z0-9-]*\.(webp|png|jpg)$/),
})
/**
 * The picture sizes the image route produces (issue 19): any asked width or height is served at
 * the next one up (the largest above that), so a stranger cannot make it encode more than
 * these. The storefront asks for these sizes already.
 */
export const IMAGE_WIDTHS = [96, 128, 160, 240, 360, 480, 640, 720, 960, 1024, 1200, 1600, 2400]
export const IMAGE_HEIGHTS = [36, 50, 96, 160, 320, 640, 1200, 2400]

/** The produced size for an asked one: the smallest of `sizes` at least as large, else the largest. */
export function snapImageSize(asked: number, sizes: readonly number[]): number {
  return sizes.find((size) => size >= asked) ?? (sizes.at(-1) as number)
}

export const imageQuery = z.object({
  width: z.coerce.number().int().min(16).max(2400).optional(),
  height: z.coerce.number().int().min(16).max(2400).optional(),
})

/** Where product pictures are served (the API's image route; see GET /images/{file}). */
export const IMAGE_BASE_PATH = '/api/v1/images'
export const imageUrl = (file: string) => `${IMAGE_BASE_PATH}/${file}`
export const imageBytes = z
  .any()
  .describe('Image bytes (image/avif, image/webp, image/png or image/jpeg)')

/** `GET …/products/suggestions?keyword=`: what the search box offers while the shopper types. */
export const productSuggestionsQuery = z.object({
  keyword: z.string().trim().min(1).max(100),
})

export const productSuggestions = z
  .object({
    keyword: z.string(),
    products: z.array(
      z.object({
        _id: z.string(),
        slug: z.string(),
        title: localizedText,
        image: z.string().nullable(),
        price: money,
        original_price: money,
      }),
    ),
    categories: z.array(category),
    did_you_mean: z.string().nullable(),
  })
  .meta({ id: 'ProductSuggestions' })
export type ProductSuggestions = z.infer<typeof productSuggestions>
