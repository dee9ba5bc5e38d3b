import { EMAIL_PATTERN, staffPassword, translate } from '@shop/contract'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { RETIRED_DEMO_STAFF } from '../../db/seed/staff.ts'
import { ValidationError } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/secrets.ts'
import { identityRepository as repo } from './repository.ts'

/**
 * The roles `npm run staff -- create --role` accepts. The accounts table knows one back-office
 * role, `staff`, so every one of them is stored as `staff` until roles are split (a later issue).
 */
export const STAFF_ROLES = ['owner', 'manager', 'staff'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

const staffAccountInput = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .regex(EMAIL_PATTERN, { message: 'errors.emailFormat' })
    .transform((v) => v.toLowerCase()),
  // the password the demo seed once published is refused whatever its length
  password: staffPassword.refine((v) => v !== RETIRED_DEMO_STAFF.password, {
    message: 'This password was published with the demo and cannot be used',
  }),
  role: z.enum(STAFF_ROLES),
})

export type StaffAccountResult = {
  accountId: string
  email: string
  /** false when an existing account (a customer, or staff) was upgraded or given a new password. */
  created: boolean
  /** What was asked for, and what the accounts table holds. */
  requestedRole: StaffRole
  storedRole: 'staff'
}

/**
 * Creates a staff login, or makes the account with that e-mail one: role staff, registered and
 * verified, the new password. Every session the account had is revoked, so nobody stays signed in
 * on the strength of an old password. This is the only way to a staff login (no seeded password).
 */
export async function createStaffAccount(
  db: Db,
  input: { email: string; password: string; role: string },
): Promise<StaffAccountResult> {
  const parsed = staffAccountInput.safeParse(input)
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message.startsWith('errors.')
        ? translate('en', issue.message as 'errors.required')
        : issue.message,
    }))
    throw new ValidationError('The staff account was not created', errors)
  }
  const { email, password, role } = parsed.data
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const existing = await repo.accountByEmail(tx, email)
    const values = {
      kind: 'REGISTERED' as const,
      role: 'staff' as const,
      passwordHash,
      verifiedAt: existing?.verifiedAt ?? new Date(),
    }
    const account = existing
      ? await repo.updateAccount(tx, existing.id, values)
      : await repo.insertAccount(tx, { ...values, email, username: email.split('@')[0] ?? '' })
    if (existing) await repo.revokeAllTokens(tx, account.id)
    return {
      accountId: account.id,
      email,
      created: !existing,
      requestedRole: role,
      storedRole: 'staff',
    }
  })
}
