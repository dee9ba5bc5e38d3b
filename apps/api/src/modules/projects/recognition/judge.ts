import { toCents } from '../../../lib/money.ts'
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

/** Same account, written with or without the 3-digit bank code, or +852 before a phone number. */
export function sameAccount(read: string, account: ShopAccount): boolean {
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
export function judge(fields: ReceiptFields, expectation: Expectation) {
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
const generic = new Set(['limited', 'company', 'interiors', 'design', 'home', 'bank'])

/** The shop's name as the receiving accounts carry it, by its distinctive words ("maison", "harbour"). */
function namesShop(text: string, accounts: ShopAccount[]) {
  const read = new Set(words(text))
  return accounts.some((account) => {
    const own = words(account.name ?? '').filter((w) => !generic.has(w))
    return own.length > 0 && own.every((w) => read.has(w))
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
    return { status: 'unreadable', reason: 'NOT_A_RECEIPT', confidence, text }
  const fields = extract(ocr.text)
  if (fields.amount === null) {
    const reason = paymentCue.test(text.normalize('NFKC')) ? 'NO_AMOUNT' : 'NOT_A_RECEIPT'
    return { status: 'unreadable', reason, confidence, text }
  }
  return { status: 'read', ...fields, ...judge(fields, expectation), confidence, text }
}
