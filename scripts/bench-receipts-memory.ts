import { parseArgs } from 'node:util'
import { corpus } from '../apps/api/src/modules/projects/recognition/corpus.ts'
import { receiptReader } from '../apps/api/src/modules/projects/recognition/index.ts'
import { machine, table } from './bench-lib.ts'

/**
 * `npm run bench:receipts:memory`: one reader reads the same mixed receipts (screenshots, large
 * photographed slips) `--reads` times; prints the process's resident memory along the way and
 * exits 1 when it grows more than 100 MB between the 10th and the last read (issue 28).
 *
 *   --reads=200 --recycle=20     (--recycle=1000000 to see a worker that is never replaced)
 */
const { values: args } = parseArgs({
  options: {
    reads: { type: 'string', default: '200' },
    recycle: { type: 'string', default: '20' },
  },
})
const reads = Number(args.reads)
const items = corpus(9, 12, 0)
const images = await Promise.all(items.map(async (item) => ({ item, bytes: await item.render() })))
const reader = receiptReader({ recycleAfter: Number(args.recycle) })

const mb = () => Math.round(process.memoryUsage().rss / 2 ** 20)
const marks = new Set([1, 10, 25, 50, 100, 150, reads])
const rows: string[][] = []
let atTen = 0
const started = performance.now()
for (let i = 1; i <= reads; i++) {
  const { item, bytes } = images[i % images.length] as (typeof images)[number]
  await reader.read(bytes, item.expectation)
  if (i === 10) atTen = mb()
  if (marks.has(i)) rows.push([String(i), `${mb()} MB`])
}
const atEnd = mb()
await reader.close()
await new Promise((r) => setTimeout(r, 2000))
rows.push(['closed, 2 s later', `${mb()} MB`])

console.log(`\n${machine()}, worker replaced every ${args.recycle} reads, ${reads} reads`)
console.log(`${((performance.now() - started) / 1000 / reads).toFixed(2)} s per read\n`)
console.log(table(['reads', 'RSS'], rows))
const grown = atEnd - atTen
console.log(
  `\n  ${grown <= 100 ? 'PASS' : 'FAIL'}  growth from the 10th to the last read ≤ 100 MB: ${grown} MB`,
)
if (grown > 100) process.exitCode = 1
