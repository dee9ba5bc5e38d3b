/** The personal module's door (ADR 067): a shopper's own figures on a page (issue 31). */

export { personalRoutes } from './routes.ts'
