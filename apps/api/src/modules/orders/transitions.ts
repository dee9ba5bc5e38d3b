import {
  OFFLINE_PAYMENT_METHODS,
  ONLINE_PAYMENT_METHODS,
  type OrderAction,
  type OrderStatus,
  type PaymentStatus,
  type RefundStatus,
  STAFF_ACTION_PERMISSION,
  STAFF_ORDER_ACTIONS,
  type StaffOrderAction,
  type StaffRole,
  staffCan,
} from '@shop/contract'
import { DomainError } from '#api/lib/errors.ts'

/** What the rules look at: the order row's state. */
export type OrderState = {
  status: OrderStatus
  paymentStatus: PaymentStatus
  paymentMethod: string
  releasedAt: Date | null
  refundStatus: RefundStatus | null
  /** When an unpaid online order is released (null: no window, an offline order). */
  paymentExpiresAt?: Date | null
  /** The booked home delivery day (null: no home delivery, as a consultation or a pick-up). */
  deliveryDate?: string | null
}

type Rule = {
  by: 'customer' | 'staff'
  from: readonly OrderStatus[]
  /** The status it moves to; null when the status stays (after-sales events). */
  to: OrderStatus | null
  /** Extra condition beyond the status, with the reason shown when it fails. */
  when?: (o: OrderState) => string | null
  /** Human wording for the 409 message: "cannot be {verb}". */
  verb: string
}

const isOffline = (o: OrderState) =>
  (OFFLINE_PAYMENT_METHODS as readonly string[]).includes(o.paymentMethod)
const unpaid = (o: OrderState) =>
  o.paymentStatus === 'unpaid' && !o.releasedAt ? null : 'it is already paid or released'

/**
 * Every allowed order transition in one place (spec §4, ADR 015). Anything not listed is refused
 * with 409 ORDER_TRANSITION_NOT_ALLOWED; `customerActions`/`staffActions` derive the buttons.
 */
export const TRANSITIONS = {
  // spec §4: uploading payment proof sets pending at once (a new proof may replace one in review)
  upload_proof: {
    by: 'customer',
    from: ['submitted', 'pending'],
    to: 'pending',
    when: (o) => (!isOffline(o) ? 'it is paid online' : unpaid(o)),
    verb: 'given a payment proof',
  },
  cancel: {
    by: 'customer',
    from: ['submitted', 'pending'],
    to: 'cancelled',
    when: unpaid,
    verb: 'cancelled',
  },
  // issue 30: a failed or left online payment; paid again online or switched to an offline way
  pay_again: {
    by: 'customer',
    from: ['submitted'],
    to: null,
    when: (o) =>
      unpaid(o) ??
      (!ONLINE_PAYMENT_METHODS.includes(o.paymentMethod as (typeof ONLINE_PAYMENT_METHODS)[number])
        ? 'it is paid another way'
        : o.paymentExpiresAt && o.paymentExpiresAt <= new Date()
          ? 'its payment window has passed'
          : null),
    verb: 'paid again',
  },
  // issue 30, ADR 068: a home delivery moves until it is dispatched; not once money went back
  change_delivery_slot: {
    by: 'customer',
    from: ['submitted', 'pending', 'paid'],
    to: null,
    when: (o) =>
      !o.deliveryDate
        ? 'it has no home delivery'
        : o.releasedAt
          ? 'it is released'
          : o.paymentStatus === 'refunded' || o.paymentStatus === 'partially_refunded'
            ? 'it is refunded'
            : null,
    verb: 'given another delivery time',
  },
  confirm_completion: { by: 'customer', from: ['shipped'], to: 'completed', verb: 'completed' },
  approve_proof: {
    by: 'staff',
    from: ['pending'],
    to: 'paid',
    when: unpaid,
    verb: 'marked as paid',
  },
  reject_proof: {
    by: 'staff',
    from: ['pending'],
    to: 'submitted',
    when: unpaid,
    verb: 'sent back for a new payment proof',
  },
  ship: { by: 'staff', from: ['paid'], to: 'shipped', verb: 'shipped' },
  // issue 15: the courier handed it over; the order is complete (reviews open)
  deliver: { by: 'staff', from: ['shipped'], to: 'completed', verb: 'marked as delivered' },
  complete: { by: 'staff', from: ['paid', 'shipped'], to: 'completed', verb: 'completed' },
  // issue 15: staff cancel releases what the order holds (lifecycle.releaseOrder); a paid
  // order is not cancelled but refunded, and a payment arriving later becomes a refund due
  staff_cancel: {
    by: 'staff',
    from: ['submitted', 'pending'],
    to: 'cancelled',
    when: unpaid,
    verb: 'cancelled',
  },
  request_refund: {
    by: 'customer',
    from: ['paid', 'shipped', 'completed'],
    to: null,
    // a partial refund leaves the rest of the order refundable (ADR 039)
    when: (o) =>
      o.paymentStatus !== 'paid' && o.paymentStatus !== 'partially_refunded'
        ? 'it is not paid'
        : o.refundStatus === 'waiting_for_approval'
          ? 'a refund request is already waiting for approval'
          : null,
    verb: 'refunded',
  },
  approve_refund: {
    by: 'staff',
    from: ['paid', 'shipped', 'completed'],
    to: null,
    when: (o) => (o.refundStatus === 'waiting_for_approval' ? null : 'no refund request is open'),
    verb: 'refunded',
  },
  reject_refund: {
    by: 'staff',
    from: ['paid', 'shipped', 'completed'],
    to: null,
    when: (o) => (o.refundStatus === 'waiting_for_approval' ? null : 'no refund request is open'),
    verb: 'refused a refund',
  },
} as const satisfies Record<string, Rule>
export type Transition = keyof typeof TRANSITIONS

