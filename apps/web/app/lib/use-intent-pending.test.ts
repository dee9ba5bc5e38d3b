import { describe, expect, it } from 'vitest'
import { isIntentPending } from './use-intent-pending.ts'

const posting = (state: 'idle' | 'submitting' | 'loading', fields: Record<string, string>) => {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.set(name, value)
  return { state, formData: state === 'idle' ? undefined : formData }
}

describe('which of a page’s forms is being sent', () => {
  it('is the form whose intent was posted, while sent and while its answer loads', () => {
    expect(isIntentPending(posting('submitting', { intent: 'cancel' }), 'cancel')).toBe(true)
    expect(isIntentPending(posting('loading', { intent: 'cancel' }), 'cancel')).toBe(true)
    expect(isIntentPending(posting('submitting', { intent: 'cancel' }), 'move')).toBe(false)
    expect(isIntentPending(posting('idle', { intent: 'cancel' }), 'cancel')).toBe(false)
  })

  it('tells one row’s form from another’s with the same intent', () => {
    const sent = posting('submitting', { intent: 'due', sequence: '2' })
    expect(isIntentPending(sent, 'due', { sequence: '2' })).toBe(true)
    expect(isIntentPending(sent, 'due', { sequence: '1' })).toBe(false)
    // a "create" form sends no id; an edit form's id must match
    expect(
      isIntentPending(posting('submitting', { intent: 'create' }), 'create', { id: null }),
    ).toBe(true)
    expect(isIntentPending(sent, 'due', { id: 'x' })).toBe(false)
  })
})
