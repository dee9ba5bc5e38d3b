/**
 * Which file an import names, read from the packages' `package.json` (ADR 076): a package's own
 * files through its `imports` aliases (`#api/*` → `apps/api/src/*`), another package's through
 * its name and `exports` (`@shop/api/*` → `apps/api/src/*.ts`). The import-aliases codemod and
 * the kernel counts both use it, so `#api/modules/cart/service.ts` is the same file to them as
 * `../cart/service.ts`.
 */
import { readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path/posix'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')

/** `#api/*` → `./src/*` as `{ from: '#api/', to: 'apps/api/src/' }`; a key without `*` is exact. */
export type Mapping = { from: string; fromEnd: string; to: string; toEnd: string; exact: boolean }
/** A package of the tree: `dir` is '' for the root, `apps/api` for a workspace. */
export type Package = { dir: string; name: string; imports: Mapping[]; exports: Mapping[] }

type Manifest = {
  name?: string
  workspaces?: string[]
  imports?: Record<string, unknown>
  exports?: Record<string, unknown>
}

function mappings(dir: string, table: Record<string, unknown> | undefined, prefix: string) {
  const found: Mapping[] = []
  for (const [key, value] of Object.entries(table ?? {})) {
    if (typeof value !== 'string') continue
    const from = prefix + key.replace(/^\.\/?/, '')
    const to = normalize(join(dir, value))
    const [fromStart, fromEnd = ''] = from.split('*') as [string, string?]
    const [toStart, toEnd = ''] = to.split('*') as [string, string?]
    found.push({ from: fromStart, fromEnd, to: toStart, toEnd, exact: !key.includes('*') })
  }
  // Node takes the pattern with the longest prefix first
  return found.sort((a, b) => b.from.length - a.from.length)
}

export function readPackages(root = ROOT): Package[] {
  const read = (dir: string) =>
    JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Manifest
  const top = read('')
  return ['', ...(top.workspaces ?? [])].map((dir) => {
    const manifest = dir ? read(dir) : top
    const name = manifest.name ?? dir
    return {
      dir,
      name,
      imports: mappings(dir, manifest.imports, ''),
      exports: mappings(dir, manifest.exports, `${name}/`).map((m) =>
        m.exact ? { ...m, from: m.from.replace(/\/$/, '') } : m,
      ),
    }
  })
}

let cached: Package[] | undefined
const packages = () => {
  cached ??= readPackages()
  return cached
}

/** The package a tree path belongs to: the workspace whose folder holds it, else the root. */
export function packageOf(path: string, all = packages()): Package {
  const owners = all.filter((p) => p.dir && path.startsWith(`${p.dir}/`))
  return owners.sort((a, b) => b.dir.length - a.dir.length)[0] ?? (all[0] as Package)
}

function apply(mapping: Mapping, specifier: string) {
  if (mapping.exact) return specifier === mapping.from ? mapping.to : undefined
  if (!specifier.startsWith(mapping.from) || !specifier.endsWith(mapping.fromEnd)) return undefined
  const rest = specifier.slice(mapping.from.length, specifier.length - mapping.fromEnd.length)
  return mapping.to + rest + mapping.toEnd
}

/**
 * The tree path a relative or `#` specifier in `from` names (`apps/api/src/lib/errors.ts`), or
 * undefined for a package, a `node:` import or an alias the package does not declare.
 */
export function resolveSpecifier(from: string, specifier: string, all = packages()) {
  if (specifier.startsWith('.')) return normalize(join(dirname(from), specifier))
  if (!specifier.startsWith('#')) return undefined
  for (const mapping of packageOf(from, all).imports) {
    const target = apply(mapping, specifier)
    if (target) return target
  }
  return undefined
}

function reverse(mapping: Mapping, target: string) {
  if (mapping.exact) return target === mapping.to ? mapping.from : undefined
  if (!target.startsWith(mapping.to) || !target.endsWith(mapping.toEnd)) return undefined
  const rest = target.slice(mapping.to.length, target.length - mapping.toEnd.length)
  return rest ? mapping.from + rest + mapping.fromEnd : undefined
}

/**
 * How `from` should name `target` without climbing folders: its own package's alias
 * (`#api/lib/errors.ts`), or another package's name (`@shop/contract/constants`); undefined when
 * neither reaches it.
 */
export function aliasFor(from: string, target: string, all = packages()) {
  const own = packageOf(from, all)
  const owner = packageOf(target, all)
  const candidates = owner === own ? own.imports : owner.dir ? owner.exports : []
  // the mapping naming the deepest folder wins (`#api-test/*` over a root-wide one)
  const named = candidates
    .filter((m) => !m.exact || owner !== own)
    .sort((a, b) => Number(b.exact) - Number(a.exact) || b.to.length - a.to.length)
    .map((m) => reverse(m, target))
    .find((s) => s !== undefined)
  return named
}
