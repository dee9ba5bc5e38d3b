import { buildApi } from './app.ts'
import { startDatabase } from './db/startup.ts'
import { readEnv } from './env.ts'
import { serverOptions } from './logger.ts'

/** The customer API alone (the storefront can point at it with API_URL). */
const env = readEnv()
const database = await startDatabase(env)
const app = await buildApi(database, serverOptions())
app.addHook('onClose', () => database.close())

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, 'shutting down')
    await app.close()
    process.exit(0)
  })
}
await app.listen({
  port: Number(process.env.API_PORT || process.env.PORT || 4000),
  host: '0.0.0.0',
})
