import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('..', import.meta.url))
const serverBuild = path.join(root, 'apps/web/build/server/index.js')
const sources = [
  'apps/web/app',
  'apps/web/public',
  'packages/contract/src',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
]

function newestMtime(target: string): number {
  const full = path.join(root, target)
  if (!existsSync(full)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
    }
  }
  return newest
}

/** Builds the storefront when the build is missing or older than any of its sources. */
export function buildIfNeeded(): void {
  const builtAt = existsSync(serverBuild) ? statSync(serverBuild).mtimeMs : 0
  if (builtAt >= Math.max(...sources.map(newestMtime))) return
  console.log('Building the storefront…')
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
