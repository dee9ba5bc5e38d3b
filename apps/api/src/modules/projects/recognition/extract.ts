import { fromCents, toCents } from '#api/lib/money.ts'
import type { ReceiptFields } from './types.ts'
import {
  amountLabel,
  banks,
  dateLabel,
  months,
  notAmountLabel,
  payeeLabel,
  payerLabel,
  referenceLabel,
  shopReference,
  successCue,
  successCueDamaged,
} from './vocabulary.ts'

/**
 * From OCR text to receipt fields, and from fields to the two flags staff see. Pure: the same text
 * always gives the same reading, so every rule here is unit-tested without an OCR engine.
 */

/**
 * NFKC (full-width digits, colons and dollar signs), OCR confusions mended, the shop's own
 * references (QT-…, MH-…) blanked so their digits are never an account; one entry per line.
 */
export function lines(text: string): string[] {
  return text
    .normalize('NFKC')
    .replace(/[‐-―−]/g, '-')
    .split(/\r?\n/)
    .map((line) => mendNumbers(line).replace(shopReference, ' ').trim())
    .filter((line) => line.length > 0)
}

const letter = /\p{L}/u
const confusedWithDigit: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  l: '1',
  I: '1',
  '|': '1',
  S: '5',
  B: '8',
  '©': '0',
}
/** S, B and D pass for digits only inside a number; O, l, I and | next to a digit. */
const needsTwoDigits = new Set(['S', 'B', 'D'])

