/** One changed field of an audit entry, written for people: `status: PENDING → PAID`. */
export type AuditChange = { field: string; before: string | null; after: string | null }

function shown(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What an audit entry changed: for two records, each field whose value differs (fields equal on
 * both sides are left out, nested values written as JSON); otherwise the whole before and after.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {}
    const a = isRecord(after) ? after : {}
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])]
    return fields
      .map((field) => ({ field, before: shown(b[field]), after: shown(a[field]) }))
      .filter((change) => change.before !== change.after)
  }
  const change = { field: '', before: shown(before), after: shown(after) }
  return change.before === change.after ? [] : [change]
}
