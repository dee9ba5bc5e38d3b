/**
 * Counts, on the tree, how far the code keeps to the kernel and the module doors (issue 29,
 * ADR 060): `npm run kernel-counts` prints each count with the places it found. Heuristics read
 * the text of the files (no compiler), so they are quick and explainable:
 *
 * - repository reach: an import (type-only too) in `apps/api/src/modules/<a>/…` of a
 *   `*repository.ts` file of another module `<b>`, by a relative path or an alias
 *   (`#api/modules/<b>/…`, resolved through package.json `imports`); test files aside.
 * - door reach: an import in a module of another module's file other than its `index.ts` (its
 *   door), repositories included; test files aside. Printed per module reached.
 * - module cycles: API modules that reach each other through imports of non-test files
 *   (strongly connected groups of the module graph).
 * - `process.env`: non-test files that read it, per app (`apps/api`, `apps/web`, …).
 * - kernel copies: where Hong Kong's UTC+8 offset is written out (`8 * 3600…`, the way "today in
 *   Hong Kong" is computed, or `${date}T00:00:00+08:00` made from a variable), where dates are
 *   moved by days (`addDays`, `setUTCDate`), and UUID
 *   patterns (`[0-9a-f]{8}` or `[0-9a-f-]{36}`), in non-test files; the kernel's own count is 1.
 * - money by float: `Number(` or `parseFloat(` whose argument names an amount (amount, price,
 *   total, fee, discount, refund, balance, deposit, paid, cost, shipping, money), non-test files.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { resolveSpecifier } from './package-imports.ts'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const FOLDERS = ['apps', 'packages', 'scripts', 'tests']
const SKIP = new Set(['node_modules', 'build', 'dist', '.react-router', 'drizzle', 'test-results'])
const MODULES = 'apps/api/src/modules/'
/** Where the kernel lives: its definitions are the one allowed copy. */
export const KERNEL_FILES = ['packages/contract/src/hk-time.ts', 'packages/contract/src/ids.ts']

export type SourceFile = { path: string; text: string }
export type Hit = { path: string; line: number; text: string }

export function readTree(root = ROOT): SourceFile[] {
  const files: SourceFile[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
        files.push({ path, text: readFileSync(join(root, path), 'utf8') })
    }
  }
  for (const folder of FOLDERS) walk(folder)
  return files.sort((a, b) => a.path.localeCompare(b.path))
}

const SELF = 'scripts/kernel-counts.ts'
const isTest = (path: string) =>
  /\.(test|spec)\.tsx?$/.test(path) ||
  /(^|\/)tests?\//.test(path) ||
  /test-helpers?\.ts$/.test(path) ||
  path === SELF

const moduleOf = (path: string) =>
  path.startsWith(MODULES) ? path.slice(MODULES.length).split('/')[0] : undefined

type Import = { from: string; to: string; names: string[]; line: number; text: string }

/**
 * Relative and aliased (`#api/…`, ADR 076) imports and re-exports of a file, resolved to tree
 * paths.
 */
export function importsOf(file: SourceFile): Import[] {
  const found: Import[] = []
  const pattern = /(?:^|\n)\s*(?:import|export)\b([^'"`;]*?)from\s*['"]([.#][^'"]+)['"]/g
  for (const match of file.text.matchAll(pattern)) {
    const to = resolveSpecifier(file.path, match[2] as string)
    if (!to) continue
    const names = [...(match[1] ?? '').matchAll(/(?:type\s+)?(\w+)(?:\s+as\s+\w+)?\s*[,}]/g)].map(
      (m) => m[1] as string,
    )
    const at = (match.index ?? 0) + match[0].length
    const line = file.text.slice(0, at).split('\n').length
    found.push({ from: file.path, to, names, line, text: match[0].trim() })
  }
  return found
}

/** Imports of another module's repository from inside a module. */
export function repositoryReach(files: SourceFile[]): Hit[] {
  return files
    .filter((f) => moduleOf(f.path) && !isTest(f.path))
    .flatMap(importsOf)
    .filter((i) => {
      const target = moduleOf(i.to)
      return target && target !== moduleOf(i.from) && /repository(\.ts)?$/.test(i.to)
    })
    .map((i) => ({
      path: i.from,
      line: i.line,
      text: `→ ${i.to} { ${i.names.join(', ')} }`,
    }))
}

/** Imports of another module's internals (any file but its `index.ts`) from inside a module. */
export function doorReach(files: SourceFile[]): Hit[] {
  return files
    .filter((f) => moduleOf(f.path) && !isTest(f.path))
    .flatMap(importsOf)
    .filter((i) => {
      const target = moduleOf(i.to)
      return (
        target &&
        target !== moduleOf(i.from) &&
        !/^index(\.ts)?$/.test(i.to.slice(`${MODULES}${target}/`.length))
      )
    })
    .map((i) => ({ path: i.from, line: i.line, text: `→ ${i.to} { ${i.names.join(', ')} }` }))
}

