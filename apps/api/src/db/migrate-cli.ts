import { readEnv } from '../env.ts'
import { startDatabase } from './startup.ts'

/** `npm run db:migrate` (and `db:seed` with --seed). */
const env = readEnv()
const database = await startDatabase(env, { withSeed: process.argv.includes('--seed') })
console.log(
  `migrated ${database.kind} database${process.argv.includes('--seed') ? ' and seeded it' : ''}`,
)
await database.close()
