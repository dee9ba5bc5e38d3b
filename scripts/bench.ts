import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildIfNeeded, root } from './build-if-needed.ts'

/**
 * `npm run bench`: starts the production server on the embedded database and reports latency
 * percentiles of key pages and API calls (sequential requests on loopback). Timing lives here,
 * never in tests.
 */
const port = Number(process.env.BENCH_PORT || 3299)
const base = `http://127.0.0.1:${port}`
const rounds = Number(process.env.BENCH_ROUNDS || 200)
const targets = ['/', '/zh/about-us', '/no/such/page', '/api/v1/configuration/latest']

buildIfNeeded()
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'))
const server = spawn('node', ['apps/web/server/index.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
})

async function waitReady(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('server did not become ready')
}

try {
  await waitReady()
  console.log(`${rounds} sequential requests each, after 20 warm-up requests\n`)
  console.log('target'.padEnd(34), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8))
  for (const target of targets) {
    for (let i = 0; i < 20; i++) await (await fetch(base + target)).arrayBuffer()
    const times: number[] = []
    for (let i = 0; i < rounds; i++) {
      const start = performance.now()
      await (await fetch(base + target)).arrayBuffer()
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    const at = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1)
    console.log(target.padEnd(34), at(0.5).padStart(8), at(0.95).padStart(8), at(1).padStart(8))
  }
} finally {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
