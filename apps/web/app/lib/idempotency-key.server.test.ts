import { describe, expect, it } from 'vitest'
import { idempotencyHeader, newIdempotencyKey } from './idempotency-key.server.ts'

const formWith = (key?: string) => {
  const form = new FormData()
  if (key !== undefined) form.set('idempotency_key', key)
  return form
}

describe('idempotency key of a form', () => {
  it('sends the key the render made, a new one each render', () => {
    const key = newIdempotencyKey()
    expect(key).not.toBe(newIdempotencyKey())
    expect(idempotencyHeader(formWith(key))).toEqual({ 'idempotency-key': key })
  })

  it('sends no header for a missing or unusable key, so the API still answers', () => {
    expect(idempotencyHeader(formWith())).toEqual({})
    expect(idempotencyHeader(formWith('short'))).toEqual({})
    expect(idempotencyHeader(formWith('x'.repeat(129)))).toEqual({})
  })
})
