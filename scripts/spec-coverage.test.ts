import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { countRows, coveragePath, withSummary } from './spec-coverage.ts'

describe('docs/spec-coverage.md', () => {
  it('has a summary that matches its rows (run `npm run spec-coverage` after editing rows)', () => {
    const markdown = readFileSync(coveragePath, 'utf8')
    expect(withSummary(markdown)).toBe(markdown)
  })

  it('counts a row under its section and state', () => {
    const counts = countRows(
      [
        '## §2 Screens',
        '| Spec item | § | State |',
        '| a | 2 | done | x |',
        '| b | 2 | not yet | |',
      ].join('\n'),
    )
    expect(counts.get('done')?.get(2)).toBe(1)
    expect(counts.get('not yet')?.get(2)).toBe(1)
    expect(counts.get('partial')?.get(2)).toBe(0)
  })
})
