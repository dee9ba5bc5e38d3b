import type { InstallmentStatus, PaymentRecordStatus } from '@shop/contract'
import { ConflictError } from '#api/lib/errors.ts'
import { toCents } from '#api/lib/money.ts'
import type { TransitionTable } from '#api/lib/transition.ts'

/** What the installment rules look at. */
export type InstallmentState = { status: InstallmentStatus; amount: string; paidAmount: string }

/** What is still owed on an installment, in cents. */
export const outstandingOf = (i: Pick<InstallmentState, 'amount' | 'paidAmount'>) =>
  toCents(i.amount) - toCents(i.paidAmount)

const notDue = (status: InstallmentStatus) =>
  new ConflictError(
    status === 'paid' ? 'This installment is paid' : 'This installment is not due yet',
    'INSTALLMENT_NOT_DUE',
  )

export type InstallmentTransition = 'pay' | 'settle' | 'fallDue' | 'setDue'

/**
 * Every allowed installment status move in one place (ADR 073, like orders' transitions.ts).
 * Anything else is refused with 409 INSTALLMENT_NOT_DUE.
 */
export const INSTALLMENT_TRANSITIONS: TransitionTable<
  InstallmentTransition,
  InstallmentStatus,
  InstallmentState
> = {
  // the customer pays online or adds a payment record: only a due installment still owing
  pay: {
    from: ['due'],
    to: null,
    refused: notDue,
    when: (i) => (outstandingOf(i) <= 0 ? notDue(i.status) : null),
  },
  // the payment (confirmed record or online) that pays the rest
  settle: { from: ['due'], to: 'paid', refused: notDue },
  // the customer confirmed the handover: the second installment falls due
  fallDue: { from: ['scheduled'], to: 'due', refused: notDue },
  // staff set or move the due date; a scheduled one falls due on that date
  setDue: { from: ['scheduled', 'due'], to: 'due', refused: notDue },
}

const decided = () =>
  new ConflictError('This payment record is already decided', 'PAYMENT_RECORD_DECIDED')

export type PaymentRecordTransition = 'confirm' | 'reject'

/**
 * Every allowed payment record status move (ADR 073): staff decide a submitted record once.
 * A record paid online is written decided (confirmed, or rejected as paid twice).
 */
export const PAYMENT_RECORD_TRANSITIONS: TransitionTable<
  PaymentRecordTransition,
  PaymentRecordStatus
> = {
  confirm: { from: ['submitted'], to: 'confirmed', refused: decided },
  reject: { from: ['submitted'], to: 'rejected', refused: decided },
}
