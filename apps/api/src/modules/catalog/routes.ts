import {
  categoriesQuery,
  categoryHierarchy,
  categoryList,
  errorEnvelope,
  type ProductSummary,
  productDetails,
  productFilterQuery,
  productFilters,
  productList,
  productParams,
  productSearchList,
  productSuggestions,
  productSuggestionsQuery,
  productSummary,
  relatedProductsQuery,
  reviewList,
  reviewsQuery,
  storeParams,
  warehouseList,
  warehousesQuery,
} from '@shop/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pagedResult } from '#api/lib/paging.ts'
import { type ResponseCache, responseCache } from '#api/lib/response-cache.ts'
import type { AuthService } from '../identity/index.ts'
import { bearerToken } from '../identity/index.ts'
import { cardCache } from './card-cache.ts'
import { filterSnapshot } from './filter-snapshot.ts'
import { productRepository } from './product-repository.ts'
import { catalogRepository } from './repository.ts'
import { catalogService, type PageOf } from './service.ts'
import { synonymCache } from './synonyms.ts'

/** How far behind the product list may be (stock and review counts on cards). */
export const LIST_CACHE_TTL_MS = 5_000

const errors = { 400: errorEnvelope, 404: errorEnvelope }
const paged = <T>(request: FastifyRequest, { rows, page, perPage, total }: PageOf<T>) =>
  pagedResult(request, rows, { page, perPage, total })

/**
 * A card serialised by its schema once: the card cache hands out the same object until the card
 * is read again, so a list with new filters writes only its envelope (issue 19).
 */
const cardJson = new WeakMap<ProductSummary, string>()
function serialisedCard(card: ProductSummary): string {
  let json = cardJson.get(card)
  if (json === undefined) {
    json = JSON.stringify(z.encode(productSummary, card))
    cardJson.set(card, json)
  }
  return json
}

