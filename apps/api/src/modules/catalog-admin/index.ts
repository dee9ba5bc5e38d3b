/** The catalog-admin module's door (ADR 067): what other modules may use of it. */
export { fillChinese, optionalText, richText } from './texts.ts'
