import type { vouchers } from '#api/db/schema/index.ts'
import type { Tx } from '#api/lib/db-tx.ts'
import { DomainError, TooManyRequestsError } from '#api/lib/errors.ts'
import { LIMITS, type RateLimiter } from '#api/lib/rate-limit.ts'
import { emailKey, phoneDigits } from '../identity/index.ts'
import { cartRepository as repo } from './repository.ts'

type Voucher = typeof vouchers.$inferSelect

/**
 * Who uses a voucher: the account, and the contact e-mail and phone its order carries, each
 * normalised the way orders store them. A once-per-person voucher ("first order") counts all
 * three, so a second guest account with the same e-mail is the same person.
 */
export type VoucherPerson = { accountId: string; email: string | null; phone: string | null }

/** The person behind an order: its contact e-mail (or the account's) and phone. */
export function orderContact(
  account: { id: string; email: string | null },
  details: { email: string; area_code: string; phone: string },
): VoucherPerson {
  return {
    accountId: account.id,
    email: emailKey(details.email || account.email || '') || null,
    phone: details.phone ? phoneDigits(`${details.area_code}${details.phone}`) : null,
  }
}

/** The person behind an account before checkout names a contact (the cart view). */
export function accountContact(account: {
  id: string
  email: string | null
  areaCode: string | null
  phone: string | null
}): VoucherPerson {
  return {
    accountId: account.id,
    email: account.email ? emailKey(account.email) : null,
    phone: account.phone ? phoneDigits(`${account.areaCode ?? ''}${account.phone}`) : null,
  }
}

/**
 * The one answer for a code a guesser must not learn anything from: unknown, switched off, and
 * someone else's code bought with points (ADR 019). A member's own code keeps it for every
 * refusal; the shop's codes say why (ADR 045, below).
 */
export const voucherRefused = () =>
  new DomainError(422, 'VOUCHER_INVALID', 'This voucher code is not valid')

export const voucherRateLimited = () =>
  new DomainError(429, 'RATE_LIMITED', 'Too many voucher attempts. Please wait a while.')

/**
 * Counts one use of a voucher code, by the cart view or by checkout, against the same limits:
 * per account and per IP (a guesser can open new guest accounts). True when over either.
 */
export async function voucherAttemptBlocked(
  limiter: RateLimiter,
  accountId: string,
  ip: string,
): Promise<boolean> {
  try {
    await limiter.check(LIMITS.voucherAccount, accountId)
    await limiter.check(LIMITS.voucherIp, ip)
    return false
  } catch (error) {
    if (error instanceof TooManyRequestsError) return true
    throw error
  }
}

/**
 * The refusals of a shop-wide code a shopper can read (ADR 045): the code exists and the reason
 * is the shop's rule, not a secret. Unknown and disabled codes, and a code bought with points
 * tried by anyone else, keep ADR 019's one answer.
 */
export const voucherNotStarted = () =>
  new DomainError(422, 'VOUCHER_NOT_STARTED', 'This voucher code cannot be used yet')
export const voucherExpired = () =>
  new DomainError(422, 'VOUCHER_EXPIRED', 'This voucher code has expired')
export const voucherUsedUp = () =>
  new DomainError(422, 'VOUCHER_USED_UP', 'This voucher code has been fully used')
export const voucherPersonLimit = () =>
  new DomainError(422, 'VOUCHER_PERSON_LIMIT', 'You have already used this voucher code')
export const voucherFirstOrder = () =>
  new DomainError(422, 'VOUCHER_FIRST_ORDER', 'This voucher code is for a first order only')

/**
 * Why a voucher cannot be used now, or null. Minimum spend is checked with the totals and keeps
 * its own answer: only someone holding a valid code sees it, and they can fix it. At checkout the
 * voucher row is locked first, so the counts read here hold until the order is written.
 */
export async function voucherProblem(
  db: Tx,
  voucher: Voucher | undefined,
  person: VoucherPerson,
  now = new Date(),
): Promise<DomainError | null> {
  if (!voucher?.isActive) return voucherRefused()
  // a code bought with points is its owner's alone; to anyone else it reads as unknown (ADR 019)
  if (voucher.ownerAccountId && voucher.ownerAccountId !== person.accountId) return voucherRefused()
  // a member's own code keeps the one answer; the shop's codes say why (ADR 045)
  const says = (reason: () => DomainError) => (voucher.ownerAccountId ? voucherRefused : reason)()
  if (voucher.startsAt && voucher.startsAt > now) return says(voucherNotStarted)
  if (voucher.endsAt && voucher.endsAt <= now) return says(voucherExpired)
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit)
    return says(voucherUsedUp)
  if (
    voucher.perAccountLimit !== null &&
    (await repo.redemptionsBy(db, voucher.id, person)) >= voucher.perAccountLimit
  )
    return says(voucherPersonLimit)
  if (voucher.firstOrderOnly && (await repo.hasOrdered(db, person))) return says(voucherFirstOrder)
  return null
}
