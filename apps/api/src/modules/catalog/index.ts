/** The catalogue module's door (ADR 067): what other modules may use of it. */

export { storeNotFound } from './errors.ts'
export { summaryFields } from './product-fields.ts'
export { catalogRepository } from './repository.ts'
export { priceFromNow, pricePaidNow, salePriceNow } from './sale-price.ts'
export { keywordMatch, productSearchFields } from './search.ts'
export { type CatalogService, type PageOf, toSummary } from './service.ts'
export { stockRepository } from './stock-repository.ts'
