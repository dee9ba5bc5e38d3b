/**
 * Recounts the summary of docs/spec-coverage.md from its tables and rewrites it in place:
 * `npm run spec-coverage` after editing rows; `npm run spec-coverage -- --check` fails when the
 * summary is out of date (run by the unit tests).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const STATES = ['done', 'partial', 'not yet', 'excluded'] as const
type State = (typeof STATES)[number]
const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const

export const coveragePath = fileURLToPath(new URL('../docs/spec-coverage.md', import.meta.url))

/** Counts rows per state and section: a row is a table line whose third cell is a state. */
export function countRows(markdown: string) {
  const counts = new Map<State, Map<number, number>>(
    STATES.map((state) => [state, new Map(SECTIONS.map((s) => [s, 0]))]),
  )
  let section = 0
  for (const line of markdown.split('\n')) {
    const heading = /^## §(\d)/.exec(line)
    if (heading) section = Number(heading[1])
    if (!line.startsWith('|') || section === 0) continue
    const cells = line.split('|').map((cell) => cell.trim())
    const state = cells[3] as State
    if (!STATES.includes(state)) continue
    const bySection = counts.get(state)
    bySection?.set(section, (bySection.get(section) ?? 0) + 1)
  }
  return counts
}

export function renderSummary(markdown: string) {
  const counts = countRows(markdown)
  const total = (state: State) =>
    [...(counts.get(state)?.values() ?? [])].reduce((a, b) => a + b, 0)
  const all = STATES.reduce((sum, state) => sum + total(state), 0)
  const sectionTotal = (s: number) =>
    STATES.reduce((sum, state) => sum + (counts.get(state)?.get(s) ?? 0), 0)
  const lines = [
    `**Summary:** ${all} items: **done ${total('done')}**, **partial ${total('partial')}**, **not yet ${total('not yet')}**, **excluded ${total('excluded')}**.`,
    '',
    `| State | ${SECTIONS.map((s) => `§${s}`).join(' | ')} | Total |`,
    `| --- | ${SECTIONS.map(() => '---').join(' | ')} | --- |`,
    ...STATES.map(
      (state) =>
        `| ${state} | ${SECTIONS.map((s) => counts.get(state)?.get(s) ?? 0).join(' | ')} | ${total(state)} |`,
    ),
    `| **all** | ${SECTIONS.map(sectionTotal).join(' | ')} | ${all} |`,
  ]
  return lines.join('\n')
}

/** Replaces everything from the summary line to the end of its table. */
export function withSummary(markdown: string) {
  const start = markdown.indexOf('**Summary:**')
  const tableEnd = markdown.indexOf('\n\n', markdown.indexOf('| **all** |', start))
  if (start < 0 || tableEnd < 0) throw new Error('spec-coverage.md has no summary block')
  return markdown.slice(0, start) + renderSummary(markdown) + markdown.slice(tableEnd)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const markdown = readFileSync(coveragePath, 'utf8')
  const updated = withSummary(markdown)
  if (process.argv.includes('--check')) {
    if (updated !== markdown) {
      console.error('docs/spec-coverage.md: summary out of date; run `npm run spec-coverage`')
      process.exit(1)
    }
  } else {
    writeFileSync(coveragePath, updated)
    console.log(renderSummary(updated).split('\n')[0])
  }
}
