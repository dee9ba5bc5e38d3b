/** The content module's door (ADR 067): what other modules may use of it. */
export { referenceOf } from './enquiry-service.ts'
export { plainText, sanitizeLocalized, sanitizeRichText } from './sanitize.ts'
