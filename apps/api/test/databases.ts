import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Database, openDatabase } from '../src/db/client.ts'
import { seed } from '../src/db/seed/index.ts'

/**
 * The databases every integration test runs on: embedded PGlite always, and the local PostgreSQL
 * when DATABASE_URL is set (CI sets it). Each test file gets its own fresh PostgreSQL database.
 */
export type TestDatabase = { name: 'pglite' | 'postgres'; open(): Promise<Database> }

async function freshPostgres(baseUrl: string): Promise<Database> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const database = openDatabase({ url: url.toString() })
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
  { name: 'pglite', open: async () => openDatabase({ dataDir: null }) },
  ...(process.env.DATABASE_URL
    ? [{ name: 'postgres' as const, open: () => freshPostgres(process.env.DATABASE_URL as string) }]
    : []),
]

/** A migrated and seeded database of the given kind. */
export async function seededDatabase(kind: TestDatabase): Promise<Database> {
  const database = await kind.open()
  await database.migrate()
  await seed(database.db)
  return database
}
