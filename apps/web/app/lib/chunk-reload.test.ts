import { describe, expect, it } from 'vitest'
import { isChunkLoadError, shouldReload } from './chunk-reload.ts'

describe('chunk load failure (spec §8)', () => {
  it('recognises failed dynamic imports from each browser', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })

  it('reloads at most once per 60 seconds', () => {
    expect(shouldReload(1_000_000, null)).toBe(true)
    expect(shouldReload(1_000_000, 1_000_000 - 59_999)).toBe(false)
    expect(shouldReload(1_000_000, 1_000_000 - 60_000)).toBe(true)
  })
})
