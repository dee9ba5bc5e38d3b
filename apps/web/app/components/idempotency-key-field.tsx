/** The key of this render of a form (made by the loader); see `idempotency-key.server.ts`. */
export function IdempotencyKeyField({ value }: { value: string }) {
  return <input type="hidden" name="idempotency_key" value={value} />
}
