import cluster from 'node:cluster'
import { enterProductionMode, startupEnv } from '../apps/api/src/env.ts'
import { buildIfNeeded } from './build-if-needed.ts'

/**
 * `npm start`: builds the storefront if needed, then serves shop and API on one port (embedded
 * database, migrated and seeded on first start, unless DATABASE_URL is set).
 *
 * Always production mode: no development mailbox, secure cookies, and React's production build,
 * which React chooses from NODE_ENV when it is first imported, so it is set before anything loads.
 * `npm run dev` is the development server.
 *
 * `WEB_CONCURRENCY=N` runs N server processes on the one port (node:cluster, ADR 025), for
 * PostgreSQL only: the embedded database belongs to one process. The first process migrates and
 * seeds before the others start; a process that dies is replaced; SIGTERM or SIGINT stops every
 * process gracefully (requests in flight answered, jobs in progress finished).
 */
const ignored = enterProductionMode()
if (ignored) console.warn(`npm start runs in production mode; NODE_ENV=${ignored} is ignored.`)
const server = '../apps/web/server/index.ts'
// every variable is checked before anything is built or started: one that cannot be used ends
// the start with a message naming it
const env = startupEnv()

if (cluster.isWorker) {
  await import(server)
} else {
  buildIfNeeded()
  const processes = env.webConcurrency
  if (processes > 1 && !env.databaseUrl) {
    console.warn(
      `WEB_CONCURRENCY=${processes} needs DATABASE_URL (PostgreSQL): the embedded database serves one process. Starting one.`,
    )
  }
  if (processes === 1 || !env.databaseUrl) {
    await import(server)
  } else {
    await startProcesses(processes)
  }
}

async function startProcesses(count: number) {
  // migrations and demo content once, before the processes start (they would race each other)
  const { startDatabase } = await import('../apps/api/src/db/startup.ts')
  await (await startDatabase(env)).close()

  let stopping = false
  // one process reads payment receipts (OCR holds ~0.5 GB once used); the others leave it alone
  const receiptWorker = env.receiptWorker ? '1' : '0'
  const readers = new Set<number>()
  const fork = (reads: boolean) => {
    const worker = cluster.fork({ RECEIPT_WORKER: reads ? receiptWorker : '0' })
    if (reads) readers.add(worker.id)
  }
  for (let i = 0; i < count; i++) fork(i === 0)
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    console.error(
      `server process ${worker.process.pid} ended (${signal ?? code}); starting another`,
    )
    fork(readers.delete(worker.id))
  })
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true
      // each process closes its server: answers what it has, finishes running jobs, then exits
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    })
  }
  console.log(`${count} server processes on port ${env.port}`)
}
