import { describe, expect, it } from 'vitest'
import { rewrite } from './import-aliases.ts'
import { aliasFor, resolveSpecifier } from './package-imports.ts'

const file = (path: string, text: string) => ({ path, text })
const anyFile = () => true
const ORDERS = 'apps/api/src/modules/orders/lifecycle/steps.ts'

describe('import aliases (ADR 076)', () => {
  it("names a file two folders up or more by its package's alias", () => {
    const source = [
      "import { DomainError } from '../../../lib/errors.ts'",
      "import type { Tx } from '../../identity/index.ts'",
      "export { x } from '../../../db/schema/index.ts'",
      "const m = await import('../../../app.ts')",
      "vi.mock('../../../lib/mail.ts')",
    ].join('\n')
    const { text, rewrites } = rewrite(file(ORDERS, source), anyFile)
    expect(text.split('\n')).toEqual([
      "import { DomainError } from '#api/lib/errors.ts'",
      "import type { Tx } from '#api/modules/identity/index.ts'",
      "export { x } from '#api/db/schema/index.ts'",
      "const m = await import('#api/app.ts')",
      "vi.mock('#api/lib/mail.ts')",
    ])
    expect(rewrites.map((r) => r.line)).toEqual([1, 2, 3, 4, 5])
  })

  it('leaves the same folder, one folder up, paths that are not imports, and unknown files', () => {
    const source = [
      "import { a } from './a.ts'",
      "import { b } from '../b.ts'",
      "const root = fileURLToPath(new URL('../../..', import.meta.url))",
      "const cover = '../../etc/passwd'",
    ].join('\n')
    expect(rewrite(file(ORDERS, source), anyFile).rewrites).toEqual([])
    // a fixture naming no file of the tree stays as written
    const fixture = '"import { s } from \'../../catalog/stock-repository.ts\'"'
    expect(rewrite(file('scripts/x.test.ts', fixture)).rewrites).toEqual([])
  })

  it("uses each package's own alias, and another package's name across packages", () => {
    const name = (from: string, specifier: string) =>
      rewrite(file(from, `import x from '${specifier}'`), anyFile).text
    expect(name('apps/api/src/modules/cart/cart.test.ts', '../../../test/databases.ts')).toBe(
      "import x from '#api-test/databases.ts'",
    )
    expect(name('apps/web/app/routes/admin/orders.tsx', '../../lib/api.server.ts')).toBe(
      "import x from '#web/lib/api.server.ts'",
    )
    expect(name('apps/web/app/lib/orders.server.test.ts', '../../server/api-fetch.ts')).toBe(
      "import x from '#web-server/api-fetch.ts'",
    )
    expect(name('packages/contract/src/i18n/admin/index.ts', '../../staff-roles.ts')).toBe(
      "import x from '#contract/staff-roles.ts'",
    )
    expect(name('tests/e2e/a.spec.ts', '../../apps/api/src/db/seed/catalog-ids.ts')).toBe(
      "import x from '@shop/api/db/seed/catalog-ids'",
    )
    expect(name('tests/e2e/a.spec.ts', '../../packages/contract/src/index.ts')).toBe(
      "import x from '@shop/contract'",
    )
  })

  it('rewrites nothing the second time', () => {
    const once = rewrite(file(ORDERS, "import { e } from '../../../lib/errors.ts'"), anyFile)
    expect(rewrite(file(ORDERS, once.text), anyFile)).toEqual({ text: once.text, rewrites: [] })
  })

  it('resolves an alias to the file the relative path names', () => {
    expect(resolveSpecifier(ORDERS, '#api/lib/errors.ts')).toBe(
      resolveSpecifier(ORDERS, '../../../lib/errors.ts'),
    )
    expect(resolveSpecifier(ORDERS, '#web/root.tsx')).toBeUndefined()
    expect(aliasFor(ORDERS, 'apps/api/src/lib/errors.ts')).toBe('#api/lib/errors.ts')
  })
})
