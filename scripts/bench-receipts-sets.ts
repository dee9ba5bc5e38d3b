import { readFileSync } from 'node:fs'
import path from 'node:path'
import { shopAccounts } from '../apps/api/src/modules/projects/recognition/corpus.ts'
import type { ReceiptReader } from '../apps/api/src/modules/projects/recognition/index.ts'
import { table } from './bench-lib.ts'
import type { SetItem } from './receipt-sets/generate.ts'

/**
 * The independent sets of `npm run bench:receipts -- --sets` (issue 28): Chromium-rendered bank
 * apps, WhatsApp re-sends, photos of paper slips and negatives, from `scripts/receipt-sets/`.
 * Reported per part (tune, held-out) and category; the held-out part is never tuned on.
 */
const dir = path.join(path.dirname(new URL(import.meta.url).pathname), 'receipt-sets')
const accounts = shopAccounts.map((a) => ({ ...a, name: 'Maison Harbour Interiors Limited' }))

type Result = {
  item: SetItem
  seconds: number
  amountRight: boolean
  flagsRight: boolean
  falseMatch: boolean
  note: string
}

export const setGoals = { screenshot: 0.95, paperPhoto: 0.8, p95Screenshot: 3, p95Photo: 6 }

export async function benchSets(reader: ReceiptReader, options: { part?: string; only?: string }) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as SetItem[]
  const items = manifest.filter(
    (i) =>
      (!options.part || i.part === options.part) &&
      (!options.only || i.file.includes(options.only)),
  )
  const results: Result[] = []
  for (const item of items) {
    const bytes = readFileSync(path.join(dir, item.file))
    const t = performance.now()
    const reading = await reader.read(bytes, { amountDue: item.amountDue, shopAccounts: accounts })
    const seconds = (performance.now() - t) / 1000
    const read = reading.status === 'read' ? reading : null
    const amountMatch = read?.amount_match ?? false
    const bankMatch = read?.bank_match ?? false
    results.push({
      item,
      seconds,
      amountRight: (read?.amount ?? null) === item.truth.amount,
      flagsRight: amountMatch === item.truth.amountMatch && bankMatch === item.truth.bankMatch,
      falseMatch: item.category === 'negative' && amountMatch,
      note: read
        ? `amount ${read.amount} account ${read.account} flags ${amountMatch}/${bankMatch}`
        : `unreadable ${reading.reason}`,
    })
    process.stdout.write('.')
  }
  console.log()
  const wrong = results.filter((r) =>
    r.item.category === 'negative' ? r.falseMatch : !r.amountRight || !r.flagsRight,
  )
  if (wrong.length > 0)
    console.log(
      `\nRead wrong (${wrong.length}):\n${table(
        ['image', 'truth', 'reading'],
        wrong.map((r) => [
          r.item.file,
          `${r.item.truth.amount} ${r.item.truth.amountMatch}/${r.item.truth.bankMatch}`,
          r.note,
        ]),
      )}`,
    )
  const pct = (n: number, d: number) =>
    d === 0 ? '–' : `${n}/${d} (${((n / d) * 100).toFixed(0)} %)`
  const p95 = (list: Result[]) => {
    const s = list.map((r) => r.seconds).sort((a, b) => a - b)
    return s.length
      ? (s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] as number).toFixed(2)
      : '–'
  }
  const rows: string[][] = []
  let pass = true
  for (const part of ['tune', 'held-out']) {
    for (const category of ['screenshot', 'paper-photo', 'negative'] as const) {
      const list = results.filter((r) => r.item.part === part && r.item.category === category)
      if (list.length === 0) continue
      const amount = list.filter((r) => r.amountRight).length
      const both = list.filter((r) => r.amountRight && r.flagsRight).length
      const matched = list.filter((r) => r.falseMatch).length
      const own = list.filter((r) => r.falseMatch && r.item.truth.ownPage).length
      rows.push([
        part,
        category,
        String(list.length),
        category === 'negative' ? '' : pct(amount, list.length),
        category === 'negative' ? '' : pct(both, list.length),
        category === 'negative' ? `${matched} (own pages ${own})` : '',
        p95(list),
      ])
      if (part === 'held-out') {
        const goal = category === 'screenshot' ? setGoals.screenshot : setGoals.paperPhoto
        if (category === 'negative') pass &&= matched === 0
        else pass &&= (category === 'screenshot' ? both : amount) / list.length >= goal
      }
    }
  }
  console.log(
    `\n${table(['part', 'category', 'images', 'amount exact', 'amount and both flags right', 'negatives with amount_match', 's p95'], rows)}`,
  )
  return { pass, results }
}
