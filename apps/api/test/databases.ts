import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Database, type DatabaseOptions, openDatabase } from '../src/db/client.ts'
import { seed } from '../src/db/seed/index.ts'

/**
 * The databases every integration test runs on: embedded PGlite always, and the local PostgreSQL
 * when DATABASE_URL is set (CI sets it). Each test file gets its own fresh PostgreSQL database.
 */
type Hooks = Pick<DatabaseOptions, 'onQuery'>
export type TestDatabase = { name: 'pglite' | 'postgres'; open(hooks?: Hooks): Promise<Database> }

async function freshPostgres(baseUrl: string, hooks: Hooks = {}): Promise<Database> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const database = openDatabase({ url: url.toString(), ...hooks })
  const close = database.close
  database.close = async () => {
    await close()
    const cleanup = new pg.Client({ connectionString: baseUrl })
    await cleanup.connect()
    await cleanup.query(`drop database if exists ${name} with (force)`)
    await cleanup.end()
  }
  return database
}

export const testDatabases: TestDatabase[] = [
  { name: 'pglite', open: async (hooks) => openDatabase({ dataDir: null, ...hooks }) },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'postgres' as const,
          open: (hooks?: Hooks) => freshPostgres(process.env.DATABASE_URL as string, hooks),
        },
      ]
    : []),
]

/** A migrated and seeded database of the given kind. */
export async function seededDatabase(kind: TestDatabase, hooks?: Hooks): Promise<Database> {
  const database = await kind.open(hooks)
  await database.migrate()
  await seed(database.db)
  return database
}

/**
 * Where race tests run: PostgreSQL only. PGlite runs one transaction at a time, so a race there
 * proves nothing (a missing lock passes). `npm test` points DATABASE_URL at the local server
 * whenever one answers; without one these tests are reported as skipped.
 */
export const raceDatabases: TestDatabase[] = testDatabases.filter((d) => d.name === 'postgres')
