import {
  type Category,
  type CategoryNode,
  imageUrl,
  type ProductDetails,
  type ProductFilterQuery,
  type ProductFilters,
  type ProductReview,
  type ProductSuggestions,
  type ProductSummary,
  type Warehouse,
} from '@shop/contract'
import { NotFoundError } from '#api/lib/errors.ts'
import { fromCents, toCents } from '#api/lib/money.ts'
import { foldSearchText, isHan, tokens } from '#api/lib/search-text.ts'
import { type CardCache, cardCache } from './card-cache.ts'
import { leadTimeOf } from './delivery-repository.ts'
import type { FilterSnapshot } from './filter-snapshot.ts'
import type { ImageJson } from './product-fields.ts'
import type { ProductRepository } from './product-repository.ts'
import type { CatalogRepository } from './repository.ts'
import { type SynonymCache, synonymCache } from './synonyms.ts'

type Page = { page: number; perPage: number }
export type PageOf<T> = { rows: T[]; total: number } & Page

/** A price read from the database, in the contract's one shape ("1299.50", ADR 020). */
const money = (amount: string | null | undefined) => fromCents(toCents(amount ?? '0'))

const storeNotFound = () => new NotFoundError('Store not found', 'STORE_NOT_FOUND')
const productNotFound = () => new NotFoundError('Product not found', 'PRODUCT_NOT_FOUND')

const toImage = (image: ImageJson) => ({
  _id: image._id,
  url: imageUrl(image.file),
  alt: image.alt,
  variant_id: image.variant_id,
  colour_id: image.colour_id,
})

const toCategory = (row: {
  id: string
  slug: string
  title: Category['title']
  parentId: string | null
  sequence: number
}): Category => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  parent_id: row.parentId,
  sequence: row.sequence,
})

type SummaryRow = Awaited<ReturnType<ProductRepository['cards']>>[number]

export function toSummary(row: SummaryRow): ProductSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    kind: row.kind,
    service_type: row.serviceType,
    brand: row.brand,
    tags: row.tags,
    images: row.images.map(toImage),
    price: money(row.prices?.price),
    original_price: money(row.prices?.original),
    points_price: row.stock.points,
    stock: Number(row.stock.stock),
    colours: row.colours,
    reviews: { average: Number(row.reviews.average), count: Number(row.reviews.count) },
    created_at: new Date(row.createdAt).toISOString(),
    lead_time_days: leadTimeOf(row),
  }
}

