import { buildIfNeeded } from './build-if-needed.ts'

/**
 * `npm start`: builds the storefront if needed, then serves shop and API on one port (embedded
 * database, migrated and seeded on first start, unless DATABASE_URL is set).
 */
buildIfNeeded()
await import('../apps/web/server/index.ts')
