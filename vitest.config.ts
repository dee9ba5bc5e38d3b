import { defineConfig } from 'vitest/config'

/** Unit and API integration tests; browser journeys run under Playwright (tests/e2e). */
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/web/app/**/*.test.{ts,tsx}',
      'apps/web/server/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // migrate and seed once per run; each test file copies the result (apps/api/test/databases.ts)
    globalSetup: ['apps/api/test/global-setup.ts'],
    // passwords hashed at a test-only cost in every test file (apps/api/test/setup.ts)
    setupFiles: ['apps/api/test/setup.ts'],
    // both cores: the integration tests wait on PGlite and PostgreSQL in turn (1.34× faster than
    // Vitest's default of one worker on this two-core machine)
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