export function catalogService(
  catalog: CatalogRepository,
  productsRepo: ProductRepository,
  synonyms: SynonymCache = synonymCache(() => productsRepo.synonymGroups()),
  cards: CardCache = cardCache({ ttlMs: 5_000, maxEntries: 2_000 }),
  snapshot?: FilterSnapshot,
) {
  /**
   * issue 14: when a keyword finds nothing, the keyword with each word replaced by the nearest
   * word the shop uses ("chiar" → "chair"); null when no word has a near one. Han runs are kept.
   */
  async function didYouMean(storeId: string, keyword: string | undefined): Promise<string | null> {
    if (!keyword) return null
    const parts = tokens(foldSearchText(keyword))
    const words = parts.filter((part) => !isHan(part))
    const closest = await productsRepo.closestWords(storeId, [...new Set(words)])
    const better = parts.map((part) => closest.get(part) ?? part)
    return better.some((part, i) => part !== parts[i]) ? better.join(' ') : null
  }

  /** Runs the query alongside the store check (one round trip), 404 when the store is unknown. */
  async function inStore<T>(storeId: string, query: Promise<T>, productId?: string): Promise<T> {
    const [where, result] = await Promise.all([catalog.locate(storeId, productId), query])
    if (!where.store) throw storeNotFound()
    if (productId && !where.product) throw productNotFound()
    return result
  }

  return {
    async categories(storeId: string, paging: Page): Promise<PageOf<Category>> {
      const { rows, total } = await inStore(storeId, catalog.categories(storeId, paging))
      return { rows: rows.map(toCategory), total, ...paging }
    },

    async filters(storeId: string): Promise<ProductFilters> {
      const row = await inStore(storeId, catalog.filters(storeId))
      return {
        brands: row?.brands ?? [],
        colours: row?.colours ?? [],
        price: { min: money(row?.min), max: money(row?.max) },
      }
    },

    async hierarchy(storeId: string): Promise<CategoryNode[]> {
      const rows = (await inStore(storeId, catalog.allCategories(storeId))).map(toCategory)
      return rows
        .filter((row) => row.parent_id === null)
        .map((parent) => ({
          ...parent,
          children: rows.filter((row) => row.parent_id === parent._id),
        }))
    },

    async filter(
      storeId: string,
      query: ProductFilterQuery,
    ): Promise<PageOf<ProductSummary> & { didYouMean: string | null }> {
      // products found in the store prove it exists; only an empty page asks
      const found =
        (await snapshot?.ids(storeId, query)) ??
        (await productsRepo.filterIds(storeId, query, await synonyms.forStore(storeId)))
      const { ids, total } = found.ids.length
        ? found
        : await inStore(storeId, Promise.resolve(found))
      const rows = await cards.get(ids, async (missing) =>
        (await productsRepo.cards(missing)).map(toSummary),
      )
      return {
        rows,
        total,
        page: query.page,
        perPage: query.per_page,
        didYouMean: total === 0 ? await didYouMean(storeId, query.keyword) : null,
      }
    },

    /** What the search box offers while typing (issue 14): products, categories, or a fix. */
    async suggestions(storeId: string, keyword: string): Promise<ProductSuggestions> {
      const known = await synonyms.forStore(storeId)
      const found = await inStore(storeId, productsRepo.suggest(storeId, keyword, known))
      const empty = !found.rows.length
      return {
        keyword,
        products: found.rows.map((row) => ({
          _id: row.id,
          slug: row.slug,
          title: row.title,
          image: row.images[0] ? imageUrl(row.images[0].file) : null,
          price: money(row.prices?.price),
          original_price: money(row.prices?.original),
        })),
        categories: found.categories.map(toCategory),
        did_you_mean: empty ? await didYouMean(storeId, keyword) : null,
      }
    },

    async details(
      storeId: string,
      productId: string,
      accountId?: string | null,
    ): Promise<ProductDetails> {
      const row = await productsRepo.details(storeId, productId, accountId)
      if (!row) {
        const where = await catalog.locate(storeId)
        throw where.store ? productNotFound() : storeNotFound()
      }
      return {
        ...toSummary(row),
        images: row.allImages.map(toImage),
        description: row.description,
        specification: row.specification,
        categories: row.categories,
        variants: row.variants.map((v) => ({
          ...v,
          price: money(v.price),
          sale_price: v.sale_price === null ? null : money(v.sale_price),
        })),
        is_liked: Boolean(row.isLiked),
        // goods from stock arrive within the store's delivery window; made to order, its lead time
        delivery_days: row.kind === 'goods' && !leadTimeOf(row) ? row.storeDeliveryDays : null,
      }
    },

    async reviews(
      storeId: string,
      productId: string,
      paging: Page,
    ): Promise<PageOf<ProductReview>> {
      const { rows, total } = await inStore(storeId, catalog.reviews(productId, paging), productId)
      return {
        rows: rows.map((r) => ({
          _id: r.id,
          user_id: r.userId,
          user: { avatar: r.userAvatar, username: r.userName },
          rating: r.rating,
          comment: r.comment,
          // order reviews store their upload's full path (issue 7)
          images: r.images.map((i) => (i.startsWith('/') ? i : imageUrl(i))),
          // public lists and a new comment hold ACTIVE rows only (hidden ones are filtered out)
          status: r.status as 'ACTIVE' | 'DRAFT',
          created_at: r.createdAt.toISOString(),
        })),
        total,
        ...paging,
      }
    },

    async related(
      storeId: string,
      productId: string,
      paging: Page,
    ): Promise<PageOf<ProductSummary>> {
      const { rows, total } = await inStore(
        storeId,
        productsRepo.related(storeId, [productId], paging.page, paging.perPage),
        productId,
      )
      return { rows: rows.map(toSummary), total, ...paging }
    },

    /** Products related to everything in a cart (empty when the cart is). */
    async relatedToProducts(
      storeId: string,
      productIds: string[],
      paging: Page,
    ): Promise<PageOf<ProductSummary>> {
      if (!productIds.length) {
        await inStore(storeId, Promise.resolve(null))
        return { rows: [], total: 0, ...paging }
      }
      const { rows, total } = await inStore(
        storeId,
        productsRepo.related(storeId, productIds, paging.page, paging.perPage),
      )
      return { rows: rows.map(toSummary), total, ...paging }
    },

    async warehouses(storeId: string, paging: Page): Promise<PageOf<Warehouse>> {
      const { rows, total } = await inStore(storeId, catalog.warehouses(storeId, paging))
      return {
        rows: rows.map((w) => ({
          _id: w.id,
          store_id: w.storeId,
          code: w.code,
          name: w.name,
          address: w.address,
          phone: w.phone,
          opening_hours: w.openingHours,
          is_pickup_point: w.isPickupPoint,
        })),
        total,
        ...paging,
      }
    },
  }
}
export type CatalogService = ReturnType<typeof catalogService>
