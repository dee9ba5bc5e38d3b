import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { describe, it } from 'vitest'
import { type Database, type DatabaseOptions, openDatabase } from '../src/db/client.ts'
import { seed } from '../src/db/seed/index.ts'
import { TEMPLATE_DIR_ENV } from './global-setup.ts'

/**
 * The databases every integration test runs on: embedded PGlite always, and the local PostgreSQL
 * when DATABASE_URL is set (CI sets it). Each test file gets its own fresh PostgreSQL database.
 */
type Hooks = Pick<DatabaseOptions, 'onQuery'>
export type TestDatabase = { name: 'pglite' | 'postgres'; open(hooks?: Hooks): Promise<Database> }

async function freshPostgres(
  baseUrl: string,
  hooks: Hooks = {},
  template?: string,
): Promise<Database> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
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

/** Runs `build` once per run across the test processes; the others wait for its result. */
async function once(dir: string, name: string, build: (file: string) => Promise<void>) {
  const file = path.join(dir, name)
  if (existsSync(file)) return file
  try {
    mkdirSync(`${file}.lock`)
  } catch {
    // another test file is building it: wait for the result (or take over if it gave up)
    for (let waited = 0; waited < 120_000; waited += 100) {
      if (existsSync(file)) return file
      if (!existsSync(`${file}.lock`)) return once(dir, name, build)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`the seeded ${name} template was not made in two minutes`)
  }
  try {
    await build(`${file}.partial`)
    renameSync(`${file}.partial`, file)
    return file
  } finally {
    rmSync(`${file}.lock`, { recursive: true, force: true })
  }
}

/** The run's seeded PGlite data directory, as a tar file. */
function pgliteTemplate(dir: string) {
  return once(dir, 'pglite.tar', async (file) => {
    const database = openDatabase({ dataDir: null })
    await database.migrate()
    await seed(database.db)
    if (!database.dumpDataDir) throw new Error('the embedded database cannot be dumped')
    const dump = await database.dumpDataDir()
    await database.close()
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  })
}

/** The run's seeded PostgreSQL template database; its name is kept in the file. */
function postgresTemplate(dir: string, baseUrl: string) {
  return once(dir, 'postgres.name', async (file) => {
    const name = `shop_template_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: baseUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(baseUrl)
    url.pathname = `/${name}`
    const database = openDatabase({ url: url.toString(), poolSize: 2 })
    await database.migrate()
    await seed(database.db)
    await database.close()
    writeFileSync(file, name)
  })
}

/**
 * A migrated and seeded database of the given kind: a copy of the run's seeded template
 * (made once, by the first file that asks) when the run has a template directory
 * (test/global-setup.ts), otherwise migrated and seeded here.
 */
export async function seededDatabase(kind: TestDatabase, hooks?: Hooks): Promise<Database> {
  const dir = process.env[TEMPLATE_DIR_ENV]
  if (dir && kind.name === 'pglite') {
    const loadDataDir = new Blob([readFileSync(await pgliteTemplate(dir))])
    return openDatabase({ dataDir: null, loadDataDir, ...hooks })
  }
  const baseUrl = process.env.DATABASE_URL
  if (dir && kind.name === 'postgres' && baseUrl) {
    const template = readFileSync(await postgresTemplate(dir, baseUrl), 'utf8').trim()
    return freshPostgres(baseUrl, hooks, template)
  }
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

/**
 * `describe.each(raceDatabases)`: without PostgreSQL the races are reported as skipped (Vitest
 * counts a file that declares no suite at all as failed, so `npm test` would fail on a machine
 * without PostgreSQL).
 */
export function describeRaces(title: string, body: (kind: TestDatabase) => void) {
  if (raceDatabases.length) {
    describe.each(raceDatabases)(title, body)
    return
  }
  describe.skip(title.replace('$name', 'postgres'), () => {
    it('runs on PostgreSQL only (DATABASE_URL)', () => {})
  })
}

/**
 * The app's own background work polls the database now and then (the outbox, scheduled jobs,
 * reading payment receipts): a test that counts a request's statements leaves these out.
 */
const backgroundStatement =
  /"(outbox_messages|scheduled_jobs|project_payment_records)"|for update skip locked/i

/** Hooks that write each statement into `statements`, the app's background work left out. */
export function countInto(statements: string[]): Hooks {
  return {
    onQuery: (text) => {
      if (!backgroundStatement.test(text)) statements.push(text)
    },
  }
}
