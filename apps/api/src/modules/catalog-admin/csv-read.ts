/** A CSV line as read: the file line it starts on, and its cells. */
export type CsvRecord = { line: number; cells: string[] }

/**
 * Reads RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks; CRLF or LF;
 * a byte-order mark is skipped. Answers null when a quote is left open at the end of the file.
 * Blank lines are dropped.
 */
export function readCsv(text: string): CsvRecord[] | null {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text
  const records: CsvRecord[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let start = 1
  const endRecord = () => {
    cells.push(cell)
    if (cells.length > 1 || cells[0] !== '') records.push({ line: start, cells })
    cells = []
    cell = ''
  }
  for (let i = 0; i < source.length; i++) {
    const char = source[i]
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          cell += '"'
          i++
        } else quoted = false
      } else {
        if (char === '\n') line++
        cell += char
      }
    } else if (char === '"' && cell === '') quoted = true
    else if (char === ',') {
      cells.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++
      endRecord()
      line++
      start = line
    } else cell += char
  }
  if (quoted) return null
  if (cell !== '' || cells.length) endRecord()
  return records
}

/** The export's defused formula (`'=…`, see csvField) read back as the text it was. */
export const undefuse = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)
