import type { MismatchReason } from '@shop/contract'
import { toCents } from '#api/lib/money.ts'
import { extract } from './extract.ts'
import type { Expectation, Reading, ReceiptFields, ShopAccount } from './types.ts'
import { ownPageCue, paymentCue } from './vocabulary.ts'

/**
 * From fields to the two flags staff see, and from OCR output to the reading the queue stores.
 * Pure, like the extraction: every rule is unit-tested without an OCR engine.
 */

const digitsOf = (value: string) => value.replace(/\D/g, '')
const withoutCountryCode = (digits: string) =>
  digits.length === 11 && digits.startsWith('852') ? digits.slice(3) : digits

/** An e-mail as OCR may damage it: spaces dropped, 0/o, 1/l/i read alike. */
const emailKey = (value: string) =>
  value.replace(/\s/g, '').toLowerCase().replace(/0/g, 'o').replace(/[1i|]/g, 'l')

/**
 * Same account, written with or without the 3-digit bank code, or +852 before a phone number;
 * an e-mail FPS id the same letters, whatever OCR did to its 0/o and 1/l.
 */
export function sameAccount(read: string, account: ShopAccount): boolean {
  if (read.includes('@') || account.number.includes('@'))
    return read.includes('@') && emailKey(read) === emailKey(account.number)
  const a = withoutCountryCode(digitsOf(read))
  const b = withoutCountryCode(digitsOf(account.number))
  if (a.length < 7 || b.length < 7) return false
  if (a === b) return true
  if (account.kind !== 'BANK') return false
  return (
    (a.length === b.length + 3 && a.endsWith(b)) || (b.length === a.length + 3 && b.endsWith(a))
  )
}

/**
 * The two flags staff see, claimed only for a finished payment: a success cue and the amount both
 * read (issue 28: a screenshot of a payment form or of our own page is no proof of payment).
 * bank_match needs the receiving account read, equal to one of the shop's; where the app shows
 * no number at all (PayMe), the payee's name naming the shop.
 */
export function judge(
  fields: Omit<ReceiptFields, 'accounts'> & { accounts?: string[] },
  expectation: Expectation,
) {
  const proof = fields.paid && fields.amount !== null
  return {
    amount_match: proof && toCents(fields.amount as string) === toCents(expectation.amountDue),
    bank_match:
      proof &&
      (fields.account !== null
        ? expectation.shopAccounts.some((a) => sameAccount(fields.account as string, a))
        : fields.payee !== null && namesShop(fields.payee, expectation.shopAccounts)),
  }
}

const words = (text: string) => text.toLowerCase().match(/[a-z]{4,}/g) ?? []

/** One letter dropped, added or misread: "Harbour" read as "Harbonr" or "Harbour." is still ours. */
function nearly(a: string, b: string) {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 5) return false
  let i = 0
  while (a[i] === b[i]) i++
  const tail = (x: string, y: string) => x.slice(i + 1) === y.slice(i)
  return a.slice(i + 1) === b.slice(i + 1) || tail(a, b) || tail(b, a)
}
const generic = new Set(['limited', 'company', 'interiors', 'design', 'home', 'bank'])

/** The shop's name as the receiving accounts carry it, by its distinctive words ("maison", "harbour"). */
function namesShop(text: string, accounts: ShopAccount[]) {
  const read = words(text)
  return accounts.some((account) => {
    const own = words(account.name ?? '').filter((w) => !generic.has(w))
    return own.length > 0 && own.every((w) => read.some((r) => nearly(r, w)))
  })
}

/**
 * A screenshot of the shop's own project page: its installment wording ("Outstanding", "Pay …
 * online", 尚欠) twice, or once beside the shop's name. A customer's transfer message may name
 * the installment and the quotation, so those alone never count.
 */
export function isOwnPage(text: string, accounts: ShopAccount[]) {
  const cues = text
    .normalize('NFKC')
    .split(/\r?\n/)
    .filter((line) => ownPageCue.test(line)).length
  return cues >= 2 || (cues === 1 && namesShop(text, accounts))
}

/** Letters and digits of any script: what separates text from speckles read off a photo. */
const meaningful = (text: string) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length

/** From OCR output to the reading returned to the queue. */
export function interpret(
  ocr: { text: string; confidence: number },
  expectation: Expectation,
): Reading {
  const text = ocr.text.trim().slice(0, 2000)
  const confidence = Math.round(Math.max(0, Math.min(1, ocr.confidence)) * 100) / 100
  if (meaningful(text) < 8) return { status: 'unreadable', reason: 'NO_TEXT', confidence, text }
  if (isOwnPage(text, expectation.shopAccounts))
    return { status: 'unreadable', reason: 'OWN_PAGE', confidence, text }
  const read = extract(ocr.text)
  // with no payee label read, one of the shop's accounts among those on the slip is the receiver
  const ours = read.accounts.find((a) => expectation.shopAccounts.some((s) => sameAccount(a, s)))
  const { accounts: _, ...fields } = { ...read, account: ours ?? read.account }
  if (fields.amount === null) {
    const reason = paymentCue.test(text.normalize('NFKC')) ? 'NO_AMOUNT' : 'NOT_A_RECEIPT'
    return { status: 'unreadable', reason, confidence, text }
  }
  return { status: 'read', ...fields, ...judge(fields, expectation), confidence, text }
}

/**
 * A reading whose success wording only a second, Chinese-only pass found: the fields stay those of
 * the first reading (its amounts and accounts are read better), the flags are judged again and
 * the second text is kept beside the first for staff.
 */
export function paidAfterAll(
  reading: Extract<Reading, { status: 'read' }>,
  chineseText: string,
  expectation: Expectation,
): Reading {
  const paid = { ...reading, paid: true }
  const text = `${reading.text}\n${chineseText.trim()}`.slice(0, 2000)
  return { ...paid, ...judge(paid, expectation), text }
}

/**
 * Why a reading does not match, in codes staff read as words (issue 28): our own page; no success
 * wording; the amount read against the amount due; no receiving account, or another one. Each
 * says what it would say even with the success wording found, so staff see every reason at once.
 */
export function explain(reading: Reading, expectation: Expectation): MismatchReason[] {
  if (reading.status !== 'read')
    return reading.reason === 'OWN_PAGE' ? [{ code: 'OWN_PAGE', read: null, expected: null }] : []
  const reasons: MismatchReason[] = []
  if (!reading.paid) reasons.push({ code: 'NO_SUCCESS_CUE', read: null, expected: null })
  const flags = judge({ ...reading, paid: true }, expectation)
  if (!flags.amount_match)
    reasons.push({ code: 'AMOUNT_DIFFERS', read: reading.amount, expected: expectation.amountDue })
  if (!flags.bank_match)
    reasons.push(
      reading.account === null && reading.payee === null
        ? { code: 'ACCOUNT_NOT_FOUND', read: null, expected: null }
        : { code: 'ACCOUNT_DIFFERS', read: reading.account ?? reading.payee, expected: null },
    )
  return reasons
}
