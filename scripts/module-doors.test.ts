import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, readTree, type SourceFile } from './kernel-counts.ts'
import { BASELINE, type Baseline, compare, offenders } from './module-doors.ts'

const M = 'apps/api/src/modules'
const file = (path: string, text: string): SourceFile => ({ path, text })

describe('module doors (ADR 067)', () => {
  it("fails on a new import of another module's repository or a new cycle, not on a door", () => {
    const files = [
      file(`${M}/orders/a.ts`, "import { cartRepository } from '../cart/repository.ts'"),
      file(`${M}/orders/b.ts`, "import { Account } from '../identity/index.ts'"),
      file(`${M}/cart/c.ts`, "import { x } from '../orders/index.ts'"),
      // an alias (ADR 076) reaches the same repository as the relative path
      file(`${M}/orders/d.ts`, "import type { Row } from '#api/modules/cart/repository.ts'"),
    ]
    const found = offenders(files)
    expect(found).toEqual({
      repositoryReach: [
        `${M}/orders/a.ts → ${M}/cart/repository.ts`,
        `${M}/orders/d.ts → ${M}/cart/repository.ts`,
      ],
      moduleCycles: ['cart ⇄ orders'],
    })
    const empty: Baseline = { repositoryReach: [], moduleCycles: [] }
    expect(compare(found, empty)).toEqual({
      newRepositoryReach: found.repositoryReach,
      newModuleCycles: found.moduleCycles,
      gone: [],
    })
    // a listed offender that is fixed must leave the list: it only shrinks
    expect(compare(empty, found).gone).toEqual([...found.repositoryReach, ...found.moduleCycles])
  })

  it('finds the tree within its baseline, the baseline without stale lines', () => {
    const baseline = JSON.parse(readFileSync(join(ROOT, BASELINE), 'utf8')) as Baseline
    expect(compare(offenders(readTree()), baseline)).toEqual({
      newRepositoryReach: [],
      newModuleCycles: [],
      gone: [],
    })
  })
})