/** "4B,0O0.00" → "48,000.00", "l2 ,000 .00" → "12,000.00"; words stay words ("HKS", "Oct"). */
export function mendNumbers(line: string): string {
  let chars = [...line]
  for (let pass = 0; pass < 2; pass++) {
    chars = chars.map((c, i) => {
      const digit = confusedWithDigit[c]
      if (!digit) return c
      const sides = [chars[i - 1] ?? ' ', chars[i + 1] ?? ' ']
      const digits = sides.filter((s) => /\d/.test(s)).length
      const words = sides.filter((s) => letter.test(s) && !confusedWithDigit[s]).length
      const numeric = sides.filter((s) => /[\d.,]/.test(s)).length
      if (words > 0 || digits === 0 || (needsTwoDigits.has(c) && numeric < 2)) return c
      return digit
    })
  }
  return chars
    .join('')
    .replace(/(\d)['’`](?=\d{3}(?!\d))/g, '$1,')
    .replace(/(\d)\s*([,.])\s*(?=\d)/g, '$1$2')
    .replace(/(?<!\d ?)\d{1,3}(?: \d{3})+(?=[.,]\d{2}\b)/g, (n) => n.replaceAll(' ', ''))
    .replace(
      /((?:HK\$|HKD|\$|港幣|港币|港元)\s*)(\d{1,3}(?: \d{3})+)(?!\d)/gi,
      (_, c, n) => c + n.replaceAll(' ', ','),
    )
}

/** "48,000.00", "48.000,00", "48000" → cents; null for anything shaped like an id or a date. */
export function parseMoney(number: string): number | null {
  const decimal = /^(.*?)[.,](\d{1,2})$/.exec(number)
  const whole = decimal ? (decimal[1] as string) : number
  const groups = whole.split(/[.,]/)
  const grouped = groups.length > 1
  if (
    grouped &&
    !(/^\d{1,3}$/.test(groups[0] as string) && groups.slice(1).every((g) => /^\d{3}$/.test(g)))
  )
    return null
  const digits = groups.join('')
  if (!/^\d{1,10}$/.test(digits)) return null
  return toCents(`${Number(digits)}.${(decimal?.[2] ?? '0').padEnd(2, '0')}`)
}

/**
 * The currency before a number, as OCR reads it: "HK$", "HKD", "$", 港幣, and a small "HK$"
 * beside big digits read as "HKS", "Hks", "nes" or "tks". A bare "HK" only with a space after,
 * so a reference like HK1234567890 is no money.
 */
const currencyBefore =
  /(?:\$|港幣|港币|港元|(?:^|[^\p{L}])(?:H\s*K\s*[$S5§D0O]|[HNT][KE][S$5]|HK(?=\s)))\s*$/iu
const currencyAfter = /^\s*(?:HKD|HK\$|港幣|港币|港元|元)/i
const numberPattern = /(?<![\d.,:/-])\d(?:[\d,.]*\d)?(?![\d:/-]|[.,]\d)/g

type MoneyOnLine = { cents: number; currency: boolean; decimals: boolean }

function moneyOn(line: string): MoneyOnLine[] {
  const found: MoneyOnLine[] = []
  for (const match of line.matchAll(numberPattern)) {
    const before = line.slice(0, match.index)
    const after = line.slice((match.index ?? 0) + match[0].length)
    const currency = currencyBefore.test(before) || currencyAfter.test(after)
    if (!currency && letter.test(before.slice(-1))) continue
    const cents = parseMoney(match[0])
    if (cents === null || cents === 0) continue
    found.push({ cents, currency, decimals: /[.,]\d{2}$/.test(match[0]) })
  }
  return found
}

/** The nearest of the three lines above without money of its own: where a phone app puts the label. */
function labelAbove(all: string[], i: number) {
  return [all[i - 1], all[i - 2], all[i - 3]].find(
    (l) => l !== undefined && moneyOn(l).length === 0,
  )
}

/**
 * The amount paid: the money next to (or just under) an amount label or a success cue, never a
 * balance, a fee, a limit or a reference. Among equals, the largest figure: a confirmation
 * screen prints what was paid biggest, and a fee or a round-up beside it is smaller.
 */
export function findAmount(text: string | string[]): string | null {
  const all = typeof text === 'string' ? lines(text) : text
  let best: { cents: number; score: number } | null = null
  all.forEach((line, i) => {
    const labelled = amountLabel.test(line)
    if ((notAmountLabel.test(line) || referenceLabel.test(line)) && !labelled) return
    const above = labelAbove(all, i)
    const under = Boolean(above && amountLabel.test(above))
    if (!labelled && !under && above && notAmountLabel.test(above)) return
    for (const money of moneyOn(line)) {
      let score = labelled ? 10 : under ? 7 : 0
      if (money.currency) score += 3
      if (money.decimals) score += 2
      // a bare number counts only under a label, and not a stray digit read off the label itself
      if (!money.currency && !money.decimals && (score < 7 || money.cents < 10000)) continue
      if (!best || score > best.score || (score === best.score && money.cents > best.cents))
        best = { cents: money.cents, score }
    }
  })
  return best ? fromCents((best as { cents: number }).cents) : null
}

const two = (n: number) => String(n).padStart(2, '0')
function isoDate(y: number, m: number, d: number) {
  if (y < 2000 || y > 2099 || m < 1 || m > 12 || d < 1 || d > 31) return null
  return `${y}-${two(m)}-${two(d)}`
}

const monthOf = (name: string) => months[name.slice(0, 3).toLowerCase()] ?? 0

/** Each pattern gives year, month and day from its match's groups. */
type Groups = [string, string, string, string]
const datePatterns: [RegExp, (g: Groups) => [number, number, number]][] = [
  [/(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/, (g) => [+g[1], +g[2], +g[3]]],
  [/(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/, (g) => [+g[1], +g[2], +g[3]]],
  // Hong Kong writes the day first: 24/11/2026
  [/(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?!\d)/, (g) => [+g[3], +g[2], +g[1]]],
  [/(?<!\d)(\d{1,2})\s*([A-Za-z]{3,9})\.?,?\s*(\d{4})(?!\d)/, (g) => [+g[3], monthOf(g[2]), +g[1]]],
  [/\b([A-Za-z]{3,9})\.?\s*(\d{1,2}),?\s*(\d{4})(?!\d)/, (g) => [+g[3], monthOf(g[1]), +g[2]]],
]

function dateOn(line: string): string | null {
  for (const [pattern, parts] of datePatterns) {
    const match = pattern.exec(line)
    const iso = match && isoDate(...parts([0, 1, 2, 3].map((i) => match[i] ?? '') as Groups))
    if (iso) return iso
  }
  return null
}

/** The transaction date as YYYY-MM-DD; a line labelled "Date" wins over a printed-at footer. */
export function findDate(text: string | string[]): string | null {
  const all = typeof text === 'string' ? lines(text) : text
  const labelled = all.findIndex(
    (line, i) => dateLabel.test(line) && (dateOn(line) || dateOn(all[i + 1] ?? '')),
  )
  if (labelled >= 0) return dateOn(all[labelled] as string) ?? dateOn(all[labelled + 1] as string)
  for (const line of all) {
    const iso = dateOn(line)
    if (iso) return iso
  }
  return null
}

const accountPattern = /(?<![\p{L}\d])(\+?852[\s-]?)?(\d[\d\s-]{5,}\d)(?![\d]|[.,]\d)/gu
/** An e-mail FPS id as OCR spaces it: "pay @ maison-harbour . hk". */
const emailPattern = /[\w.+-]+\s?@\s?[\w-]+(?:\s?\.\s?[\w-]+)+/g

/** Account numbers, FPS ids, phones (digits only) and e-mails (lower case) written on a line. */
function accountsOn(line: string): { digits: string; written: string }[] {
  const found: { digits: string; written: string }[] = []
  for (const match of line.matchAll(emailPattern)) {
    const email = match[0].replace(/\s/g, '').toLowerCase()
    found.push({ digits: email, written: email })
  }
  const withoutEmails = line.replace(emailPattern, ' ')
  for (const match of withoutEmails.matchAll(accountPattern)) {
    const written = (match[2] as string).trim()
    if (dateOn(written)) continue
    const digits = written.replace(/\D/g, '')
    if (digits.length >= 7 && digits.length <= 16) found.push({ digits, written })
  }
  return found
}

const isLabel = (line: string) =>
  payerLabel.test(line) ||
  referenceLabel.test(line) ||
  dateLabel.test(line) ||
  amountLabel.test(line) ||
  notAmountLabel.test(line)

/** The receiving side's lines: each payee label with the value lines under it. */
function payeeSection(all: string[]): string[] {
  const section: string[] = []
  all.forEach((line, i) => {
    if (!payeeLabel.test(line) || payerLabel.test(line)) return
    section.push(line.replace(payeeLabel, ' '))
    for (const next of all.slice(i + 1, i + 4)) {
      if (isLabel(next) || payeeLabel.test(next)) break
      section.push(next)
    }
  })
  return section
}

/**
 * Every account written outside the payer's, reference and date lines (and the line under a
 * label whose value is not on its own line: "Date 2026-06-23" has its value), in reading order.
 */
function unlabelledAccounts(all: string[]): string[] {
  const valueUnder = (line: string | undefined) =>
    line !== undefined && isLabel(line) && !/\d/.test(line)
  const unlabelled = all.filter((line, i) => !isLabel(line) && !valueUnder(all[i - 1]))
  return [...new Set(unlabelled.flatMap(accountsOn).map((a) => a.digits))]
}

/**
 * The receiving accounts the picture may show, most likely first: those under a payee label;
 * where no payee label was read (a photo loses Chinese labels first), every account outside the
 * payer's lines, for the judge to look among for one of the shop's.
 */
export function findAccounts(text: string | string[]): string[] {
  const all = typeof text === 'string' ? lines(text) : text
  const payee = [
    ...new Set(
      payeeSection(all)
        .flatMap(accountsOn)
        .map((a) => a.digits),
    ),
  ]
  return payee.length > 0 ? payee : unlabelledAccounts(all)
}

/** The receiving account / FPS id / PayMe phone as digits: from the payee side, never the payer's. */
export function findAccount(text: string | string[]): string | null {
  const all = typeof text === 'string' ? lines(text) : text
  const payee = payeeSection(all).flatMap(accountsOn)
  if (payee[0]) return payee[0].digits
  // No payee label read: take the one account outside payer, reference and date lines
  const distinct = unlabelledAccounts(all)
  return distinct.length === 1 ? (distinct[0] as string) : null
}

/** Hong Kong clearing codes, for an account written with its bank code. */
const bankCodes: Record<string, string> = {
  '003': 'Standard Chartered',
  '004': 'HSBC',
  '006': 'Citibank',
  '009': 'China Construction Bank (Asia)',
  '012': 'Bank of China (Hong Kong)',
  '015': 'Bank of East Asia',
  '016': 'DBS',
  '024': 'Hang Seng Bank',
  '040': 'Dah Sing',
  '072': 'ICBC (Asia)',
  '250': 'Citibank',
}

const bankNamed = (line: string) => banks.find((b) => b.pattern.test(line))?.name ?? null

/** The receiving bank when the slip says so; else the one its account's code names; else any bank named. */
export function findBank(text: string | string[]): string | null {
  const all = typeof text === 'string' ? lines(text) : text
  const section = payeeSection(all)
  for (const line of section) {
    const named = bankNamed(line)
    if (named) return named
    for (const account of accountsOn(line)) {
      const code = /^(\d{3})[\s-]/.exec(account.written)?.[1]
      if (code && account.digits.length >= 12 && bankCodes[code]) return bankCodes[code]
    }
  }
  for (const line of all) {
    const named = !payerLabel.test(line) && bankNamed(line)
    if (named) return named
  }
  return null
}

/** The payee's name where the app shows a name, not a number (PayMe, some FPS screens). */
export function findPayee(text: string | string[]): string | null {
  const all = typeof text === 'string' ? lines(text) : text
  const named = payeeSection(all)
    .map((line) =>
      line
        .replace(/[^\p{L}\s&.'-]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .find(
      (line) => (line.match(/\p{L}{3,}/gu) ?? []).length >= 2 || /\p{Script=Han}{4,}/u.test(line),
    )
  return named ?? null
}

/** The picture says the payment went through: a success cue, as written or as OCR damages it. */
export function saysPaid(text: string | string[]): boolean {
  const all = typeof text === 'string' ? lines(text) : text
  return all.some((line) => successCue.test(line) || successCueDamaged.test(line))
}

export function extract(text: string): ReceiptFields {
  const all = lines(text)
  return {
    paid: saysPaid(all),
    amount: findAmount(all),
    date: findDate(all),
    account: findAccount(all),
    accounts: findAccounts(all),
    payee: findPayee(all),
    bank: findBank(all),
  }
}
