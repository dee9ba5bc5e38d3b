import { describe, expect, it } from 'vitest'
import { DomainError } from './errors.ts'
import { refusal, type StatusRule, transition } from './transition.ts'

type Lamp = { status: 'off' | 'on' | 'broken'; watts: number }
const broken = (status: string) => new DomainError(409, 'LAMP_REFUSED', `The lamp is ${status}`)
const switchOn: StatusRule<Lamp['status'], Lamp> = {
  from: ['off'],
  to: 'on',
  refused: broken,
  when: (l) => (l.watts > 100 ? new DomainError(409, 'LAMP_TOO_BRIGHT', 'Too bright') : null),
}

describe('transition()', () => {
  it('writes the rule’s status when the move is allowed', async () => {
    const written: string[] = []
    const out = await transition(switchOn, { status: 'off', watts: 60 }, async (status) => {
      written.push(status)
      return 'done'
    })
    expect(out).toBe('done')
    expect(written).toEqual(['on'])
  })

  it('refuses a move from another status with the rule’s error, writing nothing', async () => {
    const written: string[] = []
    const move = transition(switchOn, { status: 'broken', watts: 60 }, async (s) => {
      written.push(s)
    })
    await expect(move).rejects.toMatchObject({
      code: 'LAMP_REFUSED',
      message: 'The lamp is broken',
    })
    expect(written).toEqual([])
  })

  it('checks the status before the further condition', () => {
    expect(refusal(switchOn, { status: 'on', watts: 500 })?.code).toBe('LAMP_REFUSED')
    expect(refusal(switchOn, { status: 'off', watts: 500 })?.code).toBe('LAMP_TOO_BRIGHT')
    expect(refusal(switchOn, { status: 'off', watts: 5 })).toBeNull()
  })

  it('keeps the status for a move that changes none', async () => {
    const keep: StatusRule<Lamp['status']> = { from: ['on'], to: null, refused: broken }
    expect(await transition(keep, { status: 'on' }, async (s) => s)).toBe('on')
  })
})
