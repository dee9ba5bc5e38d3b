import { BOOKING_STATUSES } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { refusal, transition } from '#api/lib/transition.ts'
import { BOOKING_TRANSITIONS } from './booking-transitions.ts'

const now = new Date('2027-03-01T06:00:00Z')
const started = new Date('2027-03-01T05:00:00Z')
const later = new Date('2027-03-02T05:00:00Z')

describe('booking transitions', () => {
  it('cancels a held or confirmed booking', async () => {
    for (const status of ['held', 'confirmed'] as const) {
      const to = await transition(
        BOOKING_TRANSITIONS.cancel,
        { status, startsAt: later, now },
        (s) => Promise.resolve(s),
      )
      expect(to).toBe('cancelled')
    }
  })

  it('refuses to change a cancelled or done booking, in the words the API gives', () => {
    for (const move of ['cancel', 'reschedule', 'complete'] as const) {
      for (const status of ['cancelled', 'completed'] as const) {
        const why = refusal(BOOKING_TRANSITIONS[move], { status, startsAt: started, now })
        expect(why).toMatchObject({
          statusCode: 409,
          code: 'BOOKING_NOT_CHANGEABLE',
          message: 'This booking can no longer be changed',
        })
      }
    }
  })

  it('marks a consultation done once it has started, not before', () => {
    const rule = BOOKING_TRANSITIONS.complete
    expect(rule.to).toBe('completed')
    expect(refusal(rule, { status: 'held', startsAt: started, now })).toBeNull()
    expect(refusal(rule, { status: 'held', startsAt: later, now })).toMatchObject({
      code: 'BOOKING_NOT_STARTED',
      message: 'A consultation can be marked done once it has started',
    })
  })

  it('never refuses the release of an unpaid order (an undo step)', () => {
    for (const status of BOOKING_STATUSES)
      expect(refusal(BOOKING_TRANSITIONS.release, { status, startsAt: later, now })).toBeNull()
    expect(BOOKING_TRANSITIONS.release.to).toBe('cancelled')
  })
})
