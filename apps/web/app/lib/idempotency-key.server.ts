import { randomUUID } from 'node:crypto'

/**
 * The form field carrying a key made when the page was rendered (ADR 014, ADR 040): the action
 * sends it as `Idempotency-Key`, so a double click, a resubmitted page or a retry of the same
 * render has one effect, with or without script. A refused submit re-renders with a new key.
 */
export const IDEMPOTENCY_FIELD = 'idempotency_key'

export const newIdempotencyKey = (): string => randomUUID()

/** The header for the API call; nothing when the form carried no usable key. */
export function idempotencyHeader(form: FormData): { 'idempotency-key'?: string } {
  const key = String(form.get(IDEMPOTENCY_FIELD) ?? '').trim()
  return key.length >= 8 && key.length <= 128 ? { 'idempotency-key': key } : {}
}