/** `/stores/{id}/product-management/*`, related products and warehouses (spec §7 Shop). */
export const catalogRoutes: FastifyPluginAsyncZod<{
  auth?: AuthService
  listCache?: ResponseCache
  /** Cleared when the back office changed the synonym groups (ADR 050). */
  synonymsChanged?: ResponseCache
}> = async (app, options) => {
  const { auth } = options
  const listCache =
    options.listCache ?? responseCache({ ttlMs: LIST_CACHE_TTL_MS, maxEntries: 500 })
  const products = productRepository(app.db)
  const synonyms = synonymCache(() => products.synonymGroups())
  // cards outlive the lists they were read for, and go with them when the catalogue changes
  const cards = cardCache({ ttlMs: LIST_CACHE_TTL_MS, maxEntries: 2_000 })
  // likewise what the filters read: a list without a keyword needs no statement (ADR 036)
  const snapshot = filterSnapshot({
    ttlMs: LIST_CACHE_TTL_MS,
    maxProducts: 2_000,
    maxStores: 16,
    load: (storeId, limit) => products.snapshotRows(storeId, limit),
  })
  listCache.onClear(() => {
    cards.clear()
    snapshot.clear()
  })
  // the back office's synonym groups (ADR 050): read again here and in every other process
  options.synonymsChanged?.onClear(() => {
    synonyms.reload().catch((err) => app.log.warn({ err }, 'search synonyms not read again'))
  })
  const service = catalogService(catalogRepository(app.db), products, synonyms, cards, snapshot)
  // read before the first request, so no search pays for it (and statement counts hold)
  app.addHook('onReady', async () => {
    // a database not ready yet is no reason to refuse to start: the first search reads them
    await synonyms.reload().catch((err) => app.log.warn({ err }, 'search synonyms not read yet'))
  })
  const tags = ['Catalogue']
  const base = '/stores/:id/product-management'

  app.get(
    `${base}/categories/all`,
    {
      schema: {
        tags,
        summary: 'Categories of a store, paged, sorted by English title',
        params: storeParams,
        querystring: categoriesQuery,
        response: { 200: categoryList, ...errors },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query
      return paged(request, await service.categories(request.params.id, { page, perPage }))
    },
  )

  app.get(
    // the spec's spelling of "hierarchy"
    `${base}/categories/all/hierachy`,
    {
      schema: {
        tags,
        summary: 'Category tree: parents with their children',
        params: storeParams,
        response: { 200: categoryHierarchy, ...errors },
      },
    },
    (request) => service.hierarchy(request.params.id),
  )

  app.get(
    `${base}/products/filters`,
    {
      schema: {
        tags,
        summary: 'Brands, colours and price range the product list can be filtered by',
        params: storeParams,
        response: { 200: productFilters, ...errors },
      },
    },
    (request) => service.filters(request.params.id),
  )

  app.get(
    `${base}/products/filter`,
    {
      schema: {
        tags,
        summary: 'Products by categories, brands, colours, price range and keyword, paged',
        params: storeParams,
        querystring: productFilterQuery,
        response: { 200: productSearchList, ...errors },
      },
    },
    async (request, reply) => {
      // the same for every visitor: served from a few seconds' cache of the serialised answer
      const key = `${request.protocol}://${request.host}${request.url}`
      const body = await listCache.get(key, async () => {
        const { didYouMean, rows, ...page } = await service.filter(request.params.id, request.query)
        // the envelope through the route's schema, its cards (each checked once) put in after
        const envelope = { ...paged(request, { ...page, rows: [] }), did_you_mean: didYouMean }
        const json = String(reply.serialize(envelope))
        const data = `"data":[${rows.map(serialisedCard).join(',')}]`
        return json.replace('"data":[]', () => data)
      })
      // already serialised (and checked) by the route's response schema: Fastify sends a JSON
      // string as it is
      return reply.type('application/json; charset=utf-8').send(body as never)
    },
  )

  app.get(
    `${base}/products/suggestions`,
    {
      schema: {
        tags,
        summary: 'Products and categories for a keyword being typed, or a did-you-mean',
        params: storeParams,
        querystring: productSuggestionsQuery,
        response: { 200: productSuggestions, ...errors },
      },
    },
    async (request, reply) => {
      // public and the same for everyone: one answer per keyword for a few seconds, so a burst
      // of shoppers typing the same letters costs one query
      const key = `${request.protocol}://${request.host}${request.url}`
      const body = await listCache.get(key, async () =>
        String(
          reply.serialize(await service.suggestions(request.params.id, request.query.keyword)),
        ),
      )
      return reply.type('application/json; charset=utf-8').send(body as never)
    },
  )

  app.get(
    `${base}/products/:pid/details`,
    {
      schema: {
        tags,
        summary: 'A product with its variants, pictures, categories and review summary',
        params: productParams,
        response: { 200: productDetails, ...errors },
      },
    },
    async (request) => {
      // public page: a signed-in caller also learns whether it is in their wishlist
      const token = auth ? bearerToken(request) : null
      const caller = token && auth ? await auth.authenticate(token) : null
      return service.details(request.params.id, request.params.pid, caller?.account.id)
    },
  )

  app.get(
    `${base}/products/:pid/reviews`,
    {
      schema: {
        tags,
        summary: 'Published reviews of a product, newest first',
        params: productParams,
        querystring: reviewsQuery,
        response: { 200: reviewList, ...errors },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query
      const { id, pid } = request.params
      return paged(request, await service.reviews(id, pid, { page, perPage }))
    },
  )

  // spec §7 lists it beside the product-management calls; both paths answer the same
  for (const path of ['/stores/:id/related-products-urls', `${base}/related-products-urls`]) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'Products related to a product (sharing its categories)',
          params: storeParams,
          querystring: relatedProductsQuery,
          response: { 200: productList, ...errors },
        },
      },
      async (request) => {
        const { product_id: productId, page, per_page: perPage } = request.query
        const result = await service.related(request.params.id, productId, { page, perPage })
        return paged(request, result)
      },
    )
  }

  app.get(
    '/stores/:id/warehouses/all',
    {
      schema: {
        tags,
        summary: 'Warehouses and pick-up points of a store',
        params: storeParams,
        querystring: warehousesQuery,
        response: { 200: warehouseList, ...errors },
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query
      return paged(request, await service.warehouses(request.params.id, { page, perPage }))
    },
  )
}
