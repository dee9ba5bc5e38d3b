import { buildIfNeeded } from './build-if-needed.ts'

/**
 * `npm start`: builds the storefront if needed, then serves shop and API on one port (embedded
 * database, migrated and seeded on first start, unless DATABASE_URL is set).
 *
 * Always production mode: no development mailbox, secure cookies, and React's production build,
 * which React chooses from NODE_ENV when it is first imported, so it is set before anything loads.
 * `npm run dev` is the development server.
 */
if (process.env.NODE_ENV && process.env.NODE_ENV !== 'production') {
  console.warn(`npm start runs in production mode; NODE_ENV=${process.env.NODE_ENV} is ignored.`)
}
process.env.NODE_ENV = 'production'
buildIfNeeded()
await import('../apps/web/server/index.ts')
