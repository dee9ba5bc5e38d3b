/**
 * `npm run lint` runs this after Biome (ADR 067): API modules use each other through their doors.
 * It fails on
 * - an import in `apps/api/src/modules/<a>/…` of a repository file of another module `<b>`
 *   (`../<b>/repository.ts`, `#api/modules/<b>/stock-repository.ts` …): take what is needed
 *   from `<b>`'s `index.ts`, or ask `<b>` for a service;
 * - an import cycle between modules (modules that reach each other, directly or round a circle);
 * - an import in a module of any file of another module but its `index.ts` (its door): export
 *   what is needed there (issue 29; none is left since 29 November).
 *
 * The offenders known when the check arrived are listed in `scripts/module-doors-baseline.json`:
 * that list may only shrink. A new offender fails; so does a listed one that is gone (delete its
 * line, so the list stays the truth). The rules are those of `npm run kernel-counts`.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  doorReach,
  moduleCycles,
  ROOT,
  readTree,
  repositoryReach,
  type SourceFile,
} from './kernel-counts.ts'

export type Baseline = { repositoryReach: string[]; moduleCycles: string[] }
export const BASELINE = 'scripts/module-doors-baseline.json'

/** Offenders as stable texts (no line numbers): `from → to`, and `a ⇄ b ⇄ c`. */
export function offenders(files: SourceFile[]): Baseline {
  return {
    repositoryReach: [
      ...new Set(repositoryReach(files).map((h) => `${h.path} ${h.text.split(' {')[0]}`)),
    ].sort(),
    moduleCycles: moduleCycles(files)
      .map((group) => group.join(' ⇄ '))
      .sort(),
  }
}

/** What is new against the baseline, and what the baseline still lists but is gone. */
export function compare(found: Baseline, baseline: Baseline) {
  const added = (a: string[], b: string[]) => a.filter((x) => !b.includes(x))
  return {
    newRepositoryReach: added(found.repositoryReach, baseline.repositoryReach),
    newModuleCycles: added(found.moduleCycles, baseline.moduleCycles),
    gone: [
      ...added(baseline.repositoryReach, found.repositoryReach),
      ...added(baseline.moduleCycles, found.moduleCycles),
    ],
  }
}

function main() {
  const baseline = JSON.parse(readFileSync(join(ROOT, BASELINE), 'utf8')) as Baseline
  const files = readTree()
  const found = offenders(files)
  const { newRepositoryReach, newModuleCycles, gone } = compare(found, baseline)
  for (const text of newRepositoryReach)
    console.error(
      `module doors: ${text}\n  imports another module's repository; export what is needed from that module's index.ts`,
    )
  for (const text of newModuleCycles)
    console.error(`module doors: import cycle between modules ${text}`)
  for (const text of gone) console.error(`module doors: fixed, remove it from ${BASELINE}: ${text}`)
  // no baseline: every module is reached through its door
  const reach = doorReach(files)
  for (const hit of reach)
    console.error(
      `module doors: ${hit.path}:${hit.line} ${hit.text}\n  reaches past another module's door; import it from that module's index.ts`,
    )
  if (newRepositoryReach.length + newModuleCycles.length + gone.length + reach.length > 0)
    process.exit(1)
  console.log(
    `module doors: no new offender (${found.repositoryReach.length} repository imports and ${found.moduleCycles.length} cycles left in ${BASELINE}; every module reached through its index.ts)`,
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
