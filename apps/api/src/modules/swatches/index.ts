/** The swatch requests module's door (ADR 067). */
export { swatchRoutes } from './routes.ts'
export { SWATCH_LIMITS, type SwatchService, swatchService } from './service.ts'
