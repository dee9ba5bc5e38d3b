/** The quotations module's door (ADR 067): what other modules may use of it. */
export type { QuotationRow, VersionRow } from './repository.ts'
export { inLanguage } from './views.ts'
