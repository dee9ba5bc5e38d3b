import type { QuotationStatus } from '@shop/contract'
import { DomainError } from '#api/lib/errors.ts'

/** What the rules look at: the stored status and the latest version, if any. */
export type QuotationState = {
  status: QuotationStatus
  latest: { version: number; validUntil: Date } | null
}

type Rule = {
  by: 'customer' | 'staff' | 'system'
  from: readonly QuotationStatus[]
  to: QuotationStatus
  when?: (q: QuotationState, now: Date) => string | null
  /** Wording for the 409 message: "cannot be {verb}". */
  verb: string
}

/** An issued quotation past its latest version's `valid_until` is expired, stored or not. */
export function effectiveStatus(q: QuotationState, now: Date): QuotationStatus {
  if (q.status === 'issued' && q.latest && q.latest.validUntil.getTime() <= now.getTime())
    return 'expired'
  return q.status
}

/**
 * Every allowed quotation transition in one place (issue 17, like orders' transitions.ts).
 * Rules read the effective status, so an issued quotation past its date counts as expired.
 */
export const QUOTATION_TRANSITIONS = {
  // staff write version 1 or a revision; an expired quotation may be revised with a new date
  issue: { by: 'staff', from: ['requested', 'issued', 'expired'], to: 'issued', verb: 'revised' },
  accept: { by: 'customer', from: ['issued'], to: 'accepted', verb: 'accepted' },
  // spec §4 "cancel quotation": before a decision, also once expired (the shopper declines)
  cancel: {
    by: 'customer',
    from: ['requested', 'issued', 'expired'],
    to: 'cancelled',
    verb: 'cancelled',
  },
  expire: { by: 'system', from: ['issued'], to: 'expired', verb: 'expired' },
} as const satisfies Record<string, Rule>
export type QuotationTransition = keyof typeof QUOTATION_TRANSITIONS

/** Why the transition is refused, or null when it is allowed now. */
export function quotationRefusal(
  q: QuotationState,
  action: QuotationTransition,
  now: Date,
): string | null {
  const rule: Rule = QUOTATION_TRANSITIONS[action]
  const status = effectiveStatus(q, now)
  if (!rule.from.includes(status)) return `it is ${status}`
  return rule.when?.(q, now) ?? null
}

export class QuotationTransitionError extends DomainError {
  constructor(action: QuotationTransition, why: string) {
    super(
      409,
      'QUOTATION_TRANSITION_NOT_ALLOWED',
      `This quotation cannot be ${QUOTATION_TRANSITIONS[action].verb}: ${why}`,
    )
  }
}

/** Throws 409 QUOTATION_TRANSITION_NOT_ALLOWED unless `action` is allowed now. */
export function assertQuotationTransition(
  q: QuotationState,
  action: QuotationTransition,
  now: Date,
) {
  const why = quotationRefusal(q, action, now)
  if (why) throw new QuotationTransitionError(action, why)
  return QUOTATION_TRANSITIONS[action]
}
