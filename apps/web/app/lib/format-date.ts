const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Hong_Kong',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** spec §9: dates show as DD/MM/YYYY HH:mm, in Hong Kong time so server and browser agree. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const p = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]))
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`
}

/** A day as DD/MM/YYYY in Hong Kong time (expiry and validity dates, where the hour says nothing). */
export function formatDate(iso: string): string {
  return formatDateTime(iso).slice(0, 10)
}
