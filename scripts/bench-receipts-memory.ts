import path from 'node:path'
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { corpus } from '../apps/api/src/modules/projects/recognition/corpus.ts'
import { receiptReader } from '../apps/api/src/modules/projects/recognition/index.ts'
import type { Expectation } from '../apps/api/src/modules/projects/recognition/types.ts'
import { machine, table } from './bench-lib.ts'
import { root } from './build-if-needed.ts'

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
const generated = await Promise.all(
  items.map(async (item) => ({ item, bytes: await item.render(), large: false })),
)
/**
 * Photos as a phone camera takes them (12 MP, 3024 px wide): three paper slips of the
 * independent sets scaled up, since the growth issue 28 measured came with large photos.
 */
const photos = await Promise.all(
  ['photo-atm-en-0.jpg', 'photo-advice-zh-7.jpg', 'photo-deposit-en-3.jpg'].map(async (file) => ({
    item: { expectation: generated[0]?.item.expectation as Expectation },
    bytes: await sharp(path.join(root, 'scripts/receipt-sets/tune', file))
      .resize({ width: 3024 })
      .jpeg({ quality: 85 })
      .toBuffer(),
    large: true,
  })),
)
// a large photo every fourth read
const images = generated.flatMap((g, i) =>
  i % 3 === 2 ? [g, photos[i % photos.length] as (typeof photos)[number]] : [g],
)
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
