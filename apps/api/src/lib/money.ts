/**
 * Money is counted in whole cents (integers) and travels as decimal strings ("1299.50"); never
 * a float (ADR 011). PostgreSQL numeric(12,2) columns read as strings, converted exactly here.
 */
export type Cents = number

/** "1299.5" / "1299.50" / 1299 → 129950; throws on anything that is not a plain decimal. */
export function toCents(value: string | number): Cents {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim()
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) throw new Error(`Not a money amount: ${value}`)
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'))
  return match[1] ? -cents : cents
}

/** 129950 → "1299.50". */
export function fromCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
