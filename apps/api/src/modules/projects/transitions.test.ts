import { describe, expect, it } from 'vitest'
import { refusal, transition } from '#api/lib/transition.ts'
import { INSTALLMENT_TRANSITIONS, PAYMENT_RECORD_TRANSITIONS } from './transitions.ts'

const owing = { amount: '1000.00', paidAmount: '400.00' }

describe('installment transitions', () => {
  it('lets a due installment still owing be paid, and settled to paid', async () => {
    expect(refusal(INSTALLMENT_TRANSITIONS.pay, { status: 'due', ...owing })).toBeNull()
    const to = await transition(INSTALLMENT_TRANSITIONS.settle, { status: 'due', ...owing }, (s) =>
      Promise.resolve(s),
    )
    expect(to).toBe('paid')
  })

  it('refuses to take money for a paid or not yet due installment, in the API’s words', () => {
    expect(refusal(INSTALLMENT_TRANSITIONS.pay, { status: 'paid', ...owing })).toMatchObject({
      statusCode: 409,
      code: 'INSTALLMENT_NOT_DUE',
      message: 'This installment is paid',
    })
    expect(refusal(INSTALLMENT_TRANSITIONS.pay, { status: 'scheduled', ...owing })).toMatchObject({
      code: 'INSTALLMENT_NOT_DUE',
      message: 'This installment is not due yet',
    })
    // due but nothing left to pay
    const nothingLeft = { status: 'due' as const, amount: '1000.00', paidAmount: '1000.00' }
    expect(refusal(INSTALLMENT_TRANSITIONS.pay, nothingLeft)?.code).toBe('INSTALLMENT_NOT_DUE')
  })

  it('lets staff set the due date of a scheduled or due installment, not a paid one', async () => {
    for (const status of ['scheduled', 'due'] as const)
      expect(
        await transition(INSTALLMENT_TRANSITIONS.setDue, { status, ...owing }, (s) =>
          Promise.resolve(s),
        ),
      ).toBe('due')
    const written: string[] = []
    const move = transition(INSTALLMENT_TRANSITIONS.setDue, { status: 'paid', ...owing }, (s) => {
      written.push(s)
      return Promise.resolve()
    })
    await expect(move).rejects.toMatchObject({
      code: 'INSTALLMENT_NOT_DUE',
      message: 'This installment is paid',
    })
    expect(written).toEqual([])
  })

  it('makes only a scheduled installment fall due at handover', () => {
    expect(refusal(INSTALLMENT_TRANSITIONS.fallDue, { status: 'scheduled', ...owing })).toBeNull()
    expect(refusal(INSTALLMENT_TRANSITIONS.fallDue, { status: 'due', ...owing })).not.toBeNull()
    expect(refusal(INSTALLMENT_TRANSITIONS.fallDue, { status: 'paid', ...owing })).not.toBeNull()
  })
})

describe('payment record transitions', () => {
  it('confirms or rejects a submitted record', async () => {
    for (const [move, to] of [
      ['confirm', 'confirmed'],
      ['reject', 'rejected'],
    ] as const)
      expect(
        await transition(PAYMENT_RECORD_TRANSITIONS[move], { status: 'submitted' }, (s) =>
          Promise.resolve(s),
        ),
      ).toBe(to)
  })

  it('refuses to decide a record twice, in the API’s words', () => {
    for (const move of ['confirm', 'reject'] as const)
      for (const status of ['confirmed', 'rejected'] as const)
        expect(refusal(PAYMENT_RECORD_TRANSITIONS[move], { status })).toMatchObject({
          statusCode: 409,
          code: 'PAYMENT_RECORD_DECIDED',
          message: 'This payment record is already decided',
        })
  })
})
