export { adminSynonymRoutes } from './routes.ts'
export { type SearchSynonymsService, searchSynonymsService } from './service.ts'