/** Groups of API modules that import each other, directly or round a circle. */
export function moduleCycles(files: SourceFile[]): string[][] {
  const edges = new Map<string, Set<string>>()
  for (const i of files.filter((f) => moduleOf(f.path) && !isTest(f.path)).flatMap(importsOf)) {
    const [a, b] = [moduleOf(i.from) as string, moduleOf(i.to)]
    if (!b || a === b) continue
    edges.set(a, (edges.get(a) ?? new Set()).add(b))
  }
  // Tarjan's strongly connected components
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  const visit = (v: string) => {
    index.set(v, index.size)
    low.set(v, index.get(v) as number)
    stack.push(v)
    onStack.add(v)
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number))
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = []
      let w: string
      do {
        w = stack.pop() as string
        onStack.delete(w)
        group.push(w)
      } while (w !== v)
      if (group.length > 1) groups.push(group.sort())
    }
  }
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v)
  return groups
}

/** Lines of non-test files matching `pattern`, the kernel's own files aside. */
function linesMatching(files: SourceFile[], pattern: RegExp, keepKernel = false): Hit[] {
  return files
    .filter((f) => !isTest(f.path) && (keepKernel || !KERNEL_FILES.includes(f.path)))
    .flatMap((f) =>
      f.text.split('\n').flatMap((text, i) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(text)) return []
        return pattern.test(text) ? [{ path: f.path, line: i + 1, text: text.trim() }] : []
      }),
    )
}

export const readsEnv = (files: SourceFile[]) => linesMatching(files, /\bprocess\.env\b/, true)

/** Hong Kong's offset written out: how "today in Hong Kong" gets computed again. */
export const hkOffsetCopies = (files: SourceFile[]) =>
  linesMatching(
    files,
    /(?<![\d.])8\s*\*\s*(3_?600(_?000)?|60\s*\*\s*(60|MINUTE)|HOUR)\b|\}(T\d\d)?:00(:00)?\+08:00/,
  )

export const addDaysCopies = (files: SourceFile[]) =>
  linesMatching(files, /\bfunction\s+addDays\b|\b(const|let)\s+addDays\s*=|setUTCDate\(/)

export const uuidPatternCopies = (files: SourceFile[]) =>
  linesMatching(files, /\[0-9a-f(A-F)?\]\{8\}|\[0-9a-f-\]\{36\}|\[\\da-f/i)

const MONEY = /amount|price|total|fee|discount|refund|balance|deposit|paid|cost|shipping|money/i
/** `Number(x)` / `parseFloat(x)` where `x` names an amount of money. */
export const moneyAsFloat = (files: SourceFile[]) =>
  linesMatching(files, /(?:\bNumber|parseFloat)\(/).filter((hit) =>
    [...hit.text.matchAll(/(?:\bNumber|parseFloat)\(([^()]*(?:\([^()]*\))?[^()]*)\)/g)].some((m) =>
      MONEY.test(m[1] as string),
    ),
  )

export type Counts = ReturnType<typeof kernelCounts>

export function kernelCounts(files = readTree()) {
  const env = readsEnv(files)
  const envFiles = new Map<string, Set<string>>()
  for (const hit of env) {
    const app = hit.path
      .split('/')
      .slice(0, hit.path.startsWith('apps/') ? 2 : 1)
      .join('/')
    envFiles.set(app, (envFiles.get(app) ?? new Set()).add(hit.path))
  }
  return {
    repositoryReach: repositoryReach(files),
    doorReach: doorReach(files),
    moduleCycles: moduleCycles(files),
    env,
    envFiles,
    hkOffset: hkOffsetCopies(files),
    addDays: addDaysCopies(files),
    uuidPattern: uuidPatternCopies(files),
    moneyAsFloat: moneyAsFloat(files),
  }
}

function print(counts: Counts) {
  const list = (hits: Hit[]) => {
    for (const h of hits) console.log(`    ${h.path}:${h.line}  ${h.text.slice(0, 110)}`)
  }
  const row = (name: string, value: number | string) => console.log(`${name.padEnd(58)} ${value}`)
  row("imports into another API module's repository", counts.repositoryReach.length)
  list(counts.repositoryReach)
  row("imports of another API module's internals (not its index.ts)", counts.doorReach.length)
  const reached = new Map<string, number>()
  for (const h of counts.doorReach) {
    const target = moduleOf(h.text.slice(2)) as string
    reached.set(target, (reached.get(target) ?? 0) + 1)
  }
  console.log(
    `    by module reached: ${[...reached]
      .sort((a, b) => b[1] - a[1])
      .map(([m, n]) => `${m} ${n}`)
      .join(', ')}`,
  )
  row('import cycles between API modules (groups)', counts.moduleCycles.length)
  for (const group of counts.moduleCycles) console.log(`    ${group.join(' ⇄ ')}`)
  const perApp = [...counts.envFiles].map(([app, files]) => `${app} ${files.size}`).join(', ')
  row('files reading process.env', `${perApp} (${counts.env.length} reads)`)
  for (const [app, files] of counts.envFiles) console.log(`    ${app}: ${[...files].join(', ')}`)
  row('"today in Hong Kong" defined (kernel 1 + copies)', 1 + counts.hkOffset.length)
  list(counts.hkOffset)
  row('addDays defined (kernel 1 + copies)', 1 + counts.addDays.length)
  list(counts.addDays)
  row('UUID pattern defined (kernel 1 + copies)', 1 + counts.uuidPattern.length)
  list(counts.uuidPattern)
  row('Number( / parseFloat( on money', counts.moneyAsFloat.length)
  list(counts.moneyAsFloat)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) print(kernelCounts())
