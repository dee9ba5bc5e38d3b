import { globSync, readFileSync } from 'node:fs'
import { configDefaults, defineConfig } from 'vitest/config'

const include = [
  'packages/*/src/**/*.test.ts',
  'apps/*/src/**/*.test.ts',
  'apps/web/app/**/*.test.{ts,tsx}',
  'apps/web/server/**/*.test.ts',
  'scripts/**/*.test.ts',
]

/**
 * Test files that replace a module (`vi.mock`): a replacement only reaches modules imported after
 * it, so in a shared worker it would miss whatever an earlier file already loaded.
 */
const replacing = globSync(include, { exclude: configDefaults.exclude }).filter((file) =>
  /^\s*vi\.(mock|doMock)\(/m.test(readFileSync(file, 'utf8')),
)

/**
 * Unit and API integration tests; browser journeys run under Playwright (tests/e2e).
 *
 * Test files share their worker's modules (`isolate: false`, issue 29): loading Fastify, every API
 * module, React and the contract again for each of 225 files took about half the suite's CPU time.
 * A file still gets its own database, app and rate-limit store; what it changes in the process it
 * puts back (apps/api/test/setup.ts). Only the files that replace a module keep a fresh module
 * graph each.
 */
export default defineConfig({
  test: {
    environment: 'node',
    // passwords hashed at a test-only cost in every test file (apps/api/test/setup.ts)
    setupFiles: ['apps/api/test/setup.ts'],
    // both cores: the integration tests wait on PGlite and PostgreSQL in turn (1.34× faster than
    // Vitest's default of one worker on this two-core machine)
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include,
          exclude: [...configDefaults.exclude, ...replacing],
          isolate: false,
          // migrate and seed once per run; each test file copies the result (apps/api/test/databases.ts)
          globalSetup: ['apps/api/test/global-setup.ts'],
        },
      },
      { extends: true, test: { name: 'replacing modules', include: replacing, isolate: true } },
    ],
  },
})
