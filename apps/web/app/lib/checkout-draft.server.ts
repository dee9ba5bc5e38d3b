import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AuthState } from './auth.server.ts'
import { type CheckoutDraft, draftFate, draftValues } from './checkout-draft.ts'
import type { CheckoutPrefill } from './checkout-form.ts'
import { sessionSecret } from './session.server.ts'

let secret: string | undefined
function mac(account: string) {
  secret ??= sessionSecret()
  return createHmac('sha256', secret).update(`checkout-owner:${account}`).digest('base64url')
}

/**
 * The checkout form of a member carries this signed account id (ADR 065): when it is posted after
 * the session ended, it says whose form it was, so only that account gets it back.
 */
export function ownerMark(account: string): string {
  return `${account}.${mac(account)}`
}

/** The account of a genuine mark; null for a guest's form or anything forged. */
export function ownerOfMark(mark: string): string | null {
  const dot = mark.lastIndexOf('.')
  if (dot <= 0) return null
  const account = mark.slice(0, dot)
  const given = Buffer.from(mark.slice(dot + 1))
  const expected = Buffer.from(mac(account))
  return given.length === expected.length && timingSafeEqual(given, expected) ? account : null
}

/** Keeps the posted checkout form in the session cookie for its owner (null: a guest). */
export function keepDraft(state: AuthState, owner: string | null, form: FormData) {
  const draft: CheckoutDraft = { owner, at: Date.now(), values: draftValues(form) }
  state.session.set('checkoutDraft', draft)
  state.dirty = true
}

/**
 * The kept form for whoever views the checkout step now, taken out of the session so it is given
 * back once; dropped when stale or when another account signed in.
 */
export function takeDraft(
  state: AuthState,
  account: string | null,
  now = Date.now(),
): Partial<CheckoutPrefill> | null {
  const draft = state.session.get('checkoutDraft')
  if (!draft) return null
  const fate = draftFate(draft, { account }, now)
  if (fate === 'keep') return null
  forgetDraft(state)
  return fate === 'restore' ? draft.values : null
}

/** Signing out, or a stale draft: nothing typed outlives its use (ADR 065). */
export function forgetDraft(state: AuthState) {
  if (!state.session.has('checkoutDraft')) return
  state.session.unset('checkoutDraft')
  state.dirty = true
}

/** Run on every request: a draft older than its 30 minutes leaves the cookie. */
export function forgetStaleDraft(state: AuthState, now = Date.now()) {
  const draft = state.session.get('checkoutDraft')
  if (draft && draftFate(draft, { account: draft.owner }, now) === 'drop') forgetDraft(state)
}
