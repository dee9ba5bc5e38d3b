import { sql } from 'drizzle-orm'
import { hashPassword } from '../../lib/secrets.ts'
import type { Db } from '../client.ts'
import { accounts } from '../schema/index.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The demo staff account of non-production databases (ADR 015); never seeded in production. */
export const STAFF_SEED = {
  email: 'staff@maisonharbour.hk',
  password: 'HarbourStaff88',
  username: 'Harbour Staff',
} as const

export async function seedStaff(tx: Tx | Db): Promise<void> {
  const [existing] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${STAFF_SEED.email}`)
  if (existing) return
  await tx
    .insert(accounts)
    .values({
      kind: 'REGISTERED',
      role: 'staff',
      email: STAFF_SEED.email,
      username: STAFF_SEED.username,
      passwordHash: await hashPassword(STAFF_SEED.password),
      verifiedAt: new Date(),
    })
    .onConflictDoNothing()
}
