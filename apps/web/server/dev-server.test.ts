import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * `npm run dev` (Vite as middleware, hot reload) serves pages: it once answered 500 on every one
 * because the app's RouterContextProvider came from another copy of react-router than the request
 * handler's. Started for real, on its own port and embedded database, without the network.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url))
// the first start migrates and seeds a new database, then Vite transforms the app on demand
const STARTUP_MS = 240_000

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const address = probe.address()
  probe.close()
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

describe('npm run dev', () => {
  let child: ChildProcess
  let dataDir: string
  let base: string
  let output = ''

  beforeAll(async () => {
    const port = await freePort()
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-dev-'))
    base = `http://127.0.0.1:${port}`
    const {
      DATABASE_URL: _db,
      REDIS_URL: _redis,
      API_URL: _api,
      NODE_ENV: _mode,
      ...env
    } = process.env
    // its own process group, so stopping it stops npm, the shell and the server under them
    child = spawn('npm', ['run', 'dev'], {
      cwd: root,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    const deadline = Date.now() + STARTUP_MS
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`)
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
      if (ready) return
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error(`npm run dev did not answer within ${STARTUP_MS} ms:\n${output}`)
  }, STARTUP_MS + 10_000)

  afterAll(async () => {
    if (child?.pid && child.exitCode === null) {
      const exited = once(child, 'exit')
      process.kill(-child.pid, 'SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }, 30_000)

  it('renders the home page with the shop’s name', async () => {
    const response = await fetch(`${base}/`)
    const html = await response.text()
    expect(response.status, html.slice(0, 500)).toBe(200)
    expect(html).toContain('Maison Harbour Interiors')
    // the app's modules come from Vite, untransformed paths: the development server, not a build
    expect(html).toContain('/app/root.tsx')
  }, 120_000)
})
