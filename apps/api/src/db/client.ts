import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type Database = {
  db: Db
  /** 'pglite' (embedded) or 'postgres' (node-postgres pool). */
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  ping(): Promise<void>
  close(): Promise<void>
  /** PGlite only: its data directory as one uncompressed tar (tests keep a seeded template). */
  dumpDataDir?(): Promise<Blob>
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url))

export type DatabaseOptions = {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string | undefined
  /** Where PGlite keeps its files; `null` keeps it in memory (tests). */
  dataDir?: string | null
  /** Called with every SQL statement (tests count them). */
  onQuery?: (sql: string) => void
  /** PostgreSQL connections this process may hold (DATABASE_POOL_SIZE; 10 by default). */
  poolSize?: number | undefined
  /** PGlite only: start from this dumped data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob | undefined
}

/** No DATABASE_URL → embedded PGlite persisted under DATA_DIR; otherwise a node-postgres pool. */
export function openDatabase(options: DatabaseOptions): Database {
  const logger = options.onQuery ? { logQuery: (sql: string) => options.onQuery?.(sql) } : undefined
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // an idle connection the server closes (restart, failover, admin) is dropped and replaced on
    // the next query; without a listener node-postgres would throw it as an uncaught exception
    pool.on('error', (err) => {
      process.emitWarning(`idle database connection closed: ${err.message}`)
    })
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => {
        await pool.query('select 1')
      },
      close: () => pool.end(),
    }
  }
  // pg_trgm backs the catalogue's keyword index (migration 0001 creates the extension)
  const extensions = { pg_trgm }
  let client: PGlite
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite')
    mkdirSync(dir, { recursive: true })
    client = new PGlite(dir, { extensions })
  } else {
    client = new PGlite({
      extensions,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    })
  }
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await client.query('select 1')
    },
    close: () => client.close(),
    // after a checkpoint, so that a database started from the copy has no log to replay
    dumpDataDir: async () => {
      await client.exec('checkpoint')
      return client.dumpDataDir('none')
    },
  }
}
