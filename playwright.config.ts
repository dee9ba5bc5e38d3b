import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { journeyBrowser } from './scripts/journey-browser.ts'

/**
 * Browser journeys against the real server on the embedded database, in the system Chromium
 * (never a downloaded browser). scripts/test.ts builds the storefront first.
 */
const port = Number(process.env.E2E_PORT || 3210)
const baseURL = `http://127.0.0.1:${port}`
const chromium = journeyBrowser()
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'))
// no password is seeded: the journeys' staff login is made the way an owner makes one, with a
// password of this run (set once here; the workers inherit it and read it in order-helpers.ts)
process.env.E2E_STAFF_EMAIL ||= 'e2e.staff@maisonharbour.test'
process.env.E2E_STAFF_PASSWORD ||= `Staff${randomBytes(12).toString('hex')}0`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/journeys.json' }]]
    : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL,
    // recorded on a failed journey's retry: recording every journey (screenshots and DOM
    // snapshots of each step) cost a sixth of the browser's and the runner's time
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--disable-gpu',
        // WebGL in software (SwiftShader), so the project page's 3D viewer really renders; newer
        // Chromium no longer falls back to it without being asked
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /delivery-fees\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // journeys that change a setting the whole shop shares (the carrying fee) while other journeys
    // expect its usual value: run once every other journey is done
    {
      name: 'shared-settings',
      testMatch: /delivery-fees\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command:
      'printf "%s" "$E2E_STAFF_PASSWORD" | node apps/api/src/cli/staff.ts create --email "$E2E_STAFF_EMAIL" --role owner --password-stdin && exec node apps/web/server/index.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    // two starts of the embedded database: the staff command (which migrates it), then the server
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      API_URL: '',
      LOG_LEVEL: 'warn',
      // the journeys read sign-up and recovery messages in the development mailbox, which exists
      // only when switched on outside production mode
      NODE_ENV: 'test',
      DEV_MAILBOX: '1',
      PUBLIC_URL: baseURL,
      // issue 16: earned points become available at once, so a journey can spend what it earned
      MEMBERSHIP_PENDING_DAYS: '0',
    },
  },
})
