import type { Cents } from '#api/lib/money.ts'

/**
 * The arithmetic of a quotation version, pure and in whole cents: line amounts (qty × unit
 * price), subtotal, discount (never above the subtotal), total, and the two installments of
 * spec §3 (project: first and second installment) with first + second = total exactly.
 */
export type TotalsInput = {
  lines: { qty: number; unitPrice: Cents }[]
  discount: Cents
  /** The first installment in cents, or a percentage in hundredths (30 % = 3000). */
  first: { amount: Cents } | { basisPoints: number }
}

export type Totals = {
  amounts: Cents[]
  subtotal: Cents
  discount: Cents
  total: Cents
  first: Cents
  second: Cents
}

/** Largest amount a numeric(12,2) column holds, in cents. */
export const MAX_CENTS = 10_000_000_000 * 100 - 1

export type TotalsProblem = { path: string; message: string }

/** The totals, or the first problem with the input (a field path and a message). */
export function quotationTotals(input: TotalsInput): Totals | TotalsProblem {
  const amounts: Cents[] = []
  for (const [i, line] of input.lines.entries()) {
    if (!Number.isSafeInteger(line.qty) || line.qty < 1)
      return { path: `lines.${i}.qty`, message: 'Quantity must be a whole number of at least 1' }
    if (!Number.isSafeInteger(line.unitPrice) || line.unitPrice < 0)
      return { path: `lines.${i}.unit_price`, message: 'A price cannot be negative' }
    amounts.push(line.qty * line.unitPrice)
  }
  const subtotal = amounts.reduce((sum, a) => sum + a, 0)
  if (!Number.isSafeInteger(subtotal) || subtotal > MAX_CENTS)
    return { path: 'lines', message: 'The subtotal is too large' }
  if (!Number.isSafeInteger(input.discount) || input.discount < 0)
    return { path: 'discount', message: 'A discount cannot be negative' }
  if (input.discount > subtotal)
    return { path: 'discount', message: 'The discount cannot be more than the subtotal' }
  const total = subtotal - input.discount
  let first: Cents
  if ('amount' in input.first) {
    first = input.first.amount
    if (!Number.isSafeInteger(first) || first < 0)
      return { path: 'first_installment.amount', message: 'An installment cannot be negative' }
    if (first > total)
      return {
        path: 'first_installment.amount',
        message: 'The first installment cannot be more than the total',
      }
  } else {
    const bp = input.first.basisPoints
    if (!Number.isSafeInteger(bp) || bp < 0 || bp > 10_000)
      return { path: 'first_installment.percent', message: 'A percentage is between 0 and 100' }
    // half up, in integers (BigInt: total × 10 000 can pass 2^53)
    first = Number((BigInt(total) * BigInt(bp) + 5_000n) / 10_000n)
  }
  return { amounts, subtotal, discount: input.discount, total, first, second: total - first }
}

export const isProblem = (result: Totals | TotalsProblem): result is TotalsProblem =>
  'message' in result
