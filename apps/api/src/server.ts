import { buildApi } from './app.ts'
import { startDatabase } from './db/startup.ts'
import { startupEnv } from './env.ts'
import { serverOptions } from './logger.ts'

/** The customer API alone (the storefront can point at it with API_URL). */
const env = startupEnv()
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
  port: env.apiPort,
  host: '0.0.0.0',
})
