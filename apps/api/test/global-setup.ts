import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

/**
 * Migrating and seeding costs seconds; doing it once per run instead of once per test file is most
 * of the integration suite's time. This only names the run's template directory (cheap, so a run
 * of unit tests pays nothing); the first test file that asks for a seeded database builds the
 * templates there and the others copy them (`seededDatabase` in databases.ts).
 */
export const TEMPLATE_DIR_ENV = 'SHOP_TEST_TEMPLATE_DIR'

let dir: string | undefined

export function setup(): void {
  dir = mkdtempSync(path.join(tmpdir(), 'shop-test-template-'))
  process.env[TEMPLATE_DIR_ENV] = dir
}

export async function teardown(): Promise<void> {
  if (!dir) return
  // the PostgreSQL template, when one was made, is named in the directory
  const baseUrl = process.env.DATABASE_URL
  const named = path.join(dir, 'postgres.name')
  try {
    const name = readFileSync(named, 'utf8').trim()
    if (baseUrl && /^shop_template_[0-9a-f]+$/.test(name)) {
      const admin = new pg.Client({ connectionString: baseUrl })
      await admin.connect()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  } catch {
    // no PostgreSQL template was made this run
  }
  rmSync(dir, { recursive: true, force: true })
}