/** Why the transition is refused, or null when it is allowed. */
export function refusal(order: OrderState, action: Transition): string | null {
  const rule: Rule = TRANSITIONS[action]
  if (!rule.from.includes(order.status)) return `it is ${order.status}`
  return rule.when?.(order) ?? null
}

export class TransitionNotAllowedError extends DomainError {
  constructor(action: Transition, why: string) {
    super(
      409,
      'ORDER_TRANSITION_NOT_ALLOWED',
      `This order cannot be ${TRANSITIONS[action].verb}: ${why}`,
    )
  }
}

/** Throws 409 ORDER_TRANSITION_NOT_ALLOWED unless `action` is allowed now. */
export function assertTransition(order: OrderState, action: Transition) {
  const why = refusal(order, action)
  if (why) throw new TransitionNotAllowedError(action, why)
  return TRANSITIONS[action]
}

/** What the web may show: allowed transitions plus what the order's items allow. */
export function customerActions(
  order: OrderState,
  items: { reviewable: boolean; refundable: boolean },
): OrderAction[] {
  const actions: OrderAction[] = []
  if (!refusal(order, 'upload_proof')) actions.push('upload_proof')
  if (!refusal(order, 'pay_again')) actions.push('pay_again')
  if (!refusal(order, 'cancel')) actions.push('cancel')
  if (!refusal(order, 'change_delivery_slot')) actions.push('change_delivery_slot')
  if (!refusal(order, 'confirm_completion')) actions.push('confirm_completion')
  if (order.status === 'completed' && items.reviewable) actions.push('review')
  if (!refusal(order, 'request_refund') && items.refundable) actions.push('request_refund')
  return actions
}

/** Each staff button and the transition behind it (`cancel` is the staff cancel). */
const STAFF: Record<StaffOrderAction, Transition> = {
  approve_proof: 'approve_proof',
  reject_proof: 'reject_proof',
  ship: 'ship',
  deliver: 'deliver',
  complete: 'complete',
  cancel: 'staff_cancel',
  approve_refund: 'approve_refund',
  reject_refund: 'reject_refund',
}

/** Staff actions the order's state allows, limited to the caller's role when one is given. */
export function staffActions(order: OrderState, role?: StaffRole): StaffOrderAction[] {
  return STAFF_ORDER_ACTIONS.filter(
    (action) =>
      !refusal(order, STAFF[action]) && (!role || staffCan(role, STAFF_ACTION_PERMISSION[action])),
  )
}
