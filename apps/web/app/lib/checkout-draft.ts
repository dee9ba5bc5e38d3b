import { CHECKOUT_FIELDS, type CheckoutField, type CheckoutPrefill } from './checkout-form.ts'
import { text } from './forms.ts'

/**
 * The checkout form kept when the session ended as it was posted (ADR 065): held in the signed,
 * httpOnly session cookie until the same account (or, for a guest form, the same guest) is back
 * on the checkout step, and for 30 minutes at most.
 */
export type CheckoutDraft = {
  /** The member whose form this is; null for a guest's form. */
  owner: string | null
  /** When it was kept (ms since the epoch). */
  at: number
  values: Partial<CheckoutPrefill>
}

export const DRAFT_TTL_MS = 30 * 60 * 1000

/**
 * Not kept: the saved card chosen (card data, and it is the member's own list again after signing
 * in) and the terms box (agreed to again when the order is actually placed).
 */
const NOT_KEPT: readonly CheckoutField[] = ['card_id', 'terms_accepted']

/** The contract's limits (checkout.ts, delivery.ts); anything longer would be refused anyway. */
const LIMITS: Partial<Record<CheckoutField, number>> = {
  name: 100,
  address: 500,
  email: 254,
  street: 120,
  building: 120,
}
const DEFAULT_LIMIT = 40

/**
 * A cookie holds about 4 kB: the session's own values take ~350 bytes, and base64 plus the
 * signature grow the rest by about 40 %. Past this many bytes of UTF-8 the longest free texts are
 * left out, longest first, rather than lose the whole cookie.
 */
export const DRAFT_BUDGET_BYTES = 2000
const DROPPED_FIRST: readonly CheckoutField[] = ['address', 'building', 'street', 'name', 'email']

const bytes = (values: object) => new TextEncoder().encode(JSON.stringify(values)).length

/** The fields worth keeping from a posted checkout form, each within its limit. */
export function draftValues(form: FormData): Partial<CheckoutPrefill> {
  const values: Partial<CheckoutPrefill> = {}
  for (const name of CHECKOUT_FIELDS) {
    if (NOT_KEPT.includes(name)) continue
    const value = text(form, name).slice(0, LIMITS[name] ?? DEFAULT_LIMIT)
    if (value) values[name] = value
  }
  for (const name of DROPPED_FIRST) {
    if (bytes(values) <= DRAFT_BUDGET_BYTES) break
    delete values[name]
  }
  return values
}

/**
 * Whether a kept draft is given back to whoever now views the checkout step: `restore` to its
 * own account (or a guest's draft to the guest), `drop` when stale or another account signed in
 * (never shown to them), `keep` while its member has not signed in yet.
 */
export function draftFate(
  draft: CheckoutDraft,
  viewer: { account: string | null },
  now = Date.now(),
): 'restore' | 'drop' | 'keep' {
  if (now - draft.at > DRAFT_TTL_MS) return 'drop'
  if (draft.owner === viewer.account) return 'restore'
  return viewer.account ? 'drop' : 'keep'
}
