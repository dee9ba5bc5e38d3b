import type { vouchers } from '../../db/schema/index.ts'
import { DomainError, TooManyRequestsError } from '../../lib/errors.ts'
import { LIMITS, type RateLimiter } from '../../lib/rate-limit.ts'
import { emailKey, phoneDigits } from '../identity/context.ts'
import type { Tx } from '../identity/repository.ts'
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
 * The one answer for a code a guesser must not learn anything from: unknown, inactive, not yet
 * started, expired, used up, already used by this person and someone else's (a code bought with
 * points) all read the same (ADR 019).
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
 * Why a voucher cannot be used now, or null. Minimum spend is checked with the totals and keeps
 * its own answer: only someone holding a valid code sees it, and they can fix it.
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
  if (voucher.startsAt && voucher.startsAt > now) return voucherRefused()
  if (voucher.endsAt && voucher.endsAt <= now) return voucherRefused()
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit)
    return voucherRefused()
  if (
    voucher.perAccountLimit !== null &&
    (await repo.redemptionsBy(db, voucher.id, person)) >= voucher.perAccountLimit
  )
    return voucherRefused()
  return null
}
