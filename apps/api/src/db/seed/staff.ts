import type { Tx } from '#api/lib/db-tx.ts'
import { verifyPassword } from '#api/lib/secrets.ts'
import { identityRepository as repo } from '#api/modules/identity/repository.ts'

/**
 * Demo databases used to be seeded with a staff account whose password was published in this
 * repository. Staff logins are now made only with `npm run staff -- create`; an account still
 * holding that password loses it, its staff role and its sessions (its orders and content stay).
 * An account the owner has since given another password is left alone.
 */
export const RETIRED_DEMO_STAFF = {
  email: 'staff@maisonharbour.hk',
  password: 'HarbourStaff88',
} as const

export async function retireDemoStaff(tx: Tx): Promise<void> {
  const account = await repo.accountByEmail(tx, RETIRED_DEMO_STAFF.email)
  if (!account?.passwordHash) return
  if (!(await verifyPassword(RETIRED_DEMO_STAFF.password, account.passwordHash))) return
  await repo.updateAccount(tx, account.id, { passwordHash: null, role: 'customer' })
  await repo.revokeAllTokens(tx, account.id)
}
