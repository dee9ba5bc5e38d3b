import type { DomainError } from './errors.ts'

/**
 * One allowed move of an entity's status (ADR 073): the statuses it may start from, the status
 * it writes (null: it stays, as a booking moved to another time), the error any other status gets
 * (the API's words), and an optional further condition checked after the status.
 */
export type StatusRule<S extends string, X = unknown> = {
  from: readonly S[]
  to: S | null
  refused: (status: S) => DomainError
  when?: (subject: X) => DomainError | null
}

/** An entity's transition table: every allowed move by name (`M`), statuses `S`, subject `X`. */
export type TransitionTable<M extends string, S extends string, X = { status: S }> = Record<
  M,
  StatusRule<S, X>
>

/** Why `rule` is refused for `subject` now, or null when the move is allowed. */
export function refusal<S extends string, X extends { status: S }>(
  rule: StatusRule<S, X>,
  subject: X,
): DomainError | null {
  if (!rule.from.includes(subject.status)) return rule.refused(subject.status)
  return rule.when?.(subject) ?? null
}

/** Throws the rule's refusal unless the move is allowed now. */
export function assertMove<S extends string, X extends { status: S }>(
  rule: StatusRule<S, X>,
  subject: X,
): void {
  const refused = refusal(rule, subject)
  if (refused) throw refused
}

/**
 * Checks a move against its rule, then writes it: `write` gets the status to store (the
 * current one for a move that keeps it) and stores it with whatever else the move changes.
 * A refused move writes nothing and throws the rule's error.
 */
export async function transition<S extends string, X extends { status: S }, R>(
  rule: StatusRule<S, X>,
  subject: X,
  write: (status: S) => Promise<R>,
): Promise<R> {
  assertMove(rule, subject)
  return write(rule.to ?? subject.status)
}
