import { describe, expect, it } from 'vitest'
import {
  addDaysCopies,
  doorReach,
  hkOffsetCopies,
  KERNEL_FILES,
  kernelCounts,
  moduleCycles,
  moneyAsFloat,
  readTree,
  repositoryReach,
  type SourceFile,
  uuidPatternCopies,
} from './kernel-counts.ts'

const file = (path: string, text: string): SourceFile => ({ path, text })
const M = 'apps/api/src/modules'

describe('kernel counts', () => {
  it('finds Hong Kong time, addDays and the UUID pattern defined once, in the kernel', () => {
    const files = readTree()
    expect(hkOffsetCopies(files)).toEqual([])
    expect(addDaysCopies(files)).toEqual([])
    expect(uuidPatternCopies(files)).toEqual([])
    // and the same rules do see the kernel's own definitions
    const kernel = files
      .filter((f) => KERNEL_FILES.includes(f.path))
      .map((f) => ({ ...f, path: 'apps/api/src/copy.ts' }))
    expect(hkOffsetCopies(kernel).length).toBeGreaterThan(0)
    expect(addDaysCopies(kernel)).toHaveLength(1)
    expect(uuidPatternCopies(kernel)).toHaveLength(1)
  })

  it('sees a copy written again outside the kernel', () => {
    const copy = file(
      'apps/web/app/lib/x.ts',
      [
        'const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a template, read as code
        'const start = new Date(`${day}T00:00:00+08:00`)',
        'export function addDays(d: string, n: number) {}',
        'const ok = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i',
        'const loose = /^[0-9a-f-]{36}$/',
        '// 8 * 3600_000 in a comment is no copy',
      ].join('\n'),
    )
    expect(hkOffsetCopies([copy]).map((h) => h.line)).toEqual([1, 2])
    expect(addDaysCopies([copy]).map((h) => h.line)).toEqual([3])
    expect(uuidPatternCopies([copy]).map((h) => h.line)).toEqual([4, 5])
    // 48 hours is not Hong Kong's offset; tests may write fixtures as they like
    expect(hkOffsetCopies([file('apps/api/src/a.ts', 'const x = 48 * 3600_000')])).toEqual([])
    expect(hkOffsetCopies([file('apps/api/src/a.ts', 'const x = 8 * 60 * MINUTE')])).toHaveLength(1)
    expect(hkOffsetCopies([file('apps/api/src/a.test.ts', 'const x = 8 * 3600_000')])).toEqual([])
  })

  it("counts imports of another module's repository, not of its own", () => {
    const files = [
      file(`${M}/orders/service.ts`, "import { cartRepository } from '../cart/repository.ts'"),
      file(`${M}/orders/a.ts`, "import { ordersRepository } from './repository.ts'"),
      file(
        `${M}/orders/lifecycle/b.ts`,
        "import {\n  stockRepository,\n} from '../../catalog/stock-repository.ts'",
      ),
      file(`${M}/cart/index.ts`, "import { cartService } from './service.ts'"),
    ]
    expect(repositoryReach(files).map((h) => [h.path, h.line])).toEqual([
      [`${M}/orders/service.ts`, 1],
      [`${M}/orders/lifecycle/b.ts`, 3],
    ])
  })

  it("counts imports of another module's internals, not of its door", () => {
    const files = [
      file(`${M}/orders/a.ts`, "import { cartService } from '../cart/service.ts'"),
      file(`${M}/orders/b.ts`, "import { cartPort } from '../cart/index.ts'"),
      file(`${M}/orders/c.ts`, "import { x } from './lifecycle/x.ts'"),
      file(`${M}/orders/d.ts`, "export type { Row } from '../cart/repository.ts'"),
      file(`${M}/orders/d.test.ts`, "import { y } from '../cart/y.ts'"),
    ]
    expect(doorReach(files).map((h) => h.path)).toEqual([`${M}/orders/a.ts`, `${M}/orders/d.ts`])
  })

  it('reads an aliased import (ADR 076) as the file its relative path names', () => {
    const files = [
      file(`${M}/orders/a.ts`, "import { cartService } from '#api/modules/cart/service.ts'"),
      file(`${M}/orders/b.ts`, "import { cartPort } from '#api/modules/cart/index.ts'"),
      file(`${M}/orders/c.ts`, "import type { Row } from '#api/modules/cart/repository.ts'"),
      file(`${M}/orders/d.ts`, "import { DomainError } from '#api/lib/errors.ts'"),
      file(`${M}/cart/e.ts`, "import { orders } from '#api/modules/orders/index.ts'"),
    ]
    expect(doorReach(files).map((h) => h.text)).toEqual([
      `→ ${M}/cart/service.ts { cartService }`,
      `→ ${M}/cart/repository.ts { Row }`,
    ])
    expect(repositoryReach(files).map((h) => h.path)).toEqual([`${M}/orders/c.ts`])
    expect(moduleCycles(files)).toEqual([['cart', 'orders']])
  })

  it('finds modules importing each other round a circle', () => {
    const files = [
      file(`${M}/a/x.ts`, "import { b } from '../b/index.ts'"),
      file(`${M}/b/x.ts`, "import { c } from '../c/index.ts'"),
      file(`${M}/c/x.ts`, "import { a } from '../a/index.ts'"),
      file(`${M}/d/x.ts`, "import { a } from '../a/index.ts'"),
    ]
    expect(moduleCycles(files)).toEqual([['a', 'b', 'c']])
    expect(moduleCycles(files.slice(0, 2))).toEqual([])
  })

  it('takes Number( of an amount as money arithmetic, and of a count as none', () => {
    const files = [
      file('apps/web/app/a.tsx', 'const sum = Number(line.price) + Number(order.total)'),
      file('apps/web/app/b.tsx', 'const n = Number(form.quantity)'),
    ]
    expect(moneyAsFloat(files).map((h) => h.path)).toEqual(['apps/web/app/a.tsx'])
  })

  it('counts the tree without failing', () => {
    const counts = kernelCounts()
    expect(counts.envFiles.size).toBeGreaterThan(0)
    expect(counts.repositoryReach.every((h) => h.path.startsWith(M))).toBe(true)
  })
})
