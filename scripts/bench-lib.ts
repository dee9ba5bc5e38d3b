import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, tmpdir } from 'node:os'
import path from 'node:path'
import { buildIfNeeded, root } from './build-if-needed.ts'

/** Shared by `npm run bench` and `npm run bench:web`: a production server to measure. */

export const MAIN_STORE_ID = '6b1f1c2e-3f0a-4c57-9a52-6f1d2b7c0001'
export const productListApi = `/api/v1/stores/${MAIN_STORE_ID}/product-management/products/filter?per_page=24`
export const productDetailsApi = (id: string) =>
  `/api/v1/stores/${MAIN_STORE_ID}/product-management/products/${id}/details`
export const productListPage = '/shop/main/product?per_page=24'
export const productPage = (id: string, slug: string) => `/shop/main/product/${id}/${slug}`

export type BenchServer = {
  base: string
  database: string
  /** the server's process id (one process: the server itself), for its CPU time */
  pid?: number
  stop: () => Promise<void>
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

async function waitReady(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${base}/readyz`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not become ready within 2 minutes')
}

/**
 * Builds the storefront if needed and starts the production server as a child process on a free
 * port: the embedded database in a fresh temporary DATA_DIR, or PostgreSQL when DATABASE_URL is
 * set (migrated and seeded at start-up either way).
 */
export async function startProductionServer(extraEnv: Record<string, string> = {}, processes = 1) {
  buildIfNeeded()
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'))
  const databaseUrl = process.env.DATABASE_URL || ''
  // several processes go through `npm start`'s cluster (scripts/start.ts); one is the server alone
  const entry = processes > 1 ? 'scripts/start.ts' : 'apps/web/server/index.ts'
  // BENCH_CPU_PROF=DIR: the server (not the load generator) writes a V8 CPU profile there on exit
  const profile = process.env.BENCH_CPU_PROF
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : []
  const child = spawn(process.execPath, [...flags, entry], {
    cwd: root,
    env: {
      ...process.env,
      ...extraEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: String(processes),
      // request logs would measure the log pipe; LOG_LEVEL=info puts them back
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitReady(base, child)
  } catch (error) {
    await stop()
    throw error
  }
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'
  return { base, database, pid: child.pid, stop } satisfies BenchServer
}

/**
 * Waits until the server answers /readyz (a database round trip) within 100 ms again: requests
 * that autocannon gave up on are still being served, and would slow the next target down.
 */
export async function settle(base: string): Promise<void> {
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    const start = performance.now()
    const ok = (await fetch(`${base}/readyz`).catch(() => null))?.ok
    if (ok && performance.now() - start < 100) return
    await new Promise((r) => setTimeout(r, 500))
  }
}

/** Stops the server on Ctrl-C too, so no orphan keeps the port. */
export function stopOnSignal(server: BenchServer): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      await server.stop()
      process.exit(130)
    })
  }
}

/** A product of the seeded list, for the detail targets. */
export async function firstProduct(base: string): Promise<{ id: string; slug: string }> {
  const response = await fetch(base + productListApi)
  if (!response.ok) throw new Error(`product list answered ${response.status}`)
  const body = (await response.json()) as { data?: { _id: string; slug: string }[] }
  const product = body.data?.[0]
  if (!product) throw new Error('the product list is empty')
  return { id: product._id, slug: product.slug }
}

/** Right-aligned plain-text table. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

export function writeJson(file: string, value: unknown): void {
  const target = path.resolve(root, file)
  mkdirSync(path.dirname(target), { recursive: true })
  writeFileSync(target, `${JSON.stringify(value, null, 2)}\n`)
  console.log(`\nresults written to ${path.relative(root, target)}`)
}

export function machine(): string {
  const cpu = cpus()
  return `${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${process.platform} ${process.arch}, Node ${process.version}`
}
