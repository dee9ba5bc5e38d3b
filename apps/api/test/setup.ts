import { setPasswordCostForTests } from '../src/lib/secrets.ts'

/**
 * Runs in every test file before it. Accounts are made by the thousand and no test here is about
 * how long a password check takes, so passwords are hashed at 1/32 of the production cost (scrypt
 * N=2^10 instead of 2^15: about 6 ms instead of 0.2 s of a core). secrets.test.ts checks a hash
 * made at the production cost too.
 */
setPasswordCostForTests(1024)
