/** A CSV field: quoted when it holds a comma, quote or line break; formulas defused for Excel. */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value)
  // a cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection)
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}
