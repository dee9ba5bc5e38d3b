import { createHash } from 'node:crypto'
import type { Db } from '#api/db/client.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError } from '#api/lib/errors.ts'
import { idempotencyRepository as repo } from './repository.ts'

/** One call's key: whose, which call, the key the client sent, and what it asked. */
export type IdempotencyRef = {
  accountId: string
  scope: 'booking' | 'voucher-redeem' | 'payment-record' | 'quotation-request'
  key: string | undefined
  /** Everything that makes the request this request: path ids and body. */
  request: unknown
}

/** Same fields in the same order → same text, so equal bodies hash equally. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

export const idempotencyKeyReused = () =>
  new DomainError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was used for a different request',
  )

/**
 * Runs `work` (the effect and its answer) at most once per key (ADR 040). The key is claimed
 * with `insert … on conflict do nothing` in the transaction of the effect: a twin sent at the
 * same moment waits on the key until the first commits, then answers what the first answered;
 * if the first rolled back (a refusal), the twin claims the key and tries for itself. The same
 * key with another request is refused (422). Without a key, `work` simply runs in a transaction.
 */
export async function idempotent<T>(
  db: Db,
  ref: IdempotencyRef,
  work: (tx: Tx) => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  const { key } = ref
  if (!key) return { answer: await db.transaction(work), replayed: false }
  const at = { accountId: ref.accountId, scope: ref.scope, key }
  const hash = createHash('sha256').update(stableJson(ref.request)).digest('hex')
  return db.transaction(async (tx) => {
    if (!(await repo.claim(tx, at, hash))) {
      const row = await repo.find(tx, at)
      // a row without an answer cannot be seen: it is written in the claiming transaction
      if (!row || row.requestHash !== hash || row.response === null) throw idempotencyKeyReused()
      return { answer: row.response as T, replayed: true }
    }
    const answer = await work(tx)
    await repo.keep(tx, at, answer)
    return { answer, replayed: false }
  })
}
