/**
 * Imports that climb two folders or more (`../../lib/errors.ts`) name the file by its package's
 * alias instead (`#api/lib/errors.ts`, ADR 076), or by the other package's name when they cross
 * into it (`@shop/contract/constants`). Imports in the same folder or one up stay relative.
 *
 * `node scripts/import-aliases.ts` rewrites the tree (then lets Biome sort the imports it moved);
 * `--check` lists what it would rewrite and fails if anything, which `npm run lint` runs. Running
 * it twice changes nothing the second time.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path/posix'
import { fileURLToPath } from 'node:url'
import { ROOT, readTree, type SourceFile } from './kernel-counts.ts'
import { aliasFor } from './package-imports.ts'

export type Rewrite = { path: string; line: number; from: string; to: string }

/**
 * Where a specifier is written: `from '…'`, `import '…'`, `import('…')` and Vitest's
 * `vi.mock('…')`-style calls; strings elsewhere (`new URL('../..', import.meta.url)`) are paths,
 * not imports, and stay.
 */
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(?\s*|\bvi\.(?:mock|doMock|unmock|doUnmock|importActual|importMock)\(\s*)(['"])((?:\.\.\/){2,}[^'"\n]*)\2/g

const onDisk = (target: string) =>
  ['', '.ts', '.tsx', '/index.ts'].some((end) => existsSync(join(ROOT, target + end)))

/** The file's text with its climbing imports named by alias, and what changed. */
export function rewrite(file: SourceFile, exists: (target: string) => boolean = onDisk) {
  const rewrites: Rewrite[] = []
  const text = file.text.replace(
    SPECIFIER,
    (whole, before: string, quote: string, specifier: string, at: number) => {
      const target = normalize(join(dirname(file.path), specifier))
      // a specifier that names no file of the tree (a fixture in a test's string) is left alone
      const alias = exists(target) ? aliasFor(file.path, target) : undefined
      if (!alias) return whole
      const line = file.text.slice(0, at).split('\n').length
      rewrites.push({ path: file.path, line, from: specifier, to: alias })
      return `${before}${quote}${alias}${quote}`
    },
  )
  return { text, rewrites }
}

function main(check: boolean) {
  const changed = readTree().map((file) => ({ file, ...rewrite(file) }))
  const rewrites = changed.flatMap((c) => c.rewrites)
  const files = changed.filter((c) => c.rewrites.length > 0)
  if (check) {
    for (const r of rewrites)
      console.error(`import aliases: ${r.path}:${r.line} ${r.from} → ${r.to}`)
    if (rewrites.length > 0) {
      console.error(
        `import aliases: ${rewrites.length} imports climb two folders or more; run node scripts/import-aliases.ts`,
      )
      process.exit(1)
    }
    console.log('import aliases: no import climbs two folders or more')
    return
  }
  for (const c of files) writeFileSync(join(ROOT, c.file.path), c.text)
  if (files.length > 0) {
    // the aliases sort among the packages' imports, and a shorter specifier may fit one line
    const biome = join(ROOT, 'node_modules/.bin/biome')
    const paths = files.map((c) => c.file.path)
    const run = spawnSync(biome, ['check', '--write', '--linter-enabled=false', ...paths], {
      cwd: ROOT,
      stdio: 'inherit',
    })
    if (run.status !== 0) process.exit(run.status ?? 1)
  }
  console.log(`import aliases: rewrote ${rewrites.length} imports in ${files.length} files`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.includes('--check'))
