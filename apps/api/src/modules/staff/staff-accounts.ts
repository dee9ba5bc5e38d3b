import {
  EMAIL_PATTERN,
  STAFF_ROLES,
  type StaffRole,
  staffPassword,
  translate,
} from '@shop/contract'
import { z } from 'zod'
import type { Db } from '#api/db/client.ts'
import { RETIRED_DEMO_STAFF } from '#api/db/seed/staff.ts'
import { ValidationError } from '#api/lib/errors.ts'
import { hashPassword } from '#api/lib/secrets.ts'
import { staffRepository as repo } from './repository.ts'

export { STAFF_ROLES, type StaffRole }

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
  name: z.string().trim().max(120).optional(),
})

export type StaffAccountResult = {
  staffId: string
  email: string
  /** false when an existing member was given the role and a new password. */
  created: boolean
  role: StaffRole
}

/**
 * Creates a back-office member (`npm run staff -- create`), or gives an existing one the role, a
 * new password and enables them; every session they had ends. This is how the first owner is
 * made (no seeded password, ADR 017); the owner invites everyone else from the back office.
 */
export async function createStaffAccount(
  db: Db,
  input: { email: string; password: string; role: string; name?: string },
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
  const name = parsed.data.name || email.split('@')[0] || email
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const existing = await repo.byEmail(tx, email)
    const member = existing
      ? await repo.update(tx, existing.id, { role, passwordHash, disabledAt: null })
      : await repo.insert(tx, { email, name, role, passwordHash })
    if (existing) await repo.revokeAllSessions(tx, existing.id)
    return { staffId: member.id, email, created: !existing, role }
  })
}
