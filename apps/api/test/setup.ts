import { afterAll, vi } from 'vitest'
import { setPasswordCostForTests } from '../src/lib/secrets.ts'

/**
 * Runs in every test file before it. Accounts are made by the thousand and no test here is about
 * how long a password check takes, so passwords are hashed at 1/32 of the production cost (scrypt
 * N=2^10 instead of 2^15: about 6 ms instead of 0.2 s of a core). secrets.test.ts checks a hash
 * made at the production cost too.
 */
setPasswordCostForTests(1024)

/**
 * Test files share their worker (vitest.config.ts), so each leaves the process as it found it:
 * console and other spied-on methods, environment variables, globals and the clock.
 */
afterAll(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})
