import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { buildIfNeeded, root } from './build-if-needed.ts'
import { journeyBrowser } from './journey-browser.ts'

/**
 * `npm test`: every suite. Unit and API integration tests (Vitest; on PGlite, and on PostgreSQL
 * too when DATABASE_URL is set), then browser journeys (Playwright in the system Chromium).
 */
const e2eOnly = process.argv.includes('--e2e-only')
const ci = Boolean(process.env.CI) && process.env.CI !== 'false'

/** Runs a suite; says how long it took (CI prints its phases, issue 29). */
function run(command: string, args: string[]): void {
  const started = performance.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  const seconds = Math.round((performance.now() - started) / 1000)
  console.log(`── ${args[0] ?? command} took ${seconds} s`)
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/**
 * The local PostgreSQL, when one answers: race tests only mean something there (PGlite runs one
 * transaction at a time), so they run whenever a server is reachable, not only in CI.
 */
async function localPostgres(): Promise<string | null> {
  const { default: pg } = await import('pg')
  for (const user of ['postgres', process.env.USER || 'root']) {
    const url = `postgres://${user}@127.0.0.1:5432/postgres`
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
    try {
      await client.connect()
      await client.query('select 1')
      return url
    } catch {
      // not this user, or no server
    } finally {
      await client.end().catch(() => {})
    }
  }
  return null
}

if (!e2eOnly) {
  if (!process.env.DATABASE_URL) {
    const found = await localPostgres()
    if (found) {
      process.env.DATABASE_URL = found
      console.log(
        `Integration and race tests run on PGlite and on the local PostgreSQL (${found}).`,
      )
    } else {
      console.log(
        'Note: no PostgreSQL answered on 127.0.0.1:5432 and DATABASE_URL is not set, so integration tests run on the embedded PGlite only and race tests are skipped.',
      )
    }
  }
  run('npx', ['vitest', 'run'])
}

const chromium = journeyBrowser()
if (!existsSync(chromium)) {
  const message = [
    `Skipped the browser suite: no Chromium at ${chromium}.`,
    'Install it with `sudo apt-get install chromium-headless-shell` (Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium binary.',
  ].join('\n')
  if (ci) {
    console.error(`${message}\nBrowser tests are required in CI.`)
    process.exit(1)
  }
  console.warn(message)
  process.exit(0)
}

buildIfNeeded()
run('npx', ['playwright', 'test'])
